/// A color as written in the spec.
@_spi(Stages) public enum ColorValue: Hashable, Sendable {
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
@_spi(Stages) public struct NamedColor: Hashable, Sendable {
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

/// The system color names the language accepts (UIKit's `UIColor` class properties).
@_spi(Stages) public enum SystemColor {
    /// Every accepted name, in the order the reference lists them.
    public static let names: [String] = [
        "black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "lightGray",
        "magenta", "orange", "purple", "red", "white", "yellow",
        "systemBlue", "systemBrown", "systemCyan", "systemGreen", "systemIndigo", "systemMint",
        "systemOrange", "systemPink", "systemPurple", "systemRed", "systemTeal", "systemYellow",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText",
        "separator", "opaqueSeparator", "tintColor",
    ]
}
