import Foundation

/// Runs a `LanguageServer` over standard input and output. A reader thread frames the messages as
/// they arrive; the main thread takes every message waiting at once, so a burst of keystrokes is
/// one batch (one analysis, cancelled requests dropped), and publishes diagnostics only once the
/// client has been quiet for `debounce`.
package enum StdioConnection {
    /// How long the client must be quiet before diagnostics are computed and published.
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
        while true {
            let wait: TimeInterval? = server.hasStaleDocuments ? debounce : nil
            guard let batch = inbox.takeAll(waiting: wait) else { break }
            if batch.isEmpty {
                server.publishDiagnostics()
                continue
            }
            for case .broken(let problem) in batch {
                server.reject(ResponseError(.parseError, "unreadable message header: \(problem)"))
            }
            server.handle(batch.compactMap { if case .message(let body) = $0 { body } else { nil } })
            if let status = server.exitStatus { return status }
        }
        return server.exitStatus ?? 1
    }
}

/// What the reader thread read: a message's body, or a header it could not read.
enum Inbound: Sendable {
    case message([UInt8])
    case broken(String)
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
