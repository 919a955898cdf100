/// The views a control shows while one look replaces another, bottom to top: the one rule the UIKit
/// player, the preview page (preview.js, `lookStack`) and `render` follow.
///
/// Every image and text of either look is one layer, named as the spec names it. A name both
/// looks show alike *stays*: it keeps its view (the same `UIView`, never made again) and only its
/// own tracks (`target: <name>`) move it, since it neither arrives nor leaves. A name only the new
/// look shows (or shows differently: another image source, another text) *arrives*, and the
/// `incoming` tracks move it; a name only the old look shows (or its old version) *leaves*, the
/// `outgoing` tracks move it, and it goes when they end — at once when nothing moves it. Texts stack
/// above images. The new look's layers stack as its state lists them (bottom to top); a leaving
/// layer goes just below the arriving version of its name, else where the control's declared order
/// (`ControlMachine.stackingOrder`: its images, then its texts, as the spec lists them) puts it —
/// below the first layer declared after it, else on top — so seed 000's `yes` heart stays above its
/// `no` heart in both directions of a cross-fade. A leaving layer the order lacks goes to the
/// bottom (without an order, arriving views cover leaving ones).
public struct LookStack: Hashable, Sendable {
    /// What a layer does during the move.
    public enum Role: Hashable, Sendable {
        /// Shown by the new look only, or shown differently: `incoming` tracks move it.
        case arriving
        /// Shown alike by both looks: the same view stays; only its own tracks move it.
        case staying
        /// Shown by the old look only, or its old version: `outgoing` tracks move it, and it goes
        /// when they end.
        case leaving
    }

    /// One image or text view of the move.
    public struct Layer: Hashable, Sendable {
        /// The image's or text's name in the spec.
        public var name: String
        /// Whether it is a text (drawn above every image).
        public var isText: Bool
        /// What it does during the move.
        public var role: Role

        /// The group target whose tracks move the layer besides its own (`target: <name>`):
        /// `incoming` for an arriving layer, `outgoing` for a leaving one, none for one that stays.
        public var group: TrackDescription.Target? {
            switch role {
            case .arriving: .incoming
            case .leaving: .outgoing
            case .staying: nil
            }
        }

        /// Whether a track of `animations` moves the layer: its own, or its group's.
        public func isMoved(by animations: [AnimationDescription]) -> Bool {
            animations.contains { animation in
                animation.tracks.contains {
                    $0.target == .image(name) || (group != nil && $0.target == group)
                }
            }
        }
    }

    /// The layers, bottom to top.
    public var layers: [Layer]

    /// The layers of a move from `old` (nil: nothing shown yet) to `new`, stacked by `order` (the
    /// control's image names, then its text names, as declared).
    public init(from old: StateLook?, to new: StateLook, order: [String]) {
        let images = Self.layers(
            old: old?.images ?? [], new: new.images, name: \.name, isText: false, order: order)
        let texts = Self.layers(
            old: old?.texts ?? [], new: new.texts, name: \.name, isText: true, order: order)
        layers = images + texts
    }

    /// One kind's layers: the new look's in its order (a state's list is bottom to top), each
    /// leaving one just below its arriving namesake, else below the first layer declared after it,
    /// else on top; one the order lacks goes to the bottom.
    private static func layers<Item: Equatable>(
        old: [Item], new: [Item], name: (Item) -> String, isText: Bool, order: [String]
    ) -> [Layer] {
        var result = new.map {
            Layer(name: name($0), isText: isText, role: old.contains($0) ? .staying : .arriving)
        }
        for item in old where !new.contains(item) {
            let leaving = Layer(name: name(item), isText: isText, role: .leaving)
            let declared = order.firstIndex(of: leaving.name)
            let namesake = result.firstIndex { $0.name == leaving.name && $0.role == .arriving }
            let above = declared.flatMap { declared in
                result.firstIndex { (order.firstIndex(of: $0.name) ?? Int.max) > declared }
            }
            result.insert(leaving, at: namesake ?? (declared == nil ? 0 : above ?? result.count))
        }
        return result
    }
}
