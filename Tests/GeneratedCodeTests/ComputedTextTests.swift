import ControlSpecRuntime
import XCTest

/// Texts that compute (`Specs/LikeCounter.control.yaml`): the generated machine's look shows the
/// app's count and, once liked, one more, by the rules of numbers; expected strings by hand.
final class ComputedTextTests: XCTestCase {
    func testTheLikedTextShowsOneMoreThanTheCount() {
        var machine = LikeCounterMachine()
        machine.count = 41
        machine.share = 0.5
        XCTAssertEqual(machine.look.texts.map(\.text), ["♡ 41"])
        XCTAssertEqual(machine.look.accessibilityValue, "41 likes, 25% of half")
        machine.send(.tap)
        XCTAssertEqual(machine.look.texts.map(\.text), ["♥ 42"], "41 + 1")
        XCTAssertEqual(machine.look.accessibilityValue, "42 likes, 25% of half", "0.5 × 0.5 = 25%")
        machine.count = 99_999
        XCTAssertEqual(machine.look.texts.map(\.text), ["♥ 100000"], "the app's count read at once")
        machine.send(.tap)
        XCTAssertEqual(machine.look.texts.map(\.text), ["♡ 99999"])
    }
}
