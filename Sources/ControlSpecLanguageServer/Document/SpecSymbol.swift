import ControlSpec

extension NameKind {
    /// LSP's `SymbolKind` number for the outline.
    var lspKind: Int {
        switch self {
        case .control: 5  // Class
        case .state: 10  // Enum
        case .event, .output: 24  // Event
        case .property: 7  // Property
        case .image, .text, .color: 14  // Constant
        case .animation: 12  // Function
        case .slot: 8  // Field
        case .region: 3  // Namespace
        case .transition, .track: 6  // Method
        case .enumCase: 22  // EnumMember
        }
    }

    /// The `CompletionItemKind` number for a name of this kind.
    var completionKind: Int {
        switch self {
        case .control: 7  // Class
        case .state: 20  // EnumMember
        case .event, .output: 23  // Event
        case .property: 10  // Property
        case .image, .text, .color: 21  // Constant
        case .animation: 3  // Function
        case .slot: 5  // Field
        case .region: 9  // Module
        case .transition, .track: 2  // Method
        case .enumCase: 20  // EnumMember
        }
    }
}

/// One named thing of a spec: a kind, a name and, for a state, its region (states of different
/// regions may share a name).
package struct SpecSymbol: Hashable, Sendable {
    package var kind: NameKind
    package var name: String
    /// The region a state belongs to (empty without regions), the property an enum case belongs
    /// to; empty for every other kind.
    package var scope: String

    package init(_ kind: NameKind, _ name: String, scope: String = "") {
        self.kind = kind
        self.name = name
        self.scope = scope
    }

    /// `state 'idle'`, `state 'on' of region 'power'`, `enum case 'up' of property 'direction'`.
    package var description: String {
        "\(kind.rawValue) '\(name)'"
            + (scope.isEmpty ? "" : " of \(kind == .enumCase ? "property" : "region") '\(scope)'")
    }
}

/// Where a symbol's name is written: a declaration or a use.
package struct Occurrence: Hashable, Sendable {
    package var symbol: SpecSymbol
    /// The first character of the name (not of a quote around it).
    package var location: SourceLocation
    /// Whether this is where the name is declared.
    package var isDeclaration: Bool

    /// The name's length in scalars.
    package var length: Int { symbol.name.unicodeScalars.count }

    /// Whether `location` lies on the name (its end included).
    package func covers(_ location: SourceLocation) -> Bool {
        location.line == self.location.line && location.column >= self.location.column
            && location.column <= self.location.column + length
    }
}
