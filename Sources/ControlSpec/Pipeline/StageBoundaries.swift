import ControlSpecAnalyze
import ControlSpecCore
import ControlSpecResolve

// The values that pass between the stages, in pipeline order:
//
//     SpecSource ─parse→ ParsedSpec ─decode→ DecodedSpec ─resolve→ ResolvedSpec
//                ─analyze→ AnalysisReport ─generate→ GeneratedFile
//
// Each arrow is one method of `Pipeline` (Pipeline.swift). What a boundary holds is `package`: the
// stages and the preview read it; other packages hand the values from one stage to the next.

/// One spec file's bytes, as read by the caller: the pipeline's input.
public struct SpecSource: Sendable {
    /// The path as the user gave it; diagnostics name it.
    public var path: String
    /// The file's contents.
    public var bytes: [UInt8]

    /// The file at `path` with its `bytes`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// The Syntax stage's output: the spec's located YAML tree.
public struct ParsedSpec: Sendable {
    /// The path of the source it was read from.
    public let path: String
    /// The document's root node.
    package let root: YAMLNode
}

/// The Decode stage's output: the spec as a model, every name declared and every guard typed.
public struct DecodedSpec: Sendable {
    /// The path of the source it was read from.
    public let path: String
    /// The decoded control.
    package let control: Control

    /// The control's name, as the spec writes it.
    public var name: String { control.name.value }
    /// The control's `summary:`, empty when it has none.
    public var summary: String { control.summary?.value ?? "" }
}

/// The Resolve stage's output: what every later stage reads instead of deriving it again (the
/// event order, the role of each property, the dispatch candidates of every state and event).
public struct ResolvedSpec: Sendable {
    /// The path of the source it was read from.
    public let path: String
    /// The resolved model.
    package let model: ResolvedControl
}
