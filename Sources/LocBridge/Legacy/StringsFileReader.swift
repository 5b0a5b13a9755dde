/// Reads a legacy `.strings` file in any of the forms Apple's tools accept (FORMATS.md §4): old-style
/// text in UTF-8 / UTF-16 / UTF-32 (chosen by byte order mark), an XML property list, or a binary
/// property list. Only text files carry comments.
///
/// The first error ends the read with a located `LegacyError` (Apple's parser abandons the whole file
/// too); warnings, such as duplicate keys, are returned in the table's `diagnostics`.
public enum StringsFileReader {
    /// Parses the bytes of a `.strings` file; `path` is used in locations only.
    public static func read(_ bytes: [UInt8], path: String) throws(LegacyError) -> LegacyStringsTable {
        if PropertyListSyntax.isBinary(bytes) {
            let root = try BinaryPropertyListReader.read(bytes, path: path)
            return try table(from: root, format: .binaryPropertyList, path: path)
        }
        let decoded = try LegacyTextDecoder.decode(bytes, path: path)
        if PropertyListSyntax.isXML(decoded.utf8) {
            let root = try XMLPropertyListReader.read(decoded.utf8, path: path)
            return try table(from: root, format: .xmlPropertyList, path: path)
        }
        let (entries, warnings, closingBrace) = try decoded.utf8.withUnsafeBufferPointer { buffer throws(LegacyError) in
            var tokenizer = StringsTokenizer(buffer, path: path)
            let entries = try tokenizer.entries()
            return (entries, tokenizer.diagnostics, tokenizer.closingBrace)
        }
        var result = LegacyStringsTable(format: .text(decoded.encoding), diagnostics: warnings)
        result.closingBrace = closingBrace
        result.entries = resolveDuplicates(entries, diagnostics: &result.diagnostics)
        return result
    }

    /// Reads and parses a file; `displayPath` (default `path`) is what locations show.
    public static func read(contentsOfFile path: String, displayPath: String? = nil) throws(LegacyError) -> LegacyStringsTable {
        let shown = displayPath ?? path
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            throw LegacyError("cannot read the .strings file: \(error.reason)", at: SourceLocation(path: shown, line: 1, column: 1))
        }
        return try read(bytes, path: shown)
    }

    /// A `.strings` property list is one dictionary of strings.
    private static func table(from root: PropertyListNode, format: LegacyFileFormat, path: String) throws(LegacyError) -> LegacyStringsTable {
        guard let members = root.members else {
            throw LegacyError("expected a dictionary at the top of the property list, found \(root.kindDescription)", at: root.location)
        }
        var entries: [LegacyStringsEntry] = []
        entries.reserveCapacity(members.count)
        for member in members {
            guard let value = member.node.string else {
                throw LegacyError("the value of \(Diagnostic.quoted(member.key)) is \(member.node.kindDescription); values in a .strings file are strings",
                                  at: member.node.location)
            }
            entries.append(LegacyStringsEntry(key: member.key, value: value, keyLocation: member.keyLocation,
                                              valueLocation: member.node.location))
        }
        var result = LegacyStringsTable(format: format)
        result.entries = resolveDuplicates(entries, diagnostics: &result.diagnostics)
        return result
    }

    /// Keeps the last of entries with the same key (compared code point by code point, like Apple's
    /// dictionaries, not by Swift's canonical equivalence) and warns about each one it replaces. A kept
    /// entry without a comment takes the last comment an earlier copy had: Xcode's export notes it
    /// (Elytra, 3 keys written twice with the comment above the first copy only).
    static func resolveDuplicates(_ entries: [LegacyStringsEntry], diagnostics: inout [Diagnostic]) -> [LegacyStringsEntry] {
        var repeated = false
        var kept = DuplicateKeys.lastWins(entries, key: \.key, line: \.keyLocation.line) { entry, firstLine in
            repeated = true
            diagnostics.append(Diagnostic(.warning, "duplicate key \(Diagnostic.quoted(entry.key)) (first at line \(firstLine)); the last one wins",
                                          at: entry.keyLocation))
        }
        guard repeated else { return kept }
        // genstrings' "No comment provided by engineer." counts as none.
        func says(_ comment: LegacyComment?) -> Bool { comment.map { !$0.text.isEmpty && !$0.isPlaceholder } ?? false }
        var comments: [CodePointKey: LegacyComment] = [:]
        for entry in entries where says(entry.comment) { comments[CodePointKey(text: entry.key)] = entry.comment }
        for index in kept.indices where !says(kept[index].comment) {
            if let comment = comments[CodePointKey(text: kept[index].key)] { kept[index].comment = comment }
        }
        return kept
    }
}
