import Foundation

/// The merge policy of one legacy `<file>` (see `LegacyImporter`): decides unit by unit, then edits
/// the target file's bytes.
struct LegacyMerger {
    let file: XLIFFFile
    let language: String
    let targetDisplay: String
    private var report: MergeReport
    private var findings: [(order: Int, diagnostic: Diagnostic)] = []
    /// Units (by id) an earlier input of the same import changed in the target file: a later one never
    /// undoes or overrules them silently, as in catalogs. Ids, like the files' keys, are compared code
    /// point by code point: `café` in two Unicode spellings is two keys to the app.
    var earlier: [CodePointKey: EarlierChange] = [:]
    /// The units this `<file>` changes, with the value the file had before the import.
    private(set) var made: [CodePointKey: EarlierChange] = [:]
    /// The line of each id's first unit in the `<file>`: a later unit with the same id is refused.
    private var firstLines: [CodePointKey: Int] = [:]
    private var replacements: ReplacementNotes
    /// Whether targets must keep the format specifiers of their source. Interface files' texts are shown
    /// as they are, never formatted, so `%` in them is a plain character.
    var checksFormats = true
    /// Why the target file cannot be edited (a compiled property list), when it cannot. It is still read:
    /// units it already holds change nothing, and each change it would need is refused with this reason,
    /// so the import's other files are written as usual.
    var unwritable: String?

    struct Result {
        /// The new bytes of the target file; nil when nothing changed.
        var bytes: [UInt8]?
        /// Problems with the target file itself (fatal), not with units.
        var diagnostics: [Diagnostic] = []
        var isFatal = false
    }

    init(file: XLIFFFile, targetDisplay: String) {
        self.file = file
        self.language = file.targetLanguage
        self.targetDisplay = targetDisplay
        self.report = MergeReport(catalog: targetDisplay, language: file.targetLanguage)
        self.replacements = ReplacementNotes(language: file.targetLanguage, sourceLanguage: file.sourceLanguage)
    }

    consuming func finish() -> MergeReport {
        findings += replacements.notes
        report.diagnostics = findings.enumerated()
            .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
            .map(\.element.diagnostic)
        report.add(refusals: file.refusals)
        return report
    }

    mutating func note(_ severity: Severity, _ message: String, for unit: TranslationUnit, order: Int) {
        findings.append((order, Diagnostic(severity, message, at: unit.location)))
    }

    // MARK: - Policy

    /// A value to write, and how to count it once it is placed.
    struct Write {
        var value: String
        var unit: TranslationUnit
        var order: Int
        var kind: Kind
        /// The file's value before this import (the unit is the first to change it).
        var before: String?
        enum Kind { case updated, sourceChanged(old: String, new: String), draft }
    }

    /// Refuses a unit whose id an earlier unit of the `<file>` has (the first one is imported).
    mutating func isRepeated(_ unit: TranslationUnit, order: Int) -> Bool {
        let id = unit.id.description
        guard let first = firstLines[CodePointKey(text: id)] else {
            firstLines[CodePointKey(text: id)] = unit.location?.line ?? 0
            return false
        }
        note(.error, MergeMessages.repeatedID(key: Self.key(of: unit), id: id, firstLine: first), for: unit, order: order)
        return true
    }

    /// Decides one unit: nil when it was counted as not written (unchanged, empty, draft not applied,
    /// refused, not translatable).
    /// `substitutions`: what a `%#@name@` only one of the texts has stands for (a `.stringsdict` format key's).
    mutating func decide(_ unit: TranslationUnit, order: Int, current: String?, developmentSource: String,
                         otherForm: String?, substitutions: SubstitutionArguments? = nil) -> Write? {
        let unit = FormattingWhitespace.restoring(unit, expectedSource: developmentSource, current: current)
        guard unit.translate else {
            report.notTranslatable += 1
            // A translator's target that is not imported is said (not a copy of the source, nor the file's own).
            if let target = unit.target, !target.isEmpty, target != current, target != unit.source {
                note(.note, MergeMessages.targetNotImported(key: Self.key(of: unit), id: unit.id.description,
                                                            reason: MergeMessages.markedTranslateNo, target: target),
                     for: unit, order: order)
            }
            return nil
        }
        guard let target = unit.target ?? unit.targetSet?.joined() else {
            report.emptySkipped += 1
            return nil
        }
        // What the file already holds changes nothing; nor does the development language's export of a
        // form the file lacks (it repeats the source).
        if target == current || (current == nil && language == file.sourceLanguage && target == unit.source) {
            report.unchanged += 1
            return nil
        }
        let state = ImportedState(xliffState: unit.state, qualifier: unit.stateQualifier)
        // As in catalogs: a stateless target of only whitespace is a pretty-printed empty one. An empty
        // target for an empty source is the translation where the file has no value yet.
        let blank = (state.isDraft || !LeafStatus.repeatsEmptySource(target, source: unit.source, slotIsFilled: current != nil))
            && (target.isEmpty || LeafStatus.isBlank(target, source: unit.source))
        if blank, unit.state == nil || state.isDraft {
            report.emptySkipped += 1
            return nil
        }
        if replacements.isPlaceholder(unit, order: order) {
            report.emptySkipped += 1
            return nil
        }
        if state.isDraft, current != nil {
            report.draftsSkipped += 1
            note(.note, MergeMessages.draftNotApplied(key: Self.key(of: unit), id: unit.id.description, state: unit.state ?? "",
                                                      keeping: "the value in \(targetDisplay) stays"), for: unit, order: order)
            return nil
        }
        if let previous = earlier[CodePointKey(text: unit.id.description)] {
            // Another input of this import changed the unit already: this one either carries the value
            // from before the import (an untouched export), which does not undo that change, or disagrees.
            let key = Self.key(of: unit)
            if previous.before == .text(target) {
                report.unchanged += 1
                note(.note, MergeMessages.keptEarlierChange(key: key, id: unit.id.description, at: previous.location), for: unit, order: order)
            } else {
                note(.error, MergeMessages.conflictingInputs(key: key, id: unit.id.description, at: previous.location), for: unit, order: order)
            }
            return nil
        }
        // A development-language file older than the development text: an untouched unit changes nothing,
        // and an edit made on the old text would undo the newer one (as for catalogs).
        if LanguageTag.same(language, file.sourceLanguage), unit.source != developmentSource {
            let key = Self.key(of: unit)
            if target == unit.source {
                report.unchanged += 1
                note(.note, MergeMessages.olderSourceFile(key: key, id: unit.id.description, current: "the development-language text"),
                     for: unit, order: order)
            } else {
                note(.error, MergeMessages.refused(key: key, id: unit.id.description, problem: MergeMessages.editOfOlderSource(
                    old: unit.source, new: developmentSource), editsSource: true), for: unit, order: order)
            }
            return nil
        }
        if checksFormats, !target.isEmpty,
           let problem = PluralFormCheck.problem(source: developmentSource, otherForm: otherForm, translation: target,
                                                 substitutions: substitutions) {
            note(.error, MergeMessages.refused(key: Self.key(of: unit), id: unit.id.description, source: developmentSource,
                                               problem: problem), for: unit, order: order)
            return nil
        }
        let kind: Write.Kind = unit.source != developmentSource ? .sourceChanged(old: unit.source, new: developmentSource)
            : state.isDraft ? .draft : .updated
        return Write(value: target, unit: unit, order: order, kind: kind, before: current)
    }

    /// Counts a placed write and reports what a file without states cannot mark.
    mutating func commit(_ write: Write) {
        let key = Self.key(of: write.unit)
        if let unwritable {
            note(.error, "refused \(MergeMessages.subject(key: key, id: write.unit.id.description)): \(unwritable)",
                 for: write.unit, order: write.order)
            return
        }
        made[CodePointKey(text: write.unit.id.description)] = EarlierChange(location: write.unit.location,
                                                                            before: write.before.map { .text($0) })
        // A new development text leaves every translation of it behind (catalogs mark them needs_review).
        if let before = write.before, LanguageTag.same(language, file.sourceLanguage) {
            note(.warning, "the development text of \(Diagnostic.quoted(key)) changed: \(Diagnostic.quoted(before)) → \(Diagnostic.quoted(write.value)); the other "
                + "languages' translations of it were made for the old text, and legacy files cannot mark them for review: "
                + "check them", for: write.unit, order: write.order)
        }
        var finished = false
        if case .updated = write.kind { finished = true }
        if let (severity, message) = replacements.wrote(write.value, over: write.before, unit: write.unit, key: key,
                                                        finished: finished, order: write.order) {
            note(severity, message, for: write.unit, order: write.order)
        }
        switch write.kind {
        case .updated:
            report.updated += 1
        case .sourceChanged(let old, let new):
            report.sourceChanged += 1
            note(.warning, MergeMessages.sourceDiffers(key: key, old: old, new: new, of: "the development-language text")
                + "; imported into \(targetDisplay), "
                + "which cannot mark it for review: check it", for: write.unit, order: write.order)
        case .draft:
            report.draftsAdded += 1
            note(.warning, "draft (state \(Diagnostic.quoted(write.unit.state ?? ""))) for \(Diagnostic.quoted(key)) filled an empty slot of \(targetDisplay), "
                + "which cannot mark it for review: it ships as it is", for: write.unit, order: write.order)
        }
    }

    mutating func unknown(_ unit: TranslationUnit, order: Int, _ reason: String) {
        note(.warning, MergeMessages.unknownPrefix + "\(Diagnostic.quoted(unit.id.description)): \(reason); the unit was not imported",
             for: unit, order: order)
    }

    /// The key a unit is about: the id for `.strings`, `KEY` of `/KEY:dict/…` for `.stringsdict`.
    static func key(of unit: TranslationUnit) -> String {
        StringsDictUnitID(unit.id.description)?.key ?? unit.id.description
    }

    // MARK: - .strings

    /// `developmentBytes` reads the development-language file again, for a target file that does not
    /// exist yet (it takes that file's encoding and line breaks, as a new `.stringsdict` does).
    mutating func mergeStrings(development: LegacyStringsTable, target bytes: [UInt8]?,
                               developmentBytes: () -> [UInt8]? = { nil }) -> Result {
        var table: LegacyStringsTable?
        var decoded: LegacyTextDecoder.Decoded?
        if let bytes {
            do {
                let read = try StringsFileReader.read(bytes, path: targetDisplay)
                table = read
                if case .text = read.format {
                    decoded = try LegacyTextDecoder.decode(bytes, path: targetDisplay)
                } else {
                    unwritable = "\(targetDisplay) is \(read.format == .xmlPropertyList ? "an" : "a") \(read.format); locbridge "
                        + "only writes translations into text .strings files: edit it by hand, or replace it with the text "
                        + ".strings file it was made from and import again"
                }
            } catch {
                return Result(diagnostics: [error.diagnostic], isFatal: true)
            }
        }
        var developmentIndex: [CodePointKey: Int] = [:]
        for (index, entry) in development.entries.enumerated() { developmentIndex[CodePointKey(text: entry.key)] = index }

        var writes: [CodePointKey: Write] = [:]
        for (order, unit) in file.units.enumerated() {
            if isRepeated(unit, order: order) { continue }
            let key = unit.id.description
            guard let index = developmentIndex[CodePointKey(text: key)] else {
                if unit.translate, unit.hasTarget {
                    note(.warning, MergeMessages.unknownKey(id: key, key: key, catalog: file.original), for: unit, order: order)
                } else {
                    _ = decide(unit, order: order, current: nil, developmentSource: unit.source, otherForm: nil)
                }
                continue
            }
            if let write = decide(unit, order: order, current: table?[key], developmentSource: development.entries[index].value,
                                  otherForm: nil) {
                writes[CodePointKey(text: key)] = write
                commit(write)
            }
        }
        // Refused unit by unit (`commit`): nothing to write.
        guard !writes.isEmpty, unwritable == nil else { return Result() }

        var replacing: [CodePointKey: String] = [:]
        var appending: [StringsFileEditor.NewEntry] = []
        for entry in development.entries {
            guard let write = writes[CodePointKey(text: entry.key)] else { continue }
            if table?[entry.key] != nil {
                replacing[CodePointKey(text: entry.key)] = write.value
            } else {
                appending.append(.init(key: entry.key, value: write.value, comment: entry.comment))
            }
        }
        guard let table, let decoded else {
            let developmentText = developmentBytes().flatMap { try? LegacyTextDecoder.decode($0, path: file.original) }
            let lineBreak = developmentText.map { LegacyTextEditing.lineBreak(of: $0.utf8) } ?? [0x0A]
            return Result(bytes: LegacyTextEditing.encode(StringsFileEditor.newFile(appending, lineBreak: lineBreak),
                                                          as: developmentText?.encoding ?? .utf8))
        }
        switch StringsFileEditor.edit(decoded.utf8, table: table, replacing: replacing, appending: appending) {
        case .success(let text):
            return Result(bytes: LegacyTextEditing.encode(text, as: decoded.encoding))
        case .failure(let failure):
            return Result(diagnostics: [Diagnostic(.error, "cannot find the value of \"\(failure.key)\" to replace it; "
                + "\(targetDisplay) was left as it is", at: failure.location)], isFatal: true)
        }
    }
}
