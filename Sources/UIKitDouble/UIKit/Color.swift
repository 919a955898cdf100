import QuartzCore
import SystemColors

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// Normal or increased contrast.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified, normal, high
}

/// The traits colors and Dynamic Type fonts resolve against.
public final class UITraitCollection: Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let accessibilityContrast: UIAccessibilityContrast
    public let preferredContentSizeCategory: UIContentSizeCategory

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        accessibilityContrast = .unspecified
        preferredContentSizeCategory = .unspecified
    }

    public init(accessibilityContrast: UIAccessibilityContrast) {
        userInterfaceStyle = .unspecified
        self.accessibilityContrast = accessibilityContrast
        preferredContentSizeCategory = .unspecified
    }

    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        userInterfaceStyle = .unspecified
        accessibilityContrast = .unspecified
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    init(
        userInterfaceStyle: UIUserInterfaceStyle, accessibilityContrast: UIAccessibilityContrast,
        preferredContentSizeCategory: UIContentSizeCategory = .large
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
        self.preferredContentSizeCategory = preferredContentSizeCategory
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

    private convenience init(_ components: SystemColor.Components) {
        self.init(
            red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
    }

    /// The named color `name` of the shared table (Sources/SystemColors): a fixed color's
    /// components, or a dynamic color that resolves to the table's light or dark value.
    private static func named(_ name: String) -> UIColor {
        guard let color = SystemColor.byName[name] else { preconditionFailure("no system color \(name)") }
        switch color.kind {
        case .fixed: return UIColor(color.light)
        case .dynamic:
            let light = UIColor(color.light)
            let dark = UIColor(color.dark)
            return UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
        }
    }

    public class var black: UIColor { named(#function) }
    public class var darkGray: UIColor { named(#function) }
    public class var lightGray: UIColor { named(#function) }
    public class var white: UIColor { named(#function) }
    public class var gray: UIColor { named(#function) }
    public class var red: UIColor { named(#function) }
    public class var green: UIColor { named(#function) }
    public class var blue: UIColor { named(#function) }
    public class var cyan: UIColor { named(#function) }
    public class var yellow: UIColor { named(#function) }
    public class var magenta: UIColor { named(#function) }
    public class var orange: UIColor { named(#function) }
    public class var purple: UIColor { named(#function) }
    public class var brown: UIColor { named(#function) }
    public class var clear: UIColor { named(#function) }
    public class var systemBlue: UIColor { named(#function) }
    public class var systemBrown: UIColor { named(#function) }
    public class var systemCyan: UIColor { named(#function) }
    public class var systemGreen: UIColor { named(#function) }
    public class var systemIndigo: UIColor { named(#function) }
    public class var systemMint: UIColor { named(#function) }
    public class var systemOrange: UIColor { named(#function) }
    public class var systemPink: UIColor { named(#function) }
    public class var systemPurple: UIColor { named(#function) }
    public class var systemRed: UIColor { named(#function) }
    public class var systemTeal: UIColor { named(#function) }
    public class var systemYellow: UIColor { named(#function) }
    public class var systemGray: UIColor { named(#function) }
    public class var systemGray2: UIColor { named(#function) }
    public class var systemGray3: UIColor { named(#function) }
    public class var systemGray4: UIColor { named(#function) }
    public class var systemGray5: UIColor { named(#function) }
    public class var systemGray6: UIColor { named(#function) }
    public class var systemBackground: UIColor { named(#function) }
    public class var secondarySystemBackground: UIColor { named(#function) }
    public class var tertiarySystemBackground: UIColor { named(#function) }
    public class var label: UIColor { named(#function) }
    public class var secondaryLabel: UIColor { named(#function) }
    public class var tertiaryLabel: UIColor { named(#function) }
    public class var quaternaryLabel: UIColor { named(#function) }
    public class var link: UIColor { named(#function) }
    public class var placeholderText: UIColor { named(#function) }
    public class var separator: UIColor { named(#function) }
    public class var opaqueSeparator: UIColor { named(#function) }
    /// Resolves to the tint of the view it is used in; without a view, the default tint.
    public class var tintColor: UIColor { named(#function) }
}
