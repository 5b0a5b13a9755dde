import Foundation

/// Turns each CR that no LF follows into an LF before libxml2 reads the bytes. XML reads a lone CR as a
/// line break anyway (XML 1.0 §2.11), so the text is the same; but libxml2 counts lines by LF alone,
/// and a file with old Mac line breaks put every location on line 1 (QA). Only for encodings that
/// write ASCII as ASCII: in UTF-16 a CR is two bytes, and such files are left as they are.
struct LoneCarriageReturns {
    private var decided = false
    private var applies = false
    /// The last chunk ended in a CR, written as LF: an LF starting the next one is its pair, dropped.
    private var endedInCR = false

    /// Rewrites `chunk[..<count]` in place; returns the new count (one less where a CR LF pair was split
    /// between chunks).
    mutating func normalize(_ chunk: UnsafeMutableBufferPointer<UInt8>, count: Int) -> Int {
        guard count > 0, let base = chunk.baseAddress else { return count }
        if !decided {
            decided = true
            let start = count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
            applies = start < count && [0x3C, 0x20, 0x09, 0x0A, 0x0D].contains(base[start])
                && (start + 1 >= count || base[start + 1] != 0)
        }
        guard applies else { return count }
        var count = count
        if endedInCR, base[0] == 0x0A {
            (base + 1).withMemoryRebound(to: UInt8.self, capacity: count - 1) { base.update(from: $0, count: count - 1) }
            count -= 1
        }
        endedInCR = false
        var offset = 0
        while offset < count, let found = memchr(base + offset, 0x0D, count - offset) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if index + 1 < count {
                if base[index + 1] != 0x0A { base[index] = 0x0A }
            } else {
                base[index] = 0x0A
                endedInCR = true
            }
            offset = index + 1
        }
        return count
    }
}
