import ControlSpec
import Foundation
import XCTest

/// The generated Swift of every spec in `Examples/` and `Tests/GeneratedCodeTests/Specs/` is
/// checked in under `Tests/GeneratedCodeTests/Generated/`, where the GeneratedCodeTests target
/// compiles and drives it. This test regenerates each file and compares it byte for byte. The
/// specs in `Tests/GeneratedCodeTests/Specs/Positional/` are generated with every `Transition` a
/// position (`GeneratorOptions.transitionCaseLimit` 0), the shape of machines above 4,096
/// transitions, so that a small spec compiles and drives it.
///
/// Re-record after a deliberate change to the generator or a spec with:
///
///     RECORD_GOLDEN=1 swift test --filter GoldenFileTests
final class GoldenFileTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let golden = root.appendingPathComponent("Tests/GeneratedCodeTests/Generated")
    private static let specFolders = [
        "Examples", "Tests/GeneratedCodeTests/Specs", "Tests/GeneratedCodeTests/Specs/Positional",
    ]

    func testGeneratedCodeMatchesGoldenFiles() throws {
        let recording = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
        var expected: Set<String> = []
        for spec in try specs() {
            let bytes = Array(try Data(contentsOf: spec))
            let result = Pipeline().check(bytes, file: spec.lastPathComponent)
            guard let analysis = result.analysis else {
                XCTFail(
                    "no model was decoded and analysed for \(spec.lastPathComponent): \(result.diagnostics)")
                continue
            }
            let errors = result.diagnostics.filter { $0.severity == .error }
            XCTAssertEqual(errors, [], spec.lastPathComponent)
            var options = GeneratorOptions()
            if spec.deletingLastPathComponent().lastPathComponent == "Positional" {
                options.transitionCaseLimit = 0
                options.stateCaseLimit = 0
            }
            let pipeline = Pipeline(generator: options)
            let file = pipeline.generate(analysis, file: spec.path)
            XCTAssertEqual(pipeline.generate(analysis, file: spec.path), file, "deterministic")
            expected.insert(file.name)
            let path = Self.golden.appendingPathComponent(file.name)
            if recording {
                try Data(file.contents.utf8).write(to: path, options: .atomic)
                continue
            }
            let stored = try? String(contentsOf: path, encoding: .utf8)
            XCTAssertEqual(
                stored, file.contents,
                "\(file.name) differs from its spec's output; re-record: RECORD_GOLDEN=1 swift test --filter GoldenFileTests"
            )
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path).filter {
            $0.hasSuffix(".swift")
        }
        XCTAssertEqual(Set(present), expected, "every golden file has a spec and every spec a golden file")
    }

    private func specs() throws -> [URL] {
        var specs: [URL] = []
        for folder in Self.specFolders {
            let url = Self.root.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            specs += names.filter { $0.hasSuffix(".control.yaml") }.sorted().map {
                url.appendingPathComponent($0)
            }
        }
        return specs
    }
}
