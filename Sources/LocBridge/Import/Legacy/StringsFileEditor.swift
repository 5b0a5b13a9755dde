/// Writes translations into the text of a `.strings` file, changing nothing else: the value of an
/// existing entry is replaced where the reader found it (the short form `"key";` becomes
/// `"key" = "value";`), new keys are appended at the end with their development-language comment, and
/// comments, order, white space and line breaks stay byte for byte. The caller encodes the result back
/// into the file's encoding (`LegacyTextEditing.encode`).
enum StringsFileEditor {
    /// A key to append: its value and the development-language comment written above it.
    struct NewEntry {
        var key: String
        var value: String
        var comment: LegacyComment?
    }

    /// The edited UTF-8 text; nil with the key whose value could not be found at its location (the
    /// text and the table do not belong together).
    static func edit(_ text: [UInt8], table: LegacyStringsTable, replacing values: [String: String],
                     appending newEntries: [NewEntry]) -> Result<[UInt8], LegacyEditFailure> {
        var edits: [LegacyTextEditing.Edit] = []
        for entry in table.entries {
            guard let value = values[entry.key] else { continue }
            let literal = Array(LegacyTextEditing.quotedStringsLiteral(value).utf8)
            let isShortForm = entry.valueLocation == entry.keyLocation
            let location = entry.valueLocation
            guard let start = LegacyTextEditing.offset(line: location.line, column: location.column, in: text),
                  let end = tokenEnd(in: text, from: start) else {
                return .failure(LegacyEditFailure(key: entry.key, location: location))
            }
            if isShortForm {
                // `"key";` means value = key; give it a value of its own.
                edits.append(.init(range: end..<end, bytes: Array(" = ".utf8) + literal))
            } else {
                edits.append(.init(range: start..<end, bytes: literal))
            }
        }
        var result = LegacyTextEditing.apply(edits, to: text)
        if !newEntries.isEmpty {
            let lineBreak = LegacyTextEditing.lineBreak(of: text)
            if let last = result.last, last != 0x0A, last != 0x0D { result += lineBreak }
            for entry in newEntries {
                if !result.isEmpty { result += lineBreak }
                result += block(entry, lineBreak: lineBreak)
            }
        }
        return .success(result)
    }

    /// A new UTF-8 file: one block per entry (comment, then `"key" = "value";`), a blank line between.
    static func newFile(_ entries: [NewEntry]) -> [UInt8] {
        var result: [UInt8] = []
        for (index, entry) in entries.enumerated() {
            if index > 0 { result.append(0x0A) }
            result += block(entry, lineBreak: [0x0A])
        }
        return result
    }

    /// `/* comment */` (when there is one) and the entry, each ending with a line break.
    private static func block(_ entry: NewEntry, lineBreak: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        if let comment = entry.comment, !comment.text.isEmpty {
            // A `/* … */` comment is copied as written; a `//` one is rewritten as `/* … */`.
            let text = comment.raw.hasPrefix("/*") ? comment.raw
                : "/* " + comment.text.replacingOccurrences(of: "*/", with: "* /") + " */"
            result += Array(text.utf8) + lineBreak
        }
        let line = LegacyTextEditing.quotedStringsLiteral(entry.key) + " = " + LegacyTextEditing.quotedStringsLiteral(entry.value) + ";"
        return result + Array(line.utf8) + lineBreak
    }

    /// The end (exclusive) of the quoted or unquoted string that starts at `start`.
    static func tokenEnd(in text: [UInt8], from start: Int) -> Int? {
        guard start < text.count else { return nil }
        let first = text[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            var index = start + 1
            while index < text.count {
                if text[index] == first { return index + 1 }
                // Every escape's second byte is never a quote that ends the string.
                index += text[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            return nil
        }
        var index = start
        while index < text.count, StringsTokenizer.isUnquoted(text[index]) { index += 1 }
        return index > start ? index : nil
    }
}

/// A value that was not where the reader said it was: the edit is abandoned rather than guessed.
struct LegacyEditFailure: Error {
    var key: String
    var location: SourceLocation
}
