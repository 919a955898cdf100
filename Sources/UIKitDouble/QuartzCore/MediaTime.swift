@_exported import CoreGraphics

/// The double's media clock: `CACurrentMediaTime()` reads it and only `advance(by:)` moves it, so
/// animations get exactly as far as a test says.
public enum CADoubleClock {
    private final class WeakLayer {
        weak var layer: CALayer?
        init(_ layer: CALayer) { self.layer = layer }
    }

    nonisolated(unsafe) static var now: CFTimeInterval = 0
    nonisolated(unsafe) private static var animatedLayers: [WeakLayer] = []

    /// Moves the clock forward: every layer animation that is over by then finishes (its delegate
    /// hears `finished: true`).
    public static func advance(by seconds: CFTimeInterval) {
        now += seconds
        animatedLayers.removeAll { $0.layer == nil }
        for entry in animatedLayers { entry.layer?.finishAnimations(at: now) }
    }

    /// Runs every animation to its end.
    public static func finishAll() { advance(by: 3600) }

    static func track(_ layer: CALayer) {
        guard !animatedLayers.contains(where: { $0.layer === layer }) else { return }
        animatedLayers.append(WeakLayer(layer))
    }
}

public typealias CFTimeInterval = Double

/// The current media time of the double's clock.
public func CACurrentMediaTime() -> CFTimeInterval { CADoubleClock.now }
