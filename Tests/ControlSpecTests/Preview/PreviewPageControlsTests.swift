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

/// The page's own controls in headless Chromium: the dark appearance check box switches the drawn
/// and computed colors to the dark values, slow motion ×10 plays the timeline ten times slower,
/// and the scrubber shows the runtime `Timeline`'s pose at the moment it points to.
final class PreviewPageControlsTests: PreviewPageTestCase {
    /// Checked TickView's disk is `systemGreen`: #34C759 in light, #30D158 in dark appearance (Apple's
    /// Human Interface Guidelines). The check box switches the pixels, the page's background
    /// (#F2F2F7 → black) and the system color variables, and back.
    func testDarkAppearanceSwitchesToTheDarkValues() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("TickView"), in: folder))
        XCTAssertEqual(
            try browser.evaluate(
                "controlSpec.send('tap'); controlSpec.seek(controlSpec.duration); controlSpec.state")
                as? String, "checked")
        XCTAssertEqual(try browser.evaluate("document.getElementById('dark').checked") as? Bool, false)
        let light = try greens(browser)
        XCTAssertGreaterThan(light.light, 1000, "the disk in light systemGreen")
        XCTAssertEqual(light.dark, 0)
        XCTAssertEqual(try computed(browser), ["rgb(242, 242, 247)", "#34C759", "#007AFF"])
        try browser.evaluate("document.getElementById('dark').click()")
        XCTAssertEqual(try browser.evaluate("document.getElementById('dark').checked") as? Bool, true)
        let dark = try greens(browser)
        XCTAssertGreaterThan(dark.dark, 1000, "the disk in dark systemGreen")
        XCTAssertEqual(dark.light, 0)
        XCTAssertEqual(try computed(browser), ["rgb(0, 0, 0)", "#30D158", "#0A84FF"])
        try browser.evaluate("document.getElementById('dark').click()")
        XCTAssertEqual(try greens(browser).light, light.light, "back to light")
    }

    /// With slow motion on, the control drawn at wall time w into FlatButton's press is the
    /// timeline's pose at w / 10 (the page's clock is set by the test); off again, at w.
    func testSlowMotionPlaysTheTimelineTenTimesSlower() throws {
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(try PreviewFixtures.example("FlatButton"), in: folder))
        try browser.evaluate(
            "window.fakeNow = 1000; performance.now = () => window.fakeNow; "
                + "document.getElementById('slow').click()")
        XCTAssertEqual(try browser.evaluate("document.getElementById('slow').checked") as? Bool, true)
        XCTAssertEqual(try browser.evaluate("controlSpec.send('touchDown')") as? Bool, true)
        let duration = try browser.evaluate("controlSpec.duration") as? Double ?? 0
        XCTAssertEqual(duration, 0.4, accuracy: 1e-12, "the press lasts 0.4 s")
        for wall in [0.1, 0.25, 1.0, 2.5, 3.9] {
            let shown = try drawnScale(browser, atWallTime: 1000 + wall * 1000)
            let slow = try pose(browser, wall / 10)
            XCTAssertEqual(shown, slow, accuracy: 1e-6, "at wall time \(wall) s")
            if wall < duration {
                XCTAssertGreaterThan(abs(try pose(browser, wall) - slow), 1e-3, "slow differs from real time")
            }
        }
        try browser.evaluate("document.getElementById('slow').click(); window.fakeNow = 10000")
        XCTAssertEqual(try browser.evaluate("controlSpec.send('touchUpInside')") as? Bool, true)
        for wall in [0.05, 0.2] {
            XCTAssertEqual(
                try drawnScale(browser, atWallTime: 10000 + wall * 1000), try pose(browser, wall),
                accuracy: 1e-6,
                "real time at \(wall) s")
        }
    }

    /// Real clicks along the scrubber after FlatButton's press and release (played to its end):
    /// the drawn scale is the
    /// Swift `Timeline`'s (the release spring starting at the pressed scale) at the scrubber's
    /// value × the duration, within 1e-6, and the label says the time.
    func testTheScrubberShowsTheTimelinePoseAtItsTime() throws {
        let browser = try ChromiumSession.start()
        let control = try PreviewFixtures.example("FlatButton")
        try browser.open(try PreviewFixtures.page(control, in: folder))
        let fired =
            try browser.evaluate(
                "controlSpec.send('touchDown'); const a = controlSpec.lastTransitions; "
                    + "controlSpec.seek(controlSpec.duration); controlSpec.send('touchUpInside'); "
                    + "const b = controlSpec.lastTransitions; controlSpec.seek(controlSpec.duration); [a, b]")
            as? [[Any]] ?? []
        let timeline = Self.timeline(of: control, steps: fired)
        XCTAssertGreaterThan(timeline.duration, 1, "the release spring settles in about 1.5 s")
        let pageDuration = try browser.evaluate("controlSpec.duration") as? Double ?? 0
        XCTAssertEqual(pageDuration, timeline.duration, accuracy: 1e-12)
        let box =
            try browser.evaluate(
                "(() => { const r = document.getElementById('scrub').getBoundingClientRect(); "
                    + "return [r.x, r.y, r.width, r.height]; })()") as? [Double] ?? []
        XCTAssertEqual(box.count, 4)
        var values: Set<String> = []
        // The scrubber stands at the end; each click lands away from where its thumb is.
        for fraction in [0.5, 0.1, 0.77, 0.23, 0.02, 0.6] {
            let (x, y) = (box[0] + box[2] * fraction, box[1] + box[3] / 2)
            try browser.mouse("mouseMoved", x: x, y: y, buttons: 0)
            try browser.mouse("mousePressed", x: x, y: y, buttons: 1)
            try browser.mouse("mouseReleased", x: x, y: y, buttons: 0)
            let state =
                try browser.evaluate(
                    """
                    (() => { const m = document.getElementById("control-layer").getAttribute("transform")
                        .match(/scale\\(([^ ]+) ([^)]+)\\)/);
                      return [document.getElementById("scrub").value, Number(m[1]),
                        document.getElementById("motion-label").textContent]; })()
                    """) as? [Any] ?? []
            let value = state.first as? String ?? ""
            values.insert(value)
            let time = (Double(value) ?? -1) * timeline.duration
            let expected = timeline.pose(of: .control, at: time).scaleX
            XCTAssertEqual(state[1] as? Double ?? 0, expected, accuracy: 1e-6, "scrubber at \(value)")
            XCTAssertTrue(
                (state[2] as? String ?? "").contains(String(format: "%.3f of", time)), "\(state[2])")
        }
        XCTAssertEqual(values.count, 6, "each click moved the scrubber")
    }

    /// An asset catalog whose `unchecked` imageset has a red light and a blue dark variant, and
    /// whose `checked` one is a PDF: CheckBox off is red, blue once the page is dark; on, the PDF
    /// is a placeholder labelled PDF.
    func testCatalogDarkVariantsShowUnderTheDarkToggle() throws {
        let browser = try ChromiumSession.start()
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let unchecked = catalog.appendingPathComponent("unchecked.imageset")
        let checked = catalog.appendingPathComponent("checked.imageset")
        for set in [unchecked, checked] {
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        }
        for (file, color) in [("light.svg", "#FF0000"), ("dark.svg", "#0000FF")] {
            try
                "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><rect width='10' height='10' fill='\(color)'/></svg>"
                .write(to: unchecked.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        try #"""
        {"images":[{"filename":"light.svg","idiom":"universal"},
        {"filename":"dark.svg","idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}]}],
        "info":{"version":1}}
        """#.write(to: unchecked.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try "%PDF-1.4".write(
            to: checked.appendingPathComponent("tick.pdf"), atomically: true, encoding: .utf8)
        try #"{"images":[{"filename":"tick.pdf","idiom":"universal"}],"info":{"version":1}}"#.write(
            to: checked.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let pages = folder.appendingPathComponent("pages")
        let tool = Bundle.main.bundleURL.appendingPathComponent("controlspec").path
        let spec = PreviewFixtures.root.appendingPathComponent("Examples/CheckBox.control.yaml").path
        let result = try PreviewFixtures.run([
            tool, "preview", spec, "--output", pages.path, "--assets", catalog.path,
        ])
        XCTAssertEqual(result.status, 0, result.output)
        try browser.open(pages.appendingPathComponent("CheckBox.html"))
        let red = [255, 0, 0], blue = [0, 0, 255]
        let light = try pixels(browser, near: [red, blue])
        XCTAssertGreaterThan(light[0], 1000, "the light variant")
        XCTAssertEqual(light[1], 0)
        try browser.evaluate("document.getElementById('dark').click()")
        let dark = try pixels(browser, near: [red, blue])
        XCTAssertEqual(dark[0], 0)
        XCTAssertGreaterThan(dark[1], 1000, "the dark variant")
        XCTAssertEqual(try browser.evaluate("controlSpec.send('tap')") as? Bool, true)
        let labels =
            try browser.evaluate(
                "Array.from(document.querySelectorAll('#control-layer .placeholder text')).map((t) => t.textContent)"
            )
            as? [String]
        XCTAssertEqual(labels, ["PDF", "checked"])
    }

    // MARK: Helpers

    /// The drawn scale of the control once the page has drawn a frame at `wallTime` ms.
    private func drawnScale(_ browser: ChromiumSession, atWallTime wallTime: Double) throws -> Double {
        let value =
            try browser.evaluate(
                """
                new Promise((resolve) => { window.fakeNow = \(wallTime);
                  requestAnimationFrame(() => requestAnimationFrame(() => {
                    const m = document.getElementById("control-layer").getAttribute("transform")
                      .match(/scale\\(([^ ]+) ([^)]+)\\)/);
                    resolve(Number(m[1])); })); })
                """) as? Double
        return try XCTUnwrap(value)
    }

    private func pose(_ browser: ChromiumSession, _ time: Double) throws -> Double {
        try XCTUnwrap(try browser.evaluate("controlSpec.pose('control', \(time)).scaleX") as? Double)
    }

    /// The Swift timeline of the last step, each step starting where the one before ended.
    private static func timeline(of control: Control, steps: [[Any]]) -> Timeline {
        let model = ResolvedControl(control)
        var pose = Pose()
        var timeline = Timeline(animations: [], startingFrom: [TrackDescription.Target: Pose]())
        for step in steps {
            let animations = step.compactMap { $0 as? Int }.compactMap { number in
                model.transitions[number].transition.animation.flatMap { name in
                    control.animations.first { $0.name.value == name.value }?.played
                }
            }
            timeline = Timeline(animations: animations, startingFrom: [.control: pose])
            pose = timeline.pose(of: .control, at: timeline.duration)
        }
        return timeline
    }

    /// The page background, the computed `--ui-systemGreen` and `--ui-systemBlue`.
    private func computed(_ browser: ChromiumSession) throws -> [String] {
        try browser.evaluate(
            "(() => { const s = getComputedStyle(document.body); return [s.backgroundColor, "
                + "s.getPropertyValue('--ui-systemGreen').trim(), s.getPropertyValue('--ui-systemBlue').trim()]; })()"
        )
            as? [String] ?? []
    }

    /// Pixels of the control in light (#34C759) and dark (#30D158) systemGreen, within 2 per channel.
    private func greens(_ browser: ChromiumSession) throws -> (light: Int, dark: Int) {
        let counts = try pixels(browser, near: [[0x34, 0xC7, 0x59], [0x30, 0xD1, 0x58]])
        return (counts[0], counts[1])
    }

    /// How many pixels of the control's screenshot are within 2 per channel of each color.
    private func pixels(_ browser: ChromiumSession, near colors: [[Int]]) throws -> [Int] {
        let counts =
            try analyzeControlPixels(
                browser,
                """
                (d) => \(colors).map(([r, g, b]) => {
                  let count = 0;
                  for (let i = 0; i < d.length; i += 4) {
                    if (Math.abs(d[i] - r) <= 2 && Math.abs(d[i + 1] - g) <= 2 && Math.abs(d[i + 2] - b) <= 2) count++;
                  }
                  return count;
                })
                """) as? [Int] ?? []
        XCTAssertEqual(counts.count, colors.count)
        return counts.count == colors.count ? counts : colors.map { _ in 0 }
    }
}
