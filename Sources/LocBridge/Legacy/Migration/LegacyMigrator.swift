/// Builds the String Catalog for one legacy table, following what Xcode's "Migrate to String Catalog"
/// produces (FORMATS.md §4 "Migration to a catalog"):
///
/// - `sourceLanguage` = the development language, `version` `"1.0"`; `Base.lproj` counts as the
///   development language (its entries first, the development language's own `.lproj` winning per key);
/// - every entry `extractionState: migrated`, each language's value as
///   `localizations[lang].stringUnit {state, value}`, the development language's unit kept even when
///   value == key;
/// - the comment from the development language only: the last comment directly above the entry,
///   markers stripped and trimmed; "No comment provided by engineer." is no comment;
/// - `.stringsdict` wins over `.strings` for the same key in one language, converted by
///   `StringsDictConverter` (a translation's shaped to fit the source's, `PluralShape`); width rules, and
///   plurals it cannot convert faithfully (`MigrationRefusal`), are left out with a warning and their file is kept;
/// - a language whose `.strings` or `.stringsdict` fails to parse is left out whole, with the reader's
///   located error; when it is the development language, the whole table is (no catalog);
/// - keys are spelled as the development language spells them; a key another file spells in another
///   Unicode normalization (or the existing catalog does) is left out with a warning and its file kept
///   (`MigratedEntries`).
///
/// Reads files only; never writes.
public enum LegacyMigrator {
    /// `existing`: the catalog the result will be merged into (`MigrationMerger`), when there is one.
    /// Its keys' spellings count as first, and its source texts stand in for a missing
    /// development-language file.
    public static func migrate(_ tableSet: LegacyTableSet, options: MigrationOptions,
                               existing: ExistingCatalog? = nil) -> TableMigration {
        let development = options.developmentLanguage
        // Another source language is refused by the merge; its texts say nothing here.
        let existing = existing?.catalog.sourceLanguage == development ? existing : nil
        // Later folders win per key: Base first, then a language's other folders from the least to the
        // most closely named, so that the one export sends (and import writes to) wins, as
        // `LegacyLanguageName.exported` picks it: `German`, then `DE`, then `de` (QA: `German.lproj`
        // overruled the `DE.lproj` an import had just written to).
        var languageOrder: [String] = []
        var filesByLanguage: [String: [LegacyTableFiles]] = [:]
        for files in tableSet.files.filter(\.isBase) + tableSet.files.filter({ !$0.isBase }) {
            let language = files.language(development: development)
            if filesByLanguage[language] == nil { languageOrder.append(language) }
            filesByLanguage[language, default: []].append(files)
        }
        for (language, files) in filesByLanguage where files.count > 1 {
            func rank(_ files: LegacyTableFiles) -> (Int, String) {
                (LegacyLanguageName.preference(files.folderLanguage, for: language), files.folderLanguage)
            }
            filesByLanguage[language] = files.filter(\.isBase) + files.filter { !$0.isBase }.sorted { rank($0) > rank($1) }
        }
        // The development language first: its spelling of a key is the catalog's (`MigratedEntries`).
        if let index = languageOrder.firstIndex(of: development), index > 0 {
            languageOrder.insert(languageOrder.remove(at: index), at: 0)
        }

        var result = TableMigration(tableSet: tableSet, catalog: nil, diagnostics: [], failedLanguages: [], languages: [],
                                    pluralKeys: 0, substitutionKeys: 0, removableFiles: [])
        // Migrated earlier, the source texts are in the catalog: the translations merge onto its keys.
        let sourceInCatalog = existing?.catalog.strings.values.contains { $0.localizations?[development] != nil } ?? false
        let noSource = filesByLanguage[development] == nil && !sourceInCatalog
        if noSource { result.diagnostics.append(noDevelopmentLanguage(tableSet, development)) }
        var entries = MigratedEntries(languageCount: languageOrder.count, existing: existing)
        var pluralKeys: Set<String> = []
        var substitutionKeys: Set<String> = []
        var warnedKeys: Set<String> = []
        // Development entries left out: their translations are left out too, in their kept files (QA: they
        // went into the catalog without a source text, and --remove-legacy removed their files).
        var leftOutKeys: Set<String> = []
        func leaveOut(_ key: String, in file: String, at location: SourceLocation) -> Diagnostic {
            Diagnostic(.note, "\(Diagnostic.quoted(key)): its \(development) entry is left out of \(tableSet.catalogName), so this "
                + "translation is too, and \(file) is kept", at: location)
        }
        for language in languageOrder {
            let isDevelopment = language == development
            let state = isDevelopment ? TranslationState.translated : options.translationState
            guard var read = readLanguage(filesByLanguage[language]!, into: &result, shape: { key in
                isDevelopment ? .asWritten : shape(of: key, beside: entries.strings, existing, development: development)
            }) else {
                result.failedLanguages.append(language)
                // A catalog without its source texts would lose the source-only keys and the comments,
                // and --remove-legacy would delete the translations it does hold: nothing is migrated.
                if isDevelopment {
                    result.developmentFailed = true
                    result.diagnostics.append(Diagnostic(.note, "the \(tableSet.table) table in \(tableSet.folder) is left out "
                        + "whole: its development language, '\(language)', holds the source texts; \(tableSet.catalogName) is "
                        + "not written, and none of its legacy files is removed"))
                    return result
                }
                result.diagnostics.append(Diagnostic(.note, "'\(language)' left out of \(tableSet.catalogName) whole; "
                    + "its legacy files are kept"))
                continue
            }
            result.languages.append(language)
            // By index rather than `for entry in`: copying each entry retained and released all its
            // strings, a tenth of a large migration's time.
            var keptStringsFiles = read.keptStringsFiles
            // Of two spellings of a key in one language, the later folder's (the language's own over
            // Base.lproj) is the catalog's, as its value wins for one spelling.
            let folders = filesByLanguage[language]!
            let rank = { (path: String) in folders.lastIndex { $0.strings?.display == path || $0.stringsDict?.display == path } ?? 0 }
            var stringsOrder = Array(read.strings.indices)
            var dictOrder = Array(read.stringsDict.indices)
            if folders.count > 1 {
                stringsOrder.sort { (-rank(read.strings[$0].keyLocation.path), $0) < (-rank(read.strings[$1].keyLocation.path), $1) }
                dictOrder.sort { (-rank(read.stringsDict[$0].file.display), $0) < (-rank(read.stringsDict[$1].file.display), $1) }
            }
            for index in stringsOrder {
                let key = read.strings[index].key
                if leftOutKeys.contains(key) {
                    let location = read.strings[index].keyLocation
                    result.diagnostics.append(leaveOut(key, in: location.path, at: location))
                    keptStringsFiles.insert(location.path)
                    continue
                }
                var comment: String?
                if language == development, let text = read.strings[index].comment, !text.isPlaceholder, !text.text.isEmpty {
                    comment = text.text
                }
                result.diagnostics += exportProblems(key: key, value: read.strings[index].value, language: language,
                                                    at: read.strings[index].keyLocation, warned: &warnedKeys)
                let localization = Localization.unit(read.strings[index].value, state: state)
                let location = read.strings[index].keyLocation
                if let first = entries.update(key, at: location, { entry in
                    entry.localizations![language] = localization
                    if let comment { entry.comment = comment }
                }) {
                    result.diagnostics.append(MigratedEntries.clash(key, at: location, with: first, table: tableSet.catalogName,
                                                                    fileKind: ".strings"))
                    keptStringsFiles.insert(location.path)
                }
            }
            for entry in dictOrder.map({ read.stringsDict[$0] }) {
                result.diagnostics += exportProblems(key: entry.entry.key, value: nil, language: language,
                                                    at: entry.entry.keyLocation, warned: &warnedKeys)
                if let refusal = entry.refusal {
                    result.diagnostics.append(Diagnostic(.warning, "\(Diagnostic.quoted(entry.entry.key))\(refusal.reason()); "
                        + "left out of \(tableSet.catalogName), and \(entry.file.display) is kept", at: entry.entry.keyLocation))
                    // (Where its .strings gave the key a source text, translations have one to go with.)
                    if isDevelopment, entries.strings[entry.entry.key]?.localizations?[development] == nil {
                        leftOutKeys.insert(entry.entry.key)
                    }
                    continue
                }
                if leftOutKeys.contains(entry.entry.key) {
                    result.diagnostics.append(leaveOut(entry.entry.key, in: entry.file.display, at: entry.entry.keyLocation))
                    read.keptFiles.insert(entry.file)
                    continue
                }
                let shape = isDevelopment ? .asWritten
                    : shape(of: entry.entry.key, beside: entries.strings, existing, development: development)
                guard let conversion = StringsDictConverter.localization(for: entry.entry.rule, state: state, shape: shape) else {
                    continue
                }
                if let first = entries.update(entry.entry.key, at: entry.entry.keyLocation, {
                    $0.localizations![language] = conversion.localization
                }) {
                    result.diagnostics.append(MigratedEntries.clash(entry.entry.key, at: entry.entry.keyLocation, with: first,
                                                                    table: tableSet.catalogName, fileKind: ".stringsdict"))
                    read.keptFiles.insert(entry.file)
                    continue
                }
                if conversion.hasPlural { pluralKeys.insert(entry.entry.key) }
                if conversion.hasSubstitutions { substitutionKeys.insert(entry.entry.key) }
                if shape == .pluralVariations, conversion.hasSubstitutions, case .plural(let format) = entry.entry.rule,
                   let source = sourceLocalization(of: entry.entry.key, beside: entries.strings, existing, development: development),
                   let problem = StringsDictConverter.pluralVariationsProblem(format) {
                    result.diagnostics.append(shapeMismatch(entry.entry.key, language: language, source: source, problem: problem,
                                                            catalog: tableSet.catalogName, at: entry.entry.keyLocation))
                }
            }
            for files in filesByLanguage[language]! {
                if let file = files.strings, !keptStringsFiles.contains(file.display) { result.removableFiles.append(file) }
                if let file = files.stringsDict, !read.keptFiles.contains(file) { result.removableFiles.append(file) }
            }
        }
        // Kept for the advice's way out: migrating again with another development language.
        if noSource { result.removableFiles = [] }
        result.languages = KeyOrder.sorted(result.languages)
        result.pluralKeys = pluralKeys.count
        result.substitutionKeys = substitutionKeys.count
        if !result.languages.isEmpty {
            result.catalog = StringCatalog(sourceLanguage: development, strings: entries.strings, version: "1.0")
            // As Xcode writes an Info.plist catalog, and as export sends the legacy table.
            if InfoPlistTable.isInfoPlist(table: tableSet.table) {
                result.catalog?.strings[InfoPlistTable.untranslatedKey]?.shouldTranslate = false
            }
        }
        return result
    }

    /// The warning for a table without a development-language file, worded as `export`'s (which leaves
    /// such a table out). Migrated all the same: keys written in the development language stand for
    /// their source texts, as Xcode reads a catalog key without a source localization.
    private static func noDevelopmentLanguage(_ tableSet: LegacyTableSet, _ development: String) -> Diagnostic {
        let folder = LegacyTableFinder.join(tableSet.folder, "\(development).lproj/\(tableSet.table)")
        // As tags (`German.lproj` is `de`), which --development-language takes and the summary shows.
        var languages: [String] = []
        for files in tableSet.files where !languages.contains(files.language(development: development)) {
            languages.append(files.language(development: development))
        }
        let tags = Set(languages)
        // A catalog of another source language is not merged into: the advice says to delete it first.
        let hint = (tags.count == 1
            ? "if its texts were written in \(tags.first!), migrate it with --development-language \(tags.first!)"
            : "if its texts were written in one of those languages, migrate it with --development-language and that language")
            + " instead (deleting \(tableSet.catalogName) first; its legacy files are kept for that, even with --remove-legacy)"
        return Diagnostic(.warning, "the \(tableSet.table) table in \(tableSet.folder) has no \(folder).strings or .stringsdict "
            + "to take the source texts from (it has \(languages.joined(separator: ", "))): its keys stand for their source "
            + "texts in \(tableSet.catalogName), and it gets no comments; \(hint)")
    }

    /// How a translation's plural rule is shaped: as a substitution when the source text (the development
    /// language's, read first, else the existing catalog's) has substitutions, else as plural variations
    /// (`PluralShape`).
    private static func shape(of key: String, beside strings: [String: CatalogEntry], _ existing: ExistingCatalog?,
                              development: String) -> PluralShape {
        let source = sourceLocalization(of: key, beside: strings, existing, development: development)
        return source?.substitutions?.isEmpty == false ? .substitutions : .pluralVariations
    }

    /// The key's source text: the development language's, read first, else the existing catalog's.
    private static func sourceLocalization(of key: String, beside strings: [String: CatalogEntry], _ existing: ExistingCatalog?,
                                           development: String) -> Localization? {
        strings[key]?.localizations?[development] ?? existing?.catalog.strings[key]?.localizations?[development]
    }

    /// A translation's plural that could not take its source's shape (`PluralShape.pluralVariations`) and
    /// stays a substitution, as the app reads it (Xcode builds a substitution only a translation has); its
    /// export offers the forms apart from the source's, so it is said where it comes from.
    private static func shapeMismatch(_ key: String, language: String, source: Localization, problem: String,
                                      catalog: String, at location: SourceLocation) -> Diagnostic {
        let shape = source.variations?.plural != nil ? "plural variations"
            : source.variations?.device != nil ? "device variations" : "a plain text"
        return Diagnostic(.warning, "\(Diagnostic.quoted(key)): the \(language) plural is migrated as a substitution beside a "
            + "source text without one (\(shape)), since \(problem); export offers its forms apart from the source's: review the "
            + "\(language) translation in \(catalog)", at: location)
    }

    /// A plural rule's texts without their places in the file (nil for device and width rules), to
    /// tell whether two folders give one key the same rule.
    private static func pluralTexts(_ rule: StringsDictRule) -> [String]? {
        guard case .plural(let format) = rule else { return nil }
        return [format.formatKey] + format.variables.flatMap { variable in
            [variable.name, variable.valueType ?? ""] + variable.forms.map { $0.category.rawValue + "=" + $0.text }
        }
    }

    /// One language's files read: `.strings` entries (later files override earlier ones per key) and
    /// `.stringsdict` entries, with the file each came from.
    private struct LanguageRead {
        var strings: [LegacyStringsEntry] = []
        /// With why each is not migrated (nil when it is).
        var stringsDict: [(entry: StringsDictEntry, file: LegacyFilePath, refusal: MigrationRefusal?)] = []
        /// Files holding an entry that is not migrated: never removed.
        var keptFiles: Set<LegacyFilePath> = []
        /// The same for `.strings` files, by display path (entries know only that).
        var keptStringsFiles: Set<String> = []
    }

    /// What would stop an export of the migrated catalog (`Exporter.validate` refuses it): a key whose id
    /// reads back as another key's variation (said once per key; judged by its plain id, which export
    /// tries for every key) or a text XML cannot carry. Warned here, at the legacy entry, since the
    /// legacy files may be removed and the catalog is migrated all the same.
    private static func exportProblems(key: String, value: String?, language: String, at location: SourceLocation,
                                       warned: inout Set<String>) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let quoted = Diagnostic.quoted(key)
        if warned.insert(key).inserted {
            if let (written, read) = UnitID.misreadID(of: key, entry: nil) {
                problems.append(Diagnostic(.warning, "the key \(quoted) contains \"\(UnitID.separator)\" followed by a variation "
                    + "path: \(UnitID.misreading(written, as: read)), so the catalog cannot be exported until the key is renamed",
                    at: location))
            }
            if let character = XMLText.forbidden(in: key) {
                problems.append(Diagnostic(.warning, "the key \(quoted) holds the \(character), which XML 1.0 "
                    + "(and so XLIFF) cannot carry: the catalog cannot be exported until it is removed", at: location))
            }
        }
        if let value, let character = XMLText.forbidden(in: value) {
            problems.append(Diagnostic(.warning, "the \(language) value of \(quoted) holds the \(character), "
                + "which XML 1.0 (and so XLIFF) cannot carry: the catalog cannot be exported until it is removed", at: location))
        }
        return problems
    }

    /// Reads every file of one language, or nil (with the error added) when any fails: a language is
    /// never half-imported.
    private static func readLanguage(_ folders: [LegacyTableFiles], into result: inout TableMigration,
                                     shape: (String) -> PluralShape) -> LanguageRead? {
        var read = LanguageRead()
        var warnings: [Diagnostic] = []
        // Keys are matched code point by code point, as Apple's dictionaries do.
        var stringsIndex: [CodePointKey: Int] = [:]
        var dictIndex: [CodePointKey: Int] = [:]
        // The entries other folders of the language had for a key before a later one's replaced them.
        var overruled: [Int: [LegacyStringsEntry]] = [:]
        var overruledDict: [Int: [(entry: StringsDictEntry, file: LegacyFilePath)]] = [:]
        do throws(LegacyError) {
            for folder in folders {
                if let file = folder.strings {
                    let table = try StringsFileReader.read(contentsOfFile: file.resolved, displayPath: file.display)
                    warnings += table.diagnostics
                    if read.strings.isEmpty {
                        // The usual case, one folder per language: the entries as they are, not copied
                        // one by one (each copy retains all of an entry's strings).
                        read.strings = table.entries
                        for index in read.strings.indices { stringsIndex[CodePointKey(text: read.strings[index].key)] = index }
                    } else {
                        for entry in table.entries {
                            if let index = stringsIndex[CodePointKey(text: entry.key)] {
                                // Base.lproj's entry replaced by the development language's own, keeping
                                // Base's comment when the new one has none.
                                // Judged against the value that wins in the end (a third folder may overrule this one).
                                overruled[index, default: []].append(read.strings[index])
                                var replacement = entry
                                if replacement.comment == nil || replacement.comment!.isPlaceholder {
                                    replacement.comment = read.strings[index].comment ?? replacement.comment
                                }
                                read.strings[index] = replacement
                            } else {
                                stringsIndex[CodePointKey(text: entry.key)] = read.strings.count
                                read.strings.append(entry)
                            }
                        }
                    }
                }
                if let file = folder.stringsDict {
                    let dict = try StringsDictReader.read(contentsOfFile: file.resolved, displayPath: file.display)
                    warnings += dict.diagnostics
                    for entry in dict.entries {
                        if let index = dictIndex[CodePointKey(text: entry.key)] {
                            overruledDict[index, default: []].append((read.stringsDict[index].entry, read.stringsDict[index].file))
                            read.stringsDict[index] = (entry, file, nil)
                        } else {
                            dictIndex[CodePointKey(text: entry.key)] = read.stringsDict.count
                            read.stringsDict.append((entry, file, nil))
                        }
                    }
                }
            }
        } catch {
            result.diagnostics += warnings
            result.diagnostics.append(error.diagnostic)
            return nil
        }
        for (index, earlier) in overruled.sorted(by: { $0.key < $1.key }) {
            let final = read.strings[index]
            for entry in earlier where entry.value != final.value {
                warnings.append(Diagnostic(.warning, "\(Diagnostic.quoted(final.key)) is \(Diagnostic.quoted(final.value)) here but "
                    + "\(Diagnostic.quoted(entry.value)) in \(entry.keyLocation.path):\(entry.keyLocation.line), which stands for the "
                    + "same language; this value is migrated, and \(entry.keyLocation.path) is kept", at: final.keyLocation))
                // Its value is not in the catalog: never removed.
                read.keptStringsFiles.insert(entry.keyLocation.path)
            }
        }
        for (index, earlier) in overruledDict.sorted(by: { $0.key < $1.key }) {
            let final = read.stringsDict[index].entry
            for (entry, file) in earlier {
                // The entry that overrules it is left out itself: its text is in no catalog either (QA: removed).
                if StringsDictConverter.refusal(for: final.rule, shape: shape(final.key)) != nil {
                    warnings.append(Diagnostic(.warning, "\(Diagnostic.quoted(final.key)) here overrules its entry in "
                        + "\(entry.keyLocation.path):\(entry.keyLocation.line), which stands for the same language, and is left out "
                        + "itself; \(entry.keyLocation.path) is kept", at: final.keyLocation))
                    read.keptFiles.insert(file)
                    continue
                }
                // Rules of other kinds (a device rule over a plural) are compared whole.
                let differ = if let old = pluralTexts(entry.rule), let new = pluralTexts(final.rule) { old != new } else {
                    entry.rule != final.rule
                }
                guard differ else { continue }
                warnings.append(Diagnostic(.warning, "\(Diagnostic.quoted(final.key)) has other plural texts here than in "
                    + "\(entry.keyLocation.path):\(entry.keyLocation.line), which stands for the same language; these are "
                    + "migrated, and \(entry.keyLocation.path) is kept", at: final.keyLocation))
                read.keptFiles.insert(file)
            }
        }
        // A key in both files: the `.stringsdict` entry wins, in the app and in the catalog, so the
        // `.strings` value is not migrated. Said, because it is text the migration drops; not for the
        // usual `"%d items" = "%d items";` that genstrings writes beside a plural, which is the key.
        for dictIndex in read.stringsDict.indices {
            let (entry, file, _) = read.stringsDict[dictIndex]
            // An entry not migrated leaves the `.strings` value to the catalog, and its file is kept.
            if let refusal = StringsDictConverter.refusal(for: entry.rule, shape: shape(entry.key)) {
                read.stringsDict[dictIndex].refusal = refusal
                read.keptFiles.insert(file)
                continue
            }
            guard let index = stringsIndex[CodePointKey(text: entry.key)],
                  read.strings[index].value != entry.key else { continue }
            let shadowed = read.strings[index]
            warnings.append(Diagnostic(.warning, "\(Diagnostic.quoted(entry.key)) is also in \(file.display), which wins "
                + "in the app and in the catalog; this value, \(Diagnostic.quoted(shadowed.value)), is not migrated",
                at: shadowed.keyLocation))
        }
        result.diagnostics += warnings
        return read
    }
}
