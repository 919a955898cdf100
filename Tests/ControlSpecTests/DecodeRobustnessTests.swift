import ControlSpec
import XCTest

/// Hostile or unusual input gets diagnostics, never a crash or a hang.
final class DecodeRobustnessTests: XCTestCase {
    private let spec = "control: T\nproperties: { n: { type: int } }\ninitial: a\nstates: { a: {} }\n"

    func testDeeplyNestedGuardIsRefusedAtItsColumn() {
        let guardText = String(repeating: "(", count: 5_000) + "n > 0" + String(repeating: ")", count: 5_000)
        let diagnostics = decodeExpecting(
            spec + "transitions:\n  - { from: a, on: tap, to: a, when: \"\(guardText)\" }\n",
            ["invalid-guard 6:103"])
        XCTAssertEqual(diagnostics.first?.message, "the guard nests more than 64 levels deep; simplify it")
    }

    func testEveryKeyWithOddValuesIsDecodedWithoutTrapping() {
        let values = ["[1, [2]]", "{ x: { y: z } }", "\"\"", "~", "-1e999", "999999999999999999999", "'#'"]
        for table in SpecKeys.all {
            for key in table.keys {
                for value in values {
                    let text = document(placing: "\(key): \(value)", in: table.name)
                    let (_, diagnostics) = DecodeHarness.decode(text)
                    // No key takes an arbitrary mapping or nothing; the other values only must not trap.
                    if value.hasPrefix("{") || value == "~" {
                        XCTAssertFalse(
                            diagnostics.isEmpty, "\(table.name).\(key): \(value) should be reported")
                    }
                }
            }
        }
    }

    /// A small spec whose mapping of kind `table` holds `entry`.
    private func document(placing entry: String, in table: String) -> String {
        let transition = "{ from: a, on: tap, to: a, \(entry) }"
        let track = "{ target: control, property: scale, to: 1, \(entry) }"
        switch table {
        case "control": return "control: T\ninitial: a\nstates: { a: {} }\n\(entry)\n"
        case "property":
            return "control: T\nproperties: { p: { type: int, \(entry) } }\ninitial: a\nstates: { a: }\n"
        case "image", "shape", "circle", "rect", "path":
            let shape: String
            switch table {
            case "image": return "control: T\nimages: { i: { \(entry) } }\ninitial: a\nstates: { a: }\n"
            case "shape": shape = "{ \(entry) }"
            case "circle": shape = "{ circle: { center: [0.5, 0.5], radius: 0.5, fill: red, \(entry) } }"
            case "rect": shape = "{ rect: { origin: [0, 0], size: [1, 1], fill: red, \(entry) } }"
            default: shape = "{ path: { points: [[0, 0], [1, 1]], stroke: red, \(entry) } }"
            }
            return
                "control: T\nimages: { i: { shape: [ \(shape) ] } }\n"
                + "initial: a\nstates: { a: { image: i } }\n"
        case "state": return "control: T\ninitial: a\nstates: { a: { \(entry) } }\n"
        case "transition": return "control: T\ninitial: a\nstates: { a: }\ntransitions: [ \(transition) ]\n"
        case "animation", "spring", "curve", "track":
            let body: String
            switch table {
            case "animation":
                body = "{ duration: 1, tracks: [ { target: control, property: scale, to: 1 } ], \(entry) }"
            case "spring": body = "{ spring: { \(entry) }, tracks: [ \(track) ] }"
            case "curve": body = "{ duration: 1, curve: { \(entry) }, tracks: [ \(track) ] }"
            default: body = "{ duration: 1, tracks: [ \(track) ] }"
            }
            return "control: T\nanimations: { go: \(body) }\ninitial: a\nstates: { a: }\n"
                + "transitions: [ { from: a, on: tap, to: a, animation: go } ]\n"
        case "region": return "control: T\nregions: { r: { initial: a, states: { a: }, \(entry) } }\n"
        default:
            return
                "control: T\nevents: [off]\ninitial: a\nstates: { a: }\n"
                + "group: { idle: a, release: off, \(entry) }\n"
        }
    }
}
