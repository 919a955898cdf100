#if canImport(UIKit)
    import UIKit

    /// Makes the views of a look's images: asset images from a bundle, SF Symbols, drawn shapes.
    /// A missing asset or symbol is reported once per name and bundle (`missingImageHandler`).
    @MainActor
    public final class ImageLoader {
        /// Told about an image that did not load: its name and the bundle searched (nil for a
        /// symbol). The default prints a line and, in debug builds, asserts.
        public static var missingImageHandler: @MainActor (_ name: String, _ bundle: Bundle?) -> Void =
            reportMissingImage
        private static var reported: Set<String> = []

        /// The bundle asset images load from.
        var bundle: Bundle

        /// A loader of asset images from `bundle`.
        init(bundle: Bundle = .main) {
            self.bundle = bundle
        }

        func view(for image: ImageDescription) -> UIView {
            switch image.source {
            case .asset(let name):
                return imageView(
                    UIImage(named: name, in: bundle, compatibleWith: nil), name: name, bundle: bundle)
            case .symbol(let name):
                return imageView(UIImage(systemName: name), name: name, bundle: nil)
            case .shape(let primitives):
                return ShapeView(primitives: primitives)
            case .app(let provided):
                let view = UIImageView(image: provided.object as? UIImage)
                view.contentMode = .scaleAspectFit
                return view
            case .property, .empty:
                return UIImageView(image: nil)
            }
        }

        private func imageView(_ image: UIImage?, name: String, bundle: Bundle?) -> UIView {
            if image == nil, Self.reported.insert((bundle?.bundlePath ?? "SF Symbols") + "/" + name).inserted
            {
                Self.missingImageHandler(name, bundle)
            }
            let view = UIImageView(image: image)
            view.contentMode = .scaleAspectFit
            return view
        }

        private static func reportMissingImage(_ name: String, _ bundle: Bundle?) {
            let place = bundle.map { "the asset catalog of \($0.bundlePath)" } ?? "SF Symbols"
            print("ControlSpec: no image \"\(name)\" in \(place); the control shows nothing for it")
            assertionFailure("missing image \(name)")
        }
    }
#endif
