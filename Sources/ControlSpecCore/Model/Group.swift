/// `group:`: instances can be joined into an exclusive group.
package struct SpecGroup: Hashable, Sendable {
    /// The states in which a member is inactive.
    public var idle: [Located<String>]
    /// The event sent to the active member when another member becomes active.
    public var release: Located<String>
    /// With regions, the region the group rule is about.
    public var region: Located<String>?
    /// Where the `group:` mapping starts.
    public var location: SourceLocation

    /// A group rule as decoded.
    public init(
        idle: [Located<String>], release: Located<String>, region: Located<String>? = nil,
        location: SourceLocation
    ) {
        self.idle = idle
        self.release = release
        self.region = region
        self.location = location
    }
}
