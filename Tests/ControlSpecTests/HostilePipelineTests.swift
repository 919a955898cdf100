import Foundation
import TestSupport
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The hostile corpus in process, the way the fuzzer runs it: every file of
/// `Fixtures/Hostile` (its `Fuzz/` folder holds each input the fuzzer found a bug with) goes through
/// Syntax → Decode → Analyze → Generate without a crash or a hang, with every diagnostic at a real
/// position. Under `swift test --sanitize=address` this is the corpus under ASan. How fast each
/// input goes is a benchmark's question (`Benchmarks/hostile_corpus.py` prints the times); here a
/// generous limit only tells a hang from a slow machine.
final class HostilePipelineTests: XCTestCase {
    private static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Hostile")

    /// Seconds after which one input counts as hung: 120 (the slowest input takes well under a
    /// second on an idle machine, and 15 s was seen under heavy load), or `HOSTILE_TIME_LIMIT`.
    private static let hangLimit =
        ProcessInfo.processInfo.environment["HOSTILE_TIME_LIMIT"].flatMap(Double.init) ?? 120

    /// One pipeline run, handed from the thread that runs it to the test's.
    private final class Outcome: @unchecked Sendable {
        var result: CheckResult?
        var files: [GeneratedFile] = []
    }

    func testEveryCorpusFileRunsThroughThePipelineWithoutHanging() throws {
        var files: [URL] = []
        for folder in [Self.corpus, Self.corpus.appendingPathComponent("Fuzz")] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            files += names.sorted().filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }
                .map { folder.appendingPathComponent($0) }.filter { !isDirectory($0) }
        }
        XCTAssertGreaterThan(files.count, 20)
        for file in files {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: file.path), file.path)
            runPipeline([UInt8](bytes), name: file.lastPathComponent)
        }
    }

    func testHugeInputsAreRefusedQuickly() {
        let deep =
            "control: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(runPipeline(Array(deep.utf8), name: "deep flow"), [.depthLimit])
        let block = "control: A\nx:\n" + String(repeating: "- ", count: 100_000) + "a\n"
        XCTAssertEqual(runPipeline(Array(block.utf8), name: "deep block"), [.depthLimit])
        let mappings = "control: A\nx: " + String(repeating: "{a: ", count: 100_000)
        XCTAssertEqual(runPipeline(Array(mappings.utf8), name: "deep mappings"), [.depthLimit])
        let scalar = "control: A\nsummary: " + String(repeating: "x", count: 10 * 1024 * 1024)
        XCTAssertEqual(runPipeline(Array(scalar.utf8), name: "10 MB scalar"), [.sizeLimit])
        var generator = SplitMix(seed: 0x5EED)
        for round in 0..<20 {
            let noise = (0..<4_096).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let codes = runPipeline(noise, name: "random binary \(round)")
            XCTAssertFalse(codes.isEmpty, "random binary \(round) was accepted")
        }
    }

    /// An offset past Int's own range is reported as such, not as the saturated value.
    func testOffsetsThatOverflowIntAreReportedAsOverflow() throws {
        let path = Self.corpus.appendingPathComponent("int-overflow.control.yaml").path
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        let messages = Pipeline().check([UInt8](bytes), file: path).diagnostics.map(\.message)
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages[0].contains("can make `big` more than 9223372036854775807,"), messages[0])
        XCTAssertTrue(messages[1].contains("can make `small` less than -9223372036854775808,"), messages[1])
    }

    /// Guards whose exact analysis is exponential fall back to the conservative analysis, with the
    /// note that says why, in well under a second.
    func testExponentialGuardsFallBackQuickly() throws {
        for name in ["guard-and-of-ors", "guard-or-of-ands"] {
            let path = Self.corpus.appendingPathComponent(name + ".control.yaml").path
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
            XCTAssertEqual(runPipeline([UInt8](bytes), name: name), [])
            let notes = Pipeline().check([UInt8](bytes), file: path).diagnostics
            XCTAssertEqual(notes.map(\.code), [.explorationBudget], name)
            XCTAssertTrue(notes.first?.message.contains("cases") == true, notes.first?.message ?? name)
        }
    }

    /// Runs every stage on `bytes` on a thread of its own and returns the error codes; an input
    /// still running after `hangLimit` seconds fails the test as hung.
    @discardableResult
    private func runPipeline(_ bytes: [UInt8], name: String, line: UInt = #line) -> [DiagnosticCode] {
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let pipeline = Pipeline(analysis: AnalysisOptions(explorationBudget: 100_000))
            let result = pipeline.check(bytes, file: name)
            outcome.result = result
            if let analysis = result.analysis, result.decoded != nil, !result.hasErrors {
                // Twice, to see that generation is deterministic.
                outcome.files = [
                    pipeline.generate(analysis, file: name), pipeline.generate(analysis, file: name),
                ]
            }
            done.signal()
        }
        guard done.wait(timeout: .now() + Self.hangLimit) == .success, let result = outcome.result else {
            XCTFail("\(name) hung: no result after \(Self.hangLimit) s", line: line)
            return []
        }
        if let control = result.decoded?.control, outcome.files.count == 2 {
            XCTAssertEqual(outcome.files[0].name, control.name.value + ".swift", name, line: line)
            XCTAssertEqual(outcome.files[1], outcome.files[0], "\(name): not deterministic", line: line)
        }
        for diagnostic in result.diagnostics {
            XCTAssertGreaterThanOrEqual(diagnostic.location.line, 1, name, line: line)
            XCTAssertGreaterThanOrEqual(diagnostic.location.column, 1, name, line: line)
        }
        return result.diagnostics.filter { $0.severity == .error }.map(\.code)
    }

    private func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}
