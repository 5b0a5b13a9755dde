/// The comments and CDATA sections of an XML text: markup the editors look for by its bytes (`</string>`,
/// the root `</dict>`) is never inside them. A `</string>` in a form's CDATA ended the replaced text
/// there, and a `</dict>` in a trailing comment took a new entry into the comment (QA).
struct XMLHiddenSpans {
    private var spans: [Range<Int>] = []

    init(_ text: [UInt8]) {
        let comment = Array("<!--".utf8), commentEnd = Array("-->".utf8)
        let cdata = Array("<![CDATA[".utf8), cdataEnd = Array("]]>".utf8)
        var index = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let close: [UInt8]
            if text[index...].starts(with: comment) { close = commentEnd } else if text[index...].starts(with: cdata) { close = cdataEnd } else {
                index += 1
                continue
            }
            let end = Self.find(close, in: text, from: index + 2).map { $0 + close.count } ?? text.count
            spans.append(index..<end)
            index = end
        }
    }

    /// Whether `offset` is inside a comment or CDATA section.
    func contains(_ offset: Int) -> Bool {
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < spans.count && spans[low].contains(offset)
    }

    /// The first `needle` at or after `start` that is markup (outside comments and CDATA).
    func firstIndex(of needle: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        var from = start
        while let found = Self.find(needle, in: text, from: from) {
            if !contains(found) { return found }
            from = found + 1
        }
        return nil
    }

    /// The last `needle` that starts before `end` and is markup.
    func lastIndex(of needle: [UInt8], in text: [UInt8], before end: Int) -> Int? {
        var index = min(end, text.count - needle.count + 1) - 1
        while index >= 0 {
            if text[index] == needle[0], text[index..<(index + needle.count)].elementsEqual(needle), !contains(index) { return index }
            index -= 1
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        start <= text.count ? text[start...].firstRange(of: needle)?.lowerBound : nil
    }
}
