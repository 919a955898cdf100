/// How a control arranges what its states show: its intrinsic size, border, background, content
/// insets and the slots images and texts are placed in. The same for every state of a control.
///
/// An image or text without a slot fills the content rectangle (the bounds less `padding`).
public struct LayoutDescription: Hashable, Sendable {
    /// How the slots are arranged.
    public enum Arrangement: Hashable, Sendable {
        /// Each slot at its own frame (or filling the content rectangle without one).
        case overlay
        /// Slots left to right with `spacing` points between them, the row centred in the content
        /// rectangle; a text slot takes its text's width and shrinks when the row is too wide.
        case row(spacing: Double)
    }

    /// The intrinsic content size; nil: computed from the content (see `intrinsicSize`).
    public var size: LayoutSize?
    public var border: BorderDescription?
    public var background: ColorDescription?
    /// The content rectangle's distance from the bounds.
    public var padding: LayoutInsets
    public var arrangement: Arrangement
    /// The slots, in arrangement order.
    public var slots: [SlotDescription]

    public init(
        size: LayoutSize? = nil, border: BorderDescription? = nil, background: ColorDescription? = nil,
        padding: LayoutInsets = .zero, arrangement: Arrangement = .overlay, slots: [SlotDescription] = []
    ) {
        self.size = size
        self.border = border
        self.background = background
        self.padding = padding
        self.arrangement = arrangement
        self.slots = slots
    }

    /// Every image fills the bounds: the layout of a spec without `layout:`.
    public static let fill = LayoutDescription()
}

/// A named place for an image or a text.
public struct SlotDescription: Hashable, Sendable {
    /// A frame in the content rectangle: `w` and `h` in its lengths are that rectangle's size.
    public struct Frame: Hashable, Sendable {
        public var x: Length
        public var y: Length
        public var width: Length
        public var height: Length

        public init(x: Length, y: Length, width: Length, height: Length) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    public var name: String
    /// Overlay only; nil fills the content rectangle.
    public var frame: Frame?
    /// Row only: a fixed size, centred vertically. Without it the slot takes its text's width and
    /// the content rectangle's height.
    public var size: LayoutSize?

    public init(name: String, frame: Frame? = nil, size: LayoutSize? = nil) {
        self.name = name
        self.frame = frame
        self.size = size
    }
}

/// A line around the control's bounds (`CALayer` `borderWidth`, `borderColor`, `cornerRadius`).
public struct BorderDescription: Hashable, Sendable {
    /// Points.
    public var width: Double
    public var color: ColorDescription
    /// Points.
    public var cornerRadius: Double

    public init(width: Double, color: ColorDescription, cornerRadius: Double = 0) {
        self.width = width
        self.color = color
        self.cornerRadius = cornerRadius
    }
}
