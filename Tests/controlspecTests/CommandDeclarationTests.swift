import Foundation
import XCTest

@testable import controlspec

/// Each command's options are declared once: the parser accepts exactly them and the help lists
/// exactly them; repeated options and exclusive pairs are usage errors; an unexpected error is 70.
final class CommandDeclarationTests: XCTestCase {
    func testEveryCommandsHelpListsEveryOptionItAccepts() throws {
        for command in Commands.all {
            let help = HelpText.help(command)
            for option in command.options {
                XCTAssertTrue(
                    help.contains("  \(option.name)"), "\(command.name): \(option.name) missing from help")
            }
            let listed = help.split(separator: "\n").filter { $0.hasPrefix("  --") }
                .map { String($0.dropFirst(2).prefix { $0 != " " }) }
            XCTAssertEqual(listed, command.options.map(\.name), command.name)
            XCTAssertTrue(HelpText.overview.contains("  \(command.name) "), command.name)
        }
    }

    func testTheParserAcceptsEveryDeclaredOptionAndNothingElse() throws {
        for command in Commands.all {
            let positional: [String]
            switch command.positional {
            case .none, .optionalOne: positional = []
            case .one, .many: positional = ["a.control.yaml"]
            }
            for option in command.options {
                let value = option.placeholder == nil ? [] : [option.choices?.first ?? "3"]
                let parsed = try Arguments(positional + [option.name] + value, for: command)
                XCTAssertTrue(
                    parsed.flags.contains(option.name) || parsed.values[option.name] != nil,
                    "\(command.name) \(option.name)")
            }
            XCTAssertThrowsError(try Arguments(positional + ["--no-such-option"], for: command)) {
                XCTAssertEqual(($0 as? CommandFailure)?.status, .usage)
            }
        }
    }

    func testGraphRefusesStrictWhichItCannotHonour() {
        XCTAssertThrowsError(try Arguments(["a.control.yaml", "--strict"], for: GraphCommand.command)) {
            XCTAssertEqual(($0 as? CommandFailure)?.status, .usage)
        }
    }

    func testARepeatedOptionIsAUsageError() throws {
        for arguments in [["a", "--format", "json", "--format", "text"], ["a", "--strict", "--strict"]] {
            XCTAssertThrowsError(try Arguments(arguments, for: LintCommand.command)) {
                XCTAssertEqual(($0 as? CommandFailure)?.status, .usage)
                XCTAssertTrue(($0 as? CommandFailure)?.message.contains("given twice") ?? false)
            }
        }
    }

    func testExclusiveOptionsAreAUsageError() {
        let arguments = ["a", "--output", "out", "--output-file", "A.swift"]
        XCTAssertThrowsError(try Arguments(arguments, for: CompileCommand.command)) {
            XCTAssertEqual(($0 as? CommandFailure)?.status, .usage)
        }
    }

    func testAnUnexpectedErrorExits70AndAsksForABugReport() {
        struct Unexpected: Error {}
        var output = Output(passThrough: false)
        XCTAssertEqual(CommandFailure.status(of: Unexpected(), output: &output), .software)
        XCTAssertEqual(ExitCode.software.rawValue, 70)
        XCTAssertTrue(output.errorText.contains("internal error"), output.errorText)
        XCTAssertTrue(output.errorText.contains("bug"), output.errorText)
    }

    func testUsageErrorsExit64FromTheCommandLine() throws {
        for arguments in [
            ["graph", "x.control.yaml", "--strict"], ["lint", "x", "--format", "json", "--format", "sarif"],
            ["compile", "x", "--output", ".", "--output-file", "X.swift"], ["schema", "extra"],
        ] {
            let result = try ToolRunner.run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardError.hasPrefix("error: "), result.standardError)
        }
    }

    /// `Docs/CLI.md` mentions every command and every option the commands declare.
    func testTheCommandReferenceNamesEveryCommandAndOption() throws {
        let page = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Docs/CLI.md"), encoding: .utf8)
        for command in Commands.all {
            XCTAssertTrue(page.contains("controlspec \(command.name)"), command.name)
            for option in command.options {
                XCTAssertTrue(
                    page.contains("`\(option.name)") || page.contains(" \(option.name) "), option.name)
            }
        }
    }

    /// The limits table of `Docs/CLI.md` is the declarations' (re-record with
    /// `RECORD_DOCS=1 swift test --filter CommandDeclarationTests`).
    func testTheLimitsTableOfTheReferenceIsTheDeclarations() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/CLI.md")
        let page = try String(contentsOf: url, encoding: .utf8)
        let start = try XCTUnwrap(page.range(of: "<!-- options: limits -->\n"))
        let end = try XCTUnwrap(
            page.range(of: "<!-- end options -->", range: start.upperBound..<page.endIndex))
        let table = HelpText.markdown(PipelineOptions.limits)
        if ProcessInfo.processInfo.environment["RECORD_DOCS"] != nil {
            try Data(page.replacingCharacters(in: start.upperBound..<end.lowerBound, with: table).utf8).write(
                to: url)
        }
        XCTAssertEqual(
            String(page[start.upperBound..<end.lowerBound]), table,
            "Docs/CLI.md is stale: run RECORD_DOCS=1 swift test --filter CommandDeclarationTests")
    }
}
