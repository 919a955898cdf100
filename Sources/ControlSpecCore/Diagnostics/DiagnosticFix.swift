extension Diagnostic {
    /// A change of the spec's text that does what a diagnostic's message suggests: the key or name
    /// it means instead of a misspelt one, or a key the mapping lacks. Editors offer it as a quick
    /// fix (`controlspec lsp`).
    public struct Fix: Hashable, Sendable {
        /// The change.
        public enum Edit: Hashable, Sendable {
            /// Replace the `length` characters (Unicode scalars, as columns count them) at the
            /// fix's location with `text`.
            case replace(length: Int, text: String)
            /// Add `key: value` to the mapping that starts at the fix's location, written in the
            /// mapping's own style (block or flow) by whoever applies it.
            case addKey(String, value: String)
        }

        /// What the change does, in a few words: `Replace 'idel' with 'idle'`.
        public var title: String
        /// Where the replaced text, or the mapping a key is added to, starts.
        public var location: SourceLocation
        /// The change.
        public var edit: Edit

        /// The change `edit` at `location`.
        public init(_ title: String, at location: SourceLocation, edit: Edit) {
            self.title = title
            self.location = location
            self.edit = edit
        }

        /// Replaces the word `word` written at `location` with `replacement`.
        public static func replacing(_ word: String, at location: SourceLocation, with replacement: String)
            -> Fix
        {
            Fix(
                "Replace '\(word)' with '\(replacement)'", at: location,
                edit: .replace(length: word.unicodeScalars.count, text: replacement))
        }

        /// Adds `key: value` to the mapping starting at `location`.
        public static func adding(_ key: String, _ value: String, toMappingAt location: SourceLocation) -> Fix
        {
            Fix("Add '\(key): \(value)'", at: location, edit: .addKey(key, value: value))
        }
    }
}
