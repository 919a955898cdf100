extension AnimationDescription {
    /// A timing curve: the cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and
    /// (x2, y2), mapping the fraction of the duration elapsed (x) to the fraction of the distance
    /// covered (y), as `CAMediaTimingFunction` and CSS `cubic-bezier()` define it.
    public enum Curve: Hashable, Sendable {
        /// Control points (0, 0) and (1, 1).
        case linear
        /// Core Animation's `easeIn`: (0.42, 0) and (1, 1).
        case easeIn
        /// Core Animation's `easeOut`: (0, 0) and (0.58, 1).
        case easeOut
        /// Core Animation's `easeInEaseOut`: (0.42, 0) and (0.58, 1).
        case easeInOut
        /// Core Animation's `default` (`kCAMediaTimingFunctionDefault`, POP's basic animations):
        /// (0.25, 0.1) and (0.25, 1).
        case `default`
        /// Any curve; `x1` and `x2` lie in 0...1 so that time runs forward, `y1` and `y2` may leave
        /// 0...1 to overshoot.
        case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

        /// The two inner control points.
        @_spi(Compiler) public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
            switch self {
            case .linear: (0, 0, 1, 1)
            case .easeIn: (0.42, 0, 1, 1)
            case .easeOut: (0, 0, 0.58, 1)
            case .easeInOut: (0.42, 0, 0.58, 1)
            case .default: (0.25, 0.1, 0.25, 1)
            case .cubicBezier(let x1, let y1, let x2, let y2): (x1, y1, x2, y2)
            }
        }

        /// The fraction of the distance covered when `fraction` of the duration has elapsed
        /// (`fraction` is clamped to 0...1).
        @_spi(Compiler) public func progress(at fraction: Double) -> Double {
            let bezier = UnitBezier(controlPoints)
            return bezier.y(bezier.parameter(forX: fraction))
        }

        /// d(progress)/d(fraction) at `fraction` (clamped to 0...1): the speed in distances per
        /// duration.
        @_spi(Compiler) public func slope(at fraction: Double) -> Double {
            let bezier = UnitBezier(controlPoints)
            let parameter = bezier.parameter(forX: fraction)
            let dx = bezier.dx(parameter)
            // x'(s) is 0 only where x1 or x2 is 0 at an end; the limit there is y'/x' of the next order
            // term, which the tiny step below approximates without dividing by zero.
            guard abs(dx) > 1e-12 else {
                let step = 1e-7
                let near = min(max(parameter, step), 1 - step)
                return bezier.dy(near) / bezier.dx(near)
            }
            return bezier.dy(parameter) / dx
        }
    }
}

/// The cubic Bézier B(s) = 3(1-s)²s·P1 + 3(1-s)s²·P2 + s³ (with P0 = (0, 0), P3 = (1, 1)) in
/// polynomial form, one coordinate at a time.
struct UnitBezier {
    private let ax, bx, cx, ay, by, cy: Double

    init(_ points: (x1: Double, y1: Double, x2: Double, y2: Double)) {
        cx = 3 * points.x1
        bx = 3 * (points.x2 - points.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * points.y1
        by = 3 * (points.y2 - points.y1) - cy
        ay = 1 - cy - by
    }

    func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    func dy(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The parameter s in 0...1 where x(s) = `x` (clamped to 0...1): Newton's method from s = x
    /// until its step is below 1e-15, or, where the slope is too flat for Newton (below 1e-6, as
    /// near an end whose control point has x = 0 or 1) or it leaves 0...1, bisection down to an
    /// interval of 1e-15 (x is monotonic for x1, x2 in 0...1). The tolerance is on s, not on x: a
    /// steep curve turns a small error in x into a large one in y.
    func parameter(forX target: Double) -> Double {
        let x = min(max(target, 0), 1)
        var s = x
        for _ in 0..<8 {
            let slope = dx(s)
            if abs(slope) < 1e-6 { break }
            let step = (self.x(s) - x) / slope
            s -= step
            if s < 0 || s > 1 { break }
            if abs(step) < 1e-15 { return s }
        }
        var low = 0.0
        var high = 1.0
        while high - low > 1e-15 {
            let middle = (low + high) / 2
            if self.x(middle) < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
