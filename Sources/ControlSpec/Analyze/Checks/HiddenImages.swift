/// `hidden-image` (warning): an image a state lists that can never be seen, because a later image
/// of the same state goes to the same layout slot (a slot shows one image, as the seeds' single
/// `UIImageView`s do), or because its slot's frame has no area at any size.
///
/// Reported at the hidden image's name in the state's `image:`, with a note at the image that
/// covers it.
///
/// Fix: put the images in different slots, or list only the one the state shows.
enum HiddenImages: AnalysisCheck {
    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let control = analysis.control
        let slotOf = Dictionary(
            control.images.map { ($0.name.value, $0.slot?.value) }, uniquingKeysWith: { first, _ in first })
        let empty = Set(
            (control.layout?.slots ?? []).filter { slot in
                guard let frame = slot.frame?.value, frame.count == 4 else { return false }
                return [frame[2], frame[3]].contains { $0 == LengthValue() }
            }.map(\.name.value))
        for state in control.regions.flatMap(\.states) {
            for (offset, image) in state.images.enumerated() {
                guard let slot = slotOf[image.value] ?? nil else { continue }
                if empty.contains(slot) {
                    reporter.report(
                        .hiddenImage,
                        "image `\(image.value)` goes to slot `\(slot)`, whose frame has no width or height;"
                            + " give the frame a size", at: image.location, suppress: state.suppress)
                    continue
                }
                guard let cover = state.images[(offset + 1)...].first(where: { slotOf[$0.value] == slot })
                else { continue }
                reporter.report(
                    .hiddenImage,
                    "image `\(image.value)` is hidden: `\(cover.value)` goes to the same slot `\(slot)`, which"
                        + " shows one image; use another slot or list one of them",
                    at: image.location,
                    notes: [Diagnostic.Note("the image shown instead", at: cover.location)],
                    suppress: state.suppress)
            }
        }
    }
}
