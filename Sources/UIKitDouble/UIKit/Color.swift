import QuartzCore

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// Normal or increased contrast.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified, normal, high
}

/// The traits colors resolve against.
public final class UITraitCollection: Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let accessibilityContrast: UIAccessibilityContrast

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        accessibilityContrast = .unspecified
    }

    public init(accessibilityContrast: UIAccessibilityContrast) {
        userInterfaceStyle = .unspecified
        self.accessibilityContrast = accessibilityContrast
    }

    init(userInterfaceStyle: UIUserInterfaceStyle, accessibilityContrast: UIAccessibilityContrast) {
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
    }

    /// The traits dynamic colors resolve against when no view is given (`cgColor`, …).
    nonisolated(unsafe) public static var current = UITraitCollection(
        userInterfaceStyle: .light, accessibilityContrast: .normal)

    /// Whether a dynamic color can look different under `other`.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle
            || accessibilityContrast != other.accessibilityContrast
    }

    /// Runs `actions` with these traits as `current`.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = Self.current
        Self.current = self
        defer { Self.current = saved }
        try actions()
    }
}

/// A color: fixed components, or a dynamic provider that resolves per trait collection.
public final class UIColor: Sendable {
    private enum Storage: Sendable {
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    private let storage: Storage

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .components(red: red, green: green, blue: blue, alpha: alpha)
    }

    public init(white: CGFloat, alpha: CGFloat) {
        storage = .components(red: white, green: white, blue: white, alpha: alpha)
    }

    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
    }

    /// The color under `traitCollection`.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .components: self
        case .dynamic(let provider): provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The color resolved against `UITraitCollection.current`.
    public var cgColor: CGColor {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The components, resolved against `UITraitCollection.current`.
    public func getRed(
        _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        guard case .components(let r, let g, let b, let a) = resolvedColor(with: .current).storage else {
            return false
        }
        (red, green, blue, alpha) = (r, g, b, a)
        return true
    }

    private static func rgb(_ red: Int, _ green: Int, _ blue: Int) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: 1)
    }

    /// A system color with Apple's published light and dark values.
    private static func system(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }

    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public class var systemBlue: UIColor { system(light: rgb(0, 122, 255), dark: rgb(10, 132, 255)) }
    public class var systemBrown: UIColor { system(light: rgb(162, 132, 94), dark: rgb(172, 142, 104)) }
    public class var systemCyan: UIColor { system(light: rgb(50, 173, 230), dark: rgb(100, 210, 255)) }
    public class var systemGreen: UIColor { system(light: rgb(52, 199, 89), dark: rgb(48, 209, 88)) }
    public class var systemIndigo: UIColor { system(light: rgb(88, 86, 214), dark: rgb(94, 92, 230)) }
    public class var systemMint: UIColor { system(light: rgb(0, 199, 190), dark: rgb(99, 230, 226)) }
    public class var systemOrange: UIColor { system(light: rgb(255, 149, 0), dark: rgb(255, 159, 10)) }
    public class var systemPink: UIColor { system(light: rgb(255, 45, 85), dark: rgb(255, 55, 95)) }
    public class var systemPurple: UIColor { system(light: rgb(175, 82, 222), dark: rgb(191, 90, 242)) }
    public class var systemRed: UIColor { system(light: rgb(255, 59, 48), dark: rgb(255, 69, 58)) }
    public class var systemTeal: UIColor { system(light: rgb(48, 176, 199), dark: rgb(64, 200, 224)) }
    public class var systemYellow: UIColor { system(light: rgb(255, 204, 0), dark: rgb(255, 214, 10)) }
    public class var systemGray: UIColor { rgb(142, 142, 147) }
    public class var systemGray2: UIColor { system(light: rgb(174, 174, 178), dark: rgb(99, 99, 102)) }
    public class var systemGray3: UIColor { system(light: rgb(199, 199, 204), dark: rgb(72, 72, 74)) }
    public class var systemGray4: UIColor { system(light: rgb(209, 209, 214), dark: rgb(58, 58, 60)) }
    public class var systemGray5: UIColor { system(light: rgb(229, 229, 234), dark: rgb(44, 44, 46)) }
    public class var systemGray6: UIColor { system(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)) }
    public class var systemBackground: UIColor { system(light: white, dark: black) }
    public class var secondarySystemBackground: UIColor {
        system(light: rgb(242, 242, 247), dark: rgb(28, 28, 30))
    }
    public class var tertiarySystemBackground: UIColor { system(light: white, dark: rgb(44, 44, 46)) }
    public class var label: UIColor { system(light: black, dark: white) }
    public class var secondaryLabel: UIColor {
        system(
            light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6),
            dark: rgb(235, 235, 245))
    }
    public class var tertiaryLabel: UIColor {
        system(
            light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
            dark: rgb(235, 235, 245))
    }
    public class var quaternaryLabel: UIColor {
        system(
            light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18),
            dark: rgb(235, 235, 245))
    }
    public class var link: UIColor { system(light: rgb(0, 122, 255), dark: rgb(9, 132, 255)) }
    public class var placeholderText: UIColor {
        system(
            light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
            dark: rgb(235, 235, 245))
    }
    public class var separator: UIColor {
        system(
            light: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29), dark: rgb(84, 84, 88)
        )
    }
    public class var opaqueSeparator: UIColor { system(light: rgb(198, 198, 200), dark: rgb(56, 56, 58)) }
    /// Resolves to the tint of the view it is used in; without a view, the default tint.
    public class var tintColor: UIColor { systemBlue }
}
