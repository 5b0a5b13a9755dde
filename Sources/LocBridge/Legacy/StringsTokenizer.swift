/// Reads the text form of a `.strings` file — Apple's old-style property list grammar (FORMATS.md §4) —
/// keeping what Foundation's parser throws away: the comment above each entry and where every key and
/// value starts.
///
/// Grammar: `key = value;` entries (or the short form `key;`, meaning value = key), optionally wrapped
/// in one `{ … }`. Strings are quoted with `"` or `'` (raw line breaks allowed inside) or are unquoted
/// words of `[A-Za-z0-9_$/:.-]`. `/* … */` (not nested) and `// …` comments may stand wherever white
/// space may. The input is UTF-8 that `LegacyTextDecoder` has already validated.
struct StringsTokenizer {
    private let text: UnsafeBufferPointer<UInt8>
    private let path: String
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var columns = CharacterColumns()
    /// The last comment seen since the previous entry ended: byte range in `text`.
    private var lastComment: Range<Int>?
    /// Bytes of the string being built when it holds escapes.
    private var scratch: [UInt8] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Where the closing `}` is, in a file written as one `{ … }` dictionary.
    private(set) var closingBrace: SourceLocation?

    init(_ text: UnsafeBufferPointer<UInt8>, path: String) {
        self.text = text
        self.path = path
    }

    // MARK: Entries

    /// Every entry in file order, duplicates included (the reader resolves them).
    mutating func entries() throws(LegacyError) -> [LegacyStringsEntry] {
        var entries: [LegacyStringsEntry] = []
        try skipTrivia()
        var braceLine: Int?
        if position < text.count, text[position] == UInt8(ascii: "{") {
            braceLine = line
            position += 1
        }
        while true {
            try skipTrivia()
            guard position < text.count else {
                if let braceLine {
                    throw LegacyError("missing '}' at the end of the file (the dictionary opened at line \(braceLine))", at: here)
                }
                return entries
            }
            if braceLine != nil, text[position] == UInt8(ascii: "}") {
                closingBrace = here
                position += 1
                try skipTrivia()
                guard position >= text.count else {
                    throw LegacyError("found \(describeCurrent()) after the closing '}'", at: here)
                }
                return entries
            }
            entries.append(try entry())
        }
    }

    private mutating func entry() throws(LegacyError) -> LegacyStringsEntry {
        let comment = lastComment.map { LegacyComment(raw: string(in: $0)) }
        lastComment = nil
        let keyLocation = here
        guard let key = try readString() else {
            throw LegacyError("expected a key, found \(describeCurrent())\(typographicQuoteHint)", at: keyLocation)
        }
        try skipTrivia()
        guard position < text.count else {
            throw LegacyError("expected '=' or ';' after the key \(Diagnostic.quoted(key)), found the end of the file", at: here)
        }
        if text[position] == UInt8(ascii: ";") {
            position += 1
            lastComment = nil
            return LegacyStringsEntry(key: key, value: key, comment: comment, keyLocation: keyLocation)
        }
        guard text[position] == UInt8(ascii: "=") else {
            throw LegacyError("expected '=' or ';' after the key \(Diagnostic.quoted(key)), found \(describeCurrent())\(typographicQuoteHint)", at: here)
        }
        position += 1
        try skipTrivia()
        let valueLocation = here
        guard let value = try readString() else {
            if position < text.count, let kind = containerKind(text[position]) {
                throw LegacyError("the value of \(Diagnostic.quoted(key)) is \(kind); values in a .strings file are strings", at: valueLocation)
            }
            throw LegacyError("expected a value after '=' for \(Diagnostic.quoted(key)), found \(describeCurrent())\(typographicQuoteHint)", at: valueLocation)
        }
        let valueEnd = here
        try skipTrivia()
        guard position < text.count, text[position] == UInt8(ascii: ";") else {
            throw LegacyError("missing ';' after the value of \(Diagnostic.quoted(key))", at: valueEnd)
        }
        position += 1
        lastComment = nil
        return LegacyStringsEntry(key: key, value: value, comment: comment, keyLocation: keyLocation, valueLocation: valueLocation)
    }

    private func containerKind(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "{"): "a dictionary"
        case UInt8(ascii: "("): "an array"
        case UInt8(ascii: "<"): "data"
        default: nil
        }
    }

    // MARK: White space and comments

    /// Skips white space and comments, remembering the last comment.
    private mutating func skipTrivia() throws(LegacyError) {
        while position < text.count {
            let byte = text[position]
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C:
                position += 1
            case 0x0A, 0x0D:
                newline()
            case 0xE2 where isUnicodeSeparator(at: position):
                position += 3
            case UInt8(ascii: "/") where position + 1 < text.count && text[position + 1] == UInt8(ascii: "*"):
                let start = position
                let startLine = line
                position += 2
                while true {
                    guard position < text.count else {
                        throw LegacyError("unterminated comment (started at line \(startLine))", at: here)
                    }
                    if text[position] == UInt8(ascii: "*"), position + 1 < text.count, text[position + 1] == UInt8(ascii: "/") {
                        position += 2
                        break
                    }
                    if text[position] == 0x0A || text[position] == 0x0D { newline() } else { position += 1 }
                }
                lastComment = start..<position
            case UInt8(ascii: "/") where position + 1 < text.count && text[position + 1] == UInt8(ascii: "/"):
                let start = position
                // Ended as Foundation ends it: by a line break, U+2028 or U+2029 (QA: a U+2028 after it
                // took the next entry into the comment).
                while position < text.count, text[position] != 0x0A, text[position] != 0x0D, !isUnicodeSeparator(at: position) {
                    position += 1
                }
                lastComment = start..<position
            default:
                return
            }
        }
    }

    /// Whether U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR starts at `index`: white space to
    /// Foundation's reader, which does not count them as lines.
    private func isUnicodeSeparator(at index: Int) -> Bool {
        index + 2 < text.count && text[index] == 0xE2 && text[index + 1] == 0x80 && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9)
    }

    /// Steps over a line break at the cursor (LF, CR LF or a lone CR) and counts the line.
    private mutating func newline() {
        if text[position] == 0x0D, position + 1 < text.count, text[position + 1] == 0x0A { position += 1 }
        position += 1
        line += 1
        lineStart = position
    }

    // MARK: Strings

    /// Reads a quoted or unquoted string at the cursor; nil (cursor unmoved) when none starts here.
    private mutating func readString() throws(LegacyError) -> String? {
        guard position < text.count else { return nil }
        let byte = text[position]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try readQuoted(byte) }
        guard StringsTokenizer.isUnquoted(byte) else { return nil }
        let start = position
        while position < text.count, StringsTokenizer.isUnquoted(text[position]) { position += 1 }
        return string(in: start..<position)
    }

    /// `[A-Za-z0-9_$/:.-]`.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    private mutating func readQuoted(_ quote: UInt8) throws(LegacyError) -> String {
        let startLine = line
        position += 1
        let start = position
        // Fast path: no escape before the closing quote.
        var scan = position
        while scan < text.count, text[scan] != quote, text[scan] != UInt8(ascii: "\\") { scan += 1 }
        if scan < text.count, text[scan] == quote {
            while position < scan {
                if text[position] == 0x0A || text[position] == 0x0D { newline() } else { position += 1 }
            }
            position += 1
            return string(in: start..<scan)
        }
        scratch.removeAll(keepingCapacity: true)
        while true {
            guard position < text.count else {
                throw LegacyError("unterminated string (started at line \(startLine))", at: here)
            }
            let byte = text[position]
            if byte == quote {
                position += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                try readEscape(startLine: startLine)
            } else if byte == 0x0A || byte == 0x0D {
                let from = position
                newline()
                scratch.append(contentsOf: text[from..<position])
            } else {
                scratch.append(byte)
                position += 1
            }
        }
    }

    /// Reads the escape at the cursor (on its backslash) into `scratch`.
    private mutating func readEscape(startLine: Int) throws(LegacyError) {
        let escape = here
        position += 1
        guard position < text.count else {
            throw LegacyError("unterminated string (started at line \(startLine))", at: here)
        }
        let byte = text[position]
        switch byte {
        case UInt8(ascii: "a"): append(0x07)
        case UInt8(ascii: "b"): append(0x08)
        case UInt8(ascii: "f"): append(0x0C)
        case UInt8(ascii: "n"): append(0x0A)
        case UInt8(ascii: "r"): append(0x0D)
        case UInt8(ascii: "t"): append(0x09)
        case UInt8(ascii: "v"): append(0x0B)
        case UInt8(ascii: "U"):
            position += 1
            try readUnicodeEscape(at: escape)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            try readOctalEscape(at: escape)
        case 0x0A, 0x0D:
            // A backslash before a line break keeps the line break.
            let from = position
            newline()
            scratch.append(contentsOf: text[from..<position])
        default:
            // Any other character stands for itself (`\"`, `\'`, `\\`, and `\u`, which is NOT an escape).
            let length = StringsTokenizer.scalarLength(byte)
            scratch.append(contentsOf: text[position..<min(position + length, text.count)])
            position += length
        }
    }

    private mutating func append(_ byte: UInt8) {
        scratch.append(byte)
        position += 1
    }

    /// `\U` + 1–4 hex digits is one UTF-16 code unit; a character outside the BMP is written as two
    /// escapes, high surrogate then low surrogate. The cursor is after the `U`.
    private mutating func readUnicodeEscape(at escape: SourceLocation) throws(LegacyError) {
        guard let unit = readHexUnit() else {
            throw LegacyError("\\U must be followed by 1 to 4 hexadecimal digits", at: escape)
        }
        switch unit {
        case 0xD800...0xDBFF:
            let next = here
            if position + 1 < text.count, text[position] == UInt8(ascii: "\\"), text[position + 1] == UInt8(ascii: "U") {
                position += 2
                if let low = readHexUnit(), (0xDC00...0xDFFF).contains(low) {
                    let scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    UTF8Bytes.append(Unicode.Scalar(scalar)!, to: &scratch)
                    return
                }
                throw LegacyError("\\U\(StringsTokenizer.hex(unit)) is a high surrogate, and the escape after it is not a low surrogate (\\UDC00–\\UDFFF)", at: next)
            }
            throw LegacyError("\\U\(StringsTokenizer.hex(unit)) is a high surrogate; it must be followed by a low surrogate escape (\\UDC00–\\UDFFF)", at: escape)
        case 0xDC00...0xDFFF:
            throw LegacyError("\\U\(StringsTokenizer.hex(unit)) is a low surrogate without a high surrogate before it", at: escape)
        default:
            UTF8Bytes.append(Unicode.Scalar(unit)!, to: &scratch)
        }
    }

    private mutating func readHexUnit() -> UInt16? {
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, position < text.count, let digit = StringsTokenizer.hexValue(text[position]) {
            value = value << 4 | UInt16(digit)
            digits += 1
            position += 1
        }
        return digits == 0 ? nil : value
    }

    /// `\` + 1–3 octal digits is one byte of the NeXTSTEP character set. The cursor is on the first digit.
    private mutating func readOctalEscape(at escape: SourceLocation) throws(LegacyError) {
        let start = position
        var value = 0
        while position - start < 3, position < text.count,
              text[position] >= UInt8(ascii: "0"), text[position] <= UInt8(ascii: "7") {
            value = value * 8 + Int(text[position] - UInt8(ascii: "0"))
            position += 1
        }
        let written = string(in: start..<position)
        guard value <= 0xFF else {
            throw LegacyError("the octal escape \\\(written) is larger than a byte (\\377)", at: escape)
        }
        if let scalar = NeXTSTEPEncoding.scalar(UInt8(value)) {
            UTF8Bytes.append(scalar, to: &scratch)
        } else {
            diagnostics.append(Diagnostic(.warning, "the octal escape \\\(written) is not a NeXTSTEP character; read as U+FFFD", at: escape))
            UTF8Bytes.append("\u{FFFD}", to: &scratch)
        }
    }

    // MARK: Helpers

    private var here: SourceLocation {
        mutating get {
            SourceLocation(path: path, line: line, column: columns.column(at: position, lineStart: lineStart, in: text))
        }
    }

    private func string(in range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
    }

    /// The character at the cursor, for "expected X, found Y" messages.
    private func describeCurrent() -> String {
        guard position < text.count else { return "the end of the file" }
        let byte = text[position]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        let length = StringsTokenizer.scalarLength(byte)
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: text[position..<min(position + length, text.count)]), as: UTF8.self)
            .unicodeScalars.first ?? "\u{FFFD}"
        let code = "U+" + StringsTokenizer.hex(scalar.value)
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: return code
        default: break
        }
        return "'\(scalar)' (\(code))"
    }

    /// Typographic quotes are the most common reason a key or value is not recognised.
    private var typographicQuoteHint: String {
        guard position + 1 < text.count else { return "" }
        let bytes = Array(text[position..<min(position + 3, text.count)])
        let typographic: [[UInt8]] = [[0xE2, 0x80, 0x9C], [0xE2, 0x80, 0x9D], [0xE2, 0x80, 0x98], [0xE2, 0x80, 0x99], [0xC2, 0xAB], [0xC2, 0xBB]]
        guard typographic.contains(where: { bytes.starts(with: $0) }) else { return "" }
        return "; typographic quotes do not delimit strings, use \"…\""
    }

    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0x80: 1
        case 0xC0..<0xE0: 2
        case 0xE0..<0xF0: 3
        default: 4
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Upper-case hex, at least four digits: `00E9`, `D83D`, `1F600`.
    static func hex<Value: BinaryInteger>(_ unit: Value) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
