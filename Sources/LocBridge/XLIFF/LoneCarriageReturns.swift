import Foundation

/// Turns each CR that no LF follows into an LF before libxml2 reads the bytes. XML reads a lone CR as a
/// line break anyway (XML 1.0 §2.11), so the text is the same; but libxml2 counts lines by LF alone,
/// and a file with old Mac line breaks put every location on line 1 (QA). In UTF-8 and the encodings that
/// write ASCII as ASCII a CR is one byte; in UTF-16 one code unit of two.
struct LoneCarriageReturns {
    private enum Encoding { case undecided, bytes, utf16(littleEndian: Bool), other }
    private var encoding = Encoding.undecided
    /// The last chunk ended in a CR, written as LF: an LF starting the next one is its pair, dropped.
    private var endedInCR = false
    /// In UTF-16, whether a code unit began in the last chunk and ends in this one.
    private var straddling = false

    /// Rewrites `chunk[..<count]` in place; returns the new count (less where a CR LF pair was split
    /// between chunks).
    mutating func normalize(_ chunk: UnsafeMutableBufferPointer<UInt8>, count: Int) -> Int {
        guard count > 0, let base = chunk.baseAddress else { return count }
        if case .undecided = encoding { encoding = Self.encoding(of: UnsafeBufferPointer(start: base, count: count)) }
        switch encoding {
        case .bytes: return normalizeBytes(base, count: count)
        case .utf16(let littleEndian): return normalizeUTF16(base, count: count, littleEndian: littleEndian)
        case .undecided, .other: return count
        }
    }

    private static func encoding(of start: UnsafeBufferPointer<UInt8>) -> Encoding {
        if start.count >= 2 {
            let (first, second) = (start[0], start[1])
            if (first == 0xFF && second == 0xFE) || (first == 0x3C && second == 0) { return .utf16(littleEndian: true) }
            if (first == 0xFE && second == 0xFF) || (first == 0 && second == 0x3C) { return .utf16(littleEndian: false) }
        }
        let first = start.count >= 3 && start[0] == 0xEF && start[1] == 0xBB && start[2] == 0xBF ? 3 : 0
        guard first < start.count, [0x3C, 0x20, 0x09, 0x0A, 0x0D].contains(start[first]),
              first + 1 >= start.count || start[first + 1] != 0 else { return .other }
        return .bytes
    }

    private mutating func normalizeBytes(_ base: UnsafeMutablePointer<UInt8>, count: Int) -> Int {
        var count = count
        if endedInCR, base[0] == 0x0A {
            base.update(from: base + 1, count: count - 1)
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

    private mutating func normalizeUTF16(_ base: UnsafeMutablePointer<UInt8>, count: Int, littleEndian: Bool) -> Int {
        let low = littleEndian ? 0 : 1
        let isUnit = { (index: Int, value: UInt8) in base[index + low] == value && base[index + 1 - low] == 0 }
        var count = count
        var index = straddling ? 1 : 0
        if endedInCR, !straddling, count >= 2, isUnit(0, 0x0A) {
            base.update(from: base + 2, count: count - 2)
            count -= 2
        }
        endedInCR = false
        while index + 1 < count {
            if isUnit(index, 0x0D) {
                if index + 3 < count {
                    if !isUnit(index + 2, 0x0A) { base[index + low] = 0x0A }
                } else if index + 2 == count {
                    base[index + low] = 0x0A
                    endedInCR = true
                }
                // A CR before a code unit split between chunks is left alone: what follows it is not known.
            }
            index += 2
        }
        straddling = index < count
        return count
    }
}
