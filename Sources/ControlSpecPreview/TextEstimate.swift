import ControlSpecCore
import ControlSpecRuntime

/// The text metrics `render` lays texts out with: there is no font engine here, so a line's width is
/// estimated from its characters (narrow, average, wide, uppercase and digits, full-width) in ems
/// of the font size, bold-ish weights a little wider, and its height is the font size × 1.2 (about
/// a `UIFont`'s `lineHeight`). `render` draws each text squeezed to the estimated width, so the
/// picture matches its own layout in any viewer. The preview page measures with the browser's
/// fonts instead (Docs/Preview.md).
enum TextEstimate {
    /// The natural one-line size of `text` at its full font size (empty text is 0 × 0, as
    /// `UILabel.sizeThatFits` measures it).
    static func measure(_ text: TextDescription) -> LayoutSize {
        guard !text.text.isEmpty else { return .zero }
        let ems = text.text.unicodeScalars.reduce(0.0) { $0 + advance(of: $1) }
        let weight = Double(cssWeight(text.font.weight))
        let widening = 1 + max(0, weight - 400) / 300 * 0.05
        let size = text.font.pointSize
        return LayoutSize(width: ems * size * widening, height: size * 1.2)
    }

    /// The CSS `font-weight` of a `UIFont.Weight`.
    static func cssWeight(_ weight: FontDescription.Weight) -> Int {
        switch weight {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// A character's advance in ems, by class.
    private static func advance(of scalar: Unicode.Scalar) -> Double {
        if scalar.value >= 0x1100 { return 1 }
        switch scalar {
        case "i", "j", "l", "I", ".", ",", ":", ";", "'", "|", "!", " ": return 0.28
        case "f", "r", "t", "(", ")", "[", "]", "-": return 0.36
        case "m", "w", "M", "W", "@": return 0.85
        case "A"..."Z": return 0.68
        case "0"..."9": return 0.56
        default: return 0.53
        }
    }
}
