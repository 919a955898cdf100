#if canImport(SwiftUI) && canImport(UIKit) && os(Linux)
    import ControlSpecRuntime
    import SwiftUI
    import UIKit
    import XCTest

    /// The generated `UIViewRepresentable` wrappers, run against the SwiftUI and UIKit doubles: the
    /// state binding follows the control both ways, property bindings reach the machine, and each
    /// output calls its closure.
    final class SwiftUIWrapperTests: XCTestCase {
        override func setUp() {
            MainActor.assumeIsolated { ImageLoader.missingImageHandler = { _, _ in } }
        }

        /// A value a binding reads and writes, as SwiftUI's `@State` would hold it.
        @MainActor
        private final class Box<Value> {
            var value: Value
            init(_ value: Value) { self.value = value }
            var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
        }

        func testTheStateBindingFollowsTheControlBothWays() {
            MainActor.assumeIsolated {
                let state = Box(CheckBoxMachine.State.off)
                let title = Box("Remember me")
                var changes = 0
                let view = CheckBox.SwiftUIView(
                    state: state.binding, title: title.binding, onValueChanged: { changes += 1 })
                let box = view.makeUIView(context: .init())
                XCTAssertEqual(box.machine.title, "Remember me", "the property binding reached the machine")
                UIKitDouble.Finger(on: box).tap()
                XCTAssertEqual(state.value, .on, "a tap writes the binding")
                XCTAssertEqual(changes, 1, "the output's closure ran once")
                state.value = .off
                view.updateUIView(box, context: .init())
                XCTAssertEqual(box.machine.state, .off, "the binding drives the control")
                XCTAssertFalse(box.isSelected)
                title.value = "Stay signed in"
                view.updateUIView(box, context: .init())
                XCTAssertEqual(box.machine.title, "Stay signed in")
            }
        }

        func testABoundStateTheAppSetsIsShownAtOnce() {
            MainActor.assumeIsolated {
                let state = Box(LikeButtonMachine.State.yes)
                let view = LikeButton.SwiftUIView(state: state.binding)
                let like = view.makeUIView(context: .init())
                XCTAssertEqual(like.machine.state, .yes, "a post already liked shows liked")
                XCTAssertTrue(like.isSelected)
                XCTAssertEqual(like.accessibilityValue, "liked")
                UIKitDouble.Finger(on: like).tap()
                XCTAssertEqual(state.value, .no, "the binding follows the control's next change")
            }
        }

        /// With regions inside a state the binding carries them: nil while inactive, started when
        /// a tap enters `syncing`, nil again when the app binds `idle` back.
        func testTheBindingCarriesRegionsInsideAState() {
            MainActor.assumeIsolated {
                let idle = SyncButtonMachine.State(main: .idle, transfer: nil, network: nil)
                let state = Box(idle)
                var starts = 0
                let view = SyncButton.SwiftUIView(state: state.binding, onStart: { starts += 1 })
                let button = view.makeUIView(context: .init())
                UIKitDouble.Finger(on: button).tap()
                XCTAssertEqual(
                    state.value, SyncButtonMachine.State(main: .syncing, transfer: .waiting, network: .online)
                )
                XCTAssertEqual(starts, 1)
                state.value = idle
                view.updateUIView(button, context: .init())
                XCTAssertEqual(button.machine.state, idle, "the binding drives the control")
            }
        }

        func testAStateThatIsNotInitialIsNotForced() {
            MainActor.assumeIsolated {
                let state = Box(FlatButtonMachine.State(press: .down))
                let view = FlatButton.SwiftUIView(state: state.binding)
                let button = view.makeUIView(context: .init(transaction: Transaction(animation: .default)))
                XCTAssertEqual(
                    button.machine.state.press, .up, "`down` is not an initial state: the control stays")
                UIKitDouble.Finger(on: button).down()
                XCTAssertEqual(state.value.press, .down, "the binding follows the control's next change")
            }
        }
    }
#endif
