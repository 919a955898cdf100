import ControlSpecCore
@_spi(Compiler) import ControlSpecRuntime

/// The arguments that give a generated `TrackDescription` its keyframes: the values, and the key
/// times and curves only where they differ from the defaults (evenly spaced, linear).
enum KeyframeLiteral {
    static func arguments(
        _ keyframes: TrackDescription.Keyframes, curve: (AnimationDescription.Curve) -> SwiftCode,
        number: (Double) -> SwiftCode
    ) -> [SwiftCode.Argument] {
        var arguments: [SwiftCode.Argument] = [.init("values", .array(keyframes.values.map(number)))]
        let even = TrackDescription.Keyframes(values: keyframes.values)
        if keyframes.keyTimes != even?.keyTimes {
            arguments.append(.init("keyTimes", .array(keyframes.keyTimes.map(number))))
        }
        if keyframes.curves != even?.curves {
            arguments.append(.init("curves", .array(keyframes.curves.map(curve))))
        }
        return arguments
    }
}
