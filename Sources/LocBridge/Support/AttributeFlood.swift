/// Finds an element with thousands of attributes (or namespace declarations) before libxml2 parses it:
/// the system's libxml2 (2.9) checks each new attribute against all earlier ones of its element, so
/// 200,000 of them in a 2.3 MB file took 40 s to 2 min (QA). Real XLIFF and property-list elements have
/// a handful.
///
/// Fed the document's bytes chunk by chunk, before the parser gets them, it keeps the exact state at
/// each chunk's end (in text, in a tag, in a quoted value) without reading every byte: a chunk with few
/// `=` (every attribute has one) is followed tag by tag only where a tag goes on from the chunk before,
/// and from its last `<`, where a tag may go on into the next. So a tag that spans chunks is counted
/// whole; one inside a chunk of few `=` has fewer than `suspiciousEquals` attributes anyway.
struct AttributeFlood {
    /// Attributes one element may have.
    static let limit = 1000
    /// `=` per chunk from which the whole chunk is followed tag by tag.
    static let suspiciousEquals = 1024

    private enum State { case text, tag, quoted(UInt8), markup }
    private var state = State.text
    private var attributes = 0
    /// The line being read, and the line where the current tag started.
    private var line = 1
    private var tagLine = 1
    /// UTF-16 input (`<` is `3C 00` or `00 3C`): code units are read whole, a byte left over between chunks.
    private var utf16: Bool?
    private var littleEndian = false
    private var pending: UInt8?

    /// The line of an element with more than `limit` attributes in `chunk`, or nil.
    mutating func scan(_ chunk: UnsafeBufferPointer<UInt8>) -> Int? {
        if utf16 == nil, chunk.count >= 2 {
            let (first, second) = (chunk[0], chunk[1])
            utf16 = (first == 0xFF && second == 0xFE) || (first == 0xFE && second == 0xFF) || first == 0 || second == 0
            littleEndian = first == 0xFF || second == 0
        }
        if utf16 == true { return scanUTF16(chunk) }
        var equals = 0, newlines = 0
        for byte in chunk {
            equals &+= byte == 0x3D ? 1 : 0
            newlines &+= byte == 0x0A ? 1 : 0
        }
        let end = line + newlines
        var index = 0
        if equals < Self.suspiciousEquals {
            // The rest of a tag from the chunk before, then nothing until the last `<`.
            while !isInText, index < chunk.count {
                if let found = step(chunk[index]) { return found }
                index += 1
            }
            guard let last = chunk[index...].lastIndex(of: UInt8(ascii: "<")) else {
                line = end
                return nil
            }
            line = end - chunk[last...].reduce(0) { $0 &+ ($1 == 0x0A ? 1 : 0) }
            index = last
        }
        while index < chunk.count {
            if let found = step(chunk[index]) { return found }
            index += 1
        }
        return nil
    }

    /// UTF-16 documents are rare: followed code unit by code unit.
    private mutating func scanUTF16(_ chunk: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        if let first = pending, !chunk.isEmpty {
            if let found = step(unit(first, chunk[0])) { return found }
            index = 1
            pending = nil
        }
        while index + 1 < chunk.count {
            if let found = step(unit(chunk[index], chunk[index + 1])) { return found }
            index += 2
        }
        if index < chunk.count { pending = chunk[index] }
        return nil
    }

    private var isInText: Bool {
        if case .text = state { return true }
        return false
    }

    /// A UTF-16 code unit as the byte the state machine reads: itself when ASCII, else a letter-like 0x80.
    private func unit(_ first: UInt8, _ second: UInt8) -> UInt8 {
        let (low, high) = littleEndian ? (first, second) : (second, first)
        return high == 0 && low < 0x80 ? low : 0x80
    }

    private mutating func step(_ byte: UInt8) -> Int? {
        if byte == 0x0A { line += 1 }
        switch state {
        case .text:
            if byte == UInt8(ascii: "<") {
                state = .tag
                attributes = 0
                tagLine = line
            }
        case .tag:
            switch byte {
            case UInt8(ascii: "!"), UInt8(ascii: "?"): if attributes == 0 { state = .markup }
            case UInt8(ascii: "\""), UInt8(ascii: "'"): state = .quoted(byte)
            case UInt8(ascii: ">"): state = .text
            case UInt8(ascii: "="):
                attributes += 1
                if attributes > Self.limit { return tagLine }
            default: break
            }
        case .quoted(let quote):
            if byte == quote { state = .tag }
        case .markup:
            // Comments, CDATA, declarations: nothing of theirs is an attribute.
            if byte == UInt8(ascii: ">") { state = .text }
        }
        return nil
    }

    /// The error for an element found by `scan`.
    static func diagnostic(path: String, line: Int) -> Diagnostic {
        Diagnostic(.error, "an element with more than \(limit) attributes (namespace declarations included); no XLIFF or "
            + "property-list element has that many, and reading them takes the XML parser quadratic time: refused",
            at: SourceLocation(path: path, line: line, column: 1))
    }
}
