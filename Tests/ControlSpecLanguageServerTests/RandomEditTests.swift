import ControlSpec
import Foundation
import TestSupport
import Testing

@testable import ControlSpecLanguageServer

/// Random edits of a real spec, each followed by every request at random positions (some past the
/// end): the server answers each (a result, or invalid-params where there is no name to rename)
/// and never traps.
@Suite struct RandomEditTests {
    private static let spec = """
        control: Toggle
        accessibilityLabel: Toggle
        properties:
          count: { type: int, range: [0, 9] }
        images:
          dot: { symbol: circle }
        events: [tap, reset]
        initial: off
        states:
          off: { image: dot, accessibilityLabel: "😀 off" }
          on:
            image: dot
        transitions:
          - from: off
            on: tap
            to: on
            when: "count < 9"
            set: { count: count + 1 }
          - { from: on, on: tap, to: off }

        """

    private static let pieces = [
        "{", "}", "[", "]", ":", ": ", "- ", "\n", "  ", "\"", "'", ",", "#", "on", "to: ", "é", "😀", "\r\n",
        "&a", "*a",
    ]

    @Test func everyRequestIsAnsweredAfterRandomEdits() {
        var generator = SplitMix(seed: 25)
        var answers: [[String: Any]] = []
        let server = LanguageServer { body in
            answers.append((try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:])
        }
        func send(_ message: [String: Any]) {
            server.handle([JSONWriter.data(message.merging(["jsonrpc": "2.0"]) { first, _ in first }) ?? []])
        }
        let uri = "file:///t.control.yaml"
        send(["id": 0, "method": "initialize", "params": ["capabilities": [:] as [String: Any]]])
        send([
            "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": Self.spec]],
        ])
        var document = TextDocument(Self.spec)
        let requests = [
            "textDocument/completion", "textDocument/hover", "textDocument/definition",
            "textDocument/references",
            "textDocument/prepareRename", "textDocument/rename", "textDocument/documentSymbol",
            "textDocument/foldingRange", "textDocument/semanticTokens/full", "textDocument/codeAction",
        ]
        var id = 1
        for version in 2...300 {
            let line = Int.random(in: 0...document.lines.count, using: &generator)
            let character = Int.random(in: 0...40, using: &generator)
            let start: [String: Any] = ["line": line, "character": character]
            let end: [String: Any] = [
                "line": line, "character": character + Int.random(in: 0...3, using: &generator),
            ]
            let text = Self.pieces.randomElement(using: &generator) ?? ""
            let range: [String: Any] = ["start": start, "end": end]
            send([
                "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": uri, "version": version],
                    "contentChanges": [["range": range, "text": text]],
                ],
            ])
            document.apply(text, in: TextRange(json: range))
            server.publishDiagnostics()
            for method in requests {
                let position: [String: Any] = [
                    "line": Int.random(in: 0...document.lines.count + 1, using: &generator),
                    "character": Int.random(in: 0...60, using: &generator),
                ]
                send([
                    "id": id, "method": method,
                    "params": [
                        "textDocument": ["uri": uri], "position": position, "newName": "renamed",
                        "range": ["start": position, "end": position], "context": ["diagnostics": []],
                    ],
                ])
                id += 1
            }
        }
        let responses = answers.filter { $0["id"] != nil }
        #expect(responses.count == id)
        let errors = responses.compactMap { ($0["error"] as? [String: Any])?["code"] as? Int }
        #expect(Set(errors).isSubset(of: [-32602]))
        // The server's text followed every edit.
        let published = answers.last { $0["method"] as? String == "textDocument/publishDiagnostics" }
        #expect((published?["params"] as? [String: Any])?["version"] as? Int == 300)
    }
}
