@_spi(Compiler) @_spi(Generated) import ControlSpecRuntime
import XCTest

/// The platform-neutral runtime: poses, looks and the exclusive group.
final class RuntimeTests: XCTestCase {
    func testLaterTracksWinAndScaleSetsBothAxes() {
        let animation = AnimationDescription(
            name: "a", duration: 1,
            tracks: [
                TrackDescription(target: .incoming, property: .scale, from: 0.5, to: 2),
                TrackDescription(target: .incoming, property: .scaleY, to: 3),
                TrackDescription(target: .outgoing, property: .rotation, from: 180, to: 0),
            ])
        let incoming = Pose.poses(of: .incoming, in: animation)
        XCTAssertEqual(incoming.from.scaleX, 0.5)
        XCTAssertEqual(incoming.from.scaleY, 1, "scaleY has no from: current value")
        XCTAssertEqual(incoming.to.scaleX, 2)
        XCTAssertEqual(incoming.to.scaleY, 3)
        XCTAssertEqual(Pose.targets(of: animation), [.incoming, .outgoing])
        XCTAssertEqual(Pose.poses(of: .control, in: animation).to, Pose())
    }

    /// A pose at rest is the identity (opaque, unscaled, fully stroked), a velocity at rest zero;
    /// both read and write through the one property mapping.
    func testPosesAndVelocitiesAtRest() {
        let pose = Pose()
        let velocity = Pose.Velocity()
        let identity: [TrackDescription.Property: Double] = [
            .opacity: 1, .scale: 1, .scaleX: 1, .scaleY: 1, .rotation: 0, .translationX: 0,
            .translationY: 0, .strokeStart: 0, .strokeEnd: 1,
        ]
        for property in TrackDescription.Property.allCases {
            XCTAssertEqual(pose[property], identity[property], property.rawValue)
            XCTAssertEqual(velocity[property], 0, property.rawValue)
        }
        var moving = velocity
        moving[.scale] = 2
        XCTAssertEqual([moving.scaleX, moving.scaleY, moving.opacity], [2, 2, 0])
    }

    func testCombiningLooksStacksImagesAndLetsLaterRegionsWin() {
        let first = StateLook(
            images: [ImageDescription(name: "a", source: .asset("a"))], selected: true,
            accessibilityValue: "x")
        let second = StateLook(images: [ImageDescription(name: "b", source: .symbol("b"))], selected: false)
        let combined = StateLook.combining([first, second])
        XCTAssertEqual(combined.images.map(\.name), ["a", "b"])
        XCTAssertEqual(combined.selected, false)
        XCTAssertEqual(combined.accessibilityValue, "x")
    }

    func testColorFractions() {
        let color = ColorDescription.rgba(red: 255, green: 0, blue: 51, alpha: 255)
        XCTAssertEqual(color.fractions?.red, 1)
        XCTAssertEqual(color.fractions?.blue, 0.2)
        XCTAssertNil(ColorDescription.system("clear").fractions)
    }

    func testGroupStartingActiveKeepsOnlyTheFirstMemberActive() {
        // A radio may start `on`; a group of such members releases all but the first.
        struct AlwaysOn: GroupMember {
            enum Event: CaseIterable { case release }
            struct Step: ControlStep {
                var animations: [AnimationDescription] { [] }
                var outputs: [Output] { [] }
                struct Output: ControlOutput {
                    var builtin: BuiltinOutput? { nil }
                    var customIndex: Int? { 0 }
                }
            }
            var on = true
            static var releaseEvent: Event { .release }
            var isIdle: Bool { !on }
            var look: StateLook { StateLook() }
            mutating func send(_ event: Event) -> Step? {
                on = false
                return Step()
            }
            static func touchEvent(for event: Event) -> TouchEvent? { nil }
            static var accessibility: ControlAccessibility<Event> { ControlAccessibility() }
        }
        let group = ExclusiveGroup<AlwaysOn>(count: 3)
        XCTAssertEqual(group.members.map(\.on), [true, false, false])
        XCTAssertEqual(group.active, 0)
        XCTAssertEqual(ExclusiveGroup<AlwaysOn>(count: -1).members.count, 0)
    }

    func testTheGroupRuleKeepsTheChangedOrTheFirstActiveMember() {
        XCTAssertEqual(ExclusiveRule.membersToRelease(active: [false, true, false, true]), [3])
        XCTAssertEqual(ExclusiveRule.membersToRelease(active: [false, true, false, true], changed: 3), [1])
        XCTAssertEqual(ExclusiveRule.membersToRelease(active: [true, false], changed: 1), [])
        XCTAssertEqual(ExclusiveRule.membersToRelease(active: []), [])
    }
}
