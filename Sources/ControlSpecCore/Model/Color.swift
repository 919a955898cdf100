/// A color as written in the spec.
package enum ColorValue: Hashable, Sendable {
    /// `#RRGGBB` or `#RRGGBBAA`, components 0...255.
    case rgba(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// A UIKit system color name such as `systemBlue`, `lightGray` or `clear`.
    case system(String)
    /// The name of an entry of `colors:`.
    case named(String)
    /// The name of a `color` property: the app's value, read when the look is shown.
    case property(String)
}

/// An entry of `colors:`.
package struct NamedColor: Hashable, Sendable {
    /// The name looks and shapes refer to it by.
    public var name: Located<String>
    /// The color it stands for (a literal or a system color, never another name).
    public var value: Located<ColorValue>

    /// The color `name` for `value`.
    public init(name: Located<String>, value: Located<ColorValue>) {
        self.name = name
        self.value = value
    }
}

extension ColorValue {
    /// The color with a `colors:` name replaced by its entry's value (entries hold literals and
    /// system colors, never names); a name without an entry is `clear`. The generator and the
    /// preview both resolve names here.
    package func resolved(through colors: [NamedColor]) -> ColorValue {
        guard case .named(let name) = self else { return self }
        guard let entry = colors.first(where: { $0.name.value == name }), !entry.value.value.isNamed else {
            return .system("clear")
        }
        return entry.value.value
    }

    private var isNamed: Bool {
        if case .named = self { return true }
        return false
    }
}
