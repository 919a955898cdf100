import CoreGraphics

/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between keyframe values (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe value in turn, nothing in between.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// An animation through a list of values: value i at key time i (a fraction of the duration;
/// evenly spaced without `keyTimes`), segment i timed by `timingFunctions[i]`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear

    /// Where the animation is at `fraction` (0...1) of one play on the double: the segment whose
    /// key times enclose it, and how far through that segment it is (linear, as the double's
    /// clock has no curves); nil without at least two values.
    public func segment(at fraction: Double) -> (index: Int, progress: Double)? {
        guard let values, values.count >= 2 else { return nil }
        let last = Double(values.count - 1)
        let times = keyTimes?.map(\.doubleValue) ?? values.indices.map { Double($0) / last }
        guard times.count == values.count else { return nil }
        let index = (times.indices.dropLast().last { times[$0] <= fraction }) ?? 0
        let span = times[index + 1] - times[index]
        let progress = span > 0 ? (fraction - times[index]) / span : 1
        return (index, min(max(progress, 0), 1))
    }
}

extension CALayer {
    /// Sets `keyPath` on this presentation copy to where `animation` has got to: between the two
    /// keyframe values around its progress.
    func setPresentationValue(of keyPath: String, _ animation: CAKeyframeAnimation, model: CALayer) {
        guard let values = animation.values,
            let segment = animation.segment(at: model.progress(of: animation))
        else { return }
        let start = values[segment.index]
        let end = values[segment.index + 1]
        switch keyPath {
        case "opacity":
            guard let from = start as? Float, let to = end as? Float else { return }
            opacity = from + (to - from) * Float(segment.progress)
        case "transform":
            guard let from = Self.affineValue(start), let to = Self.affineValue(end) else { return }
            transform = Self.mix(from, to, segment.progress)
        case _ where Self.transformKeyPaths.contains(keyPath):
            guard let from = Self.numberValue(start), let to = Self.numberValue(end) else { return }
            setTransformNumber(keyPath, to: from + (to - from) * segment.progress)
        default: break
        }
    }
}
