import QuartzCore

/// The user's preferred text size (Dynamic Type), from extra small to the largest accessibility size.
public struct UIContentSizeCategory: Hashable, Sendable {
    public let rawValue: String
    /// The body style's point size at this category (Apple's Human Interface Guidelines, Dynamic
    /// Type sizes: 14, 15, 16, 17 (large, the default), 19, 21, 23; accessibility 28, 33, 40, 47, 53).
    let bodySize: CGFloat

    public static let unspecified = UIContentSizeCategory(rawValue: "unspecified", bodySize: 17)
    public static let extraSmall = UIContentSizeCategory(rawValue: "extraSmall", bodySize: 14)
    public static let small = UIContentSizeCategory(rawValue: "small", bodySize: 15)
    public static let medium = UIContentSizeCategory(rawValue: "medium", bodySize: 16)
    public static let large = UIContentSizeCategory(rawValue: "large", bodySize: 17)
    public static let extraLarge = UIContentSizeCategory(rawValue: "extraLarge", bodySize: 19)
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "extraExtraLarge", bodySize: 21)
    public static let extraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "extraExtraExtraLarge", bodySize: 23)
    public static let accessibilityMedium = UIContentSizeCategory(
        rawValue: "accessibilityMedium", bodySize: 28)
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "accessibilityLarge", bodySize: 33)
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "accessibilityExtraLarge", bodySize: 40)
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "accessibilityExtraExtraLarge", bodySize: 47)
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "accessibilityExtraExtraExtraLarge", bodySize: 53)

    /// How the double scales a text style at this category: every style by the body style's ratio
    /// to its default size (UIKit's own tables differ a little per style; the double keeps one).
    var scale: CGFloat { bodySize / 17 }
}
