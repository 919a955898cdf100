import CoreGraphics

/// Core Animation transactions, as far as the double needs them: whether property changes of
/// layers animate implicitly.
public final class CATransaction {
    nonisolated(unsafe) private static var disabledStack: [Bool] = [false]

    public static func begin() { disabledStack.append(disabledStack.last ?? false) }

    public static func commit() { if disabledStack.count > 1 { disabledStack.removeLast() } }

    public static func setDisableActions(_ flag: Bool) { disabledStack[disabledStack.count - 1] = flag }

    public static func disableActions() -> Bool { disabledStack.last ?? false }
}
