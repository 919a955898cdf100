import ControlSpecCore

/// Reports names declared twice in one namespace.
extension DecodeContext {
    /// `names` without repeats; each repeat is reported as a duplicate-name with a note at the first.
    /// Names with one `identity` repeat each other (`tap` and `touchUpInside` are one event).
    mutating func uniqueNames(
        _ names: [Located<String>], what: String, identity: (String) -> String = { $0 }
    ) -> [Located<String>] {
        var first: [String: Located<String>] = [:]
        var unique: [Located<String>] = []
        for name in names {
            if let earlier = first[identity(name.value)] {
                let also = earlier.value == name.value ? "" : " (as '\(earlier.value)', the same \(what))"
                report(
                    .duplicateName, "\(what) '\(name.value)' is declared twice\(also); remove or rename one",
                    at: name.location,
                    notes: [
                        Diagnostic.Note("'\(earlier.value)' is first declared here", at: earlier.location)
                    ])
            } else {
                first[identity(name.value)] = name
                unique.append(name)
            }
        }
        return unique
    }
}
