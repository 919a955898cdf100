/// The version of the ControlSpec compiler.
public enum ControlSpecVersion {
    /// The version of this build, printed by `controlspec --version`.
    public static let current = "0.1.0"
}
