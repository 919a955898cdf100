import ControlSpecCore

/// A closed range of integer codes, possibly empty (`lo > hi`).
///
/// Every guard-visible value is coded as an integer: `false`/`true` as 0/1, an enum case or a
/// region's state as its index, an int as itself.
struct Interval: Hashable, Sendable {
    var lo: Int
    var hi: Int

    init(_ lo: Int, _ hi: Int) {
        self.lo = lo
        self.hi = hi
    }

    var isEmpty: Bool { lo > hi }

    func contains(_ value: Int) -> Bool { lo <= value && value <= hi }

    func intersection(_ other: Interval) -> Interval {
        Interval(max(lo, other.lo), min(hi, other.hi))
    }
}

/// A product of intervals, one per variable: the values where every variable lies in its interval.
///
/// Guards are unions of boxes (see `Constraint`), so deciding overlap never enumerates int values.
struct Box: Hashable, Sendable {
    var bounds: [Interval]

    init(_ bounds: [Interval]) {
        self.bounds = bounds
    }

    /// Whether the boxes share a valuation (no allocation).
    func intersects(_ other: Box) -> Bool {
        for index in bounds.indices where bounds[index].intersection(other.bounds[index]).isEmpty {
            return false
        }
        return true
    }

    /// Whether every valuation of `other` lies in `self`.
    func contains(_ other: Box) -> Bool {
        for index in bounds.indices {
            let mine = bounds[index]
            let theirs = other.bounds[index]
            if theirs.lo < mine.lo || theirs.hi > mine.hi { return false }
        }
        return true
    }

    /// The common part of two boxes over the same variables, or nil when they are disjoint.
    /// Returns one of the two unchanged (sharing its storage) when it lies inside the other.
    func intersection(_ other: Box) -> Box? {
        guard intersects(other) else { return nil }
        if other.contains(self) { return self }
        if contains(other) { return other }
        var result = bounds
        for index in result.indices {
            result[index] = result[index].intersection(other.bounds[index])
        }
        return Box(result)
    }

    /// `self` minus `other` as disjoint boxes (at most two per variable where they differ).
    func subtracting(_ other: Box) -> [Box] {
        guard intersects(other) else { return [self] }
        if other.contains(self) { return [] }
        var pieces: [Box] = []
        var rest = bounds
        for index in rest.indices {
            let mine = rest[index]
            let cut = other.bounds[index]
            if mine.lo < cut.lo {
                var piece = rest
                piece[index] = Interval(mine.lo, cut.lo - 1)
                pieces.append(Box(piece))
            }
            if mine.hi > cut.hi {
                var piece = rest
                piece[index] = Interval(cut.hi + 1, mine.hi)
                pieces.append(Box(piece))
            }
            rest[index] = mine.intersection(cut)
        }
        return pieces
    }

    /// The point made of every variable's lowest value: the witness a box offers.
    var lowestPoint: [Int] { bounds.map(\.lo) }

    /// The lowest point with the leading variables at `configuration`'s values.
    func lowestPoint(at configuration: [Int]) -> [Int] {
        var point = lowestPoint
        for index in configuration.indices { point[index] = configuration[index] }
        return point
    }

    /// The box with variable `index` narrowed to `interval`, or nil when that empties it.
    func narrowed(_ index: Int, to interval: Interval) -> Box? {
        let both = bounds[index].intersection(interval)
        if both.isEmpty { return nil }
        var result = bounds
        result[index] = both
        return Box(result)
    }
}
