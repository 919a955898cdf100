#if canImport(UIKit)
    import UIKit

    /// The base adapter every generated UIKit control delegates to: it owns the machine, wires the
    /// host's touch events to `send`, plays each step's look and animations, and forwards outputs.
    @MainActor
    public final class ControlDriver<Machine: ControlMachine> {
        /// The state machine.
        public private(set) var machine: Machine
        /// Called for every output a step emits (built-in ones are also sent as control events).
        public var onOutput: ((Machine.Step.Output) -> Void)?
        /// Called after every step; a `ControlGroup` uses it to release the previously active member.
        var afterStep: ((ControlDriver<Machine>) -> Void)?
        private let player = ControlPlayer()
        private weak var host: UIView?

        public init(machine: Machine = Machine()) {
            self.machine = machine
        }

        /// Shows the current look in `host` and, when it is a `UIControl`, sends each touch event the
        /// machine reacts to.
        public func attach(to host: UIView) {
            self.host = host
            player.attach(to: host)
            player.show(machine.look)
            guard let control = host as? UIControl else { return }
            for event in Machine.Event.allCases {
                guard let touch = Machine.touchEvent(for: event) else { continue }
                control.addAction(UIAction { [weak self] _ in self?.send(event) }, for: touch.controlEvent)
            }
        }

        /// Sends `event` to the machine, then plays and reports what fired.
        @discardableResult
        public func send(_ event: Machine.Event) -> Machine.Step? {
            let old = machine.look
            guard let step = machine.send(event) else { return nil }
            player.play(step.animations, from: old, to: machine.look)
            for output in step.outputs {
                if let builtin = output.builtin, let control = host as? UIControl {
                    control.sendActions(for: builtin.controlEvent)
                }
                onOutput?(output)
            }
            afterStep?(self)
            return step
        }

        /// Replaces the machine (for example to restore a saved state) and shows its look at once.
        public func restore(_ machine: Machine) {
            self.machine = machine
            player.show(machine.look)
        }
    }
#endif
