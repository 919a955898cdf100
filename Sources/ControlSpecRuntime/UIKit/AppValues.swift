#if canImport(UIKit)
    import UIKit

    extension ImageDescription.Source {
        /// An image the app has, for an `image` property: a downloaded avatar, an image it drew.
        public static func image(_ image: UIImage) -> Self { .app(AppProvided(image)) }
    }

    extension ColorDescription {
        /// A color the app has, for a `color` property: an asset catalog's color, a dynamic color;
        /// it follows light and dark as the color itself does.
        public static func color(_ color: UIColor) -> Self { .app(AppProvided(color)) }
    }
#endif
