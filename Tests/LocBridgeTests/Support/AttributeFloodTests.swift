import Testing
@testable import LocBridge

/// `AttributeFlood` over chunks as the XLIFF reader feeds them.
@Suite struct AttributeFloodTests {
    static func scan(_ chunks: [String]) -> Int? {
        var flood = AttributeFlood()
        for chunk in chunks {
            let bytes = Array(chunk.utf8)
            if case .flood(let line)? = bytes.withUnsafeBufferPointer({ flood.scan($0) }) { return line }
        }
        return nil
    }

    /// A tag's state carries from chunk to chunk (the bench's 63 MB XLIFF was once refused: a stale quote
    /// turned text into a tag of 1,001 "attributes").
    @Test func aTagOpenInAPassedOverChunkIsNotTakenUpLater() {
        let dense = String(repeating: "=", count: 2000)
        #expect(Self.scan([
            dense + "<a b=\"x",                       // ends inside a quoted value
            "\" c=\"y\">text\n",
            "<d e=\"",
            "zzz\">\n",
            "\"" + String(repeating: "x=", count: 1100) + "\n",  // text
        ]) == nil)
    }

    /// Quotes and `<` in comments, CDATA and processing instructions are not markup (QA: a CDATA target
    /// `">" für vor` made the values of later tags count as attributes; a comment hid a flood), and
    /// the limit is exact wherever the element stands.
    @Test func commentsAndCDATAHideNothingAndCountNothing() {
        let ids = (0..<600).map { _ in "<u id=\"k|==|plural.one\" a=\"1\">x</u>" }.joined(separator: "\n")
        let attributes = { (count: Int) in "<g " + (0..<count).map { "a\($0)=\"1\"" }.joined(separator: " ") + ">" }
        #expect(Self.scan(["<t><![CDATA[Tippe \">\" für vor, \"<\" zurück]]></t>\n" + ids]) == nil)
        #expect(Self.scan(["<!-- maps \">\" to next, \"<\" to previous -->\n" + ids]) == nil)
        #expect(Self.scan(["<?pi a=\"<\" ?>\n<!DOCTYPE x>\n" + ids]) == nil)
        #expect(Self.scan(["<!-- x > y < it's -->\n" + attributes(2000)]) == 2)
        #expect(Self.scan(["<![CDATA[ ' ]]>\n" + attributes(1001)]) == 2)
        #expect(Self.scan([attributes(1000)]) == nil)
    }

    /// UCS-4 and EBCDIC, which the scan cannot follow, are refused (QA: a flood in them went unseen).
    @Test func encodingsTheScanCannotFollowAreRefused() {
        var flood = AttributeFlood()
        let ucs4: [UInt8] = [0, 0, 0, 0x3C, 0, 0, 0, 0x3F]
        #expect(ucs4.withUnsafeBufferPointer { flood.scan($0) } == .unsupportedEncoding("UCS-4"))
        var ebcdic = AttributeFlood()
        let bytes: [UInt8] = [0x4C, 0x6F, 0xA7, 0x94, 0x93]
        #expect(bytes.withUnsafeBufferPointer { ebcdic.scan($0) } == .unsupportedEncoding("EBCDIC"))
        // Declared after an ASCII start, where libxml2 would switch to it; ASCII-compatible ones pass.
        #expect(AttributeFlood.declaredEncoding(Array(#"<?xml version="1.0" encoding="IBM037"?><x/>"#.utf8)) == "IBM037")
        #expect(AttributeFlood.declaredEncoding(Array("<?xml version='1.0' encoding = 'UCS-4'?>".utf8)) == "UCS-4")
        for name in ["UTF-8", "utf-16", "ISO-8859-1", "windows-1252", "Shift_JIS"] {
            #expect(AttributeFlood.declaredEncoding(Array(#"<?xml version="1.0" encoding="\#(name)"?>"#.utf8)) == nil)
        }
        #expect(AttributeFlood.declaredEncoding(Array(#"<?xml version="1.0"?><x encoding="IBM037"/>"#.utf8)) == nil)
    }

    /// A flood across chunks is found at its tag's line, however the chunks cut it, with values so long
    /// that no chunk has many `=`, and after ordinary content.
    @Test(arguments: ["1", String(repeating: "v", count: 100)])
    func aFloodAcrossChunksIsFoundAtItsTag(value: String) {
        let attributes = (0..<3000).map { "a\($0)=\"\(value)\"" }
        let text = "<x>\n<y>\n<foo " + attributes.joined(separator: " ") + "/>"
        let bytes = Array(text.utf8)
        let ordinary = Array(String(repeating: "<u id=\"k\">text</u>\n", count: 5000).utf8)
        #expect(Self.scan([String(decoding: ordinary, as: UTF8.self), text]) == 5003)
        for size in [7, 4096, 65_536] {
            let chunks = stride(from: 0, to: bytes.count, by: size).map {
                String(decoding: bytes[$0..<min($0 + size, bytes.count)], as: UTF8.self)
            }
            #expect(Self.scan(chunks) == 3, "chunks of \(size)")
        }
    }
}
