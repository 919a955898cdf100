/// A length as written in the spec: `points + width × w + height × h`, where `w` and `h` are the
/// size of the rectangle it is measured in (`24`, `h + 24`, `w - h - 24`, `0.5w`, `1pt`).
@_spi(Stages) public struct LengthValue: Hashable, Sendable {
    /// The fixed part, in points.
    public var points: Double
    /// The fraction of the width.
    public var width: Double
    /// The fraction of the height.
    public var height: Double

    /// The length `points + width × w + height × h`.
    public init(points: Double = 0, width: Double = 0, height: Double = 0) {
        self.points = points
        self.width = width
        self.height = height
    }

    /// Whether the length is a fixed number of points (no `w` or `h`).
    public var isFixed: Bool { width == 0 && height == 0 }
}

extension LengthValue {
    /// The sum of two lengths, term by term.
    static func + (a: LengthValue, b: LengthValue) -> LengthValue {
        LengthValue(points: a.points + b.points, width: a.width + b.width, height: a.height + b.height)
    }

    /// The difference of two lengths, term by term.
    static func - (a: LengthValue, b: LengthValue) -> LengthValue {
        LengthValue(points: a.points - b.points, width: a.width - b.width, height: a.height - b.height)
    }

    /// The length scaled by `factor`.
    static func * (a: LengthValue, factor: Double) -> LengthValue {
        LengthValue(points: a.points * factor, width: a.width * factor, height: a.height * factor)
    }
}
