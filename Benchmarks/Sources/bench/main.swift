import AllocCounter
import Foundation
import SendMachines
import SpecSynth

/// `bench synth <dir>`: writes every synthetic spec (and the hand-written 1,000-state reference).
/// `bench run --specs <dir> [--runs n] [--sizes 1000,10000] [--variants plain,guards]
///            [--pyyaml <json>] [--typecheck <json>] [--instructions <json>] [--json <out>]`:
///   measures and prints Markdown.
/// `bench hand-written <Name> <states>` / `bench spec <Name> <states>`: print the machine sources.
/// `bench hand-written-dispatch` / `bench spec-dispatch`: the dispatch benchmark's sources.
/// `bench stage <file> <stage> [count]`: runs one stage `count` times (for callgrind).
/// `bench value-classes [--runs n]`: the analysis of wide ints by classes against the plain
/// enumeration (Markdown).
/// `bench send-loops`: the loops' names; `bench send-loop <name> <rounds>`: one loop alone (for
/// callgrind, `send_instructions.sh`).

let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(64)
}

let sizes = (option("--sizes") ?? "1000,10000,100000").split(separator: ",").compactMap { Int($0) }
let variants = (option("--variants") ?? LargeSpec.Variant.allCases.map(\.rawValue).joined(separator: ","))
    .split(separator: ",").map { variant -> LargeSpec.Variant in
        guard let known = LargeSpec.Variant(rawValue: String(variant)) else {
            fail("unknown variant \(variant)")
        }
        return known
    }

switch arguments.first {
case "synth":
    guard arguments.count >= 2 else { fail("usage: bench synth <dir>") }
    try SynthesizedSpecs.write(to: URL(fileURLWithPath: arguments[1]), sizes: sizes, variants: variants)
case "run":
    guard let specs = option("--specs") else { fail("usage: bench run --specs <dir> …") }
    guard alloc_counter_is_active() == 1 else { fail("the malloc counter is not interposed") }
    Timing.runs = option("--runs").flatMap { Int($0) } ?? 5
    var report = Report(runs: Timing.runs)
    let directory = URL(fileURLWithPath: specs)
    for entry in SynthesizedSpecs.large(sizes: sizes, variants: variants) {
        let url = directory.appendingPathComponent(entry.file)
        let bytes = try [UInt8](Data(contentsOf: url))
        report.specs.append(
            StageBench.measure(name: entry.name, transitions: entry.transitions, bytes: bytes, file: url.path)
        )
        FileHandle.standardError.write(Data("measured \(entry.name)\n".utf8))
    }
    for entry in SynthesizedSpecs.guardCases {
        let url = directory.appendingPathComponent(entry.file)
        let bytes = try [UInt8](Data(contentsOf: url))
        report.guardSpecs.append(
            StageBench.measure(name: entry.name, transitions: entry.transitions, bytes: bytes, file: url.path)
        )
        FileHandle.standardError.write(Data("measured \(entry.name)\n".utf8))
    }
    report.send = SendBench.measure(SendBench.machineLoops)
    report.dispatch = SendBench.measure(SendBench.dispatchLoops)
    do {
        if let path = option("--pyyaml") { report.pyyaml = try ExternalResults.pyyaml(path) }
        if let path = option("--typecheck") { report.typecheck = try ExternalResults.typecheck(path) }
        if let path = option("--instructions") {
            report.instructions = try ExternalResults.instructions(path)
        }
    } catch {
        FileHandle.standardError.write(Data("bench: unreadable external results: \(error)\n".utf8))
    }
    print(report.markdown, terminator: "")
    if let path = option("--json") { try report.json.write(to: URL(fileURLWithPath: path), options: .atomic) }
case "hand-written":
    guard arguments.count == 3, let states = Int(arguments[2]) else {
        fail("usage: bench hand-written <Name> <n>")
    }
    print(MachineSpec.handWrittenSwift(name: arguments[1], states: states), terminator: "")
case "hand-written-dispatch":
    print(
        DispatchSpec.handWrittenSwift(minimal: "HandMinimalDispatch50", informed: "HandInformedDispatch50"),
        terminator: "")
case "spec-dispatch":
    print(DispatchSpec.yaml(name: "Dispatch50"), terminator: "")
case "spec":
    guard arguments.count == 3, let states = Int(arguments[2]) else { fail("usage: bench spec <Name> <n>") }
    print(MachineSpec.yaml(name: arguments[1], states: states), terminator: "")
case "stage":
    guard arguments.count >= 3 else { fail("usage: bench stage <file> <stage> [count]") }
    let count = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
    try ProfileRun.run(file: arguments[1], stage: arguments[2], count: count)
case "value-classes":
    Timing.runs = option("--runs").flatMap { Int($0) } ?? 5
    print(ValueClassBench.markdown(), terminator: "")
case "send-loops":
    for loop in SendBench.machineLoops + SendBench.dispatchLoops { print(loop.name) }
case "send-loop":
    guard arguments.count == 3, let loop = SendBench.loop(named: arguments[1]), let rounds = Int(arguments[2])
    else {
        let names = (SendBench.machineLoops + SendBench.dispatchLoops).map(\.name)
        fail("usage: bench send-loop <\(names.joined(separator: "|"))> <rounds>")
    }
    sink(loop.run(loop.events, rounds))
default:
    fail(
        "usage: bench synth <dir> | run --specs <dir> … | hand-written <Name> <n> | spec <Name> <n> | stage …"
    )
}
