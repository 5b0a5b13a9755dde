#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Finds an element with thousands of attributes (or namespace declarations) before libxml2 parses it:
/// the system's libxml2 (2.9) checks each new attribute against all earlier ones of its element, so
/// 200,000 of them in a 2.3 MB file took 40 s to 2 min (QA). Real XLIFF and property-list elements have
/// a handful.
///
/// Fed the document's bytes chunk by chunk, before the parser gets them, it follows the markup byte by
/// byte (tags, quoted values, comments, CDATA, processing instructions, declarations) and counts the
/// `=` of each tag outside its values. That costs little beside libxml2's own parse (the bench's parsing
/// thread stayed at 1.2× `xmllint --stream`), and unlike skipping ahead it cannot lose its place: a `<`
/// or a quote in a comment or CDATA section once made it count values as attributes (QA).
struct AttributeFlood {
    /// Attributes one element may have.
    static let limit = 1000

    private enum State {
        case text, tag, quoted(UInt8)
        /// After `<!`: `-` leads to a comment, `[` to CDATA, anything else is a declaration.
        case bang, bangDash
        /// Inside a comment, CDATA section or processing instruction: how many of its closing
        /// characters (`-`, `]`, `?`) were just read.
        case comment(Int), cdata(Int), instruction(Bool)
        case declaration
    }
    private var state = State.text
    private var attributes = 0
    /// The line being read, and the line where the current tag started.
    private var line = 1
    private var tagLine = 1
    private var started = false
    /// UTF-16 input (`<` is `3C 00` or `00 3C`): code units are read whole, a byte left over between chunks.
    private var utf16 = false
    private var littleEndian = false
    private var pending: UInt8?

    enum Finding: Equatable {
        /// An element with more than `limit` attributes, at its line.
        case flood(line: Int)
        /// A document in UCS-4 or EBCDIC, which this scan cannot follow (and no XLIFF tool writes).
        case unsupportedEncoding(String)
    }

    /// What `chunk` shows, or nil.
    mutating func scan(_ chunk: UnsafeBufferPointer<UInt8>) -> Finding? {
        if !started, chunk.count >= 4 {
            started = true
            if let name = Self.unsupportedEncoding(Array(chunk.prefix(4))) ?? Self.declaredEncoding(Array(chunk.prefix(256))) {
                return .unsupportedEncoding(name)
            }
            let (first, second) = (chunk[0], chunk[1])
            utf16 = (first == 0xFF && second == 0xFE) || (first == 0xFE && second == 0xFF) || first == 0 || second == 0
            littleEndian = first == 0xFF || second == 0
        }
        if utf16 {
            var index = 0
            if let first = pending, !chunk.isEmpty {
                if let found = step(unit(first, chunk[0])) { return .flood(line: found) }
                index = 1
                pending = nil
            }
            while index + 1 < chunk.count {
                if let found = step(unit(chunk[index], chunk[index + 1])) { return .flood(line: found) }
                index += 2
            }
            if index < chunk.count { pending = chunk[index] }
        } else {
            var index = 0
            while index < chunk.count {
                // Text and quoted values mean nothing until their end: jumped over with memchr (the bench's
                // parsing thread went from 1.17 to 1.50 s stepping through them), line feeds counted.
                if let stop = skipTarget, let base = chunk.baseAddress {
                    let found = memchr(base + index, Int32(stop), chunk.count - index)
                    let end = found.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? chunk.count
                    line += ByteScan.lineFeeds(in: UnsafeBufferPointer(start: base + index, count: end - index))
                    index = end
                    if index == chunk.count { break }
                } else if case .tag = state, let base = chunk.baseAddress {
                    // In a tag, only the bytes `step` looks at there.
                    while index < chunk.count, !Self.marksTag(base[index]) { index += 1 }
                    if index == chunk.count { break }
                }
                if let found = step(chunk[index]) { return .flood(line: found) }
                index += 1
            }
        }
        return nil
    }

    /// The byte that ends the stretch being read, where nothing before it matters: `<` in text, the
    /// closing quote in a value.
    private var skipTarget: UInt8? {
        switch state {
        case .text: UInt8(ascii: "<")
        case .quoted(let quote): quote
        default: nil
        }
    }

    /// Whether `step` does anything with `byte` in a tag: a quote, `>`, `=`, `!`, `?` or a line feed, all
    /// below 64 and so bits of one word.
    @inline(__always)
    private static func marksTag(_ byte: UInt8) -> Bool {
        let marks: UInt64 = 1 << 0x0A | 1 << 0x21 | 1 << 0x22 | 1 << 0x27 | 1 << 0x3D | 1 << 0x3E | 1 << 0x3F
        return byte < 64 && marks >> byte & 1 != 0
    }

    /// UCS-4 and EBCDIC by their first four bytes (XML 1.0 appendix F); nil for UTF-8, UTF-16 and the
    /// other encodings that write `<` as the byte 3C.
    static func unsupportedEncoding(_ first: [UInt8]) -> String? {
        switch first {
        case [0x00, 0x00, 0x00, 0x3C], [0x3C, 0x00, 0x00, 0x00], [0x00, 0x00, 0x3C, 0x00], [0x00, 0x3C, 0x00, 0x00],
             [0x00, 0x00, 0xFE, 0xFF], [0xFF, 0xFE, 0x00, 0x00]: "UCS-4"
        case [0x4C, 0x6F, 0xA7, 0x94]: "EBCDIC"
        default: nil
        }
    }

    /// An encoding the XML declaration names (`encoding="IBM037"` after an ASCII start) in which `<`, `=` and
    /// quotes may not be the ASCII bytes: libxml2 would switch to it there. Nil for UTF-8, UTF-16 and the
    /// encodings that keep ASCII as ASCII.
    static func declaredEncoding(_ start: [UInt8]) -> String? {
        guard let name = declaredEncodingName(start) else { return nil }
        let folded = name.uppercased().replacingOccurrences(of: "_", with: "-")
        let asciiCompatible = ["UTF-8", "UTF8", "UTF-16", "UTF16", "UCS-2", "US-ASCII", "ASCII", "ISO-8859-", "ISO8859", "LATIN",
                               "ISO-LATIN", "WINDOWS-125", "CP125", "MAC", "KOI8", "SHIFT-JIS", "SJIS", "EUC-", "GB", "BIG5", "ISO-2022"]
        return asciiCompatible.contains { folded.hasPrefix($0) } ? nil : name
    }

    /// The name in the XML declaration's `encoding` (a document starting `<?xml … encoding="…"`), as written.
    static func declaredEncodingName(_ start: [UInt8]) -> String? {
        // After a UTF-8 byte order mark too: libxml2 2.9 still follows the declaration (QA).
        let start = start.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(start.dropFirst(3)) : start
        guard start.starts(with: Array("<?xml".utf8)), let end = start.firstIndex(of: UInt8(ascii: ">")),
              let found = start[..<end].firstRange(of: Array("encoding".utf8)) else { return nil }
        var rest = start[found.upperBound..<end].drop { $0 == 0x20 || $0 == 0x3D || $0 == 0x09 }
        guard let quote = rest.first, quote == 0x22 || quote == 0x27 else { return nil }
        rest = rest.dropFirst()
        return String(decoding: rest.prefix { $0 != quote }, as: UTF8.self)
    }

    /// A UTF-16 code unit as the byte the state machine reads: itself when ASCII, else a letter-like 0x80.
    private func unit(_ first: UInt8, _ second: UInt8) -> UInt8 {
        let (low, high) = littleEndian ? (first, second) : (second, first)
        return high == 0 && low < 0x80 ? low : 0x80
    }

    @inline(__always)
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
            case UInt8(ascii: "!") where attributes == 0: state = .bang
            case UInt8(ascii: "?") where attributes == 0: state = .instruction(false)
            case UInt8(ascii: "\""), UInt8(ascii: "'"): state = .quoted(byte)
            case UInt8(ascii: ">"): state = .text
            case UInt8(ascii: "="):
                attributes += 1
                if attributes > Self.limit { return tagLine }
            default: break
            }
        case .quoted(let quote):
            if byte == quote { state = .tag }
        case .bang:
            state = byte == UInt8(ascii: "-") ? .bangDash : byte == UInt8(ascii: "[") ? .cdata(0)
                : byte == UInt8(ascii: ">") ? .text : .declaration
        case .bangDash:
            state = byte == UInt8(ascii: "-") ? .comment(0) : .declaration
        case .comment(let dashes):
            state = byte == UInt8(ascii: ">") && dashes >= 2 ? .text : .comment(byte == UInt8(ascii: "-") ? dashes + 1 : 0)
        case .cdata(let brackets):
            state = byte == UInt8(ascii: ">") && brackets >= 2 ? .text : .cdata(byte == UInt8(ascii: "]") ? brackets + 1 : 0)
        case .instruction(let question):
            state = byte == UInt8(ascii: ">") && question ? .text : .instruction(byte == UInt8(ascii: "?"))
        case .declaration:
            // `<!DOCTYPE …>` (refused anyway when it declares anything): up to its `>`.
            if byte == UInt8(ascii: ">") { state = .text }
        }
        return nil
    }

    /// What the bytes scanned so far end inside of, and the line it starts on: at the end of a file, a
    /// sign that it was cut short, said better than libxml2 says it (it names the end of the file, and
    /// a cut tag as an element). Nil in text.
    var unclosed: (what: String, line: Int)? {
        switch state {
        case .text: nil
        case .tag, .quoted: ("a tag", tagLine)
        case .bang, .bangDash, .comment: ("a comment (<!-- without its -->)", tagLine)
        case .cdata: ("a CDATA section (<![CDATA[ without its ]]>)", tagLine)
        case .instruction: ("a processing instruction (<? without its ?>)", tagLine)
        case .declaration: ("a declaration (<! without its >)", tagLine)
        }
    }

    /// `failure`, or where the document ended inside `unclosed` at or before the failure's line, that.
    func cutShort(_ failure: Diagnostic, path: String) -> Diagnostic {
        guard let unclosed, unclosed.line <= failure.location?.line ?? 1 else { return failure }
        return Diagnostic(.error, "the file ends inside \(unclosed.what) that starts at line \(unclosed.line): "
            + "is its end missing, or was the file cut short?",
                          at: SourceLocation(path: path, line: unclosed.line, column: 1))
    }

    /// The error for what `scan` found.
    static func diagnostic(_ finding: Finding, path: String) -> Diagnostic {
        switch finding {
        case .flood(let line):
            Diagnostic(.error, "an element with more than \(limit) attributes (namespace declarations included); no XLIFF or "
                + "property-list element has that many, and reading them takes the XML parser quadratic time: refused",
                at: SourceLocation(path: path, line: line, column: 1))
        case .unsupportedEncoding(let name):
            Diagnostic(.error, "the file is in \(Diagnostic.quoted(name)); locbridge reads XML in UTF-8 or UTF-16 (and encodings "
                + "that write ASCII as ASCII): convert it, e.g. with iconv -t UTF-8", at: SourceLocation(path: path, line: 1, column: 1))
        }
    }
}
