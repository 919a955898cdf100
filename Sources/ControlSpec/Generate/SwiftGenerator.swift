/// Options of the Generate stage.
public struct GeneratorOptions: Hashable, Sendable {
    /// Access level of the generated declarations.
    public enum Access: String, Hashable, Sendable, CaseIterable { case `public`, `internal` }

    public var access: Access

    public init(access: Access = .public) {
        self.access = access
    }
}

/// A generated source file, in memory.
public struct GeneratedFile: Hashable, Sendable {
    /// The file name, `<Control>.swift`.
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// The Generate stage: an error-free model to Swift source.
public enum SwiftGenerator {
    /// Generates `<Control>.swift`. `sourceFile` is named in the header.
    public static func generate(_ control: Control, sourceFile: String, options: GeneratorOptions = GeneratorOptions()) -> GeneratedFile {
        // Placeholder until the Generate stage lands.
        GeneratedFile(name: control.name.value + ".swift", contents: "")
    }
}
