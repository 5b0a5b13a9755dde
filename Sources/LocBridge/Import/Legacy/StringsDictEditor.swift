/// Rewrites `<string>` elements of an XML `.stringsdict` in place: only the element's content changes
/// (`<string/>` becomes `<string>…</string>`), every other byte stays.
enum StringsDictEditor {
    /// A new text for the `<string>` element that starts at `location` (where the reader put the form
    /// or the format key).
    struct Replacement {
        var location: SourceLocation
        var text: String
        var key: String
    }

    static func edit(_ text: [UInt8], replacing replacements: [Replacement]) -> Result<[UInt8], LegacyEditFailure> {
        var edits: [LegacyTextEditing.Edit] = []
        let open = Array("<string".utf8), close = Array("</string>".utf8)
        for replacement in replacements {
            let location = replacement.location
            let failure = LegacyEditFailure(key: replacement.key, location: location)
            guard let start = LegacyTextEditing.offset(line: location.line, column: location.column, in: text),
                  text[start...].starts(with: open),
                  let tagEnd = text[(start + open.count)...].firstIndex(of: UInt8(ascii: ">")) else {
                return .failure(failure)
            }
            let content = Array(LegacyTextEditing.xmlText(replacement.text).utf8)
            if text[tagEnd - 1] == UInt8(ascii: "/") {
                edits.append(.init(range: start..<(tagEnd + 1), bytes: open + [UInt8(ascii: ">")] + content + close))
                continue
            }
            guard let end = firstIndex(of: close, in: text, from: tagEnd + 1) else { return .failure(failure) }
            edits.append(.init(range: (tagEnd + 1)..<end, bytes: content))
        }
        return .success(LegacyTextEditing.apply(edits, to: text))
    }

    private static func firstIndex(of needle: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= text.count {
            if text[index] == needle[0], text[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
