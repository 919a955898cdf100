#if canImport(UIKit)
    import UIKit

    /// The base adapter every generated UIKit control delegates to: it owns the machine, wires the
    /// host's touch events to `send`, plays each step's look and animations, reports outputs once,
    /// and keeps the host's accessibility in step with the look.
    @MainActor
    public final class ControlDriver<Machine: ControlMachine> {
        /// The state machine.
        public private(set) var machine: Machine
        /// Called for every output a step emits. Outputs also reach the control's target-actions
        /// (`sendActions(for: output.controlEvent)`: built-in ones, and the first four custom ones as
        /// `applicationReserved` events), once: one UIKit already sent is not sent again.
        public var onOutput: ((Machine.Step.Output) -> Void)?
        /// Called after the machine changed (a step, a restore); an `ExclusiveControlGroup` enforces its rule.
        var afterChange: ((ControlDriver<Machine>) -> Void)?
        /// Called with the machine after every change (a step, an update, a restore): what a
        /// SwiftUI wrapper writes its bindings from.
        public var onChange: ((Machine) -> Void)?
        /// Shows looks and plays animations; `player.images.bundle` is where assets load from.
        public let player: ControlPlayer
        private weak var host: UIView?
        private var baseTraits: UIAccessibilityTraits = []
        /// The clock a machine with timers (`TimedControlMachine`) runs on; a new one takes over the
        /// machine's time where it stands (tests set a virtual one).
        public var clock: any ControlClock {
            didSet {
                schedule.resume(clockNow: clock.now, machineTime: machineTime)
                scheduleNextTimer()
            }
        }
        /// Where the machine's time stands on the clock, and whether timers run (only while the
        /// host is in a window: `hostDidMoveToWindow`).
        private var schedule: TimerSchedule
        /// The call that fires the machine's next timer, while the host is in a window.
        private var alarm: (any ControlClockAlarm)?

        /// A driver of `machine` whose asset images load from `bundle` and whose timers run on
        /// `clock`; `attach(to:)` connects it to a view.
        public init(machine: Machine = Machine(), bundle: Bundle = .main, clock: (any ControlClock)? = nil) {
            self.machine = machine
            player = ControlPlayer(images: ImageLoader(bundle: bundle))
            player.stackingOrder = Machine.stackingOrder
            let clock = clock ?? MainRunLoopClock()
            self.clock = clock
            schedule = TimerSchedule(
                clockNow: clock.now, machineTime: (machine as? any TimedControlMachine)?.time ?? .zero)
        }

        /// Shows the current look in `host`, makes it an accessibility element, and, when it is a
        /// `UIControl`, sends each touch event the machine reacts to.
        public func attach(to host: UIView) {
            self.host = host
            player.attach(to: host)
            attachAccessibility(to: host)
            player.show(machine.look)
            refreshAccessibility()
            guard let control = host as? UIControl else { return }
            for event in Machine.Event.allCases {
                guard let touch = Machine.touchEvent(for: event) else { continue }
                control.addAction(
                    UIAction { [weak self] _ in self?.send(event, touch: touch) }, for: touch.controlEvent)
            }
        }

        /// Sends `event` to the machine, then plays and reports what fired.
        @discardableResult
        public func send(_ event: Machine.Event) -> Machine.Step? { send(event, touch: nil) }

        @discardableResult
        private func send(_ event: Machine.Event, touch: TouchEvent?) -> Machine.Step? {
            catchUp()
            let old = machine.look
            guard let step = sendToMachine(event, touch: touch) else { return nil }
            perform(step, from: old, touch: touch)
            scheduleNextTimer()
            return step
        }

        /// Runs `change`, a generated entry point that changes the machine and sends an event
        /// (`set<Name>(_:)` of an input with `changes:`, which stores the value and then sends the
        /// event: the rule is written there once), and plays the step it returns from the look
        /// before it, as `send(_:)` does; when the event is ignored, shows the new look at once, as
        /// `update(_:)` does.
        @discardableResult
        @_spi(Generated) public func play(_ change: (inout Machine) -> Machine.Step?) -> Machine.Step? {
            catchUp()
            let old = machine.look
            guard let step = change(&machine) else {
                showChange(from: old)
                return nil
            }
            perform(step, from: old, touch: nil)
            scheduleNextTimer()
            return step
        }

        /// Fires the timers due by now, which come before an event (Language.md, "Timers"), and
        /// moves the machine's time to now.
        private func catchUp() {
            runDueTimers()
            if let timed = machine as? any TimedControlMachine, let moved = Self.moving(timed, to: elapsed) {
                machine = moved
            }
        }

        /// Sends `event` to the machine, with the finger's position when the machine reads one and
        /// the event has a finger (every touch event but `touchCancel`).
        private func sendToMachine(_ event: Machine.Event, touch: TouchEvent?) -> Machine.Step? {
            if let touch, touch != .touchCancel, let finger,
                let reader = machine as? any TouchReadingMachine,
                let (sent, step) = Self.sending(reader, event, at: finger)
            {
                machine = sent
                return step
            }
            return machine.send(event)
        }

        /// The machine after `event` was sent to it with the finger at `point`, and what fired (nil
        /// when `machine` is not a `Machine`, which it always is).
        private static func sending<Reader: TouchReadingMachine>(
            _ machine: Reader, _ event: Machine.Event, at point: TouchPoint
        ) -> (Machine, Machine.Step?)? {
            guard var machine = Optional(machine), let event = event as? Reader.Event else { return nil }
            let step = machine.send(event, at: point)
            guard let sent = machine as? Machine else { return nil }
            return (sent, step.flatMap { $0 as? Machine.Step })
        }

        // MARK: The finger

        /// The tracked finger, in the host's bounds, as the host's tracking methods last gave it.
        private var finger: TouchPoint?

        /// Tells the driver where the tracked finger is, before UIKit sends the events of its phase
        /// (generated controls call it from `beginTracking`, `continueTracking` and `endTracking`):
        /// `location` is `touch.location(in: host)`, `bounds` the host's bounds; a touch that
        /// `began` is where `touch.startX`/`startY` are measured from.
        public func trackFinger(at location: CGPoint, in bounds: CGRect, began: Bool) {
            let x = Double(location.x - bounds.minX)
            let y = Double(location.y - bounds.minY)
            finger = TouchPoint(
                x: x, y: y, width: Double(bounds.width), height: Double(bounds.height),
                startX: began ? x : finger?.startX ?? x, startY: began ? y : finger?.startY ?? y)
        }

        /// Plays and reports one step that took the machine from the look `old`.
        private func perform(_ step: Machine.Step, from old: StateLook, touch: TouchEvent?) {
            player.play(step.animations, from: old, to: machine.look)
            refreshAccessibility()
            // The group releases the other members first, so every handler of this step's outputs
            // sees the group as it now is (`active` names this member).
            afterChange?(self)
            let isButton = host is UIButton
            for output in step.outputs {
                let sentByUIKit =
                    output.builtin.flatMap { builtin in
                        touch.map { builtin.isSentByUIKit(after: $0, onButton: isButton) }
                    } ?? false
                if let event = output.controlEvent, let control = host as? UIControl, !sentByUIKit {
                    control.sendActions(for: event)
                }
                onOutput?(output)
            }
            onChange?(machine)
        }

        // MARK: Timers

        /// The machine's time now, on the clock.
        private var elapsed: Duration { schedule.machineTime(atClock: clock.now) }

        /// The machine's own time (zero for a machine without timers).
        private var machineTime: Duration { (machine as? any TimedControlMachine)?.time ?? .zero }

        /// Fires, one instant at a time, every timer due by now, playing each instant's steps from
        /// the look before them.
        private func runDueTimers() {
            let now = elapsed
            while let timed = machine as? any TimedControlMachine,
                let (fired, steps) = Self.firingEarliest(timed, dueBy: now)
            {
                let old = machine.look
                machine = fired
                for step in steps { perform(step, from: old, touch: nil) }
            }
        }

        /// Waits for the machine's next timer, while the host is in a window; cancels any earlier wait.
        private func scheduleNextTimer() {
            alarm?.cancel()
            alarm = nil
            guard let at = schedule.alarm(for: (machine as? any TimedControlMachine)?.nextDeadline) else {
                return
            }
            alarm = clock.schedule(at: at) { [weak self] in
                self?.runDueTimers()
                self?.scheduleNextTimer()
            }
        }

        /// The machine after the timers of its earliest instant due by `time` fired, with what
        /// fired; nil when none is due (or `machine` is not a `Machine`, which it always is).
        private static func firingEarliest<Timed: TimedControlMachine>(_ machine: Timed, dueBy time: Duration)
            -> (Machine, [Machine.Step])?
        {
            var machine = machine
            guard let steps = machine.fireEarliestTimers(dueBy: time), let fired = machine as? Machine else {
                return nil
            }
            return (fired, steps.compactMap { $0 as? Machine.Step })
        }

        /// The machine with its clock moved to `time`, when no timer is due by then.
        private static func moving<Timed: TimedControlMachine>(_ machine: Timed, to time: Duration)
            -> Machine?
        {
            var machine = machine
            guard machine.moveClock(to: time) else { return nil }
            return machine as? Machine
        }

        /// Tells the driver its host moved into a window or out of it (generated adapters call it from
        /// `didMoveToWindow()`): timers wait only while the control is in a window. Back in one, what
        /// fell due while it was away fires at once, then the next timer is waited for.
        public func hostDidMoveToWindow(_ isInWindow: Bool) {
            schedule.isRunning = isInWindow
            if isInWindow { runDueTimers() }
            scheduleNextTimer()
        }

        /// Changes the machine's data (an `input: true` property) and shows the look it gives at
        /// once; guards see the new values from the next event on.
        public func update(_ change: (inout Machine) -> Void) {
            let old = machine.look
            change(&machine)
            showChange(from: old)
        }

        /// Shows the machine's look at once when it differs from `old`, and reports the change.
        private func showChange(from old: StateLook) {
            if machine.look != old { player.show(machine.look) }
            refreshAccessibility()
            onChange?(machine)
        }

        /// Sets one property the app owns, when `value` is given and differs, as `update(_:)` does.
        public func set<Value: Equatable>(_ property: WritableKeyPath<Machine, Value>, to value: Value?) {
            guard let value, machine[keyPath: property] != value else { return }
            update { $0[keyPath: property] = value }
        }

        /// Replaces the machine (for example to restore a saved state) and shows its look, at once or
        /// with a short cross-fade. A group member restored to an active state releases the others.
        public func restore(_ machine: Machine, animated: Bool = false) {
            let old = self.machine.look
            self.machine = machine
            // The restored machine's timers count on from its own time, from now.
            schedule.resume(clockNow: clock.now, machineTime: machineTime)
            scheduleNextTimer()
            if animated {
                player.play([Self.crossFade], from: old, to: machine.look)
            } else {
                player.show(machine.look)
            }
            refreshAccessibility()
            afterChange?(self)
            onChange?(machine)
        }

        /// The cross-fade of an animated restore.
        private static var crossFade: AnimationDescription {
            AnimationDescription(
                name: "restore", duration: 0.25,
                tracks: [
                    TrackDescription(target: .incoming, property: .opacity, from: 0, to: 1),
                    TrackDescription(target: .outgoing, property: .opacity, from: 1, to: 0),
                ])
        }

        // MARK: Accessibility

        private func attachAccessibility(to host: UIView) {
            let description = Machine.accessibility
            host.isAccessibilityElement = true
            baseTraits = host.accessibilityTraits
            if description.isButton { baseTraits.insert(.button) }
            if description.isAdjustable { baseTraits.insert(.adjustable) }
            if !description.actions.isEmpty {
                host.accessibilityCustomActions = description.actions.map { action in
                    UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
                        self?.send(action.event) != nil
                    }
                }
            }
        }

        /// Sets the host's traits from its flags: `.selected` while selected, `.notEnabled` while
        /// disabled, with the spec's (`.button`, `.adjustable`) and any the app added (`.header`).
        /// Generated adapters call it when the app writes `isSelected` or `isEnabled`.
        public func refreshAccessibility() {
            guard let host else { return }
            var traits = host.accessibilityTraits.subtracting([.selected, .notEnabled]).union(baseTraits)
            if let control = host as? UIControl {
                if control.isSelected { traits.insert(.selected) }
                if !control.isEnabled { traits.insert(.notEnabled) }
            }
            host.accessibilityTraits = traits
        }

        /// VoiceOver's double tap, delivered as a finger's tap is (`AccessibilityActivation`): a
        /// `UIControl` sends `touchDown`, `touchUpInside` and, when it is a `UIButton`,
        /// `primaryActionTriggered` to its actions — the machine's and the app's — and returns true;
        /// false while it is disabled. A view that is no control sends the spec's tap event; false
        /// when it has none or the machine ignores it.
        public func accessibilityActivate() -> Bool {
            let control = host as? UIControl
            let kind: AccessibilityActivation<Machine.Event>.Host =
                control.map { .control(isButton: $0 is UIButton, isEnabled: $0.isEnabled) } ?? .view
            switch AccessibilityActivation.of(kind, presentation: Machine.accessibility) {
            case .event(let event): return send(event) != nil
            case .refused: return false
            case .controlEvents(let events):
                finger = nil
                for event in events { control?.sendActions(for: event.controlEvent) }
                return true
            }
        }

        /// VoiceOver's swipe up on an adjustable control.
        public func accessibilityIncrement() {
            if let event = Machine.accessibility.increment { send(event) }
        }

        /// VoiceOver's swipe down on an adjustable control.
        public func accessibilityDecrement() {
            if let event = Machine.accessibility.decrement { send(event) }
        }
    }
#endif
