/// The views a control shows while one look replaces another, bottom to top: the one rule the UIKit
/// player, the preview page (preview.js, `lookStack`) and `render` follow.
///
/// Every image and text of either look is one layer, named as the spec names it. A name both
/// looks show alike *stays*: it keeps its view (the same `UIView`, never made again) and only its
/// own tracks (`target: <name>`) move it, since it neither arrives nor leaves. A name only the new
/// look shows (or shows differently: another image source, another text) *arrives*, and the
/// `incoming` tracks move it; a name only the old look shows (or its old version) *leaves*, the
/// `outgoing` tracks move it, and it goes when they end — at once when nothing moves it. Layers
/// stack in the control's declared order (`ControlMachine.stackingOrder`: its images, then its
/// texts, as the spec lists them), whatever state the move comes from, so seed 000's `yes` heart
/// stays above its `no` heart in both directions of a cross-fade; a leaving version sits just below
/// the arriving one of the same name. Names the order lacks go on top: the leaving ones, then the
/// new look's, each in look order (so without an order arriving views cover leaving ones).
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
        let oldImages = old?.images ?? []
        let oldTexts = old?.texts ?? []
        var layers: [(layer: Layer, rank: Int)] = []
        // Texts above images; within each, the declared position, or past the declared names the
        // leaving ones then the new look's; a leaving version just below an arriving one.
        func add(_ name: String, isText: Bool, role: Role, unknownPosition: Int) {
            let position = order.firstIndex(of: name) ?? (order.count + unknownPosition)
            let rank = (isText ? 1 : 0) * 1_000_000 + position * 2 + (role == .leaving ? 0 : 1)
            layers.append((Layer(name: name, isText: isText, role: role), rank))
        }
        for (index, image) in oldImages.enumerated() where !new.images.contains(image) {
            add(image.name, isText: false, role: .leaving, unknownPosition: index)
        }
        for (index, image) in new.images.enumerated() {
            let role: Role = oldImages.contains(image) ? .staying : .arriving
            add(image.name, isText: false, role: role, unknownPosition: oldImages.count + index)
        }
        for (index, text) in oldTexts.enumerated() where !new.texts.contains(text) {
            add(text.name, isText: true, role: .leaving, unknownPosition: index)
        }
        for (index, text) in new.texts.enumerated() {
            let role: Role = oldTexts.contains(text) ? .staying : .arriving
            add(text.name, isText: true, role: role, unknownPosition: oldTexts.count + index)
        }
        // A stable sort: equal ranks (unknown names) keep look order.
        self.layers = layers.enumerated().sorted {
            ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset)
        }
        .map(\.element.layer)
    }
}
