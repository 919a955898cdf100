/// One entry of a state's `variants:`: look keys that refine the state's look while a guard over
/// the control's properties holds.
///
/// After nested states are flattened, a leaf's variants are complete looks: its own first, each
/// over the leaf's look, then its parents', each over the parent's look and refined by the
/// leaf's own keys (a key written nearer the leaf wins, as for nested states).
package struct LookVariant: Hashable, Sendable {
    /// The guard (`when:`), over properties only.
    public var condition: Expression
    /// The guard as written, trimmed: what its value is kept under (`key`).
    public var text: String
    /// The variant's look keys, in a state's form; the whole look once flattened.
    public var look: SpecState
    /// Where the entry starts.
    public var location: SourceLocation

    /// A variant as decoded.
    public init(condition: Expression, text: String, look: SpecState, location: SourceLocation) {
        self.condition = condition
        self.text = text
        self.look = look
        self.location = location
    }

    /// Where the condition's value is in `LookData.numbers` (1 while it holds, else 0): `when: `
    /// and the guard, a key no property and no text field can have.
    public var key: String { "when: " + text }
}

extension SpecState {
    /// The looks the state may show: its own, then each variant's (whole once flattened).
    package var allLooks: [SpecState] { [self] + variants.map(\.look) }
}
