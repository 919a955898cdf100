import Foundation
import PackagePlugin

/// `swift package lint-controls [--target NAME]… [controlspec lint options]`: runs
/// `controlspec lint` over the specs of the named targets (default: every source target of the
/// package) with the other arguments, passes its output through unchanged and ends with its exit
/// status.
@main
struct LintControls: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = LintOptions(arguments)
        let tool = try context.tool(named: "controlspec").url
        if options.help {
            print(LintOptions.usage + "\n")
            let status = try ToolRun.passThrough(tool, arguments: ["help", "lint"])
            if status != 0 { exit(status) }
            return
        }
        let targets = try LintTargets.select(options.targetNames, in: context.package)
        let specs = LintTargets.specs(in: targets)
        guard !specs.isEmpty else {
            let names = targets.map(\.name).sorted().joined(separator: ", ")
            throw LintFailure("no *.control.yaml or *.control.yml files in the targets \(names)")
        }
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let paths = specs.map { LintTargets.displayPath($0, relativeTo: directory) }
        let status = try ToolRun.passThrough(tool, arguments: ["lint"] + paths + options.toolOptions)
        if status != 0 {
            // SwiftPM reports any failing command plugin as exit status 1, naming this status.
            exit(status)
        }
    }
}

/// An error whose description SwiftPM shows as it is.
struct LintFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = "lint-controls: " + description
    }
}
