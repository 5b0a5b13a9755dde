import Testing
@testable import LocBridge

extension Legacy {
    /// The NeXTSTEP character set behind octal escapes (FORMATS.md §4), checked over all 256 bytes.
    @Suite struct NeXTSTEPEncodingTests {
        @Test func asciiHalfIsASCII() {
            for byte in UInt8(0)..<0x80 {
                #expect(NeXTSTEPEncoding.scalar(byte) == Unicode.Scalar(byte))
            }
        }

        @Test func upperHalfIsDistinctNonASCIIAndTwoBytesAreUndefined() {
            let upper = (UInt8(0x80)...0xFF).map { NeXTSTEPEncoding.scalar($0) }
            #expect(upper.filter { $0 == nil }.count == 2)
            #expect(NeXTSTEPEncoding.scalar(0xFE) == nil)
            #expect(NeXTSTEPEncoding.scalar(0xFF) == nil)
            let defined = upper.compactMap { $0 }
            #expect(Set(defined).count == 126)
            #expect(defined.allSatisfy { $0.value >= 0xA0 })
        }

        @Test func landmarks() {
            let expected: [UInt8: Unicode.Scalar] = [
                0x80: "\u{A0}", 0x81: "À", 0x87: "Ç", 0x9D: "µ", 0xA0: "©", 0xA4: "⁄", 0xA6: "ƒ", 0xA9: "’", 0xAA: "“",
                0xAE: "ﬁ", 0xAF: "ﬂ", 0xB1: "–", 0xB7: "•", 0xBC: "…", 0xC1: "\u{2CB}", 0xC2: "´", 0xD0: "—", 0xD5: "à",
                0xE1: "Æ", 0xE8: "Ł", 0xE9: "Ø", 0xEA: "Œ", 0xF5: "ı", 0xFA: "œ", 0xFB: "ß", 0xFD: "ÿ",
            ]
            for (byte, scalar) in expected {
                #expect(NeXTSTEPEncoding.scalar(byte) == scalar, "0x\(String(byte, radix: 16))")
            }
        }
    }
}
