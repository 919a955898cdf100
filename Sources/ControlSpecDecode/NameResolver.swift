import ControlSpecCore

/// Checks every name a spec uses against what it declares: states, events, outputs, images,
/// animations, properties and regions, and type-checks guards once all of them are known.
/// Lookups use name indexes (one cheap hash per reference), so resolving stays linear in the size of
/// the spec.
extension DecodeContext {
    /// The declared names one region's references are checked against.
    private struct Scope {
        var states: NameIndex
        var images: NameIndex
        var animations: NameIndex
        var outputs: NameIndex
        var events: NameIndex
        /// The built-in touch events' names.
        var touchEvents: NameIndex
        var isView: Bool
        var inRegion: String
    }

    mutating func resolve(_ control: Control) {
        let environment = GuardEnvironment(properties: control.properties, regions: control.regions)
        checkNamespaces(control)
        checkEventDeclarations(control)
        let images = NameIndex(control.images.map(\.name.value))
        let animations = NameIndex(control.animations.map(\.name.value))
        let outputs = NameIndex(BuiltinEvent.outputs + control.outputs.map(\.value))
        let events = NameIndex(control.events.map(\.value))
        let touchEvents = NameIndex(BuiltinEvent.touch.map(\.name))
        for region in control.regions {
            // A nested region naming a state of its owner region is reported once, by
            // `checkOutsideNames`.
            let outside =
                region.owner.map { checkOutsideNames(of: region, owner: $0, control: control) } ?? []
            let scope = Scope(
                states: NameIndex(
                    region.states.map(\.name.value) + region.parents.map(\.name.value) + outside.sorted()),
                images: images, animations: animations,
                outputs: outputs, events: events, touchEvents: touchEvents,
                isView: control.base.value == .view,
                inRegion: region.name.map { " in region '\($0.value)'" } ?? "")
            resolve(region, in: scope, environment: environment)
        }
        for animation in control.animations {
            for track in animation.tracks { checkTarget(track, images: control.images) }
        }
        if let group = control.group { checkGroup(group, control: control) }
        checkAmbient(control)
        checkAccessibilityEvents(control)
        checkChangeEventSenders(control)
        resolveLooks(control)
    }

    /// `accessibilityIncrement`/`Decrement` name an event the control has.
    private mutating func checkAccessibilityEvents(_ control: Control) {
        let named = [control.accessibility.increment, control.accessibility.decrement].compactMap({ $0 })
        guard !named.isEmpty else { return }
        var events = Set(control.events.map { BuiltinEvent.identity(of: $0.value) })
        for region in control.regions {
            for transition in region.transitions {
                events.formUnion(transition.on.map { BuiltinEvent.identity(of: $0.value) })
            }
        }
        for event in named where !events.contains(BuiltinEvent.identity(of: event.value)) {
            undeclared(
                "event", event, among: control.events.map(\.value), otherwise: "name an event of the control")
        }
    }

    private mutating func resolve(_ region: Region, in scope: Scope, environment: GuardEnvironment) {
        let stateFix = "declare it under 'states:'\(scope.inRegion)"
        for name in region.initial {
            reference(name, kind: .state, declared: scope.states, fix: stateFix)
        }
        for state in region.states {
            for image in state.images {
                reference(image, kind: .image, declared: scope.images, fix: "declare it under 'images:'")
            }
        }
        // Transitions are read in place: a copy of one costs a retain per field.
        for position in region.transitions.indices {
            if case .states(let sources) = region.transitions[position].from {
                for name in sources { reference(name, kind: .state, declared: scope.states, fix: stateFix) }
            }
            reference(region.transitions[position].to, kind: .state, declared: scope.states, fix: stateFix)
            for event in region.transitions[position].on { checkEvent(event, in: scope) }
            for output in region.transitions[position].emit {
                reference(output, kind: .output, declared: scope.outputs, fix: "declare it under 'outputs:'")
            }
            if let animation = region.transitions[position].animation {
                reference(
                    animation, kind: .animation, declared: scope.animations,
                    fix: "declare it under 'animations:'")
            }
            if case .expression(let expression) = region.transitions[position].condition {
                checkGuard(expression, in: environment)
            }
        }
    }

    /// Reports `name` when it is not among `declared`, suggesting the closest declared name.
    mutating func reference(
        _ name: Located<String>, kind: NameKind, declared: NameIndex, fix: String
    ) {
        guard !declared.contains(name.value), self.declared[kind]?.contains(name.value) != true else {
            return
        }
        // A state path left as written did not follow the nesting, and `resolvePaths` said so.
        if kind == .state, name.value.contains(".") { return }
        undeclared(kind.rawValue, name, among: declared.names.sorted(), otherwise: fix)
    }

    /// Reports `name`, a `what` (`image`, `release event`, …) that is not declared, suggesting the
    /// closest of `candidates` (otherwise `fix`).
    mutating func undeclared(
        _ what: String, _ name: Located<String>, among candidates: [String], otherwise fix: String
    ) {
        let hint = Suggestion.hint(for: name.value, in: candidates, otherwise: fix)
        let suggestion = Suggestion.closest(to: name.value, in: candidates)
        report(
            .undefinedReference, "\(what) '\(name.value)' is not declared\(hint)", at: name.location,
            fixes: suggestion.map { [.replacing(name.value, at: name.location, with: $0)] } ?? [])
    }

    /// A transition's event: a built-in touch event (not in a plain view) or a declared custom event.
    private mutating func checkEvent(_ event: Located<String>, in scope: Scope) {
        if scope.touchEvents.contains(event.value) {
            if scope.isView { reportTouchInView(event) }
            return
        }
        guard !scope.events.contains(event.value) else { return }
        let candidates = scope.events.names.sorted() + (scope.isView ? [] : BuiltinEvent.touch.map(\.name))
        undeclared("event", event, among: candidates, otherwise: "declare custom events under 'events:'")
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
                "region '\(name.value)' has the name of a property; guards could not tell them apart,"
                    + " so rename one",
                at: name.location,
                notes: [Diagnostic.Note("the property is declared here", at: property.name.location)])
        }
    }

    /// Image targets must be declared; stroke animations need a shape image.
    private mutating func checkTarget(_ track: Track, images: [Image]) {
        guard case .image(let name) = track.target.value else { return }
        checkImageTarget(
            Located(name, at: track.target.location), property: track.property, images: images,
            effect: "animates a shape image",
            fix: "target 'incoming', 'outgoing', 'control' or a name under 'images:'")
    }

    /// A track or look value aimed at image `name`: the image is declared (`fix` says how to
    /// declare it), and a stroke property aims at a shape image (`effect` is what the property
    /// does, for the message).
    mutating func checkImageTarget(
        _ name: Located<String>, property: Located<Track.Property>, images: [Image], effect: String,
        fix: String
    ) {
        guard let image = images.first(where: { $0.name.value == name.value }) else {
            reference(name, kind: .image, declared: NameIndex(images.map(\.name.value)), fix: fix)
            return
        }
        guard property.value.isStroke else { return }
        if case .shape = image.source { return }
        report(
            .typeMismatch, "'\(property.value.rawValue)' \(effect), and '\(name.value)' is not one",
            at: property.location)
    }

    private mutating func checkGroup(_ group: Group, control: Control) {
        var region: Region? = control.hasRegions ? nil : control.regions.first
        if let name = group.region {
            let names = NameIndex(control.regions.compactMap { $0.name?.value })
            reference(name, kind: .region, declared: names, fix: "declare it under 'regions:'")
            region = control.regions.first { $0.name?.value == name.value }
            if let owner = region?.owner {
                report(
                    .nestedRegion,
                    "the group's region '\(name.value)' is inside the state '\(owner.state)', which is not"
                        + " supported in this version; name a top-level region (the one holding"
                        + " '\(owner.state)')",
                    at: name.location)
                region = nil
            }
        }
        if let region {
            // A parent stands for its leaves (`SpecGroup.idleLeaves`).
            let states = NameIndex(region.states.map(\.name.value) + region.parents.map(\.name.value))
            for name in group.idle {
                reference(name, kind: .state, declared: states, fix: "list states of the group's region")
            }
        }
        let events = control.events.map(\.value)
        if !events.contains(group.release.value) {
            undeclared("release event", group.release, among: events, otherwise: "declare it under 'events:'")
        }
    }
}
