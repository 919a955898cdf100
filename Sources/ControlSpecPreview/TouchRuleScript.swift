import ControlSpecCore
import ControlSpecTouch

/// The page's touch rule: `class TouchTracker` (Resources/touch-tracker.js) and its figures,
/// written from the Swift values of `TouchTracker` so the page and the UIKit double cannot drift.
/// `TouchTracker.buttonFollowUps` is what a `UIButton` sends by itself after a touch event, from
/// `ControlEvent.buttonFollowUp`.
enum TouchRuleScript {
    /// The class and its figures.
    static var text: String {
        PreviewResources.touchTrackerScript
            + "TouchTracker.trackingSlop = \(JavaScriptLiteral.number(TouchTracker.trackingSlop));\n"
            + "TouchTracker.repeatInterval = \(JavaScriptLiteral.number(TouchTracker.repeatInterval));\n"
            + "TouchTracker.buttonFollowUps = \(buttonFollowUps);\n"
    }

    /// `{touchUpInside: "primaryActionTriggered"}`: each event a button follows with another.
    private static var buttonFollowUps: String {
        JavaScriptLiteral.object(
            ControlEvent.allCases.compactMap { event in
                event.buttonFollowUp.map { (event.rawValue, JavaScriptLiteral.string($0.rawValue)) }
            })
    }
}
