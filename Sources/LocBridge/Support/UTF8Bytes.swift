#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UTF-8 helpers for the readers: encoding single scalars (for escapes) and checked decoding.
enum UTF8Bytes {
    /// The text of `bytes`, or nil when they are not valid UTF-8. Same result as
    /// `String(validating:as:)`, whose generic entry point looks up type metadata on every call (4% of a
    /// catalog parse in `perf`); decoding is specialised, and as it repairs what is invalid, its result
    /// equals the input exactly when the input was valid.
    static func string(validating bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return equal(text, bytes) ? text : nil
    }

    /// Whether `text`'s UTF-8 bytes are exactly `bytes`.
    static func equal(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.utf8.count == bytes.count else { return false }
        guard !bytes.isEmpty else { return true }
        var text = text
        return text.withUTF8 { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
    }

    static func string(validating bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { string(validating: $0) }
    }

    static func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | value >> 6))
            output.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | value >> 12))
            output.append(UInt8(0x80 | (value >> 6) & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        default:
            output.append(UInt8(0xF0 | value >> 18))
            output.append(UInt8(0x80 | (value >> 12) & 0x3F))
            output.append(UInt8(0x80 | (value >> 6) & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
