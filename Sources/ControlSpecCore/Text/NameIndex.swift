/// Declared names, each numbered by its first insertion, for the resolver's lookups: one per
/// reference of the spec. Open addressing over the per-process seeded hash of the UTF-8 bytes
/// (`TextBytes.hash`, so crafted names cannot collide on purpose and make lookups quadratic), with
/// no `String` hashing or normalization on the way.
package struct NameIndex {
    /// The names in order of insertion, without repeats.
    package private(set) var names: [String] = []
    /// Each name's hash, parallel to `names`.
    private var hashes: [Int] = []
    /// A slot per power-of-two position: the index into `names` plus one, 0 when empty.
    private var slots: [Int32] = [0, 0]

    /// An index of `names` (repeats are kept once).
    package init(_ names: some Sequence<String>) {
        for name in names { insert(name) }
    }

    /// Whether `name` is in the index.
    package func contains(_ name: String) -> Bool { index(of: name) != nil }

    /// The number `name` was given when first inserted, or nil when it is not in the index.
    package func index(of name: String) -> Int? {
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if hashes[index] == hash, names[index] == name { return index }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Inserts `name` unless it is there; returns its number either way.
    @discardableResult
    package mutating func insert(_ name: String) -> Int {
        if let index = index(of: name) { return index }
        if 2 * (names.count + 1) > slots.count { grow() }
        let hash = Self.hash(name)
        names.append(name)
        hashes.append(hash)
        place(names.count - 1, hash: hash)
        return names.count - 1
    }

    /// Doubles the slots and places every name again.
    private mutating func grow() {
        slots = Array(repeating: 0, count: 2 * slots.count)
        for index in names.indices { place(index, hash: hashes[index]) }
    }

    private mutating func place(_ index: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index + 1)
    }

    /// The seeded hash of the name's UTF-8 bytes.
    private static func hash(_ name: String) -> Int {
        var name = name
        return name.withUTF8(TextBytes.hash)
    }
}
