import Foundation

/// Interface Builder files (`.storyboard`, `.xib`) and intent definitions. Xcode exports their texts as
/// `<file original="App/Base.lproj/Main.storyboard">`, with ids such as `ns6-KV-S31.text`, and keeps each
/// language's translations in `App/de.lproj/Main.strings` under those ids. That file is a legacy
/// `.strings` table whose development texts are in the interface file, which locbridge does not read:
/// the units' own `<source>` and `<note>` stand in for it, so a source changed since the export is not
/// detected here.
extension LegacyImporter {
    static let interfaceExtensions = [".storyboard", ".xib", ".intentdefinition"]

    /// Any case: on a Mac's file system `Main.Storyboard` is the same file.
    static func isInterfaceFile(_ original: String) -> Bool {
        let lowercased = original.lowercased()
        return interfaceExtensions.contains { lowercased.hasSuffix($0) }
    }

    /// `A/Base.lproj/Main.storyboard` → `A/de.lproj/Main.strings`; nil when the file is not in a
    /// `*.lproj` folder.
    static func interfaceStringsOriginal(_ original: String, language: String) -> String? {
        var components = components(of: original)
        guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj"),
              let name = components.last, let dot = name.lastIndex(of: ".") else { return nil }
        components[components.count - 2] = language + ".lproj"
        components[components.count - 1] = name[..<dot] + ".strings"
        return components.joined(separator: "/")
    }

    /// The same interface file localized as a whole (`A/de.lproj/Main.storyboard`), whose texts are not in
    /// a `.strings` file.
    static func wholeLocalization(of original: String, language: String) -> String {
        var components = components(of: original)
        components[components.count - 2] = language + ".lproj"
        return components.joined(separator: "/")
    }

    /// The table the units describe: each id with its `<source>` and, as its comment, its `<note>`
    /// (Interface Builder's `Class = "UILabel"; text = "…"; ObjectID = "…";`), in the file's order.
    static func interfaceTable(_ file: XLIFFFile) -> LegacyStringsTable {
        var entries: [LegacyStringsEntry] = []
        var seen: Set<String> = []
        // No interface object has an empty id: such a unit is unknown.
        for unit in file.units where !unit.id.description.isEmpty && seen.insert(unit.id.description).inserted {
            let comment = unit.note.flatMap { note in
                note.isEmpty ? nil : LegacyComment(raw: "/* " + note.replacingOccurrences(of: "*/", with: "* /") + " */")
            }
            let location = unit.location ?? SourceLocation(path: file.original, line: 1, column: 1)
            entries.append(LegacyStringsEntry(key: unit.id.description, value: unit.source, comment: comment,
                                                keyLocation: location))
        }
        // Set once: each change to a table's entries re-indexes them.
        return LegacyStringsTable(format: .text(.utf8), entries: entries)
    }

    /// The translations a skipped `<file>` leaves behind: targets with text (an empty one is no
    /// translation); in the source language only those that differ from their source (Xcode's export
    /// repeats each source as its target).
    public static func translatedCount(_ file: XLIFFFile) -> Int {
        let isSource = LanguageTag.same(file.targetLanguage, file.sourceLanguage)
        return file.units.count { unit in
            unit.translate && (unit.targetSet != nil || unit.target.map(LeafStatus.showsText) == true)
                && (!isSource || unit.target != unit.source)
        }
    }

    /// `; its 2 translated units were not imported`, the end of a skipped `<file>`'s message; empty for none.
    public static func lost(_ translated: Int) -> String {
        translated == 0 ? "" : "; its \(translated) translated \(translated == 1 ? "unit was" : "units were") not imported"
    }

    /// Why an interface file's `<file>` is not imported, or nil when it is: the source language (its texts
    /// are the interface file's own), a missing interface file, or one localized as a whole. `located` is
    /// the `original` as the disk spells it; `missing` why it may not be found (`ImportSources.located`).
    func interfaceSkip(_ file: XLIFFFile, located: String, developmentPath: String, missing: String?,
                       at location: SourceLocation) -> Diagnostic? {
        let original = file.original
        let isSource = LanguageTag.same(file.targetLanguage, file.sourceLanguage)
        let translated = Self.translatedCount(file)
        let lost = Self.lost(translated)
        if isSource {
            // Xcode's source-language export repeats each source as its target: nothing to import.
            guard translated > 0 else { return nil }
            return Diagnostic(.error, "skipped \(Diagnostic.fileOriginal(original)): the source texts of an interface file are "
                + "edited in the file itself (in Xcode)" + lost, at: location)
        }
        guard FileManager.default.fileExists(atPath: developmentPath) else {
            return Diagnostic(translated > 0 ? .error : .warning, "skipped \(Diagnostic.fileOriginal(original)): the interface file "
                + "does not exist in the project (\(missing ?? "pass the --project-root the XLIFF was exported from"))" + lost,
                              at: location)
        }
        let whole = Self.wholeLocalization(of: located, language: file.targetLanguage)
        guard case .success(let wholePath) = ImportSources.catalogPath(original: whole, projectRoot: projectRoot,
                                                                       allowingOutside: true),
              FileManager.default.fileExists(atPath: wholePath) else { return nil }
        return Diagnostic(translated > 0 ? .error : .warning, "skipped \(Diagnostic.fileOriginal(original)): \(whole) localizes "
            + "the interface as a whole, which locbridge does not edit; translate it in Xcode, or localize it with a "
            + ".strings file instead" + lost, at: location)
    }
}
