import ControlSpec
import Foundation

/// Runs a `LanguageServer` over standard input and output. A reader thread frames the messages as
/// they arrive; the main thread takes every message waiting at once, so a burst of keystrokes is
/// one batch (cancelled requests dropped), and answers requests from it at once. Diagnostics are
/// checked on a thread of their own once the client has been quiet for `debounce`, one check at a
/// time: while one runs, further edits wait for it and are checked together, at their latest
/// version, and a result for an outdated version is dropped. Requests never wait for a check.
package enum StdioConnection {
    /// How long the client must be quiet before diagnostics are checked.
    package static let debounce: TimeInterval = 0.05

    /// Serves until `exit` or the end of input; returns the exit status.
    package static func run(_ makeServer: (@escaping ([UInt8]) -> Void) -> LanguageServer) -> Int32 {
        let inbox = Inbox()
        let output = FileHandle.standardOutput
        let server = makeServer { body in output.write(Data(MessageFramer.frame(body))) }
        let reader = Thread {
            var framer = MessageFramer()
            let input = FileHandle.standardInput
            while true {
                let chunk = input.availableData
                guard !chunk.isEmpty else { break }
                framer.append(chunk)
                do {
                    while let body = try framer.next() { inbox.put(.message(body)) }
                } catch {
                    // A broken header cannot be resynchronized: drop what was buffered and read on.
                    framer = MessageFramer()
                    inbox.put(.broken("\(error)"))
                }
            }
            inbox.close()
        }
        reader.start()
        let checker = DispatchQueue(label: "controlspec.lsp.diagnostics")
        var checking = false
        while true {
            let wait: TimeInterval? = server.hasStaleDocuments && !checking ? debounce : nil
            guard let batch = inbox.takeAll(waiting: wait) else { break }
            if batch.isEmpty {
                let jobs = server.takeDiagnosticsJobs()
                checking = true
                checker.async { inbox.put(.checked(jobs.map { ($0, $0.run()) })) }
                continue
            }
            var messages: [[UInt8]] = []
            for item in batch {
                switch item {
                case .message(let body): messages.append(body)
                case .broken(let problem):
                    server.reject(ResponseError(.parseError, "unreadable message header: \(problem)"))
                case .checked(let results):
                    // In order: the messages before it may have changed the documents.
                    server.handle(messages)
                    messages = []
                    checking = false
                    for (job, outcome) in results { server.publish(outcome, of: job) }
                }
            }
            server.handle(messages)
            if let status = server.exitStatus { return status }
        }
        return server.exitStatus ?? 1
    }
}

/// What the main thread is handed: a message's body, a header the reader could not read, or the
/// diagnostics the checking thread found.
enum Inbound: Sendable {
    case message([UInt8])
    case broken(String)
    case checked([(LanguageServer.DiagnosticsJob, LanguageServer.DiagnosticsJob.Outcome)])
}

/// The messages read but not yet handled, shared between the reader thread and the main thread.
final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var bodies: [Inbound] = []
    private var closed = false

    func put(_ body: Inbound) {
        condition.lock()
        bodies.append(body)
        condition.signal()
        condition.unlock()
    }

    func close() {
        condition.lock()
        closed = true
        condition.signal()
        condition.unlock()
    }

    /// Every waiting message; waits for one (at most `waiting` seconds, then returns none, when
    /// given). Nil once the input has ended and all were taken.
    func takeAll(waiting: TimeInterval?) -> [Inbound]? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = waiting.map { Date().addingTimeInterval($0) }
        while bodies.isEmpty, !closed {
            if let deadline {
                if !condition.wait(until: deadline) { return [] }
            } else {
                condition.wait()
            }
        }
        if bodies.isEmpty { return nil }
        defer { bodies = [] }
        return bodies
    }
}
