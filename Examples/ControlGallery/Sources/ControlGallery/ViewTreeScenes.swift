#if canImport(UIKit) && os(Linux)
    @_spi(Compiler) import ControlSpecRuntime
    import Controls
    import Foundation
    import UIKit

    /// The seed scenarios again, on the view tree: the generated UIKit controls, touched by a finger
    /// of the UIKit double (Linux has no UIKit; Docs/Runtime.md). After every step: the control's
    /// flags, accessibility traits and value, its transform once animations are at rest, and the
    /// control events it sent.
    @MainActor
    enum ViewTreeScenes {
        static func playAll(on board: inout Storyboard) {
            // The examples' catalog is the Controls target's resource, so the controls load their
            // icons from its bundle: on a device from the catalog actool compiles, here from the
            // UIKit double, told each imageset's name. An icon that does not load is a failure.
            let bundle = CheckBox.imageBundle
            let icons = catalogImages(in: bundle)
            icons.forEach { UIKitDouble.addAsset($0, in: bundle) }
            ImageLoader.missingImageHandler = { name, _ in missingImages.append(name) }
            board.scene("Icons of Assets.xcassets", "the controls' bundle")
            board.note("\(icons.count) imagesets: \(icons.joined(separator: ", "))")
            board.expect(
                icons.count == 10, "the catalog's 10 icons in the Controls bundle, not \(icons.count)")
            checkBox(&board)
            flatButton(&board)
            sortButtons(&board)
            radioButtons(&board)
            likeButton(&board)
            tickView(&board)
            board.expect(missingImages.isEmpty, "every asset image to load, not missing \(missingImages)")
        }

        /// The asset images that did not load.
        private static var missingImages: [String] = []

        /// The imagesets of the bundle's `Assets.xcassets`, by name.
        private static func catalogImages(in bundle: Bundle) -> [String] {
            guard let catalog = bundle.url(forResource: "Assets", withExtension: "xcassets"),
                let entries = try? FileManager.default.contentsOfDirectory(atPath: catalog.path)
            else { return [] }
            return entries.filter { $0.hasSuffix(".imageset") }.map { String($0.dropLast(".imageset".count)) }
                .sorted()
        }

        static func checkBox(_ board: inout Storyboard) {
            board.scene("CheckBox on the view tree", "tap, tap")
            let box = CheckBox(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            fact(box, "created", &board)
            for step in ["tap", "tap"] {
                UIKitDouble.Finger(on: box).tap()
                fact(box, step, &board)
            }
            board.expect(
                !box.isSelected && box.accessibilityTraits == .button,
                "tap ×2 to restore selection and traits")
        }

        static func flatButton(_ board: inout Storyboard) {
            board.scene("FlatButton on the view tree", "press, drag out, drag back in, release")
            let button = FlatButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
            let finger = UIKitDouble.Finger(on: button)
            finger.down()
            fact(button, "press", &board)
            finger.move(inside: false)
            fact(button, "drag out", &board)
            finger.move(inside: true)
            fact(button, "drag in", &board)
            finger.up()
            let primary = sent(by: button).filter { $0 == .primaryActionTriggered }.count
            fact(button, "release", &board)
            board.expect(primary == 1, "exactly one primaryActionTriggered, not \(primary)")
        }

        static func sortButtons(_ board: inout Storyboard) {
            board.scene("SortButton row on the view tree", "tap #0, tap #1, tap #1")
            let row = ExclusiveControlGroup<SortButtonMachine>()
            let headers = (0..<3).map { _ in SortButton(frame: CGRect(x: 0, y: 0, width: 80, height: 30)) }
            headers.forEach { row.add($0.driver) }
            for index in [0, 1, 1] {
                UIKitDouble.Finger(on: headers[index]).tap()
                for (number, header) in headers.enumerated() {
                    fact(header, "after tap #\(index): #\(number)", &board)
                }
            }
            board.expect(headers.map(\.isSelected) == [false, true, false], "only header #1 selected")
        }

        static func radioButtons(_ board: inout Storyboard) {
            board.scene(
                "RadioButton group on the view tree", "tap #0, tap #2, add a radio that is on, restore #1 on")
            let group = ExclusiveControlGroup<RadioButtonMachine>()
            let radios = (0..<3).map { _ in RadioButton(frame: .zero) }
            radios.forEach { group.add($0.driver) }
            UIKitDouble.Finger(on: radios[0]).tap()
            UIKitDouble.Finger(on: radios[2]).tap()
            board.note("selected: \(radios.map(\.isSelected))")
            let late = RadioButton(frame: .zero)
            late.setState(.on)
            group.add(late.driver)
            board.note("a radio added on: selected \((radios + [late]).map(\.isSelected))")
            radios[1].setState(.on)
            let selected = (radios + [late]).map(\.isSelected)
            board.note("#1 restored on: selected \(selected)")
            board.expect(selected.filter { $0 }.count == 1, "never two radios selected")
        }

        static func likeButton(_ board: inout Storyboard) {
            board.scene("LikeButton on the view tree", "tap, tap again halfway through the pop")
            let like = LikeButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            UIKitDouble.Finger(on: like).tap()
            CADoubleClock.advance(by: 0.15)
            let incoming = like.driver.player.canvas.subviews.last
            let pop = Timeline(animations: [LikeButtonMachine.Animations.pop])
            let halfway = CGFloat(pop.pose(of: .incoming, at: 0.15).scaleX)
            board.note("at 0.15 s the liked image is at scale \(rounded(halfway)) (its timeline)")
            UIKitDouble.Finger(on: like).tap()
            let start = (incoming?.layer.animation(forKey: "transform") as? CABasicAnimation)?.fromValue
            let from = (start as? CATransform3D).map { CATransform3DGetAffineTransform($0).a } ?? 0
            board.note("the second tap moves it out from scale \(rounded(from))")
            board.expect(
                abs(from - halfway) < 1e-9, "the interrupting animation to start where the image was")
            fact(like, "at rest", &board)
        }

        static func tickView(_ board: inout Storyboard) {
            board.scene("TickView on the view tree", "tap, then dark mode")
            let tick = TickView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            UIKitDouble.Finger(on: tick).tap()
            fact(tick, "tap", &board)
            let disc = tick.driver.player.canvas.subviews.last?.layer.sublayers?.first as? CAShapeLayer
            board.note("disc fill, light: \(components(disc?.fillColor))")
            UIKitDouble.setScreenStyle(.dark, in: [tick])
            board.note("disc fill, dark:  \(components(disc?.fillColor))")
            UIKitDouble.setScreenStyle(.light, in: [tick])
        }

        /// One line of view-tree facts, with every animation run to its end first.
        private static func fact(_ control: UIControl, _ step: String, _ board: inout Storyboard) {
            CADoubleClock.finishAll()
            var traits: [String] = []
            for (trait, name) in [
                (UIAccessibilityTraits.button, "button"), (.selected, "selected"),
                (.notEnabled, "notEnabled"),
                (.adjustable, "adjustable"),
            ] where control.accessibilityTraits.contains(trait) {
                traits.append(name)
            }
            let transform = control.transform
            let rest =
                transform.isIdentity
                ? "identity"
                : "scale \(Describe.number(Double(transform.a)))×\(Describe.number(Double(transform.d)))"
            let actions = sent(by: control).map(name(of:)).joined(separator: ", ")
            board.note(
                "\(step): selected=\(control.isSelected) highlighted=\(control.isHighlighted) traits=[\(traits.joined(separator: ", "))]"
                    + " value=\"\(control.accessibilityValue ?? "")\" transform=\(rest) sent=[\(actions)]")
            UIKitDouble.sentActions.removeAll { $0.control === control }
        }

        private static func sent(by control: UIControl) -> [UIControl.Event] {
            UIKitDouble.sentActions.filter { $0.control === control }.map(\.event)
        }

        private static func name(of event: UIControl.Event) -> String {
            let names: [(UIControl.Event, String)] = [
                (.touchDown, "touchDown"), (.touchDragExit, "touchDragExit"),
                (.touchDragEnter, "touchDragEnter"),
                (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
                (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
                (.touchCancel, "touchCancel"),
                (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
            ]
            return names.first { $0.0 == event }?.1 ?? "event \(event.rawValue)"
        }

        private static func rounded(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }

        private static func components(_ color: CGColor?) -> String {
            (color?.components ?? []).map { String(Int(($0 * 255).rounded())) }.joined(separator: " ")
        }
    }
#endif
