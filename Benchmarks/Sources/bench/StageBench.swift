import ControlSpec

/// One stage's best time and its peak heap growth.
struct StageMeasurement {
    var stage: String
    /// Best time of one execution, in seconds; nil when the stage could not run.
    var seconds: Double?
    /// Highest growth of live heap bytes during one execution.
    var peakBytes: Int?
    var allocations: Int?
    /// Why the stage did not run, or what it reported.
    var note: String = ""
}

/// Every stage measured on one spec file, next to the libyaml floor.
struct SpecMeasurement {
    var name: String
    var transitions: Int
    var bytes: Int
    var floor: StageMeasurement
    var stages: [StageMeasurement]
    /// The diagnostics of decode and analyze, counted by code.
    var findings: [String: Int]

    /// The sum of the stages' best times, when all ran.
    var pipelineSeconds: Double? {
        let times = stages.compactMap(\.seconds)
        return times.count == stages.count ? times.reduce(0, +) : nil
    }
}

/// Runs syntax, decode, analyze and generate on one file's bytes, each measured on its own with
/// the previous stage's output as input.
enum StageBench {
    /// Limits wide enough for the largest synthetic spec: the benchmark measures speed, not limits.
    static let limits = SyntaxLimits(maxBytes: 1 << 30, maxDepth: 64, maxAliasExpansion: 10_000)

    static func measure(name: String, transitions: Int, bytes: [UInt8], file: String) -> SpecMeasurement {
        let floor = stage("libyaml scan", LibYAMLFloor.scan(bytes))
        var stages: [StageMeasurement] = []
        var findings: [String: Int] = [:]

        let (root, syntaxDiagnostics) = YAMLReader.read(bytes, file: file, limits: limits)
        stages.append(stage("syntax", YAMLReader.read(bytes, file: file, limits: limits)))
        count(syntaxDiagnostics, into: &findings)
        guard let root else {
            stages += skipped(["decode", "analyze", "generate"], because: "no tree")
            return SpecMeasurement(
                name: name, transitions: transitions, bytes: bytes.count, floor: floor, stages: stages,
                findings: findings)
        }

        let (control, decodeDiagnostics) = SpecDecoder.decode(root, file: file)
        stages.append(stage("decode", SpecDecoder.decode(root, file: file)))
        count(decodeDiagnostics, into: &findings)
        let errors = (syntaxDiagnostics + decodeDiagnostics).filter { $0.severity == .error }.count
        guard let control, errors == 0 else {
            let reason = control == nil ? "no model from decode" : "\(errors) decode errors"
            stages += skipped(["analyze", "generate"], because: reason)
            return SpecMeasurement(
                name: name, transitions: transitions, bytes: bytes.count, floor: floor, stages: stages,
                findings: findings)
        }

        let options = AnalysisOptions()
        count(Analyzer.analyze(control, file: file, options: options), into: &findings)
        stages.append(stage("analyze", Analyzer.analyze(control, file: file, options: options)))
        var generate = stage("generate", SwiftGenerator.generate(control, sourceFile: file))
        let generated = SwiftGenerator.generate(control, sourceFile: file).contents.utf8.count
        generate.note = generated == 0 ? "empty output" : "\(generated) bytes of Swift"
        stages.append(generate)
        return SpecMeasurement(
            name: name, transitions: transitions, bytes: bytes.count, floor: floor, stages: stages,
            findings: findings)
    }

    /// Times `body` (best of several) and measures its heap in one more execution.
    static func stage<Result>(_ name: String, _ body: @autoclosure () -> Result) -> StageMeasurement {
        let seconds = Timing.best(body)
        let (result, stats) = Timing.heap(body)
        sink(result)
        return StageMeasurement(
            stage: name, seconds: seconds, peakBytes: Int(stats.peak_bytes),
            allocations: Int(stats.allocations))
    }

    static func skipped(_ names: [String], because reason: String) -> [StageMeasurement] {
        names.map {
            StageMeasurement(stage: $0, seconds: nil, peakBytes: nil, allocations: nil, note: reason)
        }
    }

    static func count(_ diagnostics: [Diagnostic], into findings: inout [String: Int]) {
        for diagnostic in diagnostics { findings[diagnostic.code.rawValue, default: 0] += 1 }
    }
}
