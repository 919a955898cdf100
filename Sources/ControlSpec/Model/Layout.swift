/// The control's `layout:`: intrinsic size, border, background, padding and the slots images and
/// texts are placed in. One per control, the same in every state.
public struct Layout: Hashable, Sendable {
    /// `border: { width, color, cornerRadius }`; widths in points.
    public struct Border: Hashable, Sendable {
        public var width: Double
        public var color: Located<ColorValue>
        public var cornerRadius: Double

        public init(width: Double, color: Located<ColorValue>, cornerRadius: Double = 0) {
            self.width = width
            self.color = color
            self.cornerRadius = cornerRadius
        }
    }

    /// `size: [width, height]` in points: the intrinsic content size.
    public var size: Located<Point>?
    public var border: Border?
    public var background: Located<ColorValue>?
    /// `padding: [top, left, bottom, right]` in points.
    public var padding: [Double]
    /// `row: { spacing }`: slots left to right; nil: each slot at its frame.
    public var rowSpacing: Double?
    public var slots: [Slot]
    public var location: SourceLocation

    public init(
        size: Located<Point>? = nil, border: Border? = nil, background: Located<ColorValue>? = nil,
        padding: [Double] = [0, 0, 0, 0], rowSpacing: Double? = nil, slots: [Slot] = [],
        location: SourceLocation
    ) {
        self.size = size
        self.border = border
        self.background = background
        self.padding = padding
        self.rowSpacing = rowSpacing
        self.slots = slots
        self.location = location
    }
}

/// A named place in the layout an image or text goes to.
public struct Slot: Hashable, Sendable {
    public var name: Located<String>
    /// `frame: [x, y, width, height]` (overlay layouts): lengths in the content rectangle.
    public var frame: Located<[LengthValue]>?
    /// `size: [width, height]` in points (row layouts).
    public var size: Located<Point>?
    public var location: SourceLocation

    public init(
        name: Located<String>, frame: Located<[LengthValue]>? = nil, size: Located<Point>? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.frame = frame
        self.size = size
        self.location = location
    }
}
