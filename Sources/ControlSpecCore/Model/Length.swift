import ControlSpecRuntime

/// A length as written in the spec: `points + width × w + height × h`, where `w` and `h` are the
/// size of the rectangle it is measured in (`24`, `h + 24`, `w - h - 24`, `0.5w`, `1pt`): the
/// runtime's own `Length`, which the generated code and the preview measure with.
package typealias LengthValue = Length

extension Length {
    /// Whether the length is a fixed number of points (no `w` or `h`).
    package var isFixed: Bool { width == 0 && height == 0 }
}

extension Length {
    /// The sum of two lengths, term by term.
    package static func + (a: Length, b: Length) -> Length {
        Length(points: a.points + b.points, width: a.width + b.width, height: a.height + b.height)
    }

    /// The difference of two lengths, term by term.
    package static func - (a: Length, b: Length) -> Length {
        Length(points: a.points - b.points, width: a.width - b.width, height: a.height - b.height)
    }

    /// The length scaled by `factor`.
    package static func * (a: Length, factor: Double) -> Length {
        Length(points: a.points * factor, width: a.width * factor, height: a.height * factor)
    }
}
