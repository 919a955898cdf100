import Foundation

/// Runs a tool and copies its standard output and standard error through unchanged.
enum ToolRun {
    /// Runs `executable` with `arguments`; returns its exit status. Both pipes are drained
    /// before waiting, so a tool with a large report never blocks on a full pipe.
    static func passThrough(_ executable: URL, arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        let errorReader = PipeReader(standardError.fileHandleForReading)
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let errors = errorReader.finish()
        process.waitUntilExit()
        FileHandle.standardOutput.write(output)
        FileHandle.standardError.write(errors)
        return process.terminationStatus
    }
}

/// Reads a pipe to its end on a background thread.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    /// Waits for the end of the pipe and returns everything read.
    func finish() -> Data {
        done.wait()
        return data
    }
}
