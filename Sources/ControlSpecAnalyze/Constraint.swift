import ControlSpecCore

/// A set of valuations, as a union of boxes: the exact meaning of a guard over finite domains.
///
/// `count > 3` is one box, `count != 3` two, `a && (b || c)` two; overlap of two guards is the
/// pairwise intersection of their boxes, so `count > 3` against `count <= 3` is decided without
/// visiting a single int value, and `count > 3` against `count < 5` yields the box `count = 4`.
struct Constraint: Hashable, Sendable {
    var boxes: [Box]

    init(_ boxes: [Box]) {
        self.boxes = boxes
    }

    /// The empty set: a guard that never holds.
    static let never = Constraint([])

    /// Whether some valuation satisfies the constraint.
    var isSatisfiable: Bool { !boxes.isEmpty }

    /// A valuation satisfying the constraint (the lowest point of its first box).
    var witness: [Int]? { boxes.first?.lowestPoint }

    /// The witness at a configuration: the lowest point of the first box, with the leading
    /// variables at `configuration`'s values (the conditions of one configuration's dispatch
    /// leave them fixed there or free; see `ProjectedGuard`).
    func witness(at configuration: [Int]) -> [Int]? {
        boxes.first.map { $0.lowestPoint(at: configuration) }
    }

    func intersection(_ other: Constraint) -> Constraint {
        // One box containing every box of `other` (a configuration's box against a dispatch's
        // conditions, the usual case) leaves `other` as it is.
        if boxes.count == 1, let only = boxes.first,
            other.boxes.allSatisfy({ only.intersects($0) && only.contains($0) })
        {
            return other
        }
        var result: [Box] = []
        for mine in boxes {
            for theirs in other.boxes {
                if let both = mine.intersection(theirs) { result.append(both) }
            }
        }
        return Constraint(result)
    }

    func intersection(_ box: Box) -> Constraint {
        Constraint(boxes.compactMap { $0.intersection(box) })
    }

    func union(_ other: Constraint) -> Constraint {
        if boxes.isEmpty { return other }
        if other.boxes.isEmpty { return self }
        return Constraint(boxes + other.boxes)
    }

    func subtracting(_ other: Constraint) -> Constraint {
        subtracting(other, limit: Int.max) ?? .never
    }

    /// `self` minus `other`, or nil as soon as the pieces outnumber `limit` boxes (subtracting a
    /// union of n boxes can fragment into exponentially many pieces).
    func subtracting(_ other: Constraint, limit: Int) -> Constraint? {
        var result = boxes
        for cut in other.boxes {
            if result.isEmpty { break }
            // Boxes the cut misses stay as they are; only the others are split.
            guard result.contains(where: { $0.intersects(cut) }) else { continue }
            var pieces: [Box] = []
            for box in result {
                if box.intersects(cut) {
                    pieces.append(contentsOf: box.subtracting(cut))
                } else {
                    pieces.append(box)
                }
            }
            result = pieces
            guard result.count <= limit else { return nil }
        }
        return Constraint(result)
    }

    /// Whether the valuation `point` (at least as long as the boxes constrain) satisfies it.
    func contains(_ point: [Int]) -> Bool {
        for box in boxes {
            var inside = true
            for index in box.bounds.indices where !box.bounds[index].contains(point[index]) {
                inside = false
                break
            }
            if inside { return true }
        }
        return false
    }
}
