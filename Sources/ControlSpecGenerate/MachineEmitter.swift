import ControlSpecAnalyze
import ControlSpecCore
import ControlSpecResolve

/// Emits `<Control>Machine`: its state, event, output, transition and step types, one stored
/// property per spec property, the initializers and `send(_:)`.
struct MachineEmitter {
    let plan: GenerationPlan

    func emit(into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        if let summary = plan.control.summary?.value {
            writer.lines(SwiftLiteral.docComment(summary, width: SwiftWriter.lineLength - 4))
        } else {
            writer.doc("The state machine of `\(plan.control.name.value)`.")
        }
        writer.block("\(access)struct \(plan.machine): Hashable, Sendable") { writer in
            writer.doc(
                "The runtime version this file was generated for: against another runtime it does not compile."
            )
            writer.line("\(access)static let runtimeVersion = ControlSpecRuntimeVersion.v1")
            writer.blankLine()
            emitState(into: &writer)
            writer.blankLine()
            emitEnum(
                "Event", doc: "The events the control reacts to.",
                cases: plan.events.map { ($0.caseName, $0.name) },
                into: &writer)
            writer.blankLine()
            emitEnum(
                "Output", doc: "The outputs the control emits.",
                cases: plan.outputs.map { ($0.caseName, $0.name) },
                into: &writer)
            writer.blankLine()
            let send = SendEmitter(plan: plan)
            // A table `send` is inlinable: what it builds its `Step` with is usable from inlinable code.
            let inlinable = send.table != nil
            emitTransitionEnum(into: &writer)
            writer.blankLine()
            emitStep(inlinable: inlinable, into: &writer)
            for property in plan.properties {
                guard let enumName = property.enumName, case .enum(let cases) = property.property.type else {
                    continue
                }
                writer.blankLine()
                emitEnum(
                    enumName, doc: "The values of `\(property.property.name.value)`.",
                    cases: cases.map { (property.cases[$0.value] ?? $0.value, $0.value) }, into: &writer)
            }
            writer.blankLine()
            emitStoredProperties(into: &writer)
            if plan.hasTimers { TimerEmitter(plan: plan).emitStoredProperties(into: &writer) }
            if plan.readsTouch { TouchEmitter.emitStoredProperty(into: &writer) }
            HistoryEmitter(plan: plan).emitStoredProperties(into: &writer)
            writer.blankLine()
            emitInitializers(into: &writer)
            writer.blankLine()
            send.emit(into: &writer)
            ChangeEventEmitter(plan: plan).emitSetters(into: &writer)
            if plan.hasTimers {
                writer.blankLine()
                TimerEmitter(plan: plan).emit(into: &writer, send: send)
            }
            if plan.readsTouch {
                writer.blankLine()
                TouchEmitter(plan: plan).emitSend(into: &writer)
            }
        }
        if plan.hasTimers {
            writer.blankLine()
            writer.line("extension \(plan.machine): TimedControlMachine {}")
        }
        if plan.readsTouch {
            writer.blankLine()
            writer.line("extension \(plan.machine): TouchReadingMachine {}")
        }
    }

    /// An enum with `String` raw values equal to the spec names (no raw type when it has no case).
    /// When `large` (by default: above `derivedConformanceLimit` cases) its conformances are
    /// written out (`emitTagMembers`).
    func emitEnum(
        _ name: String, doc: String, cases: [(swift: String, spec: String)], large: Bool? = nil,
        into writer: inout SwiftWriter
    ) {
        let access = plan.accessPrefix
        writer.doc("\(doc)")
        let large = large ?? (cases.count > Self.derivedConformanceLimit)
        let rawType = large ? "RawRepresentable, " : cases.isEmpty ? "" : "String, "
        writer.block("\(access)enum \(name): \(rawType)CaseIterable, Hashable, Sendable") { writer in
            for (swift, spec) in cases {
                let bare = swift.replacingBackticks()
                writer.line(
                    bare == spec || large ? "case \(swift)" : "case \(swift) = \(SwiftLiteral.string(spec))")
            }
            guard large else { return }
            writer.blankLine()
            emitTagMembers(name, count: cases.count, position: "ordinal", into: &writer)
            writer.blankLine()
            emitNames(
                cases.map(\.spec), doc: "The spec's names of the cases, in declaration order.", into: &writer)
            writer.blankLine()
            writer.doc("The spec's name of the case.")
            writer.line("\(access)var rawValue: String { String(Self.names[ordinal]) }")
            writer.blankLine()
            writer.doc("The case the spec names `rawValue`, nil for any other text.")
            writer.block("\(access)init?(rawValue: String)") { writer in
                writer.block("guard let ordinal = Self.names.firstIndex(of: Substring(rawValue)) else") {
                    $0.line("return nil")
                }
                writer.line("self.init(ordinal: ordinal)")
            }
        }
    }

    /// `private static let names`: the words of a multi-line string literal split at whitespace,
    /// which the compiler reads in time linear in their count (an array literal of as many
    /// strings is type-checked element by element).
    private func emitNames(_ names: [String], doc: String, into writer: inout SwiftWriter) {
        writer.doc(doc)
        writer.line("private static let names = \"\"\"")
        writer.indented { writer in
            var line = ""
            for name in names {
                if !line.isEmpty && line.count + name.count + 1 > SwiftWriter.lineLength - writer.indentation
                {
                    writer.line(line)
                    line = ""
                }
                line += line.isEmpty ? name : " " + name
            }
            writer.line(line)
            writer.line("\"\"\".split(whereSeparator: \\.isWhitespace)")
        }
    }

    /// Most cases an enum has with Swift's derived `Hashable`, `CaseIterable` and raw values. Each
    /// derived member switches over every case, and the compiler's time on those switches grows
    /// with the square of the case count (`Performance.md`, issue 21: 1.5 s for a 2,000-case enum
    /// alone, 25 s for 8,000); a larger enum writes them out over its stored tag, which costs the
    /// same per case whatever the count.
    static let derivedConformanceLimit = 256

    /// The members of a large enum (`derivedConformanceLimit`) read from its stored tag, the
    /// case's position in declaration order (the layout of an enum without payloads: the smallest
    /// unsigned integer that holds the count): `position` (the ordinal), `init(position:)`, `==`,
    /// `hash(into:)` and `allCases` (without `conformances`, only the first two). A public `position`
    /// (`index`) is also public to build from, and nil past the last case.
    private func emitTagMembers(
        _ type: String, count: Int, position: String, conformances: Bool = true,
        into writer: inout SwiftWriter
    ) {
        let access = plan.accessPrefix
        let tag = Self.tagType(count: count)
        let isPublic = position == "index"
        let read = "Int(unsafeBitCast(self, to: \(tag).self))"
        let make = "self = unsafeBitCast(\(tag)(\(position)), to: \(type).self)"
        if isPublic {
            emitIndexMembers(count: count, read: read, make: make, into: &writer)
        } else {
            writer.doc("The case's position in declaration order.")
            writer.line("@inlinable var \(position): Int { \(read) }")
            writer.blankLine()
            writer.doc("The case at `\(position)`, which is below \(count).")
            writer.block("@usableFromInline init(\(position): Int)") { $0.line(make) }
        }
        guard conformances else { return }
        writer.blankLine()
        writer.doc("Every case, in declaration order.")
        writer.block("\(access)static var allCases: [\(type)]") { writer in
            writer.line("(0..<\(count)).\(isPublic ? "compactMap" : "map")(\(type).init(\(position):))")
        }
        writer.blankLine()
        writer.doc("Whether both are the same case.")
        writer.block("@inlinable \(access)static func == (lhs: \(type), rhs: \(type)) -> Bool") {
            $0.line("lhs.\(position) == rhs.\(position)")
        }
        writer.blankLine()
        writer.doc("Hashes the case's position.")
        writer.block("@inlinable \(access)func hash(into hasher: inout Hasher)") {
            $0.line("hasher.combine(\(position))")
        }
    }

    /// A transition's public `index`, read by the expression `read`, and `init?(index:)`, nil past
    /// the last of `count` and else made by the statement `make`.
    private func emitIndexMembers(count: Int, read: String, make: String, into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        writer.doc("The transition's position in the spec, from 0, in document order across regions.")
        writer.line("@inlinable \(access)var index: Int { \(read) }")
        writer.blankLine()
        writer.doc("The transition at that position, nil past the last.")
        writer.block("@inlinable \(access)init?(index: Int)") { writer in
            writer.block("guard (0..<\(count)).contains(index) else") { $0.line("return nil") }
            writer.line(make)
        }
    }

    /// The smallest unsigned integer type that holds `count` positions: the layout of an enum of
    /// that many cases without payloads.
    private static func tagType(count: Int) -> String {
        count <= 1 << 8 ? "UInt8" : count <= 1 << 16 ? "UInt16" : "UInt32"
    }

    private func emitState(into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        guard plan.hasRegionMembers else {
            if let region = plan.regions.first {
                emitEnum(
                    "State", doc: "The states of the control.", cases: stateCases(region),
                    large: plan.positionalStates, into: &writer)
            }
            return
        }
        writer.doc("The state of every region.")
        writer.block("\(access)struct State: Hashable, Sendable") { writer in
            for region in plan.regions {
                emitEnum(
                    region.enumName, doc: "The states of \(title(region)).", cases: stateCases(region),
                    into: &writer)
                writer.blankLine()
            }
            for region in plan.regions {
                guard let member = region.member else { continue }
                if let holder = holder(region) {
                    writer.doc(
                        "The state of \(title(region)), nil while the control is not in `\(holder)` (the region"
                            + " is then inactive).")
                } else {
                    writer.doc("The state of \(title(region)).")
                }
                writer.line("\(access)var \(member): \(memberType(region))")
            }
            writer.blankLine()
            writer.doc("The state of each region.")
            let parameters = plan.regions.compactMap { region in
                region.member.map { "\(SwiftName.label($0)): \(memberType(region))" }
            }
            SwiftCode.call("\(access)init", parameters.map { .init(nil, .atom($0)) })
                .write(to: &writer, suffix: " {")
            writer.indented { writer in
                for region in plan.regions {
                    guard let member = region.member else { continue }
                    writer.line("self.\(member) = \(member)")
                }
            }
            writer.line("}")
        }
    }

    /// How doc comments name a region: `region `press``, or the control's top level for the
    /// unnamed top-level region of a control holding regions.
    private func title(_ region: GenerationPlan.RegionPlan) -> String {
        region.region.name.map { "region `\($0.value)`" } ?? "the control's top level"
    }

    /// The type of a region's member of `State`: its enum, optional for a nested region.
    private func memberType(_ region: GenerationPlan.RegionPlan) -> String {
        region.owner == nil ? region.enumName : region.enumName + "?"
    }

    /// The path of the state holding a nested region (`syncing`, `idle.busy`); nil for a
    /// top-level region.
    private func holder(_ region: GenerationPlan.RegionPlan) -> String? {
        region.owner.map { plan.regions[$0.region].region.states[$0.state].path }
    }

    private func stateCases(_ region: GenerationPlan.RegionPlan) -> [(swift: String, spec: String)] {
        region.region.states.map { (region.cases[$0.name.value] ?? $0.name.value, $0.name.value) }
    }

    /// `Transition`: an enum with a case per spec transition, named by the spec (`name:`) or
    /// after its source, event and target (`GenerationPlan.transitionNames`). Enum cases, not
    /// static properties: a public static property gets a key-path property descriptor, and LLVM's
    /// GlobalOpt takes time quadratic in their number (`Performance.md`). `index` and `init?(index:)`
    /// read and write the stored tag, so a table `send` builds its `Step` without a `switch`; above
    /// `derivedConformanceLimit` transitions the conformances are written out too.
    private func emitTransitionEnum(into writer: inout SwiftWriter) {
        guard !plan.positionalTransitions else { return emitPositionalTransition(into: &writer) }
        let access = plan.accessPrefix
        let count = plan.transitions.count
        writer.doc("A transition of the spec, in document order (across regions).")
        writer.block("\(access)enum Transition: CaseIterable, Hashable, Sendable") { writer in
            for transition in plan.transitions {
                writer.doc(describe(transition))
                writer.line("case " + transition.caseName)
            }
            if count == 1, let only = plan.transitions.first {
                writer.blankLine()
                writer.doc("The transition's position in the spec: the only one.")
                writer.line("@inlinable \(access)var index: Int { 0 }")
                writer.blankLine()
                writer.doc("The transition at that position, nil past the last.")
                writer.block("@inlinable \(access)init?(index: Int)") { writer in
                    writer.block("guard index == 0 else") { $0.line("return nil") }
                    writer.line("self = \(only.reference)")
                }
            } else if count > 1 {
                writer.blankLine()
                emitTagMembers(
                    "Transition", count: count, position: "index",
                    conformances: count > Self.derivedConformanceLimit, into: &writer)
            }
        }
    }

    /// `Transition` of a machine above `GeneratorOptions.transitionCaseLimit` transitions: its
    /// position, stored like an enum's tag, with the names a smaller machine gives its cases. The
    /// compiler finds an enum case's declaration by walking the enum's members, once per use, so an
    /// enum of 5n cases used 5n times costs time quadratic in n (`Performance.md`, issue 21); a
    /// position costs the same per transition at any count. The spec's `name:`d transitions keep a
    /// member of their name (a computed one: stored statics would each get a lazy global).
    private func emitPositionalTransition(into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        let count = plan.transitions.count
        let tag = Self.tagType(count: count)
        writer.doc(
            "A transition of the spec, by its position in document order (across regions); `name` is its name."
        )
        writer.block("\(access)struct Transition: CaseIterable, Hashable, Sendable") { writer in
            writer.doc("The transition's position, in the smallest unsigned integer that holds \(count).")
            writer.line("@usableFromInline let tag: \(tag)")
            writer.blankLine()
            writer.doc("The transition at `position`, which is below \(count).")
            writer.block("@inlinable init(_ position: Int)") {
                $0.line("tag = \(tag)(truncatingIfNeeded: position)")
            }
            writer.blankLine()
            emitIndexMembers(count: count, read: "Int(tag)", make: "self.init(index)", into: &writer)
            writer.blankLine()
            writer.doc("Every transition, in document order.")
            writer.block("\(access)static var allCases: [Transition]") {
                $0.line("(0..<\(count)).map(Transition.init(_:))")
            }
            for transition in plan.transitions where transition.transition.name != nil {
                writer.blankLine()
                writer.doc(describe(transition))
                writer.line(
                    "\(access)static var \(transition.caseName): Transition { Transition(\(transition.number)) }"
                )
            }
            writer.blankLine()
            writer.doc(
                "The transition's name: the spec's `name:`, else after its source, event and target (`offOnTap`)."
            )
            writer.line("\(access)var name: String { String(Self.names[index]) }")
            writer.blankLine()
            emitNames(
                plan.transitions.map { $0.caseName.replacingBackticks() },
                doc: "The names of the transitions, in document order.", into: &writer)
        }
    }

    /// `from → to on events (line N)` for a transition's doc comment; appended piece by piece
    /// into one buffer, as it is written once per transition.
    private func describe(_ plan: GenerationPlan.TransitionPlan) -> String {
        let transition = plan.transition
        var text = ""
        text.reserveCapacity(64)
        if let region = self.plan.regions[plan.regionIndex].region.name?.value {
            text += region
            text += ": "
        }
        switch transition.from {
        case .any: text += "*"
        case .states(let states): Self.appendList(states, to: &text)
        }
        text += " → "
        if let parent = transition.toParent {
            // The parent the spec names, and the leaf its entry leads to.
            let region = self.plan.regions[plan.regionIndex].region
            text += parent
            text +=
                HistoryPlan(region).entersThroughMemory(parent)
                ? " (resumes where it was left; first \(transition.to.value))"
                : " (enters \(transition.to.value))"
        } else {
            text += transition.to.value
        }
        if let timer = transition.timer {
            text += " " + timer.description
        } else {
            text += " on "
            Self.appendList(transition.on, to: &text)
        }
        switch transition.condition {
        case .expression(let expression):
            text += " when `"
            text += expression.description
            text += "`"
        case .otherwise: text += " otherwise"
        case nil: break
        }
        text += " (line "
        text += String(transition.location.line)
        text += ")."
        return text
    }

    /// Appends the names separated by commas.
    private static func appendList(_ names: [Located<String>], to text: inout String) {
        for (position, name) in names.enumerated() {
            if position > 0 { text += ", " }
            text += name.value
        }
    }

    /// `Step`; with `inlinable`, an initializer `send`'s inlinable body can call (a one-region
    /// machine's).
    private func emitStep(inlinable: Bool, into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        writer.doc("What one event fired.")
        writer.block("\(access)struct Step: Hashable, Sendable") { writer in
            if plan.hasRegionMembers {
                for region in plan.regions {
                    guard let member = region.member else { continue }
                    writer.doc("The transition \(title(region)) took, nil when it ignored the event.")
                    writer.line("\(access)var \(member): Transition?")
                }
            } else {
                writer.doc("The transition that fired.")
                writer.line("\(access)var transition: Transition")
            }
            writer.doc("The state before the event.")
            writer.line("\(access)var source: State")
            writer.doc("The state after the event.")
            writer.line("\(access)var target: State")
            if inlinable {
                writer.blankLine()
                writer.line("@usableFromInline")
                writer.block("init(transition: Transition, source: State, target: State)") { writer in
                    writer.line("self.transition = transition")
                    writer.line("self.source = source")
                    writer.line("self.target = target")
                }
            }
        }
    }

    private func emitStoredProperties(into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        let privateSet = access.isEmpty ? "private(set) " : "public private(set) "
        writer.doc("The current state.")
        writer.line("\(privateSet)var state: State")
        // Data a `set:` computes (a `double`) is also changed by transitions.
        let written = Set(
            plan.control.regions.flatMap { $0.transitions.flatMap { $0.actions.map(\.property.value) } })
        for property in plan.properties {
            let name = property.property.name.value
            if property.isState {
                writer.doc("`\(name)`: state, changed only by transitions.")
                writer.line("\(privateSet)var \(property.member): \(property.type)")
            } else if let event = property.property.changes {
                writer.doc(
                    "`\(name)`: an input, set by the app with `\(ChangeEventEmitter.setter(of: property))(_:)`,"
                        + " which sends `\(event.value)`.")
                writer.line("\(access)fileprivate(set) var \(property.member): \(property.type)")
            } else {
                let setters = written.contains(name) ? "the app and by transitions" : "the app"
                writer.doc(
                    "`\(name)`: \(property.property.isInput ? "an input" : "data"), set by \(setters).")
                writer.line("\(access)var \(property.member): \(property.type)")
            }
        }
    }

    private func emitInitializers(into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        let values = ValueEmitter(plan: plan)
        writer.doc("The control in its first initial state, every property at its default.")
        writer.block("\(access)init()") { writer in
            if plan.hasRegionMembers {
                let arguments = plan.regions.compactMap { region in
                    region.member.map { SwiftCode.Argument(SwiftName.label($0), .atom(startCase(region))) }
                }
                SwiftCode.call("State", arguments).write(to: &writer, prefix: "self.state = ")
            } else if let region = plan.regions.first {
                writer.line("self.state = \(initialCase(region))")
            }
            for property in plan.properties {
                writer.line("self.\(property.member) = \(values.initialValue(of: property))")
            }
            HistoryEmitter(plan: plan).emitInitialValues(into: &writer)
        }
        writer.blankLine()
        writer.doc(
            "The control restored to `state`, which must be one of the declared initial states (nil for any"
                + " other), every property at its default."
                + (plan.nestedRegions.isEmpty
                    ? ""
                    : " A region inside a state must be at its first initial state while the control is in"
                        + " that state, nil otherwise."))
        writer.block("\(access)init?(state: State)") { writer in
            for region in plan.regions where region.owner == nil {
                let initial = Set(region.region.initial.map(\.value))
                let states = region.region.states.map(\.name.value)
                guard states.contains(where: { !initial.contains($0) }),
                    states.contains(where: initial.contains)
                else { continue }
                let subject = region.member.map { "state.\($0)" } ?? "state"
                writer.line("switch \(subject) {")
                writer.lines(
                    writer.caseLabels(states.filter(initial.contains).map { "." + (region.cases[$0] ?? $0) }))
                writer.indented { $0.line("break") }
                writer.line("default:")
                writer.indented { $0.line("return nil") }
                writer.line("}")
            }
            for region in plan.nestedRegions {
                emitRestoreCheck(region, into: &writer)
            }
            writer.line("self.init()")
            writer.line("self.state = state")
        }
    }

    /// The check `init?(state:)` makes of a nested region: at its entry state while its owner is
    /// in the holding leaf, nil otherwise (`RegionNesting.settled`, the analysis's starts). When
    /// the owner's own check already refuses the holding leaf, only nil is left to check.
    private func emitRestoreCheck(_ region: GenerationPlan.RegionPlan, into writer: inout SwiftWriter) {
        guard let owner = region.owner, let member = region.member,
            let ownerMember = plan.regions[owner.region].member
        else { return }
        let ownerRegion = plan.regions[owner.region]
        let holding = ownerRegion.region.states[owner.state].name.value
        let initial = Set(ownerRegion.region.initial.map(\.value))
        let states = ownerRegion.region.states.map(\.name.value)
        // The owner's check is written only when some of its states are initial and some not.
        let ownerChecked =
            states.contains(where: { !initial.contains($0) }) && states.contains(where: initial.contains)
        let inactive = "guard state.\(member) == nil else"
        guard !ownerChecked || initial.contains(holding) else {
            writer.block(inactive) { $0.line("return nil") }
            return
        }
        writer.line(
            "if state.\(ownerMember) == .\(ownerRegion.cases[holding] ?? SwiftName.escaped(holding)) {")
        writer.indented { writer in
            writer.block("guard state.\(member) == \(initialCase(region)) else") { $0.line("return nil") }
        }
        writer.line("} else {")
        writer.indented { writer in
            writer.block(inactive) { $0.line("return nil") }
        }
        writer.line("}")
    }

    /// A region's state in `init()`: its first initial state; for a nested region, that state when
    /// its owner starts in the holding leaf, else nil (`RegionNesting.settled`).
    private func startCase(_ region: GenerationPlan.RegionPlan) -> String {
        guard let owner = region.owner else { return initialCase(region) }
        let ownerStart = plan.model.nesting.entryState(of: owner.region)
        return ownerStart == owner.state ? initialCase(region) : "nil"
    }

    private func initialCase(_ region: GenerationPlan.RegionPlan) -> String {
        let name = region.region.initial.first?.value ?? region.region.states.first?.name.value ?? ""
        return "." + (region.cases[name] ?? SwiftName.escaped(name))
    }
}

extension String {
    /// The identifier without the backticks that escape a keyword.
    func replacingBackticks() -> String {
        filter { $0 != "`" }
    }
}
