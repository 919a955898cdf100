/// An animatable value a state sets on one target: a constant, or a `double` property of the
/// control mapped linearly (`from + value × (to − from)`), so a download's `progress` 0…1 can drive
/// a ring's `strokeEnd` or a thumb's `translationX`.
public struct LookValue: Hashable, Sendable {
    /// Where the number comes from.
    public enum Source: Hashable, Sendable {
        case constant(Double)
        /// The property's value `v` becomes `from + v × (to − from)`; `from: 0, to: 1` is the value.
        case property(String, from: Double, to: Double)
    }

    /// What the value is set on.
    public var target: TrackDescription.Target
    /// Which animatable property of the target.
    public var property: TrackDescription.Property
    /// The constant or property the number comes from.
    public var source: Source
    /// What a translation's number counts in: points, or fractions of the control's width or
    /// height (every other property always says `points`).
    public var unit: TrackDescription.Unit

    /// The value of `source`, in `unit`, set on `property` of `target`.
    public init(
        target: TrackDescription.Target, property: TrackDescription.Property, source: Source,
        unit: TrackDescription.Unit = .points
    ) {
        self.target = target
        self.property = property
        self.source = source
        self.unit = unit
    }

    /// The number in `unit`, reading properties from `data` (an unknown property, and a number
    /// that is not finite, such as a computed `0 / 0`, count as 0).
    @_spi(Compiler) public func value(with data: LookData) -> Double {
        switch source {
        case .constant(let value): return value
        case .property(let name, let from, let to):
            let number = data.numbers[name] ?? 0
            return from + (number.isFinite ? number : 0) * (to - from)
        }
    }
}
