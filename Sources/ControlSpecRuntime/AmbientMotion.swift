/// A state's ambient animation (`StateLook.ambient`) as it runs: the platform-neutral decisions
/// the UIKit player and the preview page both follow.
///
/// - It starts when its state's look is shown, from the poses its targets have there, and follows
///   the ``Timeline`` of that one animation (repeated as the animation says; `repeat: forever`
///   for as long as it runs).
/// - A step whose new look plays an animation of the same name continues it: it keeps its start
///   (``start(of:continuing:at:)``), so its motion goes on without a restart.
/// - A step to a look that does not play it stops it where it is: its presentation at that
///   instant (``pose(of:at:)``) becomes its targets' value, which the leaving transition's tracks
///   without `from` move on from, so nothing jumps.
/// - While a transition's track moves one of the same values, the transition's motion shows
///   (as a later Core Animation animation of a key path covers an earlier one); elsewhere the
///   ambient motion shows over the target's value (``shown(over:of:at:except:)``).
@_spi(Compiler) public struct AmbientMotion: Hashable, Sendable {
    /// The animation's name: a look that plays it too continues it.
    public let name: String
    /// When it started, in seconds on the player's clock.
    public let start: Double
    /// Its targets' motion, in seconds since `start`.
    public let timeline: Timeline

    /// `animation` running since `start` (seconds on the player's clock) on targets that were at
    /// `poses` when it started (at rest where not given).
    public init(
        _ animation: AnimationDescription, startingFrom poses: [TrackDescription.Target: Pose] = [:],
        start: Double
    ) {
        name = animation.name
        self.start = start
        timeline = Timeline(animations: [animation], startingFrom: poses)
    }

    /// When an ambient animation named `name` that a step at `time` starts began: the start of the
    /// running one of that name, which it continues, else `time`.
    public static func start(of name: String, continuing running: [AmbientMotion], at time: Double) -> Double
    {
        running.first { $0.name == name }?.start ?? time
    }

    /// The values of `target` this animation moves.
    public func moves(_ target: TrackDescription.Target) -> Set<TrackDescription.Property> {
        Set(timeline.motions.filter { $0.target == target }.map(\.property))
    }

    /// Where it has `target` at `time` (seconds on the player's clock): also where it leaves the
    /// target when it stops then.
    public func pose(of target: TrackDescription.Target, at time: Double) -> Pose {
        timeline.pose(of: target, at: time - start)
    }

    /// What `target` shows at `time` when it would otherwise show `base`: the values this
    /// animation moves are its own, except those in `covered` (moved by a running transition).
    public func shown(
        over base: Timeline.Presentation, of target: TrackDescription.Target, at time: Double,
        except covered: Set<TrackDescription.Property> = []
    ) -> Timeline.Presentation {
        let own = timeline.presentation(of: target, at: time - start)
        var shown = base
        for property in moves(target).subtracting(covered) {
            shown.pose[property] = own.pose[property]
            shown.velocity[property] = own.velocity[property]
        }
        return shown
    }
}
