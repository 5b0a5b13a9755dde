#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain byte searches for ASCII markers (`|==|`, `%#@`, `%arg`, `&`) in UTF-8 text. Foundation's
/// `contains`/`range(of:)` go through NSString and Unicode-aware comparison, which the import profile
/// showed costing a quarter of its time; ASCII markers need neither.
extension String {
    /// The UTF-8 offset of the first occurrence of `needle`, or nil.
    func utf8Offset(of needle: StaticString) -> Int? {
        var text = self
        return text.withUTF8 { haystack -> Int? in
            let length = needle.utf8CodeUnitCount
            guard length > 0, haystack.count >= length, let base = haystack.baseAddress else { return nil }
            let first = Int32(needle.utf8Start.pointee)
            var offset = 0
            // memchr finds candidates for the first byte; memcmp checks the rest.
            while offset + length <= haystack.count,
                  let hit = memchr(base + offset, first, haystack.count - length + 1 - offset) {
                let position = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                if memcmp(base + position, needle.utf8Start, length) == 0 { return position }
                offset = position + 1
            }
            return nil
        }
    }

    /// Whether `needle` occurs in the text, byte for byte.
    func containsBytes(_ needle: StaticString) -> Bool { utf8Offset(of: needle) != nil }

    /// Whether `needle` occurs in the text, byte for byte.
    func containsBytes(_ needle: String) -> Bool {
        var text = self
        return text.withUTF8 { ByteSearch.firstOffset(of: Array(needle.utf8), in: $0) != nil }
    }

    /// Every occurrence of `needle` (left to right, not overlapping) replaced by `replacement`, byte for byte.
    func replacingBytes(_ needle: StaticString, with replacement: String) -> String {
        guard containsBytes(needle) else { return self }
        let pattern = Array(UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
        var text = self
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + replacement.utf8.count)
            var start = 0
            while let offset = ByteSearch.firstOffset(of: pattern, in: UnsafeBufferPointer(rebasing: bytes[start...])) {
                result.append(contentsOf: bytes[start..<(start + offset)])
                result.append(contentsOf: replacement.utf8)
                start += offset + pattern.count
            }
            result.append(contentsOf: bytes[start...])
            return String(decoding: result, as: UTF8.self)
        }
    }
}

/// Searches byte arrays.
enum ByteSearch {
    /// The offset of the first occurrence of `needle` in `haystack`, or nil.
    static func firstOffset(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        haystack.withUnsafeBytes { firstOffset(of: needle, in: $0) }
    }

    static func firstOffset(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        firstOffset(of: needle, in: UnsafeRawBufferPointer(haystack))
    }

    static func firstOffset(of needle: [UInt8], in hay: UnsafeRawBufferPointer) -> Int? {
        guard let first = needle.first, needle.count <= hay.count else { return nil }
        return needle.withUnsafeBytes { pin -> Int? in
            let base = hay.baseAddress!
            var offset = 0
            while offset + needle.count <= hay.count,
                  let hit = memchr(base + offset, Int32(first), hay.count - needle.count + 1 - offset) {
                let position = UnsafeRawPointer(hit) - base
                if memcmp(base + position, pin.baseAddress!, needle.count) == 0 { return position }
                offset = position + 1
            }
            return nil
        }
    }
}
