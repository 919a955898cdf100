import QuartzCore

/// How a label aligns its lines.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// A font. The double has no glyphs: its metrics are fixed (`UILabel.sizeThatFits`).
public final class UIFont: Sendable {
    /// A system font weight.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style; its size at the default content size category.
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        let pointSize: CGFloat
        public static let largeTitle = TextStyle(rawValue: "largeTitle", pointSize: 34)
        public static let title1 = TextStyle(rawValue: "title1", pointSize: 28)
        public static let title2 = TextStyle(rawValue: "title2", pointSize: 22)
        public static let title3 = TextStyle(rawValue: "title3", pointSize: 20)
        public static let headline = TextStyle(rawValue: "headline", pointSize: 17)
        public static let body = TextStyle(rawValue: "body", pointSize: 17)
        public static let callout = TextStyle(rawValue: "callout", pointSize: 16)
        public static let subheadline = TextStyle(rawValue: "subheadline", pointSize: 15)
        public static let footnote = TextStyle(rawValue: "footnote", pointSize: 13)
        public static let caption1 = TextStyle(rawValue: "caption1", pointSize: 12)
        public static let caption2 = TextStyle(rawValue: "caption2", pointSize: 11)
    }

    /// The family or face name; `.SFUI` for the system font.
    public let fontName: String
    public let pointSize: CGFloat
    /// The system font's weight (`.regular` for a named font).
    public let weight: Weight
    /// The style it was made for, when it scales with Dynamic Type.
    public let textStyle: TextStyle?

    init(fontName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle?) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
    }

    /// A named font; every name is installed in the double except those `UIKitDouble` reports missing.
    public convenience init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        self.init(fontName: name, pointSize: size, weight: .regular, textStyle: nil)
    }

    public class func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(fontName: ".SFUI", pointSize: size, weight: weight, textStyle: nil)
    }

    public class func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The style's font at the current traits' content size category.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The style's font at `traitCollection`'s content size category (the current traits' when nil).
    public class func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let scale = UIFontMetrics.category(of: traitCollection).scale
        return UIFont(
            fontName: ".SFUI", pointSize: style.pointSize * scale, weight: .regular, textStyle: style)
    }
}

/// Scales fonts like a text style: a font designed for the default category (large) grows and
/// shrinks with the content size category.
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// `font` at the current traits' content size category.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` at `traitCollection`'s content size category (the current traits' when nil).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scale = Self.category(of: traitCollection).scale
        return UIFont(
            fontName: font.fontName, pointSize: font.pointSize * scale, weight: font.weight,
            textStyle: textStyle)
    }

    /// The category fonts scale to under `traits`: theirs, else the current traits' (the screen's).
    static func category(of traits: UITraitCollection?) -> UIContentSizeCategory {
        let category = traits?.preferredContentSizeCategory ?? .unspecified
        return category == .unspecified ? UITraitCollection.current.preferredContentSizeCategory : category
    }
}

/// A label, an accessibility element with the `.staticText` trait. Its metrics are fixed: each character is half the point size wide, a line 1.25 × the
/// point size high, so layouts are predictable in tests.
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The one-line size of the text (the double does not wrap); an empty label measures 0 × 0, as
    /// UIKit's does.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let characters = CGFloat(text.count)
        return CGSize(width: characters * font.pointSize / 2, height: font.pointSize * 1.25)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
