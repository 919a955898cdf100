/// What a name of a spec names. Names of different kinds never refer to each other, even when
/// spelled alike (a state `on` and the key `on:`, an event `tap` and an image `tap`). The decoder
/// checks names by kind (case rule, declarations, references); a key of the language that names a
/// declaration says which kind (`KeySpec.refersTo`).
package enum NameKind: String, Sendable, CaseIterable {
    case control, state, event, output, property, enumCase = "enum case", color, image, animation, region
    case text, slot, transition, track

    /// Control names are UpperCamelCase type names; everything else is a lowerCamelCase identifier.
    package var isTypeName: Bool { self == .control }

    /// `a state name`, `an image name`.
    package var phrase: String {
        let article = ["a", "e", "i", "o", "u"].contains(rawValue.prefix(1)) ? "an" : "a"
        return "\(article) \(rawValue) name"
    }
}
