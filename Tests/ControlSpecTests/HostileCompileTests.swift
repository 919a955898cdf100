import ControlSpec
import Foundation
import TestSupport
import XCTest

/// Valid but strange specs (Swift keywords, names of the machine's own members and types, free text
/// built to break out of a string literal or a comment) must generate code that compiles: the
/// generated files are type-checked with `swiftc` in Swift 6 mode, warnings as errors, against the
/// runtime and the UIKit double of `Sources/UIKitDouble`, so the adapters are
/// checked too. A payload that escaped its literal would hit its `#error` and fail the check.
final class HostileCompileTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let corpus = root.appendingPathComponent("Tests/ControlSpecTests/Fixtures/Hostile")
    private static let strangeSpecs = [
        "breakout-strings", "keyword-names", "member-names", "type-names", "region-names", "int-extremes",
        "guard-and-of-ors", "guard-or-of-ands",
    ]

    func testStrangeButValidSpecsGenerateCodeThatCompiles() throws {
        let scratch = try Self.scratchFolder(self)
        var generated: [String] = []
        for name in Self.strangeSpecs {
            let path = Self.corpus.appendingPathComponent(name + ".control.yaml").path
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path), path)
            let pipeline = Pipeline()
            let result = pipeline.check([UInt8](bytes), file: path)
            XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }, [], name)
            let file = pipeline.generate(try XCTUnwrap(result.analysis, name), file: path)
            XCTAssertFalse(file.contents.isEmpty, name)
            let url = scratch.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            generated.append(url.path)
        }
        let (stubs, modules) = try Self.emitRuntimeWithUIKitDouble(in: scratch)
        let check = try Self.swiftc(
            ["-typecheck", "-module-name", "App", "-swift-version", "6", "-warnings-as-errors"]
                + ["-I", stubs.path, "-I", modules.path] + generated,
            in: scratch)
        XCTAssertEqual(check.status, 0, check.output)
    }

    /// Statements too long for a line (long state names in `send`'s `return Step(…)`) are laid out as
    /// `swift format` lays them out, so a project that lints its sources accepts the generated file.
    func testLongNamesGenerateCodeSwiftFormatLeavesAlone() throws {
        let scratch = try Self.scratchFolder(self)
        let path = Self.corpus.appendingPathComponent("long-names.control.yaml").path
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        let pipeline = Pipeline()
        let result = pipeline.check([UInt8](bytes), file: path)
        XCTAssertEqual(result.diagnostics, [])
        let file = pipeline.generate(try XCTUnwrap(result.analysis), file: path)
        XCTAssertTrue(
            file.contents.split(separator: "\n").contains { $0.count > 110 && $0.contains("return Step(") }
                == false)
        XCTAssertTrue(file.contents.contains("return Step(\n"), "the long `return Step(…)` is wrapped")
        let url = scratch.appendingPathComponent(file.name)
        try Data(file.contents.utf8).write(to: url)
        let configuration = Self.root.appendingPathComponent(".swift-format").path
        let lint = try Subprocess.runTool(
            "swift", ["format", "lint", "--strict", "--configuration", configuration, url.path], in: scratch)
        XCTAssertEqual(lint.status, 0, lint.output)
        XCTAssertEqual(lint.output, "")
    }

    func testFreeTextStaysInsideItsLiteralsAndComments() throws {
        let path = Self.corpus.appendingPathComponent("breakout-strings.control.yaml").path
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
        let pipeline = Pipeline()
        let analysis = try XCTUnwrap(pipeline.check([UInt8](bytes), file: path).analysis)
        let contents = pipeline.generate(analysis, file: path).contents
        for line in contents.split(separator: "\n") where line.contains("#error") {
            let code = line.trimmingCharacters(in: .whitespaces)
            XCTAssertTrue(code.hasPrefix("///") || code.hasPrefix("//") || code.contains("\""), String(line))
        }
        XCTAssertFalse(contents.contains("\u{0}"), "a NUL byte reached the source")
        XCTAssertFalse(contents.contains("\u{2028}"), "a line separator reached the source unescaped")
    }

    /// A control named after a type the generated file uses would shadow it with its adapter class.
    func testControlNamesThatWouldShadowGeneratedTypesAreRejected() throws {
        var names = [
            "String", "Int", "Bool", "Double", "Never", "Optional", "Hashable", "Sendable", "CaseIterable",
            "UIControl", "UIButton", "UIView", "UIKit", "NSCoder", "CGRect", "MainActor",
            "ControlSpecRuntime",
        ]
        names += try Self.runtimeTopLevelTypes()
        XCTAssertTrue(names.contains("StateLook"))
        for name in names {
            let spec = "control: \(name)\nevents: [tap]\ninitial: a\nstates: { a: {} }\n"
            let result = Pipeline().check(Array(spec.utf8), file: "\(name).control.yaml")
            let errors = result.diagnostics.filter { $0.severity == .error }
            XCTAssertEqual(errors.map(\.code), [.invalidName], name)
            XCTAssertEqual(errors.first?.location, SourceLocation(line: 1, column: 10), name)
        }
    }

    // MARK: - Helpers

    /// Public top-level types of `Sources/ControlSpecRuntime` (declared without indentation).
    private static func runtimeTopLevelTypes() throws -> [String] {
        let folder = root.appendingPathComponent("Sources/ControlSpecRuntime")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        var names: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("public ") {
                let words = line.split(whereSeparator: { " :<{(".contains($0) })
                guard
                    let kind = words.firstIndex(where: {
                        ["struct", "enum", "class", "protocol"].contains($0)
                    }),
                    kind + 1 < words.count
                else { continue }
                names.append(String(words[kind + 1]))
            }
        }
        return names.sorted()
    }

    /// Builds the UIKit double's modules and the runtime against them, as an Apple app would see them.
    private static func emitRuntimeWithUIKitDouble(in scratch: URL) throws -> (stubs: URL, modules: URL) {
        let stubs = scratch.appendingPathComponent("stubs")
        let modules = scratch.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        // The double's UIKit reads the shared table of named colors (Sources/SystemColors) and
        // follows the touch rule (Sources/ControlSpecTouch): those modules first.
        for module in ["SystemColors", "ControlSpecTouch", "CoreGraphics", "QuartzCore", "UIKit", "SwiftUI"] {
            let folder =
                ["SystemColors", "ControlSpecTouch"].contains(module)
                ? root.appendingPathComponent("Sources/\(module)")
                : root.appendingPathComponent("Sources/UIKitDouble/\(module)")
            let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
            let result = try swiftc(
                [
                    "-emit-module", "-parse-as-library", "-module-name", module, "-I", stubs.path,
                    "-emit-module-path", stubs.appendingPathComponent("\(module).swiftmodule").path,
                ] + sources,
                in: scratch)
            XCTAssertEqual(result.status, 0, result.output)
        }
        let runtimeFolder = root.appendingPathComponent("Sources/ControlSpecRuntime")
        let runtime =
            (FileManager.default.enumerator(atPath: runtimeFolder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { runtimeFolder.appendingPathComponent($0).path }
        let result = try swiftc(
            [
                "-emit-module", "-parse-as-library", "-module-name", "ControlSpecRuntime", "-swift-version",
                "6",
                "-I", stubs.path,
                "-emit-module-path", modules.appendingPathComponent("ControlSpecRuntime.swiftmodule").path,
            ] + runtime,
            in: scratch)
        XCTAssertEqual(result.status, 0, result.output)
        return (stubs, modules)
    }

    private static func swiftc(_ arguments: [String], in folder: URL) throws -> Subprocess.Result {
        try Subprocess.runTool("swiftc", arguments, in: folder)
    }

    private static func scratchFolder(_ testCase: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "controlspec-hostile-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}
