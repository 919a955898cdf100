import ControlSpecCore

/// An event, output, image, color or animation nothing uses.
///
/// An event no transition answers (and that is not the group's `release`), an output no
/// transition emits, an image no state shows, no track targets and no image property has as
/// its default, a color nothing refers to,
/// an animation no transition plays. Properties are the app's data and are never flagged.
enum UnusedDeclarations: AnalysisCheck {
    static let code = DiagnosticCode(
        DiagnosticDescriptor(
            name: "unused-declaration", severity: .warning, stage: .analyze,
            summary: "An event, output, image, color or animation that nothing uses.",
            explanation:
                "An event, output, image, color or animation is declared but nothing uses it (properties are never flagged).",
            proof:
                "an event no transition answers (the group's `release` counts as used), an output no transition emits, an image no state shows, no track targets and no `image` property has as its default, a color nothing names, an animation no transition and no state (`ambient:`) plays.",
            fix: "Use the declaration or remove it.",
            example: DiagnosticExample(
                at: SourceLocation(line: 5, column: 3),
                spec: #"""
                    control: FavoriteButton
                    images:
                      star: { symbol: star }
                      starFill: { symbol: star.fill }
                      sparkle: { symbol: sparkles }
                    events: [tap]
                    initial: off
                    states:
                      off: { image: star }
                      on: { image: starFill }
                    transitions:
                      - { from: off, on: tap, to: on }
                      - { from: on, on: tap, to: off }
                    """#),
            passing: [
                #"""
                    control: FavoriteButton
                    images:
                      star: { symbol: star }
                      starFill: { symbol: star.fill }
                    events: [tap]
                    initial: off
                    states:
                      off: { image: star }
                      on: { image: starFill }
                    transitions:
                      - { from: off, on: tap, to: on }
                      - { from: on, on: tap, to: off }
                """#
            ]))

    static func run(_ analysis: Analysis, into reporter: inout Reporter) {
        let control = analysis.control
        let machine = analysis.machine
        // By the machine's event numbers, which merge aliases: a declared `tap` is used by a
        // transition on `touchUpInside`, and the other way.
        var answered = Array(repeating: false, count: machine.events.count)
        var emitted: Set<String> = []
        var played: Set<String> = []
        for number in machine.transitions.indices {
            for event in machine.transitions[number].events { answered[event] = true }
        }
        // In place: a copy of a transition costs a retain per field.
        for region in control.regions where !control.outputs.isEmpty || !control.animations.isEmpty {
            for position in region.transitions.indices {
                for output in region.transitions[position].emit { emitted.insert(output.value) }
                if let animation = region.transitions[position].animation { played.insert(animation.value) }
            }
            for state in region.states { if let ambient = state.ambient { played.insert(ambient.value) } }
        }
        if let release = control.group?.release.value, let event = analysis.model.event(named: release) {
            answered[event] = true
        }
        var shown = Set(
            control.regions.flatMap { $0.states.flatMap(\.allLooks).flatMap { $0.images.map(\.value) } })
        for track in control.animations.flatMap(\.tracks) {
            if case .image(let name) = track.target.value { shown.insert(name) }
        }
        // An image property's default shows the image wherever the property's image is shown.
        for property in control.properties {
            if case .image(let name) = property.defaultValue?.value { shown.insert(name) }
        }
        let colors = usedColors(control)
        let unused: [(Located<String>, String, String)] =
            control.events.filter { name in
                !(analysis.model.event(named: name.value).map { answered[$0] } ?? false)
            }.map {
                ($0, "event", "no transition answers it")
            }
            + control.outputs.filter { !emitted.contains($0.value) }.map {
                ($0, "output", "no transition emits it")
            }
            + control.images.map(\.name).filter { !shown.contains($0.value) }
            .map {
                (
                    $0, "image",
                    "no state shows it, no animation track targets it and no image property has it as default"
                )
            }
            + control.colors.map(\.name).filter { !colors.contains($0.value) }.map {
                ($0, "color", "nothing refers to it")
            }
            + control.animations.map(\.name).filter { !played.contains($0.value) }
            .map { ($0, "animation", "no transition plays it") }
        for (name, kind, why) in unused {
            reporter.report(
                .unusedDeclaration,
                "\(kind) `\(name.value)` is declared but unused: \(why); use it or remove it",
                at: name.location)
        }
    }

    private static func usedColors(_ control: Control) -> Set<String> {
        var values: [ColorValue] = control.colors.map(\.value.value)
        values += control.regions.flatMap { $0.states.flatMap(\.allLooks).compactMap { $0.tint?.value } }
        for image in control.images {
            if case .shape(let shapes) = image.source {
                values += shapes.flatMap { [$0.fill?.value, $0.stroke?.value].compactMap { $0 } }
            }
        }
        return Set(
            values.compactMap { value in
                if case .named(let name) = value { return name }
                return nil
            })
    }
}

extension DiagnosticCode {
    /// `unused-declaration`, reported by `UnusedDeclarations`.
    package static var unusedDeclaration: DiagnosticCode { UnusedDeclarations.code }
}
