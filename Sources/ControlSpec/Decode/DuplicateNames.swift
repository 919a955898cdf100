/// Reports names declared twice in one namespace.
extension DecodeContext {
    /// `names` without repeats; each repeat is reported as a duplicate-name with a note at the first.
    mutating func uniqueNames(_ names: [Located<String>], what: String) -> [Located<String>] {
        var first: [String: SourceLocation] = [:]
        var unique: [Located<String>] = []
        for name in names {
            if let earlier = first[name.value] {
                report(
                    .duplicateName, "\(what) '\(name.value)' is declared twice; remove or rename one",
                    at: name.location,
                    notes: [Diagnostic.Note("'\(name.value)' is first declared here", at: earlier)])
            } else {
                first[name.value] = name.location
                unique.append(name)
            }
        }
        return unique
    }
}
