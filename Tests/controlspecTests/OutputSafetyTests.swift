import Foundation
import TestSupport
import XCTest

/// `compile` never leaves a half-written build: outputs that cannot be written exit 73 with a
/// message and change nothing, outputs are replaced whole (by rename), concurrent compiles leave
/// complete files, and unchanged outputs keep their modification time.
final class OutputSafetyTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")
    private static let exampleCount = 16

    func testMissingOutputFolderExits73AndCreatesNothing() throws {
        let folder = try temporaryDirectory(self)
        let missing = folder.appendingPathComponent("missing")
        let result = try ToolRunner.run(["compile", Self.examples.path, "--output", missing.path])
        XCTAssertEqual(result.status, 73, result.standardError)
        XCTAssertTrue(result.standardError.contains("does not exist"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
        XCTAssertEqual(try contents(of: folder), [])
    }

    /// A file where the folder should be is refused like a missing folder, and left as it was.
    func testAFileInPlaceOfTheFolderExits73() throws {
        let folder = try temporaryDirectory(self)
        let file = folder.appendingPathComponent("out")
        try Data("not a folder".utf8).write(to: file)
        let result = try ToolRunner.run(["compile", Self.examples.path, "--output", file.path])
        XCTAssertEqual(result.status, 73, result.standardError)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "not a folder")
        XCTAssertEqual(try contents(of: folder), ["out"])
    }

    /// `--output-file` naming a folder fails at the rename, after staging: the staged file is removed.
    func testAFolderInPlaceOfTheOutputFileExits73AndLeavesNoTemporaryFile() throws {
        let folder = try temporaryDirectory(self)
        let target = folder.appendingPathComponent("CheckBox.swift")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let spec = Self.examples.appendingPathComponent("CheckBox.control.yaml").path
        let result = try ToolRunner.run(["compile", spec, "--output-file", target.path])
        XCTAssertEqual(result.status, 73, result.standardError)
        XCTAssertTrue(result.standardError.contains("Is a directory"), result.standardError)
        XCTAssertEqual(try contents(of: folder), ["CheckBox.swift"])
        XCTAssertEqual(try contents(of: target), [])
    }

    /// Read-only by permissions, or (for root, whom permissions do not stop) a read-only mount.
    func testReadOnlyOutputFolderExits73AndWritesNothing() throws {
        let folder = try temporaryDirectory(self)
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        if getuid() == 0 {
            try mountTemporaryFileSystem(at: output, options: "ro,size=64k")
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: output.path)
            addTeardownBlock {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: output.path)
            }
        }
        let result = try ToolRunner.run(["compile", Self.examples.path, "--output", output.path])
        XCTAssertEqual(result.status, 73, result.standardError)
        XCTAssertTrue(result.standardError.contains("not writable"), result.standardError)
        XCTAssertEqual(try contents(of: output), [])
    }

    /// A real full disk: a tmpfs too small for the six files (needs root to mount; skipped otherwise).
    /// Some files would fit, but none is written: the outputs are staged first and renamed only
    /// when every one of them was written in full.
    func testFullFileSystemExits73AndLeavesTheOldOutputs() throws {
        let output = try temporaryDirectory(self).appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        guard getuid() == 0 else {
            throw XCTSkip("mounting a tiny tmpfs needs root; see testWriteErrorMidFile…")
        }
        try mountTemporaryFileSystem(at: output, options: "size=16k")
        let old = output.appendingPathComponent("CheckBox.swift")
        try Data("// old\n".utf8).write(to: old)
        let result = try ToolRunner.run(["compile", Self.examples.path, "--output", output.path])
        XCTAssertEqual(result.status, 73, result.standardError)
        XCTAssertTrue(result.standardError.contains("No space left on device"), result.standardError)
        XCTAssertEqual(try contents(of: output), ["CheckBox.swift"], "no new, partial or temporary file")
        XCTAssertEqual(try String(contentsOf: old, encoding: .utf8), "// old\n")
    }

    /// A write that fails halfway (a file-size limit of 512 bytes, the way a full disk or a quota
    /// cuts a write short) leaves the old output intact and no temporary file; works without root.
    func testWriteErrorMidFileLeavesTheOldOutputsAndNoTemporaryFile() throws {
        let output = try temporaryDirectory(self)
        let old = output.appendingPathComponent("CheckBox.swift")
        try Data("// old\n".utf8).write(to: old)
        let result = try runLimited(
            fileSizeBlocks: 1, ["compile", Self.examples.path, "--output", output.path])
        if result.standardError.contains("ThreadSanitizer") {
            throw XCTSkip("ThreadSanitizer's runtime cannot start under a 512-byte file-size limit")
        }
        XCTAssertEqual(result.status, 73, result.standardError)
        XCTAssertTrue(result.standardError.contains("cannot write"), result.standardError)
        XCTAssertTrue(result.standardError.contains("File too large"), result.standardError)
        XCTAssertEqual(try contents(of: output), ["CheckBox.swift"])
        XCTAssertEqual(try String(contentsOf: old, encoding: .utf8), "// old\n")
    }

    /// The old file is replaced by a new inode (a rename), never rewritten in place: a reader
    /// holding the old file keeps reading the complete old content.
    func testAnExistingOutputIsReplacedWholeByRename() throws {
        let output = try temporaryDirectory(self)
        let target = output.appendingPathComponent("CheckBox.swift")
        try Data("// old\n".utf8).write(to: target)
        let reader = try FileHandle(forReadingFrom: target)
        defer { try? reader.close() }
        let oldInode = try inode(of: target)
        let spec = Self.examples.appendingPathComponent("CheckBox.control.yaml").path
        let result = try ToolRunner.run(["compile", spec, "--output", output.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertNotEqual(try inode(of: target), oldInode)
        XCTAssertEqual(String(decoding: try reader.readToEnd() ?? Data(), as: UTF8.self), "// old\n")
        let new = try String(contentsOf: target, encoding: .utf8)
        XCTAssertTrue(new.hasPrefix("// CheckBox.swift\n") && new.contains("struct CheckBoxMachine"), new)
        XCTAssertEqual(try contents(of: output), ["CheckBox.swift"])
    }

    func testUnchangedOutputsKeepTheirModificationTime() throws {
        let output = try temporaryDirectory(self)
        XCTAssertEqual(
            try ToolRunner.run(["compile", Self.examples.path, "--output", output.path]).status, 0)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for name in try contents(of: output) {
            try FileManager.default.setAttributes(
                [.modificationDate: past], ofItemAtPath: output.appendingPathComponent(name).path)
        }
        let again = try ToolRunner.run(["compile", Self.examples.path, "--output", output.path])
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertTrue(again.standardError.contains("wrote 0 of 16 files"), again.standardError)
        for name in try contents(of: output) {
            let attributes = try FileManager.default.attributesOfItem(
                atPath: output.appendingPathComponent(name).path)
            XCTAssertEqual(attributes[.modificationDate] as? Date, past, name)
        }
    }

    /// Two compiles racing into one folder, over and over: every file is always one complete
    /// version (public or internal), and no temporary file is left.
    func testConcurrentCompilesIntoOneFolderLeaveCompleteFiles() throws {
        let output = try temporaryDirectory(self)
        var expected: [String: Set<String>] = [:]
        for access in ["public", "internal"] {
            let reference = try temporaryDirectory(self)
            let result = try ToolRunner.run(
                ["compile", Self.examples.path, "--output", reference.path, "--access", access])
            XCTAssertEqual(result.status, 0, result.standardError)
            for name in try contents(of: reference) {
                expected[name, default: []].insert(
                    try String(contentsOf: reference.appendingPathComponent(name), encoding: .utf8))
            }
        }
        XCTAssertEqual(expected.count, Self.exampleCount)
        for _ in 0..<5 {
            let runs = try ["public", "internal"].map { access in
                try startTool(["compile", Self.examples.path, "--output", output.path, "--access", access])
            }
            for run in runs {
                XCTAssertEqual(run.wait().status, 0)
            }
            XCTAssertEqual(Set(try contents(of: output)), Set(expected.keys), "no temporary file is left")
            for (name, versions) in expected {
                let text = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
                XCTAssertTrue(versions.contains(text), "\(name) is not one complete version")
            }
        }
    }

    // MARK: - Helpers

    private func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func inode(of url: URL) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try XCTUnwrap((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }

    private func startTool(_ arguments: [String]) throws -> Subprocess {
        try Subprocess(ToolRunner.executable, arguments)
    }

    /// Runs the tool under `ulimit -f` (512-byte blocks) with SIGXFSZ ignored, so an oversized write
    /// fails with EFBIG instead of killing the process.
    private func runLimited(fileSizeBlocks: Int, _ arguments: [String]) throws -> ToolRunner.Result {
        let quoted = ([ToolRunner.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try Subprocess.run(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "ulimit -f \(fileSizeBlocks); trap '' XFSZ; exec \(quoted)"])
    }

    /// Mounts a tmpfs at `folder` for the rest of the test, or skips the test when that is not allowed.
    private func mountTemporaryFileSystem(at folder: URL, options: String) throws {
        let mount = try Subprocess.run(
            URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", options, "tmpfs", folder.path])
        guard mount.status == 0 else { throw XCTSkip("cannot mount a tmpfs here") }
        addTeardownBlock {
            _ = try? Subprocess.run(URL(fileURLWithPath: "/bin/umount"), [folder.path])
        }
    }
}
