import ControlSpecCore
import ControlSpecRuntime

/// A repeated slot (`repeat: 5`, `repeat: count`) written once and drawn as copies: the decoder
/// rewrites it into one slot per copy (`star_0`, `star_1`, …, each `step:` further on), every image
/// in it into one image per copy, every state's image list and look values and every animation's
/// tracks into one per copy, with a look value's `index` read as the copy's number. A count from an
/// `int` property makes as many copies as its range's upper bound and hides those past its value
/// (their opacity is multiplied by `clamp(double(count) - index, 0, 1)`). The runtime, the
/// generated Swift, the UIKit player, the page and `render` then draw plain slots, as they always
/// have; copy names contain `_`, which no declared name may, so they never clash.
enum RepeatedSlots {
    /// The word a look value reads a copy's number by, from 0.
    static let index = "index"

    /// The name of copy `index` of `name`.
    static func copyName(_ name: String, _ index: Int) -> String { SlotCopies.copyName(name, index) }
}

extension DecodeContext {
    /// Reports each look value that reads `index` but targets no image in a repeated slot, and
    /// types the others as they read (with `index` a double).
    mutating func checkIndexReads(_ control: Control) {
        guard propertyTypes[RepeatedSlots.index] == nil else { return }
        let repeatedImages = Set(
            control.images.filter { repeatingSlots.contains($0.slot?.value ?? "") }.map(\.name.value))
        for binding in control.regions.flatMap(\.states).flatMap(\.values) {
            guard let reads = binding.reads, let read = reads.firstRead(of: RepeatedSlots.index) else {
                continue
            }
            guard case .image(let image) = binding.value.target, repeatedImages.contains(image) else {
                report(
                    .repeatedSlot,
                    "'index' numbers the copies of a repeated slot, but this value targets"
                        + " \(Self.targetPhrase(binding.value.target)), which is not in one; target an image"
                        + " whose slot has 'repeat:', or declare a property 'index'", at: read.location)
                continue
            }
            _ = checkNumber(
                reads.substituting(RepeatedSlots.index, with: 0), .assigned(to: "value"),
                properties: control.properties)
        }
    }

    private static func targetPhrase(_ target: Track.Target) -> String {
        if case .image(let name) = target { return "image '\(name)'" }
        return "the control"
    }

    /// The control with every repeated slot written out as its copies (see `RepeatedSlots`); the
    /// control itself when no slot repeats.
    mutating func expandRepeatedSlots(_ control: Control) -> Control {
        guard let layout = control.layout, layout.slots.contains(where: { $0.copies != nil }) else {
            return control
        }
        var control = control
        var repeated: [String: Slot] = [:]
        control.layout?.slots = layout.slots.flatMap { slot -> [Slot] in
            guard let copies = slot.copies else { return [slot] }
            repeated[slot.name.value] = slot
            return (0..<copies.value.most).map { Self.copy(of: slot, index: $0) }
        }
        var imageCopies: [String: (slot: Slot, count: Int)] = [:]
        control.images = control.images.flatMap { image -> [Image] in
            guard let name = image.slot?.value, let slot = repeated[name], let copies = slot.copies else {
                return [image]
            }
            imageCopies[image.name.value] = (slot, copies.value.most)
            return (0..<copies.value.most).map { index in
                var copy = image
                copy.name.value = RepeatedSlots.copyName(image.name.value, index)
                copy.slot?.value = RepeatedSlots.copyName(name, index)
                return copy
            }
        }
        guard !imageCopies.isEmpty else { return control }
        for region in control.regions.indices {
            for state in control.regions[region].states.indices {
                expand(&control.regions[region].states[state], imageCopies, properties: control.properties)
                for variant in control.regions[region].states[state].variants.indices {
                    expand(
                        &control.regions[region].states[state].variants[variant].look, imageCopies,
                        properties: control.properties)
                }
            }
        }
        for animation in control.animations.indices {
            control.animations[animation].tracks = control.animations[animation].tracks.flatMap { track in
                guard case .image(let name) = track.target.value, let copies = imageCopies[name] else {
                    return [track]
                }
                return (0..<copies.count).map { index in
                    var copy = track
                    copy.target.value = .image(RepeatedSlots.copyName(name, index))
                    return copy
                }
            }
        }
        return control
    }

    /// Copy `index` of `slot`: its frame (or the content rectangle) moved `index` steps.
    private static func copy(of slot: Slot, index: Int) -> Slot {
        var copy = slot
        copy.name.value = RepeatedSlots.copyName(slot.name.value, index)
        copy.copies = nil
        copy.step = nil
        let step = slot.step?.value ?? [Length(points: 0), Length(points: 0)]
        let frame =
            slot.frame?.value ?? [Length(points: 0), Length(points: 0), Length(width: 1), Length(height: 1)]
        let moved = [
            frame[0] + step[0] * Double(index), frame[1] + step[1] * Double(index), frame[2], frame[3],
        ]
        copy.frame = Located(moved, at: slot.frame?.location ?? slot.location)
        return copy
    }

    /// A state's images and values with each repeated image written out as its copies, and the
    /// copies past a count property's value hidden.
    private mutating func expand(
        _ state: inout SpecState, _ imageCopies: [String: (slot: Slot, count: Int)], properties: [Property]
    ) {
        state.images = state.images.flatMap { image -> [Located<String>] in
            guard let copies = imageCopies[image.value] else { return [image] }
            return (0..<copies.count).map {
                Located(RepeatedSlots.copyName(image.value, $0), at: image.location)
            }
        }
        var values: [LookBinding] = []
        for binding in state.values {
            guard case .image(let name) = binding.value.target, let copies = imageCopies[name] else {
                values.append(binding)
                continue
            }
            values += (0..<copies.count).map { copyBinding(binding, image: name, index: $0) }
        }
        for (name, copies) in imageCopies.sorted(by: { $0.key < $1.key }) {
            guard let written = copies.slot.copies, case .property(let count, _) = written.value else {
                continue
            }
            for index in 0..<copies.count {
                let copy = RepeatedSlots.copyName(name, index)
                guard let shown = state.images.first(where: { $0.value == copy }) else { continue }
                hide(
                    Located(copy, at: shown.location), index: index, past: count, in: &values,
                    at: written.location)
            }
        }
        state.values = values.map { keepCopyNumber($0) }
    }

    /// A copy's value that computes a number of its own (its source's field still empty) with that
    /// number kept with the look's numbers under a short name of its own, the copy's and the
    /// property's (`star_2.opacity`, `star_2.opacity 2` when another state computes it otherwise).
    private mutating func keepCopyNumber(_ binding: LookBinding) -> LookBinding {
        guard case .property("", let from, let to) = binding.value.source, let reads = binding.reads,
            case .image(let copy) = binding.value.target
        else { return binding }
        let name = "\(copy).\(binding.value.property.rawValue)"
        var field = name
        var suffix = 1
        while let kept = computedTexts.first(where: { $0.field == field }),
            kept.expression.description != reads.description
        {
            suffix += 1
            field = "\(name) \(suffix)"
        }
        if !computedTexts.contains(where: { $0.field == field }) {
            computedTexts.append(ComputedText(field: field, expression: reads))
        }
        var kept = binding
        kept.value.source = .property(field, from: from, to: to)
        return kept
    }

    /// Copy `index` of a value that targets repeated image `image`, `index` read as the number.
    private mutating func copyBinding(_ binding: LookBinding, image: String, index: Int) -> LookBinding {
        var copy = binding
        copy.value.target = .image(RepeatedSlots.copyName(image, index))
        guard let reads = binding.reads, reads.reads(RepeatedSlots.index),
            case .property(_, let from, let to) = binding.value.source
        else { return copy }
        // Named and kept with the look's numbers once the state's values are final
        // (`keepCopyNumber`): a count may still fold it into the copy's opacity.
        let number = reads.substituting(RepeatedSlots.index, with: Double(index))
        copy.reads = number
        copy.value.source = .property("", from: from, to: to)
        return copy
    }

    /// Multiplies the opacity of `copy` (its value's, or 1) by `clamp(double(count) - index, 0, 1)`:
    /// 0 for the copies at or past the count.
    private mutating func hide(
        _ shown: Located<String>, index: Int, past count: Located<String>, in values: inout [LookBinding],
        at location: SourceLocation
    ) {
        let copy = shown.value
        func node(_ kind: NumberExpression.Kind) -> NumberExpression { NumberExpression(kind, at: location) }
        let visible = node(
            .call(
                .clamp,
                [
                    node(
                        .arithmetic(
                            .subtract, node(.call(.double, [node(.reference(count.value))])),
                            node(.literal(Double(index))))),
                    node(.literal(0)), node(.literal(1)),
                ]))
        let position = values.firstIndex {
            $0.value.target == .image(copy) && $0.value.property == .opacity
        }
        guard let position else {
            values.append(
                LookBinding(
                    LookValue(
                        target: .image(copy), property: .opacity,
                        source: .property("", from: 0, to: 1)),
                    targetLocation: shown.location, propertyLocation: location, location: location,
                    reads: visible))
            return
        }
        let binding = values[position]
        let opacity: NumberExpression
        switch binding.value.source {
        case .constant(let value):
            opacity = node(.literal(value))
        case .property(let name, let from, let to):
            var read = binding.reads ?? node(.reference(name))
            if case .reference(let property) = read.kind, propertyTypes[property]?.keyword == "int" {
                read = node(.call(.double, [read]))
            }
            opacity = node(
                .arithmetic(
                    .add, node(.literal(from)),
                    node(.arithmetic(.multiply, read, node(.literal(to - from))))))
        }
        let hidden = node(.arithmetic(.multiply, opacity, visible))
        values[position].value.source = .property("", from: 0, to: 1)
        values[position].reads = hidden
    }
}

extension NumberExpression {
    /// Whether the expression reads the property (or word) `name`.
    func reads(_ name: String) -> Bool { firstRead(of: name) != nil }

    /// The first node that reads `name`, if any.
    func firstRead(of name: String) -> NumberExpression? {
        switch kind {
        case .reference(let read): return read == name ? self : nil
        case .literal, .touch: return nil
        case .negate(let operand): return operand.firstRead(of: name)
        case .arithmetic(_, let lhs, let rhs): return lhs.firstRead(of: name) ?? rhs.firstRead(of: name)
        case .call(_, let arguments): return arguments.lazy.compactMap { $0.firstRead(of: name) }.first
        }
    }

    /// The expression with every read of `name` replaced by the literal `value`.
    func substituting(_ name: String, with value: Double) -> NumberExpression {
        switch kind {
        case .reference(let read) where read == name: return NumberExpression(.literal(value), at: location)
        case .literal, .touch, .reference: return self
        case .negate(let operand):
            return NumberExpression(.negate(operand.substituting(name, with: value)), at: location)
        case .arithmetic(let op, let lhs, let rhs):
            return NumberExpression(
                .arithmetic(op, lhs.substituting(name, with: value), rhs.substituting(name, with: value)),
                at: location)
        case .call(let function, let arguments):
            return NumberExpression(
                .call(function, arguments.map { $0.substituting(name, with: value) }), at: location)
        }
    }
}
