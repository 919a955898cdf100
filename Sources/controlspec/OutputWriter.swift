import ControlSpec
import Foundation

/// Where `compile` writes: a folder (one `<Control>.swift` per spec) or one named file.
enum OutputDestination {
    case directory(String)
    case file(String)

    init(_ arguments: Arguments) throws {
        switch (arguments.values["--output"], arguments.values["--output-file"]) {
        case (let directory?, nil): self = .directory(directory)
        case (nil, let file?): self = .file(file)
        case (nil, nil):
            throw CommandFailure.usage("error: 'compile' needs '--output <dir>' or '--output-file <file>'")
        default: throw CommandFailure.usage("error: give '--output' or '--output-file', not both")
        }
    }
}

/// Writes generated files atomically (write to a temporary file, then rename), and leaves a file
/// untouched when its content would not change, so builds see no new modification time.
enum OutputWriter {
    /// Writes the files and returns how many were written (the rest were already up to date).
    @discardableResult
    static func write(_ files: [GeneratedFile], to destination: OutputDestination) throws -> Int {
        let targets: [(path: String, contents: String)]
        switch destination {
        case .directory(let directory):
            try requireWritableDirectory(directory)
            targets = files.map { ((directory as NSString).appendingPathComponent($0.name), $0.contents) }
        case .file(let path):
            try requireWritableDirectory((path as NSString).deletingLastPathComponent.nonEmpty ?? ".")
            targets = files.map { (path, $0.contents) }
        }
        var written = 0
        for target in targets {
            let data = Data(target.contents.utf8)
            if FileManager.default.contents(atPath: target.path) == data { continue }
            written += 1
            do {
                try data.write(to: URL(fileURLWithPath: target.path), options: .atomic)
            } catch {
                throw CommandFailure(
                    status: .cannotCreate,
                    message: "error: cannot write '\(target.path)': \(error.localizedDescription)")
            }
        }
        return written
    }

    /// Fails before anything is written when the folder is missing or read-only.
    private static func requireWritableDirectory(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw CommandFailure(
                status: .cannotCreate, message: "error: the output folder '\(path)' does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw CommandFailure(
                status: .cannotCreate, message: "error: the output folder '\(path)' is not writable")
        }
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
