@_spi(Compiler) import ControlSpecRuntime

/// The page's form of a keyframe track and of an animation's repetition, from the runtime's own
/// values: `{values, keyTimes, curves}` with each curve as its control points, and `{count,
/// autoreverses}`.
enum KeyframeScript {
    static func keyframes(_ keyframes: TrackDescription.Keyframes) -> String {
        JavaScriptLiteral.object([
            ("values", JavaScriptLiteral.array(keyframes.values.map(JavaScriptLiteral.number))),
            ("keyTimes", JavaScriptLiteral.array(keyframes.keyTimes.map(JavaScriptLiteral.number))),
            (
                "curves",
                JavaScriptLiteral.array(
                    keyframes.curves.map(\.controlPoints).map { points in
                        JavaScriptLiteral.array(
                            [points.x1, points.y1, points.x2, points.y2].map(JavaScriptLiteral.number))
                    })
            ),
        ])
    }

    static func repetition(_ repetition: AnimationDescription.Repetition) -> String {
        JavaScriptLiteral.object([
            ("count", "\(repetition.count)"), ("autoreverses", repetition.autoreverses ? "true" : "false"),
        ])
    }
}
