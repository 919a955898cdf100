import ControlSpec

/// Where names of the language appear without a declaration, for completion. Which kind of name a
/// key's value refers to is the key's own `KeySpec.refersTo`, read from `SpecKeys`.
package enum NameRoles {
    /// The kind of name `key` of `table` refers to.
    package static func kind(of key: String, in table: KeyTable) -> NameKind? {
        table.entries.first { $0.name == key }?.refersTo
    }

    /// The words a name of `kind` may be without a declaration, at `key` of `table` (nil: any):
    /// the built-in touch events, the built-in outputs, the targets a track or a look value names
    /// besides images.
    package static func builtins(_ kind: NameKind, key: String, in table: KeyTable? = nil) -> [String] {
        switch kind {
        case .event: BuiltinEvent.touch.map(\.name)
        case .output: BuiltinEvent.outputs
        case .image where key == "target" && table?.name == SpecKeys.track.name:
            Track.targetWords.keys.sorted()
        // A state's value has no transition's incoming or outgoing look (LookBindingReader).
        case .image where key == "target" && table?.name == SpecKeys.lookValue.name:
            Track.targetWords.filter { $0.value == .control }.keys.sorted()
        default: []
        }
    }
}
