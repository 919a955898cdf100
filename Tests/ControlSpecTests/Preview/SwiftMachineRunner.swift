import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// Compiles the generated Swift machines of many controls into one program, linked against the
/// runtime (compiled once per test process, as an app imports it), runs it on command sequences and returns each control's trace, one line per command:
/// `state|properties|transitions fired|outputs` (the format `PreviewHarness` builds in the page),
/// a double property as the bits of its value. With regions, the state is every region's in
/// `Control.regions` order, `,`-separated: `name=leaf`, `name=-` for an inactive region inside a
/// state, the bare leaf for the unnamed top-level region (`syncing,transfer=waiting,network=online`);
/// the transitions fired are each region's index or `_`, `,`-separated.
enum SwiftMachineRunner {
    /// A command: an event name, `<event>@x,y,width,height,startX,startY` for a touch event with
    /// the finger's `TouchPoint` (a machine that reads the finger), `set:<property>=<value>` for
    /// an input, or `wait:<ms>` for a machine of one region with timers (the clock moves on).
    static func traces(of runs: [(analysis: AnalysisReport, commands: [String])], in folder: URL) throws
        -> [[String]]
    {
        var files: [String] = []
        var main = "import Foundation\n@_spi(Generated) import ControlSpecRuntime\n\n"
        main += "let input = try String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)\n"
        main += "let lines = input.split(separator: \"\\n\", omittingEmptySubsequences: false)\n"
        main += "var output = \"\"\n"
        for (index, run) in runs.enumerated() {
            let generated = SwiftGenerator.generate(
                run.analysis, sourceFile: "x", options: GeneratorOptions(access: .internal))
            let file = folder.appendingPathComponent(generated.name)
            try generated.contents.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
            main +=
                "output += run\(index)(lines[\(index)].split(separator: \" \").map(String.init)).joined(separator: \"\\n\") + \"\\n\\u{1}\\n\"\n"
            main += driver(run.analysis, number: index)
        }
        main += "FileHandle.standardOutput.write(output.data(using: .utf8)!)\n"
        let mainFile = folder.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        let runtime = try runtimeLibrary.get()
        // One frontend for the whole module (`-wmo`): without it swiftc runs a frontend per file,
        // each of which parses every other file, several times slower for hundreds of machines.
        let program = folder.appendingPathComponent("machines")
        let compile = try PreviewFixtures.run(
            ["swiftc", "-Onone", "-wmo", "-module-name", "Machines", "-o", program.path]
                + ["-I", runtime.path, "-L", runtime.path, "-lControlSpecRuntime", "-lControlSpecTouch"]
                + files + [mainFile.path])
        guard compile.status == 0 else { throw ChromiumSession.Failure(description: compile.output) }
        let commandsFile = folder.appendingPathComponent("commands.txt")
        try runs.map { $0.commands.joined(separator: " ") }.joined(separator: "\n").write(
            to: commandsFile, atomically: true, encoding: .utf8)
        let result = try PreviewFixtures.run([program.path, commandsFile.path])
        guard result.status == 0 else { throw ChromiumSession.Failure(description: result.output) }
        let blocks = result.output.components(separatedBy: "\n\u{1}\n")
        return runs.indices.map { index in
            blocks[index].split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        }
    }

    /// A folder holding the runtime's sources compiled as the generated code sees them (static
    /// libraries and modules of ControlSpecTouch, which the runtime re-exports, and
    /// ControlSpecRuntime), built once per test process and shared by every call of ``traces``:
    /// the runtime is most of what a batch of machines compiles.
    private static let runtimeLibrary = Result<URL, Error> {
        let root = PreviewFixtures.root
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "preview-runtime-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for module in ["ControlSpecTouch", "ControlSpecRuntime"] {
            let sources = root.appendingPathComponent("Sources/\(module)")
            let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0).path }
            let library = try PreviewFixtures.run(
                [
                    "swiftc", "-Onone", "-wmo", "-parse-as-library", "-emit-library", "-static",
                    "-emit-module",
                    "-module-name", module, "-I", folder.path, "-emit-module-path",
                    folder.appendingPathComponent("\(module).swiftmodule").path,
                    "-o", folder.appendingPathComponent("lib\(module).a").path,
                ] + files)
            guard library.status == 0 else { throw ChromiumSession.Failure(description: library.output) }
        }
        return folder
    }

    /// `func runN(_ commands: [String]) -> [String]` for one control's machine.
    private static func driver(_ analysis: AnalysisReport, number: Int) -> String {
        let plan = GenerationPlan(analysis: analysis, access: .internal)
        let machine = plan.machine
        var text = "func run\(number)(_ commands: [String]) -> [String] {\n"
        text += "    var m = \(machine)()\n    var trace: [String] = []\n"
        text += "    for command in commands where !command.isEmpty {\n"
        text += "        var fired = \"-\"\n        var outputs = \"\"\n"
        if plan.readsTouch {
            text += "        let at = command.split(separator: \"@\").map(String.init)\n"
            text +=
                "        let p = at.count > 1 ? at[1].split(separator: \",\").map { Double(String($0))! } : []\n"
        }
        text += "        var step: \(machine).Step? = nil\n"
        if !plan.hasTimers, !plan.hasRegionMembers {
            // Without timers a wait moves nothing.
            text += "        if command.hasPrefix(\"wait:\") {\n        } else"
        } else if !plan.hasRegionMembers {
            // `wait:<ms>`: the clock moves on; every step it fires, in order, `;`-separated.
            text += "        if command.hasPrefix(\"wait:\") {\n"
            text +=
                "            let steps = m.advanceClock(to: m.time + .milliseconds(Int(command.dropFirst(5))!))\n"
            text +=
                "            if !steps.isEmpty { fired = steps.map { String($0.transition.index) }.joined(separator: \";\") }\n"
            if !plan.outputs.isEmpty {
                text +=
                    "            outputs = steps.flatMap(\\.outputs).map(\\.rawValue).joined(separator: \",\")\n"
            }
            text += "        } else"
        }
        text += "        if command.hasPrefix(\"set:\") {\n"
        text +=
            "            let parts = command.dropFirst(4).split(separator: \"=\", maxSplits: 1).map(String.init)\n"
        text += "            switch parts[0] {\n"
        for property in plan.properties where property.property.isInput {
            text += "            case \(SwiftLiteral.string(property.property.name.value)):\n"
            // An input with `changes:` is set through its setter, which sends the event.
            if property.property.changes != nil {
                let setter = ChangeEventEmitter.setter(of: property)
                switch property.property.type {
                case .bool: text += "                step = m.\(setter)(parts[1] == \"true\")\n"
                case .int: text += "                step = m.\(setter)(Int(parts[1])!)\n"
                case .double: text += "                step = m.\(setter)(Double(parts[1])!)\n"
                default: text += "                fatalError(command)\n"
                }
                continue
            }
            switch property.property.type {
            case .bool: text += "                m.\(property.member) = parts[1] == \"true\"\n"
            case .int: text += "                m.\(property.member) = Int(parts[1])!\n"
            case .enum:
                text +=
                    "                m.\(property.member) = \(machine).\(property.type)(rawValue: parts[1])!\n"
            case .string: text += "                m.\(property.member) = parts[1]\n"
            case .double: text += "                m.\(property.member) = Double(parts[1])!\n"
            case .color, .image: text += "                break\n"
            }
        }
        text += "            default: fatalError(command)\n            }\n"
        if plan.events.isEmpty {
            text += "        } else {\n            fatalError(command)\n        }\n"
        } else {
            let send: String
            if plan.readsTouch {
                send =
                    "p.isEmpty ? m.send(\(machine).Event(rawValue: at[0])!) : m.send(\(machine).Event(rawValue: at[0])!,"
                    + " at: TouchPoint(x: p[0], y: p[1], width: p[2], height: p[3], startX: p[4], startY: p[5]))"
            } else {
                send = "m.send(\(machine).Event(rawValue: command)!)"
            }
            text += "        } else {\n            step = \(send)\n        }\n"
            text += "        if let step {\n"
            if plan.hasRegionMembers {
                let parts = plan.regions.compactMap { region in
                    region.member.map { "(step.\($0).map { String($0.index) } ?? \"_\")" }
                }
                text += "            fired = [\(parts.joined(separator: ", "))].joined(separator: \",\")\n"
            } else {
                text += "            fired = String(step.transition.index)\n"
            }
            if !plan.outputs.isEmpty {
                text += "            outputs = step.outputs.map(\\.rawValue).joined(separator: \",\")\n"
            }
            text += "        }\n"
        }
        let state: String
        if plan.hasRegionMembers {
            // A named region as `name=leaf` (`name=-` while a region inside a state is inactive),
            // the unnamed top-level region of a control holding regions as its bare leaf.
            state = plan.regions.compactMap { region in
                region.member.map { member in
                    let leaf =
                        region.owner == nil
                        ? "m.state.\(member).rawValue" : "(m.state.\(member)?.rawValue ?? \"-\")"
                    return region.region.name.map { "\"\($0.value)=\" + \(leaf)" } ?? leaf
                }
            }.joined(separator: " + \",\" + ")
        } else {
            state = "m.state.rawValue"
        }
        let properties = plan.properties.compactMap { property -> String? in
            let name = property.property.name.value
            switch property.property.type {
            case .bool, .int: return "\"\(name)=\\(m.\(property.member))\""
            case .enum: return "\"\(name)=\" + m.\(property.member).rawValue"
            case .string: return "\"\(name)=\" + m.\(property.member)"
            // A double by its bits: the page's and the machine's agree to the sign of a zero.
            case .double: return "\"\(name)=\\(m.\(property.member).bitPattern)\""
            case .color, .image: return nil
            }
        }
        let propertyText =
            properties.isEmpty ? "\"\"" : "[\(properties.joined(separator: ", "))].joined(separator: \",\")"
        text += "        trace.append(\(state) + \"|\" + \(propertyText) + \"|\" + fired + \"|\" + outputs)\n"
        text += "    }\n    return trace\n}\n"
        return text
    }
}
