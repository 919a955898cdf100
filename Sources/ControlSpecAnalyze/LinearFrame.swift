import ControlSpecCore

/// A rectangle of an overlay layout whose edges are linear in the content rectangle's size
/// (`points + a × w + b × h`): where an image is at every size the control can have.
///
/// Every control size gives a content rectangle of some `w, h ≥ 0` (the bounds less the padding,
/// never negative), and every such pair is some control's, so "at every size" is "for all
/// `w, h ≥ 0`" — decided exactly from the coefficients, without trying sizes.
struct LinearFrame: Equatable {
    var x: LengthValue
    var y: LengthValue
    var width: LengthValue
    var height: LengthValue

    /// The whole content rectangle: where an image without a slot, or in a slot without a frame, is.
    static let content = LinearFrame(
        x: LengthValue(), y: LengthValue(), width: LengthValue(width: 1), height: LengthValue(height: 1))

    /// The image's frame in `layout` (nil `layout`: the content rectangle); nil in a row layout,
    /// whose frames depend on measured text.
    static func of(_ image: SpecImage, in layout: Layout?) -> LinearFrame? {
        guard let layout else { return .content }
        guard layout.rowSpacing == nil else { return nil }
        guard let name = image.slot?.value,
            let frame = layout.slots.first(where: { $0.name.value == name })?.frame?.value, frame.count == 4
        else { return .content }
        return LinearFrame(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
    }

    /// The part of this frame at `origin` of `size`, both in unit coordinates of the frame (where
    /// a shape's rectangle draws).
    func part(origin: Point, size: Point) -> LinearFrame {
        LinearFrame(
            x: x + width * origin.x, y: y + height * origin.y, width: width * size.x,
            height: height * size.y)
    }

    /// Whether every point of `other` lies in this frame at every size. This frame must be at least
    /// empty at every size (a width or height that turns negative covers nothing); `other` may be
    /// flipped (all four of its edges must lie inside).
    func contains(_ other: LinearFrame) -> Bool {
        guard width.isNonNegative, height.isNonNegative else { return false }
        let right = x + width
        let bottom = y + height
        return [other.x, other.x + other.width].allSatisfy {
            ($0 - x).isNonNegative && (right - $0).isNonNegative
        }
            && [other.y, other.y + other.height].allSatisfy {
                ($0 - y).isNonNegative && (bottom - $0).isNonNegative
            }
    }
}

extension LengthValue {
    /// Whether the length is 0 or more for every `w, h ≥ 0`: its points and both fractions are
    /// (within rounding of the sums that made them).
    fileprivate var isNonNegative: Bool { [points, width, height].allSatisfy { $0 >= -1e-9 } }
}
