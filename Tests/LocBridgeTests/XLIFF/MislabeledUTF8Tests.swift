import Testing
@testable import LocBridge

/// A document declaring a one-byte encoding over UTF-8 bytes is refused: read as declared, `Schließen`
/// became `SchlieÃŸen`, imported as translated (QA). Real one-byte text still reads.
struct MislabeledUTF8Tests {
    static func document(_ encoding: String, target: [UInt8]) -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="\(encoding)"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
            <file original="L.xcstrings" source-language="en" target-language="de" datatype="plaintext"><body>
            <trans-unit id="Close"><source>Close</source><target>
            """.utf8) + target + Array("</target></trans-unit>\n</body></file></xliff>\n".utf8)
    }

    static func failure(_ bytes: [UInt8]) -> String? {
        do {
            _ = try XLIFFReader.read(bytes, path: "de.xliff")
            return nil
        } catch {
            return error.description
        }
    }

    /// With or without a UTF-8 byte order mark, which libxml2 lets the declaration overrule (QA).
    @Test func utf8DeclaredAsLatin1IsRefused() {
        let document = Self.document("ISO-8859-1", target: Array("Schließen".utf8))
        for bytes in [document, [0xEF, 0xBB, 0xBF] + document] {
            #expect(Self.failure(bytes) == "de.xliff:1:1: error: the file declares encoding=\"ISO-8859-1\", but its text is UTF-8: \"ß\" "
                + "at line 4 is the 2 bytes UTF-8 writes, which ISO-8859-1 would read as 2 characters; correct the declaration to "
                + "UTF-8 (or convert the text to ISO-8859-1)")
        }
    }

    /// ASCII declared over other bytes: said as such (libxml2 said the document ended with elements open).
    @Test func bytesBeyondDeclaredASCIIAreSaid() {
        #expect(Self.failure(Self.document("US-ASCII", target: Array("Schließen".utf8))) == "de.xliff:1:1: error: the file declares "
            + "encoding=\"US-ASCII\", but line 4 has the byte 0xC3, which is not ASCII; correct the declaration to the file's "
            + "encoding (UTF-8?)")
    }

    @Test func oneByteTextReadsAsDeclared() throws {
        // "Schließen" in ISO-8859-1 and windows-1252: ß is the one byte DF.
        let latin1: [UInt8] = Array("Schlie".utf8) + [0xDF] + Array("en".utf8)
        for encoding in ["ISO-8859-1", "windows-1252", "latin1"] {
            let units = try XLIFFReader.read(Self.document(encoding, target: latin1), path: "de.xliff").document.files[0].units
            #expect(units.map(\.target) == ["Schließen"], "\(encoding)")
        }
        // One-byte text that is valid UTF-8 by chance, but not for letters such files hold: read as declared
        // (French `É` and a no-break space, C9 A0, are UTF-8's `ɠ`; `É…` in windows-1252, C9 85, its `Ʌ`).
        for (encoding, bytes, text) in [("ISO-8859-1", [0xC9, 0xA0] as [UInt8], "É\u{A0}"), ("windows-1252", [0xC9, 0x85], "É…")] {
            let units = try XLIFFReader.read(Self.document(encoding, target: Array("TERMIN".utf8) + bytes), path: "de.xliff").document.files[0].units
            #expect(units.map(\.target) == ["TERMIN" + text], "\(encoding)")
        }
        // ASCII alone says nothing either way.
        let ascii = try XLIFFReader.read(Self.document("ISO-8859-1", target: Array("Close".utf8)), path: "de.xliff")
        #expect(ascii.document.files[0].units.map(\.target) == ["Close"])
    }

    /// Decided over the whole document, a sequence split between chunks included.
    @Test func sequencesSplitBetweenChunksAreFollowed() {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"windows-1252\"?><a>ä €</a>".utf8)
        for size in 1...bytes.count {
            var scan = MislabeledUTF8(start: Array(bytes.prefix(256)))
            var offset = 0
            while offset < bytes.count {
                bytes[offset..<min(offset + size, bytes.count)].withUnsafeBufferPointer { scan.scan($0) }
                offset += size
            }
            #expect(scan.diagnostic(path: "x", atEnd: true)?.message.contains("\"ä\" at line 1") == true, "\(size)")
        }
        var utf8 = MislabeledUTF8(start: Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>".utf8))
        Array("ä".utf8).withUnsafeBufferPointer { utf8.scan($0) }
        #expect(utf8.diagnostic(path: "x", atEnd: true) == nil)
    }
}
