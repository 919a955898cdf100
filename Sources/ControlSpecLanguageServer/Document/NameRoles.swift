import ControlSpec

/// What kind of name the value of a key of the language refers to, for completion. The decoder
/// resolves these references (NameResolver, LookReferences); the keys and tables themselves come
/// from `SpecKeys`, so a renamed key fails `NameRolesTests` rather than going quiet.
package enum NameRoles {
    /// The references, by table name and key.
    package static let references: [String: [String: SymbolKind]] = [
        SpecKeys.control.name: [
            "initial": .state, "accessibilityIncrement": .event, "accessibilityDecrement": .event,
        ],
        SpecKeys.region.name: ["initial": .state],
        SpecKeys.transition.name: [
            "from": .state, "to": .state, "on": .event, "emit": .output, "animation": .animation,
            "set": .property, "when": .property,
        ],
        SpecKeys.state.name: ["image": .image, "text": .text],
        SpecKeys.image.name: ["slot": .slot, "property": .property],
        SpecKeys.text.name: ["slot": .slot],
        SpecKeys.track.name: ["target": .image],
        SpecKeys.lookValue.name: ["target": .image, "value": .property],
        SpecKeys.group.name: ["idle": .state, "release": .event, "region": .region],
    ]

    /// The kind of name `key` of `table` refers to.
    package static func kind(of key: String, in table: KeyTable) -> SymbolKind? {
        references[table.name]?[key]
    }

    /// The words a name of `kind` may be without a declaration, at `key` of `table` (nil: any):
    /// the built-in touch events, the built-in outputs, the targets a track or a look value names
    /// besides images.
    package static func builtins(_ kind: SymbolKind, key: String, in table: KeyTable? = nil) -> [String] {
        switch kind {
        case .event: BuiltinEvent.touch.map(\.name)
        case .output: BuiltinEvent.outputs
        case .image where key == "target" && table?.name == SpecKeys.track.name:
            ["incoming", "outgoing", "control"]
        case .image where key == "target" && table?.name == SpecKeys.lookValue.name: ["control"]
        default: []
        }
    }
}
