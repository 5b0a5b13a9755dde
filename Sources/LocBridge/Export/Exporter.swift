/// A catalog to export, with the path Xcode would name it by: relative to the project root.
public struct ExportedCatalog: Sendable {
    /// `original` of its `<file>`, e.g. `App/Localizable.xcstrings`.
    public var original: String
    public var catalog: StringCatalog
    /// How messages name the catalog's file (the path as the user gave it); `original` when not set.
    public var displayPath: String

    public init(original: String, catalog: StringCatalog, displayPath: String? = nil) {
        self.original = original
        self.catalog = catalog
        self.displayPath = displayPath ?? original
    }
}

/// Builds one XLIFF document per language from a project's catalogs, as `xcodebuild
/// -exportLocalizations` does (FORMATS.md §2): one `<file>` per catalog, files sorted by `original`
/// case-insensitively, units sorted by id.
public struct Exporter: Sendable {
    public var catalogs: [ExportedCatalog]
    /// Legacy `.strings` / `.stringsdict` files (LegacyExport.swift), each its own `<file>`, sorted
    /// among the catalogs' `<file>`s by `original` the same way.
    public var legacyTables: [ExportedLegacyTable]
    public var tool: ToolInfo

    public init(catalogs: [ExportedCatalog], legacyTables: [ExportedLegacyTable] = [], tool: ToolInfo = .locbridge) {
        self.catalogs = catalogs.sorted { Exporter.isOrdered($0.original, $1.original) }
        self.legacyTables = legacyTables.sorted { Exporter.isOrdered($0.original, $1.original) }
        self.tool = tool
    }

    /// Xcode's `<file>` order: by `original`, case-insensitively (then case-sensitively, to be total).
    static func isOrdered(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.lowercased(), right = rhs.lowercased()
        return left != right ? left < right : lhs < rhs
    }

    /// Every language some catalog has a localization for, except each catalog's source language,
    /// in Xcode's key order. Tags that name one language (`de` and `DE`: `LanguageTag.same`) are one,
    /// spelled as the first catalog in `<file>` order that has it (then legacy tables): `stats` counts it
    /// as one row, and two files for it would be one on a case-insensitive disk.
    public var translatedLanguages: [String] {
        var spelled: [String] = []
        for item in catalogs {
            var languages: Set<String> = []
            for entry in item.catalog.strings.values {
                for language in entry.localizations?.keys ?? [:].keys where language != item.catalog.sourceLanguage {
                    languages.insert(language)
                }
            }
            spelled += KeyOrder.sorted(Array(languages))
        }
        // Legacy tables: every language with a file of the table.
        for table in legacyTables { spelled += KeyOrder.sorted(table.translatedLanguages) }
        return KeyOrder.sorted(LanguageTag.distinct(spelled))
    }

    /// The source languages of the catalogs (and the development language of legacy tables).
    public var sourceLanguages: [String] {
        KeyOrder.sorted(Array(Set(catalogs.map(\.catalog.sourceLanguage) + legacyTables.map(\.developmentLanguage))))
    }

    /// The project's development language as an `.xcloc`'s `contents.json` names it: the source language
    /// most catalogs and legacy tables share (of equals, the first in key order); `en` without any.
    public var developmentLanguage: String {
        var counts: [String: Int] = [:]
        for language in catalogs.map(\.catalog.sourceLanguage) + legacyTables.map(\.developmentLanguage) { counts[language, default: 0] += 1 }
        return sourceLanguages.max { counts[$0]! < counts[$1]! || (counts[$0]! == counts[$1]! && $0 > $1) } ?? "en"
    }

    /// Refuses keys whose ids would read back as another key or variation (`x|==|plural.one`: Xcode
    /// ignores it on import, or crashes beside a key `x` with plurals), and texts XML cannot carry.
    public func validate() throws(ExportError) {
        var problems: [(key: String, diagnostic: Diagnostic)] = []
        for item in catalogs {
            for (key, entry) in item.catalog.strings {
                let location = SourceLocation(path: item.displayPath, line: max(entry.line, 1), column: 1)
                if let (written, read) = UnitID.misreadID(of: key, entry: entry) {
                    problems.append((key, Diagnostic(
                        .error,
                        "the key \(Diagnostic.quoted(key)) contains \"\(UnitID.separator)\" followed by a variation path: "
                            + UnitID.misreading(written, as: read) + ", so it could not come back; rename the key",
                        at: location)))
                }
                problems += Self.textProblems(key: key, entry: entry, at: location).map { (key, $0) }
            }
        }
        for item in catalogs {
            if let (key, diagnostic) = Self.languageSpelledTwice(in: item) { problems.append((key, diagnostic)) }
            if let (key, diagnostic) = Self.languageNotATag(in: item) { problems.append((key ?? "", diagnostic)) }
        }
        for table in legacyTables {
            if let (character, place, location) = table.firstUnrepresentable() {
                problems.append(("", Self.controlCharacter(character, in: place, at: location)))
            }
        }
        // Keys come in dictionary order, which changes from run to run, and a one-line catalog's share a line.
        let sorted = problems.enumerated().sorted { a, b in
            let (left, right) = (a.element.diagnostic.location, b.element.diagnostic.location)
            return (left?.path ?? "", left?.line ?? 0, a.element.key, a.offset) < (right?.path ?? "", right?.line ?? 0, b.element.key, b.offset)
        }
        if !problems.isEmpty { throw ExportError(sorted.map(\.element.diagnostic)) }
    }

    /// Warnings for catalogs exported beside a legacy table of the same name (`App/Localizable.xcstrings`
    /// and `App/en.lproj/Localizable.strings`): a migration whose legacy files were kept. Translators get
    /// the texts twice, and only one of the two can be in an Xcode target. A legacy file with no
    /// entries (an empty `en.lproj/Localizable.strings`) sends nothing twice and is left out.
    public func tablesExportedTwice() -> [Diagnostic] {
        catalogs.compactMap { item in
            let (folder, name) = Self.folderAndTable(item.original)
            let same = legacyTables.filter { !$0.sendsNothing }.map(\.original).filter { original in
                let (lproj, table) = Self.folderAndTable(original)
                return table == name && Self.folderAndTable(lproj).folder == folder && lproj.hasSuffix(".lproj")
            }
            guard !same.isEmpty else { return nil }
            return Diagnostic(.warning, "\(item.displayPath) and the legacy \(same.joined(separator: " and ")) are the same table: "
                + "translators get its texts twice; once the catalog replaces the legacy files, remove them (locbridge "
                + "migrate --remove-legacy removes those it migrated whole)")
        }
    }

    /// `App/en.lproj/Localizable.strings` → (`App/en.lproj`, `Localizable`).
    private static func folderAndTable(_ path: String) -> (folder: String, table: String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? ""
        let file = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return (folder, file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file)
    }

    /// A language the catalog spells two ways (`de` and `DE`, or its source language `en` and `EN`):
    /// an XLIFF names a language once, so one spelling's translations would be left out of the export.
    /// Located at the first key, in key order, that has the second spelling.
    static func languageSpelledTwice(in item: ExportedCatalog) -> (key: String, diagnostic: Diagnostic)? {
        let catalog = item.catalog
        // Nearly every catalog spells each language one way: a set of tags settles that without sorting.
        var tags: Set<String> = [catalog.sourceLanguage]
        for entry in catalog.strings.values { tags.formUnion(entry.localizations?.keys ?? [:].keys) }
        guard Set(tags.map(LanguageTag.folded)).count < tags.count else { return nil }
        var first: [String: (tag: String, key: String?)] = [LanguageTag.folded(catalog.sourceLanguage): (catalog.sourceLanguage, nil)]
        for key in catalog.sortedKeys {
            let entry = catalog.strings[key]!
            for tag in KeyOrder.sorted(Array(entry.localizations?.keys ?? [:].keys)) {
                guard let earlier = first[LanguageTag.folded(tag)] else {
                    first[LanguageTag.folded(tag)] = (tag, key)
                    continue
                }
                guard earlier.tag != tag else { continue }
                let where_ = earlier.key.map { "the key \(Diagnostic.quoted($0))" } ?? "the source language"
                return (key, Diagnostic(
                    .error, "the key \(Diagnostic.quoted(key)) has a localization named \(tag), but the catalog spells that language "
                        + "\(earlier.tag) (\(where_)); an XLIFF names a language one way, so translations under one spelling "
                        + "would be left out: rename the localization to one spelling",
                    at: SourceLocation(path: item.displayPath, line: max(entry.line, 1), column: 1)))
            }
        }
        return nil
    }

    /// A source language or localization name that is not a language tag (`de.old`, `../x`): languages
    /// name the output files and XLIFF's `target-language`. The first in key order, located at its key
    /// (the source language at its own line).
    static func languageNotATag(in item: ExportedCatalog) -> (key: String?, diagnostic: Diagnostic)? {
        let catalog = item.catalog
        if !LanguageTag.isWellFormed(catalog.sourceLanguage) {
            return (nil, Diagnostic(.error, "the catalog's sourceLanguage \(LanguageTag.notATag(catalog.sourceLanguage)); set it to "
                + "the language its source texts are written in",
                at: SourceLocation(path: item.displayPath, line: max(catalog.sourceLanguageLine, 1), column: 1)))
        }
        guard catalog.strings.values.contains(where: { $0.localizations?.keys.contains { !LanguageTag.isWellFormed($0) } ?? false })
        else { return nil }
        for key in catalog.sortedKeys {
            let entry = catalog.strings[key]!
            guard let bad = KeyOrder.sorted(Array(entry.localizations?.keys ?? [:].keys)).first(where: { !LanguageTag.isWellFormed($0) })
            else { continue }
            return (key, Diagnostic(.error, "the key \(Diagnostic.quoted(key)) has a localization named \(Diagnostic.quoted(bad)), "
                + "which is not a language tag (\(LanguageTag.rule)): languages name the exported files; rename or remove it",
                at: SourceLocation(path: item.displayPath, line: max(entry.line, 1), column: 1)))
        }
        return nil
    }

    /// The texts of `key` that XLIFF cannot carry back: a character XML 1.0 forbids, or one longer than
    /// readers take; and the shapes it cannot (`shapeProblems`). Also found by `check` (rule `unexportable`).
    static func textProblems(key: String, entry: CatalogEntry, at location: SourceLocation) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if let (character, place) = XMLText.firstUnrepresentable(key: key, entry: entry) {
            problems.append(controlCharacter(character, in: place, at: location))
        }
        if let (bytes, place) = XMLText.firstTooLong(key: key, entry: entry) {
            problems.append(Diagnostic(.error, "\(place) is \(bytes) bytes long; XLIFF readers (the import's too) "
                + "take texts of at most \(XLIFFParseState.maximumTextLength) bytes, so it could not come back: "
                + "shorten it", at: location))
        }
        return problems + shapeProblems(key: key, entry: entry, at: location)
    }

    private static func controlCharacter(_ character: String, in place: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "\(place) holds the \(character), which XML 1.0 (and so XLIFF) cannot carry; "
            + "remove it from the text", at: location)
    }

    /// The document for one language. For a catalog whose source language is `language`, every unit
    /// carries its source as target. Each `<file>` has `language` as target-language and takes its
    /// targets from its catalog's own spelling of it (`DE` for `de`), which an import reads back as it.
    public func document(for language: String) -> XLIFFDocument {
        var files: [XLIFFFile] = []
        files.reserveCapacity(catalogs.count)
        for item in catalogs {
            let units = CatalogFlattener(catalog: item.catalog, language: item.catalog.spelling(of: language)).units()
            files.append(XLIFFFile(original: item.original, sourceLanguage: item.catalog.sourceLanguage,
                                   targetLanguage: language, tool: tool, units: UnitOrder.sorted(units)))
        }
        if !legacyTables.isEmpty {
            // Legacy `<file>`s go among the catalogs' in `original` order.
            files += legacyTables.map { $0.file(for: language, tool: tool) }
            files.sort { Exporter.isOrdered($0.original, $1.original) }
        }
        return XLIFFDocument(files: files)
    }
}
