/// The words of number expressions (guards and a `double`'s `set:`) with what each means: the
/// finger's coordinates and the functions. The editor server offers and explains them from here.
package enum NumberWords {
    /// One word: how it is written (`touch.fx`, `clamp(value, lower, upper)`) and what it is.
    package struct Word: Sendable, Equatable {
        /// The word as typed: `touch.fx`, `clamp`.
        package var name: String
        /// How it is written in full: `touch.fx`, `clamp(value, lower, upper)`.
        package var signature: String
        package var meaning: String
    }

    /// The finger's six coordinates.
    package static let coordinates: [Word] = TouchCoordinate.allCases.map {
        Word(name: $0.word, signature: $0.word, meaning: $0.meaning)
    }

    /// The functions.
    package static let functions: [Word] = NumberFunction.allCases.map {
        Word(name: $0.rawValue, signature: $0.signature, meaning: $0.meaning)
    }
}

extension TouchCoordinate {
    /// What the coordinate is, for the editor and messages.
    package var meaning: String {
        switch self {
        case .x: "where the finger is, in points from the control's left edge"
        case .y: "where the finger is, in points from the control's top edge"
        case .fx: "`touch.x / width`: 0 at the left edge, 1 at the right (beyond them in a drag)"
        case .fy: "`touch.y / height`: 0 at the top edge, 1 at the bottom (beyond them in a drag)"
        case .startX: "where the touch went down, in points from the left edge"
        case .startY: "where the touch went down, in points from the top edge"
        }
    }
}

extension NumberFunction {
    /// What the function computes, for the editor and messages.
    package var meaning: String {
        switch self {
        case .min: "the lesser of two numbers (NaN when either is NaN)"
        case .max: "the greater of two numbers (NaN when either is NaN)"
        case .clamp: "`min(max(value, lower), upper)`"
        case .floor: "the integer below"
        case .ceil: "the integer above"
        case .round: "the nearest integer, halves away from zero"
        case .abs: "the magnitude"
        case .double: "an `int` property as a double, the only way an int enters arithmetic"
        }
    }
}
