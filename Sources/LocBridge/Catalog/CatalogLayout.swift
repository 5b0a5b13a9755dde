/// Whether a catalog file is laid out as Xcode writes catalogs (FORMATS.md §1), judged from its first
/// and last bytes: what other tools change (a byte order mark, CR LF, a final line break, another
/// indentation, `": "`) shows there. An import that writes such a catalog reformats all of it, which
/// its report says rather than hides.
enum CatalogLayout {
    /// What sets the file apart from Xcode's layout (`it ends with a line break, …`), or nil when its
    /// ends look like Xcode's.
    static func difference(_ bytes: [UInt8]) -> String? {
        var found: [String] = []
        var text = bytes[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) {
            found.append("it starts with a byte order mark")
            text = text.dropFirst(3)
        }
        if text.starts(with: "{\r\n".utf8) {
            found.append("its lines end with CR LF")
        } else if !text.starts(with: "{\n  \"".utf8) {
            found.append("it is not indented with two spaces per level")
        } else if let close = text.dropFirst(5).firstIndex(of: UInt8(ascii: "\"")), !text[(close + 1)...].starts(with: " : ".utf8) {
            // The first member's name has no escapes in Xcode's files (`sourceLanguage`).
            found.append("its names and values are not separated by \" : \"")
        }
        if text.last == UInt8(ascii: "\n") { found.append("it ends with a line break") }
        return found.isEmpty ? nil : found.joined(separator: ", ")
    }
}
