/// The version of the runtime that generated code checks it is built against.
public enum ControlSpecRuntimeVersion {
    public static let current = 1
}
