import ControlSpec
import Foundation

/// Reads an asset catalog (`--assets DIR`) for the preview: every `<name>.imageset` folder below
/// `DIR` whose `Contents.json` lists an SVG or PNG file. An SVG is preferred (it scales); among
/// PNGs the largest scale is taken.
enum AssetCatalog {
    static func read(_ folder: String) throws -> [String: PreviewAsset] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
            isDirectory.boolValue,
            let enumerator = FileManager.default.enumerator(atPath: folder)
        else {
            throw CommandFailure(
                status: .noInput, message: "error: cannot read the asset catalog '\(folder)'")
        }
        var assets: [String: PreviewAsset] = [:]
        var imagesets: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".imageset") { imagesets.append(relative) }
        }
        for relative in imagesets.sorted() {
            let directory = (folder as NSString).appendingPathComponent(relative)
            let name = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
            guard assets[name] == nil, let (file, scale) = chosenFile(in: directory),
                let data = FileManager.default.contents(
                    atPath: (directory as NSString).appendingPathComponent(file))
            else { continue }
            let mediaType = file.lowercased().hasSuffix(".svg") ? "image/svg+xml" : "image/png"
            assets[name] = PreviewAsset(mediaType: mediaType, bytes: [UInt8](data), scale: scale)
        }
        return assets
    }

    /// The file `Contents.json` names that the page shows best, and its scale.
    private static func chosenFile(in imageset: String) -> (file: String, scale: Double)? {
        let contents = (imageset as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let images = json["images"] as? [[String: Any]]
        else { return nil }
        let files = images.compactMap { image -> (file: String, scale: Double)? in
            guard let file = image["filename"] as? String else { return nil }
            let scale = Double((image["scale"] as? String ?? "1x").dropLast()) ?? 1
            return (file, scale)
        }
        if let svg = files.first(where: { $0.file.lowercased().hasSuffix(".svg") }) { return (svg.file, 1) }
        return files.filter { $0.file.lowercased().hasSuffix(".png") }.max { $0.scale < $1.scale }
    }
}
