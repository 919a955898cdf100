/// An image or a color the app provides at run time — a downloaded `UIImage`, an asset catalog's
/// `UIColor` — carried as is from the app, through the machine's look, to the UIKit player.
///
/// The platform-neutral runtime never looks inside: two values are equal when they hold the same
/// object. `UIImage` and `UIColor` are immutable, so sharing one across threads is safe; that is
/// why the box may be `Sendable` though it holds a class.
public struct AppProvided: Hashable, @unchecked Sendable {
    /// The app's object: a `UIImage` in an image source, a `UIColor` in a color.
    public let object: AnyObject

    /// The app's `object`, to show as it is.
    public init(_ object: AnyObject) {
        self.object = object
    }

    /// Whether both hold the same object.
    public static func == (lhs: AppProvided, rhs: AppProvided) -> Bool { lhs.object === rhs.object }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(object)) }
}
