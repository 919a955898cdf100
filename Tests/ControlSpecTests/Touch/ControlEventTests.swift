import ControlSpecTouch
import XCTest

@testable import ControlSpec
@testable import ControlSpecAnalyze
@testable import ControlSpecCore
@testable import ControlSpecDecode
@testable import ControlSpecGenerate
@testable import ControlSpecPreview
@testable import ControlSpecResolve
@testable import ControlSpecSyntax

/// The one table of UIKit's control events against `UIControlEvents` in UIKit's `UIControl.h`,
/// and the compiler's built-in events against the table.
final class ControlEventTests: XCTestCase {
    /// Copied by hand from `typedef NS_OPTIONS(NSUInteger, UIControlEvents)` in `UIControl.h`.
    private let headerBits: [String: UInt] = [
        "touchDown": 0x1, "touchDownRepeat": 0x2, "touchDragInside": 0x4, "touchDragOutside": 0x8,
        "touchDragEnter": 0x10, "touchDragExit": 0x20, "touchUpInside": 0x40, "touchUpOutside": 0x80,
        "touchCancel": 0x100, "valueChanged": 0x1000, "primaryActionTriggered": 0x2000,
    ]

    func testEveryEventHasTheBitOfUIControlH() {
        XCTAssertEqual(Set(ControlEvent.allCases.map(\.rawValue)), Set(headerBits.keys))
        for event in ControlEvent.allCases {
            XCTAssertEqual(event.controlEventBits, headerBits[event.rawValue], event.rawValue)
        }
        XCTAssertEqual(ControlEvent.allTouchEventsBits, 4095)
        XCTAssertEqual(ControlEvent.applicationReservedBits, 251_658_240)
        XCTAssertEqual(Set(ControlEvent.allCases.map(\.controlEventBits)).count, ControlEvent.allCases.count)
        for event in ControlEvent.allCases {
            XCTAssertEqual(event.controlEventBits & ControlEvent.applicationReservedBits, 0, event.rawValue)
        }
    }

    func testTheRolesOfTheEvents() {
        let touches: [ControlEvent] = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
            .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel,
        ]
        XCTAssertEqual(ControlEvent.allCases.filter(\.isTouch), touches)
        XCTAssertEqual(ControlEvent.allCases.filter(\.isInput), touches + [.primaryActionTriggered])
        XCTAssertEqual(ControlEvent.allCases.filter(\.isOutput), [.valueChanged, .primaryActionTriggered])
        XCTAssertEqual(ControlEvent.touchUpInside.buttonFollowUp, .primaryActionTriggered)
        XCTAssertEqual(ControlEvent.allCases.filter { $0.buttonFollowUp != nil }, [.touchUpInside])
        XCTAssertTrue(
            ControlEvent.primaryActionTriggered.isSentByUIKit(after: .touchUpInside, onButton: true))
        XCTAssertFalse(
            ControlEvent.primaryActionTriggered.isSentByUIKit(after: .touchUpInside, onButton: false))
        XCTAssertFalse(ControlEvent.primaryActionTriggered.isSentByUIKit(after: .touchDown, onButton: true))
        XCTAssertFalse(ControlEvent.valueChanged.isSentByUIKit(after: .touchUpInside, onButton: true))
    }

    /// The touch rule sends touch events only.
    func testTheTouchRuleSendsTouchEventsOnly() {
        var tracker = TouchTracker(width: 10, height: 10)
        var sent: Set<ControlEvent> = []
        let path: [(TouchTracker.Phase, Double)] = [
            (.began, 5), (.moved, 5), (.moved, 200), (.moved, 200), (.moved, 5), (.ended, 5), (.began, 5),
            (.moved, 200), (.ended, 200), (.began, 5), (.cancelled, 5),
        ]
        for (index, (phase, x)) in path.enumerated() {
            sent.formUnion(tracker.track(phase, x: x, y: 5, time: Double(index) * 0.05))
        }
        XCTAssertEqual(sent, Set(ControlEvent.allCases.filter(\.isTouch)))
    }

    /// The compiler's built-in events are the table's inputs plus the alias `tap`, its built-in
    /// outputs the table's outputs, and Docs/Language.md's table lists exactly those.
    func testTheCompilersBuiltinEventsAreTheTables() {
        let inputs = ControlEvent.allCases.filter(\.isInput).map(\.rawValue)
        XCTAssertEqual(BuiltinEvent.touch.map(\.name), inputs + ["tap"])
        for name in inputs { XCTAssertEqual(BuiltinEvent.controlEvent(of: name), name) }
        XCTAssertEqual(BuiltinEvent.controlEvent(of: "tap"), "touchUpInside")
        XCTAssertNil(BuiltinEvent.controlEvent(of: "valueChanged"))
        XCTAssertEqual(BuiltinEvent.outputs, ["valueChanged", "primaryActionTriggered"])
        let rows = LanguageTables.eventsMarkdown.split(separator: "\n").dropFirst(2)
        XCTAssertEqual(rows.map { $0.split(separator: "`")[1] }, (inputs + ["tap"]).map { Substring($0) })
    }
}
