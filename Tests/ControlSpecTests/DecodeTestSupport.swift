import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// Reads and decodes spec text the way the pipeline does, for the Decode tests.
enum DecodeHarness {
    /// A small spec whose mapping of kind `table` holds `entry`.
    static func document(placing entry: String, in table: String) -> String {
        // A timer (`after:`, `every:`) starts the transition instead of `on:`.
        let isTimer = entry.hasPrefix("after:") || entry.hasPrefix("every:")
        let transition = isTimer ? "{ from: a, to: a, \(entry) }" : "{ from: a, on: tap, to: a, \(entry) }"
        let track = "{ target: control, property: scale, to: 1, \(entry) }"
        let plainTrack = "{ target: control, property: scale, to: 1 }"
        switch table {
        case "control": return "control: T\ninitial: a\nstates: { a: {} }\n\(entry)\n"
        case "property":
            return "control: T\nproperties: { p: { type: int, \(entry) } }\ninitial: a\nstates: { a: }\n"
        case "image", "shape", "circle", "rect", "path":
            let shape: String
            switch table {
            case "image":
                return "control: T\nimages: { i: { asset: x, \(entry) } }\ninitial: a\nstates: { a: }\n"
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
            case "spring":
                body = "{ spring: { \(springCompanions(of: entry))\(entry) }, tracks: [ \(plainTrack) ] }"
            case "curve": body = "{ duration: 1, curve: { \(entry) }, tracks: [ \(plainTrack) ] }"
            default: body = "{ duration: 1, tracks: [ \(track) ] }"
            }
            return "control: T\nanimations: { go: \(body) }\ninitial: a\nstates: { a: }\n"
                + "transitions: [ { from: a, on: tap, to: a, animation: go } ]\n"
        case "text", "font":
            let text =
                table == "text"
                ? "{ text: x, font: { size: 10 }, \(entry) }" : "{ text: x, font: { size: 10, \(entry) } }"
            return "control: T\ntexts: { t: \(text) }\ninitial: a\nstates: { a: { text: t } }\n"
        case "layout", "border", "row", "slot":
            let layout: String
            switch table {
            case "layout": layout = "{ \(entry) }"
            case "border": layout = "{ border: { width: 1, color: red, \(entry) } }"
            case "row": layout = "{ row: { \(entry) } }"
            default: layout = "{ slots: { s: { \(entry) } } }"
            }
            return "control: T\nlayout: \(layout)\ninitial: a\nstates: { a: }\n"
        case "lookValue":
            return
                "control: T\ninitial: a\n"
                + "states: { a: { values: [ { target: control, property: opacity, value: 1, \(entry) } ] } }\n"
        case "lookVariant":
            return
                "control: T\nproperties: { on: { type: bool } }\ninitial: a\n"
                + "states: { a: { variants: [ { when: on, \(entry) } ] } }\n"
        case "region": return "control: T\nregions: { r: { initial: a, states: { a: }, \(entry) } }\n"
        default:
            return
                "control: T\nevents: [off]\ninitial: a\nstates: { a: }\n"
                + "group: { idle: a, release: off, \(entry) }\n"
        }
    }

    /// The other keys `entry`'s spring form needs, so that a valid value of its key is a valid spring.
    private static func springCompanions(of entry: String) -> String {
        let key = entry.prefix { $0 != ":" }
        switch key {
        case "stiffness": return "damping: 10, "
        case "damping": return "stiffness: 100, "
        case "mass": return "stiffness: 100, damping: 10, "
        case "response": return "dampingRatio: 0.5, "
        case "dampingRatio": return "response: 0.5, "
        case "velocity": return "bounciness: 4, "
        default: return ""
        }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Syntax and Decode diagnostics of `text`, and the model when decoding produced one.
    static func decode(_ text: String, file: String = "T.control.yaml") -> (Control?, [Diagnostic]) {
        let (root, syntax) = YAMLReader.read(Array(text.utf8))
        guard let root else { return (nil, syntax) }
        let (control, decode) = SpecDecoder.decode(root, codes: DiagnosticCode.allCases)
        return (control, (syntax + decode).sorted())
    }

    /// The example specs under `Examples/`.
    static func examples() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: packageRoot.appendingPathComponent("Examples"), includingPropertiesForKeys: nil
        ).filter { $0.lastPathComponent.hasSuffix(".control.yaml") }.sorted { $0.path < $1.path }
    }
}

extension XCTestCase {
    /// Decodes `text` and asserts it has no diagnostics at all; returns the model.
    func decodeClean(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Control {
        let (control, diagnostics) = DecodeHarness.decode(text)
        XCTAssertEqual(diagnostics.map(Self.describe), [], file: file, line: line)
        return try XCTUnwrap(control, file: file, line: line)
    }

    /// Decodes `text` and asserts exactly the given diagnostics, as `code line:column` strings.
    @discardableResult
    func decodeExpecting(
        _ text: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) -> [Diagnostic] {
        let (_, diagnostics) = DecodeHarness.decode(text)
        XCTAssertEqual(
            diagnostics.map { "\($0.code.rawValue) \($0.location)" }, expected,
            diagnostics.map(Self.describe).joined(separator: "\n"), file: file, line: line)
        return diagnostics
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location): \(diagnostic.code.rawValue): \(diagnostic.message)"
    }
}
