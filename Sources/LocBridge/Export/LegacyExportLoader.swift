/// Reads the legacy tables `LegacyTableFinder` found into `ExportedLegacyTable`s: one per
/// development-language `.strings` and `.stringsdict` (a table without a development-language file is
/// not exported, with a warning; `Base.lproj` stands for the development language when it has no folder
/// of its own). Other folders are exported under the language migrate reads them as (`pt_BR` as `pt-BR`).
public enum LegacyExportLoader {
    public struct Result: Sendable {
        public var tables: [ExportedLegacyTable] = []
        /// Read warnings, and entries, files and tables left out (device and width rules, a table or
        /// kind of file the development language lacks, a second folder of one language).
        public var warnings: [Diagnostic] = []
        /// Files that could not be read; when not empty, nothing should be exported.
        public var errors: [Diagnostic] = []
        /// Every legacy file read, in order, for `-v`.
        public var filesRead: [String] = []
        /// Tables found but not exported: they have no development-language file (warned).
        public var skippedTables: [String] = []
        /// Per language, the warning about keys its file has and the development-language file lacks;
        /// said only for the languages exported.
        public var keysNotExported: [(language: String, warning: Diagnostic)] = []

        public init() {}
    }

    /// The error when nothing at all can be exported from `paths`: tables were found (`skippedTables`,
    /// each warned about) but none has a development-language file.
    public static func nothingExported(from paths: [String], skippedTables: [String], developmentLanguage: String) -> Diagnostic {
        Diagnostic(.error, "no .xcstrings catalogs found in \(paths.joined(separator: ", ")); legacy tables were found "
            + "(\(skippedTables.joined(separator: ", "))) but none could be exported: each lacks its development-language "
            + "(\(developmentLanguage)) file")
    }

    /// - Parameters:
    ///   - root: the project root (absolute, standardized) that `original` paths are relative to.
    public static func load(_ sets: [LegacyTableSet], developmentLanguage: String, root: String) -> Result {
        var result = Result()
        for set in sets {
            let base = set.files.first { $0.isBase }
            let development = developmentFolder(of: set, developmentLanguage: developmentLanguage, into: &result) ?? base
            // Base stands in for the development language only without its own folder: beside one, said (QA:
            // its keys were left out without a word).
            if let base, let development, !development.isBase {
                result.warnings.append(notExported(base, in: set, taken: development.folderLanguage, language: developmentLanguage))
            }
            let others = exportedFolders(of: set, developmentLanguage: developmentLanguage, into: &result)
            guard let development else {
                // Translators need the source texts, which only the development language's file holds.
                let folder = LegacyTableFinder.join(set.folder, "\(developmentLanguage).lproj/\(set.table)")
                result.warnings.append(Diagnostic(.warning, "the \(set.table) table in \(set.folder) is not exported: it has no "
                    + "\(folder).strings or .stringsdict to take the source texts from (it has "
                    + "\(set.files.map(\.folderLanguage).joined(separator: ", ")))"))
                result.skippedTables.append(set.table)
                continue
            }
            if let path = development.strings {
                load(path, others: others.compactMap { language, file in file.strings.map { (language, $0) } },
                     read: { path throws(LegacyError) in .strings(try StringsFileReader.read(contentsOfFile: path.resolved, displayPath: path.display)) },
                     developmentLanguage: developmentLanguage, root: root, into: &result)
            }
            if let path = development.stringsDict {
                load(path, others: others.compactMap { language, file in file.stringsDict.map { (language, $0) } },
                     read: { path throws(LegacyError) in .stringsDict(try StringsDictReader.read(contentsOfFile: path.resolved, displayPath: path.display)) },
                     developmentLanguage: developmentLanguage, root: root, into: &result)
            }
            // A translation of a kind the development language lacks has no sources to go with.
            for (kind, pathOf) in [(".strings", { (files: LegacyTableFiles) in files.strings }),
                                   (".stringsdict", { (files: LegacyTableFiles) in files.stringsDict })] where pathOf(development) == nil {
                let unsent = others.compactMap { pathOf($0.files)?.display }
                guard !unsent.isEmpty else { continue }
                result.warnings.append(Diagnostic(.warning, "\(unsent.joined(separator: ", ")) \(unsent.count == 1 ? "is" : "are") "
                    + "not exported: there is no \(LegacyTableFinder.join(set.folder, development.folderLanguage + ".lproj/" + set.table))"
                    + "\(kind) to take the source texts from"))
            }
        }
        return result
    }

    /// The table's folders other than the development language's, each with the XLIFF language it is
    /// exported as (`zh_CN.lproj` as `zh-Hans`: `LegacyLanguageName.exportLanguage`, the mapping migrate
    /// uses). Of two folders exporting as one language, one is taken (import writes back to the same
    /// one); the other is warned about.
    private static func exportedFolders(of set: LegacyTableSet, developmentLanguage: String,
                                        into result: inout Result) -> [(language: String, files: LegacyTableFiles)] {
        let others = set.files.filter { !$0.isBase && !$0.isDevelopment(developmentLanguage) }
        // Grouped by the catalog language, so that `DE.lproj` and `German.lproj` are one language, as in
        // a migration (and as `de` and `DE` would be one XLIFF file on a Mac).
        var byLanguage: [String: [LegacyTableFiles]] = [:]
        for files in others { byLanguage[LegacyLanguageName.catalogLanguage(files.folderLanguage), default: []].append(files) }
        var chosen: [(language: String, files: LegacyTableFiles)] = []
        for files in others {
            let language = LegacyLanguageName.catalogLanguage(files.folderLanguage)
            let candidates = byLanguage[language]!
            let taken = LegacyLanguageName.exported(among: candidates.map(\.folderLanguage), language: language)
            if files.folderLanguage == taken {
                chosen.append((LegacyLanguageName.exportLanguage(files.folderLanguage), files))
            } else {
                result.warnings.append(notExported(files, in: set, taken: taken, language: language))
            }
        }
        return chosen
    }

    /// The development language's folder, by the same rule when two stand for it (`en.lproj` beside
    /// `English.lproj`: the one named as the tag, as migrate takes it); the other is warned about.
    private static func developmentFolder(of set: LegacyTableSet, developmentLanguage: String,
                                          into result: inout Result) -> LegacyTableFiles? {
        let candidates = set.files.filter { $0.isDevelopment(developmentLanguage) }
        let taken = LegacyLanguageName.exported(among: candidates.map(\.folderLanguage), language: developmentLanguage)
        for files in candidates where files.folderLanguage != taken {
            result.warnings.append(notExported(files, in: set, taken: taken, language: developmentLanguage))
        }
        return candidates.first { $0.folderLanguage == taken }
    }

    private static func notExported(_ files: LegacyTableFiles, in set: LegacyTableSet, taken: String?, language: String) -> Diagnostic {
        let skipped = [files.strings, files.stringsDict].compactMap { $0?.display }
        return Diagnostic(.warning, "\(skipped.joined(separator: ", ")) \(skipped.count == 1 ? "is" : "are") "
            + "not exported: \(LegacyTableFinder.join(set.folder, (taken ?? "") + ".lproj")) stands for the same language, "
            + "\(language), and is exported (an import writes there)")
    }

    /// The warning for a language's keys that the development-language file lacks: they have no source
    /// text, so their translations are not exported (nor are they by Xcode, which exports the development
    /// file's keys), which translators and the app's other languages would never notice. Placed at the
    /// first such key; nil when there is none.
    static func keysNotExported(_ translation: ExportedLegacyTable.Content, beside source: ExportedLegacyTable.Content,
                                developmentFile: String) -> Diagnostic? {
        // By code points, as the app looks keys up: `Café` in another Unicode spelling is another key.
        let known: Set<CodePointKey>
        let keys: [(key: String, location: SourceLocation)]
        switch (source, translation) {
        case (.strings(let development), .strings(let table)):
            known = Set(development.entries.map { CodePointKey(text: $0.key) })
            keys = table.entries.map { ($0.key, $0.keyLocation) }
        case (.stringsDict(let development), .stringsDict(let dict)):
            known = Set(development.entries.map { CodePointKey(text: $0.key) })
            keys = dict.entries.map { ($0.key, $0.keyLocation) }
        default:
            return nil
        }
        var missing: [(key: String, location: SourceLocation)] = []
        var counted: Set<CodePointKey> = []
        for item in keys where !known.contains(CodePointKey(text: item.key)) && counted.insert(CodePointKey(text: item.key)).inserted {
            missing.append(item)
        }
        guard let first = missing.first else { return nil }
        let one = missing.count == 1
        let named = one ? "1 key is not exported (\(Diagnostic.quoted(first.key)))"
            : "\(missing.count) keys are not exported (the first: \(Diagnostic.quoted(first.key)))"
        return Diagnostic(.warning, "\(named): \(one ? "it is" : "they are") not in the development-language file "
            + "\(Diagnostic.quotedIfNeeded(developmentFile)), which holds the source texts; add \(one ? "it" : "them") there "
            + "to send \(one ? "it" : "them") to translators", at: first.location)
    }

    private static func load(_ path: LegacyFilePath, others: [(String, LegacyFilePath)],
                             read: (LegacyFilePath) throws(LegacyError) -> ExportedLegacyTable.Content,
                             developmentLanguage: String, root: String, into result: inout Result) {
        var failed = false
        func content(_ path: LegacyFilePath) -> ExportedLegacyTable.Content? {
            do {
                let content = try read(path)
                switch content {
                case .strings(let table): result.warnings += table.diagnostics
                case .stringsDict(let dict): result.warnings += dict.diagnostics
                }
                return content
            } catch {
                result.errors.append(error.diagnostic)
                failed = true
                return nil
            }
        }
        result.filesRead.append(path.display)
        let source = content(path)
        var translations: [String: ExportedLegacyTable.Content] = [:]
        var shown: [String: String] = [:]
        for (language, other) in others {
            result.filesRead.append(other.display)
            if let value = content(other) { translations[language] = value }
            shown[language] = other.display
        }
        guard let source, !failed else { return }
        for language in translations.keys.sorted() {
            if let warning = keysNotExported(translations[language]!, beside: source, developmentFile: path.display) {
                result.keysNotExported.append((language, warning))
            }
        }
        let original = RelativePath.original(of: path.resolved, projectRoot: root)
        let bytes = (try? FileBytes.read(path.resolved)) ?? []
        let table = ExportedLegacyTable(original: original, developmentLanguage: developmentLanguage, source: source,
                                        translations: translations, sourceBytes: bytes)
        let locations: [String: SourceLocation]
        if case .stringsDict(let dict) = source {
            locations = Dictionary(dict.entries.map { ($0.key, $0.keyLocation) }, uniquingKeysWith: { first, _ in first })
        } else {
            locations = [:]
        }
        for key in table.unexportedKeys {
            result.warnings.append(Diagnostic(.warning, "\"\(key)\" is a device or width rule, which locbridge does not "
                + "export as XLIFF yet; it is left out",
                at: locations[key] ?? SourceLocation(path: path.display, line: 1, column: 1)))
        }
        result.tables.append(table)
    }
}
