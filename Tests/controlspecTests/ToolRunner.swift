import Foundation
import XCTest

/// Runs the built `controlspec` executable, as a user or a build plugin would.
struct ToolRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `controlspec` binary next to the test bundle in the build folder.
    static var executable: URL {
        #if os(macOS)
            let testBundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? .main
            return testBundle.bundleURL.deletingLastPathComponent().appendingPathComponent("controlspec")
        #else
            return Bundle.main.bundleURL.appendingPathComponent("controlspec")
        #endif
    }

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}

/// A fresh temporary folder, removed when the test ends.
func temporaryDirectory(_ testCase: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "controlspec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}
