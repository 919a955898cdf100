/// What the value of a key may be. The decoder reads a value of this kind, the JSON Schema
/// describes it (`SpecSchema`) and the language reference names it (`LanguageTables`).
package indirect enum ValueKind: Sendable {
    /// Any string.
    case text
    /// `true` or `false`.
    case flag
    /// A number within bounds.
    case number(NumberBounds)
    /// A whole number within bounds (`2` or `2.0`, not `2.5`).
    case integer(NumberBounds)
    /// A length: a number, or a sum of terms with units such as `1pt`, `0.5w` or `h + 24`.
    case length
    /// A translation: points (`40`, `40pt`), or one fraction of the control's width (`0.5w`) or
    /// height (`0.5h`); never a sum.
    case translation
    /// `[width, height]` in points, each 0 or more.
    case size
    /// `[x, y, width, height]`, four lengths (a plain number is points).
    case frame
    /// `[x, y]`, two lengths (a plain number is points).
    case offset
    /// Points from the edges: one number, or `[top, left, bottom, right]`.
    case padding
    /// A number, the name of a `double` or `int` property, or a number computed from properties.
    case numberOrExpression
    /// An UpperCamelCase Swift type name.
    case typeName
    /// A lowerCamelCase name: a declaration or a reference to one.
    case name
    /// One name or a non-empty list of names.
    case names
    /// One of a fixed set of words.
    case keyword([String])
    /// `#RRGGBB`, `#RRGGBBAA`, a system color, a name under `colors:` or a `color` property.
    case color
    /// `[x, y]` in unit coordinates.
    case point
    /// `[x1, y1, x2, y2]`: the inner control points of a timing curve, x1 and x2 in 0…1.
    case controlPoints
    /// `[min, max]`, two integers.
    case integerRange
    /// A literal of a property's type: a flag, a number or a string.
    case literal
    /// A guard such as `"count > 0 && !locked"`, or `else`.
    case guardExpression
    /// `"*"` (every state), a state or a list of states, each a name or a path.
    case sourceStates
    /// A state's name, or its path through its parents (`playing.buffering`).
    case statePath
    /// One `statePath` or a non-empty list of them.
    case statePaths
    /// A warning code or a list of them.
    case warningCodes
    /// A mapping whose keys `table` fixes.
    case table(KeyTable)
    /// A value of any one of the kinds (`curve: easeIn` or `curve: { cubicBezier: … }`).
    case oneOf([ValueKind])
    /// A value whose kind depends on the word the sibling key `key` has: one kind per word (a
    /// track's `from` and `to`, by its `property`).
    case byKeyword(key: String, kinds: [(word: String, kind: ValueKind)])
    /// A list of values with at least `minimum` items.
    case list(ValueKind, minimum: Int)
    /// A mapping from names declared here to values.
    case named(ValueKind)
    /// A parent state's children: `state` mappings by name (the `state` table holds itself, so it
    /// is named rather than nested).
    case childStates
    /// A state's nested regions: `region` mappings by name (the `region` table holds the `state`
    /// table, so it is named rather than nested).
    case childRegions
    /// `set:`: property names to a literal, `"!prop"`, `prop` (an int copy), `prop + n` or `prop - n`.
    case assignments
}

extension ValueKind {
    /// The words a value of this kind may be: a keyword's words, or those of the keyword kinds of
    /// a `oneOf`; empty for other kinds.
    package var keywords: [String] {
        switch self {
        case .keyword(let words): words
        case .oneOf(let kinds): kinds.flatMap(\.keywords)
        default: []
        }
    }
}

/// The numbers a `.number` key accepts.
package struct NumberBounds: Sendable, Equatable {
    /// The least value, when there is one.
    package let minimum: Double?
    /// Whether `minimum` itself is excluded.
    package let excludesMinimum: Bool
    /// The greatest value, when there is one.
    package let maximum: Double?

    /// Any finite number.
    package static let any = NumberBounds(minimum: nil, excludesMinimum: false, maximum: nil)
    /// A fraction from 0 to 1.
    package static let unit = NumberBounds(minimum: 0, excludesMinimum: false, maximum: 1)
    /// 0 or more.
    package static let nonNegative = NumberBounds(minimum: 0, excludesMinimum: false, maximum: nil)
    /// More than 0.
    package static let positive = NumberBounds(minimum: 0, excludesMinimum: true, maximum: nil)

    /// From `minimum` (excluded when `excludesMinimum`) to `maximum` included.
    package static func from(_ minimum: Double, excluded: Bool = false, to maximum: Double) -> NumberBounds {
        NumberBounds(minimum: minimum, excludesMinimum: excluded, maximum: maximum)
    }

    /// Whether `value` lies within the bounds.
    package func contains(_ value: Double) -> Bool {
        if let minimum, excludesMinimum ? value <= minimum : value < minimum { return false }
        if let maximum, value > maximum { return false }
        return true
    }
}
