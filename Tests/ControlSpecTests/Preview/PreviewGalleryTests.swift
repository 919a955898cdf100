import ControlSpecRuntime
import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// Docs/images/gallery holds exactly what `controlspec render` draws for the examples, with the
/// icons of the catalog beside them (Examples/Assets.xcassets), so Docs cannot show stale pictures
/// or placeholders; rendering is deterministic.
final class PreviewGalleryTests: XCTestCase {
    func testGalleryPicturesAreUpToDate() throws {
        let gallery = PreviewFixtures.root.appendingPathComponent("Docs/images/gallery")
        let examples = PreviewFixtures.root.appendingPathComponent("Examples")
        let catalogs = AssetCatalog.beside([examples.appendingPathComponent("LikeButton.control.yaml").path])
        XCTAssertEqual(catalogs, [examples.appendingPathComponent("Assets.xcassets").path])
        let assets = try AssetCatalog.read(catalogs)
        var expected: [String: String] = [:]
        // The seeds' sizes, as Scripts/render-gallery.sh renders them (`--size`); the rest at their own size.
        let sizes = [
            "CheckBox": LayoutSize(width: 260, height: 32), "RadioButton": LayoutSize(width: 260, height: 32),
            "SortButton": LayoutSize(width: 100, height: 30),
        ]
        for name in [
            "CheckBox", "FlatButton", "LikeButton", "RadioButton", "SortButton", "TickView", "Slider",
            "NumberStepper", "StarRating", "SegmentedControl", "ToggleSwitch", "MediaButton", "SyncButton",
        ] {
            let control = try PreviewFixtures.example(name)
            let files = StillRenderer.render(
                PreviewFixtures.analysis(control), assets: assets, size: sizes[name])
            XCTAssertEqual(
                files,
                StillRenderer.render(PreviewFixtures.analysis(control), assets: assets, size: sizes[name]),
                "\(name) renders the same twice")
            for file in files { expected[file.name] = file.contents }
        }
        let present = try FileManager.default.contentsOfDirectory(atPath: gallery.path).sorted()
        XCTAssertEqual(present, expected.keys.sorted())
        for (name, contents) in expected {
            let stored = try String(contentsOf: gallery.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(stored, contents, "\(name) is stale: re-render: bash Scripts/render-gallery.sh")
        }
        XCTAssertTrue(expected.keys.contains("TickView-unchecked-checked-tap.filmstrip.svg"))
        // Every image of the examples is a drawn icon: no picture shows a placeholder.
        let placeholders = expected.filter { $0.value.contains("class=\"placeholder\"") }.keys.sorted()
        XCTAssertEqual(placeholders, [], "pictures with placeholders")
    }

    /// Every asset name the examples use has an imageset in Examples/Assets.xcassets, and each is
    /// an SVG drawn by this project.
    func testTheExamplesCatalogHasEveryAssetTheyName() throws {
        let examples = PreviewFixtures.root.appendingPathComponent("Examples")
        let assets = try AssetCatalog.read(examples.appendingPathComponent("Assets.xcassets").path)
        var named: Set<String> = []
        let specs = try FileManager.default.contentsOfDirectory(atPath: examples.path)
            .filter { $0.hasSuffix(".control.yaml") }
        for name in specs.map({ String($0.dropLast(".control.yaml".count)) }) {
            for image in try PreviewFixtures.example(name).images {
                if case .asset(let asset) = image.source { named.insert(asset) }
            }
        }
        XCTAssertEqual(named.count, 10)
        XCTAssertEqual(Set(assets.keys), named)
        for (name, asset) in assets {
            XCTAssertEqual(asset.mediaType, "image/svg+xml", name)
            XCTAssertNotNil(asset.size, name)
        }
    }
}
