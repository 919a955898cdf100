import QuartzCore

/// An image. The double has no pixels: an asset loads only if `UIKitDouble.addAsset` put it in
/// the bundle; every SF Symbol name loads.
public final class UIImage: Sendable {
    /// The asset or symbol name it was loaded by.
    public let name: String

    private init(name: String) { self.name = name }

    /// An image made in code (as `UIImage()` and the images an app draws or downloads are): no
    /// asset name.
    public convenience init() { self.init(name: "") }

    /// An asset of the main bundle.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An asset of `bundle` (the main bundle when nil).
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
        let path = (bundle ?? .main).bundlePath
        guard UIKitDouble.assets[path, default: []].contains(name) else {
            return nil
        }
        self.init(name: name)
    }

    public convenience init?(systemName name: String) { self.init(name: name) }
}

@MainActor
open class UIImageView: UIView {
    open var image: UIImage?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
