import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The decoder accepts exactly what `SpecKeys` describes: every keyword key takes each of its
/// words and refuses others, every bounded number key takes its bounds and refuses values past
/// them. So the JSON Schema and the reference, which are written from `SpecKeys`, cannot promise
/// what the decoder refuses.
final class LanguageAgreementTests: XCTestCase {
    /// `key: value` in a small spec where the mapping of `table` holds it: where the skeleton spec
    /// already has the key, its value is replaced (the first occurrence is the table's).
    private func spec(_ table: KeyTable, _ key: String, _ value: String) -> String {
        let placeholder = "zzPlaceholder: 0"
        let skeleton = DecodeHarness.document(placing: placeholder, in: table.name)
        guard let existing = skeleton.range(of: "\(key): ") else {
            return DecodeHarness.document(placing: "\(key): \(value)", in: table.name)
        }
        let end = skeleton[existing.upperBound...].firstIndex { ",}\n".contains($0) } ?? skeleton.endIndex
        let replaced = skeleton.replacingCharacters(in: existing.upperBound..<end, with: value)
        return replaced.replacingOccurrences(of: ", \(placeholder)", with: "")
    }

    private func codes(_ table: KeyTable, _ key: String, _ value: String) -> [DiagnosticCode] {
        DecodeHarness.decode(spec(table, key, value)).1.map(\.code)
    }

    /// Words a skeleton cannot take for reasons of other keys (an enum needs `cases`, a stroke
    /// end needs a shape image to animate, `repeat: forever` a state that plays it as `ambient`).
    private let needsMore: Set<String> = ["enum", "strokeStart", "strokeEnd", "forever"]
    /// Keys the skeleton's leaf state cannot take: `history:` belongs on a parent (its words are
    /// checked on one in `HistoryDiagnosticTests`).
    private let needsParent: Set<String> = ["history"]

    func testEveryKeywordKeyTakesItsWordsAndNothingElse() {
        var checked = 0
        for table in SpecKeys.all {
            for entry in table.entries {
                let words = entry.kind.keywords
                guard !words.isEmpty, !(table.name == "state" && needsParent.contains(entry.name)) else {
                    continue
                }
                for word in words where !needsMore.contains(word) {
                    XCTAssertEqual(codes(table, entry.name, word), [], "\(table.name).\(entry.name): \(word)")
                }
                XCTAssertEqual(
                    codes(table, entry.name, "zzUnknown"), [.typeMismatch], "\(table.name).\(entry.name)")
                checked += 1
            }
        }
        XCTAssertEqual(
            checked, 17,
            "base, type, cap ×3, join ×3, curve, property, contentMode, alignment, weight, style,"
                + " look value property, repeat, a transition's after (`animation`)")
    }

    func testEveryBoundedNumberKeyTakesItsBoundsAndNothingPast() {
        var checked = 0
        for table in SpecKeys.all {
            for entry in table.entries {
                let bounds: NumberBounds
                switch entry.kind {
                case .number(let number) where number != .any: bounds = number
                case .integer(let whole):
                    bounds = whole
                    XCTAssertEqual(
                        codes(table, entry.name, "\((whole.minimum ?? 0) + 1.5)"), [.typeMismatch],
                        "\(table.name).\(entry.name) is a whole number")
                default: continue
                }
                let name = "\(table.name).\(entry.name)"
                if let minimum = bounds.minimum {
                    let edge = bounds.excludesMinimum ? minimum + 0.001 : minimum
                    XCTAssertEqual(codes(table, entry.name, "\(edge)"), [], "\(name) at its minimum")
                    let outside = bounds.excludesMinimum ? minimum : minimum - 0.001
                    XCTAssertEqual(
                        codes(table, entry.name, "\(outside)"), [.valueOutOfRange], "\(name) below")
                }
                if let maximum = bounds.maximum {
                    XCTAssertEqual(codes(table, entry.name, "\(maximum)"), [], "\(name) at its maximum")
                    XCTAssertEqual(
                        codes(table, entry.name, "\(maximum + 0.001)"), [.valueOutOfRange], "\(name) above")
                }
                checked += 1
            }
        }
        XCTAssertEqual(
            checked, 22,
            "radius, cornerRadius, alpha (a state's and a variant's), duration, delay, stiffness, damping, mass, response, dampingRatio,"
                + " bounciness, speed, lines, minimumScale, font size, border width and corner radius, row spacing,"
                + " a track's own duration and delay,"
                + " a transition's every (its after, a number or `animation`, is in TimingDecodeTests)"
        )
    }

    /// Every key whose value names declarations (`KeySpec.refersTo`) is resolved by the decoder
    /// against declarations of that kind: an undeclared name there is an `undefined-reference` that
    /// names the kind the table says. So the editor server, which completes and links names by the
    /// table, offers the names the decoder accepts.
    func testEveryReferenceKeyResolvesNamesOfItsKind() {
        // Keys whose unknown name is written differently: a guard and actions name properties
        // inside an expression; an image from a property has no asset; a group's region exists only
        // in a control with regions.
        let written: [String: String] = ["when": "zzUnknown > 0", "set": "{ zzUnknown: 1 }"]
        let whole = [
            "image.property":
                "control: T\nimages: { i: { property: zzUnknown } }\ninitial: a\nstates: { a: }\n",
            "group.region": "control: T\nevents: [off]\nregions: { r: { initial: a, states: { a: } } }\n"
                + "group: { idle: a, release: off, region: zzUnknown }\n",
        ]
        var checked: [String] = []
        for table in SpecKeys.all {
            for entry in table.entries {
                guard let kind = entry.refersTo else { continue }
                let name = "\(table.name).\(entry.name)"
                let text = whole[name] ?? spec(table, entry.name, written[entry.name] ?? "zzUnknown")
                let unknown = DecodeHarness.decode(text).1.filter { $0.code == .undefinedReference }
                XCTAssertEqual(unknown.count, 1, "\(name): \(unknown.map(\.message))")
                let message = unknown.first?.message ?? ""
                XCTAssert(
                    message.contains("'zzUnknown'") && message.contains(kind.rawValue),
                    "\(name) names \(kind.phrase): \(message)")
                checked.append(name)
            }
        }
        XCTAssertEqual(checked.count, 25, "\(checked)")
    }
}
