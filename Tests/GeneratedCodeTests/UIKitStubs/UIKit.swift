// Test-only stand-in for exactly the UIKit API the runtime and the generated adapters use
// (signatures from Apple's documentation), so that code type-checks on Linux.
@_exported import CoreGraphics
import QuartzCore

public final class UIImage: Sendable {
    public init?(named name: String) {}
    public init?(systemName name: String) {}
}

public final class UIColor: Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public var cgColor: CGColor { CGColor() }
    public class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public class var blue: UIColor { black }
    public class var brown: UIColor { black }
    public class var clear: UIColor { black }
    public class var cyan: UIColor { black }
    public class var darkGray: UIColor { black }
    public class var gray: UIColor { black }
    public class var green: UIColor { black }
    public class var lightGray: UIColor { black }
    public class var magenta: UIColor { black }
    public class var orange: UIColor { black }
    public class var purple: UIColor { black }
    public class var red: UIColor { black }
    public class var white: UIColor { black }
    public class var yellow: UIColor { black }
    public class var systemBlue: UIColor { black }
    public class var systemBrown: UIColor { black }
    public class var systemCyan: UIColor { black }
    public class var systemGreen: UIColor { black }
    public class var systemIndigo: UIColor { black }
    public class var systemMint: UIColor { black }
    public class var systemOrange: UIColor { black }
    public class var systemPink: UIColor { black }
    public class var systemPurple: UIColor { black }
    public class var systemRed: UIColor { black }
    public class var systemTeal: UIColor { black }
    public class var systemYellow: UIColor { black }
    public class var systemGray: UIColor { black }
    public class var systemGray2: UIColor { black }
    public class var systemGray3: UIColor { black }
    public class var systemGray4: UIColor { black }
    public class var systemGray5: UIColor { black }
    public class var systemGray6: UIColor { black }
    public class var systemBackground: UIColor { black }
    public class var secondarySystemBackground: UIColor { black }
    public class var tertiarySystemBackground: UIColor { black }
    public class var label: UIColor { black }
    public class var secondaryLabel: UIColor { black }
    public class var tertiaryLabel: UIColor { black }
    public class var quaternaryLabel: UIColor { black }
    public class var link: UIColor { black }
    public class var placeholderText: UIColor { black }
    public class var separator: UIColor { black }
    public class var opaqueSeparator: UIColor { black }
    public class var tintColor: UIColor { black }
}

public final class UIBezierPath {
    public init() {}
    public init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func close() {}
    public var cgPath: CGPath { CGPath() }
}

@MainActor
open class UIView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut: AnimationOptions = []
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill
    }

    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    public convenience init() { self.init(frame: .zero) }

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var alpha: CGFloat = 1
    open var transform: CGAffineTransform = .identity
    open var tintColor: UIColor!
    open var isUserInteractionEnabled = true
    open var autoresizingMask: AutoresizingMask = []
    open var contentMode: ContentMode = .scaleToFill
    open var layer: CALayer { CALayer() }
    open var accessibilityLabel: String?
    open var accessibilityValue: String?

    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func layoutSubviews() {}

    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}

    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
}

@MainActor
open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

public typealias UIActionHandler = @MainActor (UIAction) -> Void

@MainActor
open class UIAction {
    public init(
        title: String = "", image: UIImage? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) {}
}

@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    open var isSelected = false
    open var isHighlighted = false
    open var isEnabled = true

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    open func sendActions(for controlEvents: UIControl.Event) {}
}

@MainActor
open class UIButton: UIControl {}
