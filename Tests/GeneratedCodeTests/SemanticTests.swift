@_spi(Generated) import ControlSpecRuntime
import XCTest

/// Dispatch semantics, each on its own spec in `Specs/`: guards, `set`, `else`, `"*"` rank,
/// regions, region groups and keyword names.
final class SemanticTests: XCTestCase {
    func testGuardsChooseTheEnabledTransition() {
        var stepper = StepperMachine()
        XCTAssertEqual(stepper.send(.increment)?.transition, .countUp)
        XCTAssertEqual(stepper.count, 1)
        XCTAssertEqual(stepper.send(.increment)?.transition, .countUp)
        XCTAssertEqual(stepper.count, 2)
        let top = stepper.send(.increment)
        XCTAssertEqual(top?.transition, .idleOnIncrement)
        XCTAssertEqual(top?.target, .top)
        XCTAssertEqual(top?.outputs, [.reachedTop, .valueChanged])
        XCTAssertEqual(stepper.count, 3)
        XCTAssertNil(stepper.send(.increment), "no transition from top on increment")
        XCTAssertEqual(StepperMachine.Output.valueChanged.builtin, .valueChanged, "declared, still built in")
        XCTAssertNil(StepperMachine.Output.reachedTop.builtin)
    }

    func testElseFiresWhenNoOtherGuardHolds() {
        var stepper = StepperMachine()
        stepper.locked = true
        let step = stepper.send(.increment)
        XCTAssertEqual(step?.transition, .refuseIncrement)
        XCTAssertEqual(step?.outputs, [.valueChanged])
        XCTAssertEqual(stepper.count, 0, "the else transition sets nothing")
        XCTAssertEqual(stepper.state, .idle)
    }

    func testGuardFalseIgnoresTheEvent() {
        var stepper = StepperMachine()
        XCTAssertNil(stepper.send(.decrement), "count > 0 is false at 0")
        stepper.send(.increment)
        stepper.send(.increment)
        stepper.send(.increment)
        stepper.locked = true
        XCTAssertNil(stepper.send(.decrement))
        XCTAssertEqual(stepper.state, .top)
        stepper.locked = false
        XCTAssertEqual(stepper.send(.decrement)?.target, .idle)
        XCTAssertEqual(stepper.count, 2)
    }

    func testSetReadsTheValuesBeforeTheEvent() {
        var swapper = SwapperMachine()
        XCTAssertEqual([swapper.left, swapper.right], [0, 5])
        swapper.send(.swap)
        XCTAssertEqual([swapper.left, swapper.right], [6, 1], "right: left + 1 reads the old left")
        swapper.send(.swap)
        XCTAssertEqual([swapper.left, swapper.right], [2, 7])
        XCTAssertEqual([swapper.on, swapper.off], [true, true])
        swapper.send(.flip)
        XCTAssertEqual([swapper.on, swapper.off], [false, false], "off: !on reads the old on")
    }

    func testABarePropertyNameCopiesTheInt() {
        var swapper = SwapperMachine()
        swapper.send(.swap)
        XCTAssertEqual([swapper.left, swapper.right], [6, 1])
        swapper.send(.exchange)
        XCTAssertEqual(
            [swapper.left, swapper.right], [1, 6], "left: right, right: left swaps the old values")
    }

    func testOffsetsStayInTheRange() {
        var swapper = SwapperMachine()
        var swaps = 0
        while swapper.send(.swap) != nil { swaps += 1 }
        XCTAssertEqual(swaps, 5, "the guard stops the swaps before a value leaves 0...10")
        XCTAssertEqual([swapper.left, swapper.right], [10, 5])
        XCTAssertEqual(clampedOffset(Int.max, by: 1, lower: 0, upper: 10), 10)
        XCTAssertEqual(clampedOffset(Int.min, by: -1, lower: 0, upper: 10), 0)
        XCTAssertEqual(clampedOffset(4, by: -1, lower: 0, upper: 10), 3)
    }

    func testExplicitTransitionBeatsStar() {
        var player = PlayerMachine()
        XCTAssertEqual(player.send(.stop)?.transition, .anyOnStop, "stopped: only * handles stop")
        player.send(.tap)
        XCTAssertEqual(player.state, .playing)
        let stop = player.send(.stop)
        XCTAssertEqual(stop?.transition, .playingOnStop, "playing names itself: beats *")
        XCTAssertEqual(player.state, .paused)
        XCTAssertEqual(player.send(.stop)?.transition, .pausedOnStop, "paused, guard true: explicit wins")
        XCTAssertEqual(player.state, .paused)
        player.force = true
        XCTAssertEqual(player.send(.stop)?.transition, .anyOnStop, "paused, guard false: * fires")
        XCTAssertEqual(player.state, .stopped)
    }

    /// `send` of a table machine builds its `Step` from what `advance(_:)` returns: the same
    /// transition, source and target whether the table decided or the guarded rules did.
    func testTableSendStepNamesTransitionSourceAndTarget() {
        typealias Step = PlayerMachine.Step
        var player = PlayerMachine()
        XCTAssertEqual(player.send(.tap), Step(transition: .stoppedOnTap, source: .stopped, target: .playing))
        XCTAssertEqual(player.send(.tap), Step(transition: .playingOnTap, source: .playing, target: .paused))
        XCTAssertEqual(
            player.send(.stop), Step(transition: .pausedOnStop, source: .paused, target: .paused),
            "paused, guard true: the rules decide")
        player.force = true
        XCTAssertEqual(player.send(.stop), Step(transition: .anyOnStop, source: .paused, target: .stopped))
        var radio = RadioButtonMachine()
        XCTAssertNil(radio.send(.deselect), "off ignores deselect: nothing fired")
        XCTAssertEqual(radio.state, .off)
    }

    func testRegionsSeeTheConfigurationBeforeTheEvent() throws {
        var toggle = ToggleMachine()
        XCTAssertEqual(toggle.state, ToggleMachine.State(press: .up, selection: .off))
        XCTAssertNil(toggle.send(.touchUpInside), "no region takes touchUpInside while up and off")
        let down = try XCTUnwrap(toggle.send(.touchDown))
        XCTAssertEqual(down.press, .upOnTouchDown)
        XCTAssertNil(down.selection)
        XCTAssertEqual(toggle.presses, 1)
        let up = try XCTUnwrap(toggle.send(.touchUpInside))
        XCTAssertEqual(up.press, .downOnTouchUpInside)
        XCTAssertEqual(
            up.selection, .offOnTouchUpInside, "selection read press == .down from before the event")
        XCTAssertEqual(up.source, ToggleMachine.State(press: .down, selection: .off))
        XCTAssertEqual(up.target, ToggleMachine.State(press: .up, selection: .on))
        XCTAssertEqual(up.outputs.compactMap(\.builtin), [.valueChanged])
        XCTAssertEqual(toggle.look.selected, true)
        XCTAssertEqual(toggle.look.highlighted, false, "up restores the highlight the press region owns")
        toggle.send(.touchDown)
        XCTAssertEqual(toggle.look.highlighted, true)
        XCTAssertEqual(toggle.send(.touchUpInside)?.selection, .onOnTouchUpInside, "presses is 2 > 1")
        XCTAssertEqual(toggle.state.selection, .off)
    }

    func testRegionGroup() {
        var toggles = ToggleGroup(count: 2)
        for index in 0..<2 {
            toggles.send(.touchDown, to: index)
            toggles.send(.touchUpInside, to: index)
        }
        XCTAssertEqual(toggles.members.map(\.state.selection), [.off, .on])
        XCTAssertEqual(toggles.active, 1)
        XCTAssertNotNil(ToggleMachine(state: ToggleMachine.State(press: .up, selection: .on)))
        XCTAssertNil(ToggleMachine(state: ToggleMachine.State(press: .down, selection: .off)))
    }

    func testKeywordNamesAndEscapedStrings() throws {
        var machine = KeywordsMachine()
        XCTAssertEqual(machine.state, .default)
        XCTAssertEqual(KeywordsMachine.State.allCases.map(\.rawValue), ["default", "switch", "self"])
        XCTAssertEqual(KeywordsMachine.Event.allCases.map(\.rawValue), ["in", "default", "self", "allCases"])
        XCTAssertEqual(machine.class, .in)
        XCTAssertEqual(machine.label, "say \"hi\"\\n\t\u{1}")
        XCTAssertEqual(machine.look.accessibilityLabel, "tab\there \"quoted\" \\ back")
        let step = try XCTUnwrap(machine.send(.in))
        XCTAssertEqual(step.target, .switch)
        XCTAssertEqual(step.outputs, [.return])
        XCTAssertEqual(machine.init_, true)
        XCTAssertEqual(machine.state_, 1)
        XCTAssertEqual(machine.look.accessibilityValue, "line\nbreak\u{2028}sep")
        XCTAssertEqual(machine.send(.default)?.target, .self_)
        XCTAssertEqual(machine.class, .self_)
        XCTAssertEqual(machine.send(.allCases_)?.target, .default)
        XCTAssertNotNil(KeywordsMachine(state: .self_))
        XCTAssertNil(KeywordsMachine(state: .switch))
    }

    func testKeywordRegions() throws {
        var control = KeywordRegionsMachine()
        XCTAssertEqual(control.state, KeywordRegionsMachine.State(in: .up, state: .default))
        control.send(.touchDown)
        let step = try XCTUnwrap(control.send(.touchUpInside))
        XCTAssertNotNil(step.in)
        XCTAssertNotNil(step.state, "region `state` read region `in` before the event")
        XCTAssertEqual(control.state.state, .self_)
        var group = KeywordRegionsGroup(count: 2)
        group.send(.touchDown, to: 0)
        group.send(.touchUpInside, to: 0)
        group.send(.touchDown, to: 1)
        group.send(.touchUpInside, to: 1)
        XCTAssertEqual(group.members.map(\.state.state), [.default, .self_])
    }

    func testEventsWithoutTouchMappingAreCustom() {
        XCTAssertEqual(SortButtonMachine.touchEvent(for: .tap), .touchUpInside)
        XCTAssertNil(SortButtonMachine.touchEvent(for: .deselect))
        XCTAssertEqual(FlatButtonMachine.touchEvent(for: .touchDragExit), .touchDragExit)
        XCTAssertNil(SwapperMachine.touchEvent(for: .swap))
    }

    func testConstantGuardsAreFolded() {
        var folding = FoldingMachine()
        XCTAssertNil(folding.send(.tap), "1 > 2 || false never fires; on is false")
        XCTAssertEqual(folding.send(.hold)?.transition, .idleOnHold, "!(1 == 1) == false always fires")
        folding.on = true
        XCTAssertEqual(folding.send(.tap)?.transition, .idleOnTapToBusy2)
        XCTAssertEqual(folding.send(.hold)?.target, .idle)
    }

    func testDataPropertiesAndResolvedColors() {
        var inert = InertMachine()
        XCTAssertEqual(inert.shade, .rgba(red: 255, green: 0, blue: 0, alpha: 128))
        XCTAssertEqual(
            inert.accent, .rgba(red: 51, green: 102, blue: 153, alpha: 255), "named color resolved")
        XCTAssertEqual(inert.level, -5, "an int without default starts at its range's lower bound")
        XCTAssertEqual(inert.size, .small)
        XCTAssertEqual(inert.ratio, 0.25)
        inert.caption = "set by the app"
        XCTAssertEqual(InertMachine.Event.allCases.count, 0)
        XCTAssertEqual(inert.look.alpha, 0.5)
        XCTAssertEqual(inert.look.enabled, false)
        XCTAssertEqual(inert.look.tint, .color(.system("systemRed")))
    }

    func testLargeMachineDelegatesPerState() {
        var ring = RingMachine()
        XCTAssertEqual(ring.send(.back), nil, "s0 has no back")
        for _ in 0..<34 { ring.send(.next) }
        XCTAssertEqual(ring.state, .s0)
        XCTAssertEqual(ring.laps, 1)
        ring.send(.next)
        XCTAssertNil(ring.send(.back), "back works on even laps only")
        for _ in 0..<(34 * 3 - 1) { ring.send(.next) }
        XCTAssertEqual(ring.state, .s0)
        XCTAssertEqual(ring.laps, 0, "the else transition wraps laps after 3")
        XCTAssertEqual(RingMachine.Transition.allCases.count, 68)
    }

    /// Above 256 cases `State` and `Transition` read their conformances from the stored tag: they
    /// must behave as Swift's derived ones do.
    func testLargeEnumsBehaveAsDerivedOnes() throws {
        let states = CarouselMachine.State.allCases
        XCTAssertEqual(states.count, 260)
        XCTAssertEqual(states.map(\.rawValue), (0..<260).map { "slide\($0)" })
        XCTAssertEqual(states.map { CarouselMachine.State(rawValue: $0.rawValue) }, states)
        XCTAssertNil(CarouselMachine.State(rawValue: "slide260"))
        XCTAssertEqual(Set(states).count, 260)
        XCTAssertEqual(states[259], .slide259)
        XCTAssertNotEqual(CarouselMachine.State.slide1, .slide2)
        XCTAssertEqual(Set([CarouselMachine.State.slide7, .slide7, .slide8]), [.slide7, .slide8])

        let transitions = CarouselMachine.Transition.allCases
        XCTAssertEqual(transitions.count, 261)
        XCTAssertEqual(transitions.map(\.index), Array(0..<261))
        XCTAssertEqual(CarouselMachine.Transition(index: 260), .goHome)
        XCTAssertNil(CarouselMachine.Transition(index: 261))
        XCTAssertNil(CarouselMachine.Transition(index: -1))
        XCTAssertEqual(Set(transitions).count, 261)

        var carousel = CarouselMachine()
        for slide in 1..<260 {
            XCTAssertEqual(carousel.send(.next)?.target.rawValue, "slide\(slide)")
        }
        XCTAssertEqual(
            carousel.send(.next),
            CarouselMachine.Step(transition: .slide259OnNext, source: .slide259, target: .slide0))
        carousel.send(.next)
        XCTAssertEqual(carousel.send(.home)?.transition, .goHome)
        XCTAssertEqual(carousel.state, .slide0)
        XCTAssertEqual(CarouselMachine(state: .slide0)?.state, .slide0)
        XCTAssertNil(CarouselMachine(state: .slide3), "not an initial state")
    }

    func testRuntimeVersionHandshake() {
        XCTAssertEqual(SortButtonMachine.runtimeVersion, ControlSpecRuntimeVersion.current)
    }
}

/// One event model: an alias is one event, registered once with UIKit.
final class EventAliasTests: XCTestCase {
    func testTapAndTouchUpInsideAreOneEventRegisteredOnce() {
        // `ControlDriver.attach` registers one action per `Event` case that has a touch event.
        let registered = AliasesMachine.Event.allCases.filter {
            AliasesMachine.touchEvent(for: $0) == .touchUpInside
        }
        XCTAssertEqual(registered, [.tap], "one touch sends one event")
        var machine = AliasesMachine()
        XCTAssertEqual(machine.send(.tap)?.target, .on)
        XCTAssertEqual(machine.send(.tap)?.target, .off, "the `touchUpInside` transition answers `tap`")
    }
}

/// A property read only by a `set:` source is state (declared `private(set)`, see
/// `ResolvedControlTests`), and the machine reads it as the analysis does: at its default.
final class SetSourceTests: XCTestCase {
    func testASetSourceKeepsItsDefault() {
        var machine = SetSourceMachine()
        XCTAssertEqual(machine.send(.copy)?.target, .idle)
        XCTAssertTrue(machine.a, "`a = !b` with `b` at its default, false")
        XCTAssertFalse(machine.b)
        machine.note = "data the app sets"
        XCTAssertEqual(machine.note, "data the app sets")
    }
}
