import ControlSpecRuntime
import XCTest

/// `LookStack`, the neutral rule of which views a control shows while one look replaces another:
/// one layer per name, a name shown alike by both looks stays (moved by its own tracks only), the
/// others arrive (`incoming`) or leave (`outgoing`), stacked in the spec's declared order whatever
/// the direction, so seed 000's `yes` heart is above its `no` heart in both cross-fades.
final class LookStackTests: XCTestCase {
    private func layers(_ stack: LookStack) -> [String] {
        stack.layers.map { "\($0.name) \($0.role)" }
    }

    func testTheGeneratedOrderIsTheDeclaredOne() {
        XCTAssertEqual(
            LikeButtonMachine.stackingOrder,
            ["noState", "yesState", "defaultState", "heartOutline", "heartFilled", "heartUnrated"])
        XCTAssertEqual(CheckBoxMachine.stackingOrder, ["checked", "unchecked", "label"])
    }

    func testTheYesHeartStaysAboveTheNoHeartInBothDirections() {
        let order = LikeButtonMachine.stackingOrder
        let no = LikeButtonMachine.look(of: .no)
        let yes = LikeButtonMachine.look(of: .yes)
        let liking = LookStack(from: no, to: yes, order: order)
        XCTAssertEqual(layers(liking), ["noState leaving", "yesState arriving"])
        XCTAssertEqual(liking.layers.map(\.group), [.outgoing, .incoming])
        let unliking = LookStack(from: yes, to: no, order: order)
        XCTAssertEqual(layers(unliking), ["noState arriving", "yesState leaving"])
        XCTAssertEqual(unliking.layers.map(\.group), [.incoming, .outgoing])
        // `default` is declared last: on top when it leaves too.
        XCTAssertEqual(
            layers(LookStack(from: LikeButtonMachine.look(of: .default), to: yes, order: order)),
            ["yesState arriving", "defaultState leaving"])
        // The pop moves both hearts: its tracks name `incoming` and `outgoing`.
        let pop = [LikeButtonMachine.Animations.pop]
        XCTAssertTrue(unliking.layers.allSatisfy { $0.isMoved(by: pop) })
    }

    func testATextShownAlikeStaysAboveTheImagesAndOnlyItsOwnTracksMoveIt() throws {
        var off = CheckBoxMachine()
        off.title = "Remember me"
        var on = try XCTUnwrap(CheckBoxMachine(state: .on))
        on.title = "Remember me"
        let stack = LookStack(from: off.look, to: on.look, order: CheckBoxMachine.stackingOrder)
        XCTAssertEqual(layers(stack), ["checked arriving", "unchecked leaving", "label staying"])
        let label = try XCTUnwrap(stack.layers.last)
        XCTAssertNil(label.group)
        let fade = AnimationDescription(
            name: "fade", duration: 0.2, timing: .curve(.linear),
            tracks: [
                TrackDescription(target: .incoming, property: .opacity, from: 0, to: 1),
                TrackDescription(target: .outgoing, property: .opacity, from: 1, to: 0),
            ])
        XCTAssertFalse(label.isMoved(by: [fade]), "a staying text neither fades in nor out")
        XCTAssertTrue(stack.layers[0].isMoved(by: [fade]))
        // A title the app changed is shown differently: the old version leaves just below the new.
        var renamed = on
        renamed.title = "Keep me signed in"
        XCTAssertEqual(
            layers(LookStack(from: on.look, to: renamed.look, order: CheckBoxMachine.stackingOrder)),
            ["checked staying", "label leaving", "label arriving"])
    }

    func testWithoutADeclaredOrderViewsStackInLookOrderArrivingAbove() {
        let ring = ImageDescription(name: "ring", source: .asset("ring"))
        let tick = ImageDescription(name: "tick", source: .asset("tick"))
        let stack = LookStack(from: StateLook(images: [ring]), to: StateLook(images: [tick]), order: [])
        XCTAssertEqual(layers(stack), ["ring leaving", "tick arriving"])
        XCTAssertEqual(
            layers(LookStack(from: nil, to: StateLook(images: [ring, tick]), order: [])),
            ["ring arriving", "tick arriving"])
    }
}
