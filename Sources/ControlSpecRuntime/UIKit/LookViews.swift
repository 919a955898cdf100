#if canImport(UIKit)
    import UIKit

    /// The UIKit counterparts of the layout model: labels for texts, fonts, content modes, and
    /// the text measure the platform-neutral layout asks for.
    @MainActor
    enum LookViews {
        /// A label showing `text` with its font (at the content size category of `traits`), color,
        /// alignment, line limit and shrink-to-fit.
        static func label(for text: TextDescription, traits: UITraitCollection) -> UILabel {
            let label = UILabel(frame: .zero)
            configure(label, for: text, traits: traits)
            return label
        }

        static func configure(_ label: UILabel, for text: TextDescription, traits: UITraitCollection) {
            label.text = text.text
            label.font = font(text.font, traits: traits)
            label.adjustsFontForContentSizeCategory = text.font.style != nil
            label.textColor = text.color.uiColor
            label.textAlignment = text.alignment.textAlignment
            label.numberOfLines = text.lines
            label.adjustsFontSizeToFitWidth = text.minimumScale != nil
            label.minimumScaleFactor = CGFloat(text.minimumScale ?? 0)
        }

        /// The natural one-line size of `text` as UIKit lays it out under `traits`.
        static func measure(_ text: TextDescription, traits: UITraitCollection) -> LayoutSize {
            let label = UILabel(frame: .zero)
            configure(label, for: text, traits: traits)
            label.numberOfLines = 1
            let size = label.sizeThatFits(
                CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            return LayoutSize(width: Double(size.width), height: Double(size.height))
        }

        /// The UIKit font: a named font or the system font at the size, scaled like the style when
        /// there is one to the content size category of `traits` (Dynamic Type).
        static func font(_ description: FontDescription, traits: UITraitCollection) -> UIFont {
            let size = CGFloat(description.pointSize)
            var font: UIFont
            if let name = description.name {
                font = UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
            } else if let style = description.style?.uiTextStyle, description.size == nil,
                description.weight == .regular
            {
                return .preferredFont(forTextStyle: style, compatibleWith: traits)
            } else {
                font = .systemFont(ofSize: size, weight: description.weight.uiWeight)
            }
            if let style = description.style?.uiTextStyle {
                font = UIFontMetrics(forTextStyle: style).scaledFont(for: font, compatibleWith: traits)
            }
            return font
        }
    }

    extension ImageDescription.ContentMode {
        /// The `UIView.ContentMode` of an image view.
        var viewContentMode: UIView.ContentMode {
            switch self {
            case .fit: .scaleAspectFit
            case .fill: .scaleAspectFill
            case .stretch: .scaleToFill
            case .center: .center
            }
        }
    }

    extension TextDescription.Alignment {
        var textAlignment: NSTextAlignment {
            switch self {
            case .natural: .natural
            case .left: .left
            case .center: .center
            case .right: .right
            }
        }
    }

    extension FontDescription.Weight {
        var uiWeight: UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    extension FontDescription.TextStyle {
        var uiTextStyle: UIFont.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption1
            case .caption2: .caption2
            }
        }
    }

    extension LayoutRect {
        var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    }
#endif

#if canImport(UIKit)
    /// The player's canvas: tells the player when UIKit lays it out (the control was resized), so
    /// the layout is applied for the new size.
    @MainActor
    final class LayoutCanvas: UIView {
        var onLayout: (() -> Void)?
        /// Called when the colors it shows change appearance (dark mode, contrast, tint).
        var onAppearanceChange: (() -> Void)?
        /// Called when the user's text size (Dynamic Type's content size category) changes.
        var onContentSizeChange: (() -> Void)?

        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout?()
        }

        override func tintColorDidChange() {
            super.tintColorDidChange()
            onAppearanceChange?()
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                onAppearanceChange?()
            }
            if traitCollection.preferredContentSizeCategory
                != previousTraitCollection?.preferredContentSizeCategory
            {
                onContentSizeChange?()
            }
        }
    }
#endif
