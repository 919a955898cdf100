/// Where every image and text of a look goes in a control of a given size: the platform-neutral
/// layout the UIKit player (and any other renderer) applies as it is.
@_spi(Compiler) public struct ResolvedLayout: Hashable, Sendable {
    /// One placed image or text.
    public struct Item: Hashable, Sendable {
        /// An image or a text.
        public enum Content: Hashable, Sendable {
            case image(ImageDescription)
            case text(TextDescription)
        }

        /// What is placed.
        public var content: Content
        /// The view's frame in the control's bounds, in points.
        public var frame: LayoutRect
        /// For a text that shrinks to fit: the fraction of its font size it is drawn at (1 for
        /// images and texts that fit).
        public var fontScale: Double

        /// `content` placed at `frame`, its text drawn at `fontScale` of its font size.
        public init(content: Content, frame: LayoutRect, fontScale: Double = 1) {
            self.content = content
            self.frame = frame
            self.fontScale = fontScale
        }
    }

    /// The control's bounds the layout was resolved for.
    public var bounds: LayoutRect
    /// The line around the bounds, if any.
    public var border: BorderDescription?
    /// The color behind everything, if any.
    public var background: ColorDescription?
    /// Images bottom to top, then texts.
    public var items: [Item]

    /// The frame of the image or text named `name`.
    public func frame(of name: String) -> LayoutRect? {
        items.first { $0.name == name }?.frame
    }
}

extension ResolvedLayout.Item {
    /// The image's or text's name in the spec.
    @_spi(Compiler) public var name: String {
        switch content {
        case .image(let image): image.name
        case .text(let text): text.name
        }
    }
}

/// The natural one-line size of a text at its full font size; the UIKit player measures with
/// `UILabel.sizeThatFits`, tests and previews with their own metrics.
@_spi(Compiler) public typealias TextMeasure = (TextDescription) -> LayoutSize

extension StateLook {
    /// The frames of the look's images and texts in a control of `size`.
    @_spi(Compiler) public func layout(in size: LayoutSize, measure: TextMeasure) -> ResolvedLayout {
        let bounds = LayoutRect(size: size)
        let content = bounds.inset(by: layout.padding)
        var frames: [String: LayoutRect] = [:]
        switch layout.arrangement {
        case .overlay:
            for slot in layout.slots {
                frames[slot.name] = slot.frame?.rect(in: content) ?? content
            }
        case .row(let spacing):
            frames = rowFrames(in: content, spacing: spacing, measure: measure)
        }
        var items: [ResolvedLayout.Item] = []
        for image in images {
            let frame = image.slot.flatMap { frames[$0] } ?? content
            items.append(ResolvedLayout.Item(content: .image(image), frame: frame))
        }
        for text in texts {
            let frame = text.slot.flatMap { frames[$0] } ?? content
            items.append(
                ResolvedLayout.Item(
                    content: .text(text), frame: frame,
                    fontScale: Self.fontScale(of: text, natural: measure(text), in: frame)))
        }
        return ResolvedLayout(
            bounds: bounds, border: layout.border, background: layout.background, items: items)
    }

    /// The size the content asks for (UIKit's `intrinsicContentSize`): the layout's `size:` if it
    /// has one; otherwise, for a row, the slots side by side, and for an overlay the largest text
    /// that fills the content rectangle, each plus the padding. Nil when nothing has a size of its
    /// own (images are as large as the app makes the control).
    @_spi(Compiler) public func intrinsicSize(measure: TextMeasure) -> LayoutSize? {
        if let size = layout.size { return size }
        var width = 0.0
        var height = 0.0
        var measured = false
        switch layout.arrangement {
        case .overlay:
            let framed = Set(layout.slots.filter { $0.frame != nil }.map(\.name))
            for text in texts where !(text.slot.map(framed.contains) ?? false) {
                let natural = measure(text)
                width = max(width, natural.width)
                height = max(height, natural.height)
                measured = true
            }
        case .row(let spacing):
            let widths = rowWidths(measure: measure)
            guard !widths.isEmpty else { return nil }
            width = widths.map(\.width).reduce(0, +) + spacing * Double(widths.count - 1)
            height = widths.map(\.height).max() ?? 0
            measured = true
        }
        guard measured else { return nil }
        let padding = layout.padding
        return LayoutSize(
            width: width + padding.left + padding.right, height: height + padding.top + padding.bottom)
    }

    /// The slots of a row that hold something in this look, with their natural sizes and whether
    /// they take a text's width.
    private func rowWidths(measure: TextMeasure) -> [(
        slot: String, width: Double, height: Double, flexible: Bool
    )] {
        layout.slots.compactMap { slot in
            let slotTexts = texts.filter { $0.slot == slot.name }
            guard !slotTexts.isEmpty || images.contains(where: { $0.slot == slot.name }) else { return nil }
            if let size = slot.size { return (slot.name, size.width, size.height, false) }
            let sizes = slotTexts.map(measure)
            return (
                slot.name, sizes.map(\.width).max() ?? 0, sizes.map(\.height).max() ?? 0, !slotTexts.isEmpty
            )
        }
    }

    /// Slots left to right, the row centred; texts shrink together when the row is too wide.
    private func rowFrames(in content: LayoutRect, spacing: Double, measure: TextMeasure) -> [String:
        LayoutRect]
    {
        let slots = rowWidths(measure: measure)
        guard !slots.isEmpty else { return [:] }
        let gaps = spacing * Double(slots.count - 1)
        let fixed = slots.filter { !$0.flexible }.map(\.width).reduce(0, +) + gaps
        let flexible = slots.filter(\.flexible).map(\.width).reduce(0, +)
        let room = max(0, content.width - fixed)
        let shrink = flexible > room && flexible > 0 ? room / flexible : 1
        let total = fixed + flexible * shrink
        var x = content.x + max(0, (content.width - total) / 2)
        var frames: [String: LayoutRect] = [:]
        for slot in slots {
            if slot.flexible {
                let width = slot.width * shrink
                frames[slot.slot] = LayoutRect(x: x, y: content.y, width: width, height: content.height)
                x += width + spacing
            } else {
                frames[slot.slot] = LayoutRect(
                    x: x, y: content.y + (content.height - slot.height) / 2, width: slot.width,
                    height: slot.height)
                x += slot.width + spacing
            }
        }
        return frames
    }

    /// How far a shrinking text is scaled to fit `frame`'s width (UIKit shrinks single lines only,
    /// and, as `minimumScaleFactor` 0 says, not at all with a minimum scale of 0).
    private static func fontScale(of text: TextDescription, natural: LayoutSize, in frame: LayoutRect)
        -> Double
    {
        guard let minimum = text.minimumScale, minimum > 0, text.lines == 1, natural.width > frame.width,
            natural.width > 0
        else { return 1 }
        return max(minimum, frame.width / natural.width)
    }
}
