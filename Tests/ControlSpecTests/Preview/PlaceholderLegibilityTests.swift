import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecPreview

/// Placeholders for missing assets, drawn by Chromium in slots of 12, 20, 44, 70 and 120 pt, on the
/// preview page at 1×, 2× and 3× and in `render`'s still: each shows one label, inside its dashed
/// frame, whose glyphs are at least `PlaceholderLabel.minimumPoints` tall per point of zoom wherever
/// the slot can hold that (the initials need 18 pt here), and whose `<title>` names the asset in full.
final class PlaceholderLegibilityTests: XCTestCase {
    private static let spec = """
        control: Missing
        base: control
        layout:
          size: [400, 120]
          slots:
            tiny: { frame: [0, 0, 12, 12] }
            small: { frame: [20, 0, 20, 20] }
            medium: { frame: [50, 0, 44, 44] }
            large: { frame: [100, 0, 120, 120] }
            wide: { frame: [230, 0, 70, 70] }
        images:
          tinyIcon: { asset: red_arrow_up, slot: tiny }
          smallIcon: { asset: red_arrow_up, slot: small }
          mediumIcon: { asset: star, slot: medium }
          largeIcon: { asset: red_arrow_up, slot: large }
          wideIcon: { asset: a_very_long_missing_asset_name_indeed, slot: wide }
        events: [tap]
        initial: idle
        states:
          idle: { image: [tinyIcon, smallIcon, mediumIcon, largeIcon, wideIcon] }
        transitions:
          - { from: idle, on: tap, to: idle }
        """

    /// What each slot shows, worked out by hand from the rule: the kind over the name needs the
    /// name's font (0.8 / (0.6 × 12 characters) = 1/9 of the side) at 8 pt, a side of 72 pt; the
    /// name alone `star` at 0.22 of the side needs 36.4 pt; the initials `RAU` at 0.8 / 1.8 of the
    /// side need 18 pt, and below that are drawn all the same; a 38-character name needs a side of
    /// 8 / (0.8 / (0.6 × 38)) = 228 pt, so 70 pt show its initials.
    private static let expected: [Double: [String]] = [
        12: ["RAU"], 20: ["RAU"], 44: ["star"], 70: ["AVL"], 120: ["asset", "red_arrow_up"],
    ]

    /// Per placeholder: its square's side in page pixels (the dashed frame is 0.92 of it), its title, its visible lines, each with
    /// its font size in page pixels, and the lines that leave the frame.
    private static let measure = """
        [...document.querySelectorAll('.placeholder')].map(group => {
          const frame = group.querySelector('rect').getBoundingClientRect();
          const slack = frame.width / 100;
          const texts = [...group.querySelectorAll('text')].filter(t => t.getBoundingClientRect().width > 0);
          return {
            side: Math.min(frame.width, frame.height) / 0.92,
            title: group.querySelector('title').textContent,
            lines: texts.map(t => t.textContent),
            sizes: texts.map(t => parseFloat(t.getAttribute('font-size')) * t.getScreenCTM().a),
            outside: texts.filter(t => {
              const box = t.getBoundingClientRect();
              return box.left < frame.left - slack || box.right > frame.right + slack
                || box.top < frame.top - slack || box.bottom > frame.bottom + slack;
            }).map(t => t.textContent),
          };
        })
        """

    func testLabelsStayInsideTheirFramesAndLegibleAtEveryZoom() throws {
        let result = Pipeline().check(Array(Self.spec.utf8), file: "Missing.control.yaml")
        let analysis = try XCTUnwrap(result.analysis, "\(result.diagnostics)")
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let browser = try ChromiumSession.start()
        try browser.open(try PreviewFixtures.page(analysis, in: folder))
        for zoom in [1.0, 2.0, 3.0] {
            try browser.evaluate("controlSpec.setZoom(\(Int(zoom)))")
            try check(try browser.evaluate(Self.measure), zoom: zoom, "page at \(zoom)×")
        }
        let still = try XCTUnwrap(StillRenderer.render(analysis).first { $0.name == "Missing-idle.svg" })
        let url = folder.appendingPathComponent(still.name)
        try still.contents.write(to: url, atomically: true, encoding: .utf8)
        try browser.call("Page.navigate", ["url": url.absoluteString])
        var loaded = false
        for _ in 0..<400 where !loaded {
            loaded = try browser.evaluate("document.readyState === 'complete'") as? Bool == true
            if !loaded { usleep(10_000) }
        }
        XCTAssertTrue(loaded, still.name)
        try check(try browser.evaluate(Self.measure), zoom: 1, "render's still")
    }

    private func check(_ measured: Any?, zoom: Double, _ context: String) throws {
        let placeholders = try XCTUnwrap(measured as? [[String: Any]], context)
        XCTAssertEqual(placeholders.count, 5, context)
        var seen: [Double] = []
        for placeholder in placeholders {
            let side = try XCTUnwrap(placeholder["side"] as? Double, context) / zoom
            let lines = try XCTUnwrap(placeholder["lines"] as? [String], context)
            let sizes = try XCTUnwrap(placeholder["sizes"] as? [Double], context)
            seen.append(side.rounded())
            XCTAssertEqual(lines, Self.expected[side.rounded()], "\(context): the \(side) pt slot")
            XCTAssertEqual(placeholder["outside"] as? [String], [], "\(context): labels outside their frame")
            let name =
                [44: "star", 70: "a_very_long_missing_asset_name_indeed"][side.rounded()] ?? "red_arrow_up"
            XCTAssertEqual(placeholder["title"] as? String, "asset " + name, context)
            for size in sizes where side >= 18 {
                XCTAssertGreaterThanOrEqual(
                    size, PlaceholderLabel.minimumPoints * zoom - 1e-6, "\(context): \(lines) in \(side) pt")
            }
        }
        XCTAssertEqual(seen.sorted(), [12, 20, 44, 70, 120], context)
    }
}
