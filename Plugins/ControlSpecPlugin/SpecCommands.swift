import Foundation
import PackagePlugin

/// The build commands for a target's specs: one `controlspec compile` per spec file.
enum SpecCommands {
    static let suffixes = [".control.yaml", ".control.yml"]

    /// One build command per spec among `files`, in path order, each writing
    /// `<workDirectory>/<Name>.swift` whose controls load asset images from `imageBundle` (`main` or
    /// `module`). Fails when two specs would write the same file.
    static func make(specs files: [URL], tool: URL, workDirectory: URL, imageBundle: String) throws
        -> [Command]
    {
        let specs = files.compactMap { url in baseName(of: url).map { (url: url, name: $0) } }
            .sorted { $0.url.path < $1.url.path }
        try rejectDuplicateNames(specs)
        return specs.map { spec in
            let output = workDirectory.appending(path: spec.name + ".swift")
            let fileName = spec.url.lastPathComponent
            return .buildCommand(
                displayName: "Generating \(spec.name).swift from \(fileName)",
                executable: tool,
                arguments: [
                    "compile", spec.url.path(percentEncoded: false),
                    "--output-file", output.path(percentEncoded: false), "--image-bundle", imageBundle,
                ],
                inputFiles: [spec.url],
                outputFiles: [output])
        }
    }

    /// `LikeButton` for `…/LikeButton.control.yaml`; nil for a file that is not a spec.
    static func baseName(of url: URL) -> String? {
        let fileName = url.lastPathComponent
        guard let suffix = suffixes.first(where: { fileName.hasSuffix($0) }) else { return nil }
        let name = String(fileName.dropLast(suffix.count))
        return name.isEmpty ? nil : name
    }

    private static func rejectDuplicateNames(_ specs: [(url: URL, name: String)]) throws {
        var seen: [String: URL] = [:]
        for spec in specs {
            if let first = seen[spec.name] {
                throw PluginFailure(
                    "\(first.path(percentEncoded: false)) and \(spec.url.path(percentEncoded: false)) "
                        + "would both generate \(spec.name).swift; rename one of them")
            }
            seen[spec.name] = spec.url
        }
    }
}

/// An error whose description SwiftPM shows as it is.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = "ControlSpecPlugin: " + description
    }
}
