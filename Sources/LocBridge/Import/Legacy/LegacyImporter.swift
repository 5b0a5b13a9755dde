import Foundation

/// A legacy `.strings` / `.stringsdict` file that an import read and (maybe) changed.
public struct ImportedLegacyFile: ImportedFile {
    /// Where the file is.
    public var path: String
    /// How messages name it: the path under the project root (`App/de.lproj/Localizable.strings`).
    public var displayPath: String
    /// The bytes it had before the import; nil when it did not exist.
    public var originalBytes: [UInt8]?
    /// The bytes after the import; nil while it still does not exist.
    public var bytes: [UInt8]?

    public var isChanged: Bool { bytes != originalBytes }

    /// Writes the file beside itself, creating its `<lang>.lproj` folder when missing (removed again if
    /// the file is discarded).
    public func stage() throws(FileError) -> StagedFile? {
        guard let bytes else { return nil }
        return try AtomicFile.stage(toFile: path, creatingFolder: true, mustBeNew: originalBytes == nil) { emit in
            bytes.withUnsafeBytes { emit($0) }
        }
    }
}

/// Imports XLIFF `<file>`s whose `original` is a legacy development-language file
/// (`App/en.lproj/Localizable.strings`, as `locbridge export` and Xcode write them) into the target
/// language's file of the same table (`App/de.lproj/Localizable.strings`), with the catalogs' merge
/// policy (FORMATS.md §3) adapted to files that have no translation state:
/// - a target equal to the file's value changes nothing; a missing or empty-and-stateless target never
///   erases; `translate="no"` is never imported;
/// - ids that name no key of the development-language file are reported as unknown;
/// - a target whose format specifiers differ from the development-language value (for a plural form:
///   the same allowances as catalogs) is refused;
/// - a changed `<source>` (the development value changed since export) is imported, with a warning,
///   since the file cannot mark it for review;
/// - a draft (`new`, `needs-*`) only fills a key the file lacks, with a warning (it ships as it is);
/// - `.stringsdict`: existing forms and format keys are updated in place; a missing form is added after
///   its variable's last form, a missing key as a whole entry (the development entry's structure with
///   the forms sent) before the root `</dict>`, a missing file from the development file's header and
///   layout; forms for a variable the entry's format key (as the import leaves it) does not name are
///   refused, since the app would never show them (`LegacyMerger+EntryVariables`);
/// - a compiled target file (a binary `.stringsdict`, a binary or XML `.strings`) is only read: the units
///   that would change it are refused, and the import's other files are written.
///
/// Nothing is written here: `files` holds the new bytes for the caller to write with the catalogs.
public struct LegacyImporter {
    public let projectRoot: String
    /// Whether originals may lead outside `projectRoot` (`import --allow-outside-root`).
    public let allowsOutsideRoot: Bool
    public private(set) var files: [ImportedLegacyFile] = []
    /// The project root as the user wrote it, for messages (`Importer.shownRoot`).
    var shownRoot: String?
    /// `Importer.onFileRead`.
    var onFileRead: (@Sendable (String) -> Void)?
    private var indexByPath: [String: Int] = [:]
    /// Per target file (index in `files`), the units the inputs so far changed.
    private(set) var changes: [Int: [CodePointKey: EarlierChange]] = [:]
    /// Per target file (index in `files`), the language of its `.lproj` folder.
    private(set) var languages: [Int: String] = [:]
    /// Development-language files, read once (before any edit).
    private var developmentFiles: [String: ExportedLegacyTable.Content] = [:]

    public init(projectRoot: String, allowingOutsideRoot: Bool = false) {
        self.projectRoot = projectRoot
        self.allowsOutsideRoot = allowingOutsideRoot
    }

    /// What merging one `<file>` gave.
    public struct Outcome {
        public var report: MergeReport?
        public var diagnostics: [Diagnostic] = []
        /// A problem that must stop the import before anything is written.
        public var isFatal = false
    }

    /// Whether `original` names a legacy file this importer handles (or an interface file, whose
    /// translations are legacy `.strings` files: LegacyImporter+Interface).
    public static func handles(original: String) -> Bool {
        original.hasSuffix(".strings") || original.hasSuffix(".stringsdict") || isInterfaceFile(original)
    }

    /// Why a development-language file may be missing, and what to do: a catalog of the table's name
    /// beside its `.lproj` folder means `migrate` replaced it.
    /// `shown` is `developmentPath` as messages name it (from the root as written).
    static func missingTableHint(_ developmentPath: String, shown: String) -> String {
        func catalog(beside path: String) -> String {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            let name = parts.last.map { String($0[..<($0.lastIndex(of: ".") ?? $0.endIndex)]) } ?? ""
            return (parts.count > 2 ? parts.dropLast(2).joined(separator: "/") : ".") + "/" + name + ".xcstrings"
        }
        guard FileManager.default.fileExists(atPath: catalog(beside: developmentPath)) else {
            return "pass the --project-root the XLIFF was exported from"
        }
        // Plain `migrate` keeps the catalog's translation on every disagreement: the import's would be lost.
        return "the table was migrated to \(Diagnostic.quotedIfNeeded(catalog(beside: shown))): restore the legacy files from version control, import, and migrate "
            + "again with --prefer-legacy, whose translations then replace the catalog's where they differ (each one "
            + "listed); or export again from the catalog"
    }

    /// The languages of the `.lproj` folders beside the development file's (`Base` left out).
    static func folderLanguages(beside original: String, projectRoot: String) -> [String] {
        let parts = components(of: original).dropLast(2)
        let folder = ([projectRoot] + parts).joined(separator: "/")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".lproj") && $0 != "Base.lproj" }.map { String($0.dropLast(".lproj".count)) }.sorted()
    }

    /// Of `folders` (languages of the `.lproj` folders beside `original`'s), those that hold the table's
    /// file in their language (`M.strings`; for an interface file, its `.strings`).
    static func foldersHoldingTable(of original: String, isInterface: Bool, among folders: [String],
                                    projectRoot: String) -> [String] {
        let parts = components(of: original)
        guard parts.count >= 2, let name = parts.last else { return [] }
        let file = isInterface ? (name as NSString).deletingPathExtension + ".strings" : name
        let folder = ([projectRoot] + parts.dropLast(2)).joined(separator: "/")
        return folders.filter { FileManager.default.fileExists(atPath: folder + "/" + $0 + ".lproj/" + file) }
    }

    /// Says how a respelled `target-language` was read: the existing folder it names (a note), or the
    /// new folder it makes, with a warning when that sits beside a folder of the same language
    /// (`de-DE.lproj` beside `de.lproj`: often a tool's rewrite of `de`).
    static func folderNote(_ match: ImportLanguage.Match, tag: String, original: String, target: String, wrote: Bool,
                           at location: SourceLocation) -> Diagnostic? {
        let folder = Diagnostic.quotedIfNeeded(Self.components(of: target).dropLast().last ?? target)
        switch match {
        case .existing(_, let respelled):
            guard respelled else { return nil }
            return Diagnostic(.note, "\(Diagnostic.fileOriginal(original)) has target-language \"\(tag)\", read as the existing "
                + "\(folder)", at: location)
        case .new(let language, let sameLanguage):
            guard wrote else { return nil }
            if !sameLanguage.isEmpty {
                let listed = sameLanguage.map { "\"\($0)\"" }.joined(separator: ", ")
                return Diagnostic(.warning, "\(Diagnostic.fileOriginal(original)) has target-language \"\(tag)\", which has no "
                    + "folder yet: its translations go to the new \(folder) beside the folder of \(listed); if they are for "
                    + "\(listed), import with --map-language \(tag)=\(sameLanguage.first!) instead (and remove \(folder))", at: location)
            }
            guard language != tag else { return nil }
            return Diagnostic(.note, "\(Diagnostic.fileOriginal(original)) has target-language \"\(tag)\", written as \(folder)",
                              at: location)
        }
    }

    /// The target language's file for `original` (`A/en.lproj/T.strings` → `A/de.lproj/T.strings`); the
    /// original itself for the development language; nil when `original` is not in a `*.lproj` folder.
    /// `original`'s components without the empty and `.` ones a tool may write (`en.lproj//L.strings`,
    /// `./en.lproj`), which name the same file; an absolute path keeps its leading empty one.
    static func components(of original: String) -> [String] {
        original.split(separator: "/", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset == 0 || ($0.element != "" && $0.element != ".") }.map { String($0.element) }
    }

    public static func targetOriginal(_ original: String, language: String, sourceLanguage: String) -> String? {
        var components = components(of: original)
        guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj"),
              components[components.count - 2].count > ".lproj".count else { return nil }
        if language == sourceLanguage { return original }
        components[components.count - 2] = language + ".lproj"
        return components.joined(separator: "/")
    }

    /// `languageNamed`: the user named the target language (`--map-language`), so its spelling is not
    /// remarked on.
    public mutating func add(_ file: XLIFFFile, from xliffPath: String, languageNamed: Bool = false) -> Outcome {
        var outcome = Outcome()
        let at = file.startLocation ?? SourceLocation(path: xliffPath, line: 1, column: 1)
        func fail(_ message: String) -> Outcome {
            outcome.diagnostics.append(Diagnostic(.error, message, at: at))
            outcome.isFatal = true
            return outcome
        }
        let original = file.original
        guard !file.targetLanguage.isEmpty else {
            return fail("\(Diagnostic.fileOriginal(original)) has no target-language; cannot tell which .lproj folder to write")
        }
        // A tool may have respelled the path in another Unicode normalization (NFC for macOS's NFD): the
        // development file, and the table's folders beside it, are found as the disk spells them.
        let located = ImportSources.located(original, naming: original, projectRoot: projectRoot, shownRoot: shownRoot,
                                            verb: "is read as", at: at)
        if let note = located.note { outcome.diagnostics.append(note) }
        let source = located.path
        // Tools respell the tag (`DE`, `pt_br`): it names the table's existing folder of that language.
        var file = file
        let tag = file.targetLanguage
        var match = ImportLanguage.Match.existing(tag, respelled: false)
        if !LanguageTag.same(tag, file.sourceLanguage) {
            let folders = Self.folderLanguages(beside: source, projectRoot: projectRoot)
            // Export names `pt_BR.lproj` `pt-BR` and `German.lproj` `de`: back to that folder, however the
            // tag is spelled (`DE`, `zh_hans`); first among the folders that hold the table, as export
            // chose among them (QA: `German.lproj`'s only table went to a new file in `de.lproj`).
            let holding = Self.foldersHoldingTable(of: source, isInterface: Self.isInterfaceFile(original),
                                                   among: folders, projectRoot: projectRoot)
            if let found = LegacyLanguageName.folder(for: tag, among: holding)
                ?? LegacyLanguageName.folder(for: tag, among: folders) {
                match = .existing(found.folder, respelled: found.respelled)
            } else {
                match = ImportLanguage.match(tag, among: folders, sourceLanguage: file.sourceLanguage)
                // A new `de-DE.lproj` beside `German.lproj` sits beside a folder of its language too: said.
                if case .new(let spelled, let same) = match, same.isEmpty,
                   case .new(_, let sameByLanguage) = ImportLanguage.match(tag, among: folders.map(LegacyLanguageName.catalogLanguage),
                                                                         sourceLanguage: file.sourceLanguage) {
                    match = .new(spelled, sameLanguage: sameByLanguage)
                }
            }
            file.targetLanguage = match.language
        }
        let isInterface = Self.isInterfaceFile(original)
        let derived = isInterface ? Self.interfaceStringsOriginal(source, language: file.targetLanguage)
            : Self.targetOriginal(source, language: file.targetLanguage, sourceLanguage: file.sourceLanguage)
        guard let derived else {
            if case .failure(let escape) = ImportSources.catalogPath(original: source, projectRoot: projectRoot, allowingOutside: allowsOutsideRoot) {
                return fail(ImportSources.outsideMessage(original: original, projectRoot: projectRoot, escape: escape, what: "files"))
            }
            return fail("\(Diagnostic.fileOriginal(original)) is not in a <language>.lproj folder; cannot tell where the "
                + "\(file.targetLanguage) file goes")
        }
        // The target file as the disk spells it, when it is there in another normalization: never a second
        // file. (A development file whose name is unclear is not found, and its table skipped below.)
        let target = ImportSources.located(original, naming: derived, projectRoot: projectRoot, shownRoot: shownRoot,
                                           verb: "writes", at: at)
        if let ambiguity = target.ambiguity, located.ambiguity == nil {
            return fail("\(Diagnostic.fileOriginal(original)) would write \(Diagnostic.quotedIfNeeded(derived)), but " + ambiguity)
        }
        if let note = target.note { outcome.diagnostics.append(note) }
        let targetOriginal = target.path
        // The development file is only read, but must be inside too; the target file (or, when it is to be
        // created, its nearest existing folder) is checked on its real path, so a `<lang>.lproj` that is a
        // symbolic link to elsewhere is refused before anything is written.
        let developmentPath: String
        let targetPath: String
        switch (ImportSources.catalogPath(original: source, projectRoot: projectRoot, allowingOutside: allowsOutsideRoot),
                ImportSources.catalogPath(original: targetOriginal, projectRoot: projectRoot, allowingOutside: allowsOutsideRoot)) {
        case (.success(let development), .success(let target)):
            developmentPath = development
            targetPath = target
        case (.failure(let escape), _):
            return fail(ImportSources.outsideMessage(original: original, projectRoot: projectRoot, escape: escape, what: "files"))
        case (_, .failure(.brokenLink)):
            return fail("\(Diagnostic.fileOriginal(original)) would write \(Diagnostic.quotedIfNeeded(targetOriginal)) through a "
                + "symbolic link that dangles or loops; fix or remove the link")
        case (_, .failure(let escape)):
            return fail("\(Diagnostic.fileOriginal(original)) would write \(Diagnostic.quotedIfNeeded(targetOriginal)), which points "
                + "outside the project root \(projectRoot) (\(escape.reason)); locbridge only writes files inside it"
                + ImportSources.outsideHint(escape))
        }
        let folder = Self.components(of: source).dropLast().last.map { String($0.dropLast(".lproj".count)) } ?? ""
        if !file.sourceLanguage.isEmpty, folder != "Base",
           !LanguageTag.sharesLanguage(LegacyLanguageName.catalogLanguage(folder), file.sourceLanguage) {
            return fail("\(Diagnostic.fileOriginal(original)) has source-language \"\(file.sourceLanguage)\" but is in "
                + Diagnostic.quotedIfNeeded(folder + ".lproj") + "; was the XLIFF exported from another project?")
        }
        let isDict = original.hasSuffix(".stringsdict")

        // The development-language file: the sources, comments and order.
        let development: ExportedLegacyTable.Content
        if isInterface {
            if let skipped = interfaceSkip(file, located: source, developmentPath: developmentPath, missing: located.ambiguity, at: at) {
                outcome.diagnostics.append(skipped)
                return outcome
            }
            // The source language's texts are the interface file's own: nothing to write.
            if LanguageTag.same(file.targetLanguage, file.sourceLanguage) { return outcome }
            development = .strings(Self.interfaceTable(file))
        } else if let edited = indexByPath[developmentPath], files[edited].isChanged, let bytes = files[edited].bytes {
            // An earlier input of this import changed the development texts (a source-language file): later
            // translations are compared with the new ones.
            do {
                development = isDict ? .stringsDict(try StringsDictReader.read(bytes, path: ImportSources.shown(source, from: shownRoot)))
                    : .strings(try StringsFileReader.read(bytes, path: ImportSources.shown(source, from: shownRoot)))
            } catch {
                outcome.diagnostics.append(error.diagnostic)
                outcome.isFatal = true
                return outcome
            }
        } else if let known = developmentFiles[developmentPath] {
            development = known
        } else {
            // Unlike a missing catalog this is not fatal: the table may have been migrated to a catalog
            // since the export (or the project copy holds only catalogs). Reported, never silent.
            let shownSource = ImportSources.shown(source, from: shownRoot)
            guard FileManager.default.fileExists(atPath: developmentPath) else {
                // Translations that go nowhere are an error (exit 1, and --strict writes nothing), as
                // refused units are; a file without any is only skipped.
                let translated = Self.translatedCount(file)
                outcome.diagnostics.append(Diagnostic(translated > 0 ? .error : .warning, "skipped \(Diagnostic.fileOriginal(original)): "
                    + "its development-language file \(Diagnostic.quotedIfNeeded(shownSource)) does not exist ("
                    + (located.ambiguity ?? Self.missingTableHint(developmentPath, shown: shownSource))
                    + ")" + Self.lost(translated), at: at))
                return outcome
            }
            onFileRead?(ImportSources.shown(source, from: shownRoot))
            do {
                development = isDict
                    ? .stringsDict(try StringsDictReader.read(contentsOfFile: developmentPath,
                                                              displayPath: ImportSources.shown(source, from: shownRoot)))
                    : .strings(try StringsFileReader.read(contentsOfFile: developmentPath,
                                                          displayPath: ImportSources.shown(source, from: shownRoot)))
            } catch {
                outcome.diagnostics.append(error.diagnostic)
                outcome.isFatal = true
                return outcome
            }
            developmentFiles[developmentPath] = development
        }

        // The target file, as this import has left it so far.
        let index: Int
        if let known = indexByPath[targetPath] {
            index = known
        } else {
            let exists = FileManager.default.fileExists(atPath: targetPath)
            if exists, targetPath != developmentPath { onFileRead?(ImportSources.shown(targetOriginal, from: shownRoot)) }
            let bytes = exists ? (try? FileBytes.read(targetPath)) : nil
            if FileManager.default.fileExists(atPath: targetPath), bytes == nil {
                return fail("cannot read \(ImportSources.shown(targetOriginal, from: shownRoot))")
            }
            files.append(ImportedLegacyFile(path: targetPath, displayPath: ImportSources.shown(targetOriginal, from: shownRoot),
                                            originalBytes: bytes, bytes: bytes))
            index = files.count - 1
            indexByPath[targetPath] = index
        }

        var merger = LegacyMerger(file: file, targetDisplay: ImportSources.shown(targetOriginal, from: shownRoot))
        merger.checksFormats = !isInterface
        merger.earlier = changes[index, default: [:]]
        let result: LegacyMerger.Result
        switch development {
        case .strings(let table):
            result = merger.mergeStrings(development: table, target: files[index].bytes,
                                         developmentBytes: { try? FileBytes.read(developmentPath) })
        case .stringsDict(let dict):
            result = merger.mergeStringsDict(development: dict, target: files[index].bytes,
                                             developmentBytes: { try? FileBytes.read(developmentPath) })
        }
        outcome.diagnostics += result.diagnostics
        if result.isFatal {
            outcome.isFatal = true
            return outcome
        }
        if let bytes = result.bytes { files[index].bytes = bytes }
        if !languageNamed,
           let said = Self.folderNote(match, tag: tag, original: original, target: targetOriginal, wrote: result.bytes != nil, at: at) {
            outcome.diagnostics.append(said)
        }
        changes[index, default: [:]].merge(merger.made) { first, _ in first }
        languages[index] = file.targetLanguage
        outcome.report = merger.finish()
        return outcome
    }
}
