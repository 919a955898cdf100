import ControlSpecRuntime
import Foundation

/// `controlspec render`: a control's looks and motion as standalone SVG pictures, for docs and
/// pull-request reviews. One picture per state, and per animated transition (and source state) a
/// filmstrip of frames evenly spaced over the animation, each posed by the runtime's `Timeline`.
public enum StillRenderer {
    /// The pictures of `control`: `<Control>-<state>.svg` (`<Control>-<region>-<state>.svg` with
    /// regions; the other regions in their first initial state) and
    /// `<Control>-<from>-<to>-<event>.filmstrip.svg` with `frames` frames (at least 2).
    @_spi(Stages) public static func render(
        _ control: Control, frames: Int = 6, assets: [String: PreviewAsset] = [:]
    ) -> [GeneratedFile] {
        let drawing = StillDrawing(control: control, images: SVGImage(control: control, assets: assets))
        var files: [GeneratedFile] = []
        let name = control.name.value
        for (regionIndex, region) in control.regions.enumerated() {
            for state in region.states {
                var states = drawing.initialStates
                states[regionIndex] = state.name.value
                let prefix = region.name.map { "\(name)-\($0.value)" } ?? name
                files.append(
                    GeneratedFile(
                        name: "\(prefix)-\(state.name.value).svg",
                        contents: drawing.still(states, title: "\(name): \(state.name.value)")))
            }
        }
        for (regionIndex, region) in control.regions.enumerated() {
            for transition in region.transitions {
                guard let animationName = transition.animation?.value,
                    let animation = control.animations.first(where: { $0.name.value == animationName })
                else { continue }
                let sources: [String]
                switch transition.from {
                case .any: sources = region.states.map(\.name.value)
                case .states(let names): sources = names.map(\.value)
                }
                for source in sources {
                    var before = drawing.initialStates
                    before[regionIndex] = source
                    var after = before
                    after[regionIndex] = transition.to.value
                    let event = transition.on.first?.value ?? ""
                    let start = AnimationStart.poses(
                        leaving: source, region: region, animations: control.animations)
                    files.append(
                        GeneratedFile(
                            name: "\(name)-\(source)-\(transition.to.value)-\(event).filmstrip.svg",
                            contents: drawing.filmstrip(
                                from: before, to: after, animation: animation, start: start,
                                frames: max(2, frames),
                                title:
                                    "\(name): \(source) → \(transition.to.value) on \(event) (\(animationName))"
                            )))
                }
            }
        }
        return files
    }
}

/// Draws looks and posed frames as SVG.
private struct StillDrawing {
    let control: Control
    let images: SVGImage

    var initialStates: [String] {
        control.regions.map { $0.initial.first?.value ?? $0.states.first?.name.value ?? "" }
    }

    /// The images of the states of every region, bottom to top.
    func imageNames(_ states: [String]) -> [String] {
        zip(control.regions, states).flatMap { region, name in
            region.states.first { $0.name.value == name }?.images.map(\.value) ?? []
        }
    }

    func still(_ states: [String], title: String) -> String {
        let size = SVGImage.size
        return document(width: size, height: size + 20, title: title) {
            frame(states: states, outgoing: [], timeline: nil, time: 0, x: 0)
                + label(title, x: size / 2, y: size + 15)
        }
    }

    func filmstrip(
        from before: [String], to after: [String], animation: Animation,
        start: [TrackDescription.Target: Pose], frames: Int, title: String
    ) -> String {
        let size = SVGImage.size
        let gap = 10.0
        let timeline = Timeline(animations: [animation.played], startingFrom: start)
        let width = Double(frames) * (size + gap) - gap
        let old = imageNames(before)
        let showsOutgoing = animation.tracks.contains { track in
            switch track.target.value {
            case .outgoing: return true
            case .image(let name): return old.contains(name)
            default: return false
            }
        }
        return document(width: width, height: size + 40, title: title) {
            var body = label(title, x: width / 2, y: 14)
            for index in 0..<frames {
                let time = timeline.duration * Double(index) / Double(frames - 1)
                let x = Double(index) * (size + gap)
                let outgoing = showsOutgoing && index < frames - 1 ? old : []
                body += "<g transform=\"translate(0 20)\">"
                body += frame(states: after, outgoing: outgoing, timeline: timeline, time: time, x: x)
                body += "</g>" + label(String(format3(time)) + " s", x: x + size / 2, y: size + 36)
            }
            return body
        }
    }

    private func frame(states: [String], outgoing: [String], timeline: Timeline?, time: Double, x: Double)
        -> String
    {
        let size = SVGImage.size
        func pose(_ target: TrackDescription.Target) -> Pose {
            timeline?.pose(of: target, at: time) ?? Pose()
        }
        func posed(_ names: [String], group: TrackDescription.Target) -> String {
            names.map { name in
                let own = TrackDescription.Target.image(name)
                let hasOwn = timeline?.motions.contains { $0.target == own } ?? false
                return Self.posedGroup(
                    images.content(ofImageNamed: name), pose: pose(hasOwn ? own : group))
            }.joined()
        }
        var body = "<g transform=\"translate(\(number(x)) 0) scale(\(number(size)))\">"
        // The control's bounds move with it, so a control without images still shows its motion.
        let bounds =
            "<rect width=\"1\" height=\"1\" fill=\"#F2F2F7\" stroke=\"#C6C6C8\" stroke-width=\"\(number(1 / size))\"/>"
        body += Self.posedGroup(
            bounds + posed(outgoing, group: .outgoing) + posed(imageNames(states), group: .incoming),
            pose: pose(.control))
        return body + "</g>"
    }

    /// `content` in a group posed as the page poses it: about the centre, translation in points.
    static func posedGroup(_ content: String, pose: Pose) -> String {
        let size = SVGImage.size
        let x = 0.5 + pose.translationX / size
        let y = 0.5 + pose.translationY / size
        var text = content
        if pose.strokeStart != 0 || pose.strokeEnd != 1 {
            let start = min(max(pose.strokeStart, 0), 1)
            let end = min(max(pose.strokeEnd, 0), 1)
            text = text.replacingAll(
                "class=\"stroke\"", with: "class=\"stroke\" " + SVGImage.strokeRange(start: start, end: end))
        }
        return "<g transform=\"translate(\(number(x)) \(number(y))) rotate(\(number(pose.rotation))) "
            + "scale(\(number(pose.scaleX)) \(number(pose.scaleY))) translate(-0.5 -0.5)\" "
            + "opacity=\"\(number(min(max(pose.opacity, 0), 1)))\">\(text)</g>"
    }

    private func document(width: Double, height: Double, title: String, body: () -> String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
            + "viewBox=\"0 0 \(number(width)) \(number(height))\" font-family=\"-apple-system,system-ui,sans-serif\">"
            + "<title>\(XMLText.escaped(title))</title><style>svg{\(CSSPalette.variables(dark: false))}</style>"
            + "<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>" + body() + "</svg>\n"
    }

    private func label(_ text: String, x: Double, y: Double) -> String {
        "<text x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"11\" text-anchor=\"middle\" fill=\"#3C3C43\">"
            + "\(XMLText.escaped(text))</text>"
    }

    private func format3(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

private func number(_ value: Double) -> String {
    // Six decimals keep the pictures byte-identical across platforms' last-digit differences.
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    return JavaScriptLiteral.number(rounded == 0 ? 0 : rounded)
}

extension String {
    /// Every occurrence of `target` replaced by `replacement`.
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        components(separatedBy: target).joined(separator: replacement)
    }
}
