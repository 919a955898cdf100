import ControlSpec
import ControlSpecPreview
import Foundation

/// What `preview` and `render` share: both draw controls into a folder they create, and both may
/// draw asset images from an asset catalog.
enum PictureOutput {
    /// `--output <dir>` and `--assets <dir>`.
    static let options: [OptionSpec] = [
        .value("--output", "<dir>", "The folder to write into (created when missing)"),
        .value(
            "--assets", "<dir>",
            "An asset catalog (*.xcassets) whose imagesets' SVG or PNG files are drawn (default: the *.xcassets folders beside the specs)"
        ),
    ]

    /// The folder named by `--output`, which `command` requires.
    static func directory(_ arguments: Arguments, command: String) throws -> String {
        guard let directory = arguments.values["--output"] else {
            throw CommandFailure.usage("error: '\(command)' needs '--output <dir>'", command: command)
        }
        return directory
    }

    /// The images of the catalog named by `--assets`, by name; without the option, those of the
    /// `*.xcassets` folders beside `specFiles` (`AssetCatalog.beside`).
    static func assets(_ arguments: Arguments, specFiles: [String]) throws -> [String: PreviewAsset] {
        let folders = arguments.values["--assets"].map { [$0] } ?? AssetCatalog.beside(specFiles)
        do {
            return try AssetCatalog.read(folders)
        } catch let failure as AssetCatalog.Unreadable {
            throw CommandFailure(
                status: .noInput, message: "error: cannot read the asset catalog '\(failure.folder)'")
        }
    }

    /// Creates `directory` when missing and writes `files` into it; returns how many were written
    /// (unchanged files are left alone).
    static func write(_ files: [GeneratedFile], to directory: String) throws -> Int {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return try OutputWriter.write(files, to: .directory(directory))
    }
}
