/// The JSON Schema (draft-07) of the spec format.
public enum SpecSchema {
    /// Placeholder until the schema lands with the decoder.
    public static let json = "{}\n"
}
