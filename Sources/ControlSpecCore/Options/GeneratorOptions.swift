/// Options of the Generate stage.
public struct GeneratorOptions: Hashable, Sendable {
    /// Access level of the generated declarations.
    public enum Access: String, Hashable, Sendable, CaseIterable { case `public`, `internal` }

    /// The bundle a generated control loads its asset images from unless the app sets another.
    public enum ImageBundle: String, Hashable, Sendable, CaseIterable {
        /// `Bundle.main`: the app's.
        case main
        /// `Bundle.module`: the SwiftPM target the generated file is compiled into (it must have
        /// resources, or `Bundle.module` does not exist).
        case module
    }

    /// `public` (the default) or `internal` declarations.
    public var access: Access
    /// `main` (the default) or `module`.
    public var imageBundle: ImageBundle
    /// Most transitions a machine names as cases of an enum `Transition`; a larger machine's
    /// `Transition` is a position with a table of names, which the compiler handles in time linear
    /// in their count (`Docs/Performance.md`, issue 21). Tests lower it to build the large shape
    /// from a small spec.
    package var transitionCaseLimit = 4_096
    /// Most states a one-region machine has as an enum with Swift's derived conformances and
    /// `send`'s per-state methods inlined; a larger machine's `State` is written out over its stored
    /// position and each state's method stays out of line, knowing its state as a constant
    /// (`Docs/Performance.md`, issue 21). Tests lower it to build the large shape from a small spec.
    package var stateCaseLimit = 256

    /// Options with `access` (public by default) and `imageBundle` (main by default).
    public init(access: Access = .public, imageBundle: ImageBundle = .main) {
        self.access = access
        self.imageBundle = imageBundle
    }
}
