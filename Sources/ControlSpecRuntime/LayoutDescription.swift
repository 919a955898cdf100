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
    /// A line around the bounds, if any.
    public var border: BorderDescription?
    /// The color behind everything, if any.
    public var background: ColorDescription?
    /// The content rectangle's distance from the bounds.
    public var padding: LayoutInsets
    /// Whether slots overlap or stand in a row.
    public var arrangement: Arrangement
    /// The slots, in arrangement order.
    public var slots: [SlotDescription]

    /// A layout; the default fills the bounds with every image.
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
        /// The left edge.
        public var x: Length
        /// The top edge.
        public var y: Length
        /// The width.
        public var width: Length
        /// The height.
        public var height: Length

        /// The frame at `x`, `y` of `width` by `height`.
        public init(x: Length, y: Length, width: Length, height: Length) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// The rectangle in points the frame stands for in `content`: its lengths measured in the
        /// content rectangle's size, from that rectangle's top-left corner.
        func rect(in content: LayoutRect) -> LayoutRect {
            let size = content.size
            return LayoutRect(
                x: content.x + x.value(in: size), y: content.y + y.value(in: size),
                width: width.value(in: size), height: height.value(in: size))
        }
    }

    /// The name images and texts are placed in the slot by.
    public var name: String
    /// Overlay only; nil fills the content rectangle.
    public var frame: Frame?
    /// Row only: a fixed size, centred vertically. Without it the slot takes its text's width and
    /// the content rectangle's height.
    public var size: LayoutSize?

    /// The slot `name`, with a frame (overlay) or a size (row).
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
    /// The line's color.
    public var color: ColorDescription
    /// Points.
    public var cornerRadius: Double

    /// A border of `width` points in `color`, with rounded corners of `cornerRadius` points.
    public init(width: Double, color: ColorDescription, cornerRadius: Double = 0) {
        self.width = width
        self.color = color
        self.cornerRadius = cornerRadius
    }
}
