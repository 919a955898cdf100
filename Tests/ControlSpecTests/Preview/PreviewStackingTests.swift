@_spi(Compiler) import ControlSpecRuntime
import Foundation
import XCTest

@testable import ControlSpec
@testable import ControlSpecCore
@testable import ControlSpecPreview
@testable import ControlSpecResolve

/// The page stacks a moving control's views as the runtime's `LookStack` says: halfway through
/// each animated transition of LikeButton, TickView and CheckBox, the drawn items (bottom to top)
/// are the stack's layers — a leaving one only while a track moves it — with their roles (an
/// arriving item is `incoming`, a leaving one `outgoing`, one shown alike `staying`); so LikeButton's
/// `yesState` is above `noState` in both directions and CheckBox's label stays.
final class PreviewStackingTests: XCTestCase {
    func testThePageDrawsTheRuntimesStackHalfwayThroughEveryMove() throws {
        let browser = try ChromiumSession.start()
        let folder = try PreviewFixtures.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var checked = 0
        for name in ["LikeButton", "TickView", "CheckBox"] {
            let control = try PreviewFixtures.example(name)
            try browser.open(try PreviewFixtures.page(control, in: folder))
            let looks = RuntimeLooks(control: control)
            let region = try XCTUnwrap(control.regions.first)
            for transition in region.transitions {
                guard let animationName = transition.animation?.value,
                    let animation = control.animations.first(where: { $0.name.value == animationName }),
                    let event = transition.on.first?.value
                else { continue }
                guard case .states(let sources) = transition.from else { continue }
                for source in sources.map(\.value)
                where region.initial.contains(where: { $0.value == source }) {
                    let target = transition.to.value
                    let old = try XCTUnwrap(looks.look(region: 0, state: source))
                    let new = try XCTUnwrap(looks.look(region: 0, state: target))
                    let moving = [animation.played(in: LayoutSize(width: 100, height: 100))]
                    let expected = LookStack(from: old, to: new, order: looks.stackingOrder).layers
                        .filter { $0.role != .leaving || $0.isMoved(by: moving) }
                        .map { "\($0.name) \($0.role)" }
                    let drawn = try XCTUnwrap(
                        browser.evaluate(
                            """
                            (() => {
                              const cs = window.controlSpec;
                              cs.reset("\(source)");
                              cs.setInput && cs.machine.properties.some((p) => p.name === "title" && p.input)
                                && cs.setInput("title", "Remember me");
                              cs.send("\(event)");
                              cs.seek(cs.duration / 2);
                              const roles = {incoming: "arriving", outgoing: "leaving", staying: "staying"};
                              return [...document.querySelectorAll("#control .item")].map((item) =>
                                item.getAttribute("data-name") + " " +
                                roles[["incoming", "outgoing", "staying"].find((g) => item.classList.contains(g))]);
                            })()
                            """) as? [String], "\(name) \(source) → \(target)")
                    XCTAssertEqual(drawn, expected, "\(name) \(source) → \(target) on \(event)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 4)
    }
}
