import AllocCounter
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
        var spec = SpecMeasurement(
            name: name, transitions: transitions, bytes: bytes.count,
            floor: stage("libyaml scan", LibYAMLFloor.scan(bytes)).measurement, stages: [], findings: [:])

        let pipeline = Pipeline(limits: limits)
        let syntax = stage("syntax", pipeline.parse(SpecSource(path: file, bytes: bytes)))
        spec.stages.append(syntax.measurement)
        count(syntax.result.diagnostics, into: &spec.findings)
        guard let parsed = syntax.result.parsed else {
            spec.stages += skipped(["decode", "analyze", "generate"], because: "no tree")
            return spec
        }

        let decode = stage("decode", pipeline.decode(parsed))
        spec.stages.append(decode.measurement)
        count(decode.result.diagnostics, into: &spec.findings)
        let errors = (syntax.result.diagnostics + decode.result.diagnostics).filter { $0.severity == .error }
        guard let decoded = decode.result.decoded, errors.isEmpty else {
            let reason =
                decode.result.decoded == nil ? "no model from decode" : "\(errors.count) decode errors"
            spec.stages += skipped(["analyze", "generate"], because: reason)
            return spec
        }

        // Resolve and Analyze together, as `lint` runs them.
        let analyze = stage("analyze", pipeline.analyze(pipeline.resolve(decoded)))
        spec.stages.append(analyze.measurement)
        count(analyze.result.diagnostics, into: &spec.findings)
        var generate = stage("generate", pipeline.generate(analyze.result, file: file))
        let size = generate.result.contents.utf8.count
        generate.measurement.note += generate.measurement.note.isEmpty ? "" : ", "
        generate.measurement.note += size == 0 ? "empty output" : "\(size) bytes of Swift"
        spec.stages.append(generate.measurement)
        return spec
    }

    /// Measures the heap of one execution of `body`, then its best time over several more; a
    /// stage slower than `Timing.slowStage` keeps the time of that one counted execution.
    /// Returns the counted execution's result too.
    static func stage<Result>(
        _ name: String, _ body: @autoclosure () -> Result
    ) -> (measurement: StageMeasurement, result: Result) {
        let clock = ContinuousClock()
        let start = clock.now
        let (result, stats) = Timing.heap(body)
        let (whole, attoseconds) = (clock.now - start).components
        let first = Double(whole) + Double(attoseconds) * 1e-18
        let slow = first > Timing.slowStage
        let measurement = StageMeasurement(
            stage: name, seconds: slow ? first : Timing.best(body), peakBytes: Int(stats.peak_bytes),
            allocations: Int(stats.allocations), note: slow ? "one run" : "")
        return (measurement, result)
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
