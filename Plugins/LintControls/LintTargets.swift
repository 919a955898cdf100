import Foundation
import PackagePlugin

/// Which targets `lint-controls` checks, and the spec files they hold.
enum LintTargets {
    static let suffixes = [".control.yaml", ".control.yml"]

    /// The targets named (in that order), or every source target of the package when none is named.
    static func select(_ names: [String], in package: Package) throws -> [SourceModuleTarget] {
        let sourceTargets = package.targets.compactMap(\.sourceModule)
        guard !names.isEmpty else { return sourceTargets }
        return try names.map { name in
            guard let target = sourceTargets.first(where: { $0.name == name }) else {
                let known = sourceTargets.map(\.name).sorted().joined(separator: ", ")
                throw LintFailure("no source target named '\(name)'; the package has: \(known)")
            }
            return target
        }
    }

    /// The spec files of `targets`, sorted by path, each once.
    static func specs(in targets: [SourceModuleTarget]) -> [URL] {
        let urls = targets.flatMap { target in
            target.sourceFiles.map(\.url).filter { url in
                suffixes.contains { url.lastPathComponent.hasSuffix($0) }
            }
        }
        return Set(urls).sorted { $0.path < $1.path }
    }

    /// The path relative to `directory` when the file lies below it (so reports and SARIF
    /// locations read relative to where `swift package` ran), otherwise the absolute path.
    static func displayPath(_ url: URL, relativeTo directory: URL) -> String {
        let path = url.standardizedFileURL.path(percentEncoded: false)
        var base = directory.standardizedFileURL.path(percentEncoded: false)
        if !base.hasSuffix("/") { base += "/" }
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
