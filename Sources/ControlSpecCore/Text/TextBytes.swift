/// Comparing and hashing scalar texts as UTF-8 bytes, without making `String`s.
package enum TextBytes {
    /// Whether `lhs` and `rhs` hold the same bytes.
    @inline(__always)
    package static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for offset in 0..<lhs.count where lhs[offset] != rhs[offset] { return false }
        return true
    }

    /// A hash of `bytes`, seeded per process like `Hasher` (so crafted keys cannot collide on purpose).
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        return hasher.finalize()
    }
}
