import ControlSpecCore

/// Renders diagnostics as a SARIF 2.1.0 log, the format GitHub code scanning reads.
///
/// One rule per diagnostic code (in `DiagnosticCode` order), one result per diagnostic with its
/// location and its notes as related locations. Columns count Unicode code points.
public enum SARIFReport {
    private struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    private struct Run: Encodable {
        var tool: Tool
        var columnKind = "unicodeCodePoints"
        var results: [Result]
    }

    private struct Tool: Encodable { var driver: Driver }

    private struct Driver: Encodable {
        var name = "controlspec"
        var version = ControlSpecVersion.current
        var semanticVersion = ControlSpecVersion.current
        var rules: [Rule]
    }

    /// A reporting descriptor: read from the code's `DiagnosticDescriptor`.
    private struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration

        init(_ code: DiagnosticCode) {
            let descriptor = code.descriptor
            id = code.rawValue
            shortDescription = Message(text: descriptor.summary)
            fullDescription = Message(text: descriptor.explanation)
            help = Message(text: descriptor.fix)
            defaultConfiguration = Configuration(level: descriptor.severity.rawValue)
        }
    }

    private struct Configuration: Encodable { var level: String }

    private struct Message: Encodable { var text: String }

    private struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var properties: Properties?
    }

    /// A result's property bag: the analysis' witness, where the diagnostic has one.
    private struct Properties: Encodable { var witness: Witness }

    private struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    private struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    private struct ArtifactLocation: Encodable { var uri: String }

    private struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    /// The diagnostics as a SARIF 2.1.0 log with one rule per diagnostic code.
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        let codes = DiagnosticCode.allCases
        let rules = codes.map(Rule.init)
        let results = diagnostics.map { diagnostic in
            let uri = uri(diagnostic.file)
            let related = diagnostic.notes.enumerated().map { index, note in
                Location(
                    id: index + 1,
                    physicalLocation: PhysicalLocation(
                        artifactLocation: ArtifactLocation(uri: uri),
                        region: Region(startLine: note.location.line, startColumn: note.location.column)),
                    message: Message(text: note.message))
            }
            return Result(
                ruleId: diagnostic.code.rawValue,
                ruleIndex: codes.firstIndex(of: diagnostic.code) ?? 0,
                level: diagnostic.severity.rawValue,
                message: Message(text: diagnostic.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: uri),
                            region: Region(
                                startLine: diagnostic.location.line, startColumn: diagnostic.location.column))
                    )
                ],
                relatedLocations: related.isEmpty ? nil : related,
                properties: diagnostic.witness.map(Properties.init))
        }
        return JSONReport.encode(Log(runs: [Run(tool: Tool(driver: Driver(rules: rules)), results: results)]))
    }

    /// A relative path as a URI reference: separators kept, other reserved characters escaped.
    private static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80,
                scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))
                    || "-._~/".unicodeScalars.contains(scalar)
            {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
