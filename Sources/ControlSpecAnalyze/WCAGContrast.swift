import ControlSpecCore
import Foundation
import SystemColors

/// A color as WCAG 2.2 measures it: sRGB components and opacity as fractions 0...1.
///
/// The relative luminance is WCAG's: each component linearised by the sRGB transfer function
/// (`c / 12.92` up to 0.04045, else `((c + 0.055) / 1.055)^2.4`) and weighted 0.2126, 0.7152 and
/// 0.0722; the contrast ratio of two colors is `(L1 + 0.05) / (L2 + 0.05)`, the lighter over the
/// darker, from 1 (none) to 21 (black on white). A translucent color is first composited over what
/// it is drawn on (source over, in sRGB, as UIKit and browsers blend).
package struct SRGBColor: Hashable, Sendable {
    /// The red component, 0...1.
    package var red: Double
    /// The green component, 0...1.
    package var green: Double
    /// The blue component, 0...1.
    package var blue: Double
    /// The opacity, 0...1.
    package var alpha: Double

    /// A color of components and opacity 0...1.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque white, the backdrop of a control that names none.
    package static let white = SRGBColor(red: 1, green: 1, blue: 1)

    /// This color drawn over the opaque `background`.
    package func over(_ background: SRGBColor) -> SRGBColor {
        let a = min(max(alpha, 0), 1)
        return SRGBColor(
            red: red * a + background.red * (1 - a), green: green * a + background.green * (1 - a),
            blue: blue * a + background.blue * (1 - a))
    }

    /// WCAG's relative luminance of the (opaque) color.
    package var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            component <= 0.04045 ? component / 12.92 : Foundation.pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG's contrast ratio of two opaque colors, 1...21.
    package static func contrastRatio(_ first: SRGBColor, _ second: SRGBColor) -> Double {
        let (a, b) = (first.relativeLuminance, second.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `#RRGGBB` of the color's components (opacity left out).
    package var hex: String {
        [red, green, blue].map { component in
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.reduce("#", +)
    }

    /// The light appearance's value of a spec color in `control`: `colors:` names followed, a
    /// `color` property's default (nil without one: the app's), a system color's published light
    /// value.
    package static func light(_ value: ColorValue, in control: Control) -> SRGBColor? {
        switch value.resolved(through: control.colors) {
        case .rgba(let red, let green, let blue, let alpha):
            return SRGBColor(
                red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
                alpha: Double(alpha) / 255)
        case .system(let name):
            guard let components = SystemColor.byName[name]?.light else { return nil }
            return SRGBColor(
                red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
        case .named:
            return nil
        case .property(let name):
            guard let property = control.properties.first(where: { $0.name.value == name }),
                case .color(let color)? = property.defaultValue?.value, color != .property(name)
            else { return nil }
            return light(color, in: control)
        }
    }
}
