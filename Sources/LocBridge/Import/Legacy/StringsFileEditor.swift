/// Writes translations into the text of a `.strings` file, changing nothing else: the value of an
/// existing entry is replaced where the reader found it (the short form `"key";` becomes
/// `"key" = "value";`), new keys are appended at the end with their development-language comment (inside
/// the braces of a `{ … }` file), and comments, order, white space and line breaks stay byte for byte. The caller encodes the result back
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
    static func edit(_ text: [UInt8], table: LegacyStringsTable, replacing values: [CodePointKey: String],
                     appending newEntries: [NewEntry]) -> Result<[UInt8], LegacyEditFailure> {
        var edits: [LegacyTextEditing.Edit] = []
        let lines = LegacyTextEditing.LineIndex(text)
        for entry in table.entries {
            guard let value = values[CodePointKey(text: entry.key)] else { continue }
            let literal = Array(LegacyTextEditing.quotedStringsLiteral(value).utf8)
            let isShortForm = entry.valueLocation == entry.keyLocation
            let location = entry.valueLocation
            guard let start = lines.offset(line: location.line, column: location.column),
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
        let lineBreak = LegacyTextEditing.lineBreak(of: text)
        if let brace = table.closingBrace, !newEntries.isEmpty {
            // Nothing may follow the `}` of a `{ … }` file: Apple's parser would reject the whole file.
            guard let close = lines.offset(line: brace.line, column: brace.column),
                  close < text.count, text[close] == UInt8(ascii: "}") else {
                return .failure(LegacyEditFailure(key: newEntries[0].key, location: brace))
            }
            edits.append(insertion(newEntries, before: close, in: text, lines: lines, table: table, lineBreak: lineBreak))
            return .success(LegacyTextEditing.apply(edits, to: text))
        }
        var result = LegacyTextEditing.apply(edits, to: text)
        if !newEntries.isEmpty {
            if let last = result.last, last != 0x0A, last != 0x0D { result += lineBreak }
            for entry in newEntries {
                if !result.isEmpty { result += lineBreak }
                result += block(entry, lineBreak: lineBreak)
            }
        }
        return .success(result)
    }

    /// New keys inside a `{ … }` file, before its `}` (at `close`): on lines of their own, indented like
    /// the last entry (four spaces when no entry starts a line), a blank line before each as at the end
    /// of a plain file. A `}` that shares its line with other text is moved to a line of its own (the
    /// spaces before it dropped); everything else stays as it was.
    private static func insertion(_ entries: [NewEntry], before close: Int, in text: [UInt8], lines: LegacyTextEditing.LineIndex,
                                  table: LegacyStringsTable, lineBreak: [UInt8]) -> LegacyTextEditing.Edit {
        var start = close
        while start > 0, text[start - 1] == 0x20 || text[start - 1] == 0x09 { start -= 1 }
        let braceStartsLine = text[start - 1] == 0x0A || text[start - 1] == 0x0D
        // Only white space since the `{`: the first new key needs no blank line before it.
        var previous = start - 1
        while previous > 0, [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(text[previous]) { previous -= 1 }
        let isEmpty = text[previous] == UInt8(ascii: "{")
        var indent = Array("    ".utf8)
        if let last = table.entries.max(by: { ($0.keyLocation.line, $0.keyLocation.column) < ($1.keyLocation.line, $1.keyLocation.column) }),
           let key = lines.offset(line: last.keyLocation.line, column: last.keyLocation.column) {
            var lineStart = key
            while lineStart > 0, text[lineStart - 1] == 0x20 || text[lineStart - 1] == 0x09 { lineStart -= 1 }
            if lineStart == 0 || text[lineStart - 1] == 0x0A || text[lineStart - 1] == 0x0D { indent = Array(text[lineStart..<key]) }
        }
        var bytes = braceStartsLine ? [] : lineBreak
        for (index, entry) in entries.enumerated() {
            if index > 0 || !isEmpty { bytes += lineBreak }
            bytes += block(entry, lineBreak: lineBreak, indent: indent)
        }
        return braceStartsLine ? .init(range: start..<start, bytes: bytes) : .init(range: start..<close, bytes: bytes)
    }

    /// A new file's UTF-8 text: one block per entry (comment, then `"key" = "value";`), a blank line between.
    static func newFile(_ entries: [NewEntry], lineBreak: [UInt8] = [0x0A]) -> [UInt8] {
        var result: [UInt8] = []
        for (index, entry) in entries.enumerated() {
            if index > 0 { result += lineBreak }
            result += block(entry, lineBreak: lineBreak)
        }
        return result
    }

    /// `/* comment */` (when there is one) and the entry, each ending with a line break and starting with
    /// `indent` (a comment's later lines stay as written, but for their line breaks).
    private static func block(_ entry: NewEntry, lineBreak: [UInt8], indent: [UInt8] = []) -> [UInt8] {
        var result: [UInt8] = []
        if let comment = entry.comment, !comment.text.isEmpty {
            // A `/* … */` comment is copied as written; a `//` one is rewritten as `/* … */`. Its line breaks
            // are the development file's: the file it goes into keeps its own.
            let text = comment.raw.hasPrefix("/*") ? comment.raw
                : "/* " + comment.text.replacingOccurrences(of: "*/", with: "* /") + " */"
            result += indent + LegacyTextEditing.withLineBreaks(Array(text.utf8), lineBreak) + lineBreak
        }
        let line = LegacyTextEditing.quotedStringsLiteral(entry.key) + " = " + LegacyTextEditing.quotedStringsLiteral(entry.value) + ";"
        return result + indent + Array(line.utf8) + lineBreak
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
