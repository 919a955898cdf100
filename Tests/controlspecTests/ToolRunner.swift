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
        // Standard error is drained on another thread: a tool that fills one pipe while the other
        // is being read would otherwise block forever.
        let errorReader = PipeReader(error)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorReader.finish()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Waits for the end of the pipe and returns what it carried.
    func finish() -> Data {
        done.wait()
        return data
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
