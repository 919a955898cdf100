import ControlSpecRuntime

/// One entry of a state's `values:`: the runtime's own `LookValue` (an animatable property of a
/// target set to a number, or to a `double` property mapped linearly from `from` to `to`), and
/// where its target and property are written.
package struct LookBinding: Hashable, Sendable {
    /// The value as the runtime sets it.
    public var value: LookValue
    /// Where the target is written.
    public var targetLocation: SourceLocation
    /// Where the property is written.
    public var propertyLocation: SourceLocation
    /// Where the entry starts.
    public var location: SourceLocation
    /// The number `value:` reads as written, with where each name in it is: a property's name (a
    /// reference) or an expression of properties; nil for a number.
    package var reads: NumberExpression?

    /// A value as decoded: `target` and `property` give `value`'s with their locations; `reads`
    /// is what `value:` reads.
    public init(
        _ value: LookValue, targetLocation: SourceLocation, propertyLocation: SourceLocation,
        location: SourceLocation, reads: NumberExpression? = nil
    ) {
        self.value = value
        self.targetLocation = targetLocation
        self.propertyLocation = propertyLocation
        self.location = location
        self.reads = reads
    }

    /// What the value is set on.
    public var target: Located<Track.Target> { Located(value.target, at: targetLocation) }
    /// Which animatable property of the target.
    public var property: Located<Track.Property> { Located(value.property, at: propertyLocation) }
}
