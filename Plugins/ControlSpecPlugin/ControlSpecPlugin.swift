import Foundation
import PackagePlugin

/// Generates `<Name>.swift` from every `<Name>.control.yaml` (or `.control.yml`) of the target it is
/// applied to, by running `controlspec compile` once per spec as a build command: SwiftPM reruns
/// it only when that spec (or the tool) changed. In a target with resources the controls load their
/// asset images from the target's `Bundle.module` by default, else from the main bundle.
@main
struct ControlSpecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let hasResources = module.sourceFiles.contains { $0.type == .resource }
        return try SpecCommands.make(
            specs: module.sourceFiles.map(\.url),
            tool: try context.tool(named: "controlspec").url,
            workDirectory: context.pluginWorkDirectoryURL, imageBundle: hasResources ? "module" : "main")
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ControlSpecPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try SpecCommands.make(
                specs: target.inputFiles.map(\.url),
                tool: try context.tool(named: "controlspec").url,
                workDirectory: context.pluginWorkDirectoryURL, imageBundle: "main")
        }
    }
#endif
