import CYaml
import ControlSpecCore

/// The Syntax stage: YAML bytes to a located node tree, through libyaml's event API.
///
/// The tree is built with an explicit stack (never recursion), so nesting depth costs no call
/// stack; depth, alias expansion and size are limited while parsing so hostile input is refused
/// early. Duplicate keys are reported (with a note at the first) and the later pair is dropped.
package enum YAMLReader {
    /// Parses one YAML document. Returns a nil root (with at least one error) when the text is not
    /// well-formed YAML or breaks a limit. An empty document reads as an empty plain scalar at 1:1.
    public static func read(
        _ bytes: [UInt8], limits: SyntaxLimits = SyntaxLimits()
    ) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        guard bytes.count <= limits.maxBytes else {
            diagnostics.report(
                .sizeLimit,
                "the file is \(bytes.count) bytes, more than the limit of \(limits.maxBytes) bytes;"
                    + " split the control or raise the limit with --max-bytes",
                at: SourceLocation(line: 1, column: 1))
            return (nil, diagnostics.diagnostics)
        }
        var reader = EventReader(limits: limits, expectedBytes: bytes.count)
        let root = bytes.withUnsafeBufferPointer { buffer in
            reader.parse(buffer, diagnostics: &diagnostics)
        }
        return (root, diagnostics.diagnostics)
    }
}

/// Reads libyaml's events into a `TreeBuilder`, enforcing the depth limit and one document.
private struct EventReader: ~Copyable {
    var builder: TreeBuilder
    private var documentCount = 0

    init(limits: SyntaxLimits, expectedBytes: Int) {
        builder = TreeBuilder(limits: limits, expectedBytes: expectedBytes)
    }

    mutating func parse(
        _ buffer: UnsafeBufferPointer<UInt8>, diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            diagnostics.report(.yamlSyntax, "libyaml could not start (out of memory)", at: .start)
            return nil
        }
        defer { yaml_parser_delete(&parser) }
        if let base = buffer.baseAddress {
            yaml_parser_set_input_string(&parser, base, buffer.count)
        } else {
            var empty: UInt8 = 0
            yaml_parser_set_input_string(&parser, &empty, 0)
        }

        // yaml_parser_parse clears the event before filling it, and yaml_event_delete after use.
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                reportParserError(parser, in: buffer, into: &diagnostics)
                return nil
            }
            defer { yaml_event_delete(&event) }
            let location = SourceLocation(mark: event.start_mark)
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return builder.finish() ?? TreeBuilder.emptyDocument()
            case YAML_DOCUMENT_START_EVENT:
                documentCount += 1
                if documentCount > 1 {
                    diagnostics.report(
                        .yamlSyntax,
                        "a spec file holds one YAML document; move this one into a file of its own",
                        at: location)
                    return nil
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let bytes = UnsafeBufferPointer(
                    start: scalar.value, count: scalar.value == nil ? 0 : scalar.length)
                if scalar.tag == nil && scalar.anchor == nil {
                    // Most scalars: no optional `String`s to make and release.
                    builder.addScalar(
                        bytes, style: style(scalar.style), at: location, tag: nil, anchor: nil,
                        diagnostics: &diagnostics)
                } else {
                    builder.addScalar(
                        bytes, style: style(scalar.style), at: location, tag: optionalString(scalar.tag),
                        anchor: optionalString(scalar.anchor), diagnostics: &diagnostics)
                }
            case YAML_ALIAS_EVENT:
                let name = optionalString(event.data.alias.anchor) ?? ""
                guard builder.addAlias(name, at: location, diagnostics: &diagnostics) else { return nil }
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                guard builder.depth < builder.limits.maxDepth else {
                    diagnostics.report(
                        .depthLimit,
                        "lists and mappings nest more than \(builder.limits.maxDepth) levels deep;"
                            + " flatten the spec or raise the limit with --max-depth",
                        at: location)
                    return nil
                }
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                if isMapping {
                    let start = event.data.mapping_start
                    builder.startCollection(
                        isMapping: true, at: location, tag: optionalString(start.tag),
                        anchor: optionalString(start.anchor))
                } else {
                    let start = event.data.sequence_start
                    builder.startCollection(
                        isMapping: false, at: location, tag: optionalString(start.tag),
                        anchor: optionalString(start.anchor))
                }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                builder.endCollection(diagnostics: &diagnostics)
            default:
                break
            }
        }
    }

    private func reportParserError(
        _ parser: yaml_parser_t, in buffer: UnsafeBufferPointer<UInt8>,
        into diagnostics: inout DiagnosticCollector
    ) {
        let problem = optionalString(parser.problem) ?? "the YAML is not well-formed"
        var message = problem
        var notes: [Diagnostic.Note] = []
        if let context = optionalString(parser.context) {
            message = "\(context), \(problem)"
            let subject = context.hasPrefix("while parsing ") ? String(context.dropFirst(14)) : context
            notes.append(
                Diagnostic.Note("\(subject) starts here", at: SourceLocation(mark: parser.context_mark)))
        }
        let location: SourceLocation
        if parser.error == YAML_READER_ERROR {
            message += parser.problem_value >= 0 ? " (byte 0x\(String(parser.problem_value, radix: 16)))" : ""
            location = SourceLocation(byteOffset: parser.problem_offset, in: buffer)
        } else {
            location = SourceLocation(mark: parser.problem_mark)
        }
        diagnostics.report(.yamlSyntax, message, at: location, notes: notes)
    }

    private func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    private func optionalString(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private func optionalString(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}

extension SourceLocation {
    static let start = SourceLocation(line: 1, column: 1)

    /// The line and column (in characters) of a byte offset; libyaml's reader errors give only that.
    init(byteOffset: Int, in buffer: UnsafeBufferPointer<UInt8>) {
        var line = 1
        var column = 1
        var previous: UInt8 = 0
        for byte in buffer.prefix(max(0, byteOffset)) {
            // A line ends at LF, CR or CRLF, as libyaml counts lines.
            if byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r")) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != UInt8(ascii: "\n") {
                column += 1
            }
            previous = byte
        }
        self.init(line: line, column: column)
    }

    /// libyaml marks are 0-based.
    init(mark: yaml_mark_t) {
        self.init(line: mark.line + 1, column: mark.column + 1)
    }
}
