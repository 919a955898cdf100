/// What a parent state remembers when the control leaves it (`history:` on a parent), so that
/// entering it again by its name resumes where it was rather than at its `initial:` child.
package enum StateHistory: String, CaseIterable, Hashable, Sendable {
    /// The child of the parent the control was in: entering the parent enters that child as
    /// entering the child by its name would (its initial child, or its own history).
    case shallow
    /// The leaf the control was in, at any depth below the parent: entering the parent enters it.
    case deep
}
