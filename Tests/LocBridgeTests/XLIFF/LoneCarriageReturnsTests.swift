import Testing
@testable import LocBridge

/// Old Mac line breaks (a CR alone) become LF before libxml2 reads them, so that its line numbers are
/// right; CR LF stays, and the split between chunks changes nothing.
struct LoneCarriageReturnsTests {
    static func normalized(_ text: [UInt8], chunk size: Int) -> [UInt8] {
        var normalizer = LoneCarriageReturns()
        var output: [UInt8] = []
        var offset = 0
        while offset < text.count {
            var chunk = Array(text[offset..<min(offset + size, text.count)])
            let count = chunk.withUnsafeMutableBufferPointer { normalizer.normalize($0, count: $0.count) }
            output += chunk[..<count]
            offset += size
        }
        return output
    }

    @Test func loneCarriageReturnsBecomeLineFeedsInEveryChunking() {
        let text = Array("<a>\r<b>x\r\ny</b>\r\r\n\r".utf8)
        // CR LF pairs stay pairs, or become one LF where a chunk ends between them: libxml2 reads both as one break.
        for size in 1...text.count {
            let output = Self.normalized(text, chunk: size)
            #expect(!output.contains(0x0D) || output.indices.allSatisfy { output[$0] != 0x0D || output[$0 + 1] == 0x0A }, "\(size)")
            let breaks = output.indices.filter { output[$0] == 0x0A }.count
            #expect(breaks == 5, "chunks of \(size): \(output)")
            #expect(String(decoding: output.filter { $0 != 0x0D && $0 != 0x0A }, as: UTF8.self) == "<a><b>xy</b>")
        }
    }

    @Test func utf16IsLeftAsItIs() {
        let text: [UInt8] = [0xFF, 0xFE, 0x3C, 0x00, 0x0D, 0x00, 0x3E, 0x00]
        #expect(Self.normalized(text, chunk: 3) == text)
        let bare: [UInt8] = [0x3C, 0x00, 0x0D, 0x00]
        #expect(Self.normalized(bare, chunk: 4) == bare)
    }

    /// A document with CR line breaks gets the same locations as with LF.
    @Test func locationsInACarriageReturnFileAreItsLines() throws {
        let lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                     #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"#,
                     #"<file original="L.xcstrings" source-language="en" target-language="de" datatype="plaintext"><body>"#,
                     #"<trans-unit id="a"><source>A</source><target>B</target></trans-unit>"#,
                     #"<trans-unit id="b"><source>A</source>"#,
                     #"<target>B</target></trans-unit>"#,
                     "</body></file>", "<oops>", "</xliff>"]
        for lineBreak in ["\n", "\r", "\r\n"] {
            let bytes = Array(lines.joined(separator: lineBreak).utf8)
            do {
                _ = try XLIFFReader.read(bytes, path: "de.xliff")
                Issue.record("expected an error")
            } catch {
                #expect(error.diagnostic.location?.line == 9, "\(Array(lineBreak.utf8))")
            }
            let valid = Array(lines.filter { $0 != "<oops>" }.joined(separator: lineBreak).utf8)
            let units = try XLIFFReader.read(valid, path: "de.xliff").document.files[0].units
            #expect(units.map { $0.location?.line } == [4, 5], "\(Array(lineBreak.utf8))")
        }
    }
}
