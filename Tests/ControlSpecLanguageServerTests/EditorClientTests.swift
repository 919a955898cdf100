import Foundation
import TestSupport
import XCTest

/// `controlspec lsp` driven by real editor clients over stdio: pytest-lsp (`Clients/pytest`, every
/// feature at exact positions) and Neovim's built-in client, headless (`Clients/nvim`). Without a
/// client the test is skipped, or fails with `CI=true` (`.ci/run` installs both).
final class EditorClientTests: XCTestCase {
    private static let clients = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Clients")

    private static var controlspec: URL { BuiltTool.controlspec }

    func testPytestLSPSuitePasses() throws {
        let probe = try Subprocess.runTool("python3", ["-c", "import pytest_lsp"])
        try Self.require(probe.status == 0, "pytest-lsp is missing (python3 -m pip install pytest-lsp)")
        let result = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", "."],
            in: Self.clients.appendingPathComponent("pytest"),
            environment: ["CONTROLSPEC": Self.controlspec.path])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.standardOutput.contains(" passed"), result.output)
        XCTAssertFalse(result.standardOutput.contains("skipped"), result.output)
    }

    func testNeovimShowsDiagnosticsAndGoesToDefinition() throws {
        let nvim = try Subprocess.runTool("sh", ["-c", "command -v nvim"])
        try Self.require(nvim.status == 0, "Neovim is missing (apt-get install -y neovim)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("Toggle.control.yaml")
        try """
        control: Toggle
        accessibilityLabel: Toggle
        events: [tap]
        initial: off
        states: { off: {}, on: {} }
        transitions:
          - { from: off, on: tap, to: onn }
          - { from: on, on: tap, to: off }

        """.write(to: spec, atomically: true, encoding: .utf8)
        let result = try Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "nvim", "--headless", "--clean", "-u", "NONE", "-c",
                "luafile \(Self.clients.appendingPathComponent("nvim/check.lua").path)",
            ],
            in: folder,
            environment: [
                "CONTROLSPEC": Self.controlspec.path, "SPEC": spec.path,
                // 0-based: `onn` at 6:30; the `off` of `to: off` at 7:30, declared at 4:10.
                "LINE": "6", "COLUMN": "30", "DEFINITION_FROM": "7:30", "DEFINITION_TO": "4:10",
            ])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(
            result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines), "ok", result.output)
    }

    /// Continues when `condition` holds; otherwise skips, or fails under `CI=true`.
    private static func require(_ condition: Bool, _ message: String) throws {
        guard !condition else { return }
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            throw MissingClient(description: message)
        }
        throw XCTSkip(message)
    }

    private struct MissingClient: Error, CustomStringConvertible {
        var description: String
    }
}
