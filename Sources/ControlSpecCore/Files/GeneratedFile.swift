/// A generated source file, in memory.
public struct GeneratedFile: Hashable, Sendable {
    /// The file name, `<Control>.swift`.
    public var name: String
    /// The Swift source text.
    public var contents: String

    /// The file `name` with `contents`.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
