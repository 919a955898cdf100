/// Limits the reader enforces while parsing, so hostile input is refused quickly.
public struct SyntaxLimits: Hashable, Sendable {
    /// Largest accepted file, in bytes (`size-limit`).
    public var maxBytes: Int
    /// Deepest accepted nesting of sequences and mappings (`depth-limit`).
    public var maxDepth: Int
    /// Most nodes that alias expansion may copy, in total (`alias-limit`).
    public var maxAliasExpansion: Int

    /// Limits with the command line's defaults, each overridable.
    public init(maxBytes: Int = 8 * 1024 * 1024, maxDepth: Int = 64, maxAliasExpansion: Int = 10_000) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
    }
}
