@_spi(Compiler) import ControlSpecRuntime

/// The animatable properties as the page's player reads them (`Animatable` in preview.js):
/// written from the runtime's `TrackDescription.Property` and `PoseMeasure`, so the page's poses
/// at rest and the values a track moves cannot drift from the `Timeline`'s.
enum AnimatableScript {
    /// `const Animatable = {rest: …, independent: […], components: {scale: […]}};`
    static var text: String {
        typealias Property = TrackDescription.Property
        let rest = JavaScriptLiteral.object(
            Property.independent.map { ($0.rawValue, JavaScriptLiteral.number(PoseMeasure.rest(of: $0))) })
        let independent = JavaScriptLiteral.array(
            Property.independent.map { JavaScriptLiteral.string($0.rawValue) })
        let components = JavaScriptLiteral.object(
            Property.allCases.filter { $0.components != [$0] }.map { property in
                (
                    property.rawValue,
                    JavaScriptLiteral.array(property.components.map { JavaScriptLiteral.string($0.rawValue) })
                )
            })
        return "const Animatable = {rest: \(rest), independent: \(independent), components: \(components)};\n"
    }
}
