/// Edits an XML `.stringsdict` byte by byte: `<string>` elements are rewritten in place (only the
/// element's content changes, `<string/>` becomes `<string>…</string>`), missing plural forms and
/// entries are inserted with the file's own line breaks and indentation; every other byte stays.
enum StringsDictEditor {
    /// A new text for the `<string>` element that starts at `location` (where the reader put the form
    /// or the format key).
    struct Replacement {
        var location: SourceLocation
        var text: String
        var key: String
    }

    /// Plural forms to add to a variable the file already has: they go after its last form (in file
    /// order), in CLDR order among themselves, each `<key>` / `<string>` pair laid out like that form's.
    struct NewForms {
        /// The variable's forms as the reader found them (at least one).
        var existing: [StringsDictPluralForm]
        var forms: [(category: PluralCategory, text: String)]
        var key: String
    }

    /// A whole plural entry to write: the development-language entry's structure (format key, variables
    /// with their spec and value types) with the translated texts.
    struct NewEntry {
        var key: String
        var formatKey: String
        /// The development-language variables, in its order; each gets only the forms in `forms`.
        var variables: [StringsDictVariable]
        /// Variable name → the forms to write.
        var forms: [String: [(category: PluralCategory, text: String)]]
    }

    /// Variables to add to an entry the file has: after its format key, each laid out as Xcode writes
    /// one (spec and value type from the development entry), with only the forms in `forms`.
    struct NewVariables {
        var formatKeyLocation: SourceLocation
        var key: String
        var variables: [StringsDictVariable]
        var forms: [String: [(category: PluralCategory, text: String)]]
    }

    /// `dict` is the file as read, for the indentation of appended entries.
    static func edit(_ text: [UInt8], replacing replacements: [Replacement], adding newForms: [NewForms] = [],
                     appending entries: [NewEntry] = [], inserting newVariables: [NewVariables] = [],
                     dict: LegacyStringsDict? = nil) -> Result<[UInt8], LegacyEditFailure> {
        var edits: [LegacyTextEditing.Edit] = []
        let lines = LegacyTextEditing.LineIndex(text)
        let hidden = XMLHiddenSpans(text)
        let open = Array("<string".utf8), close = Array("</string>".utf8)
        for replacement in replacements {
            let location = replacement.location
            let failure = LegacyEditFailure(key: replacement.key, location: location)
            guard let start = lines.offset(line: location.line, column: location.column),
                  text[start...].starts(with: open),
                  let tagEnd = text[(start + open.count)...].firstIndex(of: UInt8(ascii: ">")) else {
                return .failure(failure)
            }
            let content = Array(LegacyTextEditing.xmlText(replacement.text).utf8)
            if text[tagEnd - 1] == UInt8(ascii: "/") {
                edits.append(.init(range: start..<(tagEnd + 1), bytes: open + [UInt8(ascii: ">")] + content + close))
                continue
            }
            guard let end = hidden.firstIndex(of: close, in: text, from: tagEnd + 1) else { return .failure(failure) }
            edits.append(.init(range: (tagEnd + 1)..<end, bytes: content))
        }
        let lineBreak = LegacyTextEditing.lineBreak(of: text)
        for new in newForms {
            // The last form's `<string>`, its `<key>` (the nearest one before it) and what separates them.
            guard let last = new.existing.last,
                  let stringStart = lines.offset(line: last.location.line, column: last.location.column),
                  let stringEnd = elementEnd(in: text, at: stringStart, hidden: hidden),
                  let keyStart = hidden.lastIndex(of: Array("<key>".utf8), in: text, before: stringStart),
                  let keyEnd = hidden.firstIndex(of: Array("</key>".utf8), in: text, from: keyStart).map({ $0 + "</key>".count }),
                  keyEnd <= stringStart else {
                return .failure(LegacyEditFailure(key: new.key, location: new.existing.last?.location
                    ?? SourceLocation(path: "", line: 1, column: 1)))
            }
            let between = Array(text[keyEnd..<stringStart])
            let keyToString = between.allSatisfy(isWhitespace) ? between : lineBreak + indentation(of: keyStart, in: text)
            let lead = lineBreak + indentation(of: keyStart, in: text)
            var bytes: [UInt8] = []
            for form in new.forms {
                bytes += lead + Array("<key>\(form.category.rawValue)</key>".utf8) + keyToString
                    + Array("<string>\(LegacyTextEditing.xmlText(form.text))</string>".utf8)
            }
            edits.append(.init(range: stringEnd..<stringEnd, bytes: bytes))
        }
        let layout = dict.map { Layout(text, dict: $0) } ?? Layout(base: "\t", step: "\t")
        for new in newVariables {
            guard let start = lines.offset(line: new.formatKeyLocation.line, column: new.formatKeyLocation.column),
                  let end = elementEnd(in: text, at: start, hidden: hidden) else {
                return .failure(LegacyEditFailure(key: new.key, location: new.formatKeyLocation))
            }
            // At the format key's indentation, one level deeper inside.
            let inner = Layout(base: String(decoding: indentation(of: start, in: text), as: UTF8.self),
                               step: String(decoding: layout.step, as: UTF8.self))
            var bytes: [UInt8] = []
            for variable in new.variables {
                var block = renderVariable(variable, forms: new.forms[variable.name] ?? [], layout: inner, lineBreak: lineBreak)
                if block.count >= lineBreak.count { block.removeLast(lineBreak.count) }
                bytes += lineBreak + block
            }
            edits.append(.init(range: end..<end, bytes: bytes))
        }
        if !entries.isEmpty {
            // Before the root dictionary's `</dict>` (the file's last one), on lines of their own; an empty
            // root `<dict/>` is opened up for them.
            guard let rootEnd = hidden.lastIndex(of: Array("</dict>".utf8), in: text, before: text.count) else {
                guard let empty = hidden.lastIndex(of: Array("<dict/>".utf8), in: text, before: text.count) else {
                    return .failure(LegacyEditFailure(key: entries[0].key, location: SourceLocation(path: "", line: 1, column: 1)))
                }
                let body = entries.flatMap { render($0, layout: layout, lineBreak: lineBreak) }
                edits.append(.init(range: empty..<(empty + "<dict/>".count),
                                   bytes: Array("<dict>".utf8) + lineBreak + body + Array("</dict>".utf8)))
                return .success(LegacyTextEditing.apply(edits, to: text))
            }
            var lineStart = rootEnd
            while lineStart > 0, text[lineStart - 1] == 0x20 || text[lineStart - 1] == 0x09 { lineStart -= 1 }
            let atLineStart = lineStart == 0 || text[lineStart - 1] == 0x0A || text[lineStart - 1] == 0x0D
            let bytes = (atLineStart ? [] : lineBreak) + entries.flatMap { render($0, layout: layout, lineBreak: lineBreak) }
            edits.append(.init(range: atLineStart ? lineStart..<lineStart : rootEnd..<rootEnd, bytes: bytes))
        }
        return .success(LegacyTextEditing.apply(edits, to: text))
    }

    /// A new file for `entries`: the development file's text up to its root `<dict>` (XML declaration,
    /// DOCTYPE, `<plist>`) and from its root `</dict>` on, with its line breaks and indentation; a
    /// standard Xcode header when the development file is binary. UTF-8 text, for the caller to encode.
    static func newFile(_ entries: [NewEntry], development: [UInt8]?, developmentDict: LegacyStringsDict) -> [UInt8] {
        if let text = development, case let hidden = XMLHiddenSpans(text), let plist = hidden.firstIndex(of: Array("<plist".utf8), in: text, from: 0),
           let dictOpen = hidden.firstIndex(of: Array("<dict>".utf8), in: text, from: plist),
           let rootEnd = hidden.lastIndex(of: Array("</dict>".utf8), in: text, before: text.count), rootEnd > dictOpen {
            let lineBreak = LegacyTextEditing.lineBreak(of: text)
            var lineStart = rootEnd
            while lineStart > 0, text[lineStart - 1] == 0x20 || text[lineStart - 1] == 0x09 { lineStart -= 1 }
            let body = entries.flatMap { render($0, layout: Layout(text, dict: developmentDict), lineBreak: lineBreak) }
            return Array(text[..<(dictOpen + "<dict>".count)]) + lineBreak + body + Array(text[lineStart...])
        }
        let header = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        let body = entries.flatMap { render($0, layout: Layout(base: "\t", step: "\t"), lineBreak: [0x0A]) }
        return Array(header.utf8) + body + Array("</dict>\n</plist>\n".utf8)
    }

    /// The indentation of an entry's `<key>` (`base`) and of one level deeper (`step`), taken from the
    /// file's first plural entry; a tab each when it has none.
    struct Layout {
        var base: [UInt8]
        var step: [UInt8]

        init(base: String, step: String) {
            self.base = Array(base.utf8)
            self.step = Array(step.utf8)
        }

        init(_ text: [UInt8], dict: LegacyStringsDict) {
            self.init(base: "\t", step: "\t")
            let lines = LegacyTextEditing.LineIndex(text)
            for entry in dict.entries {
                guard case .plural(let format) = entry.rule,
                      let keyOffset = lines.offset(line: entry.keyLocation.line, column: 1),
                      let formatOffset = lines.offset(line: format.formatKeyLocation.line, column: 1) else { continue }
                let base = indentation(of: keyOffset, in: text), inner = indentation(of: formatOffset, in: text)
                self.base = base
                self.step = inner.count > base.count && inner.starts(with: base) ? Array(inner.dropFirst(base.count)) : base
                return
            }
        }
    }

    /// One entry as Xcode lays it out, every line ending with `lineBreak`.
    private static func render(_ entry: NewEntry, layout: Layout, lineBreak: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        func line(_ depth: Int, _ xml: String) {
            result += layout.base + Array(repeating: layout.step, count: depth).flatMap { $0 } + Array(xml.utf8) + lineBreak
        }
        func pair(_ depth: Int, _ key: String, _ value: String) {
            line(depth, "<key>\(LegacyTextEditing.xmlText(key))</key>")
            line(depth, "<string>\(LegacyTextEditing.xmlText(value))</string>")
        }
        line(0, "<key>\(LegacyTextEditing.xmlText(entry.key))</key>")
        line(0, "<dict>")
        pair(1, StringsDictReader.formatKey, entry.formatKey)
        let inner = Layout(base: String(decoding: layout.base + layout.step, as: UTF8.self),
                           step: String(decoding: layout.step, as: UTF8.self))
        for variable in entry.variables {
            result += renderVariable(variable, forms: entry.forms[variable.name] ?? [], layout: inner, lineBreak: lineBreak)
        }
        line(0, "</dict>")
        return result
    }

    /// One variable's `<key>` and `<dict>` at `layout.base`, its members one `step` deeper.
    private static func renderVariable(_ variable: StringsDictVariable, forms: [(category: PluralCategory, text: String)],
                                       layout: Layout, lineBreak: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        func line(_ depth: Int, _ xml: String) {
            result += layout.base + Array(repeating: layout.step, count: depth).flatMap { $0 } + Array(xml.utf8) + lineBreak
        }
        func pair(_ key: String, _ value: String) {
            line(1, "<key>\(LegacyTextEditing.xmlText(key))</key>")
            line(1, "<string>\(LegacyTextEditing.xmlText(value))</string>")
        }
        line(0, "<key>\(LegacyTextEditing.xmlText(variable.name))</key>")
        line(0, "<dict>")
        pair(StringsDictReader.specTypeKey, StringsDictReader.pluralRuleType)
        if let valueType = variable.valueType { pair(StringsDictReader.valueTypeKey, valueType) }
        for form in forms { pair(form.category.rawValue, form.text) }
        line(0, "</dict>")
        return result
    }

    /// The spaces and tabs that start the line holding `offset`.
    private static func indentation(of offset: Int, in text: [UInt8]) -> [UInt8] {
        var start = offset
        while start > 0, text[start - 1] != 0x0A, text[start - 1] != 0x0D { start -= 1 }
        var end = start
        while end < text.count, text[end] == 0x20 || text[end] == 0x09 { end += 1 }
        return Array(text[start..<end])
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The end (exclusive) of the `<string>…</string>` or `<string/>` element that starts at `start`.
    private static func elementEnd(in text: [UInt8], at start: Int, hidden: XMLHiddenSpans) -> Int? {
        guard text[start...].starts(with: Array("<string".utf8)),
              let tagEnd = text[start...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        if text[tagEnd - 1] == UInt8(ascii: "/") { return tagEnd + 1 }
        return hidden.firstIndex(of: Array("</string>".utf8), in: text, from: tagEnd + 1).map { $0 + "</string>".count }
    }
}
