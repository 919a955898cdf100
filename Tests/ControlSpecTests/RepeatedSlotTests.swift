@_spi(Compiler) import ControlSpecRuntime
import XCTest

@testable import ControlSpec
@testable import ControlSpecCore
@testable import ControlSpecResolve

/// A repeated slot (`repeat:`) is decoded into its copies, each `step:` further on, with its
/// images, their look values (`index` read as the copy's number) and the hiding of the copies past
/// a count property; each misuse is a `repeated-slot` error at its line and column.
final class RepeatedSlotTests: XCTestCase {
    private func spec(
        count: String = "{ type: int, range: [0, 4], input: true }", slot: String,
        value: String = "clamp(rating - index, 0, 1)", target: String = "star", row: String = ""
    ) -> String {
        """
        control: T
        properties:
          rating: { type: double, input: true }
          count: \(count)
        layout:
          size: [100, 20]\(row)
          slots:
            star: \(slot)
            label: { frame: [0, 0, w, h] }
        images:
          star: { symbol: star.fill, slot: star }
          mark: { symbol: circle, slot: label }
        initial: a
        states:
          a:
            image: [star, mark]
            values: [ { target: \(target), property: opacity, value: "\(value)", from: 0.2, to: 1 } ]
        transitions: []
        """
    }

    private func message(_ diagnostics: [Diagnostic]) -> String { diagnostics.first?.message ?? "<none>" }

    func testARepeatedSlotBecomesItsCopiesEachAStepFurther() throws {
        let control = try decodeClean(spec(slot: "{ repeat: 3, step: [0.25w, 2], frame: [4, 0, 0.2w, h] }"))
        let slots = try XCTUnwrap(control.layout?.slots)
        XCTAssertEqual(slots.map(\.name.value), ["star_0", "star_1", "star_2", "label"])
        XCTAssertEqual(slots[2].frame?.value[0], Length(points: 4, width: 0.5), "4 + 2 × 0.25w")
        XCTAssertEqual(slots[2].frame?.value[1], Length(points: 4), "0 + 2 × 2")
        XCTAssertEqual(slots[2].frame?.value[2], Length(width: 0.2), "the size is the slot's")
        XCTAssertEqual(control.images.map(\.name.value), ["star_0", "star_1", "star_2", "mark"])
        XCTAssertEqual(control.images.map(\.slot?.value), ["star_0", "star_1", "star_2", "label"])
        let state = control.regions[0].states[0]
        XCTAssertEqual(state.images.map(\.value), ["star_0", "star_1", "star_2", "mark"])
        XCTAssertEqual(state.values.map(\.value.target), (0..<3).map { .image("star_\($0)") })
        // Each copy reads its own number where `index` stood; the look data holds it under the copy's
        // and the property's name.
        let fields = state.values.map { value -> String in
            guard case .property(let field, 0.2, 1) = value.value.source else { return "?" }
            return field
        }
        XCTAssertEqual(fields, ["star_0.opacity", "star_1.opacity", "star_2.opacity"])
        for (index, field) in fields.enumerated() {
            let computed = try XCTUnwrap(control.computedTexts.first { $0.field == field })
            for rating in [0.0, 0.5, 1, 2.5, 3] {
                XCTAssertEqual(
                    computed.expression.value { $0 == "rating" ? rating : nil },
                    min(max(rating - Double(index), 0), 1), "copy \(index) at rating \(rating)")
            }
        }
    }

    func testTheRuntimeLaysEachCopyOutWhereItsStepSays() throws {
        let control = try decodeClean(spec(slot: "{ repeat: 4, step: [0.25w, 1], frame: [2, 0, 0.25w, 10] }"))
        let look = try XCTUnwrap(RuntimeLooks(control: control).look(region: 0, state: "a"))
        let layout = look.resolved(with: LookData(numbers: ["rating": 2])).layout(
            in: LayoutSize(width: 100, height: 20), measure: { _ in LayoutSize(width: 0, height: 0) })
        XCTAssertEqual(layout.items.map(\.name), ["star_0", "star_1", "star_2", "star_3", "mark"])
        for index in 0..<4 {
            // Worked out by hand: 2 points in, a quarter of 100 points wide and a quarter further
            // right and 1 point lower per copy, 10 points high.
            XCTAssertEqual(
                layout.frame(of: "star_\(index)"),
                LayoutRect(x: 2 + 25 * Double(index), y: Double(index), width: 25, height: 10))
        }
    }

    func testACountPropertyHidesTheCopiesPastItsValue() throws {
        let control = try decodeClean(spec(slot: "{ repeat: count, step: [20, 0], frame: [0, 0, 20, h] }"))
        let state = control.regions[0].states[0]
        XCTAssertEqual(state.images.count, 5, "the range's upper bound, 4, copies and the mark")
        for count in 0...4 {
            for rating in [0.0, 1.5, 4] {
                for (index, binding) in state.values.enumerated() {
                    guard case .property(let field, 0, 1) = binding.value.source,
                        let computed = control.computedTexts.first(where: { $0.field == field })
                    else { return XCTFail("\(binding.value.source)") }
                    let opacity = computed.expression.value {
                        ["rating": rating, "count": Double(count)][$0]
                    }
                    let lit = 0.2 + min(max(rating - Double(index), 0), 1) * 0.8
                    XCTAssertEqual(
                        try XCTUnwrap(opacity), index < count ? lit : 0, accuracy: 1e-12,
                        "copy \(index), count \(count), rating \(rating)")
                }
            }
        }
    }

    func testACopyWithoutItsOwnOpacityIsHiddenPastTheCount() throws {
        let control = try decodeClean(
            spec(slot: "{ repeat: count, frame: [0, 0, 20, h] }", value: "rating", target: "mark"))
        let state = control.regions[0].states[0]
        let hidden = state.values.filter { $0.value.target != .image("mark") }
        XCTAssertEqual(hidden.map(\.value.target), (0..<4).map { .image("star_\($0)") })
        XCTAssertEqual(
            hidden.map(\.value.source), (0..<4).map { .property("star_\($0).opacity", from: 0, to: 1) })
        XCTAssertEqual(
            control.computedTexts.filter { $0.field.hasPrefix("star_") }.map(\.expression.description),
            (0..<4).map { "clamp(double(count) - \($0), 0, 1)" })
    }

    func testTwoStatesComputingACopyDifferentlyKeepTwoNumbers() throws {
        let text = spec(slot: "{ repeat: 2, frame: [0, 0, 20, h] }")
            .replacingOccurrences(
                of: "transitions: []",
                with: """
                      b:
                        image: star
                        values: [ { target: star, property: opacity, value: "clamp(index - rating, 0, 1)" } ]
                    transitions: []
                    """)
        let control = try decodeClean(text)
        let fields = control.regions[0].states.map { state in
            state.values.map { value -> String in
                guard case .property(let field, _, _) = value.value.source else { return "?" }
                return field
            }
        }
        XCTAssertEqual(
            fields, [["star_0.opacity", "star_1.opacity"], ["star_0.opacity 2", "star_1.opacity 2"]])
        let kept = Dictionary(
            uniqueKeysWithValues: control.computedTexts.map { ($0.field, $0.expression.description) })
        XCTAssertEqual(kept["star_1.opacity"], "clamp(rating - 1, 0, 1)")
        XCTAssertEqual(kept["star_1.opacity 2"], "clamp(1 - rating, 0, 1)")
    }

    func testATrackOnARepeatedImageMovesEveryCopy() throws {
        let text = spec(slot: "{ repeat: 3, frame: [0, 0, 20, h] }", value: "rating")
            .replacingOccurrences(
                of: "transitions: []",
                with: """
                    events: [tap]
                    animations:
                      pulse: { duration: 0.2, tracks: [ { target: star, property: scale, from: 1.2, to: 1 } ] }
                    transitions:
                      - { from: a, on: tap, to: a, animation: pulse }
                    """)
        let control = try decodeClean(text)
        let tracks = try XCTUnwrap(control.animations.first?.tracks)
        XCTAssertEqual(tracks.map(\.target.value), (0..<3).map { .image("star_\($0)") })
        XCTAssertEqual(Set(tracks.map(\.to.value)), [1])
    }

    func testACountWithoutARangeIsReportedAtItsName() {
        // `    star: { repeat: count, … }`: `count` is column 21.
        let diagnostics = decodeExpecting(
            spec(count: "{ type: int, input: true }", slot: "{ repeat: count, frame: [0, 0, 20, h] }"),
            ["repeated-slot 8:21"])
        XCTAssertEqual(
            message(diagnostics),
            "'repeat: count' needs the most copies; give property 'count' a range such as 'range: [0, 5]'"
                + " (its upper bound is the most copies, at most 100)")
    }

    func testACountThatIsNotAnIntIsReported() {
        let diagnostics = decodeExpecting(
            spec(slot: "{ repeat: rating, frame: [0, 0, 20, h] }"), ["repeated-slot 8:21"])
        XCTAssertEqual(
            message(diagnostics), "'repeat' counts copies with an int; property 'rating' is a double")
    }

    func testACountOutOfRangeIsReported() {
        decodeExpecting(spec(slot: "{ repeat: 0, frame: [0, 0, 20, h] }"), ["repeated-slot 8:21"])
        decodeExpecting(spec(slot: "{ repeat: 2.5, frame: [0, 0, 20, h] }"), ["repeated-slot 8:21"])
        decodeExpecting(spec(slot: "{ repeat: 101, frame: [0, 0, 20, h] }"), ["repeated-slot 8:21"])
        decodeExpecting(
            spec(count: "{ type: int, range: [0, 200] }", slot: "{ repeat: count, frame: [0, 0, 20, h] }"),
            ["repeated-slot 8:21"])
        decodeExpecting(
            spec(count: "{ type: int, range: [0, 0] }", slot: "{ repeat: count, frame: [0, 0, 20, h] }"),
            ["repeated-slot 8:21"])
        decodeExpecting(spec(slot: "{ repeat: cuont, frame: [0, 0, 20, h] }"), ["undefined-reference 8:21"])
    }

    func testIndexOutsideARepeatedTargetIsReportedAtTheWord() {
        // `value: "clamp(rating - index, 0, 1)"` on `mark`: `index` is column 73.
        let diagnostics = decodeExpecting(
            spec(slot: "{ repeat: 3, frame: [0, 0, 20, h] }", target: "mark"), ["repeated-slot 17:73"])
        XCTAssertEqual(
            message(diagnostics),
            "'index' numbers the copies of a repeated slot, but this value targets image 'mark', which is not"
                + " in one; target an image whose slot has 'repeat:', or declare a property 'index'")
        decodeExpecting(
            spec(slot: "{ repeat: 3, frame: [0, 0, 20, h] }", value: "index", target: "control"),
            ["repeated-slot 17:61"])
    }

    func testStepWithoutRepeatAndRepeatInARowAreReported() {
        decodeExpecting(
            spec(slot: "{ step: [20, 0], frame: [0, 0, 20, h] }", value: "rating"), ["repeated-slot 8:13"])
        let row = spec(slot: "{ repeat: 3, size: [20, 20] }", row: "\n  row: { spacing: 2 }")
            .replacingOccurrences(of: "label: { frame: [0, 0, w, h] }", with: "label: { size: [20, 20] }")
        decodeExpecting(row, ["repeated-slot 9:21"])
    }
}
