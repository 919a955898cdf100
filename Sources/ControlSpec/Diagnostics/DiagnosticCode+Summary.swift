extension DiagnosticCode {
    /// One sentence saying what the code means; SARIF rule descriptions and the diagnostics
    /// catalogue use it.
    public var summary: String {
        switch self {
        case .yamlSyntax: "The file is not well-formed YAML."
        case .duplicateKey: "A mapping repeats a key."
        case .aliasLimit: "Aliases expand to more nodes than the limit allows."
        case .depthLimit: "Lists and mappings nest deeper than the limit allows."
        case .sizeLimit: "The file is larger than the limit allows."
        case .unknownKey: "A key the language does not have."
        case .missingKey: "A required key is absent."
        case .typeMismatch: "A value of the wrong YAML kind or type."
        case .invalidName: "A name that is not a Swift identifier of the required case."
        case .undefinedReference:
            "A state, event, image, color, animation, property or region that is not declared."
        case .duplicateName: "Two declarations of one kind share a name."
        case .valueOutOfRange:
            "A number outside what its key allows, or a `set` that can leave a property's range."
        case .invalidGuard: "A guard that does not parse or does not type-check."
        case .springForm:
            "A spring written in no form, in two forms at once, or in the old damping-ratio form."
        case .ambiguousTransition:
            "Two transitions of the same rank can be enabled by one event in one configuration."
        case .regionWriteConflict: "Two regions can write one property on one event."
        case .groupReleaseMissing: "A non-idle state of a group does not return to idle on the release event."
        case .unreachableState: "No sequence of events reaches the state from the initial states."
        case .unreachableTransition: "The transition can never fire."
        case .deadEndState: "A reachable state with no way out."
        case .noWayBack: "A reachable state from which no initial (or group-idle) state can be reached again."
        case .unusedDeclaration: "An event, output, image, color or animation that nothing uses."
        case .animationConflict: "Two tracks of one animation drive the same property of the same target."
        case .explorationBudget:
            "The exact analysis stopped at its budget and fell back to a conservative one."
        }
    }
}
