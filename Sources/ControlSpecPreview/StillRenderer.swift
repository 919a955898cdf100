import ControlSpecAnalyze
import ControlSpecCore
import ControlSpecResolve
@_spi(Compiler) import ControlSpecRuntime
import Foundation

/// `controlspec render`: a control's looks and motion as standalone SVG pictures, for docs and
/// pull-request reviews. One picture per state, and per animated transition (and source state) a
/// filmstrip posed by the runtime's `Timeline` at the start, the end, every turning point of every
/// moving value and evenly spaced instants between (`FilmstripInstants`), each frame labelled with
/// its time and the moving values, and a plot of every moving value over time (`MotionPlot`).
public enum StillRenderer {
    /// The pictures of an analysed control: `<Control>-<state>.svg` (`<Control>-<region>-<state>.svg`
    /// with regions, also for a region inside a state; the other regions in their first initial
    /// state, a region inside a state with its holder set, the regions a pictured state holds at
    /// their entry states: `PicturedStates`) and
    /// `<Control>-<from>-<to>-<event>.filmstrip.svg` with `frames` evenly spaced frames (at least 2)
    /// plus the turning points, and `<Control>-<from>-<to>-<event>.plot.svg`, for every
    /// animated transition and source state the resolved model gives it, unless the analysis proved
    /// it never fires there. The control is `size` points large, or else as large as its layout or
    /// content asks (see `StillDrawing`).
    package static func render(
        _ analysis: AnalysisReport, frames: Int = 6, assets: [String: PreviewAsset] = [:],
        size: LayoutSize? = nil
    ) -> [GeneratedFile] {
        let model = analysis.model
        let control = model.control
        let drawing = StillDrawing(
            control: control, images: SVGImage(control: control, assets: assets), fixedSize: size)
        var files: [GeneratedFile] = []
        let name = control.name.value
        let pictured = PicturedStates(control: control, nesting: model.nesting)
        for (regionIndex, region) in control.regions.enumerated() {
            for (stateIndex, state) in region.states.enumerated() {
                let states = pictured.names(pictured.showing(stateIndex, in: regionIndex))
                let prefix = region.name.map { "\(name)-\($0.value)" } ?? name
                files.append(
                    GeneratedFile(
                        name: "\(prefix)-\(state.name.value).svg",
                        contents: drawing.still(states, title: "\(name): \(state.name.value)")))
                files += drawing.ambientPictures(
                    of: states, stem: "\(prefix)-\(state.name.value)", frames: max(2, frames),
                    title: "\(name): \(state.name.value)")
                // Each variant of the state, chosen whatever the defaults choose: its guard holds
                // and the earlier ones' do not.
                for (index, variant) in state.variants.enumerated() {
                    var chosen = drawing
                    chosen.conditions = Dictionary(
                        state.variants.enumerated().map { ($1.key, $0 == index ? 1 : 0) },
                        uniquingKeysWith: { first, _ in first })
                    files.append(
                        GeneratedFile(
                            name: "\(prefix)-\(state.name.value)-variant\(index + 1).svg",
                            contents: chosen.still(
                                states, title: "\(name): \(state.name.value) when \(variant.text)")))
                }
            }
        }
        for number in model.transitions.indices where analysis.transitions[number].mayFire {
            let entry = model.transitions[number]
            let transition = entry.transition
            guard let animationName = transition.animation?.value,
                let animation = control.animations.first(where: { $0.name.value == animationName })
            else { continue }
            let region = control.regions[entry.region]
            let overridden = analysis.transitions[number].overriddenIn
            for sourceIndex in entry.sources where !overridden.contains(sourceIndex) {
                let source = region.states[sourceIndex].name.value
                let shown = pictured.showing(sourceIndex, in: entry.region)
                let before = pictured.names(shown)
                // The regions the step leaves and enters by the leaf it enters; the region itself
                // named as its `to:` (a parent's name draws as it always has).
                var after = pictured.names(pictured.step(shown, in: entry.region, to: entry.target))
                after[entry.region] = transition.to.value
                // A timed transition's file is named after its timer: `after2000ms`.
                let event =
                    transition.on.first?.value
                    ?? transition.timer.map {
                        $0.waitsForAnimation
                            ? "afterAnimation"
                            : "after\($0.delay.value)ms" + ($0.interval.map { "every\($0.value)ms" } ?? "")
                    }
                    ?? ""
                let start = AnimationStart.poses(
                    leaving: source, region: region, animations: control.animations)
                let stem = "\(name)-\(source)-\(transition.to.value)-\(event)"
                files.append(
                    GeneratedFile(
                        name: stem + ".plot.svg",
                        contents: MotionPlot.svg(
                            drawing.timeline(to: after, animation: animation, start: start),
                            title:
                                "\(name): \(source) → \(transition.to.value) on \(event) (\(animationName)), value over time"
                        )))
                files.append(
                    GeneratedFile(
                        name: stem + ".filmstrip.svg",
                        contents: drawing.filmstrip(
                            from: before, to: after, animation: animation, start: start,
                            frames: max(2, frames),
                            title:
                                "\(name): \(source) → \(transition.to.value) on \(event) (\(animationName))"
                        )))
            }
        }
        return files
    }
}

/// Draws looks and posed frames as SVG: each look laid out by the runtime's
/// `StateLook.layout(in:measure:)` (texts measured by `TextEstimate`) in a control of its
/// layout's size, else its content's (`intrinsicSize`), else 120 × 120 points, unless the caller
/// fixes the size.
struct StillDrawing {
    let control: Control
    let images: SVGImage
    let fixedSize: LayoutSize?
    /// Variants' guard values that replace what the defaults give (`LookVariant.key`): how a
    /// picture shows a variant the defaults do not choose.
    var conditions: [String: Double] = [:]

    var looks: RuntimeLooks { RuntimeLooks(control: control) }

    /// The properties' defaults, as the looks read them; an empty `string` input shows its name
    /// (so the picture shows where the app's text goes).
    var data: LookData {
        var data = LookData()
        for property in control.properties {
            let name = property.name.value
            switch property.defaultValue?.value {
            case .bool(let flag): data.strings[name] = flag ? "true" : "false"
            case .int(let number): data.numbers[name] = Double(number)
            case .enumCase(let text): data.strings[name] = text
            case .string(let text): data.strings[name] = text.isEmpty && property.isInput ? name : text
            case .double(let number): data.numbers[name] = number
            case .color(let color): data.colors[name] = looks.color(color)
            case .image(let image): data.images[name] = looks.image(named: image)?.source ?? .empty
            case nil:
                switch property.type {
                case .string: data.strings[name] = property.isInput ? name : ""
                case .bool: data.strings[name] = "false"
                case .enum(let cases): data.strings[name] = cases.first?.value ?? ""
                case .int(let range): data.numbers[name] = Double(range?.lowerBound ?? 0)
                case .double: data.numbers[name] = 0
                case .color: data.colors[name] = .system("clear")
                case .image: data.images[name] = .empty
                }
            }
        }
        // The numbers the texts compute, from the defaults (`ComputedText`).
        let numbers = data.numbers
        for computed in control.computedTexts {
            data.numbers[computed.field] = computed.expression.value { numbers[$0] }
        }
        // Whether each variant's guard holds with the defaults (`LookVariant.key`).
        let types = Dictionary(
            control.properties.map { ($0.name.value, $0.type) }, uniquingKeysWith: { first, _ in first })
        let shown = data
        for variant in control.regions.flatMap(\.states).flatMap(\.variants) {
            let holds = variant.condition.holds { name -> Value? in
                switch types[name] {
                case .bool: .bool(shown.strings[name] == "true")
                case .enum: shown.strings[name].map(Value.enumCase)
                case .int: shown.numbers[name].map { .int(Int($0)) }
                case .double: shown.numbers[name].map(Value.double)
                default: nil
                }
            }
            data.numbers[variant.key] = holds ? 1 : 0
        }
        data.numbers.merge(conditions) { _, forced in forced }
        return data
    }

    /// The look of one state per region, the app's data filled in.
    func look(_ states: [String]) -> StateLook {
        looks.look(states).resolved(with: data)
    }

    /// The size a look is drawn at.
    func size(of look: StateLook) -> LayoutSize {
        if let fixedSize { return fixedSize }
        guard let size = look.intrinsicSize(measure: TextEstimate.measure), size.width >= 1, size.height >= 1
        else { return SVGImage.defaultSize }
        return size
    }

    func still(_ states: [String], title: String) -> String {
        let look = look(states)
        let size = size(of: look)
        let width = max(size.width, 120)
        return document(width: width, height: size.height + 20, title: title) {
            backdrop(width: width, height: size.height)
                + frame(
                    look: look, outgoing: nil, size: size, timeline: nil, time: 0, x: (width - size.width) / 2
                )
                + label(title, x: width / 2, y: size.height + 15)
        }
    }

    func filmstrip(
        from before: [String], to after: [String], animation: Animation,
        start: [TrackDescription.Target: Pose], frames: Int, title: String
    ) -> String {
        let old = look(before)
        let showsOutgoing = animation.tracks.contains { track in
            switch track.target.value {
            case .outgoing: return true
            case .image(let name): return old.images.contains { $0.name == name }
            default: return false
            }
        }
        return filmstrip(
            of: look(after), outgoing: showsOutgoing ? old : nil,
            timeline: timeline(to: after, animation: animation, start: start), frames: frames, title: title)
    }

    /// Frames of `new` (with the `outgoing` look's items but in the last frame) posed by
    /// `timeline`, at the instants `FilmstripInstants` picks.
    func filmstrip(
        of new: StateLook, outgoing old: StateLook?, timeline: Timeline, frames: Int, title: String
    ) -> String {
        let gap = 10.0
        let size = size(of: new)
        let instants = FilmstripInstants.instants(of: timeline, frames: frames)
        let cell = max(size.width, 80)
        let width = Double(instants.count) * (cell + gap) - gap
        let valueLines = Self.values(in: timeline, at: 0).count
        return document(width: width, height: size.height + 40 + 13 * Double(valueLines), title: title) {
            // Each frame is clipped to its cell, so a pose larger than the control (LikeButton's
            // outgoing heart grows to 2×) never draws over its neighbours.
            var body =
                "<defs><clipPath id=\"cell\"><rect width=\"\(svgNumber(cell))\" "
                + "height=\"\(svgNumber(size.height))\"/></clipPath></defs>"
                + label(title, x: width / 2, y: 14)
            for (index, time) in instants.enumerated() {
                let x = Double(index) * (cell + gap)
                let outgoing = index < instants.count - 1 ? old : nil
                body +=
                    "<g class=\"cell\" transform=\"translate(\(svgNumber(x)) 20)\" clip-path=\"url(#cell)\">"
                body += backdrop(width: cell, height: size.height)
                body += frame(
                    look: new, outgoing: outgoing, size: size, timeline: timeline, time: time,
                    x: (cell - size.width) / 2)
                body += "</g>" + label(format3(time) + " s", x: x + cell / 2, y: size.height + 36)
                for (line, value) in Self.values(in: timeline, at: time).enumerated() {
                    body += label(value, x: x + cell / 2, y: size.height + 49 + 13 * Double(line), size: 9)
                }
            }
            return body
        }
    }

    /// The timeline of `animation` played into the states `after` (at the size of their look) from
    /// the poses `start`.
    func timeline(
        to after: [String], animation: Animation, start: [TrackDescription.Target: Pose]
    ) -> Timeline {
        Timeline(animations: [animation.played(in: size(of: look(after)))], startingFrom: start)
    }

    /// One line per moving value at `time`: the property (after its target unless that is the
    /// whole control) and its value, `scaleX` and `scaleY` as one `scale` while they are equal.
    private static func values(in timeline: Timeline, at time: Double) -> [String] {
        var lines: [String] = []
        for motion in timeline.motions {
            let target: String
            switch motion.target {
            case .control: target = ""
            case .incoming: target = "incoming "
            case .outgoing: target = "outgoing "
            case .image(let name): target = name + " "
            }
            let value = motion.value(at: time)
            var property = motion.property.rawValue
            let partner: TrackDescription.Property? =
                switch motion.property {
                case .scaleX: .scaleY
                case .scaleY: .scaleX
                default: nil
                }
            if let partner,
                let other = timeline.motions.first(where: {
                    $0.target == motion.target && $0.property == partner
                }),
                format3(other.value(at: time)) == format3(value)
            {
                if motion.property == .scaleY { continue }
                property = "scale"
            }
            lines.append(target + property + " " + format3(value))
        }
        return lines
    }

    /// One posed picture of `look` (and the `outgoing` look's items) at `x`.
    private func frame(
        look: StateLook, outgoing: StateLook?, size: LayoutSize, timeline: Timeline?, time: Double, x: Double
    ) -> String {
        func pose(_ target: TrackDescription.Target) -> Pose {
            timeline?.pose(of: target, at: time) ?? Pose()
        }
        // The look's `control` values pose the control where no track moves it (as the player's).
        var control = pose(.control)
        if !(timeline?.motions.contains { $0.target == .control } ?? false) {
            for value in look.values where value.target == .control {
                control[value.property] = value.unit.points(value.value(with: LookData()), in: size)
            }
        }
        // The layers bottom to top as the runtime's `LookStack` has them; a leaving one only while
        // a track moves it.
        let layouts = (
            new: look.layout(in: size, measure: TextEstimate.measure),
            old: outgoing?.layout(in: size, measure: TextEstimate.measure)
        )
        let stack = LookStack(from: outgoing, to: look, order: looks.stackingOrder)
        let items = stack.layers.map { layer -> String in
            let own = TrackDescription.Target.image(layer.name)
            let hasOwn = timeline?.motions.contains { $0.target == own } ?? false
            let leaving = layer.role == .leaving
            guard !leaving || hasOwn || (timeline?.motions.contains { $0.target == .outgoing } ?? false),
                let layout = leaving ? layouts.old : layouts.new,
                let item = layout.items.first(where: { item in
                    guard item.name == layer.name else { return false }
                    if case .text = item.content { return layer.isText }
                    return !layer.isText
                })
            else { return "" }
            var itemPose = pose(hasOwn ? own : (layer.group ?? own))
            for value in (leaving ? outgoing?.values ?? [] : look.values) where value.target == own && !hasOwn
            {
                itemPose[value.property] = value.unit.points(value.value(with: LookData()), in: size)
            }
            return Self.posedGroup(markup(item), pose: itemPose, in: item.frame)
        }
        let bounds = LayoutRect(size: size)
        // The control's bounds move with it, so a control without images still shows its motion:
        // its background, else a faint grey that shows on light and dark backdrops alike.
        let fill =
            look.layout.background.map { "fill=\"\(XMLText.escaped(css($0)))\"" }
            ?? "fill=\"#808080\" fill-opacity=\"0.12\""
        var content =
            "<rect width=\"\(svgNumber(size.width))\" height=\"\(svgNumber(size.height))\" "
            + "rx=\"\(svgNumber(look.layout.border?.cornerRadius ?? 0))\" \(fill)/>"
        content += items.joined()
        content += border(look.layout.border, size: size)
        return "<g transform=\"translate(\(svgNumber(x)) 0)\">"
            + Self.posedGroup(content, pose: control, in: bounds) + "</g>"
    }

    /// A placed image or text in points.
    private func markup(_ item: ResolvedLayout.Item) -> String {
        switch item.content {
        case .image(let image):
            guard let spec = control.images.first(where: { $0.name.value == image.name }) else { return "" }
            return images.placed(spec, source: image.source, contentMode: image.contentMode, in: item.frame)
        case .text(let text):
            return Self.text(text, in: item.frame, scale: item.fontScale, color: css(text.color))
        }
    }

    /// A text in its frame: one line, aligned, centred vertically as a `UILabel` draws it, squeezed
    /// to its measured width (times its shrink scale) so any viewer's font fills the same space. A
    /// frame with no width or height (a slot `w - h - 24` wide in a narrow control) shows nothing,
    /// as a `UILabel` of that size does, rather than a negative `textLength`.
    static func text(_ text: TextDescription, in frame: LayoutRect, scale: Double, color: String) -> String {
        guard !text.text.isEmpty, frame.width > 0, frame.height > 0 else { return "" }
        let natural = TextEstimate.measure(text)
        let size = text.font.pointSize * scale
        let width = min(natural.width * scale, frame.width)
        let x: Double
        let anchor: String
        switch text.alignment {
        case .natural, .left: (x, anchor) = (frame.x, "start")
        case .center: (x, anchor) = (frame.x + frame.width / 2, "middle")
        case .right: (x, anchor) = (frame.x + frame.width, "end")
        }
        // The baseline of a line box centred in the frame (ascent 0.8 of the font size).
        let baseline = frame.y + frame.height / 2 + size * 0.3
        let family = text.font.name.map { "'\(XMLText.escaped($0))', " } ?? ""
        return "<text x=\"\(svgNumber(x))\" y=\"\(svgNumber(baseline))\" text-anchor=\"\(anchor)\" "
            + "font-family=\"\(family)-apple-system, system-ui, sans-serif\" font-size=\"\(svgNumber(size))\" "
            + "font-weight=\"\(TextEstimate.cssWeight(text.font.weight))\" fill=\"\(XMLText.escaped(color))\" "
            + "textLength=\"\(svgNumber(width))\" lengthAdjust=\"spacingAndGlyphs\">\(XMLText.escaped(text.text))</text>"
    }

    /// The spec's `backdrop:` (white without one) behind a control `width` × `height` points large:
    /// what the control is used on, which does not move with it.
    private func backdrop(width: Double, height: Double) -> String {
        let color = control.backdrop.map { CSSPalette.css($0.value, in: control) } ?? "#FFFFFF"
        return "<rect class=\"backdrop\" width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\" "
            + "fill=\"\(XMLText.escaped(color))\"/>"
    }

    /// A `CALayer` border: drawn inside the bounds, above the content.
    private func border(_ border: BorderDescription?, size: LayoutSize) -> String {
        guard let border, border.width > 0 else { return "" }
        let half = border.width / 2
        return "<rect x=\"\(svgNumber(half))\" y=\"\(svgNumber(half))\" "
            + "width=\"\(svgNumber(max(0, size.width - border.width)))\" "
            + "height=\"\(svgNumber(max(0, size.height - border.width)))\" "
            + "rx=\"\(svgNumber(max(0, border.cornerRadius - half)))\" fill=\"none\" "
            + "stroke=\"\(XMLText.escaped(css(border.color)))\" stroke-width=\"\(svgNumber(border.width))\"/>"
    }

    private func css(_ color: ColorDescription) -> String {
        CSSPalette.css(ColorValue(color), in: control)
    }

    /// `content` in a group posed as the player poses a view: about the centre of `frame`,
    /// translation in points.
    static func posedGroup(_ content: String, pose: Pose, in frame: LayoutRect) -> String {
        let centreX = frame.x + frame.width / 2
        let centreY = frame.y + frame.height / 2
        var text = content
        if pose.strokeStart != 0 || pose.strokeEnd != 1 {
            let start = min(max(pose.strokeStart, 0), 1)
            let end = min(max(pose.strokeEnd, 0), 1)
            text = text.replacingAll(
                "class=\"stroke\"", with: "class=\"stroke\" " + SVGImage.strokeRange(start: start, end: end))
        }
        return "<g transform=\"translate(\(svgNumber(centreX + pose.translationX)) "
            + "\(svgNumber(centreY + pose.translationY))) rotate(\(svgNumber(pose.rotation))) "
            + "scale(\(svgNumber(pose.scaleX)) \(svgNumber(pose.scaleY))) "
            + "translate(\(svgNumber(-centreX)) \(svgNumber(-centreY)))\" "
            + "opacity=\"\(svgNumber(min(max(pose.opacity, 0), 1)))\">\(text)</g>"
    }

    private func document(width: Double, height: Double, title: String, body: () -> String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\" "
            + "viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\" font-family=\"-apple-system,system-ui,sans-serif\">"
            + "<title>\(XMLText.escaped(title))</title><style>svg{\(CSSPalette.variables(dark: false))}</style>"
            + "<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>" + body() + "</svg>\n"
    }

    private func label(_ text: String, x: Double, y: Double, size: Double = 11) -> String {
        "<text x=\"\(svgNumber(x))\" y=\"\(svgNumber(y))\" font-size=\"\(svgNumber(size))\" text-anchor=\"middle\" fill=\"#3C3C43\">"
            + "\(XMLText.escaped(text))</text>"
    }

    private func format3(_ value: Double) -> String { Self.format3(value) }

    private static func format3(_ value: Double) -> String { StillDrawingFormat.threeDecimals(value) }
}

/// How pictures write numbers for people.
enum StillDrawingFormat {
    /// `value` with three decimals (a minus sign for negative values).
    static func threeDecimals(_ value: Double) -> String {
        let thousandths = Int((abs(value) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        let sign = value < 0 && thousandths > 0 ? "-" : ""
        return sign + "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement`.
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        components(separatedBy: target).joined(separator: replacement)
    }
}
