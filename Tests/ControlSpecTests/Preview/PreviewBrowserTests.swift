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

/// The preview pages in headless Chromium: real pointer input on FlatButton, and screenshots of
/// CheckBox and LikeButton checked pixel by pixel against what they must show.
final class PreviewBrowserTests: PreviewPageTestCase {
    /// Press, drag beyond UIKit's 70 pt slop, drag back and release: exactly touchDown,
    /// touchDragExit, touchDragEnter, touchUpInside; a drag that stays within the slop is still
    /// inside.
    func testPointerPressDragOutAndBackOnFlatButton() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("FlatButton"), in: folder))
        let box = try controlBox(browser)
        let (x, y) = (box.x + box.width / 2, box.y + box.height / 2)
        try browser.mouse("mouseMoved", x: x, y: y, buttons: 0)
        try browser.mouse("mousePressed", x: x, y: y, buttons: 1)
        XCTAssertEqual(try events(browser), ["touchDown"])
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "press=down")
        // 60 pt right of the bounds: outside the control, inside the slop.
        try browser.mouse("mouseMoved", x: box.x + box.width + 60, y: y, buttons: 1)
        XCTAssertEqual(try events(browser), ["touchDown"])
        try browser.mouse("mouseMoved", x: box.x + box.width + 80, y: y, buttons: 1)
        XCTAssertEqual(try events(browser), ["touchDown", "touchDragExit"])
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "press=up")
        try browser.mouse("mouseMoved", x: box.x + box.width + 120, y: y + 30, buttons: 1)
        try browser.mouse("mouseMoved", x: x + 10, y: y, buttons: 1)
        XCTAssertEqual(try events(browser), ["touchDown", "touchDragExit", "touchDragEnter"])
        try browser.mouse("mouseReleased", x: x + 10, y: y, buttons: 0)
        XCTAssertEqual(
            try events(browser), ["touchDown", "touchDragExit", "touchDragEnter", "touchUpInside"])
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "press=up")
        // FlatButton is a UIButton: UIKit sends primaryActionTriggered itself after the touch up.
        XCTAssertEqual(try browser.evaluate("controlSpec.outputs") as? [String], ["primaryActionTriggered"])
        // The drawn scale is the timeline's, at every moment of the release.
        // The release is FlatButton's POP spring: it overshoots past 1 and settles at 1.
        let peak =
            try browser.evaluate(
                "Math.max(...Array.from({length: 200}, (_, i) => controlSpec.pose('control', i * controlSpec.duration / 199).scaleX))"
            ) as? Double
        XCTAssertGreaterThan(peak ?? 0, 1.05)
        let end = try browser.evaluate("controlSpec.pose('control', controlSpec.duration).scaleX") as? Double
        XCTAssertEqual(end ?? 0, 1, accuracy: 1e-9)
        for time in [0.0, 0.05, 0.1, 0.2, 0.35] {
            let shown =
                try browser.evaluate(
                    """
                    (() => { controlSpec.seek(\(time));
                      const m = document.getElementById("control-layer").getAttribute("transform")
                        .match(/scale\\(([^ ]+) ([^)]+)\\)/);
                      return [Number(m[1]), controlSpec.pose("control", \(time)).scaleX]; })()
                    """) as? [Double]
            XCTAssertEqual(shown?.count, 2)
            XCTAssertEqual(shown?[0] ?? 0, shown?[1] ?? 1, accuracy: 1e-9, "at \(time) s")
        }
    }

    /// CheckBox off and on with a test asset catalog: the tick's green stroke pixels appear only
    /// when checked, the frame in both.
    func testCheckBoxScreenshotsShowTheTickOnlyWhenChecked() throws {
        let browser = try ChromiumSession.start()
        let pages = try previewWithTestAssets()
        try browser.open(pages.appendingPathComponent("CheckBox.html"))
        let off = try census(browser)
        XCTAssertEqual(try browser.evaluate("controlSpec.send('tap')") as? Bool, true)
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "on")
        let on = try census(browser)
        XCTAssertGreaterThan(off.frame, 200, "the frame is drawn when off")
        XCTAssertGreaterThan(on.frame, 200, "the frame is drawn when on")
        XCTAssertEqual(off.tick, 0, "no tick pixel when off")
        XCTAssertGreaterThan(on.tick, 300, "the tick's stroke when on")
    }

    /// LikeButton 0.15 s into its pop (no → yes, easeInOut: half way), its image properties set to
    /// the catalog's `noState` and `yesState` as the app would: the 100 × 100 pt images centred
    /// unscaled (`contentMode: center`), the outgoing red disk at scale 1.5 and opacity 0.5, the
    /// incoming blue disk at scale 0.55 and opacity 0.5 on top.
    func testLikeButtonMidPopShowsBothImagesPartly() throws {
        let browser = try ChromiumSession.start()
        let pages = try previewWithTestAssets()
        try browser.open(pages.appendingPathComponent("LikeButton.html"))
        XCTAssertEqual(
            try browser.evaluate(
                "controlSpec.setInput('noStateImage', 'noState'); controlSpec.setInput('yesStateImage', 'yesState'); "
                    + "controlSpec.send('tap'); controlSpec.seek(0.15); controlSpec.state")
                as? String, "yes")
        // Pixels along the horizontal middle, from the centre outwards (CSS pixels, size 120): the
        // incoming disk has radius 30 × 0.55 = 16.5, the outgoing one 30 × 1.5 = 45.
        let samples =
            try analyzeControlPixels(
                browser,
                "(d, w) => [0, 15, 25, 40, 58].map((r) => "
                    + "Array.from(d.slice(((60) * w + 60 + r) * 4, ((60) * w + 60 + r) * 4 + 3)))")
            as? [[Double]]
        XCTAssertEqual(samples?.count, 5)
        for (index, pixel) in (samples ?? []).enumerated() where index < 2 {
            assertColor(pixel, [128, 64, 191], "incoming over outgoing at \(index)")
        }
        for (index, pixel) in (samples ?? []).enumerated() where index >= 2 && index < 4 {
            assertColor(pixel, [255, 128, 128], "outgoing alone at \(index)")
        }
        assertColor(samples?.last ?? [], [255, 255, 255], "background outside both disks")
    }

    /// Keyboard access: with the control focused, Space down and up are a touch down and a touch up
    /// inside on FlatButton; Enter presses too, and Escape while held cancels.
    func testKeyboardPressesTheFocusedControl() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("FlatButton"), in: folder))
        try browser.evaluate("document.getElementById('control').focus()")
        try browser.key("keyDown", key: " ", code: "Space", keyCode: 32)
        XCTAssertEqual(try events(browser), ["touchDown"])
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "press=down")
        try browser.key("keyUp", key: " ", code: "Space", keyCode: 32)
        XCTAssertEqual(try events(browser), ["touchDown", "touchUpInside"])
        try browser.key("keyDown", key: "Enter", code: "Enter", keyCode: 13)
        try browser.key("keyDown", key: "Escape", code: "Escape", keyCode: 27)
        XCTAssertEqual(try events(browser), ["touchDown", "touchUpInside", "touchDown", "touchCancel"])
        XCTAssertEqual(try browser.evaluate("controlSpec.state") as? String, "press=up")
    }

    /// RadioButton's group row obeys the group rule: tapping a second member turns the first off
    /// (it receives `deselect`); tapping the active one again changes nothing.
    func testGroupRowReleasesThePreviouslyActiveMember() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("RadioButton"), in: folder))
        let states = """
            Array.from(document.querySelectorAll("#group .member span")).map((s) => s.textContent)
            """
        XCTAssertEqual(try browser.evaluate(states) as? [String], ["off", "off", "off"])
        for (member, expected) in [
            (0, ["on", "off", "off"]), (2, ["off", "off", "on"]), (2, ["off", "off", "on"]),
        ] {
            try browser.evaluate("document.querySelector('#group [data-member=\"\(member)\"]').click()")
            XCTAssertEqual(try browser.evaluate(states) as? [String], expected, "after tapping \(member)")
        }
    }

    // MARK: Helpers

    private func assertColor(_ pixel: [Double], _ expected: [Double], _ message: String, line: UInt = #line) {
        XCTAssertEqual(pixel.count, 3, message, line: line)
        for (value, wanted) in zip(pixel, expected) {
            XCTAssertEqual(value, wanted, accuracy: 8, "\(message): \(pixel)", line: line)
        }
    }

    /// Runs `controlspec preview Examples --assets <catalog>` with a test catalog: `checked` is a
    /// blue frame with a green tick, `unchecked` the frame alone, `noState` a red disk, `yesState`
    /// a blue disk (radius 0.3).
    private func previewWithTestAssets() throws -> URL {
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let frame =
            "<rect x='6' y='6' width='88' height='88' rx='10' fill='none' stroke='#3366CC' stroke-width='6'/>"
        let images = [
            "checked": frame
                + "<path d='M22 52 L42 72 L78 30' fill='none' stroke='#00C000' stroke-width='10'/>",
            "unchecked": frame,
            "noState": "<circle cx='50' cy='50' r='30' fill='#FF0000'/>",
            "yesState": "<circle cx='50' cy='50' r='30' fill='#0000FF'/>",
        ]
        for (name, body) in images {
            let set = catalog.appendingPathComponent("\(name).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>\(body)</svg>".write(
                to: set.appendingPathComponent("\(name).svg"), atomically: true, encoding: .utf8)
            try #"{"images":[{"filename":"\#(name).svg","idiom":"universal"}],"info":{"version":1}}"#.write(
                to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        let pages = folder.appendingPathComponent("pages")
        let tool = Bundle.main.bundleURL.appendingPathComponent("controlspec").path
        let result = try PreviewFixtures.run([
            tool, "preview", PreviewFixtures.root.appendingPathComponent("Examples").path, "--output",
            pages.path,
            "--assets", catalog.path,
        ])
        XCTAssertEqual(result.status, 0, result.output)
        return pages
    }

    private func events(_ browser: ChromiumSession) throws -> [String] {
        try browser.evaluate("controlSpec.events") as? [String] ?? []
    }

    /// Counts the control's frame-blue and tick-green pixels in a screenshot.
    private func census(_ browser: ChromiumSession) throws -> (frame: Int, tick: Int) {
        let counts =
            try analyzeControlPixels(
                browser,
                """
                (d) => { let frame = 0, tick = 0;
                  for (let i = 0; i < d.length; i += 4) {
                    const [r, g, b] = [d[i], d[i + 1], d[i + 2]];
                    if (Math.abs(r - 0x33) < 12 && Math.abs(g - 0x66) < 12 && Math.abs(b - 0xCC) < 12) frame++;
                    if (r < 20 && Math.abs(g - 0xC0) < 12 && b < 20) tick++;
                  }
                  return [frame, tick]; }
                """) as? [Int] ?? []
        XCTAssertEqual(counts.count, 2)
        return (counts.first ?? 0, counts.last ?? 0)
    }
}
