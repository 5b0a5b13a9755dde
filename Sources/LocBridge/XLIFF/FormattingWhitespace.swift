/// Line breaks and indentation a tool put around a text when it pretty-printed an XLIFF file without
/// `xml:space="preserve"` (XLIFF 1.2 then lets white space be formatting): a run of white space at either
/// end of the text that holds a line break. Spaces alone are text.
enum FormattingWhitespace {
    /// The byte range of `bytes` that is text: without such runs at its ends.
    static func kept(in bytes: UnsafeBufferPointer<UInt8>) -> (start: Int, end: Int) {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func hasBreak(_ range: Range<Int>) -> Bool { bytes[range].contains { $0 == 0x0A || $0 == 0x0D } }
        var start = 0, end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        if !hasBreak(0..<start) { start = 0 }
        var last = end
        while last > start, isSpace(bytes[last - 1]) { last -= 1 }
        if hasBreak(last..<end) { end = last }
        return (start, end)
    }

    /// `text` without such runs.
    static func trimmed(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            let (start, end) = kept(in: bytes)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// The runs `trimmed` leaves out of `text`: what comes before and after the text it keeps.
    static func edges(of text: String) -> (leading: String, trailing: String) {
        var text = text
        return text.withUTF8 { bytes in
            let (start, end) = kept(in: bytes)
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[..<start]), as: UTF8.self),
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[end...]), as: UTF8.self))
        }
    }

    /// `unit` with the line breaks its source text really has at its ends put back, on the source and
    /// around the target, where the reader left them out as formatting: a pretty-printed export of a
    /// text that starts or ends with a line break imports as the text it was.
    static func restoring(_ unit: TranslationUnit, expectedSource: String?) -> TranslationUnit {
        guard unit.formattingTrimmed, unit.sourceSet == nil, let expectedSource, unit.source != expectedSource,
              trimmed(expectedSource) == unit.source else { return unit }
        let (leading, trailing) = edges(of: expectedSource)
        var restored = unit
        restored.source = expectedSource
        if let target = unit.target, !target.isEmpty { restored.target = leading + target + trailing }
        return restored
    }
}
