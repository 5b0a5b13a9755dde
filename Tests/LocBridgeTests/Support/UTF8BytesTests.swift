import Testing
@testable import LocBridge

/// `UTF8Bytes.string(validating:)` must accept and refuse exactly what `String(validating:as:)` does.
struct UTF8BytesTests {
    static let valid: [[UInt8]] = [
        [],
        Array("plain".utf8),
        Array("Grüße, 你好, مرحبا, 🇺🇦".utf8),
        [0xF4, 0x8F, 0xBF, 0xBF],  // U+10FFFF, the last scalar
        Array(String(repeating: "ж", count: 40).utf8),
    ]

    static let invalid: [[UInt8]] = [
        [0x80],  // a continuation byte alone
        [0xC3],  // a lead byte at the end
        [0x61, 0xE4, 0xBD],  // a three-byte sequence cut short
        [0xC0, 0xAF],  // overlong "/"
        [0xE0, 0x80, 0xAF],  // overlong, three bytes
        [0xED, 0xA0, 0x80],  // a UTF-16 surrogate
        [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
        [0xFF],
        Array("ok".utf8) + [0xEF, 0xBF, 0xBD] + [0xFE],  // U+FFFD written out, then an invalid byte
    ]

    @Test(arguments: valid)
    func validBytesGiveTheirText(bytes: [UInt8]) {
        let text = UTF8Bytes.string(validating: bytes)
        #expect(text == String(validating: bytes, as: UTF8.self))
        #expect(text.map { Array($0.utf8) } == bytes)
    }

    @Test(arguments: invalid)
    func invalidBytesGiveNil(bytes: [UInt8]) {
        #expect(String(validating: bytes, as: UTF8.self) == nil)
        #expect(UTF8Bytes.string(validating: bytes) == nil)
    }

    /// A replacement character already in the input is text like any other, not a sign of repair.
    @Test func aReplacementCharacterInTheInputIsKept() {
        let bytes = Array("a\u{FFFD}b".utf8)
        #expect(UTF8Bytes.string(validating: bytes) == "a\u{FFFD}b")
    }
}
