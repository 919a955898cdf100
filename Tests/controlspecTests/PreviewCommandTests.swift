import Foundation
import TestSupport
import XCTest

/// `controlspec preview` and `render` from the command line: the pages and pictures written, the
/// index, diagnostics and exit statuses, the asset catalog.
final class PreviewCommandTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    func testExamplesGiveSixteenPagesAndAnIndexThatWorkOffline() throws {
        let output = try temporaryDirectory(self).appendingPathComponent("preview")
        let result = try ToolRunner.run(["preview", Self.examples.path, "--output", output.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.contains("[1/16] "), result.standardError)
        let pages = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        XCTAssertEqual(
            pages,
            [
                "CheckBox.html", "CopyButton.html", "DownloadButton.html", "FlatButton.html",
                "HoldToConfirm.html", "LikeButton.html", "MediaButton.html", "NumberStepper.html",
                "RadioButton.html", "SegmentedControl.html", "Slider.html", "SortButton.html",
                "StarRating.html", "SyncButton.html", "TickView.html", "ToggleSwitch.html", "index.html",
            ])
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        for page in pages where page != "index.html" {
            XCTAssertTrue(index.contains("href=\"\(page)\""), page)
            let html = try String(contentsOf: output.appendingPathComponent(page), encoding: .utf8)
            // Nothing is fetched: no external script, style, font or image; the only URL is SVG's
            // namespace name.
            XCTAssertFalse(html.contains("src="), page)
            XCTAssertFalse(html.contains("<link"), page)
            XCTAssertFalse(html.contains("@import"), page)
            XCTAssertEqual(
                html.components(separatedBy: "http").count - 1,
                html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1, page)
        }
        let checkBox = try Data(contentsOf: output.appendingPathComponent("CheckBox.html"))
        XCTAssertLessThan(checkBox.count, 100_000, "the CheckBox page stays under 100 KB")
        // A second run writes the same bytes, so nothing is rewritten.
        let again = try ToolRunner.run(["preview", Self.examples.path, "--output", output.path])
        XCTAssertTrue(again.standardError.contains("wrote 0 of 17 pages"), again.standardError)
    }

    /// The page's fixed JavaScript and CSS are compiled into the binary: `controlspec` copied alone
    /// into another folder and run from a third writes pages holding every file of the preview's
    /// Resources/ (no resource bundle is looked up).
    func testACopiedToolWritesWholePagesFromAnotherFolder() throws {
        let folder = try temporaryDirectory(self)
        let tool = folder.appendingPathComponent("bin/controlspec")
        try FileManager.default.createDirectory(
            at: tool.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ToolRunner.executable, to: tool)
        let work = folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.examples.appendingPathComponent("CheckBox.control.yaml"),
            to: work.appendingPathComponent("CheckBox.control.yaml"))
        let result = try Subprocess.run(
            tool, ["preview", "CheckBox.control.yaml", "--output", "out"], in: work)
        XCTAssertEqual(result.status, 0, result.standardError)
        let page = try String(contentsOf: work.appendingPathComponent("out/CheckBox.html"), encoding: .utf8)
        let index = try String(contentsOf: work.appendingPathComponent("out/index.html"), encoding: .utf8)
        let resources = Self.examples.deletingLastPathComponent()
            .appendingPathComponent("Sources/ControlSpecPreview/Resources")
        let files = try FileManager.default.contentsOfDirectory(atPath: resources.path).sorted()
        XCTAssertEqual(
            files, ["preview-layout.js", "preview-plot.js", "preview.css", "preview.js", "touch-tracker.js"])
        for file in files {
            let text = try String(contentsOf: resources.appendingPathComponent(file), encoding: .utf8)
            XCTAssertTrue(page.contains(text), file)
            if file.hasSuffix(".css") { XCTAssertTrue(index.contains(text), file) }
        }
    }

    func testASpecWithErrorsGetsNoPageAndTheIndexSaysWhy() throws {
        let folder = try temporaryDirectory(self)
        try Data(
            """
            control: Broken
            events: [tap]
            initial: off
            states: { off: {} }
            transitions:
              - { from: off, on: tap, to: on }

            """.utf8
        ).write(to: folder.appendingPathComponent("Broken.control.yaml"))
        try FileManager.default.copyItem(
            at: Self.examples.appendingPathComponent("CheckBox.control.yaml"),
            to: folder.appendingPathComponent("CheckBox.control.yaml"))
        let output = folder.appendingPathComponent("out")
        let result = try ToolRunner.run(["preview", folder.path, "--output", output.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("Broken.control.yaml:6:"), result.standardError)
        XCTAssertTrue(result.standardError.contains("no page"), result.standardError)
        let pages = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        XCTAssertEqual(pages, ["CheckBox.html", "index.html"])
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("Broken.control.yaml</strong>: no page"), index)
        XCTAssertTrue(index.contains("Broken.control.yaml:6:"), index)
        XCTAssertTrue(index.contains("[undefined-reference]") || index.contains("error:"), index)
    }

    func testAssetCatalogImagesAreEmbedded() throws {
        let folder = try temporaryDirectory(self)
        let imageset = folder.appendingPathComponent("Assets.xcassets/checked.imageset")
        try FileManager.default.createDirectory(at: imageset, withIntermediateDirectories: true)
        // A PNG signature and IHDR header: 48 × 30 pixels, so 16 × 10 points at 3x.
        let png = Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [
                0, 0, 0, 48, 0, 0, 0, 30,
            ])
        try png.write(to: imageset.appendingPathComponent("checked@3x.png"))
        try Data("not this one".utf8).write(to: imageset.appendingPathComponent("checked@1x.png"))
        try Data(
            #"{"images":[{"filename":"checked@1x.png","scale":"1x"},{"filename":"checked@3x.png","scale":"3x"}]}"#
                .utf8
        ).write(to: imageset.appendingPathComponent("Contents.json"))
        let output = folder.appendingPathComponent("out")
        let result = try ToolRunner.run([
            "preview", Self.examples.appendingPathComponent("CheckBox.control.yaml").path, "--output",
            output.path,
            "--assets", folder.appendingPathComponent("Assets.xcassets").path,
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        let html = try String(contentsOf: output.appendingPathComponent("CheckBox.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("data:image/png;base64,\(png.base64EncodedString())"), "the 3x PNG")
        XCTAssertTrue(html.contains("\"size\": [16, 10]"), "its size in points")
        // Inside the script's string literal `<` is written \u003C.
        XCTAssertTrue(html.contains("unchecked\\u003C/text"), "a missing asset is a labelled placeholder")
        let missing = try ToolRunner.run([
            "preview", Self.examples.path, "--output", output.path, "--assets",
            folder.appendingPathComponent("none").path,
        ])
        XCTAssertEqual(missing.status, 66)
    }

    /// Without `--assets`, `preview` and `render` draw the images of the `*.xcassets` catalogs
    /// beside the specs: README's command shows the examples' own icons.
    func testTheCatalogBesideTheSpecsIsFoundWithoutFlags() throws {
        let output = try temporaryDirectory(self).appendingPathComponent("out")
        let preview = try ToolRunner.run(["preview", Self.examples.path, "--output", output.path])
        XCTAssertEqual(preview.status, 0, preview.standardError)
        let heart = try Data(
            contentsOf: Self.examples.appendingPathComponent(
                "Assets.xcassets/heart_filled.imageset/heart_filled.svg"))
        let like = try String(contentsOf: output.appendingPathComponent("LikeButton.html"), encoding: .utf8)
        XCTAssertTrue(
            like.contains("data:image/svg+xml;base64,\(heart.base64EncodedString())"), "the red heart")
        let arrow = try Data(
            contentsOf: Self.examples.appendingPathComponent(
                "Assets.xcassets/red_arrow_up.imageset/red_arrow_up.svg"))
        let sort = try String(contentsOf: output.appendingPathComponent("SortButton.html"), encoding: .utf8)
        XCTAssertTrue(sort.contains(arrow.base64EncodedString()), "SortButton's red arrow")
        let render = try ToolRunner.run([
            "render", Self.examples.appendingPathComponent("LikeButton.control.yaml").path, "--output",
            output.path,
        ])
        XCTAssertEqual(render.status, 0, render.standardError)
        let yes = try String(contentsOf: output.appendingPathComponent("LikeButton-yes.svg"), encoding: .utf8)
        XCTAssertTrue(yes.contains(heart.base64EncodedString()), yes)
        XCTAssertFalse(yes.contains("class=\"placeholder\""), yes)
    }

    /// An imageset's dark variant (`appearances` luminosity dark) is embedded next to the light
    /// file, hidden unless the page is dark; a high-contrast variant is left out; an imageset of
    /// PDF files only is a placeholder labelled PDF; `render` pictures show the light file.
    func testDarkVariantsAndPDFOnlyImagesets() throws {
        let folder = try temporaryDirectory(self)
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let unchecked = catalog.appendingPathComponent("unchecked.imageset")
        let checked = catalog.appendingPathComponent("checked.imageset")
        for set in [unchecked, checked] {
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        }
        let (light, dark, contrast) = (
            Data("light-svg".utf8), Data("dark-svg".utf8), Data("contrast-svg".utf8)
        )
        try light.write(to: unchecked.appendingPathComponent("u.svg"))
        try dark.write(to: unchecked.appendingPathComponent("u-dark.svg"))
        try contrast.write(to: unchecked.appendingPathComponent("u-contrast.svg"))
        try Data(
            #"""
            {"images":[{"filename":"u-contrast.svg","appearances":[{"appearance":"contrast","value":"high"}]},
            {"filename":"u-dark.svg","appearances":[{"appearance":"luminosity","value":"dark"}]},
            {"filename":"u.svg"}],"info":{"version":1}}
            """#.utf8
        ).write(to: unchecked.appendingPathComponent("Contents.json"))
        try Data("%PDF-1.4".utf8).write(to: checked.appendingPathComponent("c.pdf"))
        try Data(#"{"images":[{"filename":"c.pdf","idiom":"universal"}],"info":{"version":1}}"#.utf8)
            .write(to: checked.appendingPathComponent("Contents.json"))
        let spec = Self.examples.appendingPathComponent("CheckBox.control.yaml").path
        let output = folder.appendingPathComponent("out")
        let result = try ToolRunner.run(["preview", spec, "--output", output.path, "--assets", catalog.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        let html = try String(contentsOf: output.appendingPathComponent("CheckBox.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("base64,\(light.base64EncodedString())"), "the light file")
        XCTAssertTrue(
            html.contains("\"dark\": \"data:image/svg+xml;base64,\(dark.base64EncodedString())\""),
            "the dark variant, shown by the dark style")
        XCTAssertTrue(html.contains("body.dark .asset-dark{display:inline}"))
        XCTAssertFalse(html.contains(contrast.base64EncodedString()), "no high-contrast variant")
        XCTAssertTrue(html.contains("PDF\\u003C/text"), "a PDF-only imageset is a placeholder labelled PDF")
        let render = try ToolRunner.run(["render", spec, "--output", output.path, "--assets", catalog.path])
        XCTAssertEqual(render.status, 0, render.standardError)
        let off = try String(contentsOf: output.appendingPathComponent("CheckBox-off.svg"), encoding: .utf8)
        XCTAssertTrue(off.contains(light.base64EncodedString()), "render shows the light file")
        XCTAssertFalse(off.contains(dark.base64EncodedString()))
        let on = try String(contentsOf: output.appendingPathComponent("CheckBox-on.svg"), encoding: .utf8)
        XCTAssertTrue(on.contains(">PDF</text>"), on)
    }

    func testRenderWritesStatesAndFilmstrips() throws {
        let output = try temporaryDirectory(self).appendingPathComponent("render")
        let result = try ToolRunner.run([
            "render", Self.examples.appendingPathComponent("LikeButton.control.yaml").path, "--output",
            output.path,
            "--frames", "4",
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        XCTAssertEqual(
            files,
            [
                "LikeButton-default-yes-tap.filmstrip.svg", "LikeButton-default-yes-tap.plot.svg",
                "LikeButton-default.svg", "LikeButton-no-yes-tap.filmstrip.svg",
                "LikeButton-no-yes-tap.plot.svg",
                "LikeButton-no.svg", "LikeButton-yes-no-tap.filmstrip.svg", "LikeButton-yes-no-tap.plot.svg",
                "LikeButton-yes.svg",
            ])
        let strip = try String(
            contentsOf: output.appendingPathComponent("LikeButton-no-yes-tap.filmstrip.svg"), encoding: .utf8)
        XCTAssertEqual(
            strip.components(separatedBy: " s</text>").count - 1, 4, "four frames, each with its time")
        XCTAssertTrue(strip.contains(">0.000 s</text>") && strip.contains(">0.300 s</text>"), strip)
        let usage = try ToolRunner.run([
            "render", Self.examples.appendingPathComponent("LikeButton.control.yaml").path, "--output",
            output.path,
            "--frames", "1",
        ])
        XCTAssertEqual(usage.status, 64)
    }

    /// `render --size` draws issue 12's layout: SortButton's 1 pt black border, its title (an empty
    /// `string` input shows its name) and arrow slot; CheckBox's label in #F9D867 from x = h + 24.
    func testRenderDrawsBordersTextsAndSlotsAtTheGivenSize() throws {
        let output = try temporaryDirectory(self).appendingPathComponent("render")
        for name in ["SortButton", "CheckBox"] {
            let size = name == "SortButton" ? "100x30" : "260x32"
            let result = try ToolRunner.run([
                "render", Self.examples.appendingPathComponent("\(name).control.yaml").path, "--output",
                output.path, "--size", size,
            ])
            XCTAssertEqual(result.status, 0, result.standardError)
        }
        let sort = try String(
            contentsOf: output.appendingPathComponent("SortButton-ascending.svg"), encoding: .utf8)
        XCTAssertTrue(
            sort.contains(
                "<rect x=\"0.5\" y=\"0.5\" width=\"99\" height=\"29\" rx=\"0\" fill=\"none\" stroke=\"#000000\" stroke-width=\"1\"/>"
            ),
            sort)
        XCTAssertTrue(sort.contains("font-weight=\"700\"") && sort.contains(">title</text>"), sort)
        // The arrow's 20 × 20 slot, centred vertically: y = (30 - 20) / 2.
        XCTAssertTrue(sort.contains("y=\"5\" width=\"20\" height=\"20\""), sort)
        let box = try String(contentsOf: output.appendingPathComponent("CheckBox-on.svg"), encoding: .utf8)
        // The icon from Examples/Assets.xcassets, found beside the spec without `--assets`.
        XCTAssertTrue(box.contains("<image href=\"data:image/svg+xml;base64,"), box)
        XCTAssertTrue(box.contains("x=\"10\" y=\"0\" width=\"32\" height=\"32\""), box)
        XCTAssertTrue(box.contains("<text x=\"56\"") && box.contains("fill=\"rgba(249,216,103,1)\""), box)
        for wrong in ["0x30", "100", "ax3", "100x-1"] {
            let usage = try ToolRunner.run([
                "render", Self.examples.appendingPathComponent("SortButton.control.yaml").path, "--output",
                output.path, "--size", wrong,
            ])
            XCTAssertEqual(usage.status, 64, wrong)
        }
    }
}
