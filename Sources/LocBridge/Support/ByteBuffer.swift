/// A growable byte buffer with unchecked appends, for the writers' hot loops (a Swift `Array` checks
/// uniqueness and capacity on every append, which showed up as a third of the catalog writer's time).
/// Its fields skip dynamic exclusivity checks: the buffer is only ever used by one writer at a time,
/// and the checks cost more than the appends.
final class ByteBuffer {
    @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafePointer<UInt8>, count length: Int) {
        if count + length > capacity { grow(toHold: length) }
        (base + count).update(from: bytes, count: length)
        count += length
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        append(start, count: bytes.count)
    }

    @inline(__always)
    func append(_ text: StaticString) {
        append(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    func append(string text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends `count` copies of `byte`.
    func append(repeating byte: UInt8, count length: Int) {
        if count + length > capacity { grow(toHold: length) }
        (base + count).update(repeating: byte, count: length)
        count += length
    }

    /// Forgets the contents, keeping the memory.
    func removeAll() { count = 0 }

    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    private func grow(toHold extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
