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
    /// undoes or overrules them silently, as in catalogs.
    var earlier: [String: EarlierChange] = [:]
    /// The units this `<file>` changes, with the value the file had before the import.
    private(set) var made: [String: EarlierChange] = [:]
    /// The line of each id's first unit in the `<file>`: a later unit with the same id is refused.
    private var firstLines: [String: Int] = [:]

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
    }

    consuming func finish() -> MergeReport {
        report.diagnostics = findings.enumerated()
            .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
            .map(\.element.diagnostic)
        report.add(refusals: file.refusals)
        return report
    }

    private mutating func note(_ severity: Severity, _ message: String, for unit: TranslationUnit, order: Int) {
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
    private mutating func isRepeated(_ unit: TranslationUnit, order: Int) -> Bool {
        let id = unit.id.description
        guard let first = firstLines[id] else {
            firstLines[id] = unit.location?.line ?? 0
            return false
        }
        note(.error, MergeMessages.repeatedID(key: Self.key(of: unit), id: id, firstLine: first), for: unit, order: order)
        return true
    }

    /// Decides one unit: nil when it was counted as not written (unchanged, empty, draft not applied,
    /// refused, not translatable).
    private mutating func decide(_ unit: TranslationUnit, order: Int, current: String?, developmentSource: String,
                                 otherForm: String?) -> Write? {
        guard unit.translate else {
            report.notTranslatable += 1
            // A translator's target that is not imported is said (not a copy of the source, nor the file's own).
            if let target = unit.target, !target.isEmpty, target != current, target != unit.source {
                note(.note, "\"\(Self.key(of: unit))\" (\(unit.id)): the unit is marked translate=\"no\", so its target "
                    + "\(Diagnostic.quoted(target)) was not imported", for: unit, order: order)
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
        let state = ImportedState(xliffState: unit.state)
        // As in catalogs: a stateless target of only whitespace is a pretty-printed empty one. An empty
        // target for an empty source is the translation where the file has no value yet.
        let blank = (state.isDraft || !LeafStatus.repeatsEmptySource(target, source: unit.source, slotIsFilled: current != nil))
            && (target.isEmpty || LeafStatus.isBlank(target, source: unit.source))
        if blank, unit.state == nil || state.isDraft {
            report.emptySkipped += 1
            return nil
        }
        if state.isDraft, current != nil {
            report.draftsSkipped += 1
            note(.note, MergeMessages.draftNotApplied(key: Self.key(of: unit), id: unit.id.description, state: unit.state ?? "",
                                                      keeping: "the value in \(targetDisplay) stays"), for: unit, order: order)
            return nil
        }
        if let previous = earlier[unit.id.description] {
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
        if !target.isEmpty,
           let problem = PluralFormCheck.problem(source: developmentSource, otherForm: otherForm, translation: target) {
            note(.error, MergeMessages.refused(key: Self.key(of: unit), id: unit.id.description, source: developmentSource,
                                               problem: problem), for: unit, order: order)
            return nil
        }
        let kind: Write.Kind = unit.source != developmentSource ? .sourceChanged(old: unit.source, new: developmentSource)
            : state.isDraft ? .draft : .updated
        return Write(value: target, unit: unit, order: order, kind: kind, before: current)
    }

    /// Counts a placed write and reports what a file without states cannot mark.
    private mutating func commit(_ write: Write) {
        let key = Self.key(of: write.unit)
        made[write.unit.id.description] = EarlierChange(location: write.unit.location, before: write.before.map { .text($0) })
        // A new development text leaves every translation of it behind (catalogs mark them needs_review).
        if let before = write.before, LanguageTag.same(language, file.sourceLanguage) {
            note(.warning, "the development text of \"\(key)\" changed: \"\(before)\" → \"\(write.value)\"; the other "
                + "languages' translations of it were made for the old text, and legacy files cannot mark them for review: "
                + "check them", for: write.unit, order: write.order)
        }
        switch write.kind {
        case .updated:
            report.updated += 1
        case .sourceChanged(let old, let new):
            report.sourceChanged += 1
            note(.warning, "source of \"\(key)\" changed since export: \"\(old)\" → \"\(new)\"; imported into \(targetDisplay), "
                + "which cannot mark it for review: check it", for: write.unit, order: write.order)
        case .draft:
            report.draftsAdded += 1
            note(.warning, "draft (state \"\(write.unit.state ?? "")\") for \"\(key)\" filled an empty slot of \(targetDisplay), "
                + "which cannot mark it for review: it ships as it is", for: write.unit, order: write.order)
        }
    }

    private mutating func unknown(_ unit: TranslationUnit, order: Int, _ reason: String) {
        note(.warning, MergeMessages.unknownPrefix + "\"\(unit.id.description)\": \(reason); the unit was not imported",
             for: unit, order: order)
    }

    /// The key a unit is about: the id for `.strings`, `KEY` of `/KEY:dict/…` for `.stringsdict`.
    private static func key(of unit: TranslationUnit) -> String {
        StringsDictUnitID(unit.id.description)?.key ?? unit.id.description
    }

    // MARK: - .strings

    mutating func mergeStrings(development: LegacyStringsTable, target bytes: [UInt8]?) -> Result {
        var table: LegacyStringsTable?
        var decoded: LegacyTextDecoder.Decoded?
        if let bytes {
            do {
                let read = try StringsFileReader.read(bytes, path: targetDisplay)
                guard case .text = read.format else {
                    return Result(diagnostics: [Diagnostic(.error, "\(targetDisplay) is a \(read.format); locbridge only writes "
                        + "translations into text .strings files", at: SourceLocation(path: targetDisplay, line: 1, column: 1))],
                        isFatal: true)
                }
                table = read
                decoded = try LegacyTextDecoder.decode(bytes, path: targetDisplay)
            } catch {
                return Result(diagnostics: [error.diagnostic], isFatal: true)
            }
        }
        var developmentIndex: [String: Int] = [:]
        for (index, entry) in development.entries.enumerated() { developmentIndex[entry.key] = index }

        var writes: [String: Write] = [:]
        for (order, unit) in file.units.enumerated() {
            if isRepeated(unit, order: order) { continue }
            let key = unit.id.description
            guard let index = developmentIndex[key] else {
                if unit.translate, unit.hasTarget {
                    note(.warning, MergeMessages.unknownKey(id: key, key: key, catalog: file.original), for: unit, order: order)
                } else {
                    _ = decide(unit, order: order, current: nil, developmentSource: unit.source, otherForm: nil)
                }
                continue
            }
            if let write = decide(unit, order: order, current: table?[key], developmentSource: development.entries[index].value,
                                  otherForm: nil) {
                writes[key] = write
                commit(write)
            }
        }
        guard !writes.isEmpty else { return Result() }

        var replacing: [String: String] = [:]
        var appending: [StringsFileEditor.NewEntry] = []
        for entry in development.entries {
            guard let write = writes[entry.key] else { continue }
            if table?[entry.key] != nil {
                replacing[entry.key] = write.value
            } else {
                appending.append(.init(key: entry.key, value: write.value, comment: entry.comment))
            }
        }
        guard let table, let decoded else { return Result(bytes: StringsFileEditor.newFile(appending)) }
        switch StringsFileEditor.edit(decoded.utf8, table: table, replacing: replacing, appending: appending) {
        case .success(let text):
            return Result(bytes: LegacyTextEditing.encode(text, as: decoded.encoding))
        case .failure(let failure):
            return Result(diagnostics: [Diagnostic(.error, "cannot find the value of \"\(failure.key)\" to replace it; "
                + "\(targetDisplay) was left as it is", at: failure.location)], isFatal: true)
        }
    }

    // MARK: - .stringsdict

    /// `developmentBytes` reads the development-language file again, for a target file that does not
    /// exist yet (its header and layout are copied).
    mutating func mergeStringsDict(development: LegacyStringsDict, target bytes: [UInt8]?,
                                   developmentBytes: () -> [UInt8]? = { nil }) -> Result {
        var dict: LegacyStringsDict?
        var decoded: LegacyTextDecoder.Decoded?
        if let bytes {
            do {
                let read = try StringsDictReader.read(bytes, path: targetDisplay)
                guard read.format == .xmlPropertyList else {
                    return Result(diagnostics: [Diagnostic(.error, "\(targetDisplay) is a \(read.format); locbridge only writes "
                        + "translations into XML .stringsdict files", at: SourceLocation(path: targetDisplay, line: 1, column: 1))],
                        isFatal: true)
                }
                dict = read
                decoded = try LegacyTextDecoder.decode(bytes, path: targetDisplay)
            } catch {
                return Result(diagnostics: [error.diagnostic], isFatal: true)
            }
        }
        var replacements: [StringsDictEditor.Replacement] = []
        // What the target lacks, gathered per key and variable, then written in the development file's
        // order: forms for variables the target has, whole entries for keys it has not (or no file).
        var newForms: [String: [String: [(category: PluralCategory, text: String)]]] = [:]
        var newEntries: [String: NewEntry] = [:]
        // Variables an entry of the target lacks (the development entry has them), and the new format
        // keys of entries the target has: checked together below, so that no format key names a
        // variable the file would not define.
        var newVariables: [String: NewEntry] = [:]
        var formatKeys: [String: (write: Write, location: SourceLocation)] = [:]
        for (order, unit) in file.units.enumerated() {
            if isRepeated(unit, order: order) { continue }
            guard let id = StringsDictUnitID(unit.id.description) else {
                if unit.translate, unit.hasTarget {
                    unknown(unit, order: order, "not a .stringsdict id (/KEY:dict/NSStringLocalizedFormatKey:dict/:string or "
                        + "/KEY:dict/VARIABLE:dict/CATEGORY:dict/:string)")
                } else {
                    _ = decide(unit, order: order, current: nil, developmentSource: unit.source, otherForm: nil)
                }
                continue
            }
            guard case .plural(let format)? = development[id.key]?.rule else {
                if unit.translate, unit.hasTarget {
                    note(.warning, MergeMessages.unknownKey(id: unit.id.description, key: id.key, catalog: file.original),
                         for: unit, order: order)
                } else {
                    _ = decide(unit, order: order, current: nil, developmentSource: unit.source, otherForm: nil)
                }
                continue
            }
            var targetFormat: StringsDictFormat?
            if case .plural(let other)? = dict?[id.key]?.rule { targetFormat = other }
            let source: String, otherForm: String?, current: String?, location: SourceLocation?
            if let variableName = id.variable, let category = id.category {
                guard let variable = format[variable: variableName] else {
                    if unit.translate, unit.hasTarget {
                        unknown(unit, order: order, "\"\(id.key)\" has no variable \"\(variableName)\" in \(file.original)")
                    } else {
                        _ = decide(unit, order: order, current: nil, developmentSource: unit.source, otherForm: nil)
                    }
                    continue
                }
                source = variable[category] ?? variable[.other] ?? ""
                otherForm = variable[.other]
                let form = targetFormat?[variable: variableName]?.forms.first { $0.category == category }
                current = form?.text
                location = form?.location
            } else {
                source = format.formatKey
                otherForm = nil
                current = targetFormat?.formatKey
                location = targetFormat?.formatKeyLocation
            }
            guard let write = decide(unit, order: order, current: current, developmentSource: source, otherForm: otherForm) else {
                continue
            }
            if let location {
                if id.variable == nil {
                    formatKeys[id.key] = (write, location)
                    continue
                }
                commit(write)
                replacements.append(.init(location: location, text: write.value, key: id.key))
                continue
            }
            // Not in the target yet: added, when there is somewhere to add it.
            if dict?[id.key] == nil {
                var entry = newEntries[id.key] ?? NewEntry()
                if let variable = id.variable, let category = id.category {
                    entry.forms[variable, default: []].append((category, write.value))
                } else {
                    entry.formatKey = write.value
                }
                // Counted once the entry is known to be complete (below).
                entry.writes.append(write)
                newEntries[id.key] = entry
                continue
            } else if let targetFormat, let variable = id.variable, let category = id.category,
                      targetFormat[variable: variable]?.forms.isEmpty == false {
                newForms[id.key, default: [:]][variable, default: []].append((category, write.value))
            } else if let targetFormat, let variable = id.variable, let category = id.category,
                      targetFormat[variable: variable] == nil {
                // Counted once the variable is known to be complete (below).
                newVariables[id.key, default: NewEntry()].forms[variable, default: []].append((category, write.value))
                newVariables[id.key]!.writes.append(write)
                continue
            } else {
                let missing = targetFormat == nil ? "\"\(id.key)\" in \(targetDisplay) is not a plural entry"
                    : "\(targetDisplay) has no variable \"\(id.variable ?? "")\" with forms for \"\(id.key)\""
                unknown(unit, order: order, "\(missing), so locbridge cannot add the form (add it by hand, then import again)")
                continue
            }
            commit(write)
        }

        // A plural rule without `other` fails at run time: a new entry is added only when each of its
        // variables has that form, and its units are refused otherwise.
        for (key, entry) in newEntries {
            guard case .plural(let format)? = development[key]?.rule else { continue }
            let incomplete = format.variables.map(\.name).filter { name in
                !(entry.forms[name]?.contains { $0.category == .other } ?? false)
            }
            guard incomplete.isEmpty else {
                for write in entry.writes {
                    note(.error, MergeMessages.refused(key: key, id: write.unit.id.description, problem: "\"\(key)\" is not in "
                        + "\(targetDisplay) yet, and a .stringsdict plural needs its \"other\" form, which the XLIFF does not "
                        + "translate for \(incomplete.map { "\"\($0)\"" }.joined(separator: ", "))"), for: write.unit, order: write.order)
                }
                newEntries[key] = nil
                continue
            }
            entry.writes.forEach { commit($0) }
        }

        // A variable added to an entry needs its `other` form too; refused otherwise.
        for (key, entry) in newVariables {
            let incomplete = entry.forms.keys.filter { name in !(entry.forms[name]!.contains { $0.category == .other }) }.sorted()
            guard incomplete.isEmpty else {
                for write in entry.writes {
                    note(.error, MergeMessages.refused(key: key, id: write.unit.id.description, problem: "\"\(key)\" in "
                        + "\(targetDisplay) has no variable \(incomplete.map { "\"\($0)\"" }.joined(separator: ", ")) yet, and a "
                        + ".stringsdict plural needs its \"other\" form, which the XLIFF does not translate"), for: write.unit, order: write.order)
                }
                newVariables[key] = nil
                continue
            }
            entry.writes.forEach { commit($0) }
        }
        // A format key may only name variables the entry will define.
        for (key, pending) in formatKeys.sorted(by: { $0.value.write.order < $1.value.write.order }) {
            var defined = Set(newVariables[key]?.forms.keys ?? [:].keys)
            if case .plural(let targetFormat)? = dict?[key]?.rule { defined.formUnion(targetFormat.variables.map(\.name)) }
            let missing = FormatSpecifiers.scan(pending.write.value).specifiers.compactMap { specifier -> String? in
                guard case .substitution(let name) = specifier.kind, !defined.contains(name) else { return nil }
                return name
            }
            guard missing.isEmpty else {
                let names = missing.map { "\"\($0)\"" }.joined(separator: ", ")
                note(.error, MergeMessages.refused(key: key, id: pending.write.unit.id.description, problem: "the format uses "
                    + "the variable \(names), which \(targetDisplay) does not define for \"\(key)\" and the XLIFF does not "
                    + "translate (with its \"other\" form)"), for: pending.write.unit, order: pending.write.order)
                continue
            }
            commit(pending.write)
            replacements.append(.init(location: pending.location, text: pending.write.value, key: key))
        }

        func cldrSorted(_ forms: [(category: PluralCategory, text: String)]) -> [(category: PluralCategory, text: String)] {
            forms.sorted { (PluralCategory.cldrOrder.firstIndex(of: $0.category) ?? 6) < (PluralCategory.cldrOrder.firstIndex(of: $1.category) ?? 6) }
        }
        var adding: [StringsDictEditor.NewForms] = []
        var appending: [StringsDictEditor.NewEntry] = []
        var inserting: [StringsDictEditor.NewVariables] = []
        for entry in development.entries {
            guard case .plural(let format) = entry.rule else { continue }
            if let new = newVariables[entry.key], case .plural(let targetFormat)? = dict?[entry.key]?.rule {
                inserting.append(.init(formatKeyLocation: targetFormat.formatKeyLocation, key: entry.key,
                                       variables: format.variables.filter { new.forms[$0.name] != nil },
                                       forms: new.forms.mapValues(cldrSorted)))
            }
            if let variables = newForms[entry.key], case .plural(let targetFormat)? = dict?[entry.key]?.rule {
                for variable in targetFormat.variables {
                    guard let forms = variables[variable.name] else { continue }
                    adding.append(.init(existing: variable.forms, forms: cldrSorted(forms), key: entry.key))
                }
            }
            if let new = newEntries[entry.key] {
                // The format key is the development one unless a translation of it was sent.
                appending.append(.init(key: entry.key, formatKey: new.formatKey ?? format.formatKey, variables: format.variables,
                                       forms: new.forms.mapValues(cldrSorted)))
            }
        }
        guard !replacements.isEmpty || !adding.isEmpty || !appending.isEmpty || !inserting.isEmpty else { return Result() }
        guard let dict, let decoded else {
            // No target file: a new one shaped like the development file, in its encoding.
            let developmentText = developmentBytes().flatMap { try? LegacyTextDecoder.decode($0, path: file.original) }
            let text = StringsDictEditor.newFile(appending, development: development.format == .xmlPropertyList
                ? developmentText?.utf8 : nil, developmentDict: development)
            return Result(bytes: LegacyTextEditing.encode(text, as: development.format == .xmlPropertyList
                ? developmentText?.encoding ?? .utf8 : .utf8))
        }
        switch StringsDictEditor.edit(decoded.utf8, replacing: replacements, adding: adding, appending: appending,
                                      inserting: inserting, dict: dict) {
        case .success(let text):
            return Result(bytes: LegacyTextEditing.encode(text, as: decoded.encoding))
        case .failure(let failure):
            let location = failure.location.path.isEmpty ? SourceLocation(path: targetDisplay, line: failure.location.line,
                                                                          column: failure.location.column) : failure.location
            return Result(diagnostics: [Diagnostic(.error, "cannot find where to write \"\(failure.key)\"; "
                + "\(targetDisplay) was left as it is", at: location)], isFatal: true)
        }
    }
}

/// A `.stringsdict` entry the target file lacks, gathered from the units that translate it.
private struct NewEntry {
    var formatKey: String?
    /// Variable name → its translated forms.
    var forms: [String: [(category: PluralCategory, text: String)]] = [:]
    var writes: [LegacyMerger.Write] = []
}

/// `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` (the format, no variable) or
/// `/KEY:dict/VARIABLE:dict/CATEGORY:dict/:string` (a plural form): Xcode's legacy `.stringsdict` ids.
struct StringsDictUnitID {
    var key: String
    var variable: String?
    var category: PluralCategory?

    init?(_ id: String) {
        let suffix = ":dict/:string", separator = ":dict/"
        guard id.hasPrefix("/"), id.hasSuffix(suffix), id.count > 1 + suffix.count else { return nil }
        let inner = String(id.dropFirst().dropLast(suffix.count))
        let formatMarker = separator + "NSStringLocalizedFormatKey"
        if inner.hasSuffix(formatMarker) {
            key = String(inner.dropLast(formatMarker.count))
            return
        }
        guard let last = inner.range(of: separator, options: .backwards) else { return nil }
        let rest = inner[..<last.lowerBound]
        guard let previous = rest.range(of: separator, options: .backwards) else { return nil }
        key = String(rest[..<previous.lowerBound])
        variable = String(rest[previous.upperBound...])
        category = PluralCategory(String(inner[last.upperBound...]))
    }
}
