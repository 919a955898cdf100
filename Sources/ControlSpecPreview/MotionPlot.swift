@_spi(Compiler) import ControlSpecRuntime

/// `render`'s motion plot of one animated transition: every moving value (a `Timeline.Motion`)
/// drawn over time in its own panel, sampled from the runtime's `Timeline`, and marked with what
/// decides how it feels: a delay (shaded, from 0 to where the motion starts), a curve's two control
/// points (with their handles, at their fractions of the duration and of the way from `from` to
/// `to`), a spring's turning points (its peak and undershoots, found in closed form by
/// `Timeline.Motion.turningTimes`, each labelled with its time and value) and where it settles (the
/// end of its duration). The preview page draws the same panels from the same numbers
/// (`plotData`), live, with a scrubber.
enum MotionPlot {
    /// The plot's width in points, and a panel's height.
    static let width = 520.0
    static let panelHeight = 170.0
    /// The plot area's margins inside a panel: left (value labels), right, top (title), bottom.
    static let margins = (left: 56.0, right: 16.0, top: 30.0, bottom: 26.0)
    /// Samples per curve.
    static let samples = 240

    /// The plot of `timeline` as a standalone SVG document titled `title`.
    static func svg(_ timeline: Timeline, title: String) -> String {
        let motions = shown(timeline)
        let height = 28 + panelHeight * Double(max(motions.count, 1))
        var body = "<text x=\"\(svgNumber(width / 2))\" y=\"18\" font-size=\"12\" text-anchor=\"middle\" "
        body += "fill=\"#3C3C43\">\(XMLText.escaped(title))</text>"
        for (index, motion) in motions.enumerated() {
            body += panel(motion, in: timeline, top: 28 + panelHeight * Double(index))
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(width))\" "
            + "height=\"\(svgNumber(height))\" viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\" "
            + "font-family=\"-apple-system,system-ui,sans-serif\"><title>\(XMLText.escaped(title))</title>"
            + "<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>" + body + "</svg>\n"
    }

    /// The value range a panel shows: the samples, `from`, `to` and the turning values, widened by a
    /// tenth on each side (a still value gets ±0.5).
    static func range(of motion: Timeline.Motion, in timeline: Timeline) -> (low: Double, high: Double) {
        let values =
            sampleTimes(timeline).map(motion.value(at:)) + [motion.from, motion.to]
            + motion.turningTimes.map(motion.value(at:))
        let low = values.min() ?? 0
        let high = values.max() ?? 1
        guard high - low > 1e-9 else { return (low - 0.5, high + 0.5) }
        let pad = (high - low) / 10
        return (low - pad, high + pad)
    }

    /// The instants sampled, from 0 to the timeline's end: evenly spaced, and where each motion
    /// starts and ends its first play (a sequenced track's corner is drawn where it is).
    static func sampleTimes(_ timeline: Timeline) -> [Double] {
        let even = (0...samples).map { timeline.duration * Double($0) / Double(samples) }
        let corners = timeline.motions.flatMap { [$0.delay, $0.delay + $0.duration] }.filter {
            $0 > 0 && $0 < timeline.duration
        }
        return Array(Set(even + corners)).sorted()
    }

    /// The motions that get a panel: a `scaleY` that moves exactly as its target's `scaleX` is
    /// drawn once, as `scale`.
    static func shown(_ timeline: Timeline) -> [Timeline.Motion] {
        timeline.motions.filter { motion in
            motion.property != .scaleY || twin(of: motion, property: .scaleX, in: timeline) == nil
        }
    }

    /// The motion of the same target moving `property` exactly as `motion` moves its own.
    private static func twin(
        of motion: Timeline.Motion, property: TrackDescription.Property, in timeline: Timeline
    ) -> Timeline.Motion? {
        timeline.motions.first { other in
            var same = other
            same.property = motion.property
            return other.target == motion.target && other.property == property && same == motion
        }
    }

    /// The name of a motion: its target and property (`scale` for a `scaleX` whose `scaleY` moves
    /// alike).
    static func name(of motion: Timeline.Motion, in timeline: Timeline) -> String {
        let target: String
        switch motion.target {
        case .control: target = "control"
        case .incoming: target = "incoming"
        case .outgoing: target = "outgoing"
        case .image(let name): target = name
        }
        let both = motion.property == .scaleX && twin(of: motion, property: .scaleY, in: timeline) != nil
        return target + " " + (both ? "scale" : motion.property.rawValue)
    }

    private static func panel(_ motion: Timeline.Motion, in timeline: Timeline, top: Double) -> String {
        let left = margins.left
        let right = width - margins.right
        let plotTop = top + margins.top
        let plotBottom = top + panelHeight - margins.bottom
        let (low, high) = range(of: motion, in: timeline)
        let end = max(timeline.duration, 1e-9)
        func x(_ time: Double) -> Double { left + (right - left) * time / end }
        func y(_ value: Double) -> Double {
            plotBottom - (plotBottom - plotTop) * (value - low) / (high - low)
        }
        func point(_ time: Double, _ value: Double) -> String {
            "\(svgNumber(x(time))),\(svgNumber(y(value)))"
        }
        func text(
            _ content: String, _ atX: Double, _ atY: Double, anchor: String = "start",
            color: String = "#3C3C43"
        )
            -> String
        {
            "<text x=\"\(svgNumber(atX))\" y=\"\(svgNumber(atY))\" font-size=\"10\" text-anchor=\"\(anchor)\" "
                + "fill=\"\(color)\">\(XMLText.escaped(content))</text>"
        }
        let timing: String
        switch motion.timing {
        case .curve(let curve):
            let points = curve.controlPoints
            timing =
                "curve (\(format(points.x1)), \(format(points.y1))) (\(format(points.x2)), \(format(points.y2))), "
                + "\(format(motion.duration)) s"
        case .spring(let spring):
            timing =
                "spring, damping ratio \(format(spring.dampingRatio)), settles at \(format(motion.delay + motion.duration)) s"
        }
        var body =
            "<g class=\"track\" data-target=\"\(XMLText.escaped(name(of: motion, in: timeline)))\" "
            + "data-range=\"\(svgNumber(low)) \(svgNumber(high))\" data-duration=\"\(svgNumber(timeline.duration))\" "
            + "data-box=\"\(svgNumber(left)) \(svgNumber(plotTop)) \(svgNumber(right)) \(svgNumber(plotBottom))\">"
        body += text(
            name(of: motion, in: timeline) + ": " + format(motion.from) + " → " + format(motion.to) + ", "
                + timing, 8,
            top + 18)
        body +=
            "<rect x=\"\(svgNumber(left))\" y=\"\(svgNumber(plotTop))\" width=\"\(svgNumber(right - left))\" "
            + "height=\"\(svgNumber(plotBottom - plotTop))\" fill=\"#F9F9FB\" stroke=\"#C6C6C8\" stroke-width=\"0.5\"/>"
        if motion.delay > 0 {
            body +=
                "<rect class=\"delay\" data-time=\"\(svgNumber(motion.delay))\" x=\"\(svgNumber(left))\" "
                + "y=\"\(svgNumber(plotTop))\" width=\"\(svgNumber(x(motion.delay) - left))\" "
                + "height=\"\(svgNumber(plotBottom - plotTop))\" fill=\"#8E8E93\" fill-opacity=\"0.15\"/>"
            body += text("delay " + format(motion.delay) + " s", left + 4, plotTop + 12)
        }
        // The resting value, dashed.
        body +=
            "<line class=\"rest\" x1=\"\(svgNumber(left))\" x2=\"\(svgNumber(right))\" y1=\"\(svgNumber(y(motion.to)))\" "
            + "y2=\"\(svgNumber(y(motion.to)))\" stroke=\"#8E8E93\" stroke-dasharray=\"3 3\" stroke-width=\"0.75\"/>"
        // The values at the top and bottom edges, and the resting value where it has room.
        body += text(format(high), left - 4, plotTop + 8, anchor: "end")
        body += text(format(low), left - 4, plotBottom, anchor: "end")
        if y(motion.to) - plotTop > 14, plotBottom - y(motion.to) > 14 {
            body += text(format(motion.to), left - 4, y(motion.to) + 3, anchor: "end", color: "#8E8E93")
        }
        body += text("0 s", left, plotBottom + 14, anchor: "middle")
        body += text(format(timeline.duration) + " s", right, plotBottom + 14, anchor: "end")
        switch motion.timing {
        case .curve(let curve):
            let points = curve.controlPoints
            let start = (time: motion.delay, value: motion.from)
            let finish = (time: motion.delay + motion.duration, value: motion.to)
            let first = (
                time: motion.delay + points.x1 * motion.duration,
                value: motion.from + points.y1 * (motion.to - motion.from)
            )
            let second = (
                time: motion.delay + points.x2 * motion.duration,
                value: motion.from + points.y2 * (motion.to - motion.from)
            )
            for (anchor, handle) in [(start, first), (finish, second)] {
                body +=
                    "<line x1=\"\(svgNumber(x(anchor.time)))\" y1=\"\(svgNumber(y(anchor.value)))\" "
                    + "x2=\"\(svgNumber(x(handle.time)))\" y2=\"\(svgNumber(y(handle.value)))\" stroke=\"#AF52DE\" "
                    + "stroke-width=\"0.75\"/>"
                body +=
                    "<rect class=\"control-point\" data-time=\"\(svgNumber(handle.time))\" "
                    + "data-value=\"\(svgNumber(handle.value))\" x=\"\(svgNumber(x(handle.time) - 3))\" "
                    + "y=\"\(svgNumber(y(handle.value) - 3))\" width=\"6\" height=\"6\" fill=\"#AF52DE\"/>"
            }
        case .spring:
            let settle = motion.delay + motion.duration
            body +=
                "<line class=\"settle\" data-time=\"\(svgNumber(settle))\" x1=\"\(svgNumber(x(settle)))\" "
                + "x2=\"\(svgNumber(x(settle)))\" y1=\"\(svgNumber(plotTop))\" y2=\"\(svgNumber(plotBottom))\" "
                + "stroke=\"#34C759\" stroke-dasharray=\"4 3\"/>"
            body += text(
                "settles " + format(settle) + " s", x(settle) - 4, plotTop + 12, anchor: "end",
                color: "#248A3D")
        }
        let line = sampleTimes(timeline).map { point($0, motion.value(at: $0)) }.joined(separator: " ")
        body +=
            "<polyline class=\"value\" points=\"\(line)\" fill=\"none\" stroke=\"#007AFF\" stroke-width=\"1.5\"/>"
        for (number, time) in motion.turningTimes.enumerated() {
            let value = motion.value(at: time)
            body +=
                "<circle class=\"turn\" data-time=\"\(svgNumber(time))\" data-value=\"\(svgNumber(value))\" "
                + "cx=\"\(svgNumber(x(time)))\" cy=\"\(svgNumber(y(value)))\" r=\"3\" fill=\"#FF3B30\"/>"
            // The first two turns labelled (a spring's peak and first undershoot); the rest marked.
            guard number < 2 else { continue }
            let label = (number == 0 ? "peak " : "") + format(value) + " at " + format(time) + " s"
            let above = value >= motion.to
            body += text(label, x(time) + 5, y(value) + (above ? -5 : 12), color: "#D70015")
        }
        return body + "</g>"
    }

    /// `value` with three decimals.
    private static func format(_ value: Double) -> String { StillDrawingFormat.threeDecimals(value) }
}
