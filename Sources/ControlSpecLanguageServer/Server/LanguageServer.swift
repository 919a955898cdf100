import ControlSpec
import Foundation

/// The language server's state and its answer to each message: open documents, the life cycle
/// (`initialize` … `shutdown`, `exit`) and one handler per method. Single-threaded: the connection
/// hands it batches of messages (`StdioConnection`).
package final class LanguageServer {
    /// Where the server's messages go (framed by the caller).
    private let send: ([UInt8]) -> Void
    private let pipeline: Pipeline
    private var documents: [String: OpenDocument] = [:]
    private var initialized = false
    private var shutdownRequested = false
    /// The address of Docs/Diagnostics.md that codes link to (`initializationOptions.diagnosticsDocumentation`).
    private var documentation: String?
    /// Documents changed since their diagnostics were last published.
    private var stale: [String] = []

    /// The exit status once `exit` arrived: 0 after `shutdown`, 1 without.
    package private(set) var exitStatus: Int32?

    /// A server checking specs with `pipeline`, writing message bodies with `send`.
    package init(pipeline: Pipeline = Pipeline(), send: @escaping ([UInt8]) -> Void) {
        self.pipeline = pipeline
        self.send = send
    }

    /// Answers a batch of messages, in order. A request whose `$/cancelRequest` is in the same batch
    /// is answered with `RequestCancelled` without being worked on; changes only mark their
    /// document, whose diagnostics `publishDiagnostics` computes once for the whole batch.
    package func handle(_ bodies: [[UInt8]]) {
        var messages: [IncomingMessage] = []
        for body in bodies {
            switch IncomingMessage.parse(body) {
            case .success(let message): messages.append(message)
            case .failure(let error): send(OutgoingMessage.error(error))
            }
        }
        var cancelled = Set<RequestID>()
        for case .notification("$/cancelRequest", let params) in messages {
            if let id = RequestID((params as? JSONObject)?["id"]) { cancelled.insert(id) }
        }
        for message in messages {
            switch message {
            case .request(let id, let method, let params):
                if cancelled.contains(id) {
                    send(OutgoingMessage.error(ResponseError(.requestCancelled, "cancelled", id: id)))
                    continue
                }
                respond(id, method, params)
            case .notification(let method, let params): notify(method, params)
            case .response: break
            }
        }
    }

    /// Answers a message that could not be read with `error`.
    package func reject(_ error: ResponseError) {
        send(OutgoingMessage.error(error))
    }

    /// One document version to check for its diagnostics: everything the check needs, as values, so
    /// it may run on another thread.
    package struct DiagnosticsJob: Sendable {
        /// What a check finds: `lint`'s diagnostics, and the decoded model the names are read from.
        package struct Outcome: Sendable {
            package var diagnostics: [Diagnostic]
            package var control: Control?
        }

        package var uri: String
        package var text: TextDocument
        package var path: String
        package var pipeline: Pipeline

        /// The check of the text, as `lint` checks it.
        package func run() -> Outcome {
            let result = pipeline.check(Array(text.text.utf8), file: path)
            return Outcome(diagnostics: result.diagnostics, control: result.decoded?.control)
        }
    }

    /// The checks of every document changed since its diagnostics were last asked for.
    package func takeDiagnosticsJobs() -> [DiagnosticsJob] {
        let uris = stale
        stale = []
        return uris.compactMap { uri in
            documents[uri].map { DiagnosticsJob(uri: uri, text: $0.text, path: $0.path, pipeline: pipeline) }
        }
    }

    /// Publishes the diagnostics `job` found, unless its document has changed or closed since; its
    /// names serve completion until the current text's are known, even when it is outdated.
    package func publish(_ outcome: DiagnosticsJob.Outcome, of job: DiagnosticsJob) {
        guard let document = documents[job.uri] else { return }
        let symbols = SymbolIndex(outcome.control, in: job.text)
        if outcome.control != nil { document.recentSymbols = symbols }
        guard document.text.version == job.text.version else { return }
        document.analysis.record(outcome.diagnostics, symbols: symbols)
        send(
            OutgoingMessage.notification(
                "textDocument/publishDiagnostics",
                params: DiagnosticsFeature.publish(
                    outcome.diagnostics, uri: job.uri, document: document.text, documentation: documentation))
        )
    }

    /// Checks and publishes, on this thread, every document changed since the last publish.
    package func publishDiagnostics() {
        for job in takeDiagnosticsJobs() { publish(job.run(), of: job) }
    }

    /// Whether diagnostics wait to be published.
    package var hasStaleDocuments: Bool { !stale.isEmpty }

    private func respond(_ id: RequestID, _ method: String, _ params: Any?) {
        guard initialized || method == "initialize" else {
            send(OutgoingMessage.error(ResponseError(.serverNotInitialized, "initialize first", id: id)))
            return
        }
        do {
            let result = try answer(method, params as? JSONObject ?? [:])
            send(OutgoingMessage.response(id, result: result))
        } catch var error as ResponseError {
            error.id = id
            send(OutgoingMessage.error(error))
        } catch {
            send(OutgoingMessage.error(ResponseError(.internalError, "\(error)", id: id)))
        }
    }

    private func answer(_ method: String, _ params: JSONObject) throws -> Any {
        switch method {
        case "initialize":
            initialized = true
            let options = params["initializationOptions"] as? JSONObject
            documentation = options?["diagnosticsDocumentation"] as? String
            return Capabilities.initializeResult
        case "shutdown":
            shutdownRequested = true
            return NSNull()
        case "textDocument/completion": return try completion(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/references": return try references(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/foldingRange": return try foldingRanges(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/semanticTokens/full": return try semanticTokens(params)
        default: throw ResponseError(.methodNotFound, "no method '\(method)'")
        }
    }

    private func notify(_ method: String, _ params: Any?) {
        let params = params as? JSONObject ?? [:]
        switch method {
        case "initialized", "$/cancelRequest", "workspace/didChangeConfiguration": break
        case "exit": exitStatus = shutdownRequested ? 0 : 1
        case "textDocument/didOpen":
            guard let item = params["textDocument"] as? JSONObject, let uri = item["uri"] as? String,
                let text = item["text"] as? String
            else { return }
            documents[uri] = OpenDocument(
                uri: uri, text: TextDocument(text, version: item["version"] as? Int ?? 0), pipeline: pipeline)
            markStale(uri)
        case "textDocument/didChange":
            guard let identifier = params["textDocument"] as? JSONObject,
                let uri = identifier["uri"] as? String,
                let document = documents[uri], let changes = params["contentChanges"] as? [JSONObject]
            else { return }
            var text = document.text
            for change in changes {
                guard let newText = change["text"] as? String else { continue }
                text.apply(newText, in: (change["range"] as? JSONObject).flatMap(TextRange.init(json:)))
            }
            text.version = identifier["version"] as? Int ?? text.version + 1
            document.text = text
            markStale(uri)
        case "textDocument/didClose":
            guard let uri = (params["textDocument"] as? JSONObject)?["uri"] as? String else { return }
            documents[uri] = nil
            stale.removeAll { $0 == uri }
            send(
                OutgoingMessage.notification(
                    "textDocument/publishDiagnostics", params: ["uri": uri, "diagnostics": []]))
        default: break
        }
    }

    private func markStale(_ uri: String) {
        if !stale.contains(uri) { stale.append(uri) }
    }

    // MARK: Requests on a position

    /// The open document and the compiler location of `params`' position.
    private func target(_ params: JSONObject) throws -> (OpenDocument, SourceLocation) {
        let document = try self.document(params)
        guard let position = Position(json: params["position"]) else {
            throw ResponseError(.invalidParams, "no position")
        }
        return (document, document.text.location(of: position))
    }

    private func document(_ params: JSONObject) throws -> OpenDocument {
        guard let uri = (params["textDocument"] as? JSONObject)?["uri"] as? String else {
            throw ResponseError(.invalidParams, "no textDocument")
        }
        guard let document = documents[uri] else {
            throw ResponseError(.invalidParams, "'\(uri)' is not open")
        }
        return document
    }

    private func completion(_ params: JSONObject) throws -> Any {
        let (document, location) = try target(params)
        // The names of the current text when known, else those of the last text decoded (typing a
        // value rarely changes them), so a completion right after an edit does not wait for a decode.
        let symbols = document.analysis.knownSymbols ?? document.recentSymbols ?? document.analysis.symbols
        let items = CompletionFeature.items(in: document.text, at: location, symbols: symbols)
        return [
            "isIncomplete": false,
            "items": items.map { item -> JSONObject in
                var object: JSONObject = [
                    "label": item.label, "kind": item.kind, "detail": item.detail,
                    "insertText": item.insertText,
                ]
                if let documentation = item.documentation {
                    object["documentation"] = ["kind": "markdown", "value": documentation]
                }
                return object
            },
        ] as JSONObject
    }

    private func hover(_ params: JSONObject) throws -> Any {
        let (document, location) = try target(params)
        guard
            let hover = HoverFeature.hover(
                in: document.text, at: location, symbols: document.analysis.symbols)
        else { return NSNull() }
        return ["contents": ["kind": "markdown", "value": hover.markdown], "range": hover.range.json]
            as JSONObject
    }

    private func definition(_ params: JSONObject) throws -> Any {
        let (document, location) = try target(params)
        let found = NavigationFeature.definition(at: location, symbols: document.analysis.symbols)
        return found.map { self.location($0, in: document) }
    }

    private func references(_ params: JSONObject) throws -> Any {
        let (document, location) = try target(params)
        let include = (params["context"] as? JSONObject)?["includeDeclaration"] as? Bool ?? true
        let found = NavigationFeature.references(
            at: location, includeDeclaration: include, symbols: document.analysis.symbols)
        return found.map { self.location($0, in: document) }
    }

    private func prepareRename(_ params: JSONObject) throws -> Any {
        let (document, location) = try target(params)
        let symbols = document.analysis.symbols
        // Only a declared name can be renamed (not a built-in event, not a name nothing declares).
        guard let occurrence = symbols.occurrence(at: location),
            symbols.occurrences(of: occurrence.symbol).contains(where: \.isDeclaration)
        else { return NSNull() }
        return [
            "range": document.text.range(at: occurrence.location, length: occurrence.length).json,
            "placeholder": occurrence.symbol.name,
        ] as JSONObject
    }

    private func rename(_ params: JSONObject) throws -> Any {
        let (document, location) = try target(params)
        guard let newName = params["newName"] as? String else {
            throw ResponseError(.invalidParams, "no newName")
        }
        let symbols = document.analysis.symbols
        guard let occurrence = symbols.occurrence(at: location) else {
            throw ResponseError(.invalidParams, "no name to rename here")
        }
        if let problem = NavigationFeature.renameProblem(newName, for: occurrence.symbol, symbols: symbols) {
            throw ResponseError(.invalidParams, problem)
        }
        let edits = symbols.occurrences(of: occurrence.symbol).map { found -> JSONObject in
            ["range": document.text.range(at: found.location, length: found.length).json, "newText": newName]
        }
        return ["changes": [document.uri: edits]] as JSONObject
    }

    private func documentSymbols(_ params: JSONObject) throws -> Any {
        let document = try self.document(params)
        return OutlineFeature.documentSymbols(symbols: document.analysis.symbols, document: document.text)
    }

    private func foldingRanges(_ params: JSONObject) throws -> Any {
        let document = try self.document(params)
        return OutlineFeature.foldingRanges(in: document.text).map {
            ["startLine": $0.start, "endLine": $0.end]
        }
    }

    private func semanticTokens(_ params: JSONObject) throws -> Any {
        let document = try self.document(params)
        return [
            "data": SemanticTokensFeature.data(symbols: document.analysis.symbols, document: document.text)
        ]
            as JSONObject
    }

    private func codeActions(_ params: JSONObject) throws -> Any {
        let document = try self.document(params)
        guard let range = TextRange(json: params["range"]) else {
            throw ResponseError(.invalidParams, "no range")
        }
        let actions = CodeActionFeature.actions(
            for: range, diagnostics: document.analysis.diagnostics, document: document.text)
        return CodeActionFeature.json(
            actions, uri: document.uri, document: document.text, documentation: documentation)
    }

    private func location(_ occurrence: Occurrence, in document: OpenDocument) -> JSONObject {
        [
            "uri": document.uri,
            "range": document.text.range(at: occurrence.location, length: occurrence.length).json,
        ]
    }
}

extension TextRange {
    /// The range `json` holds, nil when it is not one.
    init?(json: Any?) {
        guard let object = json as? JSONObject, let start = Position(json: object["start"]),
            let end = Position(json: object["end"])
        else { return nil }
        self.init(start, end)
    }
}
