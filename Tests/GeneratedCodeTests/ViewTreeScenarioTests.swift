#if canImport(UIKit) && os(Linux)
    @_spi(Compiler) import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// The seed scenarios played on the view tree: the generated adapters, driven by touches and
    /// VoiceOver through the UIKit double, checked by what UIKit would show and send.
    final class ViewTreeScenarioTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                ImageLoader.missingImageHandler = { _, _ in }
                for name in [
                    "checked", "unchecked", "radio", "unradio", "noState", "yesState", "defaultState",
                ] {
                    UIKitDouble.addAsset(name)
                }
                for name in ["up_down", "red_arrow_up", "red_arrow_down"] { UIKitDouble.addAsset(name) }
            }
        }

        /// The control events a control sent, in order.
        @MainActor
        private static func sent(by control: UIControl) -> [UIControl.Event] {
            UIKitDouble.sentActions.filter { $0.control === control }.map(\.event)
        }

        func testCheckBoxTapTwiceRestoresSelectionAndTraits() {
            MainActor.assumeIsolated {
                let box = CheckBox(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                XCTAssertTrue(
                    box.isAccessibilityElement, "a UIControl is not one by default; the adapter makes it one")
                XCTAssertEqual(box.accessibilityTraits, .button)
                XCTAssertEqual(box.accessibilityValue, "off")
                UIKitDouble.Finger(on: box).tap()
                XCTAssertTrue(box.isSelected)
                XCTAssertEqual(box.accessibilityTraits, [.button, .selected])
                XCTAssertEqual(box.accessibilityValue, "on")
                UIKitDouble.Finger(on: box).tap()
                XCTAssertFalse(box.isSelected, "the off state restores isSelected")
                XCTAssertEqual(box.accessibilityTraits, .button, "and drops .selected")
                XCTAssertEqual(box.accessibilityValue, "off")
                XCTAssertEqual(Self.sent(by: box).filter { $0 == .valueChanged }.count, 2)
            }
        }

        func testSortButtonTraitsFollowTheGroup() {
            MainActor.assumeIsolated {
                let row = ExclusiveControlGroup<SortButtonMachine>()
                let headers = (0..<3).map { _ in SortButton(frame: .zero) }
                headers.forEach { row.add($0.driver) }
                UIKitDouble.Finger(on: headers[0]).tap()
                UIKitDouble.Finger(on: headers[1]).tap()
                XCTAssertEqual(headers.map(\.isSelected), [false, true, false])
                XCTAssertFalse(
                    headers[0].accessibilityTraits.contains(.selected),
                    "a released header is not announced selected")
                XCTAssertEqual(headers[1].accessibilityTraits, [.button, .selected])
                XCTAssertTrue(row.active === headers[1].driver)
                UIKitDouble.Finger(on: headers[1]).tap()
                XCTAssertEqual(headers[1].machine.state, .descending)
                XCTAssertEqual(headers[1].accessibilityValue, "descending")
            }
        }

        func testFlatButtonPressDragOutDragInReleaseSendsOnePrimaryAction() {
            MainActor.assumeIsolated {
                let button = FlatButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
                var outputs: [FlatButtonMachine.Output] = []
                button.onOutput = { outputs.append($0) }
                let finger = UIKitDouble.Finger(on: button)
                finger.down()
                XCTAssertTrue(button.isHighlighted)
                finger.move(to: CGPoint(x: 120 + 60, y: 22))
                XCTAssertTrue(button.isHighlighted, "60 pt outside the bounds is within UIKit's slop")
                XCTAssertEqual(button.machine.state.press, .down)
                finger.move(inside: false)
                XCTAssertFalse(button.isHighlighted, "isHighlighted follows the finger")
                XCTAssertEqual(button.machine.state.press, .up)
                finger.move(inside: true)
                XCTAssertEqual(button.machine.state.press, .down)
                finger.up()
                XCTAssertEqual(button.machine.state.press, .up)
                XCTAssertEqual(Self.sent(by: button).filter { $0 == .primaryActionTriggered }.count, 1)
                XCTAssertEqual(
                    Self.sent(by: button),
                    [
                        .touchDown, .touchDragInside, .touchDragExit, .touchDragOutside, .touchDragEnter,
                        .touchDragInside, .touchUpInside, .primaryActionTriggered,
                    ])
                XCTAssertEqual(outputs.count, outputs.filter { $0.builtin == .primaryActionTriggered }.count)
                XCTAssertTrue(button.layer.animation(forKey: "transform") is CASpringAnimation)
                CADoubleClock.finishAll()
                XCTAssertEqual(button.transform, .identity, "at rest after the spring")
            }
        }

        func testAnOutputUIKitAlreadySentIsNotSentAgain() {
            MainActor.assumeIsolated {
                let button = PushButton(frame: .zero)
                var outputs: [PushButtonMachine.Output] = []
                button.onOutput = { outputs.append($0) }
                UIKitDouble.Finger(on: button).tap()
                XCTAssertEqual(Self.sent(by: button).filter { $0 == .primaryActionTriggered }.count, 1)
                XCTAssertEqual(Self.sent(by: button).filter { $0 == .valueChanged }.count, 1)
                XCTAssertEqual(
                    outputs, [.primaryActionTriggered, .valueChanged], "the closure hears each once")
                button.send(.touchDown)
                button.send(.touchUpInside)
                XCTAssertEqual(
                    Self.sent(by: button).filter { $0 == .primaryActionTriggered }.count, 2,
                    "an event the app sends is no touch: the adapter sends the output")
            }
        }

        /// The seed's motion as Core Animation plays it: the press along the default curve in 0.4 s,
        /// the release as a `CASpringAnimation` with POP's constants for bounciness 22 and speed 12,
        /// its velocity of 6 scale units per second as 6 / 0.05 = 120 distances per second, for the
        /// spring's settling time.
        func testFlatButtonPlaysTheSeedsMotionWithCoreAnimation() throws {
            try MainActor.assumeIsolated {
                let button = FlatButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
                let finger = UIKitDouble.Finger(on: button)
                finger.down()
                let press = try XCTUnwrap(button.layer.animation(forKey: "transform") as? CABasicAnimation)
                XCTAssertFalse(press is CASpringAnimation)
                XCTAssertEqual(press.duration, 0.4)
                XCTAssertEqual(press.timingFunction?.controlPoints, [0.25, 0.1, 0.25, 1])
                CADoubleClock.advance(by: 0.4)
                finger.up()
                let release = try XCTUnwrap(button.layer.animation(forKey: "transform") as? CASpringAnimation)
                XCTAssertEqual(Double(release.mass), 1)
                XCTAssertEqual(Double(release.stiffness), 342.1006, accuracy: 1e-4)
                XCTAssertEqual(Double(release.damping), 9.3817, accuracy: 1e-4)
                XCTAssertEqual(Double(release.initialVelocity), 120, accuracy: 1e-9)
                XCTAssertEqual(release.duration, 1.4726, accuracy: 1e-4)
                XCTAssertEqual(
                    release.duration, release.settlingDuration, accuracy: 1e-9, "Core Animation's 0.1%")
                let from = CATransform3DGetAffineTransform(try XCTUnwrap(release.fromValue as? CATransform3D))
                XCTAssertEqual(from.a, 0.95, accuracy: 1e-12, "from where the press left the button")
                XCTAssertEqual(
                    CATransform3DGetAffineTransform(try XCTUnwrap(release.toValue as? CATransform3D)),
                    .identity)
                XCTAssertEqual(button.transform, .identity, "the model value is the end")
            }
        }

        func testCustomOutputsReachTargetActionsAsApplicationEvents() {
            MainActor.assumeIsolated {
                let stepper = Stepper(frame: .zero)
                let reachedTop = StepperMachine.Output.reachedTop.controlEvent
                XCTAssertEqual(reachedTop, UIControl.Event(rawValue: 0x0100_0000))
                var heard = 0
                stepper.addAction(UIAction { _ in heard += 1 }, for: reachedTop ?? [])
                for _ in 0..<3 { stepper.send(.increment) }
                XCTAssertEqual(heard, 1, "the third increment reaches the top")
                XCTAssertEqual(Self.sent(by: stepper).filter { $0 == .valueChanged }.count, 1)
            }
        }

        /// A press 0.05 s into the release spring starts where the spring has the button then (its
        /// closed form, computed here independently), not from 1 or 0.95.
        func testAPressMidSpringStartsWhereTheSpringIs() throws {
            try MainActor.assumeIsolated {
                let button = FlatButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
                let finger = UIKitDouble.Finger(on: button)
                finger.down()
                CADoubleClock.advance(by: 0.4)
                finger.up()
                CADoubleClock.advance(by: 0.05)
                finger.down()
                let press = try XCTUnwrap(button.layer.animation(forKey: "transform") as? CABasicAnimation)
                let from = CATransform3DGetAffineTransform(try XCTUnwrap(press.fromValue as? CATransform3D))
                let decay = 9.381_692_155_287 / 2
                let damped = (342.100_588_235_294 - decay * decay).squareRoot()
                let x =
                    exp(-decay * 0.05)
                    * (-0.05 * cos(damped * 0.05) + (6 - 0.05 * decay) / damped * sin(damped * 0.05))
                XCTAssertEqual(Double(from.a), 1 + x, accuracy: 1e-9)
                XCTAssertGreaterThan(Double(from.a), 1.1, "overshooting")
            }
        }

        func testControlTracksKeepTheAppsTransform() {
            MainActor.assumeIsolated {
                let button = FlatButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
                let appTransform = CGAffineTransform(translationX: 10, y: 0)
                button.transform = appTransform
                let finger = UIKitDouble.Finger(on: button)
                finger.down()
                CADoubleClock.finishAll()
                let pressed = CGAffineTransform(scaleX: 0.95, y: 0.95).concatenating(appTransform)
                XCTAssertEqual(button.transform.a, pressed.a, accuracy: 1e-9)
                XCTAssertEqual(button.transform.tx, 10, accuracy: 1e-9, "the app's translation survives")
                finger.up()
                CADoubleClock.finishAll()
                XCTAssertEqual(button.transform, appTransform, "back to exactly the app's transform")
            }
        }

        func testAnEventMidAnimationStartsWhereThePreviousOneWas() throws {
            try MainActor.assumeIsolated {
                let like = LikeButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
                UIKitDouble.Finger(on: like).tap()
                let incoming = try XCTUnwrap(like.driver.player.canvas.subviews.last)
                CADoubleClock.advance(by: 0.15)
                let halfway = try XCTUnwrap(incoming.layer.presentation()?.affineTransform().a)
                XCTAssertEqual(halfway, 0.55, accuracy: 1e-6, "0.1 → 1 over 0.3 s, at 0.15 s (linear double)")
                UIKitDouble.Finger(on: like).tap()
                // The timeline's presentation: easeInOut is symmetric, so half the time is half the way.
                let outgoing = try XCTUnwrap(
                    incoming.layer.animation(forKey: "transform") as? CABasicAnimation)
                let start = CATransform3DGetAffineTransform(
                    try XCTUnwrap(outgoing.fromValue as? CATransform3D))
                XCTAssertEqual(start.a, 0.55, accuracy: 1e-6, "no snap to the track's `from: 1`")
                CADoubleClock.finishAll()
                XCTAssertEqual(
                    like.driver.player.canvas.subviews.count, 1, "only the new state's image stays")
                XCTAssertEqual(like.machine.state, .no)
            }
        }

        func testRadioGroupNeverHasTwoSelectedIncludingAddAndRestore() {
            MainActor.assumeIsolated {
                let group = ExclusiveControlGroup<RadioButtonMachine>()
                let radios = (0..<3).map { _ in RadioButton(frame: .zero) }
                radios.forEach { group.add($0.driver) }
                UIKitDouble.Finger(on: radios[0]).tap()
                UIKitDouble.Finger(on: radios[2]).tap()
                XCTAssertEqual(radios.map(\.isSelected), [false, false, true])
                let late = RadioButton(frame: .zero)
                XCTAssertTrue(late.setState(.on))
                group.add(late.driver)
                XCTAssertFalse(late.isSelected, "a member added active while another is active is released")
                XCTAssertTrue(radios[1].setState(.on))
                XCTAssertEqual(
                    (radios + [late]).map(\.isSelected), [false, true, false, false], "a restore wins")
                XCTAssertTrue(group.active === radios[1].driver)
                group.remove(radios[1].driver)
                UIKitDouble.Finger(on: radios[0]).tap()
                XCTAssertTrue(radios[1].isSelected, "a removed member is left alone")
                XCTAssertEqual(group.members.count, 3)
            }
        }

        func testGroupHoldsMembersWeakly() {
            MainActor.assumeIsolated {
                let group = ExclusiveControlGroup<RadioButtonMachine>()
                var radio: RadioButton? = RadioButton(frame: .zero)
                group.add(radio!.driver)
                XCTAssertEqual(group.members.count, 1)
                radio = nil
                XCTAssertEqual(group.members.count, 0)
            }
        }

        func testAMissingAssetIsReportedOnce() {
            MainActor.assumeIsolated {
                var reports: [String] = []
                ImageLoader.missingImageHandler = { name, _ in reports.append(name) }
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID())")
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                guard let empty = Bundle(path: folder.path) else {
                    return XCTFail("no bundle at \(folder.path)")
                }
                CheckBox.imageBundle = empty
                defer { CheckBox.imageBundle = .main }
                let first = CheckBox(frame: .zero)
                let second = CheckBox(frame: .zero)
                UIKitDouble.Finger(on: first).tap()
                UIKitDouble.Finger(on: first).tap()
                _ = second
                XCTAssertEqual(reports, ["unchecked", "checked"], "each missing asset once")
            }
        }

        func testShapeColorsReResolveOnATraitChangeWithoutImplicitAnimations() throws {
            try MainActor.assumeIsolated {
                let tick = TickView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                UIKitDouble.Finger(on: tick).tap()
                tick.layoutIfNeeded()
                tick.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
                tick.layoutIfNeeded()
                XCTAssertEqual(
                    CALayer.implicitAnimations.count, 0, "layout and colors never animate implicitly")
                let shape = try XCTUnwrap(tick.driver.player.canvas.subviews.last)
                let disc = try XCTUnwrap(shape.layer.sublayers?.first as? CAShapeLayer)
                XCTAssertEqual(
                    disc.fillColor?.components?[0] ?? 0, 52 / 255, accuracy: 1e-6, "systemGreen, light")
                UIKitDouble.setScreenStyle(.dark, in: [tick])
                defer { UIKitDouble.setScreenStyle(.light, in: [tick]) }
                XCTAssertEqual(
                    disc.fillColor?.components?[0] ?? 0, 48 / 255, accuracy: 1e-6, "systemGreen, dark")
                XCTAssertEqual(CALayer.implicitAnimations.count, 0)
            }
        }

        func testTheStrokeStartsFromWhereItIsWhenInterrupted() throws {
            try MainActor.assumeIsolated {
                let tick = TickView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                UIKitDouble.Finger(on: tick).tap()
                let shape = try XCTUnwrap(tick.driver.player.canvas.subviews.last)
                let line = try XCTUnwrap(shape.layer.sublayers?.last as? CAShapeLayer)
                let stroke = try XCTUnwrap(line.animation(forKey: "strokeEnd") as? CABasicAnimation)
                XCTAssertEqual(stroke.fromValue as? CGFloat, 0)
                XCTAssertEqual(stroke.toValue as? CGFloat, 1)
                XCTAssertEqual(stroke.duration, 0.5)
                XCTAssertEqual(line.strokeEnd, 1, "the model value is the end value")
            }
        }

        func testVoiceOverActivatesAdjustsAndOffersCustomEvents() {
            MainActor.assumeIsolated {
                let box = CheckBox(frame: .zero)
                UIKitDouble.VoiceOver.activate(box)
                XCTAssertTrue(box.isSelected, "activation sends the tap")
                let stepper = Stepper(frame: .zero)
                XCTAssertEqual(stepper.accessibilityLabel, "Count")
                XCTAssertTrue(stepper.accessibilityTraits.contains(.adjustable))
                UIKitDouble.VoiceOver.increment(stepper)
                UIKitDouble.VoiceOver.increment(stepper)
                XCTAssertEqual(stepper.machine.count, 2)
                UIKitDouble.VoiceOver.decrement(stepper)
                XCTAssertEqual(stepper.machine.count, 1)
                let player = Player(frame: .zero)
                XCTAssertEqual(player.accessibilityCustomActions?.map(\.name), ["stop"])
                UIKitDouble.Finger(on: player).tap()
                XCTAssertEqual(player.machine.state, .playing)
                XCTAssertTrue(UIKitDouble.VoiceOver.perform("stop", on: player))
                XCTAssertEqual(player.machine.state, .paused)
                let flat = FlatButton(frame: .zero)
                UIKitDouble.VoiceOver.activate(flat)
                XCTAssertEqual(
                    Self.sent(by: flat).filter { $0 == .primaryActionTriggered }.count, 1,
                    "a press needs touchDown first: VoiceOver falls back to a real tap")
            }
        }

        func testTheAppSetsInputsAndStatesWithoutAnimation() {
            MainActor.assumeIsolated {
                let stepper = Stepper(frame: .zero)
                stepper.locked = true
                XCTAssertTrue(stepper.machine.locked)
                stepper.send(.increment)
                XCTAssertEqual(stepper.machine.count, 0, "the guard sees the new input")
                let like = LikeButton(frame: .zero)
                @MainActor func animating() -> Bool {
                    like.driver.player.canvas.subviews.contains { $0.layer.animationKeys() != nil }
                }
                XCTAssertTrue(like.setState(.default))
                XCTAssertEqual(like.accessibilityValue, "not rated")
                XCTAssertFalse(animating(), "no animation")
                XCTAssertFalse(FlatButton(frame: .zero).setState(.init(press: .down)), "only initial states")
                XCTAssertTrue(like.setState(.no, animated: true))
                XCTAssertTrue(animating())
            }
        }

        func testTheCanvasIsBelowTheButtonsOwnContent() {
            MainActor.assumeIsolated {
                let header = SortButton(frame: .zero)
                // `.normal`'s title is the spec's (drawn in the canvas); another state's makes
                // UIButton's own title label.
                header.setTitle("Name", for: .normal)
                header.setTitle("Name", for: .highlighted)
                XCTAssertTrue(header.subviews.first === header.driver.player.canvas)
                XCTAssertTrue(header.subviews.last === header.titleLabel)
                XCTAssertEqual(header.accessibilityLabel, "Name", "a button's label is its title")
            }
        }
    }
#endif
