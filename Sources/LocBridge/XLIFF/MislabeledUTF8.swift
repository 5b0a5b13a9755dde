/// A document whose XML declaration names an encoding its bytes are not in:
/// - a one-byte encoding (`ISO-8859-1`, `windows-1252`) over UTF-8 text: libxml2 reads each UTF-8 sequence
///   as two or three characters, and `Schließen` would go into the catalog as `SchlieÃŸen`, marked
///   translated (QA). Real one-byte text is almost never valid UTF-8 (an `é` is one byte, which UTF-8 never
///   writes alone), but a short text can be by chance (`É` and a no-break space are `C9 A0`, UTF-8's `ɠ`);
///   so the file is refused only when all its text beyond ASCII is valid UTF-8 and some of it is what UTF-8
///   writes for Latin, Greek or Cyrillic letters, or typographic signs, the text such files hold;
/// - `US-ASCII` over any byte beyond ASCII, which libxml2 reports as the document ending early.
/// Fed each chunk as it is read.
struct MislabeledUTF8 {
    private enum Declared { case oneByte(String), ascii(String) }
    private var declared: Declared?
    /// Continuation bytes the sequence being read still needs, and the sequence so far.
    private var needed = 0
    private var sequence: [UInt8] = []
    private var invalid = false
    private var line = 1
    /// The first telling UTF-8 sequence (or for ASCII, the first byte beyond it), and its line.
    private var first: (text: String, line: Int)?

    /// A UTF-8 byte order mark to pass over: it is no text.
    private var byteOrderMark = 0

    /// Starts with the document's first bytes: applies only when they declare such an encoding.
    init(start: [UInt8]) {
        if start.starts(with: [0xEF, 0xBB, 0xBF]) { byteOrderMark = 3 }
        guard let name = AttributeFlood.declaredEncodingName(start) else { return }
        let folded = name.uppercased().replacingOccurrences(of: "_", with: "-")
        if ["US-ASCII", "ASCII"].contains(folded) {
            declared = .ascii(name)
        } else if Self.oneByteFamilies.contains(where: { folded.hasPrefix($0) }) {
            declared = .oneByte(name)
        }
    }

    private static let oneByteFamilies = ["ISO-8859-", "ISO8859", "LATIN", "ISO-LATIN", "WINDOWS-125", "CP125", "MAC", "KOI8"]

    mutating func scan(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard let declared, !invalid else { return }
        var chunk = chunk[...]
        while byteOrderMark > 0, !chunk.isEmpty {
            chunk = chunk.dropFirst()
            byteOrderMark -= 1
        }
        if case .ascii = declared {
            guard first == nil else { return }
            for byte in chunk {
                if byte == 0x0A { line += 1 }
                if byte >= 0x80 {
                    first = ("0x" + String(byte, radix: 16, uppercase: true), line)
                    return
                }
            }
            return
        }
        for byte in chunk {
            if needed > 0 {
                guard byte & 0xC0 == 0x80 else { invalid = true; return }
                needed -= 1
                sequence.append(byte)
                if needed == 0, first == nil, Self.isTelling(sequence) { first = (String(decoding: sequence, as: UTF8.self), line) }
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
            if needed > 0 { sequence = [byte] }
        }
    }

    /// UTF-8 for U+0080–U+017F (Latin-1 and Latin Extended-A letters and signs), Greek, Cyrillic, or any
    /// character of three or four bytes (typographic quotes, dashes, `€`, emoji).
    private static func isTelling(_ sequence: [UInt8]) -> Bool {
        sequence.count > 2 || [0xC2, 0xC3, 0xC4, 0xC5, 0xCE, 0xCF, 0xD0, 0xD1].contains(sequence[0])
    }

    /// The error: for ASCII, as soon as a byte beyond it was read; for a one-byte encoding, once the whole
    /// document was, when its non-ASCII text is all UTF-8.
    func diagnostic(path: String, atEnd: Bool) -> Diagnostic? {
        let at = SourceLocation(path: path, line: 1, column: 1)
        switch declared {
        case .ascii(let name)?:
            guard let first else { return nil }
            return Diagnostic(.error, "the file declares encoding=\(Diagnostic.quoted(name)), but line \(first.line) has the byte "
                + "\(first.text), which is not ASCII; correct the declaration to the file's encoding (UTF-8?)", at: at)
        case .oneByte(let name)?:
            guard atEnd, !invalid, needed == 0, let first else { return nil }
            let bytes = first.text.utf8.count
            return Diagnostic(.error, "the file declares encoding=\(Diagnostic.quoted(name)), but its text is UTF-8: "
                + "\(Diagnostic.quoted(first.text)) at line \(first.line) is the \(bytes) bytes UTF-8 writes, which \(name) would read as "
                + "\(bytes) characters; correct the declaration to UTF-8 (or convert the text to \(name))", at: at)
        case nil:
            return nil
        }
    }
}
