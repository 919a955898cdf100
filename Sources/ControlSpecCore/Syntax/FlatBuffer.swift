/// A growable run of values in one allocation, owned by exactly one holder.
///
/// What the tree is built into: `Array` checks on every append and every element written whether
/// its storage is shared (a runtime call) and may copy it; one owner and no sharing make each
/// append a compare and a store. Indices are checked against `count`.
package struct FlatBuffer<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    /// How many values have been appended.
    package private(set) var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` values before it grows.
    package init(capacity: Int = 0) {
        self.capacity = max(capacity, 8)
        base = .allocate(capacity: self.capacity)
    }

    /// A buffer holding a copy of `values`.
    package init(_ values: some Collection<Element>) {
        self.init(capacity: values.count)
        for value in values { append(value) }
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The value at `index`.
    package subscript(index: Int) -> Element {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "FlatBuffer index out of range")
            return base[index]
        }
        set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "FlatBuffer index out of range")
            base[index] = newValue
        }
    }

    package var isEmpty: Bool { count == 0 }

    /// The values as a buffer, valid while this buffer is neither changed nor freed.
    package var values: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    package mutating func append(_ value: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: value)
        count += 1
    }

    package mutating func append(contentsOf values: UnsafeBufferPointer<Element>) {
        guard let source = values.baseAddress else { return }
        if count + values.count > capacity { grow(toHold: count + values.count) }
        (base + count).initialize(from: source, count: values.count)
        count += values.count
    }

    /// Moves the values from `start` on to the end of `other` and removes them here.
    package mutating func moveSuffix(from start: Int, to other: inout FlatBuffer<Element>) {
        precondition(start >= 0 && start <= count, "FlatBuffer suffix out of range")
        let moved = count - start
        if other.count + moved > other.capacity { other.grow(toHold: other.count + moved) }
        (other.base + other.count).moveInitialize(from: base + start, count: moved)
        other.count += moved
        count = start
    }

    /// Removes and returns the last value, nil when there is none.
    package mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return (base + count).move()
    }

    /// Hands over the values, leaving this buffer empty.
    package mutating func take() -> FlatBuffer<Element> {
        var taken = FlatBuffer()
        swap(&base, &taken.base)
        swap(&capacity, &taken.capacity)
        swap(&count, &taken.count)
        return taken
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = 2 * capacity
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
