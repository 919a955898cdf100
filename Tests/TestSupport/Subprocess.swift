import Foundation

/// Starts programs for the tests and collects what they write: the one place tests spawn
/// processes (the `controlspec` binary, `swiftc`, `dot`, `python3`, `mount`).
///
/// Standard output and standard error are drained on threads of their own while the program
/// runs, so a program that fills one pipe while the other is read never blocks.
public final class Subprocess: @unchecked Sendable {
    /// How a finished program ended and what it wrote.
    public struct Result: Sendable {
        /// The exit status (or the signal that ended the program).
        public var status: Int32
        /// Everything written to standard output, as UTF-8.
        public var standardOutput: String
        /// Everything written to standard error, as UTF-8.
        public var standardError: String

        init(status: Int32, standardOutput: String, standardError: String) {
            self.status = status
            self.standardOutput = standardOutput
            self.standardError = standardError
        }

        /// Standard output, then standard error: everything a failing run said.
        public var output: String { standardOutput + standardError }
    }

    private let process = Process()
    private let outputReader: PipeReader
    private let errorReader: PipeReader

    /// Starts `executable`. `environment` entries are added to (nil values removed from) this
    /// process's environment; `input` is written to standard input, which is then closed.
    public init(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String?] = [:], input: Data? = nil
    ) throws {
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (name, value) in environment { merged[name] = value }
            process.environment = merged
        }
        let output = Pipe()
        let error = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        outputReader = PipeReader(output)
        errorReader = PipeReader(error)
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(input) }
        try standardInput.fileHandleForWriting.close()
    }

    /// Waits for the program to end.
    public func wait() -> Result {
        let output = outputReader.finish()
        let error = errorReader.finish()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: output, as: UTF8.self),
            standardError: String(decoding: error, as: UTF8.self))
    }

    /// Waits at most `seconds` for the program to end; a program still running then is
    /// terminated, and the result is nil (a hang, for the tests that guard against one).
    public func wait(timeout seconds: Double) -> Result? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            guard Date() < deadline else {
                process.terminate()
                _ = wait()
                return nil
            }
            usleep(10_000)
        }
        return wait()
    }

    /// Runs `executable` to its end.
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String?] = [:], input: Data? = nil
    ) throws -> Result {
        try Subprocess(executable, arguments, in: directory, environment: environment, input: input).wait()
    }

    /// Runs a program found on the `PATH` (`swiftc`, `python3`, `dot`) to its end.
    public static func runTool(
        _ name: String, _ arguments: [String], in directory: URL? = nil, input: Data? = nil
    ) throws -> Result {
        try run(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, in: directory, input: input)
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
