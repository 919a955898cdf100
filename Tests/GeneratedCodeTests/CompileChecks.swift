import Foundation
import TestSupport
import XCTest

/// Compiles the runtime and the checked-in generated code with `swiftc` the way an app would:
/// Swift 6 mode with warnings as errors, on Linux and against the UIKit double
/// (`Sources/UIKitDouble/`, the UIKit, QuartzCore and CoreGraphics API the code uses), and checks the runtime
/// version handshake, and that the generated code is `swift format lint` clean.
final class CompileChecks: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("controlspec-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    func testGeneratedCodeCompilesWithoutWarningsInSwift6Mode() throws {
        let modules = scratch.appendingPathComponent("modules")
        try emitRuntime(into: modules, searchPaths: [])
        let result = try swiftc(
            ["-emit-sil", "-wmo", "-module-name", "App", "-I", modules.path, "-o", "/dev/null"]
                + strictFlags + generatedFiles())
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testGeneratedCodeIsSwiftFormatClean() throws {
        let configuration = Self.root.appendingPathComponent(".swift-format").path
        let result = try Subprocess.runTool(
            "swift", ["format", "lint", "--strict", "--configuration", configuration] + generatedFiles(),
            in: scratch)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "")
    }

    /// Every generated `send(_:)`, optimized, contains no allocation, no existential and no call
    /// but to the table lookup `advance(_:)`, which is checked the same way: table loads, nested
    /// switches over enums and inlined arithmetic only. (The optimizer may move the body into a
    /// specialization of `send` itself, which is checked the same way.) A machine above 256 states
    /// (LargeStateRing) calls its out-of-line per-state `sendIn…` methods, which are checked the same
    /// way.
    func testOptimizedSendAllocatesNothing() throws {
        let modules = scratch.appendingPathComponent("modules")
        try emitRuntime(into: modules, searchPaths: [])
        let sil = scratch.appendingPathComponent("App.sil")
        let result = try swiftc(
            ["-emit-sil", "-O", "-wmo", "-module-name", "App", "-I", modules.path, "-o", sil.path]
                + strictFlags + generatedFiles())
        XCTAssertEqual(result.status, 0, result.output)
        let text = try String(contentsOf: sil, encoding: .utf8)
        var checked = 0
        var checkedWithPoint = 0
        let send = "4sendyAC4StepVSgAC5EventOF"
        // `send(_:at:)` of a machine that reads the finger (`TouchEmitter`), checked the same way.
        // The runtime's module name in it is mangled with a word substitution when the machine's
        // own name shares a word with it (`SegmentedControl`): only the parts around it are matched.
        let sendAt = "4send_2atAC4StepVSgAC5EventO_"
        let sendAtEnd = "10TouchPointVtF"
        let advance = "7advanceys5Int32VAC5EventOF"
        let method = "sendIn"
        var function: (name: String, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("sil "),
                let name = line.split(separator: "@").dropFirst().first?.split(separator: " ").first,
                name.contains("Machine"),
                name.contains(send) || name.contains(advance) || name.contains(method)
                    || (name.contains(sendAt) && name.hasSuffix(sendAtEnd))
            {
                function = (String(name), [])
            } else if line.hasPrefix("} // end sil function"), let finished = function {
                if finished.name.hasSuffix(send) { checked += 1 }
                if finished.name.contains(sendAt) { checkedWithPoint += 1 }
                for forbidden in ["alloc_ref", "alloc_box", "alloc_existential", "init_existential"] {
                    XCTAssertFalse(
                        finished.lines.contains { $0.contains(forbidden) },
                        "\(finished.name) has \(forbidden)")
                }
                let calls = finished.lines.filter {
                    $0.contains("= function_ref") && !$0.contains(send) && !$0.contains(advance)
                        && !$0.contains(sendAt) && !$0.contains(method)
                }
                XCTAssertEqual(calls, [], "\(finished.name) calls a function")
                function = nil
            } else {
                function?.lines.append(line)
            }
        }
        XCTAssertEqual(checked, try generatedFiles().count, "one send per generated file")
        let readingTouch = try generatedFiles().filter {
            try String(contentsOfFile: $0, encoding: .utf8).contains("TouchReadingMachine {}")
        }
        XCTAssertEqual(
            checkedWithPoint, readingTouch.count, "one send(_:at:) per machine that reads the finger")
        XCTAssertGreaterThan(checkedWithPoint, 0)
    }

    func testUIKitPlayersAndAdaptersTypeCheckAgainstTheUIKitDouble() throws {
        let stubs = try emitUIKitDouble()
        let runtime = try runtimeFiles()
        XCTAssertTrue(runtime.contains { $0.hasSuffix("UIKit/ControlPlayer.swift") })
        let check = try swiftc(
            ["-typecheck", "-module-name", "ControlSpecRuntime", "-I", stubs.path] + strictFlags + runtime)
        XCTAssertEqual(check.status, 0, check.output)
        let modules = scratch.appendingPathComponent("modules")
        try emitRuntime(into: modules, searchPaths: [stubs])
        let usage = scratch.appendingPathComponent("Usage.swift")
        try Self.adapterUsage.write(to: usage, atomically: true, encoding: .utf8)
        let snippets = try runtimeGuideSnippets()
        XCTAssertGreaterThanOrEqual(snippets.count, 8, "Docs/Runtime.md's Swift snippets")
        let adapters = try swiftc(
            ["-typecheck", "-module-name", "App", "-I", stubs.path, "-I", modules.path] + strictFlags
                + generatedFiles() + [usage.path] + snippets)
        XCTAssertEqual(adapters.status, 0, adapters.output)
    }

    /// Each ```swift block of Docs/Runtime.md as a file of the app, importing the runtime, SwiftUI and
    /// UIKit.
    private func runtimeGuideSnippets() throws -> [String] {
        let guide = try String(
            contentsOf: Self.root.appendingPathComponent("Docs/Runtime.md"), encoding: .utf8)
        var paths: [String] = []
        var block: [Substring]?
        for line in guide.split(separator: "\n", omittingEmptySubsequences: false) {
            if block == nil, line == "```swift" {
                block = []
            } else if let lines = block, line == "```" {
                let path = scratch.appendingPathComponent("Snippet\(paths.count).swift")
                try (["import ControlSpecRuntime", "import SwiftUI", "import UIKit", ""] + lines)
                    .joined(separator: "\n")
                    .write(to: path, atomically: true, encoding: .utf8)
                paths.append(path.path)
                block = nil
            } else {
                block?.append(line)
            }
        }
        return paths
    }

    func testGeneratedCodeRefusesAnotherRuntimeVersion() throws {
        let copy = scratch.appendingPathComponent("runtime-v2")
        try FileManager.default.copyItem(
            at: Self.root.appendingPathComponent("Sources/ControlSpecRuntime"), to: copy)
        let versionFile = copy.appendingPathComponent("ControlSpecRuntime.swift")
        let text = try String(contentsOf: versionFile, encoding: .utf8)
        XCTAssertTrue(text.contains("case v1 = 1"))
        try text.replacingOccurrences(of: "case v1 = 1", with: "case v2 = 2")
            .replacingOccurrences(of: "ControlSpecRuntimeVersion.v1", with: "ControlSpecRuntimeVersion.v2")
            .write(to: versionFile, atomically: true, encoding: .utf8)
        let modules = scratch.appendingPathComponent("modules")
        try emitRuntime(into: modules, searchPaths: [], sources: copy)
        let generated = Self.root.appendingPathComponent(
            "Tests/GeneratedCodeTests/Generated/SortButton.swift")
        let result = try swiftc(["-typecheck", "-module-name", "App", "-I", modules.path, generated.path])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(
            result.output.contains("type 'ControlSpecRuntimeVersion' has no member 'v1'"), result.output)
    }

    /// The runtime's public API — what apps and generated code may call without an SPI import — is
    /// the checked-in `Docs/ControlSpecRuntime.swiftinterface` (the module interface the compiler
    /// prints, with the UIKit part as the UIKit double declares it; the header naming the compiler
    /// version is left out). A declaration made public, or a public one changed or removed, fails
    /// here; re-record with `RECORD_DOCS=1 swift test --filter CompileChecks` and review the diff.
    /// Whatever the list says, what only the compiler's preview and render need must stay behind
    /// `@_spi(Compiler)` (Docs/Architecture.md, "The public API").
    func testPublicAPIIsTheRecordedInterfaceAndCompilerOnlyAPIIsSPI() throws {
        let interfaces = try emitRuntimeInterfaces()
        let recorded = Self.root.appendingPathComponent("Docs/ControlSpecRuntime.swiftinterface")
        if ProcessInfo.processInfo.environment["RECORD_DOCS"] != nil {
            try interfaces.public.write(to: recorded, atomically: true, encoding: .utf8)
        }
        let recordedLines = try String(contentsOf: recorded, encoding: .utf8).split(separator: "\n")
        let builtLines = interfaces.public.split(separator: "\n")
        XCTAssertTrue(
            recordedLines == builtLines,
            """
            the runtime's public API changed (review it, then RECORD_DOCS=1 swift test --filter CompileChecks);
            only recorded: \(recordedLines.filter { !builtLines.contains($0) })
            only built: \(builtLines.filter { !recordedLines.contains($0) })
            """)
        for declaration in Self.compilerOnlyAPI {
            XCTAssertFalse(
                interfaces.public.contains(declaration), "`\(declaration)` is public; make it @_spi(Compiler)"
            )
            XCTAssertTrue(
                interfaces.private.split(separator: "\n").contains {
                    $0.contains("@_spi(Compiler)") && $0.contains(declaration)
                }, "`\(declaration)` is no longer declared @_spi(Compiler)")
        }
    }

    // MARK: Helpers

    /// What the compiler's preview and render (and tests) read but apps and generated code do not:
    /// the timeline and its poses, the layout solver's result and its rectangles, the text measure,
    /// and the solvers of springs, curves, lengths and look data.
    private static let compilerOnlyAPI = [
        "struct Timeline", "struct Presentation", "typealias Pose", "typealias Velocity",
        "struct AnimatableValues", "protocol AnimatableMeasure", "enum PoseMeasure", "enum VelocityMeasure",
        "struct ResolvedLayout", "struct LayoutRect", "typealias TextMeasure", "func layout(in",
        "func intrinsicSize(measure", "func value(in", "func value(with", "func rect(of",
        "func points(_ value: Swift.Double, in", "func resolved(_", "func interpolate(", "func state(after",
        "func progress(at", "func slope(at", "var controlPoints", "var dampingRatio", "var naturalFrequency",
        "var settlingTime", "var fractions",
    ]

    /// App code using the generated adapters; it also proves the UIKit double was visible.
    private static let adapterUsage = """
        #if !canImport(UIKit)
            #error("the UIKit double is not visible")
        #endif
        import ControlSpecRuntime
        import UIKit

        @MainActor
        func useAdapters() {
            let sort = SortButton(frame: .zero)
            sort.send(.tap)
            let state: SortButtonMachine.State = sort.machine.state
            _ = state
            let flat = FlatButton(frame: .zero)
            flat.driver.onOutput = { output in _ = output.builtin }
            let tick: UIControl = TickView(frame: .zero)
            _ = tick
            let swapper: UIView = Swapper(frame: .zero)
            _ = swapper
            let row = ExclusiveControlGroup<SortButtonMachine>()
            row.add(sort.driver)
            row.add(SortButton(frame: .zero).driver)
        }
        """

    private let strictFlags = ["-swift-version", "6", "-warnings-as-errors"]

    private func generatedFiles() throws -> [String] {
        let folder = Self.root.appendingPathComponent("Tests/GeneratedCodeTests/Generated")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swift")
        }
        XCTAssertFalse(names.isEmpty)
        return names.sorted().map { folder.appendingPathComponent($0).path }
    }

    private func runtimeFiles(in folder: URL? = nil) throws -> [String] {
        let folder = folder ?? Self.root.appendingPathComponent("Sources/ControlSpecRuntime")
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// Emits the runtime's module into `modules`, with ControlSpecTouch (the table of control
    /// events it re-exports) first.
    private func emitRuntime(into modules: URL, searchPaths: [URL], sources: URL? = nil) throws {
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let touch = try swiftc(
            [
                "-emit-module", "-parse-as-library", "-module-name", "ControlSpecTouch", "-swift-version",
                "6",
                "-emit-module-path", modules.appendingPathComponent("ControlSpecTouch.swiftmodule").path,
            ] + runtimeFiles(in: Self.root.appendingPathComponent("Sources/ControlSpecTouch")))
        XCTAssertEqual(touch.status, 0, touch.output)
        let result = try swiftc(
            [
                "-emit-module", "-parse-as-library", "-module-name", "ControlSpecRuntime", "-swift-version",
                "6",
                "-emit-module-path", modules.appendingPathComponent("ControlSpecRuntime.swiftmodule").path,
            ]
                + ([modules] + searchPaths).flatMap { ["-I", $0.path] } + runtimeFiles(in: sources))
        XCTAssertEqual(result.status, 0, result.output)
    }

    /// Emits the UIKit double's modules (and the modules it reads) into a folder of the scratch
    /// directory and returns that folder.
    private func emitUIKitDouble() throws -> URL {
        let stubs = scratch.appendingPathComponent("double")
        // The double's UIKit reads the shared table of named colors (Sources/SystemColors) and
        // follows the touch rule (Sources/ControlSpecTouch): those modules first.
        for module in ["SystemColors", "ControlSpecTouch", "CoreGraphics", "QuartzCore", "UIKit", "SwiftUI"] {
            let folder =
                ["SystemColors", "ControlSpecTouch"].contains(module)
                ? Self.root.appendingPathComponent("Sources/\(module)")
                : Self.root.appendingPathComponent("Sources/UIKitDouble/\(module)")
            let result = try swiftc(
                [
                    "-emit-module", "-parse-as-library", "-module-name", module, "-I", stubs.path,
                    "-swift-version", "6", "-warnings-as-errors",
                    "-emit-module-path", stubs.appendingPathComponent("\(module).swiftmodule").path,
                ] + runtimeFiles(in: folder))
            XCTAssertEqual(result.status, 0, result.output)
        }
        return stubs
    }

    /// The runtime's public module interface (what a plain `import ControlSpecRuntime` sees) and its
    /// private one (with the SPI), against the UIKit double, without the header lines that name
    /// the compiler and its flags.
    private func emitRuntimeInterfaces() throws -> (public: String, private: String) {
        let stubs = try emitUIKitDouble()
        let output = scratch.appendingPathComponent("interface")
        let publicPath = output.appendingPathComponent("ControlSpecRuntime.swiftinterface")
        let privatePath = output.appendingPathComponent("ControlSpecRuntime.private.swiftinterface")
        let result = try swiftc(
            [
                "-emit-module", "-parse-as-library", "-module-name", "ControlSpecRuntime", "-swift-version",
                "6",
                "-enable-library-evolution", "-I", stubs.path,
                "-emit-module-path", output.appendingPathComponent("ControlSpecRuntime.swiftmodule").path,
                "-emit-module-interface-path", publicPath.path,
                "-emit-private-module-interface-path", privatePath.path,
            ] + runtimeFiles())
        XCTAssertEqual(result.status, 0, result.output)
        func body(_ path: URL) throws -> String {
            try String(contentsOf: path, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .filter { !$0.hasPrefix("// swift-") }.joined(separator: "\n")
        }
        return (try body(publicPath), try body(privatePath))
    }

    private func swiftc(_ arguments: [String]) throws -> Subprocess.Result {
        try Subprocess.runTool("swiftc", arguments, in: scratch)
    }
}
