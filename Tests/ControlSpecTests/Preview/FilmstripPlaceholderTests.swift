import Foundation
import XCTest

@testable import ControlSpecPreview

/// Placeholders in `render`'s filmstrips, drawn by Chromium: every label stays inside its dashed
/// frame whatever the pose scales it by, and every frame of the strip is clipped to its cell, so a
/// pose larger than the control draws over no neighbour.
final class FilmstripPlaceholderTests: XCTestCase {
    func testLikeButtonsPlaceholderLabelsStayInTheirFrames() throws {
        let analysis = PreviewFixtures.analysis(try PreviewFixtures.example("LikeButton"))
        let strips = StillRenderer.render(analysis).filter { $0.name.hasSuffix(".filmstrip.svg") }
        XCTAssertEqual(strips.count, 3)
        let folder = try PreviewFixtures.scratch()
        let browser = try ChromiumSession.start()
        for strip in strips {
            let url = folder.appendingPathComponent(strip.name)
            try strip.contents.write(to: url, atomically: true, encoding: .utf8)
            try browser.call("Page.navigate", ["url": url.absoluteString])
            var loaded = false
            for _ in 0..<400 where !loaded {
                loaded = try browser.evaluate("document.readyState === 'complete'") as? Bool == true
                if !loaded { usleep(10_000) }
            }
            XCTAssertTrue(loaded, strip.name)
            // Each label's box, in page pixels, against its own placeholder frame's box (both
            // posed alike), with a tolerance of a hundredth of the frame for anti-aliasing.
            let overflowing = try XCTUnwrap(
                browser.evaluate(
                    """
                    [...document.querySelectorAll('.placeholder')].flatMap(group => {
                      const frame = group.querySelector('rect').getBoundingClientRect();
                      const slack = frame.width / 100;
                      return [...group.querySelectorAll('text')].filter(text => {
                        const box = text.getBoundingClientRect();
                        return box.left < frame.left - slack || box.right > frame.right + slack
                          || box.top < frame.top - slack || box.bottom > frame.bottom + slack;
                      }).map(text => text.textContent);
                    })
                    """) as? [String])
            XCTAssertEqual(overflowing, [], "\(strip.name): labels outside their frames")
            let labels = try XCTUnwrap(
                browser.evaluate("document.querySelectorAll('.placeholder text').length") as? Int)
            XCTAssertGreaterThan(labels, 0, strip.name)
            // Every cell clips to the cell's rectangle, which lies within the strip's width and
            // leaves the gap to the next cell free.
            let cells = try XCTUnwrap(
                browser.evaluate(
                    """
                    [...document.querySelectorAll('g.cell')].map(cell => {
                      const clip = document.querySelector(getComputedStyle(cell).clipPath
                        .replace(/^url\\("?#?/, '#').replace(/"?\\)$/, ''));
                      const matrix = cell.transform.baseVal.consolidate().matrix;
                      return [matrix.e, clip ? clip.querySelector('rect').width.baseVal.value : -1];
                    })
                    """) as? [[Double]])
            XCTAssertGreaterThan(cells.count, 1, strip.name)
            for (left, right) in zip(cells, cells.dropFirst()) {
                XCTAssertGreaterThan(left[1], 0, "\(strip.name): a cell without its clip")
                XCTAssertLessThan(left[0] + left[1], right[0], "\(strip.name): cells overlap")
            }
        }
    }
}
