import ControlSpecCore

/// The scalar keys of one mapping that outgrew a linear search, found by hashing their bytes.
///
/// Open addressing with linear probing over a power-of-two table; a slot keeps its key's hash, so
/// growing the table hashes nothing again.
struct KeyIndex {
    private struct Slot {
        var hash: Int
        /// The key's record, or -1 for an empty slot.
        var record: Int32
    }

    private var slots: [Slot]
    private var count = 0

    /// An index with room for `keys` keys before it grows.
    init(room keys: Int) {
        var capacity = 32
        while capacity < 2 * keys { capacity *= 2 }
        slots = Array(repeating: Slot(hash: 0, record: -1), count: capacity)
    }

    /// The record of an indexed key with `key`'s text; when there is none, indexes `key` (whose
    /// hash is `hash`) and returns nil. Texts are compared in `text` (the document's bytes).
    mutating func firstRecord(
        sameAs key: Int32, hash: Int, records: UnsafeBufferPointer<YAMLDocument.Record>,
        text: UnsafeBufferPointer<UInt8>
    ) -> Int32? {
        let bytes = YAMLDocument.slice(text, records[Int(key)])
        let mask = slots.count - 1
        var position = hash & mask
        while slots[position].record >= 0 {
            let slot = slots[position]
            if slot.hash == hash, TextBytes.equal(YAMLDocument.slice(text, records[Int(slot.record)]), bytes)
            {
                return slot.record
            }
            position = (position + 1) & mask
        }
        slots[position] = Slot(hash: hash, record: key)
        count += 1
        if 2 * count > slots.count { grow() }
        return nil
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(hash: 0, record: -1), count: 2 * old.count)
        let mask = slots.count - 1
        for slot in old where slot.record >= 0 {
            var position = slot.hash & mask
            while slots[position].record >= 0 { position = (position + 1) & mask }
            slots[position] = slot
        }
    }
}
