import ControlSpecCore

/// An image a state lists that can never be seen, because a later image
/// of the same state goes to the same layout slot (a slot shows one image, as the seeds' single
/// `UIImageView`s do), because its slot's frame has no area at any size, or because a later image
/// of the same state is opaque over its whole frame at every size.
///
/// Only what the spec proves opaque hides: a shape image's square-cornered `rect` filled with a hex
/// color of full alpha (`#RRGGBB`, `#RRGGBBFF`, directly or through `colors:`). Asset, symbol and
/// the app's images, texts, system colors (translucent in places, and changing with the
/// appearance) and `color` properties hide nothing. The hidden image must draw inside its frame
/// (a bitmap with `fit` or `stretch`, or a shape of fills without circles: `center` and `fill`
/// may spill out, as UIKit does not clip), neither image may be moved or faded by the state's
/// `values:`, and the covering rectangle must contain the frame at every size of the control
/// (`LinearFrame`); row layouts place by measured text and are not checked.
///
/// Reported at the hidden image's name in the state's `image:`, with a note at the image that
/// covers it.
enum HiddenImages: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "hidden-image", severity: .warning, stage: .analyze,
            summary: "An image a state lists can never be seen.",
            explanation:
                "A later image of the same state goes to the same layout slot (a slot shows one image),"
                + " the image's slot has a frame without width or height, or a later image of the same"
                + " state is opaque over the image's whole frame at every size of the control. Only a"
                + " shape's square-cornered `rect` filled with a hex color of full alpha counts as opaque"
                + " (not assets, symbols, the app's images, texts, system colors or color properties);"
                + " the covered image must draw inside its frame (`fit` or `stretch`, or a shape of"
                + " unstroked rectangles and paths), neither image may be moved or faded by the state's"
                + " `values:`, and row layouts are not checked.",
            proof:
                "a state lists an image that no size of the control lets be seen: a later image of the state takes the same slot, its slot's frame has no area, or a later image that the spec proves opaque (a square-cornered `rect` filled with an opaque hex color) covers its whole frame at every size (row layouts are not checked).",
            fix: "Put the images in different slots, list only the image the state shows, give the"
                + " slot's frame a size, or draw the covered image above the opaque one.",
            example: DiagnosticExample(
                at: SourceLocation(line: 10, column: 25),
                spec: #"""
                    control: SortButton
                    layout:
                      slots:
                        arrow: { frame: [0, 0, 20, 20] }
                    images:
                      idle: { asset: up_down, slot: arrow }
                      up: { asset: red_arrow_up, slot: arrow }
                    initial: unselected
                    states:
                      unselected: { image: [idle, up] }
                    """#),
            passing: [
                #"""
                    control: SortButton
                    layout:
                      slots:
                        arrow: { frame: [0, 0, 20, 20] }
                    images:
                      idle: { asset: up_down, slot: arrow }
                      up: { asset: red_arrow_up, slot: arrow }
                    initial: unselected
                    states:
                      unselected: { image: idle }
                      ascending: { image: up }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let control = analysis.control
        let images = Dictionary(
            control.images.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let empty = Set(
            (control.layout?.slots ?? []).filter { slot in
                guard let frame = slot.frame?.value, frame.count == 4 else { return false }
                return [frame[2], frame[3]].contains { $0 == LengthValue() }
            }.map(\.name.value))
        // States are read in place: a copy of one costs a retain per field.
        for region in control.regions {
            for index in region.states.indices where !region.states[index].images.isEmpty {
                check(region.states[index], images: images, empty: empty, in: control, into: &reporter)
                for variant in region.states[index].variants {
                    check(variant.look, images: images, empty: empty, in: control, into: &reporter)
                }
            }
        }
    }

    /// Reports the hidden images of one state.
    private static func check(
        _ state: SpecState, images: [String: SpecImage], empty: Set<String>, in control: Control,
        into reporter: inout Reporter
    ) {
        for (offset, image) in state.images.enumerated() {
            guard let spec = images[image.value] else { continue }
            let above = state.images[(offset + 1)...]
            if let slot = spec.slot?.value {
                if empty.contains(slot) {
                    reporter.report(
                        .hiddenImage,
                        "image `\(image.value)` goes to slot `\(slot)`, whose frame has no width or height;"
                            + " give the frame a size", at: image.location, suppress: state.suppress)
                    continue
                }
                if let cover = above.first(where: { images[$0.value]?.slot?.value == slot }) {
                    reporter.report(
                        .hiddenImage,
                        "image `\(image.value)` is hidden: `\(cover.value)` goes to the same slot `\(slot)`,"
                            + " which shows one image; use another slot or list one of them",
                        at: image.location,
                        notes: [Diagnostic.Note("the image shown instead", at: cover.location)],
                        suppress: state.suppress)
                    continue
                }
            }
            let moved = Set(
                state.values.compactMap { value -> String? in
                    guard case .image(let name) = value.target.value else { return nil }
                    return name
                })
            guard !moved.contains(image.value), staysInFrame(spec),
                let frame = LinearFrame.of(spec, in: control.layout),
                let cover = above.first(where: { name in
                    guard !moved.contains(name.value), let cover = images[name.value] else {
                        return false
                    }
                    return opaqueRects(of: cover, in: control).contains { $0.contains(frame) }
                })
            else { continue }
            reporter.report(
                .hiddenImage,
                "image `\(image.value)` is hidden at every size: `\(cover.value)`, drawn above it, is"
                    + " opaque over its whole frame; move one of them, list only the one the state shows,"
                    + " or draw `\(image.value)` above", at: image.location,
                notes: [Diagnostic.Note("the opaque image that covers it", at: cover.location)],
                suppress: state.suppress)
        }
    }

    /// Whether the image draws only inside its frame: a bitmap that fits or stretches, or a shape
    /// of unstroked rectangles and paths (coordinates 0…1 of the frame; a circle's radius counts
    /// in the width and may leave a frame lower than wide).
    private static func staysInFrame(_ image: SpecImage) -> Bool {
        switch image.source {
        case .asset, .symbol, .property:
            return image.contentMode == nil || image.contentMode == .fit || image.contentMode == .stretch
        case .shape(let primitives):
            return primitives.allSatisfy { primitive in
                if case .circle = primitive.drawn.geometry { return false }
                return primitive.stroke == nil
            }
        }
    }

    /// The parts of the image's frame it paints opaque at every size: its square-cornered
    /// rectangles filled with a hex color of full alpha.
    private static func opaqueRects(of image: SpecImage, in control: Control) -> [LinearFrame] {
        guard case .shape(let primitives) = image.source,
            let frame = LinearFrame.of(image, in: control.layout)
        else { return [] }
        return primitives.compactMap { primitive in
            guard case .rect(let origin, let size, let cornerRadius) = primitive.drawn.geometry,
                cornerRadius == 0,
                let fill = primitive.fill?.value, isOpaque(fill, in: control)
            else { return nil }
            return frame.part(origin: origin, size: size)
        }
    }

    /// Whether the color is a hex color of full alpha, directly or through `colors:`.
    private static func isOpaque(_ color: ColorValue, in control: Control) -> Bool {
        switch color {
        case .rgba(_, _, _, let alpha): alpha == 255
        case .named(let name):
            control.colors.first { $0.name.value == name }.map { isOpaque($0.value.value, in: control) }
                ?? false
        case .system, .property: false
        }
    }
}

extension DiagnosticCode {
    /// `hidden-image`, reported by `HiddenImages`.
    package static var hiddenImage: DiagnosticCode { HiddenImages.code }
}
