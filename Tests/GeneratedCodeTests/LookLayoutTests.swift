@_spi(Compiler) import ControlSpecRuntime
import XCTest

/// The platform-neutral layout: frames of images and texts for a size, intrinsic sizes, content
/// modes, and app data substituted into looks. Expected numbers are worked out by hand in comments.
final class LookLayoutTests: XCTestCase {
    /// Test metrics: every character is 0.5 × the point size wide, a line 1.25 × the point size high.
    static func measure(_ text: TextDescription) -> LayoutSize {
        LayoutSize(
            width: Double(text.text.count) * text.font.pointSize / 2, height: text.font.pointSize * 1.25)
    }

    private func rowLook(title: String) -> StateLook {
        let layout = LayoutDescription(
            padding: LayoutInsets(left: 3, right: 3), arrangement: .row(spacing: 0),
            slots: [
                SlotDescription(name: "title"),
                SlotDescription(name: "arrow", size: LayoutSize(width: 20, height: 20)),
            ])
        return StateLook(
            images: [ImageDescription(name: "up", source: .asset("up"), slot: "arrow")],
            texts: [
                TextDescription(
                    name: "title", text: title, font: FontDescription(size: 10, weight: .bold),
                    minimumScale: 0.1,
                    slot: "title")
            ],
            layout: layout)
    }

    func testRowCentresTitleThenArrow() {
        // "abcd" at 10 pt: 20 × 12.5; row 40 wide in a 100 × 30 control: starts at (100 - 40) / 2 = 30.
        let layout = rowLook(title: "abcd").layout(
            in: LayoutSize(width: 100, height: 30), measure: Self.measure)
        XCTAssertEqual(layout.frame(of: "title"), LayoutRect(x: 30, y: 0, width: 20, height: 30))
        XCTAssertEqual(layout.frame(of: "up"), LayoutRect(x: 50, y: 5, width: 20, height: 20))
        XCTAssertEqual(layout.items.last?.fontScale, 1)
    }

    func testRowShrinksTheTitleToKeepTheMargins() {
        // 20 characters: 100 wide; room for text = 60 - 6 - 20 = 34, scale 0.34, starts at the margin.
        let layout = rowLook(title: String(repeating: "x", count: 20))
            .layout(in: LayoutSize(width: 60, height: 30), measure: Self.measure)
        XCTAssertEqual(layout.frame(of: "title"), LayoutRect(x: 3, y: 0, width: 34, height: 30))
        XCTAssertEqual(layout.frame(of: "up"), LayoutRect(x: 37, y: 5, width: 20, height: 20))
        XCTAssertEqual(layout.items.first { $0.name == "title" }?.fontScale ?? 0, 0.34, accuracy: 1e-12)
    }

    func testAMinimumScaleOfZeroNeverShrinks() {
        // UIKit: "If you specify a value of 0 for this property, the label doesn't scale the text
        // down" (`UILabel.minimumScaleFactor`).
        var look = rowLook(title: String(repeating: "x", count: 20))
        look.texts[0].minimumScale = 0
        let layout = look.layout(in: LayoutSize(width: 60, height: 30), measure: Self.measure)
        XCTAssertEqual(layout.frame(of: "title"), LayoutRect(x: 3, y: 0, width: 34, height: 30))
        XCTAssertEqual(layout.items.first { $0.name == "title" }?.fontScale, 1)
    }

    func testRowIntrinsicSizeAddsThePadding() {
        // 20 + 20 wide plus 3 + 3; height max(12.5, 20).
        XCTAssertEqual(
            rowLook(title: "abcd").intrinsicSize(measure: Self.measure), LayoutSize(width: 46, height: 20))
    }

    func testOverlayFramesUseLengthsOfTheContentRectangle() {
        let h = Length(height: 1)
        let layout = LayoutDescription(slots: [
            SlotDescription(
                name: "icon", frame: .init(x: .points(10), y: .points(0), width: h, height: h)),
            SlotDescription(
                name: "label",
                frame: .init(
                    x: Length(points: 24, height: 1), y: .points(0),
                    width: Length(points: -24, width: 1, height: -1),
                    height: h)),
        ])
        let look = StateLook(
            images: [ImageDescription(name: "box", source: .asset("box"), slot: "icon")],
            texts: [
                TextDescription(
                    name: "label", text: "ok", font: FontDescription(name: "Arial", size: 20), slot: "label")
            ],
            layout: layout)
        let resolved = look.layout(in: LayoutSize(width: 260, height: 32), measure: Self.measure)
        XCTAssertEqual(resolved.frame(of: "box"), LayoutRect(x: 10, y: 0, width: 32, height: 32))
        XCTAssertEqual(resolved.frame(of: "label"), LayoutRect(x: 56, y: 0, width: 204, height: 32))
        XCTAssertNil(look.intrinsicSize(measure: Self.measure), "framed texts give no intrinsic size")
    }

    func testPaddingInsetsTextAndIntrinsicSize() {
        let look = StateLook(
            texts: [TextDescription(name: "t", text: "abcdef", font: FontDescription(size: 16))],
            layout: LayoutDescription(padding: LayoutInsets(top: 4, left: 28, bottom: 4, right: 28)))
        // 6 × 8 = 48 by 20, plus 56 and 8.
        XCTAssertEqual(look.intrinsicSize(measure: Self.measure), LayoutSize(width: 104, height: 28))
        XCTAssertEqual(
            look.layout(in: LayoutSize(width: 200, height: 50), measure: Self.measure).frame(of: "t"),
            LayoutRect(x: 28, y: 4, width: 144, height: 42))
    }

    func testContentModes() {
        let frame = LayoutRect(x: 0, y: 0, width: 100, height: 50)
        let image = LayoutSize(width: 20, height: 20)
        typealias Mode = ImageDescription.ContentMode
        XCTAssertEqual(
            Mode.center.rect(of: image, in: frame), LayoutRect(x: 40, y: 15, width: 20, height: 20))
        XCTAssertEqual(Mode.fit.rect(of: image, in: frame), LayoutRect(x: 25, y: 0, width: 50, height: 50))
        XCTAssertEqual(
            Mode.fill.rect(of: image, in: frame), LayoutRect(x: 0, y: -25, width: 100, height: 100))
        XCTAssertEqual(Mode.stretch.rect(of: image, in: frame), frame)
    }

    func testStrokeWidthInPointsIgnoresTheSize() {
        XCTAssertEqual(Length.points(1).value(in: LayoutSize(width: 300, height: 10)), 1)
        XCTAssertEqual(Length.fractionOfWidth(0.02).value(in: LayoutSize(width: 300, height: 10)), 6)
    }

    func testInterpolation() {
        let data = LookData(strings: ["title": "Price"], numbers: ["progress": 0.426, "count": 3])
        XCTAssertEqual(data.interpolate("{progress:percent} done"), "43% done")
        XCTAssertEqual(data.interpolate("{title}: {count}"), "Price: 3")
        XCTAssertEqual(data.interpolate("{{title} {missing}"), "{title} {missing}")
        XCTAssertEqual(data.interpolate("{progress}"), "0.426")
        XCTAssertEqual(data.interpolate("open {"), "open {")
    }

    func testResolvingSubstitutesBoundImagesColorsTextsAndValues() {
        let look = StateLook(
            images: [
                ImageDescription(name: "no", source: .property("noStateImage"), contentMode: .center),
                ImageDescription(
                    name: "dot",
                    source: .shape([
                        ShapePrimitive(
                            geometry: .circle(center: ShapePoint(x: 0.5, y: 0.5), radius: 0.5),
                            fill: .property("backColor"))
                    ])),
            ],
            texts: [
                TextDescription(
                    name: "t", text: "{title}", font: FontDescription(style: .body), color: .property("ink"))
            ],
            layout: LayoutDescription(border: BorderDescription(width: 1, color: .property("ink"))),
            values: [
                LookValue(
                    target: .image("dot"), property: .rotation,
                    source: .property("progress", from: 0, to: 360))
            ],
            accessibilityValue: "{progress:percent}")
        let data = LookData(
            strings: ["title": "Sales"], numbers: ["progress": 0.25],
            colors: ["backColor": .system("systemRed"), "ink": .rgba(red: 1, green: 2, blue: 3, alpha: 255)])
        let resolved = look.resolved(with: data)
        XCTAssertEqual(resolved.images[0].source, .empty, "an unset image property shows nothing")
        guard case .shape(let primitives) = resolved.images[1].source else {
            return XCTFail("shape expected")
        }
        XCTAssertEqual(primitives[0].fill, .system("systemRed"))
        XCTAssertEqual(resolved.texts[0].text, "Sales")
        XCTAssertEqual(resolved.texts[0].color, .rgba(red: 1, green: 2, blue: 3, alpha: 255))
        XCTAssertEqual(resolved.layout.border?.color, .rgba(red: 1, green: 2, blue: 3, alpha: 255))
        XCTAssertEqual(resolved.values[0].source, .constant(90))
        XCTAssertEqual(resolved.accessibilityValue, "25%")
        var withImage = data
        withImage.images["noStateImage"] = .asset("like")
        XCTAssertEqual(look.resolved(with: withImage).images[0].source, .asset("like"))
    }

    func testTextStyleSizes() {
        XCTAssertEqual(FontDescription(style: .footnote).pointSize, 13)
        XCTAssertEqual(FontDescription(size: 20, style: .body).pointSize, 20)
    }

    func testTranslationsInFractionsOfTheSizeBecomePoints() {
        let animation = AnimationDescription(
            name: "slide", duration: 1,
            tracks: [
                TrackDescription(
                    target: .control, property: .translationX, from: -0.5, to: 0.25, unit: .width),
                TrackDescription(target: .control, property: .translationY, to: 0.5, unit: .height),
                TrackDescription(target: .control, property: .opacity, to: 0.5),
            ])
        let poses = Pose.poses(of: .control, in: animation, size: LayoutSize(width: 200, height: 40))
        XCTAssertEqual(poses.from.translationX, -100)
        XCTAssertEqual(poses.to.translationX, 50)
        XCTAssertEqual(poses.to.translationY, 20)
        XCTAssertEqual(poses.to.opacity, 0.5)
    }
}
