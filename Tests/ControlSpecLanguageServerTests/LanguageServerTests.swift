import ControlSpec
import Foundation
import Testing

@testable import ControlSpecLanguageServer

/// The server's answers to messages, handed over in batches as the connection does.
@Suite struct LanguageServerTests {
    /// A server and what it sent, each message decoded.
    private final class Session {
        var sent: [[String: Any]] = []
        lazy var server = LanguageServer { [unowned self] body in
            sent.append((try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:])
        }

        func handle(_ messages: String...) {
            server.handle(messages.map { Array($0.utf8) })
        }

        func take() -> [[String: Any]] {
            defer { sent = [] }
            return sent
        }
    }

    private static let initialize =
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#

    private static func open(_ text: String, version: Int = 1) -> String {
        let message: [String: Any] = [
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": [
                    "uri": "file:///s.control.yaml", "languageId": "yaml", "version": version, "text": text,
                ]
            ],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private static func errorCode(_ message: [String: Any]) -> Int? {
        (message["error"] as? [String: Any])?["code"] as? Int
    }

    @Test func malformedMessagesGetErrorsAndTheServerGoesOn() {
        let session = Session()
        session.handle(
            "{not json", "[1, 2]", #"{"jsonrpc":"2.0","id":7}"#, #"{"jsonrpc":"2.0","id":true,"method":"x"}"#)
        let errors = session.take().map(Self.errorCode)
        #expect(errors == [-32700, -32600, -32600, -32600])
        session.handle(Self.initialize, #"{"jsonrpc":"2.0","id":2,"method":"no/such"}"#)
        let answers = session.take()
        #expect(answers.count == 2)
        #expect((answers[0]["result"] as? [String: Any])?["capabilities"] != nil)
        #expect(Self.errorCode(answers[1]) == -32601)
        // Parameters of the wrong shape are an invalid-params error, not a crash.
        session.handle(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":5}}"#)
        #expect(session.take().map(Self.errorCode) == [-32602])
    }

    @Test func requestsBeforeInitializeAreRefused() {
        let session = Session()
        session.handle(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#)
        #expect(session.take().map(Self.errorCode) == [-32002])
    }

    @Test func aCancelledRequestIsNotWorkedOn() {
        let session = Session()
        session.handle(Self.initialize, Self.open("control: X\n"))
        _ = session.take()
        session.handle(
            #"{"jsonrpc":"2.0","id":5,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"file:///s.control.yaml"}}}"#,
            #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":5}}"#)
        let answers = session.take()
        #expect(answers.count == 1)
        #expect(Self.errorCode(answers[0]) == -32800)
    }

    @Test func changesOfABatchAreCheckedOnce() {
        let session = Session()
        session.handle(Self.initialize, Self.open("control: X\n"))
        var changes: [String] = []
        for version in 2...20 {
            changes.append(
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///s.control.yaml","version":\#(version)},"contentChanges":[{"text":"control: X\nfoo\#(version): 1\n"}]}}"#
            )
        }
        session.server.handle(changes.map { Array($0.utf8) })
        _ = session.take()
        session.server.publishDiagnostics()
        let published = session.take()
        #expect(published.count == 1)
        let params = published[0]["params"] as? [String: Any]
        #expect(params?["version"] as? Int == 20)
        let messages =
            (params?["diagnostics"] as? [[String: Any]])?.compactMap { $0["message"] as? String } ?? []
        #expect(messages.contains { $0.hasPrefix("unknown key 'foo20'") })
    }

    @Test func completionRightAfterAnEditUsesTheLastNamesKnown() {
        let session = Session()
        let spec =
            "control: X\ninitial: idle\nstates: { idle: {}, busy: {} }\ntransitions:\n  - from: idle\n    to: \n"
        session.handle(Self.initialize, Self.open(spec))
        session.server.publishDiagnostics()
        // The edit leaves the YAML broken (an unclosed flow mapping): the new text has no names yet,
        // and completion offers the states of the text checked before it.
        session.handle(
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///s.control.yaml","version":2},"contentChanges":[{"range":{"start":{"line":6,"character":0},"end":{"line":6,"character":0}},"text":"x: {"}]}}"#
        )
        _ = session.take()
        session.handle(
            #"{"jsonrpc":"2.0","id":4,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///s.control.yaml"},"position":{"line":5,"character":8}}}"#
        )
        let result = session.take().first?["result"] as? [String: Any]
        let labels = (result?["items"] as? [[String: Any]])?.compactMap { $0["label"] as? String }
        #expect(labels == ["idle", "busy"])
    }

    @Test func hostileTextGetsDiagnostics() {
        let session = Session()
        let hostile = [
            "", "\u{0}\u{FFFF}", "a: [", String(repeating: "[", count: 10_000), "&a [*a]",
            "control: X\n\t- :",
        ]
        session.handle(Self.initialize)
        for text in hostile {
            session.handle(Self.open(text))
            session.server.publishDiagnostics()
            session.handle(
                #"{"jsonrpc":"2.0","id":9,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///s.control.yaml"},"position":{"line":0,"character":3}}}"#,
                #"{"jsonrpc":"2.0","id":10,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///s.control.yaml"},"position":{"line":99,"character":99}}}"#,
                #"{"jsonrpc":"2.0","id":11,"method":"textDocument/foldingRange","params":{"textDocument":{"uri":"file:///s.control.yaml"}}}"#
            )
        }
        let sent = session.take()
        #expect(sent.filter { $0["error"] != nil }.isEmpty)
        #expect(
            sent.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }.count
                == hostile.count)
    }

    @Test func exitAfterShutdownIsZeroAndOneWithout() {
        let session = Session()
        session.handle(
            Self.initialize, #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(session.server.exitStatus == 0)
        let abrupt = Session()
        abrupt.handle(Self.initialize, #"{"jsonrpc":"2.0","method":"exit"}"#)
        #expect(abrupt.server.exitStatus == 1)
    }
}
