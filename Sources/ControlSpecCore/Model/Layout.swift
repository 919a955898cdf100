/// The control's `layout:`: intrinsic size, border, background, padding and the slots images and
/// texts are placed in. One per control, the same in every state.
package struct Layout: Hashable, Sendable {
    /// `border: { width, color, cornerRadius }`; widths in points.
    public struct Border: Hashable, Sendable {
        /// The line's width in points.
        public var width: Double
        /// The line's color.
        public var color: Located<ColorValue>
        /// The corner radius in points.
        public var cornerRadius: Double

        /// A border as decoded.
        public init(width: Double, color: Located<ColorValue>, cornerRadius: Double = 0) {
            self.width = width
            self.color = color
            self.cornerRadius = cornerRadius
        }
    }

    /// `size: [width, height]` in points: the intrinsic content size.
    public var size: Located<Point>?
    /// A line around the bounds (`border:`), if any.
    public var border: Border?
    /// The color behind everything (`background:`), if any.
    public var background: Located<ColorValue>?
    /// `padding: [top, left, bottom, right]` in points.
    public var padding: [Double]
    /// `row: { spacing }`: slots left to right; nil: each slot at its frame.
    public var rowSpacing: Double?
    /// The slots (`slots:`), in arrangement order.
    public var slots: [Slot]
    /// Where `layout:` starts.
    public var location: SourceLocation

    /// A layout as decoded.
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
package struct Slot: Hashable, Sendable {
    /// The name images and texts refer to the slot by.
    public var name: Located<String>
    /// `frame: [x, y, width, height]` (overlay layouts): lengths in the content rectangle.
    public var frame: Located<[LengthValue]>?
    /// `size: [width, height]` in points (row layouts).
    public var size: Located<Point>?
    /// `repeat:`: how many copies of the slot there are; nil for one.
    public var copies: Located<SlotCopies>?
    /// `step: [x, y]`: how far each copy is from the one before, two lengths; nil with `copies`
    /// stacks the copies.
    public var step: Located<[LengthValue]>?
    /// Where the slot's entry starts.
    public var location: SourceLocation

    /// A slot as decoded.
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

/// How many copies a repeated slot (`repeat:`) shows.
package enum SlotCopies: Hashable, Sendable {
    /// Always this many (`repeat: 5`).
    case fixed(Int)
    /// As many as the `int` property `name` holds, at most `most` (its range's upper bound): the
    /// copies past the count are hidden.
    case property(Located<String>, most: Int)

    /// The name of copy `index` of the slot or image `name`: `star_0`. No declared name contains
    /// `_`, so a copy's name never clashes.
    package static func copyName(_ name: String, _ index: Int) -> String { "\(name)_\(index)" }

    /// The name as written of a copy's name (`star` for `star_2`), the name itself otherwise.
    package static func writtenName(_ name: String) -> String {
        name.firstIndex(of: "_").map { String(name[..<$0]) } ?? name
    }

    /// The most copies shown: the number of copies every renderer makes.
    package var most: Int {
        switch self {
        case .fixed(let count): count
        case .property(_, let most): most
        }
    }
}
