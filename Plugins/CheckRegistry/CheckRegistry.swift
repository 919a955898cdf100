import Foundation
import PackagePlugin

/// Writes `AnalysisChecks.swift`, the list of the Analyze stage's checks, from the files under
/// `Checks/` of the target it is applied to (`ControlSpecAnalyze`): one check per file, named as
/// the file. A new check is its file (and its test); nothing else lists it.
@main
struct CheckRegistry: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let checks = module.sourceFiles.map(\.url)
            .filter {
                $0.pathExtension == "swift" && $0.deletingLastPathComponent().lastPathComponent == "Checks"
            }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("AnalysisChecks.swift")
        return [
            .buildCommand(
                displayName: "Listing the \(checks.count) analysis checks",
                executable: try context.tool(named: "check-registry").url,
                arguments: [output.path] + checks.map(\.path),
                inputFiles: checks, outputFiles: [output])
        ]
    }
}
