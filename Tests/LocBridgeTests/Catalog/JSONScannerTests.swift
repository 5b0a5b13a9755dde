import Testing
@testable import LocBridge

/// The scanner reads strings eight bytes at a time; special bytes at every offset of a word must still
/// be found.
struct JSONScannerTests {
    private func readString(_ json: String) throws(JSONFailure) -> String {
        let bytes = Array(json.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(JSONFailure) in
            var scanner = JSONScanner(buffer)
            return try scanner.readString()
        }
    }

    @Test(arguments: 0..<20)
    func specialBytesAtEveryOffset(_ offset: Int) throws {
        let pad = String(repeating: "a", count: offset)
        let tail = String(repeating: "b", count: 11)
        #expect(try readString("\"\(pad)\"") == pad)
        #expect(try readString("\"\(pad)\\\"\(tail)\"") == pad + "\"" + tail)
        #expect(try readString("\"\(pad)\\\\\(tail)\"") == pad + "\\" + tail)
        #expect(try readString("\"\(pad)\\n\(tail)\"") == pad + "\n" + tail)
        #expect(try readString("\"\(pad)é\(tail)\"") == pad + "é" + tail)
        #expect(try readString("\"\(pad)\u{7F}\(tail)\"") == pad + "\u{7F}" + tail)
        do {
            _ = try readString("\"\(pad)\u{1F}\(tail)\"")
            Issue.record("a raw control character must be refused")
        } catch {
            #expect(error.offset == offset + 1)
            #expect(error.message == "control character U+001f must be escaped inside a string")
        }
    }

    @Test(arguments: 0..<20)
    func indentationOfEveryWidthIsSkipped(_ width: Int) throws {
        let json = "{\n" + String(repeating: " ", count: width) + "\"k\" :" + String(repeating: " ", count: width) + "true\n}"
        let bytes = Array(json.utf8)
        let found: [String] = try bytes.withUnsafeBufferPointer { buffer throws(JSONFailure) in
            var scanner = JSONScanner(buffer)
            var keys: [String] = []
            try scanner.forEachMember { (scanner, key, line) throws(JSONFailure) in
                keys.append("\(key.string)@\(line)=\(try scanner.readBool())")
            }
            return keys
        }
        #expect(found == ["k@2=true"])
    }
}
