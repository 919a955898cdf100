import ControlSpec
import Foundation

/// Where `compile` writes: a folder (one `<Control>.swift` per spec) or one named file.
enum OutputDestination {
    case directory(String)
    case file(String)

    init(_ arguments: Arguments) throws {
        switch (arguments.values["--output"], arguments.values["--output-file"]) {
        case (let directory?, _): self = .directory(directory)
        case (nil, let file?): self = .file(file)
        default:
            throw CommandFailure.usage(
                "error: 'compile' needs '--output <dir>' or '--output-file <file>'", command: "compile")
        }
    }
}

/// Writes generated files so that a failure changes nothing and a reader never sees half a file.
///
/// Two phases: every file whose content changes is first written in full (and synced) to a new
/// temporary file next to its target; only when all of them are written are they renamed over
/// their targets, each rename atomic. When any write fails (a full disk, a quota) the temporary
/// files are removed and no output is touched. Files whose content would not change are left alone,
/// so builds see no new modification time. Temporary names are unique per process, so two compiles
/// racing into one folder each leave complete files.
enum OutputWriter {
    /// Writes the files and returns how many were written (the rest were already up to date).
    @discardableResult
    static func write(_ files: [GeneratedFile], to destination: OutputDestination) throws -> Int {
        let targets: [(path: String, contents: Data)]
        switch destination {
        case .directory(let directory):
            try requireWritableDirectory(directory)
            targets = files.map {
                ((directory as NSString).appendingPathComponent($0.name), Data($0.contents.utf8))
            }
        case .file(let path):
            try requireWritableDirectory((path as NSString).deletingLastPathComponent.nonEmpty ?? ".")
            targets = files.map { (path, Data($0.contents.utf8)) }
        }
        let changed = targets.filter {
            FileManager.default.contents(atPath: $0.path) != $0.contents
        }
        var staged: [(temporary: String, path: String)] = []
        do {
            for target in changed {
                staged.append((try stage(target.contents, besides: target.path), target.path))
            }
        } catch {
            for file in staged { unlink(file.temporary) }
            throw error
        }
        for (index, file) in staged.enumerated() where rename(file.temporary, file.path) != 0 {
            let failure = cannotWrite(file.path)
            for rest in staged[index...] { unlink(rest.temporary) }
            throw failure
        }
        return staged.count
    }

    /// Writes `contents` in full to a new temporary file in the folder of `path`; returns its path.
    private static func stage(_ contents: Data, besides path: String) throws -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name =
            ".\((path as NSString).lastPathComponent).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
        let temporary = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw cannotWrite(path) }
        var written = 0
        var failure: CommandFailure?
        contents.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while written < buffer.count {
                let count = Foundation.write(descriptor, base + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    failure = cannotWrite(path)
                    return
                }
                written += count
            }
        }
        if failure == nil && fsync(descriptor) != 0 { failure = cannotWrite(path) }
        if close(descriptor) != 0 && failure == nil { failure = cannotWrite(path) }
        if let failure {
            unlink(temporary)
            throw failure
        }
        return temporary
    }

    /// Exit 73 naming the file and the system's reason (read from `errno`).
    private static func cannotWrite(_ path: String) -> CommandFailure {
        let reason = errno == 0 ? "the write was cut short" : String(cString: strerror(errno))
        return CommandFailure(status: .cannotCreate, message: "error: cannot write '\(path)': \(reason)")
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
