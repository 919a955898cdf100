/// `value + amount`, kept within `lower...upper` and never trapping on overflow: what a spec's
/// `set: { count: count + 1 }` does to an int property (the validator assumes the same).
@inlinable
@_spi(Generated) public func clampedOffset(_ value: Int, by amount: Int, lower: Int, upper: Int) -> Int {
    let (sum, overflow) = value.addingReportingOverflow(amount)
    if overflow { return amount < 0 ? lower : upper }
    return min(max(sum, lower), upper)
}
