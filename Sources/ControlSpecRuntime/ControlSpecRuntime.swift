/// The version of the runtime that generated code checks it is built against.
///
/// Every generated file names the case of the runtime version it was generated for
/// (`ControlSpecRuntimeVersion.v1`). Built against a runtime of another version, the file fails to
/// compile with "type 'ControlSpecRuntimeVersion' has no member 'v1'": regenerate the code with the
/// `controlspec` that matches the runtime.
public enum ControlSpecRuntimeVersion: Int, Hashable, Sendable {
    case v1 = 1

    /// The version of this runtime.
    public static let current = ControlSpecRuntimeVersion.v1
}
