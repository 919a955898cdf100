/// UIKit's colors as CSS, for the preview page and `render`: each system color's light and dark
/// value (Apple's Human Interface Guidelines "Color" tables); the fixed colors
/// (`UIColor.lightGray`, …) are the same in both appearances.
enum CSSPalette {
    /// Light and dark CSS values per system color name. `tintColor` is the default tint, the
    /// system blue.
    static let system: [(name: String, light: String, dark: String)] = [
        ("systemBlue", "#007AFF", "#0A84FF"), ("systemBrown", "#A2845E", "#AC8E68"),
        ("systemCyan", "#32ADE6", "#64D2FF"), ("systemGreen", "#34C759", "#30D158"),
        ("systemIndigo", "#5856D6", "#5E5CE6"), ("systemMint", "#00C7BE", "#63E6E2"),
        ("systemOrange", "#FF9500", "#FF9F0A"), ("systemPink", "#FF2D55", "#FF375F"),
        ("systemPurple", "#AF52DE", "#BF5AF2"), ("systemRed", "#FF3B30", "#FF453A"),
        ("systemTeal", "#30B0C7", "#40C8E0"), ("systemYellow", "#FFCC00", "#FFD60A"),
        ("systemGray", "#8E8E93", "#8E8E93"), ("systemGray2", "#AEAEB2", "#636366"),
        ("systemGray3", "#C7C7CC", "#48484A"), ("systemGray4", "#D1D1D6", "#3A3A3C"),
        ("systemGray5", "#E5E5EA", "#2C2C2E"), ("systemGray6", "#F2F2F7", "#1C1C1E"),
        ("systemBackground", "#FFFFFF", "#000000"),
        ("secondarySystemBackground", "#F2F2F7", "#1C1C1E"),
        ("tertiarySystemBackground", "#FFFFFF", "#2C2C2E"),
        ("label", "#000000", "#FFFFFF"),
        ("secondaryLabel", "rgba(60,60,67,0.6)", "rgba(235,235,245,0.6)"),
        ("tertiaryLabel", "rgba(60,60,67,0.3)", "rgba(235,235,245,0.3)"),
        ("quaternaryLabel", "rgba(60,60,67,0.18)", "rgba(235,235,245,0.16)"),
        ("link", "#007AFF", "#0984FF"),
        ("placeholderText", "rgba(60,60,67,0.3)", "rgba(235,235,245,0.3)"),
        ("separator", "rgba(60,60,67,0.29)", "rgba(84,84,88,0.6)"),
        ("opaqueSeparator", "#C6C6C8", "#38383A"),
        ("tintColor", "#007AFF", "#0A84FF"),
    ]

    /// The fixed `UIColor` class colors (their documented component values).
    static let fixed: [String: String] = [
        "black": "#000000", "blue": "#0000FF", "brown": "#996633", "clear": "transparent",
        "cyan": "#00FFFF", "darkGray": "#555555", "gray": "#808080", "green": "#00FF00",
        "lightGray": "#AAAAAA", "magenta": "#FF00FF", "orange": "#FF8000", "purple": "#800080",
        "red": "#FF0000", "white": "#FFFFFF", "yellow": "#FFFF00",
    ]

    /// The CSS value of a resolved color: a fixed color's value, a system color's custom property
    /// (`var(--ui-systemGreen)`, set per appearance by `variables`), or `rgba(…)`. An unknown name
    /// is black, as in the UIKit player.
    static func css(_ color: ColorValue, in control: Control) -> String {
        switch resolved(color, colors: control.colors) {
        case .rgba(let red, let green, let blue, let alpha):
            return "rgba(\(red),\(green),\(blue),\(JavaScriptLiteral.number(Double(alpha) / 255)))"
        case .system(let name):
            if let value = fixed[name] { return value }
            if system.contains(where: { $0.name == name }) { return "var(--ui-\(name))" }
            return "#000000"
        case .named:
            return "transparent"
        case .property(let name):
            // The app's value: the page sets `--property-<name>` from the property; elsewhere the
            // property's default shows.
            var fallback = "transparent"
            if let property = control.properties.first(where: { $0.name.value == name }),
                case .color(let value)? = property.defaultValue?.value, value != color
            {
                fallback = css(value, in: control)
            }
            return "var(--property-\(name),\(fallback))"
        }
    }

    /// The CSS custom properties of every system color in one appearance.
    static func variables(dark: Bool) -> String {
        system.map { "--ui-\($0.name):\(dark ? $0.dark : $0.light);" }.joined()
    }

    /// A named color followed through `colors:`; a missing or cyclic name is `clear`.
    static func resolved(_ color: ColorValue, colors: [NamedColor]) -> ColorValue {
        var current = color
        var seen: Set<String> = []
        while case .named(let name) = current {
            guard seen.insert(name).inserted, let entry = colors.first(where: { $0.name.value == name })
            else { return .system("clear") }
            current = entry.value.value
        }
        return current
    }
}
