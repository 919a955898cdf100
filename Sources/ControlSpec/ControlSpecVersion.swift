/// The version of the ControlSpec compiler.
public enum ControlSpecVersion {
    public static let current = "0.1.0"
}
