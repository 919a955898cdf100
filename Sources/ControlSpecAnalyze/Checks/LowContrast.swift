import ControlSpecCore

/// A text or a shape image whose color can barely be seen on what it is drawn on.
///
/// What a text or a shape lies on is the control's `layout: background:` over the `backdrop:` the
/// control is used on (white when the spec names none). A text's color (the label color when it
/// sets none) and a shape image's bottom primitive's color (its fill, else its stroke; the
/// primitives above it lie on it, not on the backdrop) are measured against that by WCAG 2.2's
/// contrast ratio (`SRGBColor`), each in the light appearance, translucent colors composited first.
/// Below 3:1, WCAG's least for large text and for graphics, it is reported at the color (at the
/// text's name for the label color). Colors nothing fixes are not measured: the app's `color`
/// properties without a default, asset, symbol and the app's images.
enum LowContrast: AnalysisCheck {
    /// WCAG 2.2's least contrast for large text (1.4.3) and for graphical objects (1.4.11).
    static let least = 3.0

    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "low-contrast", severity: .warning, stage: .analyze,
            summary: "A text or a shape's color can barely be seen on the backdrop the control is used on.",
            explanation:
                "A text's color (the label color when it sets none), or the color of a shape image's bottom primitive (its fill, else its stroke), has a WCAG contrast ratio below 3:1, the least WCAG 2.2 asks for large text and for graphics, against what it is drawn on: the control's `layout: background:` over its `backdrop:` (white when the spec names none). Colors are measured in the light appearance; translucent colors are composited first.",
            proof:
                "the relative luminances L1 ≥ L2 of the two colors (sRGB components linearised, weighted 0.2126, 0.7152, 0.0722) give (L1 + 0.05) / (L2 + 0.05) < 3.",
            fix:
                "Set `backdrop:` to the color the control is used on, or give the text or shape a color that stands out from it.",
            example: DiagnosticExample(
                at: SourceLocation(line: 5, column: 50),
                spec: #"""
                    control: Buy
                    summary: A button with a white title.
                    base: button
                    texts:
                      title: { text: Buy, font: { size: 15 }, color: white }
                    events: [tap]
                    initial: up
                    states:
                      up: { text: title }
                      done: { text: title, selected: true }
                    transitions:
                      - { from: up, on: tap, to: done }
                      - { from: done, on: tap, to: up }
                    """#),
            passing: [
                #"""
                    control: Buy
                    summary: A button with a white title, used on a dark bar.
                    base: button
                    backdrop: "#2C3E50"
                    texts:
                      title: { text: Buy, font: { size: 15 }, color: white }
                    events: [tap]
                    initial: up
                    states:
                      up: { text: title }
                      done: { text: title, selected: true }
                    transitions:
                      - { from: up, on: tap, to: done }
                      - { from: done, on: tap, to: up }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let control = analysis.control
        let backdrop =
            control.backdrop.flatMap { SRGBColor.light($0.value, in: control) }?.over(.white) ?? .white
        let background = control.layout?.background.flatMap { SRGBColor.light($0.value, in: control) }
        let behind = background?.over(backdrop) ?? backdrop
        let what =
            background == nil
            ? "the backdrop \(backdrop.hex)"
            : "the background \(behind.hex) (over the backdrop \(backdrop.hex))"
        func check(_ color: ColorValue, _ subject: String, at location: SourceLocation) {
            guard let value = SRGBColor.light(color, in: control), value.alpha > 0 else { return }
            let ratio = SRGBColor.contrastRatio(value.over(behind), behind)
            guard ratio < least else { return }
            reporter.report(
                .lowContrast,
                "\(subject) (\(value.over(behind).hex)) has a contrast of \(twoDecimals(ratio)):1 against \(what),"
                    + " below WCAG's 3:1 for large text and graphics; set `backdrop:` to the color the control"
                    + " is used on, or choose a color that stands out",
                at: location)
        }
        for text in control.texts {
            check(
                text.color?.value ?? .system("label"), "text `\(text.name.value)`",
                at: text.color?.location ?? text.name.location)
        }
        for image in control.images {
            guard case .shape(let shapes) = image.source, let bottom = shapes.first,
                let color = bottom.fill ?? bottom.stroke
            else { continue }
            check(color.value, "shape image `\(image.name.value)`", at: color.location)
        }
    }

    /// `value` with two decimals, rounded down, so a ratio just under 3 never reads 3.00.
    private static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}

extension DiagnosticCode {
    /// `low-contrast`, reported by `LowContrast`.
    package static var lowContrast: DiagnosticCode { LowContrast.code }
}
