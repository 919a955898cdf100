import Foundation

/// Everything one `bench run` measured, plus what run.sh measured outside the process.
struct Report {
    var runs: Int
    var specs: [SpecMeasurement] = []
    var guardSpecs: [SpecMeasurement] = []
    var send: [SendMeasurement] = []
    /// The unguarded 50 × 10 machine, the minimal switch first.
    var dispatch: [SendMeasurement] = []
    /// PyYAML `yaml.load(CLoader)` per spec name: best seconds and the process's peak RSS bytes.
    var pyyaml: [String: (seconds: Double, rssBytes: Int)] = [:]
    /// `swiftc -typecheck` best seconds per label (from run.sh).
    var typecheck: [(label: String, seconds: Double, lines: Int)] = []
    /// Instructions per event of each send loop, by loop name (send_instructions.sh, callgrind).
    var instructions: [String: Double] = [:]

    // MARK: Markdown

    /// Time, instructions (when send_instructions.sh counted them) and allocations per event, each
    /// with its ratio to the row's reference loop.
    private func sendTable(_ machines: [SendMeasurement]) -> String {
        var out =
            "| machine | ns / event | ratio | instructions / event (callgrind) | ratio | allocations / event |\n"
        out += "|---|--:|--:|--:|--:|--:|\n"
        func ratio(_ value: Double?, _ reference: Double?) -> String {
            guard let value, let reference, reference > 0 else { return "–" }
            return String(format: "%.2f×", value / reference)
        }
        for machine in machines {
            let reference = machines.first { $0.loop.name == machine.loop.reference }
            let count = instructions[machine.loop.name]
            let referenceCount = instructions[machine.loop.reference]
            out += "| \(machine.loop.label) | \(String(format: "%.2f", machine.nanosecondsPerEvent))"
            out += " | \(ratio(machine.nanosecondsPerEvent, reference?.nanosecondsPerEvent))"
            out += " | \(count.map { String(format: "%.2f", $0) } ?? "–") | \(ratio(count, referenceCount))"
            out += " | \(String(format: "%.3g", machine.allocationsPerEvent)) |\n"
        }
        return out
    }

    var markdown: String {
        var out = ""
        out += "### Stages against the libyaml floor (best of \(runs), `-c release`)\n\n"
        out += "Time of one execution; in parentheses the ratio to libyaml scanning the same bytes;"
        out +=
            " † one run only (over \(Int(Timing.slowStage)) s). Findings: decode and analyze diagnostics.\n\n"
        out += "| spec | bytes | libyaml scan | PyYAML CLoader | syntax | decode | analyze | generate"
        out += " | pipeline | findings |\n"
        out += "|---|--:|--:|--:|--:|--:|--:|--:|--:|---|\n"
        for spec in specs { out += stageRow(spec) }
        out += "\n### Peak heap growth per stage\n\n"
        out += "Highest live heap bytes above the level before the stage (malloc interposed); "
        out += "PyYAML: the Python process's peak RSS.\n\n"
        out += "| spec | libyaml scan | PyYAML (RSS) | syntax | decode | analyze | generate |\n"
        out += "|---|--:|--:|--:|--:|--:|--:|\n"
        for spec in specs { out += memoryRow(spec) }
        out += scaling
        if !guardSpecs.isEmpty {
            out += "\n### Guard analysis worst cases\n\n"
            out += "| spec | transitions | syntax | decode | analyze | analyze peak heap | findings |\n"
            out += "|---|--:|--:|--:|--:|--:|---|\n"
            for spec in guardSpecs {
                let cells = ["syntax", "decode", "analyze"].map { time(spec.stage($0)?.seconds) }
                out += "| \(spec.name) | \(spec.transitions) | " + cells.joined(separator: " | ")
                out += " | \(bytes(spec.stage("analyze")?.peakBytes)) | \(findings(spec)) |\n"
            }
        }
        if !send.isEmpty {
            out += "\n### Generated `send` against a hand-written `switch` (one process)\n\n"
            out += "Ratios to the hand-written switch.\n\n"
            out += sendTable(send)
        }
        if !dispatch.isEmpty {
            out += "\n### Dispatch floor: unguarded 50 states × 10 events, result unused (one process)\n\n"
            out += "Ratios to the minimal switch compiled in the same module as the loop.\n\n"
            out += sendTable(dispatch)
        }
        if !typecheck.isEmpty {
            out += "\n### `swiftc -typecheck` of a 1,000-state control (best of run.sh's runs)\n\n"
            out += "| source | lines | seconds |\n|---|--:|--:|\n"
            for entry in typecheck {
                out += "| \(entry.label) | \(entry.lines) | \(String(format: "%.2f", entry.seconds)) |\n"
            }
        }
        return out
    }

    private func stageRow(_ spec: SpecMeasurement) -> String {
        let floor = spec.floor.seconds
        func cell(_ seconds: Double?) -> String {
            guard let seconds else { return "–" }
            guard let floor, floor > 0 else { return time(seconds) }
            return "\(time(seconds)) (\(String(format: "%.1f", seconds / floor))×)"
        }
        var cells = [spec.name, "\(spec.bytes)", time(floor), cell(pyyaml[spec.name]?.seconds)]
        cells += ["syntax", "decode", "analyze", "generate"].map { name in
            guard let stage = spec.stage(name) else { return "–" }
            guard stage.seconds != nil else { return "– (\(stage.note))" }
            return cell(stage.seconds) + (stage.note.hasPrefix("one run") ? " †" : "")
        }
        cells += [cell(spec.pipelineSeconds), findings(spec)]
        return "| " + cells.joined(separator: " | ") + " |\n"
    }

    private func memoryRow(_ spec: SpecMeasurement) -> String {
        var cells = [spec.name, bytes(spec.floor.peakBytes), bytes(pyyaml[spec.name]?.rssBytes)]
        cells += ["syntax", "decode", "analyze", "generate"].map { bytes(spec.stage($0)?.peakBytes) }
        return "| " + cells.joined(separator: " | ") + " |\n"
    }

    /// Time per transition at each size, per variant and stage, and the largest over smallest.
    private var scaling: String {
        let variants = specs.map(\.variant).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let sizes = Array(Set(specs.map(\.transitions))).sorted()
        guard sizes.count > 1, let smallest = sizes.first, let largest = sizes.last else { return "" }
        var out = "\n### Scaling: time per transition (µs)\n\n"
        out += "| variant | stage | " + sizes.map { "\($0)" }.joined(separator: " | ")
        out +=
            " | \(largest) / \(smallest) |\n|---|---|" + String(repeating: "--:|", count: sizes.count + 1)
            + "\n"
        for variant in variants {
            for name in ["libyaml scan", "syntax", "decode", "analyze", "generate", "pipeline"] {
                let perTransition = sizes.map { size -> Double? in
                    guard let spec = specs.first(where: { $0.variant == variant && $0.transitions == size }),
                        let seconds = name == "pipeline"
                            ? spec.pipelineSeconds
                            : (name == "libyaml scan" ? spec.floor : spec.stage(name))?.seconds
                    else { return nil }
                    return seconds / Double(size) * 1e6
                }
                let cells = perTransition.map { $0.map { String(format: "%.3f", $0) } ?? "–" }
                var growth = "–"
                if let first = perTransition.first ?? nil, let last = perTransition.last ?? nil, first > 0 {
                    growth = String(format: "%.2f×", last / first)
                }
                out += "| \(variant) | \(name) | " + cells.joined(separator: " | ") + " | \(growth) |\n"
            }
        }
        return out
    }

    private func findings(_ spec: SpecMeasurement) -> String {
        spec.findings.isEmpty
            ? "none"
            : spec.findings.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }
                .joined(separator: ", ")
    }

    // MARK: JSON

    var json: Data {
        func stageObject(_ stage: StageMeasurement) -> [String: Any] {
            var object: [String: Any] = ["stage": stage.stage]
            if let seconds = stage.seconds { object["seconds"] = seconds }
            if let peak = stage.peakBytes { object["peakHeapBytes"] = peak }
            if let allocations = stage.allocations { object["allocations"] = allocations }
            if !stage.note.isEmpty { object["note"] = stage.note }
            return object
        }
        func specObject(_ spec: SpecMeasurement) -> [String: Any] {
            var object: [String: Any] = [
                "name": spec.name, "transitions": spec.transitions, "bytes": spec.bytes,
                "libyamlScan": stageObject(spec.floor), "stages": spec.stages.map(stageObject),
                "findings": spec.findings,
            ]
            if let pipeline = spec.pipelineSeconds { object["pipelineSeconds"] = pipeline }
            if let python = pyyaml[spec.name] {
                object["pyyaml"] = ["seconds": python.seconds, "peakRSSBytes": python.rssBytes]
            }
            return object
        }
        func sendObject(_ machine: SendMeasurement) -> [String: Any] {
            var object: [String: Any] = [
                "machine": machine.loop.label, "loop": machine.loop.name, "reference": machine.loop.reference,
                "nanosecondsPerEvent": machine.nanosecondsPerEvent,
                "allocationsPerEvent": machine.allocationsPerEvent,
            ]
            if let count = instructions[machine.loop.name] { object["instructionsPerEvent"] = count }
            return object
        }
        let root: [String: Any] = [
            "runs": runs,
            "specs": specs.map(specObject),
            "guardAnalysis": guardSpecs.map(specObject),
            "send": send.map(sendObject),
            "dispatch": dispatch.map(sendObject),
            "typecheck": typecheck.map { ["source": $0.label, "seconds": $0.seconds, "lines": $0.lines] },
        ]
        return (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys]))
            ?? Data()
    }
}

extension SpecMeasurement {
    func stage(_ name: String) -> StageMeasurement? { stages.first { $0.stage == name } }

    /// The spec's variant: its name without the size suffix (`plain-100000` → `plain`).
    var variant: String { name.split(separator: "-").first.map(String.init) ?? name }
}

/// `1.23 ms`, `45.6 µs`, `2.34 s`.
func time(_ seconds: Double?) -> String {
    guard let seconds else { return "–" }
    switch seconds {
    case 1...: return String(format: "%.2f s", seconds)
    case 1e-3...: return String(format: "%.1f ms", seconds * 1e3)
    default: return String(format: "%.1f µs", seconds * 1e6)
    }
}

/// `12.3 MiB`, `456 KiB`.
func bytes(_ count: Int?) -> String {
    guard let count else { return "–" }
    let value = Double(count)
    switch value {
    case 1_048_576...: return String(format: "%.1f MiB", value / Double(1 << 20))
    case 1024.0...: return String(format: "%.0f KiB", value / 1024)
    default: return "\(count) B"
    }
}
