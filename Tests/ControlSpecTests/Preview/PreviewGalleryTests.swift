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

/// Docs/images/gallery holds exactly what `controlspec render` draws for the examples (so Docs
/// cannot show stale pictures), and rendering is deterministic.
final class PreviewGalleryTests: XCTestCase {
    func testGalleryPicturesAreUpToDate() throws {
        let gallery = PreviewFixtures.root.appendingPathComponent("Docs/images/gallery")
        var expected: [String: String] = [:]
        // The seeds' sizes, as Scripts/render-gallery.sh renders them (`--size`); the rest at their own size.
        let sizes = [
            "CheckBox": LayoutSize(width: 260, height: 32), "RadioButton": LayoutSize(width: 260, height: 32),
            "SortButton": LayoutSize(width: 100, height: 30),
        ]
        for name in ["CheckBox", "FlatButton", "LikeButton", "RadioButton", "SortButton", "TickView"] {
            let control = try PreviewFixtures.example(name)
            let files = StillRenderer.render(PreviewFixtures.analysis(control), size: sizes[name])
            XCTAssertEqual(
                files, StillRenderer.render(PreviewFixtures.analysis(control), size: sizes[name]),
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
    }
}
