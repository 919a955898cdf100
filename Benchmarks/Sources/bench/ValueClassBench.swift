@_spi(Stages) import ControlSpec
import Foundation
import SpecSynth

/// The analysis of wide ranged ints by classes against the plain enumeration of every value, both
/// run in this process on the same decoded model (`bench value-classes`).
enum ValueClassBench {
    /// One spec of the table.
    struct Case {
        var name: String
        var range: String
        var yaml: String
    }

    /// The copied-ints family, and a counter family (arithmetic, so no classes) as the control.
    static let cases: [Case] =
        [(1, 1_000), (1, 100_000), (1, 1_000_000), (2, 1_000_000), (4, 1_000_000)].map { count, range in
            Case(
                name: "copied-ints-\(count)", range: "0...\(range.formatted())",
                yaml: CopiedIntsSpec.yaml(count, range: range))
        } + [Case(name: "counters-3", range: "0...1,000", yaml: GuardSpec.independentCounters(3))]

    /// How many alternating rounds of both measurements each case gets.
    static let rounds = 3

    /// Measures every case with and without classes and returns the Markdown table.
    static func markdown() -> String {
        var lines = [
            "### Int values by classes against the plain enumeration (same process)",
            "",
            "Analyze stage, best of \(rounds) alternating rounds of best of \(Timing.runs) (`-c release`, the "
                + "default budget and time limit); configurations the exploration discovered; ratio: enumerated "
                + "time / time by classes.",
            "",
            "| spec | int range | configurations, enumerated | analyze, enumerated | configurations, by classes "
                + "| analyze, by classes | ratio | findings, enumerated | findings, by classes |",
            "|---|---|--:|--:|--:|--:|--:|---|---|",
        ]
        for entry in cases {
            guard let control = decode(entry) else {
                lines.append("| \(entry.name) | \(entry.range) | – | – | – | – | – | does not decode | |")
                continue
            }
            // Alternating rounds, the best of each kept, so a burst of load on the machine hits both.
            var plain = measure(control, enumerating: true)
            var classes = measure(control, enumerating: false)
            for _ in 1..<rounds {
                plain.seconds = min(plain.seconds, measure(control, enumerating: true).seconds)
                classes.seconds = min(classes.seconds, measure(control, enumerating: false).seconds)
            }
            lines.append(
                "| \(entry.name) | \(entry.range) | \(plain.report.explored.formatted()) | \(spell(plain.seconds)) "
                    + "| \(classes.report.explored.formatted()) | \(spell(classes.seconds)) "
                    + "| \(String(format: "%.1f", plain.seconds / classes.seconds))× "
                    + "| \(findings(plain.report)) | \(findings(classes.report)) |")
            FileHandle.standardError.write(Data("measured \(entry.name)\n".utf8))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func decode(_ entry: Case) -> ResolvedSpec? {
        let pipeline = Pipeline(limits: StageBench.limits)
        let source = SpecSource(path: "\(entry.name).control.yaml", bytes: Array(entry.yaml.utf8))
        guard let parsed = pipeline.parse(source).parsed else { return nil }
        let (decoded, diagnostics) = pipeline.decode(parsed)
        guard let decoded, !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return pipeline.resolve(decoded)
    }

    private static func measure(_ control: ResolvedSpec, enumerating: Bool) -> (
        report: AnalysisReport, seconds: Double
    ) {
        var options = AnalysisOptions()
        options.enumeratesEveryValue = enumerating
        let pipeline = Pipeline(analysis: options)
        let report = pipeline.analyze(control)
        return (report, Timing.best { pipeline.analyze(control) })
    }

    private static func findings(_ report: AnalysisReport) -> String {
        let codes = report.diagnostics.map(\.code.rawValue)
        return codes.isEmpty ? "none" : codes.joined(separator: ", ")
    }

    private static func spell(_ seconds: Double) -> String {
        seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.2f ms", seconds * 1000)
    }
}
