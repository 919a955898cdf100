/// A state that contains states (`states:` under a state): entering it enters its initial child,
/// its transitions apply to every descendant that does not answer the event itself, and its look
/// is inherited by its children.
///
/// The decoder flattens a nested chart: `Region.states` holds the leaves with their inherited
/// looks, and a parent is kept here so that sources, names, diagnostics and the generated code can
/// speak of it.
package struct ParentState: Hashable, Sendable {
    /// The parent's name, unique among every state of its region.
    public var name: Located<String>
    /// The parents it is nested in, outermost first.
    public var ancestors: [String]
    /// Its direct children's names, in document order (leaves and parents).
    public var children: [String]
    /// The child it enters (`initial:`, else its first child).
    public var initial: String
    /// Its leaves (the leaf states of `Region.states` below it), in document order.
    public var leaves: [String]
    /// Warning codes silenced for this state, inherited by its children.
    public var suppress: [Located<String>]
    /// What it remembers when it is left (`history:`), nil when entering it always enters
    /// `initial`.
    public var history: Located<StateHistory>?
    /// Its `initial:` as written, nil when it enters its first child by default.
    public var initialWritten: Located<String>?

    /// A parent as decoded and flattened.
    public init(
        name: Located<String>, ancestors: [String], children: [String], initial: String, leaves: [String],
        suppress: [Located<String>] = []
    ) {
        self.name = name
        self.ancestors = ancestors
        self.children = children
        self.initial = initial
        self.leaves = leaves
        self.suppress = suppress
    }

    /// The parent's path as users write it: `playing`, `media.playing`.
    public var path: String { Self.path(ancestors, name.value) }

    /// How far down it is: 1 at the top of its region. A transition from it ranks by this depth.
    public var depth: Int { ancestors.count + 1 }

    /// `ancestors` and `name` joined with dots, the way a nested state is named.
    public static func path(_ ancestors: [String], _ name: String) -> String {
        ancestors.isEmpty ? name : (ancestors + [name]).joined(separator: ".")
    }
}
