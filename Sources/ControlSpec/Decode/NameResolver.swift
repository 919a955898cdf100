/// Checks every name a spec uses against what it declares: states, events, outputs, images,
/// animations, properties and regions, and type-checks guards once all of them are known.
extension DecodeContext {
    mutating func resolve(_ control: Control) {
        let images = control.images.map(\.name.value)
        let animations = control.animations.map(\.name.value)
        let environment = GuardEnvironment(properties: control.properties, regions: control.regions)
        checkNamespaces(control)
        checkEventDeclarations(control)
        for region in control.regions {
            let states = region.states.map(\.name.value)
            let inRegion = region.name.map { " in region '\($0.value)'" } ?? ""
            for name in region.initial {
                reference(name, kind: .state, declared: states, fix: "declare it under 'states:'\(inRegion)")
            }
            for state in region.states {
                for image in state.images {
                    reference(image, kind: .image, declared: images, fix: "declare it under 'images:'")
                }
            }
            for transition in region.transitions {
                if case .states(let sources) = transition.from {
                    for name in sources {
                        reference(
                            name, kind: .state, declared: states, fix: "declare it under 'states:'\(inRegion)"
                        )
                    }
                }
                reference(
                    transition.to, kind: .state, declared: states,
                    fix: "declare it under 'states:'\(inRegion)")
                for event in transition.on { checkEvent(event, control: control) }
                for output in transition.emit {
                    reference(
                        output, kind: .output, declared: BuiltinEvent.outputs + control.outputs.map(\.value),
                        fix: "declare it under 'outputs:'")
                }
                if let animation = transition.animation {
                    reference(
                        animation, kind: .animation, declared: animations,
                        fix: "declare it under 'animations:'")
                }
                if case .expression(let expression) = transition.condition {
                    checkGuard(expression, in: environment)
                }
            }
        }
        for animation in control.animations {
            for track in animation.tracks { checkTarget(track, images: control.images) }
        }
        if let group = control.group { checkGroup(group, control: control) }
    }

    /// Reports `name` when it is not among `declared`, suggesting the closest declared name.
    private mutating func reference(_ name: Located<String>, kind: NameKind, declared: [String], fix: String)
    {
        guard !declared.contains(name.value), self.declared[kind]?.contains(name.value) != true else {
            return
        }
        let hint =
            Suggestion.closest(to: name.value, in: declared).map { "; did you mean '\($0)'?" } ?? "; \(fix)"
        report(
            .undefinedReference, "\(kind.rawValue) '\(name.value)' is not declared\(hint)", at: name.location)
    }

    /// A transition's event: a built-in touch event (not in a plain view) or a declared custom event.
    private mutating func checkEvent(_ event: Located<String>, control: Control) {
        if BuiltinEvent.isTouch(event.value) {
            if control.base.value == .view { reportTouchInView(event) }
            return
        }
        let declared = control.events.map(\.value)
        guard !declared.contains(event.value) else { return }
        let candidates = declared + (control.base.value == .view ? [] : BuiltinEvent.touch.map(\.name))
        let hint =
            Suggestion.closest(to: event.value, in: candidates).map { "; did you mean '\($0)'?" }
            ?? "; declare custom events under 'events:'"
        report(.undefinedReference, "event '\(event.value)' is not declared\(hint)", at: event.location)
    }

    private mutating func checkEventDeclarations(_ control: Control) {
        guard control.base.value == .view else { return }
        for event in control.events where BuiltinEvent.isTouch(event.value) { reportTouchInView(event) }
    }

    private mutating func reportTouchInView(_ event: Located<String>) {
        report(
            .undefinedReference,
            "'\(event.value)' is a touch event, and a control with 'base: view' receives only custom events;"
                + " use 'base: control' or a custom event",
            at: event.location)
    }

    /// Regions read as enums in guards, so a region and a property cannot share a name.
    private mutating func checkNamespaces(_ control: Control) {
        for region in control.regions {
            guard let name = region.name,
                let property = control.properties.first(where: { $0.name.value == name.value })
            else { continue }
            report(
                .duplicateName,
                "region '\(name.value)' has the name of a property; guards could not tell them"
                    + " apart, so rename one",
                at: name.location,
                notes: [Diagnostic.Note("the property is declared here", at: property.name.location)])
        }
    }

    /// Image targets must be declared; stroke animations need a shape image.
    private mutating func checkTarget(_ track: Track, images: [Image]) {
        guard case .image(let name) = track.target.value else { return }
        guard let image = images.first(where: { $0.name.value == name }) else {
            reference(
                Located(name, at: track.target.location), kind: .image, declared: images.map(\.name.value),
                fix: "target 'incoming', 'outgoing', 'control' or a name under 'images:'")
            return
        }
        if [.strokeStart, .strokeEnd].contains(track.property.value), case .shape = image.source {
            return
        } else if [.strokeStart, .strokeEnd].contains(track.property.value) {
            report(
                .typeMismatch,
                "'\(track.property.value.rawValue)' animates a shape image, and '\(name)' is not one",
                at: track.property.location)
        }
    }

    private mutating func checkGroup(_ group: Group, control: Control) {
        var region = control.regions.first
        if let name = group.region {
            let names = control.regions.compactMap { $0.name?.value }
            reference(name, kind: .region, declared: names, fix: "declare it under 'regions:'")
            region = control.regions.first { $0.name?.value == name.value }
        }
        if let region {
            let states = region.states.map(\.name.value)
            for name in group.idle {
                reference(name, kind: .state, declared: states, fix: "list states of the group's region")
            }
        }
        let events = control.events.map(\.value)
        if !events.contains(group.release.value) {
            let hint =
                Suggestion.closest(to: group.release.value, in: events).map { "; did you mean '\($0)'?" }
                ?? "; declare it under 'events:'"
            report(
                .undefinedReference, "release event '\(group.release.value)' is not declared\(hint)",
                at: group.release.location)
        }
    }
}
