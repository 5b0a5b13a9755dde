import Testing
@testable import LocBridge

extension Legacy {
    /// The same file in every encoding Apple's reader accepts (FORMATS.md §4) reads to the same entries,
    /// comments and locations. The bytes are written out here, BOM included.
    @Suite struct StringsEncodingTests {
        /// Non-ASCII in the key, a character outside the BMP (a surrogate pair in UTF-16), a comment.
        static let text = "/* Größe 😀 */\n\"Größe\" = \"サイズ 😀\";\r\n\"b\" = \"2\";\n"

        struct Case: Sendable, CustomTestStringConvertible {
            var encoding: LegacyTextEncoding
            var bytes: [UInt8]
            var testDescription: String { encoding.rawValue }
        }

        static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
            Array(text.utf16).flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }

        static func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
            text.unicodeScalars.flatMap { scalar -> [UInt8] in
                let bytes = (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
                return bigEndian ? bytes.reversed() : bytes
            }
        }

        static let cases: [Case] = [
            Case(encoding: .utf8, bytes: Array(text.utf8)),
            Case(encoding: .utf8WithBOM, bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
            Case(encoding: .utf16LittleEndian, bytes: [0xFF, 0xFE] + utf16(text, bigEndian: false)),
            Case(encoding: .utf16BigEndian, bytes: [0xFE, 0xFF] + utf16(text, bigEndian: true)),
            Case(encoding: .utf32LittleEndian, bytes: [0xFF, 0xFE, 0x00, 0x00] + utf32(text, bigEndian: false)),
            Case(encoding: .utf32BigEndian, bytes: [0x00, 0x00, 0xFE, 0xFF] + utf32(text, bigEndian: true)),
        ]

        @Test(arguments: cases)
        func readsEncoding(_ form: Case) throws {
            let table = try StringsFileReader.read(form.bytes, path: "Localizable.strings")
            #expect(table.format == .text(form.encoding))
            #expect(table.entries == [
                LegacyStringsEntry(key: "Größe", value: "サイズ 😀", comment: LegacyComment(raw: "/* Größe 😀 */"),
                                   keyLocation: Legacy.at(2, 1), valueLocation: Legacy.at(2, 11)),
                LegacyStringsEntry(key: "b", value: "2", keyLocation: Legacy.at(3, 1), valueLocation: Legacy.at(3, 7)),
            ])
            #expect(table.diagnostics.isEmpty)
        }

        @Test func utf16HighBytesAreNotMistakenForAMissingBOM() throws {
            // CJK text in UTF-16 LE with a BOM: no NUL bytes at all, nothing to detect, reads normally.
            let table = try StringsFileReader.read([0xFF, 0xFE] + Self.utf16("\"键\" = \"值\";", bigEndian: false), path: "L.strings")
            #expect(table.entries.map(\.value) == ["值"])
        }

        @Test func wideEncodingDetection() {
            let ascii = "\"key\" = \"value\";\n"
            #expect(LegacyTextDecoder.wideEncodingWithoutMark(Self.utf16(ascii, bigEndian: false)) == .utf16)
            #expect(LegacyTextDecoder.wideEncodingWithoutMark(Self.utf16(ascii, bigEndian: true)) == .utf16)
            #expect(LegacyTextDecoder.wideEncodingWithoutMark(Self.utf32(ascii, bigEndian: false)) == .utf32)
            #expect(LegacyTextDecoder.wideEncodingWithoutMark(Self.utf32(ascii, bigEndian: true)) == .utf32)
            #expect(LegacyTextDecoder.wideEncodingWithoutMark(Array(ascii.utf8) + [0]) == nil)
        }

        @Test func utf8ValidationFollowsUnicodeTable() {
            // Well-formed boundaries (Unicode table 3-7) …
            for valid: [UInt8] in [[0x7F], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
                                   [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF]] {
                #expect(LegacyTextDecoder.firstInvalidUTF8(valid) == nil, "\(valid)")
            }
            // … and what lies just outside them: overlongs, surrogates, beyond U+10FFFF, truncation.
            for invalid: [UInt8] in [[0x80], [0xC1, 0xBF], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
                                     [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82], [0xE2, 0x28, 0xA1]] {
                #expect(LegacyTextDecoder.firstInvalidUTF8([0x41] + invalid) == 1, "\(invalid)")
            }
        }
    }
}
