/// A document that declares a one-byte encoding (`ISO-8859-1`, `windows-1252`) but whose bytes are UTF-8:
/// libxml2 reads each UTF-8 sequence as two or three Latin characters, and `Schließen` would go into the
/// catalog as `SchlieÃŸen`, marked translated (QA). Real Latin-1 text is almost never valid UTF-8 (an
/// `é` is one byte, which UTF-8 never writes alone), so a document with non-ASCII text that is all valid
/// UTF-8 is refused. Fed each chunk as it is read; decided at the end.
struct MislabeledUTF8 {
    private(set) var declared: String?
    /// Continuation bytes the sequence being read still needs.
    private var needed = 0
    private var sequence: [UInt8] = []
    private var invalid = false
    private var line = 1
    /// The first UTF-8 sequence of more than one byte, and its line.
    private(set) var first: (text: String, line: Int)?

    /// Starts with the document's first bytes: applies only when they declare a one-byte encoding.
    init(start: [UInt8]) {
        guard let name = AttributeFlood.declaredEncodingName(start) else { return }
        let folded = name.uppercased().replacingOccurrences(of: "_", with: "-")
        let oneByte = ["ISO-8859-", "ISO8859", "LATIN", "ISO-LATIN", "WINDOWS-125", "CP125", "MAC", "KOI8"]
        if oneByte.contains(where: { folded.hasPrefix($0) }) { declared = name }
    }

    mutating func scan(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard declared != nil, !invalid else { return }
        for byte in chunk {
            if needed > 0 {
                guard byte & 0xC0 == 0x80 else { invalid = true; return }
                needed -= 1
                if first == nil {
                    sequence.append(byte)
                    if needed == 0 { first = (String(decoding: sequence, as: UTF8.self), line) }
                }
                continue
            }
            switch byte {
            case 0x0A: line += 1
            case 0..<0x80: break
            case 0xC2...0xDF: needed = 1
            case 0xE0...0xEF: needed = 2
            case 0xF0...0xF4: needed = 3
            default: invalid = true; return
            }
            if needed > 0, first == nil { sequence = [byte] }
        }
    }

    /// The error, once the whole document was scanned, when its non-ASCII text is all UTF-8.
    func diagnostic(path: String) -> Diagnostic? {
        guard let declared, !invalid, needed == 0, let first else { return nil }
        let bytes = first.text.utf8.count
        return Diagnostic(.error, "the file declares encoding=\(Diagnostic.quoted(declared)), but its text is UTF-8: "
            + "\(Diagnostic.quoted(first.text)) at line \(first.line) is the \(bytes) bytes UTF-8 writes, which \(declared) would read as "
            + "\(bytes) characters; correct the declaration to UTF-8 (or convert the text to \(declared))",
            at: SourceLocation(path: path, line: 1, column: 1))
    }
}
