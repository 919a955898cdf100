import Foundation
import TestSupport
import XCTest

/// Runs the built `controlspec` executable, as a user or a build plugin would.
enum ToolRunner {
    typealias Result = Subprocess.Result

    /// The `controlspec` binary next to the test bundle in the build folder.
    static var executable: URL {
        #if os(macOS)
            let testBundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? .main
            return testBundle.bundleURL.deletingLastPathComponent().appendingPathComponent("controlspec")
        #else
            return Bundle.main.bundleURL.appendingPathComponent("controlspec")
        #endif
    }

    /// Runs `controlspec` with `arguments`; `environment` changes the tool's environment (nil
    /// removes a variable).
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:]
    ) throws -> Result {
        try Subprocess.run(executable, arguments, in: directory, environment: environment)
    }

    /// Runs `controlspec` with `arguments` for at most `timeout` seconds; nil when it was still
    /// running then and had to be ended.
    static func run(_ arguments: [String], timeout: Double) throws -> Result? {
        try Subprocess(executable, arguments).wait(timeout: timeout)
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
