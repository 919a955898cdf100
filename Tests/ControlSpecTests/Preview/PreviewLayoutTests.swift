@_spi(Compiler) import ControlSpecRuntime
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

/// The preview page places texts, slots, borders and images by the runtime's own layout rule: the
/// frames in the page's DOM equal `StateLook.layout(in:measure:)` given the texts' sizes the page
/// measured, the border and the label color are drawn, app data redraws at once, and content
/// modes place images as `ImageDescription.ContentMode.rect` says.
final class PreviewLayoutTests: PreviewPageTestCase {
    /// SortButton at seed 003's sizes: the title and the arrow where the runtime puts them, in
    /// every state, also when a long title shrinks; without a size the page takes the runtime's
    /// intrinsic size.
    func testSortButtonTitleAndArrowFramesAreTheRuntimes() throws {
        let control = try PreviewFixtures.example("SortButton")
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(control, in: folder))
        try browser.evaluate("controlSpec.setInput('title', 'Sales')")
        let automatic = try pageLayout(browser)
        let intrinsic = try XCTUnwrap(
            runtimeLook(control, browser, title: "Sales").intrinsicSize(measure: measure(automatic)))
        XCTAssertEqual(automatic.size.width, intrinsic.width, accuracy: 0.5)
        XCTAssertEqual(automatic.size.height, intrinsic.height, accuracy: 0.5)
        try browser.evaluate("controlSpec.resize(100, 30)")
        for event in [nil, "tap", "tap", "deselect"] {
            if let event { try browser.evaluate("controlSpec.send('\(event)')") }
            let checked = try assertFramesAreTheRuntimes(control, browser, title: "Sales")
            XCTAssertEqual(
                checked.sorted(),
                [
                    "title",
                    ["unselected": "idle", "ascending": "up", "descending": "down"][
                        try XCTUnwrap(browser.evaluate("controlSpec.state") as? String)] ?? "",
                ].sorted())
        }
        try browser.evaluate("controlSpec.setInput('title', 'Year on year'); controlSpec.resize(60, 30)")
        try assertFramesAreTheRuntimes(control, browser, title: "Year on year")
        let long = try pageLayout(browser).items.first { $0.name == "title" }
        XCTAssertEqual(long?.fontScale, 1, "minimumScale 0 never shrinks: the long title is truncated")
        XCTAssertEqual(long?.frame.width ?? 0, 60 - 3 - 3 - 20, accuracy: 0.5)
    }

    /// CheckBox and RadioButton at seed 004's 260 × 32: the icon at (10, 0, h, h), the label from
    /// h + 24 to the right edge, in both states.
    func testCheckBoxAndRadioButtonIconAndLabelFramesAreTheRuntimes() throws {
        for (name, icons) in [
            ("CheckBox", ["unchecked", "checked"]), ("RadioButton", ["unradio", "radio"]),
        ] {
            let control = try PreviewFixtures.example(name)
            let browser = try ChromiumSession.start()
            try browser.open(try PreviewFixtures.page(control, in: folder))
            try browser.evaluate("controlSpec.setInput('title', 'checkbutton1'); controlSpec.resize(260, 32)")
            for icon in icons {
                if icon != icons[0] { try browser.evaluate("controlSpec.send('tap')") }
                XCTAssertEqual(
                    try assertFramesAreTheRuntimes(control, browser, title: "checkbutton1").sorted(),
                    [icon, "label"].sorted())
                let frames = try domFrames(browser)
                assertFrame(frames[icon], LayoutRect(x: 10, y: 0, width: 32, height: 32), "\(name) \(icon)")
                assertFrame(frames["label"], LayoutRect(x: 56, y: 0, width: 204, height: 32), "\(name) label")
            }
        }
    }

    /// The page's port of the layout rule against the runtime's on layouts beyond the examples: a
    /// row with padding, spacing, a fixed image slot, an empty slot, two texts that shrink
    /// together (one with a Dynamic Type style); an overlay with padding, frames in points and
    /// fractions from every edge, and a text without a slot that sets the intrinsic size. Each at
    /// its own size and at sizes too small and too large, with short and long texts.
    func testLayoutPortEqualsTheRuntimeOnRowsAndOverlays() throws {
        let common = """
            base: control
            properties:
              first: { type: string, input: true, default: "Hello" }
              second: { type: string, input: true, default: "world" }
            events: [tap]
            initial: one
            transitions:
              - { from: one, on: tap, to: one }

            """
        let row = """
            control: RowMix
            layout:
              padding: [2, 6, 4, 8]
              row: { spacing: 5 }
              background: systemGray6
              border: { width: 2, color: systemBlue, cornerRadius: 6 }
              slots:
                lead: { size: [12, 16] }
                a: {}
                gap: {}
                b: {}
            texts:
              a: { text: "{first}", font: { size: 17, weight: semibold }, minimumScale: 0.5, slot: a }
              b: { text: "{second}!", font: { style: footnote }, minimumScale: 0, slot: b }
            states:
              one: { image: dot, text: [a, b] }
            images:
              dot: { shape: [ { circle: { center: [0.5, 0.5], radius: 0.4, fill: systemRed } } ], slot: lead }

            """
        let overlay = """
            control: OverlayMix
            layout:
              padding: [3, 4, 5, 6]
              slots:
                lead: { frame: [0.1w, 4, 0.25w, h - 8] }
                corner: { frame: [w - 30, h - 0.5h, 30, 0.5h] }
                label: { frame: [0.25w + 0.1w + 2, 0, 0.5w, 0.5h] }
            texts:
              a: { text: "{first}", font: { name: Arial, size: 20 }, alignment: right, slot: label }
              b: { text: "{second} and more", font: { size: 15, weight: light }, alignment: center }
            states:
              one: { image: [dot, photo], text: [a, b] }
            images:
              dot: { shape: [ { circle: { center: [0.5, 0.5], radius: 0.4, fill: systemRed } } ], slot: lead }
              photo: { shape: [ { rect: { origin: [0, 0], size: [1, 1], fill: systemBlue } } ], slot: corner }

            """
        for spec in [row, overlay] {
            let result = Pipeline().check(Array((spec + common).utf8), file: "Mix.control.yaml")
            let control = try XCTUnwrap(result.decoded?.control, "\(result.diagnostics)")
            XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
            let browser = try ChromiumSession.start()
            try browser.open(try PreviewFixtures.page(control, in: folder))
            for (first, second) in [("Hello", "world"), ("A much longer first title", "and a second one")] {
                try browser.evaluate(
                    "controlSpec.resize(null); controlSpec.setInput('first', '\(first)'); "
                        + "controlSpec.setInput('second', '\(second)')")
                let data = LookData(strings: ["first": first, "second": second])
                let look = RuntimeLooks(control: control).look(["one"]).resolved(with: data)
                let own = try pageLayout(browser)
                if let intrinsic = look.intrinsicSize(measure: measure(own)) {
                    XCTAssertEqual(own.size.width, intrinsic.width, accuracy: 0.5, control.name.value)
                    XCTAssertEqual(own.size.height, intrinsic.height, accuracy: 0.5, control.name.value)
                }
                for (width, height) in [(own.size.width, own.size.height), (40.0, 20.0), (330.0, 90.0)] {
                    try browser.evaluate("controlSpec.resize(\(width), \(height))")
                    let page = try pageLayout(browser)
                    let runtime = look.layout(
                        in: LayoutSize(width: width, height: height), measure: measure(page))
                    XCTAssertEqual(page.items.map(\.name), runtime.items.map(\.name))
                    let dom = try domFrames(browser)
                    for (item, expected) in zip(page.items, runtime.items) {
                        let label = "\(control.name.value) \(item.name) at \(width) × \(height), \(first)"
                        assertFrame(item.frame, expected.frame, label)
                        assertFrame(dom[item.name], expected.frame, "DOM " + label)
                        XCTAssertEqual(item.fontScale, expected.fontScale, accuracy: 1e-6, label)
                    }
                }
            }
        }
    }

    /// Pixels: SortButton's 1 pt black border on every edge, its bold black title inside the title's
    /// frame; CheckBox's label in #F9D867, only in the label's frame.
    func testBorderAndLabelColorAreDrawn() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("SortButton"), in: folder))
        try browser.evaluate("controlSpec.setInput('title', 'Sales'); controlSpec.resize(100, 30)")
        let title = try XCTUnwrap(try pageLayout(browser).items.first { $0.name == "title" })
        let sort = try pixels(browser)
        XCTAssertEqual(sort.width, 100)
        for (x, y) in [(50, 0), (50, 29), (0, 15), (99, 15), (0, 0), (99, 29)] {
            XCTAssertLessThan(
                sort.rgb(x, y).max() ?? 255, 40, "border pixel at \(x), \(y): \(sort.rgb(x, y))")
        }
        for (x, y) in [(50, 2), (2, 15), (97, 15), (10, 27)] {
            XCTAssertGreaterThan(sort.rgb(x, y).min() ?? 0, 200, "inside the border at \(x), \(y)")
        }
        let inTitle = sort.count(in: title.frame) { $0.max() ?? 255 < 60 }
        XCTAssertGreaterThan(inTitle, 40, "the bold title's black pixels")

        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("CheckBox"), in: folder))
        try browser.evaluate("controlSpec.setInput('title', 'checkbutton1'); controlSpec.resize(260, 32)")
        let box = try pixels(browser)
        let yellow: ([Double]) -> Bool = {
            abs($0[0] - 0xF9) < 10 && abs($0[1] - 0xD8) < 10 && abs($0[2] - 0x67) < 10
        }
        XCTAssertGreaterThan(
            box.count(in: LayoutRect(x: 56, y: 0, width: 204, height: 32), where: yellow), 60)
        XCTAssertEqual(box.count(in: LayoutRect(x: 0, y: 0, width: 56, height: 32), where: yellow), 0)
    }

    /// `setInput('title', …)` redraws the title at once: the drawn text and its frame change, the
    /// state, the events and the transitions do not.
    func testSettingTheTitleRedrawsWithoutAStateChange() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("SortButton"), in: folder))
        try browser.evaluate("controlSpec.resize(160, 30)")
        // The arrows' placeholders (no catalog here) write legible initials: hidden, so that only the
        // title's pixels count.
        try browser.evaluate(
            "document.head.insertAdjacentHTML('beforeend', '<style>.placeholder{display:none}</style>')")
        let drawn =
            "document.querySelector('#control-layer .item[data-name=\"title\"] text')?.textContent ?? ''"
        XCTAssertEqual(try browser.evaluate(drawn) as? String, "")
        let before = try pixels(browser).count(in: LayoutRect(x: 1, y: 1, width: 98, height: 28)) {
            $0.max() ?? 255 < 60
        }
        try browser.evaluate("controlSpec.setInput('title', 'Sales')")
        XCTAssertEqual(try browser.evaluate(drawn) as? String, "Sales")
        let after = try pixels(browser).count(in: LayoutRect(x: 1, y: 1, width: 98, height: 28)) {
            $0.max() ?? 255 < 60
        }
        XCTAssertEqual(before, 0)
        XCTAssertGreaterThan(after, 40)
        let short = try XCTUnwrap(try pageLayout(browser).items.first { $0.name == "title" })
        try browser.evaluate("controlSpec.setInput('title', 'Sales by region')")
        XCTAssertEqual(try browser.evaluate(drawn) as? String, "Sales by region")
        let long = try XCTUnwrap(try pageLayout(browser).items.first { $0.name == "title" })
        XCTAssertGreaterThan(long.frame.width, short.frame.width + 20)
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "unselected")
        XCTAssertEqual(try browser.evaluate("controlSpec.events") as? [String], [])
        XCTAssertEqual(try browser.evaluate("controlSpec.lastTransitions") as? [Int], [])
        XCTAssertEqual(try browser.evaluate("controlSpec.properties.title") as? String, "Sales by region")
    }

    /// A LikeButton-like control whose image the app sets: `center` draws a 24 × 24 pt asset
    /// unscaled in the middle of a 120 × 120 control, `fit` scales it to the whole control.
    func testContentModeCenterDrawsUnscaledAndFitScales() throws {
        let square =
            "<svg xmlns='http://www.w3.org/2000/svg' width='24' height='24' viewBox='0 0 24 24'>"
            + "<rect width='24' height='24' fill='#FF0000'/></svg>"
        let asset = PreviewAsset(mediaType: "image/svg+xml", bytes: Array(square.utf8), scale: 1)
        XCTAssertEqual(asset.size, LayoutSize(width: 24, height: 24))
        var found: [String: (count: Int, box: LayoutRect)] = [:]
        for mode in ["center", "fit"] {
            let spec = """
                control: Picture\(mode)
                base: control
                properties:
                  picture: { type: image, input: true }
                images:
                  shown: { property: picture, contentMode: \(mode) }
                events: [tap]
                initial: only
                states:
                  only: { image: shown }
                transitions:
                  - { from: only, on: tap, to: only }
                """
            let result = Pipeline().check(Array(spec.utf8), file: "Picture.control.yaml")
            let control = try XCTUnwrap(result.decoded?.control, "\(result.diagnostics)")
            XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
            let browser = try ChromiumSession.start()
            try browser.open(try PreviewFixtures.page(control, in: folder, assets: ["red": asset]))
            try browser.evaluate("controlSpec.setInput('picture', 'red')")
            let shot = try pixels(browser)
            XCTAssertEqual(shot.width, 120)
            let red: ([Double]) -> Bool = { $0[0] > 240 && $0[1] < 20 && $0[2] < 20 }
            found[mode] = (
                shot.count(in: LayoutRect(x: 0, y: 0, width: 120, height: 120), where: red),
                shot.box(where: red)
            )
        }
        XCTAssertEqual(Double(found["center"]?.count ?? 0), 24 * 24, accuracy: 50)
        assertFrame(
            found["center"]?.box, LayoutRect(x: 48, y: 48, width: 24, height: 24), "center", accuracy: 1)
        XCTAssertEqual(Double(found["fit"]?.count ?? 0), 120 * 120, accuracy: 250)
        assertFrame(found["fit"]?.box, LayoutRect(x: 0, y: 0, width: 120, height: 120), "fit", accuracy: 1)
    }

    /// `values:` driven by a `double` input (the Gauge spec): setting `progress` moves, turns, fades
    /// and scales the control through the linear maps, and the arc's stroke follows, at once.
    func testDoubleInputDrivesLookValues() throws {
        let path = PreviewFixtures.root.appendingPathComponent(
            "Tests/GeneratedCodeTests/Specs/Gauge.control.yaml")
        let result = Pipeline().check([UInt8](try Data(contentsOf: path)), file: path.path)
        let control = try XCTUnwrap(result.decoded?.control)
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(control, in: folder))
        let drawn = """
            (() => { const layer = document.getElementById("control-layer");
              const arc = layer.querySelector(".item[data-name='arc']");
              return [layer.getAttribute("transform"), layer.getAttribute("opacity"),
                arc.querySelector(".stroke").getAttribute("stroke-dasharray"), arc.getAttribute("transform")]; })()
            """
        // 120 × 120: poses are about the centre (60, 60); `0.25h` is 30 pt down at progress 1,
        // the arc's `-0.1w` 12 pt left.
        for (progress, expected) in [
            (
                0.5,
                [
                    "translate(60 75) rotate(135) scale(1 1) translate(-60 -60)", "0.625", "0.5 2",
                    "translate(54 60) rotate(0) scale(1 1) translate(-60 -60)",
                ]
            ),
            (
                1,
                [
                    "translate(100 90) rotate(270) scale(1.5 1.5) translate(-60 -60)", "1", "1 2",
                    "translate(48 60) rotate(0) scale(1 1) translate(-60 -60)",
                ]
            ),
        ] {
            try browser.evaluate("controlSpec.setInput('progress', \(progress))")
            XCTAssertEqual(try browser.evaluate(drawn) as? [String], expected, "progress \(progress)")
        }
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "live")
        XCTAssertEqual(
            try browser.evaluate("document.getElementById('control').getAttribute('aria-valuetext')")
                as? String,
            "100%")
    }

    /// Texts that compute (the LikeCounter spec): the page shows the app's count and one more once
    /// liked, as the generated machine's look does (ComputedTextTests), in the text and the
    /// accessibility value.
    func testComputedTextsFollowTheAppsCount() throws {
        let path = PreviewFixtures.root.appendingPathComponent(
            "Tests/GeneratedCodeTests/Specs/LikeCounter.control.yaml")
        let result = Pipeline().check([UInt8](try Data(contentsOf: path)), file: path.path)
        let control = try XCTUnwrap(result.decoded?.control)
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(control, in: folder))
        let shown = """
            (() => [document.querySelector("#control-layer").textContent.trim(),
              document.getElementById("control").getAttribute("aria-valuetext")])()
            """
        try browser.evaluate("controlSpec.setInput('count', 41)")
        try browser.evaluate("controlSpec.setInput('share', 0.5)")
        XCTAssertEqual(try browser.evaluate(shown) as? [String], ["♡ 41", "41 likes, 25% of half"])
        try browser.evaluate("controlSpec.send('tap')")
        XCTAssertEqual(try browser.evaluate(shown) as? [String], ["♥ 42", "42 likes, 25% of half"])
    }

    /// `render` computes the texts' numbers from the defaults: a count of 0 shows 0, liked 1.
    func testRenderComputesTextsFromTheDefaults() throws {
        let path = PreviewFixtures.root.appendingPathComponent(
            "Tests/GeneratedCodeTests/Specs/LikeCounter.control.yaml")
        let result = Pipeline().check([UInt8](try Data(contentsOf: path)), file: path.path)
        let files = StillRenderer.render(try XCTUnwrap(result.analysis), size: nil)
        let idle = try XCTUnwrap(files.first { $0.name == "LikeCounter-idle.svg" })
        let liked = try XCTUnwrap(files.first { $0.name == "LikeCounter-liked.svg" })
        XCTAssertTrue(idle.contents.contains(">♡ 0<"), idle.contents)
        XCTAssertTrue(liked.contents.contains(">♥ 1<"), liked.contents)
    }

    /// A `double` computed by `set:` (the Dimmer spec) drives the look on the page as on the UIKit
    /// double (NumberViewTreeTests): the stroke bound to `level` and the accessibility value follow
    /// each step, in the same state.
    func testComputedDoubleDrivesLookValues() throws {
        let path = PreviewFixtures.root.appendingPathComponent(
            "Tests/GeneratedCodeTests/Specs/Dimmer.control.yaml")
        let result = Pipeline().check([UInt8](try Data(contentsOf: path)), file: path.path)
        let control = try XCTUnwrap(result.decoded?.control)
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(control, in: folder))
        let drawn = """
            (() => { const bar = document.querySelector("#control-layer .item[data-name='bar']");
              return [bar.querySelector(".stroke").getAttribute("stroke-dasharray"),
                document.getElementById("control").getAttribute("aria-valuetext")]; })()
            """
        XCTAssertEqual(try browser.evaluate(drawn) as? [String], ["0.5 2", "50%"])
        // `steps` keeps the spec's 4: a quarter per brighten.
        for (event, expected) in [
            ("brighten", ["0.75 2", "75%"]), ("dim", ["0.45 2", "45%"]), ("brighten", ["0.7 2", "70%"]),
        ] {
            try browser.evaluate("controlSpec.send('\(event)')")
            XCTAssertEqual(try browser.evaluate(drawn) as? [String], expected, event)
        }
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "idle")
    }

    /// A `color` input bound into a shape (TickView's `backColor`) redraws at once.
    func testColorInputRedrawsTheShape() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("TickView"), in: folder))
        try browser.evaluate("controlSpec.send('tap'); controlSpec.seek(10)")
        // Left of the tick, inside the disk: the default systemGreen, then the app's color.
        XCTAssertEqual(try pixels(browser).rgb(20, 60), [0x34, 0xC7, 0x59])
        try browser.evaluate("controlSpec.setInput('backColor', '#0080FF')")
        XCTAssertEqual(try pixels(browser).rgb(20, 60), [0, 0x80, 0xFF])
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "checked")
    }

    /// A PNG's size in points is its pixel size over its scale.
    func testPNGAssetSizeIsPixelsOverScale() {
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        header += Array("IHDR".utf8) + [0, 0, 0, 48, 0, 0, 0, 30]
        let asset = PreviewAsset(mediaType: "image/png", bytes: header, scale: 2)
        XCTAssertEqual(asset.size, LayoutSize(width: 24, height: 15))
    }

    // MARK: Helpers

    private struct PageLayout {
        struct Item {
            var name: String
            var frame: LayoutRect
            var fontScale: Double
            var natural: LayoutSize?
        }

        var size: LayoutSize
        var items: [Item]
    }

    private func pageLayout(_ browser: ChromiumSession) throws -> PageLayout {
        let value = try XCTUnwrap(browser.evaluate("controlSpec.layout") as? [String: Any])
        func rect(_ any: Any?) -> LayoutRect {
            let r = any as? [String: Double] ?? [:]
            return LayoutRect(
                x: r["x"] ?? .nan, y: r["y"] ?? .nan, width: r["width"] ?? .nan, height: r["height"] ?? .nan)
        }
        let items = (value["items"] as? [[String: Any]] ?? []).map { item in
            PageLayout.Item(
                name: item["name"] as? String ?? "", frame: rect(item["frame"]),
                fontScale: item["fontScale"] as? Double ?? .nan,
                natural: (item["natural"] as? [String: Double]).map {
                    LayoutSize(width: $0["width"] ?? .nan, height: $0["height"] ?? .nan)
                })
        }
        return PageLayout(size: rect(value["size"]).size, items: items)
    }

    /// The runtime's text measure answering with the sizes the page measured.
    private func measure(_ layout: PageLayout) -> TextMeasure {
        let sizes = Dictionary(layout.items.compactMap { item in item.natural.map { (item.name, $0) } }) {
            a, _ in a
        }
        return { text in sizes[text.name] ?? .zero }
    }

    /// The runtime's look of the page's current state with the app's `title`.
    private func runtimeLook(_ control: Control, _ browser: ChromiumSession, title: String) throws
        -> StateLook
    {
        let state = try XCTUnwrap(browser.evaluate("controlSpec.state") as? String)
        let states = state.split(separator: ",").map { part in String(part.split(separator: "=").last ?? part)
        }
        return RuntimeLooks(control: control).look(states).resolved(with: LookData(strings: ["title": title]))
    }

    /// Checks every item's frame in the DOM and in `controlSpec.layout` against the runtime's
    /// layout at the page's size; returns the names checked.
    @discardableResult
    private func assertFramesAreTheRuntimes(
        _ control: Control, _ browser: ChromiumSession, title: String, line: UInt = #line
    ) throws -> [String] {
        let page = try pageLayout(browser)
        let runtime = try runtimeLook(control, browser, title: title).layout(
            in: page.size, measure: measure(page))
        let dom = try domFrames(browser)
        XCTAssertEqual(page.items.map(\.name), runtime.items.map(\.name), line: line)
        for (item, expected) in zip(page.items, runtime.items) {
            assertFrame(item.frame, expected.frame, "controlSpec.layout \(item.name)", line: line)
            assertFrame(dom[item.name], expected.frame, "DOM \(item.name)", line: line)
            XCTAssertEqual(item.fontScale, expected.fontScale, accuracy: 1e-6, item.name, line: line)
        }
        return page.items.map(\.name)
    }

    /// The frames drawn in the control (each item's frame rectangle, in points from the control's
    /// top left corner).
    private func domFrames(_ browser: ChromiumSession) throws -> [String: LayoutRect] {
        let value =
            try browser.evaluate(
                """
                (() => { const host = document.getElementById("control").getBoundingClientRect();
                  const result = {};
                  for (const item of document.querySelectorAll("#control-layer .item.incoming")) {
                    const r = item.querySelector("rect.frame").getBoundingClientRect();
                    result[item.getAttribute("data-name")] = [r.x - host.x, r.y - host.y, r.width, r.height];
                  }
                  return result; })()
                """) as? [String: [Double]] ?? [:]
        return value.mapValues { LayoutRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }

    private func assertFrame(
        _ actual: LayoutRect?, _ expected: LayoutRect, _ message: String, accuracy: Double = 0.5,
        line: UInt = #line
    ) {
        guard let actual else { return XCTFail("\(message): no frame", line: line) }
        for (a, e) in [
            (actual.x, expected.x), (actual.y, expected.y), (actual.width, expected.width),
            (actual.height, expected.height),
        ] {
            XCTAssertEqual(a, e, accuracy: accuracy, "\(message): \(actual) is not \(expected)", line: line)
        }
    }

    private struct Pixels {
        var width: Int
        var height: Int
        var data: [Double]

        func rgb(_ x: Int, _ y: Int) -> [Double] {
            let index = (y * width + x) * 4
            return Array(data[index..<index + 3])
        }

        func count(in rect: LayoutRect, where test: ([Double]) -> Bool) -> Int {
            var count = 0
            for y in max(0, Int(rect.y))..<min(height, Int(rect.y + rect.height)) {
                for x in max(0, Int(rect.x))..<min(width, Int(rect.x + rect.width)) where test(rgb(x, y)) {
                    count += 1
                }
            }
            return count
        }

        /// The bounding box of the pixels that pass `test`.
        func box(where test: ([Double]) -> Bool) -> LayoutRect {
            var (left, top, right, bottom) = (width, height, -1, -1)
            for y in 0..<height {
                for x in 0..<width where test(rgb(x, y)) {
                    (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x), max(bottom, y))
                }
            }
            return LayoutRect(
                x: Double(left), y: Double(top), width: Double(right - left + 1),
                height: Double(bottom - top + 1))
        }
    }

    /// A screenshot of the control, decoded in the page.
    private func pixels(_ browser: ChromiumSession) throws -> Pixels {
        let decoded =
            try analyzeControlPixels(browser, "(d, w, h) => [w, h, Array.from(d)]") as? [Any] ?? []
        XCTAssertEqual(decoded.count, 3)
        return Pixels(
            width: decoded.first as? Int ?? 0, height: decoded.dropFirst().first as? Int ?? 0,
            data: decoded.last as? [Double] ?? [])
    }
}
