/// Which of the generated machine's dispatch methods carry an inlining attribute, and why: the one
/// place the generator decides it.
///
/// - `send(_:)` over a dispatch table is `@inlinable`: a caller that ignores the result runs
///   `advance(_:)` alone, no `Step` is built.
/// - With timers, the private `dispatch(_:)` the public `send` wraps is `@inline(__always)` when
///   parents have clocks (`ParentClockEmitter`) or regions sit inside a state (`RegionNesting`):
///   their restarts, or the preemption and coupling of nested regions, make `send` larger than the
///   optimizer inlines into unasked, and the optimized `send` must stay free of calls.
/// - `sendByRules(_:)`, the table's fallback for states with guards or `set:`, is called from one
///   place and always inlined, so the table path stays one function.
/// - Past `GeneratorOptions.stateCaseLimit` states the per-state methods (`sendInOff`) are
///   `@inline(never)`: inlined (each is called once), they would make `send` one function of every
///   state's code, on which LLVM's time grows faster than its size (`Performance.md`, issue 21).
///   Below it the optimizer decides.
struct InliningPolicy {
    /// A dispatch method the generator writes.
    enum Method {
        /// `send(_:)`, or with timers the private `dispatch(_:)` it wraps.
        case dispatch
        /// `sendByRules(_:)`.
        case sendByRules
        /// A per-state method of `send` (`SendEmitter.splitThreshold`).
        case perState
    }

    let plan: GenerationPlan
    /// Whether `send` dispatches through a table (`DispatchTable`).
    let hasTable: Bool

    /// The attribute lines to write before `method`, in order; empty when the optimizer decides.
    func attributes(_ method: Method) -> [String] {
        switch method {
        case .dispatch:
            if hasTable { return ["@inlinable"] }
            let large = ParentClockEmitter.isNeeded(plan) || !plan.model.nesting.isEmpty
            return plan.hasTimers && large ? ["@inline(__always)"] : []
        case .sendByRules:
            return ["@inline(__always)"]
        case .perState:
            return plan.positionalStates ? ["@inline(never)"] : []
        }
    }
}
