import ControlSpec
import Foundation

/// Finds and reads the spec files named on the command line.
enum SpecFiles {
    static let extensions = [".control.yaml", ".control.yml"]

    /// Each argument is a file (taken as it is) or a folder (searched for `*.control.yaml` and
    /// `*.control.yml`, sorted). Paths keep the form the user typed.
    static func find(_ arguments: [String]) throws -> [String] {
        guard !arguments.isEmpty else {
            throw CommandFailure.usage("error: name at least one spec file or folder")
        }
        var paths: [String] = []
        let fileManager = FileManager.default
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw CommandFailure(
                    status: .noInput, message: "error: cannot read '\(argument)': no such file or folder")
            }
            guard isDirectory.boolValue else {
                paths.append(argument)
                continue
            }
            let found = try specs(in: argument)
            guard !found.isEmpty else {
                throw CommandFailure(
                    status: .noInput, message: "error: no *.control.yaml files in '\(argument)'")
            }
            paths += found
        }
        return uniqueFiles(paths)
    }

    /// Drops second names of one file (a symbolic link found beside its target, or a file named
    /// twice), keeping the file's own path over a link's.
    private static func uniqueFiles(_ paths: [String]) -> [String] {
        var chosen: [String: String] = [:]
        var order: [String] = []
        for path in paths {
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard let current = chosen[resolved] else {
                chosen[resolved] = path
                order.append(resolved)
                continue
            }
            if isLink(current) && !isLink(path) { chosen[resolved] = path }
        }
        return order.compactMap { chosen[$0] }
    }

    private static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    private static func specs(in folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw CommandFailure(status: .noInput, message: "error: cannot read the folder '\(folder)'")
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if extensions.contains(where: { relative.hasSuffix($0) }) { found.append(prefix + relative) }
        }
        return found.sorted()
    }

    /// Reads every file, or fails with exit 66 naming the first that cannot be read.
    static func read(_ paths: [String]) throws -> [SpecSource] {
        try paths.map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandFailure(status: .noInput, message: "error: cannot read '\(path)'")
            }
            return SpecSource(path: path, bytes: [UInt8](data))
        }
    }
}
