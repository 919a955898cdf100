/// One number per animatable property of a target: where it is (`Pose`) or how fast it moves
/// (`Pose.Velocity`). Conforming types share the one mapping from a track's property to the
/// stored values.
public protocol AnimatableValues {
    /// Opacity, or its rate.
    var opacity: Double { get set }
    /// Horizontal scale, or its rate.
    var scaleX: Double { get set }
    /// Vertical scale, or its rate.
    var scaleY: Double { get set }
    /// Degrees, or degrees per second.
    var rotation: Double { get set }
    /// Points, or points per second.
    var translationX: Double { get set }
    /// Points, or points per second.
    var translationY: Double { get set }
    /// Stroke start, or its rate.
    var strokeStart: Double { get set }
    /// Stroke end, or its rate.
    var strokeEnd: Double { get set }
}

extension AnimatableValues {
    /// The number of one animatable property (`scale` reads `scaleX`; writing it sets both).
    public subscript(property: TrackDescription.Property) -> Double {
        get {
            switch property {
            case .opacity: opacity
            case .scale, .scaleX: scaleX
            case .scaleY: scaleY
            case .rotation: rotation
            case .translationX: translationX
            case .translationY: translationY
            case .strokeStart: strokeStart
            case .strokeEnd: strokeEnd
            }
        }
        set {
            switch property {
            case .opacity: opacity = newValue
            case .scale:
                scaleX = newValue
                scaleY = newValue
            case .scaleX: scaleX = newValue
            case .scaleY: scaleY = newValue
            case .rotation: rotation = newValue
            case .translationX: translationX = newValue
            case .translationY: translationY = newValue
            case .strokeStart: strokeStart = newValue
            case .strokeEnd: strokeEnd = newValue
            }
        }
    }
}
