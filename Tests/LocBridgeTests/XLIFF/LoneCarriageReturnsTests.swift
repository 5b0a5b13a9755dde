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

    /// In UTF-16 a CR is one code unit of two bytes, in either byte order; a chunk may end inside a unit.
    @Test func utf16CarriageReturnsBecomeLineFeeds() {
        let text = "<a>\r<b>x\r\ny</b>\r\r\n\r"
        for littleEndian in [true, false] {
            let units = Array(text.utf16)
            let bytes = units.flatMap { littleEndian ? [UInt8($0 & 0xFF), UInt8($0 >> 8)] : [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            let expected = Array("<a>\n<b>x\r\ny</b>\n\r\n\n".utf16)
            for size in 1...bytes.count {
                let output = Self.normalized(bytes, chunk: size)
                let decoded = stride(from: 0, to: output.count - 1, by: 2).map { index in
                    littleEndian ? UInt16(output[index]) | UInt16(output[index + 1]) << 8 : UInt16(output[index]) << 8 | UInt16(output[index + 1])
                }
                // Even chunks, as files are read, give every break; an odd split may leave a CR (a line break all the same).
                if size % 2 == 0 {
                    #expect(decoded.filter { $0 != 13 } == expected.filter { $0 != 13 }, "chunks of \(size)")
                }
                #expect(decoded.filter { $0 != 10 && $0 != 13 } == expected.filter { $0 != 10 && $0 != 13 }, "chunks of \(size)")
            }
        }
        // Neither UTF-8 nor UTF-16 (EBCDIC): left as it is.
        let ebcdic: [UInt8] = [0x4C, 0x6F, 0xA7, 0x94, 0x0D, 0x25]
        #expect(Self.normalized(ebcdic, chunk: 3) == ebcdic)
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
        for lineBreak in ["\n", "\r", "\r\n", "utf-16 \r"] {
            let joined = lines.joined(separator: lineBreak == "utf-16 \r" ? "\r" : lineBreak)
            let bytes = lineBreak == "utf-16 \r" ? [0xFF, 0xFE] + joined.replacingOccurrences(of: "UTF-8", with: "UTF-16").utf16.flatMap {
                [UInt8($0 & 0xFF), UInt8($0 >> 8)]
            } : Array(joined.utf8)
            do {
                _ = try XLIFFReader.read(bytes, path: "de.xliff")
                Issue.record("expected an error")
            } catch {
                #expect(error.diagnostic.location?.line == 9, "\(Array(lineBreak.utf8))")
            }
            guard lineBreak != "utf-16 \r" else { continue }
            let valid = Array(lines.filter { $0 != "<oops>" }.joined(separator: lineBreak).utf8)
            let units = try XLIFFReader.read(valid, path: "de.xliff").document.files[0].units
            #expect(units.map { $0.location?.line } == [4, 5], "\(Array(lineBreak.utf8))")
        }
    }
}
