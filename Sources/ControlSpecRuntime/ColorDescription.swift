/// A resolved color of a state's look or a shape.
public enum ColorDescription: Hashable, Sendable {
    /// Components 0...255, as written `#RRGGBB` or `#RRGGBBAA`.
    case rgba(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    /// A UIKit system color (`UIColor.systemBlue`, `.lightGray`, `.clear`, …) by name.
    case system(String)
    /// The value of the control's `color` property of that name (`LookData.resolve` replaces it
    /// with the value).
    case property(String)
    /// A color the app gave a `color` property (a `UIColor`, such as an asset catalog's:
    /// `.color(_:)` on UIKit); it follows light and dark as that color does.
    case app(AppProvided)

    /// The components as fractions 0...1, or nil for a system color.
    @_spi(Compiler) public var fractions: (red: Double, green: Double, blue: Double, alpha: Double)? {
        guard case .rgba(let red, let green, let blue, let alpha) = self else { return nil }
        return (Double(red) / 255, Double(green) / 255, Double(blue) / 255, Double(alpha) / 255)
    }
}
