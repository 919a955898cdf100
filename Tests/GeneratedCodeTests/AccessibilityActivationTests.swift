import XCTest

@_spi(Generated) @testable import ControlSpecRuntime

/// VoiceOver's double tap, decided without UIKit: what a finger's tap on the same host sends
/// (UIControl's touch events, plus `primaryActionTriggered` on a UIButton), the spec's event on a
/// plain view, and nothing on a disabled control or a view the spec gives no tap.
final class AccessibilityActivationTests: XCTestCase {
    private let tappable = ControlAccessibility<String>(isButton: true, activate: "tap")

    func testAControlGetsAFingersTouchEventsAndAButtonItsPrimaryAction() {
        XCTAssertEqual(
            AccessibilityActivation.of(.control(isButton: false, isEnabled: true), presentation: tappable),
            .controlEvents([.touchDown, .touchUpInside]))
        XCTAssertEqual(
            AccessibilityActivation.of(.control(isButton: true, isEnabled: true), presentation: tappable),
            .controlEvents([.touchDown, .touchUpInside, .primaryActionTriggered]))
    }

    func testADisabledControlRefusesEvenWithATapEvent() {
        for isButton in [false, true] {
            XCTAssertEqual(
                AccessibilityActivation.of(
                    .control(isButton: isButton, isEnabled: false), presentation: tappable),
                .refused)
        }
    }

    func testAViewSendsTheSpecsTapEventOrRefuses() {
        XCTAssertEqual(AccessibilityActivation.of(.view, presentation: tappable), .event("tap"))
        XCTAssertEqual(
            AccessibilityActivation.of(.view, presentation: ControlAccessibility<String>()), .refused)
    }
}
