@_spi(Compiler) import ControlSpecRuntime
import XCTest

/// The examples' layouts, state by state, against the numbers of the seeds they reproduce. Texts
/// are measured with `LookLayoutTests.measure` (0.5 × the point size per character, lines 1.25 ×
/// the point size), so every expected frame is worked out by hand in its comment.
final class ExampleLayoutTests: XCTestCase {
    private let measure = LookLayoutTests.measure

    /// Seed 003: 1 pt black border, bold 13 pt title shrinking to fit, a 20 × 20 arrow right of the
    /// title, the pair centred with at least 3 pt on each side; the title is the app's.
    func testSortButtonBorderTitleAndArrow() throws {
        var machine = SortButtonMachine()
        machine.title = "Sales"
        let images = ["unselected": "idle", "ascending": "up", "descending": "down"]
        let assets = ["idle": "up_down", "up": "red_arrow_up", "down": "red_arrow_down"]
        for event in [nil, SortButtonMachine.Event.tap, .tap, .deselect] {
            if let event { machine.send(event) }
            let look = machine.look
            let layout = look.layout(in: LayoutSize(width: 100, height: 30), measure: measure)
            XCTAssertEqual(layout.border, BorderDescription(width: 1, color: .system("black")))
            // "Sales" at 13 pt: 5 × 6.5 = 32.5 wide; with the arrow 52.5; (100 - 52.5) / 2 = 23.75.
            let title = try XCTUnwrap(layout.items.first { $0.name == "title" })
            XCTAssertEqual(title.frame, LayoutRect(x: 23.75, y: 0, width: 32.5, height: 30))
            XCTAssertEqual(title.fontScale, 1)
            guard case .text(let text) = title.content else { return XCTFail("the title is a text") }
            XCTAssertEqual(text.text, "Sales")
            XCTAssertEqual(text.font, FontDescription(size: 13, weight: .bold))
            XCTAssertEqual(text.minimumScale, 0)
            let arrowName = try XCTUnwrap(images[machine.state.rawValue])
            let arrow = try XCTUnwrap(layout.items.first { $0.name == arrowName })
            XCTAssertEqual(arrow.frame, LayoutRect(x: 56.25, y: 5, width: 20, height: 20))
            guard case .image(let image) = arrow.content else { return XCTFail("the arrow is an image") }
            XCTAssertEqual(image.source, .asset(assets[arrowName] ?? ""))
        }
        // A long title does not shrink: 12 characters are 78 wide, the room is 60 - 3 - 3 - 20 = 34,
        // and a `minimumScaleFactor` of 0 "doesn't scale the text down" (UIKit): it is truncated.
        machine.title = "Year on year"
        let narrow = machine.look.layout(in: LayoutSize(width: 60, height: 30), measure: measure)
        let title = try XCTUnwrap(narrow.items.first { $0.name == "title" })
        XCTAssertEqual(title.frame, LayoutRect(x: 3, y: 0, width: 34, height: 30))
        XCTAssertEqual(title.fontScale, 1)
        XCTAssertEqual(narrow.frame(of: "idle"), LayoutRect(x: 37, y: 5, width: 20, height: 20))
    }

    /// Seed 004 (`initWithFrame: CGRectMake(20, 60, 260, 32)`): the icon at (10, 0, h, h), the
    /// label in Arial 20, #F9D867, left aligned, from x = h + 24 to the right edge; the text the app's.
    func testCheckBoxAndRadioButtonIconAndLabel() throws {
        var box = CheckBoxMachine()
        box.title = "checkbutton1"
        var radio = RadioButtonMachine()
        radio.title = "★★"
        var looks: [(StateLook, String, String)] = [
            (box.look, "unchecked", "checkbutton1"), (radio.look, "unradio", "★★"),
        ]
        box.send(.tap)
        radio.send(.tap)
        looks += [(box.look, "checked", "checkbutton1"), (radio.look, "radio", "★★")]
        for (look, icon, label) in looks {
            let layout = look.layout(in: LayoutSize(width: 260, height: 32), measure: measure)
            XCTAssertEqual(layout.frame(of: icon), LayoutRect(x: 10, y: 0, width: 32, height: 32))
            // x = 32 + 24 = 56, width = 260 - 32 - 24 = 204.
            XCTAssertEqual(layout.frame(of: "label"), LayoutRect(x: 56, y: 0, width: 204, height: 32))
            XCTAssertNil(layout.border)
            guard case .text(let text) = try XCTUnwrap(layout.items.last).content else {
                return XCTFail("the label is a text")
            }
            XCTAssertEqual(text.text, label)
            XCTAssertEqual(text.font, FontDescription(name: "Arial", size: 20))
            XCTAssertEqual(text.color, .rgba(red: 0xF9, green: 0xD8, blue: 0x67, alpha: 255))
            XCTAssertEqual(text.alignment, .left)
        }
    }

    /// Seed 002: the title inset 4/28/4/28, and an intrinsic size of the title's plus the insets.
    func testFlatButtonInsetsAndIntrinsicSize() throws {
        var machine = FlatButtonMachine()
        machine.title = "Buy now"
        for event in [nil, FlatButtonMachine.Event.touchDown] {
            if let event { machine.send(event) }
            // "Buy now" at 15 pt: 7 × 7.5 = 52.5 by 18.75; plus 28 + 28 and 10 + 10.
            XCTAssertEqual(
                machine.look.intrinsicSize(measure: measure), LayoutSize(width: 108.5, height: 38.75))
            let layout = machine.look.layout(in: LayoutSize(width: 108.5, height: 38.75), measure: measure)
            XCTAssertEqual(layout.frame(of: "title"), LayoutRect(x: 28, y: 10, width: 52.5, height: 18.75))
            guard case .text(let text) = try XCTUnwrap(layout.items.first).content else {
                return XCTFail("the title is a text")
            }
            XCTAssertEqual(text.text, "Buy now")
            XCTAssertEqual(text.font, FontDescription(size: 15))
            XCTAssertEqual(text.alignment, .center)
        }
    }

    /// Seed 002's button is its UIButton's intrinsic size plus the title insets 4/28/4/28. A
    /// UIButton is its title label plus 6 pt above and below, and a 15 pt system-font label is
    /// 18 pt tall (`ceil` of San Francisco's 17.9 pt line height): 18 + 12 + 8 = 38 pt. The spec
    /// gives the same height from a title of that height.
    func testFlatButtonIsAsTallAsTheSeeds() {
        var machine = FlatButtonMachine()
        machine.title = "Buy"
        let uikitLabel: TextMeasure = { _ in LayoutSize(width: 27, height: 18) }
        XCTAssertEqual(machine.look.intrinsicSize(measure: uikitLabel)?.height, 18 + 2 * 6 + 4 + 4)
    }

    /// Seed 000: the three images are the app's, each filling the bounds, centred and unscaled;
    /// until the app sets them, the hearts of Examples/Assets.xcassets (the properties' defaults).
    func testLikeButtonShowsTheAppsImagesCentred() throws {
        var machine = LikeButtonMachine()
        XCTAssertEqual(
            machine.look.images.map(\.source), [.asset("heart_outline")], "the catalog's heart by default")
        machine.noStateImage = .asset("like_no")
        machine.yesStateImage = .asset("like_yes")
        machine.defaultStateImage = .asset("like_default")
        let expected: [LikeButtonMachine.State: ImageDescription.Source] = [
            .no: .asset("like_no"), .yes: .asset("like_yes"), .default: .asset("like_default"),
        ]
        for state in [LikeButtonMachine.State.no, .default] {
            var start = try XCTUnwrap(LikeButtonMachine(state: state))
            start.noStateImage = machine.noStateImage
            start.yesStateImage = machine.yesStateImage
            start.defaultStateImage = machine.defaultStateImage
            for step in 0..<2 {
                if step == 1 { start.send(.tap) }
                let layout = start.look.layout(in: LayoutSize(width: 44, height: 40), measure: measure)
                XCTAssertEqual(layout.items.count, 1)
                let item = try XCTUnwrap(layout.items.first)
                XCTAssertEqual(item.frame, LayoutRect(x: 0, y: 0, width: 44, height: 40))
                guard case .image(let image) = item.content else { return XCTFail("an image") }
                XCTAssertEqual(image.source, expected[start.state])
                XCTAssertEqual(image.contentMode, .center)
                // A 24 × 24 image is drawn unscaled in the middle: (44 - 24) / 2, (40 - 24) / 2.
                XCTAssertEqual(
                    image.contentMode.rect(of: LayoutSize(width: 24, height: 24), in: item.frame),
                    LayoutRect(x: 10, y: 8, width: 24, height: 24))
            }
        }
    }

    /// Seed 001: the app's backColor and tickColor, and a 1-point ring at any size.
    func testTickViewColorsAndOnePointRing() throws {
        var machine = TickViewMachine()
        guard case .shape(let ring) = try XCTUnwrap(machine.look.images.first).source else {
            return XCTFail("the ring is a shape")
        }
        XCTAssertEqual(ring[0].stroke, .system("lightGray"))
        // Seed 001 draws in `rect`, the whole view: each state's one image fills the bounds.
        let unchecked = machine.look.layout(in: LayoutSize(width: 100, height: 100), measure: measure)
        XCTAssertEqual(unchecked.items.map(\.name), ["ring"])
        XCTAssertEqual(unchecked.frame(of: "ring"), LayoutRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertNil(unchecked.border)
        XCTAssertNil(unchecked.background)
        for side in [20.0, 200.0] {
            XCTAssertEqual(ring[0].width.value(in: LayoutSize(width: side, height: side)), 1)
        }
        machine.backColor = .rgba(red: 0, green: 0x80, blue: 0xFF, alpha: 255)
        machine.tickColor = .system("black")
        machine.send(.tap)
        guard case .shape(let tick) = try XCTUnwrap(machine.look.images.first).source else {
            return XCTFail("the tick is a shape")
        }
        let checked = machine.look.layout(in: LayoutSize(width: 100, height: 100), measure: measure)
        XCTAssertEqual(checked.items.map(\.name), ["tick"])
        XCTAssertEqual(checked.frame(of: "tick"), LayoutRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(tick[0].fill, .rgba(red: 0, green: 0x80, blue: 0xFF, alpha: 255))
        XCTAssertEqual(tick[1].stroke, .system("black"))
        // The tick's width stays the seed's `rect.size.width * 0.06`: 6 points at 100.
        XCTAssertEqual(tick[1].width.value(in: LayoutSize(width: 100, height: 100)), 6)
        XCTAssertEqual(TickViewMachine().look.images.count, 1)
    }
}
