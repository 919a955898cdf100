#if canImport(UIKit)
    import QuartzCore
    import UIKit

    extension ControlEvent {
        /// The `UIControl.Event` this event is, by the bit of ControlSpecTouch's table.
        public var controlEvent: UIControl.Event { UIControl.Event(rawValue: controlEventBits) }
    }

    extension ControlOutput {
        /// The control event the adapter sends for this output: a built-in output's own, one of the
        /// four `applicationReserved` bits for the first four custom outputs, else nil (such an
        /// output reaches `onOutput` only).
        public var controlEvent: UIControl.Event? {
            if let builtin { return builtin.controlEvent }
            guard let index = customIndex, index < 4 else { return nil }
            return UIControl.Event(rawValue: ControlEvent.applicationReservedBits & (0x0100_0000 << index))
        }
    }

    extension ColorDescription {
        /// The color as `view` shows it now: under its traits (dark mode, contrast), and the system
        /// color `tintColor` as the view's tint. A layer's `CGColor` does not follow traits by
        /// itself: resolve again when they change.
        @MainActor
        func cgColor(in view: UIView) -> CGColor {
            let color = self == .system("tintColor") ? view.tintColor ?? uiColor : uiColor
            return color.resolvedColor(with: view.traitCollection).cgColor
        }

        /// The UIKit color; an unresolved property is clear. The compiler accepts only the system
        /// names below (an unknown one is a compile-time error); should one reach the runtime anyway
        /// it is clear, and debug builds assert.
        public var uiColor: UIColor {
            switch self {
            case .rgba(let red, let green, let blue, let alpha):
                UIColor(
                    red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
                    alpha: CGFloat(alpha) / 255)
            case .system(let name):
                Self.systemColor(named: name)
            case .app(let provided):
                provided.object as? UIColor ?? .clear
            case .property:
                .clear
            }
        }

        private static func unknownSystemColor(_ name: String) -> UIColor {
            assertionFailure("unknown system color \(name)")
            return .clear
        }

        private static func systemColor(named name: String) -> UIColor {
            switch name {
            case "black": .black
            case "blue": .blue
            case "brown": .brown
            case "clear": .clear
            case "cyan": .cyan
            case "darkGray": .darkGray
            case "gray": .gray
            case "green": .green
            case "lightGray": .lightGray
            case "magenta": .magenta
            case "orange": .orange
            case "purple": .purple
            case "red": .red
            case "white": .white
            case "yellow": .yellow
            case "systemBlue": .systemBlue
            case "systemBrown": .systemBrown
            case "systemCyan": .systemCyan
            case "systemGreen": .systemGreen
            case "systemIndigo": .systemIndigo
            case "systemMint": .systemMint
            case "systemOrange": .systemOrange
            case "systemPink": .systemPink
            case "systemPurple": .systemPurple
            case "systemRed": .systemRed
            case "systemTeal": .systemTeal
            case "systemYellow": .systemYellow
            case "systemGray": .systemGray
            case "systemGray2": .systemGray2
            case "systemGray3": .systemGray3
            case "systemGray4": .systemGray4
            case "systemGray5": .systemGray5
            case "systemGray6": .systemGray6
            case "systemBackground": .systemBackground
            case "secondarySystemBackground": .secondarySystemBackground
            case "tertiarySystemBackground": .tertiarySystemBackground
            case "label": .label
            case "secondaryLabel": .secondaryLabel
            case "tertiaryLabel": .tertiaryLabel
            case "quaternaryLabel": .quaternaryLabel
            case "link": .link
            case "placeholderText": .placeholderText
            case "separator": .separator
            case "opaqueSeparator": .opaqueSeparator
            case "tintColor": .tintColor
            default: unknownSystemColor(name)
            }
        }
    }

    extension AnimationDescription.Curve {
        /// The Core Animation timing function with this curve's control points.
        var mediaTimingFunction: CAMediaTimingFunction {
            let points = controlPoints
            return CAMediaTimingFunction(
                controlPoints: Float(points.x1), Float(points.y1), Float(points.x2), Float(points.y2))
        }
    }
#endif
