/// UIKit's named colors and their values in the light and dark appearance: the one table the
/// compiler (which names a spec may use), the preview page and `render` (their CSS) and the Linux
/// UIKit test double (`UIColor.systemBlue`, …) all read.
///
/// Sources: the system colors (`systemBlue` … `systemGray6`) are the iOS values of the "Specifications
/// › System colors" tables of Apple's Human Interface Guidelines, "Color"
/// (https://developer.apple.com/design/human-interface-guidelines/color, the iOS 13–18 values,
/// before the June 2025 revision). The element colors (`label` … `opaqueSeparator`) are not in those
/// tables; their values are what `UIColor.resolvedColor(with:)` returns on iOS 13 and later for a
/// light and a dark trait collection, as listed in "Backwards compatibility for iOS 13 system
/// colors" (https://noahgilmore.com/blog/dark-mode-uicolor-compatibility). The fixed colors
/// (`black` … `yellow`) are the component values the `UIColor` reference documents for each class
/// property.
public struct SystemColor: Hashable, Sendable {
    /// One appearance's value: components and opacity as fractions 0...1.
    public struct Components: Hashable, Sendable {
        /// The red component, 0...1.
        public var red: Double
        /// The green component, 0...1.
        public var green: Double
        /// The blue component, 0...1.
        public var blue: Double
        /// The opacity, 0...1.
        public var alpha: Double

        /// Components 0...255 as the guidelines write them, with an opacity 0...1.
        init(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
            self.init(fraction: Double(red) / 255, Double(green) / 255, Double(blue) / 255, alpha: alpha)
        }

        /// Components as fractions, as the `UIColor` reference writes the fixed colors.
        init(fraction red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// Whether the color follows the appearance.
    public enum Kind: Hashable, Sendable {
        /// A `UIColor` class color such as `lightGray`: one value everywhere.
        case fixed
        /// A system or element color such as `systemBlue` or `label`: its value depends on the
        /// trait collection (light or dark), even where the two values happen to agree.
        case dynamic
    }

    /// The `UIColor` class property's name (`systemBlue`).
    public var name: String
    /// Fixed or dynamic.
    public var kind: Kind
    /// The value in the light appearance.
    public var light: Components
    /// The value in the dark appearance.
    public var dark: Components

    /// The value in the light (`dark == false`) or dark appearance.
    public func components(dark isDark: Bool) -> Components {
        isDark ? dark : light
    }

    private static func fixed(_ name: String, _ value: Components) -> SystemColor {
        SystemColor(name: name, kind: .fixed, light: value, dark: value)
    }

    private static func dynamic(_ name: String, _ light: Components, _ dark: Components) -> SystemColor {
        SystemColor(name: name, kind: .dynamic, light: light, dark: dark)
    }

    private typealias C = Components

    /// Every named color, in the order of the `UIColor` reference: fixed, system, element colors.
    /// `tintColor` is the default tint (the system blue) as UIKit resolves it without a view.
    public static let all: [SystemColor] = [
        fixed("black", C(fraction: 0, 0, 0)), fixed("blue", C(fraction: 0, 0, 1)),
        fixed("brown", C(fraction: 0.6, 0.4, 0.2)), fixed("clear", C(fraction: 0, 0, 0, alpha: 0)),
        fixed("cyan", C(fraction: 0, 1, 1)), fixed("darkGray", C(fraction: 1.0 / 3, 1.0 / 3, 1.0 / 3)),
        fixed("gray", C(fraction: 0.5, 0.5, 0.5)), fixed("green", C(fraction: 0, 1, 0)),
        fixed("lightGray", C(fraction: 2.0 / 3, 2.0 / 3, 2.0 / 3)), fixed("magenta", C(fraction: 1, 0, 1)),
        fixed("orange", C(fraction: 1, 0.5, 0)), fixed("purple", C(fraction: 0.5, 0, 0.5)),
        fixed("red", C(fraction: 1, 0, 0)), fixed("white", C(fraction: 1, 1, 1)),
        fixed("yellow", C(fraction: 1, 1, 0)),
        dynamic("systemBlue", C(0, 122, 255), C(10, 132, 255)),
        dynamic("systemBrown", C(162, 132, 94), C(172, 142, 104)),
        dynamic("systemCyan", C(50, 173, 230), C(100, 210, 255)),
        dynamic("systemGreen", C(52, 199, 89), C(48, 209, 88)),
        dynamic("systemIndigo", C(88, 86, 214), C(94, 92, 230)),
        dynamic("systemMint", C(0, 199, 190), C(99, 230, 226)),
        dynamic("systemOrange", C(255, 149, 0), C(255, 159, 10)),
        dynamic("systemPink", C(255, 45, 85), C(255, 55, 95)),
        dynamic("systemPurple", C(175, 82, 222), C(191, 90, 242)),
        dynamic("systemRed", C(255, 59, 48), C(255, 69, 58)),
        dynamic("systemTeal", C(48, 176, 199), C(64, 200, 224)),
        dynamic("systemYellow", C(255, 204, 0), C(255, 214, 10)),
        dynamic("systemGray", C(142, 142, 147), C(142, 142, 147)),
        dynamic("systemGray2", C(174, 174, 178), C(99, 99, 102)),
        dynamic("systemGray3", C(199, 199, 204), C(72, 72, 74)),
        dynamic("systemGray4", C(209, 209, 214), C(58, 58, 60)),
        dynamic("systemGray5", C(229, 229, 234), C(44, 44, 46)),
        dynamic("systemGray6", C(242, 242, 247), C(28, 28, 30)),
        dynamic("systemBackground", C(255, 255, 255), C(0, 0, 0)),
        dynamic("secondarySystemBackground", C(242, 242, 247), C(28, 28, 30)),
        dynamic("tertiarySystemBackground", C(255, 255, 255), C(44, 44, 46)),
        dynamic("label", C(0, 0, 0), C(255, 255, 255)),
        dynamic("secondaryLabel", C(60, 60, 67, alpha: 0.6), C(235, 235, 245, alpha: 0.6)),
        dynamic("tertiaryLabel", C(60, 60, 67, alpha: 0.3), C(235, 235, 245, alpha: 0.3)),
        dynamic("quaternaryLabel", C(60, 60, 67, alpha: 0.18), C(235, 235, 245, alpha: 0.16)),
        dynamic("link", C(0, 122, 255), C(9, 132, 255)),
        dynamic("placeholderText", C(60, 60, 67, alpha: 0.3), C(235, 235, 245, alpha: 0.3)),
        dynamic("separator", C(60, 60, 67, alpha: 0.29), C(84, 84, 88, alpha: 0.6)),
        dynamic("opaqueSeparator", C(198, 198, 200), C(56, 56, 58)),
        dynamic("tintColor", C(0, 122, 255), C(10, 132, 255)),
    ]

    /// Every color by name.
    public static let byName: [String: SystemColor] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.name, $0) })
}
