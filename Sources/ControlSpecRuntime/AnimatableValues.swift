/// One number per animatable property of a target: where it is (`Pose`) or how fast it moves
/// (`Pose.Velocity`), as `Measure` says. The one list of the animatable values and the one mapping
/// from a track's property to them.
@_spi(Compiler) public struct AnimatableValues<Measure: AnimatableMeasure>: Hashable, Sendable {
    /// Opacity, 0 (transparent) to 1 (opaque), or its rate.
    public var opacity = Measure.rest(of: .opacity)
    /// The horizontal scale factor, or its rate.
    public var scaleX = Measure.rest(of: .scaleX)
    /// The vertical scale factor, or its rate.
    public var scaleY = Measure.rest(of: .scaleY)
    /// Degrees, or degrees per second.
    public var rotation = Measure.rest(of: .rotation)
    /// Points, or points per second.
    public var translationX = Measure.rest(of: .translationX)
    /// Points, or points per second.
    public var translationY = Measure.rest(of: .translationY)
    /// Where a shape's stroke starts, 0…1 of its path, or its rate.
    public var strokeStart = Measure.rest(of: .strokeStart)
    /// Where a shape's stroke ends, 0…1 of its path, or its rate.
    public var strokeEnd = Measure.rest(of: .strokeEnd)

    /// Every value at rest (`Measure.rest(of:)`).
    public init() {}

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

/// What the numbers of an `AnimatableValues` measure, told by their values at rest.
@_spi(Compiler) public protocol AnimatableMeasure: Sendable {
    /// The value of `property` at rest.
    static func rest(of property: TrackDescription.Property) -> Double
}

/// Where a target's values are (`Pose`): at rest fully opaque, unscaled, unrotated, untranslated
/// and fully stroked.
@_spi(Compiler) public enum PoseMeasure: AnimatableMeasure {
    /// 1 for opacity, the scales and the stroke's end; 0 for the rest.
    public static func rest(of property: TrackDescription.Property) -> Double {
        switch property {
        case .opacity, .scale, .scaleX, .scaleY, .strokeEnd: 1
        case .rotation, .translationX, .translationY, .strokeStart: 0
        }
    }
}

/// How fast a target's values change, in their units per second (`Pose.Velocity`): zero at rest.
@_spi(Compiler) public enum VelocityMeasure: AnimatableMeasure {
    /// 0 for every property.
    public static func rest(of property: TrackDescription.Property) -> Double { 0 }
}
