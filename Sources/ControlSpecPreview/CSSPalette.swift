import ControlSpecCore
import SystemColors

/// UIKit's colors as CSS, for the preview page and `render`, from the shared table of named
/// colors (`SystemColor`): a fixed color is its value, a dynamic one a custom property set per
/// appearance.
enum CSSPalette {
    /// The CSS value of a resolved color: a fixed color's value, a system color's custom property
    /// (`var(--ui-systemGreen)`, set per appearance by `variables`), or `rgba(…)`. An unknown name
    /// is black, as in the UIKit player.
    static func css(_ color: ColorValue, in control: Control) -> String {
        switch color.resolved(through: control.colors) {
        case .rgba(let red, let green, let blue, let alpha):
            return "rgba(\(red),\(green),\(blue),\(JavaScriptLiteral.number(Double(alpha) / 255)))"
        case .system(let name):
            guard let system = SystemColor.byName[name] else { return "#000000" }
            return system.kind == .fixed ? css(system.light) : "var(--ui-\(name))"
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

    /// The CSS custom properties of every dynamic color in one appearance.
    static func variables(dark: Bool) -> String {
        SystemColor.all.filter { $0.kind == .dynamic }
            .map { "--ui-\($0.name):\(css($0.components(dark: dark)));" }.joined()
    }

    /// `#RRGGBB` when opaque, `transparent` when fully transparent, else `rgba(…)`.
    static func css(_ components: SystemColor.Components) -> String {
        let bytes = [components.red, components.green, components.blue].map { Int(($0 * 255).rounded()) }
        switch components.alpha {
        case 1: return "#" + bytes.map { hexByte($0) }.joined()
        case 0: return "transparent"
        default:
            return
                "rgba(\(bytes.map(String.init).joined(separator: ",")),\(JavaScriptLiteral.number(components.alpha)))"
        }
    }

    private static func hexByte(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
