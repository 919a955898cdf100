extension Diagnostic {
    /// A change of the spec's text that does what a diagnostic's message suggests (the key or name
    /// it means): replace the `length` characters at `location` with `text`. Editors offer it as a
    /// quick fix (`controlspec lsp`).
    public struct Fix: Hashable, Sendable {
        /// What the change does, in a few words: `Replace 'idel' with 'idle'`.
        public var title: String
        /// Where the replaced text starts.
        public var location: SourceLocation
        /// How many characters (Unicode scalars, as columns count them) are replaced.
        public var length: Int
        /// The text written instead.
        public var text: String

        /// Replaces `length` characters at `location` with `text`.
        public init(_ title: String, at location: SourceLocation, length: Int, text: String) {
            self.title = title
            self.location = location
            self.length = length
            self.text = text
        }

        /// Replaces the word `word` written at `location` with `replacement`.
        public static func replacing(_ word: String, at location: SourceLocation, with replacement: String)
            -> Fix
        {
            Fix(
                "Replace '\(word)' with '\(replacement)'", at: location, length: word.unicodeScalars.count,
                text: replacement)
        }
    }
}
