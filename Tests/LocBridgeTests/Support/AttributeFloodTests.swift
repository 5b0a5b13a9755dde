import Testing
@testable import LocBridge

/// `AttributeFlood` over chunks as the XLIFF reader feeds them.
@Suite struct AttributeFloodTests {
    static func scan(_ chunks: [String]) -> Int? {
        var flood = AttributeFlood()
        for chunk in chunks {
            let bytes = Array(chunk.utf8)
            if let line = bytes.withUnsafeBufferPointer({ flood.scan($0) }) { return line }
        }
        return nil
    }

    /// A tag left open by a chunk passed over must not be taken up again at a later followed chunk (the
    /// bench's 63 MB XLIFF was refused: a stale quote turned text into a tag of 1,001 "attributes").
    @Test func aTagOpenInAPassedOverChunkIsNotTakenUpLater() {
        let dense = String(repeating: "=", count: 2000)
        #expect(Self.scan([
            dense + "<a b=\"x",                       // followed: ends inside a quoted value
            "\" c=\"y\">text\n",                      // followed on, the tag being open: ends in text
            "<d e=\"",                                // passed over
            "zzz\">\n",                               // passed over
            "\"" + String(repeating: "x=", count: 1100) + "\n",  // followed again, from text
        ]) == nil)
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
