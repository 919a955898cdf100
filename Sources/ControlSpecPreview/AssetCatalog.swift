import Foundation

/// Reads an asset catalog for `preview` and `render`: every `<name>.imageset` folder below it and
/// the files its `Contents.json` lists. For the light (any) appearance and for the dark
/// one (an entry whose `appearances` is luminosity `dark`; entries of other appearances, such as
/// high contrast, are not used) an SVG is preferred (it scales), else the PNG of the largest
/// scale. An imageset that lists PDF files only is `PreviewAsset.pdf` (drawn as a placeholder
/// labelled `PDF`: nothing here renders PDF).
public enum AssetCatalog {
    private typealias Entry = (file: String, scale: Double, dark: Bool)

    /// A catalog folder that does not exist or cannot be listed.
    public struct Unreadable: Error, Equatable {
        /// The folder as it was named.
        public var folder: String
    }

    /// The catalogs found beside spec files, without `--assets`: every `*.xcassets` folder in the
    /// folder of each of `specFiles` (an app target keeps its catalog beside its specs, as
    /// Examples/Assets.xcassets sits beside the examples), each folder once, in sorted order.
    public static func beside(_ specFiles: [String]) -> [String] {
        var folders: [String] = []
        for file in specFiles {
            let folder = (file as NSString).deletingLastPathComponent
            let listed = folder.isEmpty ? "." : folder
            let names = (try? FileManager.default.contentsOfDirectory(atPath: listed)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcassets") {
                let path = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
                if !folders.contains(path) { folders.append(path) }
            }
        }
        return folders.sorted()
    }

    /// The images of several catalogs, by name; a name found in two keeps the first catalog's.
    public static func read(_ folders: [String]) throws -> [String: PreviewAsset] {
        var assets: [String: PreviewAsset] = [:]
        for folder in folders {
            assets.merge(try read(folder)) { first, _ in first }
        }
        return assets
    }

    /// The images of the catalog at `folder`, by imageset name.
    public static func read(_ folder: String) throws -> [String: PreviewAsset] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
            isDirectory.boolValue,
            let enumerator = FileManager.default.enumerator(atPath: folder)
        else {
            throw Unreadable(folder: folder)
        }
        var assets: [String: PreviewAsset] = [:]
        var imagesets: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".imageset") { imagesets.append(relative) }
        }
        for relative in imagesets.sorted() {
            let directory = (folder as NSString).appendingPathComponent(relative)
            let name = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
            guard assets[name] == nil, let entries = entries(in: directory) else { continue }
            func file(dark: Bool) -> (mediaType: String, bytes: [UInt8], scale: Double)? {
                guard let chosen = chosenFile(entries.filter { $0.dark == dark }),
                    let data = FileManager.default.contents(
                        atPath: (directory as NSString).appendingPathComponent(chosen.file))
                else { return nil }
                let mediaType = chosen.file.lowercased().hasSuffix(".svg") ? "image/svg+xml" : "image/png"
                return (mediaType, [UInt8](data), chosen.scale)
            }
            if let light = file(dark: false) {
                var asset = PreviewAsset(mediaType: light.mediaType, bytes: light.bytes, scale: light.scale)
                asset.dark = file(dark: true).map {
                    PreviewAsset.Dark(mediaType: $0.mediaType, base64: Data($0.bytes).base64EncodedString())
                }
                assets[name] = asset
            } else if entries.contains(where: { $0.file.lowercased().hasSuffix(".pdf") }) {
                assets[name] = .pdf
            }
        }
        return assets
    }

    /// The files `Contents.json` lists, with their scale and whether they are the dark variant.
    private static func entries(in imageset: String) -> [Entry]? {
        let contents = (imageset as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let images = json["images"] as? [[String: Any]]
        else { return nil }
        return images.compactMap { image -> Entry? in
            guard let file = image["filename"] as? String else { return nil }
            let scale = Double((image["scale"] as? String ?? "1x").dropLast()) ?? 1
            // Luminosity light or any is the light appearance's; other appearances are left out.
            let appearances = (image["appearances"] as? [[String: Any]] ?? []).map {
                "\($0["appearance"] as? String ?? "")=\($0["value"] as? String ?? "")"
            }
            let known = ["luminosity=light", "luminosity=any", "luminosity=dark"]
            guard appearances.allSatisfy(known.contains) else { return nil }
            return (file, scale, appearances.contains("luminosity=dark"))
        }
    }

    /// The file the page shows best, and its scale: an SVG (scale 1), else the PNG of the largest
    /// scale.
    private static func chosenFile(_ entries: [Entry]) -> (file: String, scale: Double)? {
        if let svg = entries.first(where: { $0.file.lowercased().hasSuffix(".svg") }) { return (svg.file, 1) }
        return entries.filter { $0.file.lowercased().hasSuffix(".png") }.max { $0.scale < $1.scale }
            .map { ($0.file, $0.scale) }
    }
}
