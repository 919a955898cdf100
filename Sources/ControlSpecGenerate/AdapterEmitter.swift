import ControlSpecAnalyze
import ControlSpecCore

/// Emits the UIKit adapter class (`SortButton: UIButton`, …) under `#if canImport(UIKit)`: an
/// `open` class an app can subclass, whose runtime `ControlDriver` does the work. It adds the app's
/// API — the properties the app sets, `setState(_:animated:)`, outputs as a closure — and the
/// accessibility overrides.
struct AdapterEmitter {
    let plan: GenerationPlan
    /// The default of the adapter's `imageBundle`.
    let imageBundle: GeneratorOptions.ImageBundle

    /// Members of `UIView`, `UIControl` and `UIButton` (and the adapter's own) that a property
    /// accessor must not shadow; such a property is set through `update(_:)`. `title` is not one:
    /// UIButton has only `title(for:)` and `currentTitle`, which a `title` property leaves alone
    /// (the example FlatButton has such a `title` property).
    static let reservedMembers: Set<String> = [
        "alpha", "backgroundColor", "bounds", "center", "configuration", "contentMode", "description",
        "driver", "frame", "hash", "image", "imageBundle", "imageView", "intrinsicContentSize",
        "isAccessibilityElement", "isEnabled", "isHidden", "isHighlighted", "isOpaque", "isSelected",
        "isTouchInside", "isTracking", "layer", "machine", "menu", "next", "onOutput", "send",
        "setState", "sizeThatFits", "state", "subviews", "superview", "tag", "tintColor", "titleLabel",
        "traitCollection", "transform", "update", "window", "accessibilityLabel", "accessibilityValue",
        "accessibilityTraits", "accessibilityHint", "accessibilityCustomActions",
    ]

    func emit(into writer: inout SwiftWriter) {
        let superclass: String
        switch plan.control.base.value {
        case .control: superclass = "UIControl"
        case .button: superclass = "UIButton"
        case .view: superclass = "UIView"
        }
        writer.line("#if canImport(UIKit)")
        writer.indented { emitClass(superclass: superclass, into: &$0) }
        writer.line("#endif")
    }

    private func emitClass(superclass: String, into writer: inout SwiftWriter) {
        let access = plan.accessPrefix
        let open = plan.access == .public ? "open " : ""
        let machine = plan.machine
        if let summary = plan.control.summary?.value {
            writer.doc(summary)
        } else {
            writer.doc("The UIKit control of `\(plan.control.name.value)`.")
        }
        writer.line("@MainActor")
        writer.block("\(open)class \(plan.adapter): \(superclass)") { writer in
            writer.doc("The bundle asset images load from, for controls created after it is set.")
            writer.line("\(access)static var imageBundle: Bundle = .\(imageBundle.rawValue)")
            writer.blankLine()
            writer.doc(
                "Plays the machine: wires touches, shows each state's look, animates, forwards outputs.")
            writer.line("\(access)let driver: ControlDriver<\(machine)>")
            writer.blankLine()
            writer.doc("The state machine.")
            writer.line("\(access)final var machine: \(machine) { driver.machine }")
            writer.blankLine()
            writer.doc(
                "Called with every output, once. Built-in outputs also reach target-actions (`addTarget`).")
            writer.block("\(access)final var onOutput: ((\(machine).Output) -> Void)?") { writer in
                writer.line("get { driver.onOutput }")
                writer.line("set { driver.onOutput = newValue }")
            }
            for property in plan.properties where !property.isState {
                emitAccessor(property, into: &writer)
            }
            writer.blankLine()
            writer.doc("A control showing the initial state's look in `frame`.")
            writer.block("\(access)override init(frame: CGRect)") { writer in
                writer.line("driver = ControlDriver(bundle: Self.imageBundle)")
                writer.line("super.init(frame: frame)")
                writer.line("driver.attach(to: self)")
            }
            writer.blankLine()
            writer.doc("A control from a storyboard or nib, showing the initial state's look.")
            writer.block("\(access)required init?(coder: NSCoder)") { writer in
                writer.line("driver = ControlDriver(bundle: Self.imageBundle)")
                writer.line("super.init(coder: coder)")
                writer.line("driver.attach(to: self)")
            }
            writer.blankLine()
            writer.doc("Sends `event` to the machine and plays what fired.")
            writer.line("@discardableResult")
            writer.block("\(access)final func send(_ event: \(machine).Event) -> \(machine).Step?") {
                writer in
                writer.line("driver.send(event)")
            }
            writer.blankLine()
            writer.doc(
                "Shows `state`, one of the spec's initial states, keeping the properties the app sets;"
                    + " at once, or with a short cross-fade. Returns false for any other state.")
            writer.line("@discardableResult")
            writer.block(
                "\(access)final func setState(_ state: \(machine).State, animated: Bool = false) -> Bool"
            ) { writer in
                let kept = plan.properties.filter { !$0.isState }
                writer.line(
                    "guard \(kept.isEmpty ? "let" : "var") restored = \(machine)(state: state) else { return false }"
                )
                for property in kept {
                    writer.line("restored.\(property.member) = machine.\(property.member)")
                }
                writer.line("driver.restore(restored, animated: animated)")
                writer.line("return true")
            }
            writer.blankLine()
            writer.doc(
                "Changes properties the app sets and shows the look they give at once; guards see them"
                    + " from the next event on.")
            writer.block("\(access)final func update(_ change: (inout \(machine)) -> Void)") { writer in
                writer.line("driver.update(change)")
            }
            if plan.control.layout != nil || !plan.control.texts.isEmpty {
                writer.blankLine()
                writer.doc("The size the spec's layout asks for: its `size:`, or its texts and padding.")
                writer.block("\(open)override var intrinsicContentSize: CGSize") { writer in
                    writer.line("driver.player.intrinsicContentSize ?? super.intrinsicContentSize")
                }
                writer.blankLine()
                writer.doc("The size the spec's layout asks for, as `intrinsicContentSize` gives it.")
                writer.block("\(open)override func sizeThatFits(_ size: CGSize) -> CGSize") { writer in
                    writer.line("driver.player.intrinsicContentSize ?? super.sizeThatFits(size)")
                }
            }
            ButtonTitleEmitter(plan: plan).emit(into: &writer)
            if plan.control.base.value != .view {
                for flag in ["isSelected", "isEnabled"] {
                    writer.blankLine()
                    writer.doc("Keeps the accessibility traits in step; the next state change sets it again.")
                    writer.block("\(open)override var \(flag): Bool") { writer in
                        writer.line("didSet { driver.refreshAccessibility() }")
                    }
                }
            }
            if plan.readsTouch { emitTracking(into: &writer) }
            if plan.hasTimers {
                writer.blankLine()
                writer.doc("The control's timers run while it is in a window.")
                writer.block("\(open)override func didMoveToWindow()") { writer in
                    writer.line("super.didMoveToWindow()")
                    writer.line("driver.hostDidMoveToWindow(window != nil)")
                }
            }
            writer.blankLine()
            writer.doc(
                "VoiceOver's double tap delivers what a finger's tap does (`ControlDriver.accessibilityActivate()`)."
            )
            writer.block("\(open)override func accessibilityActivate() -> Bool") { writer in
                writer.line("driver.accessibilityActivate()")
            }
            if plan.control.accessibility.increment != nil || plan.control.accessibility.decrement != nil {
                writer.blankLine()
                writer.block("\(open)override func accessibilityIncrement()") { writer in
                    writer.line("driver.accessibilityIncrement()")
                }
                writer.blankLine()
                writer.block("\(open)override func accessibilityDecrement()") { writer in
                    writer.line("driver.accessibilityDecrement()")
                }
            }
        }
    }

    /// The tracking overrides of a control whose spec reads the finger's position: each tells the
    /// driver where the finger is (`touch.location(in: self)`, in `bounds`) before UIKit sends the
    /// phase's events.
    private func emitTracking(into writer: inout SwiftWriter) {
        let open = plan.access == .public ? "open " : ""
        let track = "driver.trackFinger(at: touch.location(in: self), in: bounds, began:"
        writer.blankLine()
        writer.doc("Where the finger went down reaches the machine with `touchDown`.")
        writer.block("\(open)override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool") {
            writer in
            writer.line("\(track) true)")
            writer.line("return super.beginTracking(touch, with: event)")
        }
        writer.blankLine()
        writer.doc("Where the finger moved reaches the machine with the drag's event.")
        writer.block("\(open)override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool")
        {
            writer in
            writer.line("\(track) false)")
            writer.line("return super.continueTracking(touch, with: event)")
        }
        writer.blankLine()
        writer.doc("Where the finger lifted reaches the machine with `touchUpInside` or `touchUpOutside`.")
        writer.block("\(open)override func endTracking(_ touch: UITouch?, with event: UIEvent?)") { writer in
            writer.line("if let touch { \(track) false) }")
            writer.line("super.endTracking(touch, with: event)")
        }
    }

    /// A property the app sets, read from and written to the machine.
    private func emitAccessor(_ property: GenerationPlan.PropertyPlan, into writer: inout SwiftWriter) {
        let name = property.property.name.value
        guard !Self.reservedMembers.contains(name) else { return }
        writer.blankLine()
        writer.doc(
            "The spec's `\(name)`; "
                + (property.property.changes.map {
                    "setting it sends `\($0.value)` and plays what fires, the new value's look with it."
                } ?? "setting it shows the look it gives at once."))
        let type = property.enumName == nil ? property.type : plan.machine + "." + property.type
        writer.block("\(plan.accessPrefix)final var \(property.member): \(type)") { writer in
            writer.line("get { driver.machine.\(property.member) }")
            if let setter = ChangeEventEmitter.adapterSetter(of: property) {
                writer.line(setter)
            } else {
                writer.line("set { driver.update { $0.\(property.member) = newValue } }")
            }
        }
    }
}
