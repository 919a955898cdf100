import QuartzCore

/// A view: frame, subviews, the backing layer, tint and trait inheritance, accessibility and
/// animatable `alpha` and `transform` (see `UIView.animate`).
@MainActor
open class UIView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
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
        case scaleToFill, scaleAspectFit, scaleAspectFill, center
    }

    /// "No intrinsic size in this dimension".
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view's backing layer (its delegate is the view, so it never animates implicitly).
    public let layer: CALayer
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    private var ownTintColor: UIColor?
    private var ownStyle: UIUserInterfaceStyle = .unspecified
    private var needsLayout = true

    /// The layer class of the view's backing layer.
    open class var layerClass: CALayer.Type { CALayer.self }

    public init(frame: CGRect) {
        layer = Self.layerClass.init()
        layer.delegate = self
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        layer = Self.layerClass.init()
        layer.delegate = self
    }

    public convenience init() { self.init(frame: .zero) }

    // MARK: Geometry and hierarchy

    open var frame: CGRect {
        get { layer.frame }
        set { resize { $0.frame = newValue } }
    }

    open var bounds: CGRect {
        get { layer.bounds }
        set { resize { $0.bounds = newValue } }
    }

    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    open var isUserInteractionEnabled = true
    open var isHidden = false
    open var autoresizingMask: AutoresizingMask = []
    open var contentMode: ContentMode = .scaleToFill
    open var backgroundColor: UIColor?

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        let previousTraits = view.superview == nil ? nil : view.traitCollection
        let previousWindow = view.window
        view.detach()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        layer.addSublayer(view.layer)
        view.movedToNewSuperview(previousTraits: previousTraits)
        view.windowChanged(from: previousWindow)
    }

    /// Moves a subview above its siblings, its layer above theirs; it stays in the view (no window or
    /// superview change), as UIKit's does.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        subviews.append(view)
        layer.addSublayer(view.layer)
    }

    open func removeFromSuperview() {
        let previousWindow = window
        detach()
        windowChanged(from: previousWindow)
    }

    private func detach() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    /// The window the view is in: the nearest `UIWindow` among itself and its superviews.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Called after the view moved into a window, out of one or to another (UIKit calls it on the
    /// view and every subview, each after its `window` changed).
    open func didMoveToWindow() {}

    private func windowChanged(from previous: UIWindow?) {
        guard window !== previous else { return }
        didMoveToWindow()
        for subview in subviews { subview.windowChanged(from: previous) }
    }

    open func setNeedsLayout() { needsLayout = true }

    /// Lays the view and its subviews out when they need it.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    open func layoutSubviews() {}

    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size that best fits `size`; UIView's own answer is the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func invalidateIntrinsicContentSize() {}

    /// Changes the layer's geometry; when that changes the size, lays out again and resizes the
    /// subviews that follow it.
    private func resize(_ change: (CALayer) -> Void) {
        let oldSize = bounds.size
        change(layer)
        guard bounds.size != oldSize else { return }
        setNeedsLayout()
        for subview in subviews where subview.autoresizingMask.contains([.flexibleWidth, .flexibleHeight]) {
            subview.frame = CGRect(origin: .zero, size: bounds.size)
        }
    }

    // MARK: Tint and traits

    /// The view's own tint, else its superview's, else the default (system blue). Setting nil
    /// returns to the inherited tint.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tintChanged()
        }
    }

    /// Called when the tint the view shows changes (its own, or an inherited one).
    open func tintColorDidChange() {}

    private func tintChanged() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil { subview.tintChanged() }
    }

    /// The traits of the view: its own style override, else its superview's, else the screen's.
    open var traitCollection: UITraitCollection {
        let inherited = superview?.traitCollection ?? UIKitDouble.screenTraits
        guard ownStyle != .unspecified else { return inherited }
        return UITraitCollection(
            userInterfaceStyle: ownStyle, accessibilityContrast: inherited.accessibilityContrast,
            preferredContentSizeCategory: inherited.preferredContentSizeCategory)
    }

    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownStyle }
        set {
            let previous = traitCollection
            ownStyle = newValue
            traitsChanged(from: previous)
        }
    }

    /// Called when the view's traits changed (deprecated in iOS 17, still called).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    func traitsChanged(from previous: UITraitCollection) {
        let current = traitCollection
        guard
            current.hasDifferentColorAppearance(comparedTo: previous)
                || current.preferredContentSizeCategory != previous.preferredContentSizeCategory
        else { return }
        traitCollectionDidChange(previous)
        for subview in subviews {
            subview.traitsChanged(from: subview.ownStyle == .unspecified ? previous : current)
        }
    }

    private func movedToNewSuperview(previousTraits: UITraitCollection?) {
        if ownTintColor == nil { tintChanged() }
        traitsChanged(from: previousTraits ?? UIKitDouble.screenTraits)
    }

    // MARK: Accessibility (UIAccessibility informal protocol)

    /// Views are not accessibility elements unless they say so (`UIButton`, `UILabel` do).
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// VoiceOver's double tap. Returning false lets VoiceOver tap the element's centre instead.
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}

    // MARK: Animatable properties

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            let from = layer.presentation()?.opacity ?? layer.opacity
            layer.opacity = Float(newValue)
            UIKitDouble.viewPropertyChanged(self, key: "opacity", from: from, to: Float(newValue))
        }
    }

    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            let from = layer.presentation()?.affineTransform() ?? layer.affineTransform()
            layer.setAffineTransform(newValue)
            UIKitDouble.viewPropertyChanged(self, key: "transform", from: from, to: newValue)
        }
    }
}

/// A window: the root of a view hierarchy on screen. Views in it have a `window`.
@MainActor
open class UIWindow: UIView {}
