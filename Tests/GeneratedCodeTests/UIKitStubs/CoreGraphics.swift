// Test-only stand-in for the CoreGraphics API the runtime uses (signatures from Apple's
// documentation). CGFloat, CGPoint, CGSize and CGRect come from Foundation on Linux.
@_exported import Foundation

public final class CGPath: @unchecked Sendable {
    public init() {}
}

public final class CGColor: @unchecked Sendable {
    public init() {}
}

public struct CGAffineTransform: Sendable {
    public static let identity = CGAffineTransform()

    public init() {}
    public init(translationX tx: CGFloat, y ty: CGFloat) {}
    public func rotated(by angle: CGFloat) -> CGAffineTransform { self }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }
}
