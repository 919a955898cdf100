#if canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import Foundation
    import UIKit
    import XCTest

    /// How VoiceOver meets the generated controls inside an app: the label it reads, the events
    /// its double tap delivers, the traits it announces (Runtime.md, "Using a generated control in
    /// an app").
    final class VoiceOverTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated {
                UIKitDouble.reset()
                CADoubleClock.finishAll()
                ImageLoader.missingImageHandler = { _, _ in }
            }
        }

        /// The control events a control sent, in order.
        @MainActor
        private static func sent(by control: UIControl) -> [UIControl.Event] {
            UIKitDouble.sentActions.filter { $0.control === control }.map(\.event)
        }

        // MARK: Labels

        func testAButtonShowingItsTitleTextReadsIt() {
            MainActor.assumeIsolated {
                let buy = FlatButton(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
                buy.title = "Buy"
                XCTAssertEqual(buy.accessibilityLabel, "Buy", "the text it shows is its name")
                UIKitDouble.Finger(on: buy).tap()
                XCTAssertEqual(buy.accessibilityLabel, "Buy")
                buy.title = "Pay"
                XCTAssertEqual(buy.accessibilityLabel, "Pay", "the label follows the text")
            }
        }

        func testCheckBoxesAndRadiosReadTheirOwnLabelText() {
            MainActor.assumeIsolated {
                let box = CheckBox(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
                box.title = "Remember me"
                XCTAssertEqual(box.accessibilityLabel, "Remember me")
                let ratings = (1...5).map { stars in
                    let radio = RadioButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
                    radio.title = "\(stars) stars"
                    return radio
                }
                XCTAssertEqual(ratings.map(\.accessibilityLabel), (1...5).map { "\($0) stars" })
                UIKitDouble.Finger(on: ratings[2]).tap()
                XCTAssertEqual(ratings[2].accessibilityLabel, "3 stars", "a state change keeps it")
                XCTAssertEqual(ratings[2].accessibilityValue, "on")
            }
        }

        func testALabelTheAppSetsIsTheAppsFromThenOn() {
            MainActor.assumeIsolated {
                let box = CheckBox(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
                box.title = "Save"
                box.accessibilityLabel = "Remember me on this device"
                UIKitDouble.Finger(on: box).tap()
                UIKitDouble.Finger(on: box).tap()
                box.title = "Keep"
                XCTAssertEqual(box.accessibilityLabel, "Remember me on this device")
            }
        }

        func testAButtonTitledTheUIKitWayReadsThatTitle() {
            MainActor.assumeIsolated {
                let header = SortButton(frame: .zero)
                header.setTitle("Name", for: .normal)
                UIKitDouble.Finger(on: header).tap()
                XCTAssertEqual(header.accessibilityLabel, "Name", "an empty spec text is no label")
            }
        }

        // MARK: Activation

        func testDoubleTapDeliversWhatAFingersTapDelivers() {
            MainActor.assumeIsolated {
                for make in [
                    { UIControl?(FlatButton(frame: CGRect(x: 0, y: 0, width: 100, height: 30))) },
                    { CheckBox(frame: CGRect(x: 0, y: 0, width: 200, height: 44)) },
                    { SortButton(frame: CGRect(x: 0, y: 0, width: 100, height: 30)) },
                    { TickView(frame: CGRect(x: 0, y: 0, width: 44, height: 44)) },
                ] {
                    guard let tapped = make(), let activated = make() else { continue }
                    var handled: [UIControl.Event] = []
                    for event in [UIControl.Event.touchDown, .touchUpInside, .primaryActionTriggered] {
                        activated.addAction(UIAction { _ in handled.append(event) }, for: event)
                    }
                    UIKitDouble.Finger(on: tapped).tap()
                    UIKitDouble.VoiceOver.activate(activated)
                    let finger = Self.sent(by: tapped)
                    XCTAssertEqual(Self.sent(by: activated), finger, "\(type(of: activated))")
                    XCTAssertEqual(handled, finger.filter { $0 != .valueChanged }, "app handlers run")
                    XCTAssertEqual(activated.isSelected, tapped.isSelected, "\(type(of: activated))")
                }
                let button = FlatButton(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
                UIKitDouble.VoiceOver.activate(button)
                XCTAssertEqual(Self.sent(by: button), [.touchDown, .touchUpInside, .primaryActionTriggered])
                XCTAssertEqual(button.machine.state.press, .up, "pressed and released")
            }
        }

        func testDoubleTapOnADisabledControlDoesNothing() {
            MainActor.assumeIsolated {
                let box = CheckBox(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
                box.isEnabled = false
                UIKitDouble.VoiceOver.activate(box)
                XCTAssertEqual(Self.sent(by: box), [])
                XCTAssertEqual(box.machine.state, .off)
            }
        }

        // MARK: Traits

        /// Every generated control that is a `UIControl`, by class name; the views are listed apart,
        /// and together they are every file of `Generated/` (a new example cannot be left out).
        @MainActor
        private static let controls: [(String, () -> UIControl)] = [
            ("Aliases", { Aliases(frame: .zero) }), ("CheckBox", { CheckBox(frame: .zero) }),
            ("FlatButton", { FlatButton(frame: .zero) }), ("Folding", { Folding(frame: .zero) }),
            ("Gauge", { Gauge(frame: .zero) }), ("KeywordRegions", { KeywordRegions(frame: .zero) }),
            ("Keywords", { Keywords(frame: .zero) }), ("LikeButton", { LikeButton(frame: .zero) }),
            ("Player", { Player(frame: .zero) }), ("PushButton", { PushButton(frame: .zero) }),
            ("RadioButton", { RadioButton(frame: .zero) }), ("Ring", { Ring(frame: .zero) }),
            ("SetSource", { SetSource(frame: .zero) }), ("SortButton", { SortButton(frame: .zero) }),
            ("Stepper", { Stepper(frame: .zero) }), ("TickView", { TickView(frame: .zero) }),
            ("Toggle", { Toggle(frame: .zero) }), ("CopyButton", { CopyButton(frame: .zero) }),
            ("Dimmer", { Dimmer(frame: .zero) }), ("DownloadButton", { DownloadButton(frame: .zero) }),
            ("HoldToConfirm", { HoldToConfirm(frame: .zero) }),
            ("RepeatStepper", { RepeatStepper(frame: .zero) }),
            ("TimedRegions", { TimedRegions(frame: .zero) }),
            ("Scrubber", { Scrubber(frame: .zero) }), ("Slider", { Slider(frame: .zero) }),
            ("LikeCounter", { LikeCounter(frame: .zero) }),
            ("NumberStepper", { NumberStepper(frame: .zero) }), ("StarRating", { StarRating(frame: .zero) }),
            ("MediaButton", { MediaButton(frame: .zero) }),
            ("CancelDownload", { CancelDownload(frame: .zero) }),
            ("ActiveTimeout", { ActiveTimeout(frame: .zero) }),
            ("PositionalRing", { PositionalRing(frame: .zero) }),
            ("LargeStateRing", { LargeStateRing(frame: .zero) }),
            ("SegmentedControl", { SegmentedControl(frame: .zero) }),
            ("ToggleSwitch", { ToggleSwitch(frame: .zero) }), ("PageDots", { PageDots(frame: .zero) }),
            ("BatteryIcon", { BatteryIcon(frame: .zero) }), ("SyncButton", { SyncButton(frame: .zero) }),
        ]
        private static let views = ["Carousel", "Inert", "PinField", "Spinner", "Swapper"]

        func testEveryGeneratedControlReadsNotEnabledExactlyWhileDisabled() throws {
            let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Generated")
            let files = try FileManager.default.contentsOfDirectory(atPath: generated.path)
                .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
            MainActor.assumeIsolated {
                XCTAssertEqual(Set(Self.controls.map(\.0) + Self.views), Set(files))
                for (name, make) in Self.controls {
                    let control = make()
                    XCTAssertFalse(control.accessibilityTraits.contains(.notEnabled), name)
                    control.isEnabled = false
                    XCTAssertTrue(control.accessibilityTraits.contains(.notEnabled), name)
                    UIKitDouble.Finger(on: control).tap()
                    XCTAssertTrue(control.accessibilityTraits.contains(.notEnabled), "\(name) after a tap")
                    control.isEnabled = true
                    XCTAssertFalse(control.accessibilityTraits.contains(.notEnabled), name)
                    XCTAssertTrue(control.accessibilityTraits.contains(.button), name)
                }
            }
        }
    }
#endif
