import ControlSpecCore
import ControlSpecGenerate
import ControlSpecResolve

/// Regions inside a state on the page: `RegionNesting`'s decisions written as data when the
/// control is generated, and the few statements of the dispatch that read them. The page's state
/// array holds `null` for an inactive nested region (no `switch` of the dispatch matches it, so it
/// selects nothing). After every active region selected, `settle` drops a region's selection when
/// one below its leaf selected (`preempting`), runs the selected transitions' statements in region
/// order, then applies the `coupling` of each region that moved. Absent from a control without
/// nested regions, so its page is unchanged.
struct JavaScriptNesting {
    private let plan: GenerationPlan
    private var nesting: RegionNesting { plan.model.nesting }

    init(plan: GenerationPlan) {
        self.plan = plan
    }

    /// Whether the control holds regions inside a state.
    var isNeeded: Bool { !nesting.isEmpty }

    /// The state every region starts in (`RegionNesting.settled`): a nested region at its entry
    /// state while its owner is in the holding leaf, else `null`.
    var initialStates: [String?] {
        let regions = plan.control.regions
        return nesting.start.enumerated().map { region, state in
            regions[region].states.indices.contains(state) ? regions[region].states[state].name.value : nil
        }
    }

    /// `const nesting = {…};`: per region, `owner` (`[region, holding leaf]`, null for a top-level
    /// region) and `entry` (the leaf it enters with its holder); per region and leaf, `preempting`
    /// (the regions whose selection drops the region's); per region, source leaf and target leaf,
    /// `coupling` (the regions the step leaves, and those it enters with their entry leaves), only
    /// where a step leaves or enters one.
    var table: String {
        let regions = plan.control.regions
        func name(_ state: Int, in region: Int) -> String {
            JavaScriptLiteral.string(regions[region].states[state].name.value)
        }
        let owners = nesting.owners.map { owner in
            owner.map { JavaScriptLiteral.array(["\($0.region)", name($0.state, in: $0.region)]) } ?? "null"
        }
        let entries = regions.indices.map { region in
            nesting.owners[region] == nil ? "null" : name(nesting.entryState(of: region), in: region)
        }
        let preempting = regions.indices.map { region in
            JavaScriptLiteral.object(
                regions[region].states.indices.compactMap { state in
                    let inner = nesting.preemptingRegions(of: region, in: state)
                    return inner.isEmpty
                        ? nil
                        : (
                            regions[region].states[state].name.value,
                            JavaScriptLiteral.array(inner.map { "\($0)" })
                        )
                })
        }
        let coupling = regions.indices.map { region in
            let leaves = regions[region].states.indices
            return JavaScriptLiteral.object(
                leaves.compactMap { source in
                    let targets = leaves.compactMap { target -> (String, String)? in
                        let step = nesting.coupling(region: region, source: source, target: target)
                        guard !step.isEmpty else { return nil }
                        let entered = step.entered.map { nested in
                            JavaScriptLiteral.array([
                                "\(nested)", name(nesting.entryState(of: nested), in: nested),
                            ])
                        }
                        return (
                            regions[region].states[target].name.value,
                            JavaScriptLiteral.object([
                                ("exited", JavaScriptLiteral.array(step.exited.map { "\($0)" })),
                                ("entered", JavaScriptLiteral.array(entered)),
                            ])
                        )
                    }
                    return targets.isEmpty
                        ? nil : (regions[region].states[source].name.value, JavaScriptLiteral.object(targets))
                })
        }
        return "const nesting = "
            + JavaScriptLiteral.object([
                ("owner", JavaScriptLiteral.array(owners)),
                ("entry", JavaScriptLiteral.array(entries)),
                ("preempting", JavaScriptLiteral.array(preempting)),
                ("coupling", JavaScriptLiteral.array(coupling)),
            ]) + ";"
    }

    /// `settle(m, source, fired, apply)`, which the dispatch calls once every region selected:
    /// `fired` holds each region's selected transition (null: none) and `apply` the statements it
    /// runs. Regions are looked at last first, so a region dropped by one below it drops nothing
    /// above it (`Exploration`'s order); the statements read only the values before the event, so
    /// running them after all selections changes nothing else.
    static let settle = [
        "function settle(m, source, fired, apply) {",
        "  for (let r = fired.length - 1; r >= 0; r--) {",
        "    const inner = source[r] === null ? undefined : nesting.preempting[r][source[r]];",
        "    if (fired[r] !== null && inner !== undefined && inner.some((n) => fired[n] !== null)) {",
        "      fired[r] = null;",
        "      apply[r] = null;",
        "    }",
        "  }",
        "  apply.forEach((statements) => { if (statements !== null) statements(); });",
        "  fired.forEach((t, r) => {",
        "    const step = t === null ? undefined : (nesting.coupling[r][source[r]] || {})[m.state[r]];",
        "    if (step === undefined) return;",
        "    for (const n of step.exited) m.state[n] = null;",
        "    for (const [n, leaf] of step.entered) m.state[n] = leaf;",
        "  });",
        "}",
    ]
}
