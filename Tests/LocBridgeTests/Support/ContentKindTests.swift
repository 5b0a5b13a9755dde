import Testing
import LocBridge

/// `ContentKind.of`: what a pipe's first character says it is.
struct ContentKindTests {
    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + text.utf16.flatMap { unit -> [UInt8] in
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            return bigEndian ? [high, low] : [low, high]
        }
    }

    static func utf32(_ text: String, bigEndian: Bool, mark: Bool) -> [UInt8] {
        ((mark ? "\u{FEFF}" : "") + text).unicodeScalars.flatMap { scalar -> [UInt8] in
            let bytes = (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * (3 - $0))) }
            return bigEndian ? bytes : bytes.reversed()
        }
    }

    /// UTF-32, with a mark or without (QA: a UTF-32BE catalog without one was neither catalog nor XLIFF).
    @Test func utf32IsReadByItsUnits() {
        for bigEndian in [true, false] {
            for mark in [true, false] {
                #expect(ContentKind.of(Self.utf32("\n {}", bigEndian: bigEndian, mark: mark)) == .catalog)
                #expect(ContentKind.of(Self.utf32(" <xliff/>", bigEndian: bigEndian, mark: mark)) == .xliff)
                #expect(ContentKind.of(Self.utf32("\u{1F600}", bigEndian: bigEndian, mark: mark)) == nil)
            }
        }
        // Little-endian UTF-16 without a mark, after whitespace.
        #expect(ContentKind.of(Array(Self.utf16("  {", bigEndian: false).dropFirst(2))) == .catalog)
    }

    @Test func theFirstCharacterAfterAMarkAndWhitespaceDecides() {
        #expect(ContentKind.of(Array("{}".utf8)) == .catalog)
        #expect(ContentKind.of(Array("<?xml version=\"1.0\"?>".utf8)) == .xliff)
        #expect(ContentKind.of([0xEF, 0xBB, 0xBF] + Array(" \t\r\n{".utf8)) == .catalog)
        #expect(ContentKind.of(Self.utf16("\n <xliff/>", bigEndian: true)) == .xliff)
        #expect(ContentKind.of(Self.utf16("\n <xliff/>", bigEndian: false)) == .xliff)
        #expect(ContentKind.of(Self.utf16(" {", bigEndian: false)) == .catalog)
        // Without a mark: big-endian by its zero byte first, little-endian by its first byte (QA).
        #expect(ContentKind.of(Array(Self.utf16("\n  {", bigEndian: true).dropFirst(2))) == .catalog)
        #expect(ContentKind.of(Array(Self.utf16("<xliff/>", bigEndian: true).dropFirst(2))) == .xliff)
        #expect(ContentKind.of(Array(Self.utf16("{", bigEndian: false).dropFirst(2))) == .catalog)
    }

    @Test func anythingElseIsNeither() {
        #expect(ContentKind.of([]) == nil)
        #expect(ContentKind.of(Array(" \n".utf8)) == nil)
        #expect(ContentKind.of([0xEF, 0xBB, 0xBF]) == nil)
        #expect(ContentKind.of(Array("\"key\" = \"value\";".utf8)) == nil)
        // A UTF-16 character whose low byte is `<` is not `<`.
        #expect(ContentKind.of(Self.utf16("\u{013C}", bigEndian: false)) == nil)
        #expect(ContentKind.firstCharacter(Array(" \n".utf8)) == nil)
        #expect(ContentKind.firstCharacter(Array(" x".utf8)) == UInt16(UInt8(ascii: "x")))
    }
}
