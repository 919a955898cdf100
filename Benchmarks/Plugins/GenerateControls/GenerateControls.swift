import PackagePlugin

/// Runs the freshly built `controlspec compile` on every `*.control.yaml` of a target, so the
/// benchmark always measures what the current generator writes.
@main
struct GenerateControls: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "controlspec")
        return target.sourceFiles(withSuffix: ".control.yaml").map { file in
            let name = String(file.url.lastPathComponent.dropLast(".control.yaml".count))
            let output = context.pluginWorkDirectoryURL.appending(path: "\(name).swift")
            return .buildCommand(
                displayName: "controlspec compile \(name)",
                executable: tool.url,
                arguments: [
                    "compile", file.url.path(percentEncoded: false),
                    "--output-file", output.path(percentEncoded: false),
                ],
                inputFiles: [file.url],
                outputFiles: [output]
            )
        }
    }
}
