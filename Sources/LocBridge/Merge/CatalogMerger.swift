/// A unit an input of an import changed: where, and what the catalog held before the import.
struct EarlierChange: Sendable {
    var location: SourceLocation?
    var before: FoldedLeaf.Content?
    /// The input only moved the plain translation here, as the `other` branch beside variations it added:
    /// a later input that translates the plain text changes this branch, and says so.
    var keptAsOther = false
    /// The input changed only the state (a reviewer confirmed the text): a later input's new text is no
    /// disagreement, and says what it replaces.
    var stateOnly = false
    /// The input's text went in as a draft (counted `draftsAdded`).
    var isDraft = false

    /// Whether a later input's other text may still take the place (it disagrees with no text of this one).
    var yields: Bool { keptAsOther || stateOnly }
}

/// The state of one `Merge.apply`: the catalog's export as it was before the import (to know the
/// `<source>` each unit should have), the counts, and the diagnostics with the unit order they belong to.
struct CatalogMerger {
    let language: String
    let sourceLanguage: String
    let catalogPath: String
    /// The units an export of the catalog (as it was before the import) would give for `language`
    /// (FORMATS.md §3.2 compares a unit's `<source>` with these), worked out one id at a time and only
    /// for units that change something: flattening the whole catalog for every `<file>` cost more than
    /// the rest of the merge.
    private var exported: ExportedUnits
    /// The imported units.
    let units: PackedUnits
    private var report: MergeReport
    private var unchanged: UnchangedUnits
    private var findings: [(order: Int, diagnostic: Diagnostic)] = []
    /// Units an earlier input of the same import changed in this catalog and language, and those
    /// this one changes: an import of several files never lets a later one undo or overrule an
    /// earlier one silently.
    var earlier: [UnitID: EarlierChange] = [:]
    private(set) var made: [UnitID: EarlierChange] = [:]
    private var replacements: ReplacementNotes
    /// Each key's unit indexes (`unitsOfKey`), made when first needed.
    private var unitsByKey: [String: [Int]]?
    /// Forms of a substitution whose text, later in the file, is not merged yet: merged again at the end
    /// (`isLastPass`), when the text is in or never will be.
    var waiting: [Int] = []
    var isLastPass = false
    /// Keys whose source text a source-language file of this import changed, and where that file starts:
    /// a later file of another language was made before, whatever its `<source>`s show.
    var sourceEdits: [String: SourceLocation] = [:]
    /// Keys whose translation in this language that file's source change marked `needs_review`, with the
    /// translation as it was before (which of its texts were finished).
    var reviewMarked: [String: Localization] = [:]
    /// The entries of `sourceEdits`' keys before that change (the export a translation's file came from).
    var sourceBefore: [String: CatalogEntry] = [:]
    /// For each key whose text was refused because none of the file's forms of a substitution it names
    /// goes in, the localization that text would have made: its forms are judged against it.
    var textsWithoutForms: [String: Localization] = [:]

    init(catalog: StringCatalog, language: String, units: PackedUnits, catalogPath: String,
         knownSources: KnownSources = KnownSources()) {
        self.language = language
        self.unchanged = UnchangedUnits(language: language, knownSources: knownSources)
        self.sourceLanguage = catalog.sourceLanguage
        self.catalogPath = catalogPath
        self.exported = ExportedUnits(sourceLanguage: catalog.sourceLanguage, language: language)
        self.units = units
        self.report = MergeReport(catalog: catalogPath, language: language)
        self.replacements = ReplacementNotes(language: language, sourceLanguage: catalog.sourceLanguage)
    }

    /// The report, diagnostics in the order of the units they are about.
    consuming func finish() -> MergeReport {
        findings += replacements.notes
        report.diagnostics = findings.enumerated()
            .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
            .map(\.element.diagnostic)
        return report
    }

    private mutating func note(_ severity: Severity, _ message: String, for unit: TranslationUnit, order: Int) {
        findings.append((order, Diagnostic(severity, message, at: unit.location)))
    }

    /// Applies the unit at `index`, counting it exactly once.
    mutating func merge(_ index: Int, into catalog: inout StringCatalog) {
        if !units.earlierUnitWithSameID.isEmpty, let earlier = units.earlierUnitWithSameID[index] {
            let id = units.records[index].id
            findings.append((index, Diagnostic(.error, MergeMessages.repeatedID(key: id.key, id: id.description,
                                                                               firstLine: units.records[earlier].line),
                                               at: units.location(index))))
            return
        }
        if let verdict = unchanged.verdict(index, in: units, catalog: catalog) {
            count(verdict)
            return
        }
        unchanged.forget()
        merge(units.unit(index), order: index, into: &catalog)
    }

    private mutating func count(_ verdict: UnchangedVerdict) {
        switch verdict {
        case .notTranslatable: report.notTranslatable += 1
        case .emptySkipped: report.emptySkipped += 1
        case .unchanged: report.unchanged += 1
        }
    }

    /// Applies one unit, counting it exactly once.
    private mutating func merge(_ unit: TranslationUnit, order: Int, into catalog: inout StringCatalog) {
        guard let change = change(for: unit, order: order, in: catalog) else { return }
        // Nothing holds the entry any more, so its localizations change in place (not copied).
        let key = unit.id.key
        exported.keep(key, from: catalog)
        if catalog.strings[key]!.localizations == nil { catalog.strings[key]!.localizations = [:] }
        catalog.strings[key]!.localizations![language] = change.localization
        // Under the id the text went to: a later input's unit for that place is judged against it.
        let landed = change.landed ?? unit.id
        let stored = change.localization.descendant(at: landed.path[...])
        let kept = change.before != nil && change.before == stored?.stringUnit.map { .text($0.value) } ?? stored?.stringSet.map { .phrases($0.values) }
        made[landed] = EarlierChange(location: unit.location, before: change.before, stateOnly: kept,
                                     isDraft: change.isDraft && change.changedSource == nil && change.beforeSourceEdit == nil)

        for plain in change.replaced {
            let branch = plain.otherBranch(of: landed)
            let fate: MergeMessages.PlainFate = plain.intoEachVariation ? .split : isTranslated(branch) ? .replaced : .keptAsOther
            note(.warning, MergeMessages.replacedPlain(key: key, language: language, value: plain.unit.value, by: plain.by, fate: fate),
                 for: unit, order: order)
            guard fate == .keptAsOther, made[branch] == nil else { continue }
            // The plain text as this import left it: a change of this or an earlier input stays that change
            // in its new place; only a text from before the import is merely kept.
            let plainID = UnitID(key: key, path: Array(landed.path[..<plain.stepIndex]))
            made[branch] = made[plainID] ?? earlier[plainID]
                ?? EarlierChange(location: unit.location, before: .text(plain.unit.value), keptAsOther: true)
        }
        if let draft = change.overDraft {
            // What the catalog held before the import is what the draft replaced.
            made[landed]?.before = draft.before
            if case .text(let old)? = change.before {
                note(.note, MergeMessages.replacedEarlierDraft(key: key, id: unit.id.description, draft: old, at: draft.location),
                     for: unit, order: order)
            }
        }
        if let (branch, kept) = change.overKeptOther {
            // The branch's change now, for a later input to be judged against.
            made[branch] = EarlierChange(location: unit.location, before: kept.before)
            if case .text(let old)? = kept.before {
                note(.note, MergeMessages.replacedKeptOther(key: key, id: unit.id.description, old: old, at: kept.location,
                                                            confirmed: kept.stateOnly),
                     for: unit, order: order)
            }
        }
        if let expected = change.changedSource {
            // The translation it replaces may be newer than the file (made for the new source): said.
            var replaced: String?
            // Compared in the catalog's form: `%1$#@x@` in the file is `%#@x@` in the catalog.
            let stored = change.localization.descendant(at: unit.id.path[...])?.stringUnit?.value
            if case .text(let old)? = change.before, !old.isEmpty, old != unit.target, old != stored { replaced = old }
            let source = catalog.strings[key]?.localizations?[sourceLanguage]
            let message = if unit.id.path.isEmpty && source?.variations != nil && Self.sameSource(unit, expected) {
                MergeMessages.sourceNowVaries(key: key, old: unit.source, kind: Self.variationKind(of: source), replacing: replaced)
            } else if unit.source == unit.id.description, expected.source == unit.source {
                MergeMessages.formOfOlderText(key: key, id: unit.id.description, replacing: replaced)
            } else {
                MergeMessages.sourceChanged(key: key, old: Self.sourceText(unit), new: Self.sourceText(expected), replacing: replaced)
            }
            note(.warning, message, for: unit, order: order)
            report.sourceChanged += 1
        } else if let edit = change.beforeSourceEdit {
            note(.warning, MergeMessages.importedBeforeSourceEdit(key: key, id: unit.id.description, at: edit), for: unit, order: order)
            report.sourceChanged += 1
        } else if change.isDraft {
            report.draftsAdded += 1
        } else {
            report.updated += 1
        }
        // Plain texts only: a phrase set's slot is not a text.
        guard unit.targetSet == nil, let target = unit.target else { return }
        let old: String?
        switch change.before {
        case .text(let text)?: old = text
        case nil: old = nil
        default: return
        }
        if let (severity, message) = replacements.wrote(target, over: old, unit: unit, key: key,
                                                        finished: change.changedSource == nil && !change.isDraft, order: order) {
            note(severity, message, for: unit, order: order)
        }
    }

    /// What a unit stores: the key's new localization in `language`.
    private struct Change {
        var localization: Localization
        var replaced: [ReplacedPlainUnit]
        /// The exported unit, when the unit's `<source>` differs from it.
        var changedSource: TranslationUnit?
        var isDraft: Bool
        /// What the slot held before.
        var before: FoldedLeaf.Content?
        /// Where this import changed the key's source text, when the translation predates that.
        var beforeSourceEdit: SourceLocation?
        /// An earlier input's split that kept the old plain text in this `other` branch, which this unit translates.
        var overKeptOther: (branch: UnitID, by: EarlierChange)?
        /// An earlier input's draft, which this unit's finished text replaces.
        var overDraft: EarlierChange?
        /// Where the text went, when not at the unit's own id (a plain unit standing for its `other` branch).
        var landed: UnitID?
    }

    /// What `unit` changes, or nil when it changes nothing (then it is counted, and noted when it must
    /// be, here).
    private mutating func change(for unit: TranslationUnit, order: Int, in catalog: StringCatalog) -> Change? {
        var unit = unit
        if unit.formattingTrimmed, let entry = catalog.strings[unit.id.key] {
            let expected = exported.unit(unit.id, in: catalog)
                ?? Self.plainUnitForVaryingSource(unit, source: entry.localizations?[sourceLanguage])
            let slot = entry.localizations?[language]?.descendant(at: unit.id.path[...])
            unit = FormattingWhitespace.restoring(unit, expectedSource: expected?.source, expectedSourceSet: expected?.sourceSet,
                                                  current: slot?.stringUnit?.value, currentSet: slot?.stringSet?.values)
        }
        guard unit.translate else {
            report.notTranslatable += 1
            noteTargetNotImported(unit, entry: catalog.strings[unit.id.key], reason: MergeMessages.markedTranslateNo, order: order)
            return nil
        }
        var id: String { unit.id.description }
        if let problem = Self.pathProblem(unit.id, in: catalog) {
            note(.warning, problem, for: unit, order: order)
            return nil
        }
        guard let entry = catalog.strings[unit.id.key] else {
            note(.warning, Self.unknownKey(unit.id, in: catalog, catalogPath: catalogPath), for: unit, order: order)
            return nil
        }
        guard entry.shouldTranslate != false else {
            report.notTranslatable += 1
            noteTargetNotImported(unit, entry: entry, reason: "the catalog marks the key as not to be translated", order: order)
            return nil
        }
        guard var content = Self.content(of: unit) else {
            report.emptySkipped += 1
            return nil
        }
        // A form whose `<source>` is its id (a substitution the source lacks), copied into its target by a
        // tool that fills targets with sources: no translation.
        if content == .text(unit.source), unit.source == unit.id.description, !unit.id.path.isEmpty {
            report.emptySkipped += 1
            return nil
        }
        let target = entry.localizations?[language]
        // A phrase set varies by nothing: a variation unit for one would write both side by side.
        if !unit.id.path.isEmpty, target?.stringSet != nil || entry.localizations?[sourceLanguage]?.stringSet != nil {
            note(.error, MergeMessages.refused(key: unit.id.key, id: id, problem: MergeMessages.variationOfPhrases,
                                               editsSource: language == sourceLanguage), for: unit, order: order)
            return nil
        }
        // A form of a device text's substitution under an older export's per-device id stands for the form of
        // the substitution where the translation (else the source) defines it (messages keep its id).
        if unit.id.path.count >= 3, unit.id.path.first?.isSubstitution == false,
           let index = unit.id.path.firstIndex(where: \.isSubstitution), case .substitution(let name) = unit.id.path[index] {
            let source = entry.localizations?[sourceLanguage]
            // Older exports wrote them for the source's devices: a device only the translation has (one a
            // translator added) is no such id (QA: its text went in, and then its form overwrote the shared one).
            let sourceVaries = source?.descendant(at: unit.id.path[..<index]) != nil
            if sourceVaries, let placed = SubstitutionScope.formPath(unit.id.path, in: target)
                ?? SubstitutionScope.formPath(unit.id.path, in: source) {
                // The file's own unit for that form is the current export's: where it says otherwise, it is taken
                // (QA: both went in, the last one winning, and each import of the file swapped them).
                let placedID = UnitID(key: unit.id.key, path: placed)
                if placed != unit.id.path, let taken = ownText(of: placedID, otherThan: content) {
                    report.unchanged += 1
                    note(.note, MergeMessages.olderFormYields(key: unit.id.key, form: placedID.description, taken: taken),
                         for: unit, order: order)
                    return nil
                }
                // Another device's id for the same form that says otherwise: which one is meant cannot be told, so
                // neither goes in (QA: each import of the file swapped the form between them).
                let translates = unit.target != unit.source && !ImportedState(xliffState: unit.state, qualifier: unit.stateQualifier).isDraft
                if placed != unit.id.path, translates, let other = otherDeviceText(of: unit.id, from: index, otherThan: content, source: source) {
                    note(.error, MergeMessages.refused(key: unit.id.key, id: id, problem: MergeMessages.perDeviceFormsDisagree(
                        form: placedID.description, other: other.id, text: other.text)), for: unit, order: order)
                    return nil
                }
                unit.id.path = placed
            } else if !sourceVaries, [target, source].contains(where: { $0?.substitutions?[name] != nil }) {
                // A form of the key's substitution under a variation the source does not have: no export's id.
                let shared = UnitID(key: unit.id.key, path: Array(unit.id.path[index...]))
                let variation = UnitID(key: "", path: Array(unit.id.path[..<index])).description.dropFirst(UnitID.separator.count)
                note(.warning, MergeMessages.formUnderMissingVariation(id: id, variation: String(variation), shared: shared.description),
                     for: unit, order: order)
                return nil
            }
        }
        // A plain unit for a translation that varies now stands for its `other` branch (messages keep its id).
        if unit.id.path.allSatisfy({ !$0.isSubstitution }), let target,
           target.descendant(at: unit.id.path[...])?.variations != nil, target.descendant(at: unit.id.path[...])?.stringUnit == nil,
           let branch = branchOfPlainUnit(content, entry: entry, target: target, key: unit.id.key, path: unit.id.path) {
            // The file's own unit for that branch is the more specific: where it says otherwise, it is taken.
            let branchID = UnitID(key: unit.id.key, path: branch)
            if let taken = ownText(of: branchID, otherThan: content) {
                report.unchanged += 1
                note(.note, MergeMessages.plainUnitYields(key: unit.id.key, language: language, branch: branchID.description, taken: taken),
                     for: unit, order: order)
                return nil
            }
            unit.id.path = branch
        }
        let slot = target?.descendant(at: unit.id.path[...])
        // A set without phrases (its export's target is empty) comes back as empty text: what it holds.
        if case .text(let text) = content, LeafStatus.isBlank(text), let set = slot?.stringSet,
           !set.values.contains(where: LeafStatus.showsText) {
            report.unchanged += 1
            return nil
        }
        // A tool that drops `<mrk mtype="x-set">` returns a phrase set's target as plain text: one phrase,
        // unless the set has more, whose boundaries are then lost. Where the translation is itself a plain
        // text (export wrote it so), a plain target replaces it.
        let slotIsPlainText = slot?.stringUnit != nil && slot?.stringSet == nil
        if case .text(let text) = content, !slotIsPlainText, slot?.stringUnit?.value != text,
           let phrases = Self.phraseCount(of: unit, slot: slot, source: entry.localizations?[sourceLanguage]) {
            guard phrases <= 1 else {
                note(.error, MergeMessages.refused(key: unit.id.key, id: id, problem: MergeMessages.phrasesAsText(phrases),
                                                   editsSource: language == sourceLanguage),
                     for: unit, order: order)
                return nil
            }
            content = .phrases([text])
        }
        // Phrases only where the key is a phrase set (its source, the file's or the translation): a plain
        // text's translation made a set would be a `stringSet` the app never reads as its text.
        if case .phrases(let phrases) = content,
           Self.phraseCount(of: unit, slot: slot, source: entry.localizations?[sourceLanguage]) == nil {
            note(.error, MergeMessages.refused(key: unit.id.key, id: id, problem: MergeMessages.textAsPhrases(phrases.count),
                                               editsSource: language == sourceLanguage),
                 for: unit, order: order)
            return nil
        }
        // Made only when needed (a text that can change, or a store), and then once.
        lazy var context = SubstitutionContext(entry: entry, sourceLanguage: sourceLanguage, target: target, path: unit.id.path)
        let rewrite = SubstitutionContext.mayRewrite(content, at: unit.id.path)
        // A substitution the source lacks: where the translation lacks it too, the file says what it is;
        // and its forms need a text that names it.
        if case .text(let text) = content, unit.id.path.contains(where: \.isSubstitution) || text.containsBytes("#@") {
            // A copy: the lazy context reads `self`, which the call changes.
            var withAdded = context
            if let refusal = addSubstitutions(for: unit, text: text, to: &withAdded) {
                note(.error, refusal, for: unit, order: order)
                return nil
            }
            context = withAdded
            switch placement(ofForm: unit, target: target, source: entry.localizations?[sourceLanguage], isLastPass: isLastPass) {
            case .store:
                break
            case .wait:
                waiting.append(order)
                return nil
            case .refuse:
                guard case .substitution(let name)? = unit.id.path.last(where: \.isSubstitution) else { break }
                // A blank form, or a tool's placeholder (beside a placeholder text: Crowdin's untranslated
                // key), imports nothing that would need its text: skipped as it is anywhere.
                if !LeafStatus.showsText(text) || replacements.isPlaceholder(unit, order: order) {
                    report.emptySkipped += 1
                    return nil
                }
                // Its text was refused because no form of it goes in: what this form itself meets is said.
                // (Taken out meanwhile: judged there, it is not asked again.)
                if let text = textsWithoutForms.removeValue(forKey: unit.id.key) {
                    exported.keep(unit.id.key, from: catalog)
                    let scratch = Self.catalog(with: text, language: language, key: unit.id.key, entry: entry,
                                               sourceLanguage: sourceLanguage)
                    let changes = change(for: units.unit(order), order: order, in: scratch) != nil
                    textsWithoutForms[unit.id.key] = text
                    if !changes { return nil }
                }
                note(.error, MergeMessages.formWithoutText(key: unit.id.key, id: id, name: name, language: language),
                     for: unit, order: order)
                return nil
            }
        }
        var leaf = FoldedLeaf(content: rewrite ? context.catalogForm(of: content) : content, state: .needsReview)

        // What the catalog already holds changes nothing, whatever the state says. Compared in the
        // catalog's form, and as the export gives it: that covers texts that already spell positions
        // out (`%1$#@x@` in the catalog) and the source language, whose export fills every plural
        // category from the `other` form.
        // FORMATS.md §3.3: a draft never overwrites a finished value; one still `new` or `needs_review` it may.
        // Where the slot is not made yet, a plain translation above it is what the app shows there.
        let shown = slot ?? Self.plainAbove(unit.id.path, in: target)
        // A `needs_review` this import's source-language file set was a finished value before it: as then.
        let shownState = shown?.stringUnit?.state ?? shown?.stringSet?.state ?? .translated
        let markedHere = shownState == .needsReview && wasFinishedBeforeMarking(unit.id)
        let finished = leaf.slotIsFilled(in: shown) && (![TranslationState.new, .needsReview].contains(shownState) || markedHere)
        let held = leaf.isHeld(by: slot)
        // What the export gives for this id, looked up once (the fast check in `UnchangedUnits` spares it
        // for the common unchanged unit).
        let exportedUnit = exported.unit(unit.id, in: catalog)
        // A variation the translator added (the export has no such unit): made for the text it varies.
        let addedTo = exportedUnit == nil ? Self.textOfAddedVariation(unit, source: entry.localizations?[sourceLanguage]) : nil
        // A form of a substitution the source lacks has its id as `<source>` (a form the export lacks too); it
        // may show the arguments of the source text it is part of.
        let formSource = SubstitutionContext.sourceTextOfAddedForm(at: unit.id.path, in: entry.localizations?[sourceLanguage],
                                                                  key: unit.id.key)
        let known = exportedUnit ?? formSource.map { _ in TranslationUnit(id: unit.id, source: unit.id.description) }
            ?? Self.plainUnitForVaryingSource(unit, source: entry.localizations?[sourceLanguage])
            ?? addedTo.map { TranslationUnit(id: unit.id, source: $0, target: nil) }
        // A plain unit for a key whose source varies now predates the variations: its translation was not
        // made for them, even where its text is the `other` branch's.
        let variedSince = exportedUnit == nil && addedTo == nil && formSource == nil && known != nil
        // Any other variation the translator added: what the export gives it once it is made.
        let expected = known ?? sourceOfAddedVariation(leaf, at: unit.id, entry: entry, target: target,
                                                       newSubstitution: context.newSubstitution, exported: exported)
        // Earlier locbridge versions gave an added form the text it is part of as `<source>`: still current.
        // A form whose `<source>` is its id says nothing of its source: the text it is part of does.
        let sourceChanged = variedSince || expected.map { !Self.sameSource(unit, $0) && unit.source != formSource } ?? false
            || (formSource != nil
                && keyHasOlderSource(unit, at: order, in: catalog, textsOnly: true, naming: Self.substitutionName(of: unit.id)))
        // A reviewer who marks an unchanged `needs_review` (or `new`) text as finished confirms it, and so
        // does one who sends a machine translation back finished without `leveraged-mt`; unless the file is
        // older than the key's source text: then the translator never saw the new one.
        let imported = ImportedState(xliffState: unit.state, qualifier: unit.stateQualifier)
        let heldState = slot?.stringUnit?.state ?? slot?.stringSet?.state
        var confirmsReview = held && unit.state != nil && imported == .translation(.translated)
            && (heldState == .needsReview || heldState == .new || heldState == .machineTranslated)
        let editedSource = language == sourceLanguage || sourceEdits.isEmpty ? nil : sourceEdits[unit.id.key]
        if confirmsReview, let kept = heldState, let editedSource {
            confirmsReview = false
            note(.note, MergeMessages.reviewKeptForSourceEdit(key: unit.id.key, id: id, kept: kept, at: editedSource), for: unit, order: order)
        }
        if confirmsReview, let kept = heldState, sourceChanged || keyHasOlderSource(unit, at: order, in: catalog) {
            confirmsReview = false
            // A changed source marks a machine translation for review below, which says so.
            if kept != .machineTranslated || !sourceChanged {
                note(.note, MergeMessages.reviewNotConfirmed(key: unit.id.key, id: id, kept: kept), for: unit, order: order)
            }
        }
        // A source-language file older than the catalog's source text: an untouched one changes nothing,
        // and an edit made on the old text would undo the newer one.
        if language == sourceLanguage, sourceChanged, let expected {
            if content == .text(unit.source) || unit.sourceSet.map({ content == .phrases($0) }) == true {
                report.unchanged += 1
                note(.note, MergeMessages.olderSourceFile(key: unit.id.key, id: id), for: unit, order: order)
            } else {
                let problem = variedSince && Self.sameSource(unit, expected)
                    ? MergeMessages.editOfVariedSource(Self.variationKind(of: entry.localizations?[sourceLanguage]))
                    : MergeMessages.editOfOlderSource(old: Self.sourceText(unit), new: Self.sourceText(expected))
                note(.error, MergeMessages.refused(key: unit.id.key, id: id, problem: problem, editsSource: true), for: unit, order: order)
            }
            return nil
        }
        // The text the catalog holds, sent back for an older source text: the translation answers that
        // text, not the new one (FORMATS.md §3.2), so a finished one is marked for review. Only what `review`
        // marks: a state locbridge does not know is left as it is, as `review` leaves it (QA: it was marked
        // or not by the order of a source-language input and this one).
        if held, sourceChanged, language != sourceLanguage, let expected,
           let current = slot?.stringUnit?.state ?? slot?.stringSet?.state, current.isFinished {
            var localization = target ?? Localization()
            var replaced: [ReplacedPlainUnit] = []
            leaf.state = .needsReview
            do {
                try localization.store(leaf, at: unit.id.path[...], newSubstitution: context.newSubstitution,
                                   splitsInto: splitsInto(entry, path: unit.id.path), replaced: &replaced)
            } catch {
                report.unchanged += 1
                return nil
            }
            return Change(localization: localization, replaced: replaced, changedSource: expected, isDraft: false,
                          before: slot?.stringUnit.map { .text($0.value) } ?? slot?.stringSet.map { .phrases($0.values) },
                          landed: unit.id)
        }
        // A plain translation the export offered as the target of a variation the source has (the unit's own
        // slot does not exist): what it says about the unit, it says about that plain translation.
        let offeredPlain = !held && slot == nil && !unit.id.path.isEmpty && target?.stringUnit != nil
            && isExportedTarget(unit, expected)
        if offeredPlain, var localization = target, let plain = localization.stringUnit {
            let confirms = (plain.state == .needsReview || plain.state == .machineTranslated) && imported == .translation(.translated)
                && unit.state != nil && !sourceChanged && editedSource == nil && !keyHasOlderSource(unit, at: order, in: catalog)
            if sourceChanged, language != sourceLanguage, plain.state != .needsReview, plain.state != .new {
                localization.stringUnit?.state = .needsReview
                return Change(localization: localization, replaced: [], changedSource: expected, isDraft: false, before: .text(plain.value))
            }
            if confirms {
                localization.stringUnit?.state = .translated
                return Change(localization: localization, replaced: [], changedSource: nil, isDraft: false, before: .text(plain.value))
            }
        }
        // Counted unchanged, the offered plain text is not lost where another unit splits it into
        // variations: each variation it stood for starts from it (`splitsInto`).
        if !confirmsReview, held || isExportedTarget(unit, expected) || isUntranslatedSourceUnit(unit) {
            report.unchanged += 1
            // A reviewer's flag on the finished text: a draft state changes no finished translation, but is said.
            if held, let flag = unit.state, flag.hasPrefix("needs-"),
               let current = slot?.stringUnit?.state ?? slot?.stringSet?.state, current != .new, current != .needsReview {
                note(.note, MergeMessages.flagNotApplied(key: unit.id.key, id: id, state: flag), for: unit, order: order)
            }
            return nil
        }
        // A blank phrase beside phrases with text leaves the set incomplete (held sets are counted above).
        if case .phrases(let phrases) = content, phrases.contains(where: LeafStatus.showsText),
           let blank = phrases.firstIndex(where: { !LeafStatus.showsText($0) }) {
            note(.error, MergeMessages.refused(key: unit.id.key, id: id, problem: MergeMessages.emptyPhrase(blank + 1),
                                               editsSource: language == sourceLanguage),
                 for: unit, order: order)
            return nil
        }
        // FORMATS.md §3.1: a missing or empty-and-stateless target never erases; an empty draft is no draft.
        // The export marks a key without a source localization `new` in the source language's file: a
        // developer who edits its text writes the source, and leaves Xcode's state as it was.
        let editsNewSource = language == sourceLanguage && unit.state == "new" && !isUntranslatedSourceUnit(unit)
            && !LeafStatus.isBlank(content.joined)
        var state = editsNewSource ? .translation(.translated) : imported
        // `x-NAME` gives back a state the export kept where the slot still holds it, or holds nothing (a
        // language rebuilt from its export); over another state it is a tool's own (`x-reviewed`),
        // imported as Xcode imports unknown states. `leveraged-mt` is Xcode's mark, taken anywhere.
        if case .translation(let name) = state, name != .translated, unit.state?.hasPrefix("x-") == true,
           let current = slot?.stringUnit?.state ?? slot?.stringSet?.state, current != name {
            state = .translation(.translated)
        }
        // A pretty-printed `<target>\n  </target>` is no translation either (unless the source is blank too).
        let repeatsSource = unit.sourceSet == nil && content == .text("") && !state.isDraft
            && LeafStatus.repeatsEmptySource("", source: unit.source, slotIsFilled: leaf.slotIsFilled(in: slot))
        let blank = !repeatsSource && (content.isEmpty || LeafStatus.isBlank(content.joined, source: unit.source))
        if blank, unit.state == nil || state.isDraft {
            report.emptySkipped += 1
            return nil
        }
        if replacements.isPlaceholder(unit, order: order) {
            report.emptySkipped += 1
            return nil
        }
        if state.isDraft, finished, !confirmsReview {
            report.draftsSkipped += 1
            note(.note, MergeMessages.draftNotApplied(key: unit.id.key, id: id, state: unit.state ?? ""), for: unit, order: order)
            return nil
        }
        // A draft made for an older source text replaces no translation: both were written for a text that is
        // gone, and the catalog's was finished once (QA: a source change and a draft in one import left the
        // translation; the same files imported again put the draft in). A source change of this import is
        // judged as before it (the rules above), so that the order of the inputs makes no difference.
        // The file is older for the whole key where any of its texts is (QA: a draft for the form whose source
        // did not change went in when the same files were imported again).
        if state.isDraft, leaf.slotIsFilled(in: shown), !confirmsReview,
           sourceChanged || keyHasOlderSource(unit, at: order, in: catalog), isOlderThanBeforeThisImport(unit, target: target) {
            report.draftsSkipped += 1
            note(.note, MergeMessages.draftNotApplied(key: unit.id.key, id: id, state: unit.state ?? "",
                                                      keeping: "it was made for an older source text, so the catalog's translation stays"),
                 for: unit, order: order)
            return nil
        }
        var overKeptOther: (branch: UnitID, by: EarlierChange)?
        var overDraft: EarlierChange?
        if !earlier.isEmpty, let previous = earlierChange(of: unit.id) {
            // Another input of this import changed the unit already: this one either carries the value
            // from before the import (an untouched export), which does not undo that change, or disagrees.
            // Unless that input only kept the old text here, or this unit adds a variation beside its text.
            if previous.yields, leaf.content != previous.before {
                overKeptOther = (unit.id, previous)
            } else if previous.isDraft, !state.isDraft {
                // A finished text replaces an earlier input's draft, as in the other order the draft leaves it,
                // also the text from before the import confirmed (QA: the order of the files decided, and one
                // order refused the finished text, the other took the confirmation for an untouched export).
                overDraft = previous
            } else if leaf.content == previous.before {
                report.unchanged += 1
                note(.note, MergeMessages.keptEarlierChange(key: unit.id.key, id: id, at: previous.location), for: unit, order: order)
                return nil
            } else if !addsVariation(unit.id, besideEarlierChangeOf: target) {
                note(.error, MergeMessages.conflictingInputs(key: unit.id.key, id: id, at: previous.location), for: unit, order: order)
                return nil
            }
        }
        // Format specifiers against the current source text: the app passes the arguments it takes. Where
        // the file's <source> is older (or a tool emptied it), that one says nothing about them.
        if case .text(let text) = content, !LeafStatus.isBlank(text) {
            let current = formSource == nil && sourceChanged ? expected.flatMap { $0.sourceSet == nil ? $0.source : nil } : nil
            let compared = formSource ?? current ?? unit.source
            let substitutions = text.containsBytes("#@") || compared.containsBytes("#@") ? context.arguments : nil
            let problem = if let formSource {
                FormatSpecifiers.formMismatch(source: formSource, form: text, substitutions: substitutions)
            } else {
                // A form of a substitution without `argNum`, on either side, as numbered by its reference's place.
                PluralFormCheck.problem(source: ImplicitArgumentNumbers.positioned(compared, at: unit.id.path,
                                                                                  in: entry.localizations?[sourceLanguage]),
                                        otherForm: otherFormSource(of: unit, in: catalog),
                                        translation: ImplicitArgumentNumbers.positioned(text, at: unit.id.path, in: target),
                                        substitutions: substitutions)
            }
            if let problem {
                let message = if let current, FormatSpecifiers.conflictInSource(current) == nil {
                    MergeMessages.refusedForCurrentSource(key: unit.id.key, id: id, problem: problem, current: current, older: unit.source)
                } else {
                    MergeMessages.refused(key: unit.id.key, id: id, source: compared, problem: problem,
                                          editsSource: language == sourceLanguage)
                }
                note(.error, message, for: unit, order: order)
                return nil
            }
        }
        // App Intents placeholders (`${name}`), against the current source text too.
        if let problem = Self.placeholderProblem(of: content, unit: unit, expected: expected, sourceChanged: sourceChanged) {
            let editsSource = language == sourceLanguage
            let said = editsSource ? CheckMessages.placeholders(problem, editsSource: true)
                : problem.description(source: sourceChanged ? "the current source text" : "the source")
            note(.error, MergeMessages.refused(key: unit.id.key, id: id, problem: said, editsSource: editsSource), for: unit, order: order)
            return nil
        }

        // A plural form the translator added to a text that takes no argument: nothing would choose
        // between the forms (Xcode offers plural variations only for a text with a number in it).
        // Where the source varies by device, the text is the device's (else `other`'s).
        let pluralized = exportedUnit == nil ? Self.textPluralized(by: unit.id, source: entry.localizations?[sourceLanguage]) : nil
        if case .plural? = unit.id.path.last, let text = addedTo ?? pluralized, FormatSpecifiers.parse(text).isEmpty {
            note(.error, MergeMessages.refused(key: unit.id.key, id: id, problem: MergeMessages.pluralWithoutArgument(text),
                                               editsSource: language == sourceLanguage),
                 for: unit, order: order)
            return nil
        }
        if case .text(let text) = leaf.content, let name = missingSubstitution(in: text, of: unit, target: target) {
            // Its forms go at the top, where the export offers them.
            note(.error, MergeMessages.missingSubstitution(key: unit.id.key, id: id, name: name, language: language,
                forms: UnitID(key: unit.id.key, path: [.substitution(name)]).description), for: unit, order: order)
            return nil
        }

        // Made before a source text this import changed: a finished translation is marked for review.
        var beforeSourceEdit: SourceLocation?
        switch state {
        case .translation(let catalogState) where !sourceChanged:
            leaf.state = catalogState
            if let editedSource, catalogState != .new, catalogState != .needsReview {
                leaf.state = .needsReview
                beforeSourceEdit = editedSource
            }
        default: leaf.state = .needsReview
        }

        var localization = target ?? Localization()
        var replaced: [ReplacedPlainUnit] = []
        do {
            try localization.store(leaf, at: unit.id.path[...], newSubstitution: context.newSubstitution,
                                   splitsInto: splitsInto(entry, path: unit.id.path), replaced: &replaced)
        } catch {
            note(.warning, MergeMessages.conflict(id: unit.id, language: language, error), for: unit, order: order)
            return nil
        }
        if case .text(let text) = leaf.content, text.containsBytes("#@"),
           let name = substitutionWithoutImportedForms(in: text, of: unit.id, stored: localization, entry: entry, catalog: catalog) {
            textsWithoutForms[unit.id.key] = localization
            note(.error, MergeMessages.missingSubstitution(key: unit.id.key, id: id, name: name, language: language,
                forms: UnitID(key: unit.id.key, path: [.substitution(name)]).description, notImported: true), for: unit, order: order)
            return nil
        }
        // A plain text the export offered as this unit's target is what its variation held (split, it still does).
        // So is the plain text an added `other` branch takes the place of.
        let isOther = unit.id.path.last == .device(.other) || unit.id.path.last == .plural(.other)
        let previous = slot ?? (exportedUnit?.hasTarget == true || isOther ? shown : nil)
        let before: FoldedLeaf.Content? = previous?.stringUnit.map { .text($0.value) } ?? previous?.stringSet.map { .phrases($0.values) }
        return Change(localization: localization, replaced: replaced, changedSource: sourceChanged ? expected : nil,
                      isDraft: state.isDraft, before: before, beforeSourceEdit: beforeSourceEdit, overKeptOther: overKeptOther,
                      overDraft: overDraft, landed: unit.id)
    }

    /// Whether the unit at `index` would change `scratch` in the last pass, judged on a copy of this merger:
    /// nothing it counts or notes is kept. `catalog` is the catalog being merged into.
    mutating func wouldChange(_ index: Int, in scratch: StringCatalog, catalog: StringCatalog) -> Bool {
        if !units.earlierUnitWithSameID.isEmpty, units.earlierUnitWithSameID[index] != nil { return false }
        let key = units.records[index].id.key
        // Made here, once, not in every copy.
        _ = unitsOfKey(key)
        var trial = self
        trial.findings = []
        trial.waiting = []
        trial.isLastPass = true
        trial.exported.keep(key, from: catalog)
        return trial.change(for: units.unit(index), order: index, in: scratch) != nil
    }

    /// Notes a target that is not imported because its text is not to be translated, where it differs
    /// from what the catalog holds (the export's own target changes nothing and is not noted).
    private mutating func noteTargetNotImported(_ unit: TranslationUnit, entry: CatalogEntry?, reason: String, order: Int) {
        // A copy of the source (some tools fill every target with it) is no translation either.
        guard let content = Self.content(of: unit), !content.isEmpty, content != .text(unit.source) else { return }
        let slot = entry?.localizations?[language]?.descendant(at: unit.id.path[...])
        let held = slot?.stringUnit.map { FoldedLeaf.Content.text($0.value) } ?? slot?.stringSet.map { .phrases($0.values) }
        guard held != content else { return }
        note(.note, MergeMessages.targetNotImported(key: unit.id.key, id: unit.id.description, reason: reason,
                                                    target: content.joined),
             for: unit, order: order)
    }

    /// Whether another unit of the key in this file has a `<source>` the export no longer gives: the file
    /// predates a change of the key's source text. Only asked where a review would be confirmed.
    /// `textsOnly`: only units outside substitutions count (the forms of one the source lacks carry no source text).
    /// `naming`: only the texts whose target names that substitution, the texts a form belongs to (QA: a
    /// text the translator added beside them, whose `<source>` no export gave, marked their forms).
    private mutating func keyHasOlderSource(_ unit: TranslationUnit, at index: Int, in catalog: StringCatalog,
                                            textsOnly: Bool = false, naming name: String? = nil) -> Bool {
        unitsOfKey(unit.id.key).contains { other in
            guard other != index, !textsOnly || !units.records[other].id.path.contains(where: \.isSubstitution),
                  let expected = exported.unit(units.records[other].id, in: catalog) else { return false }
            let text = units.unit(other)
            if let name {
                // The file's text or the catalog's (a unit without a target, a placeholder, a refused text
                // leave the catalog's in place): either may be the one the form belongs to.
                let held = catalog.strings[text.id.key]?.localizations?[language]?.descendant(at: text.id.path[...])?.stringUnit?.value
                if ![text.target, held].contains(where: { FormatSpecifiers.substitutionNames(in: $0 ?? "").contains(name) }) { return false }
            }
            return !Self.sameSource(text, expected)
        }
    }

    /// The substitution a form's id names (`substitutions.NAME.plural.one`).
    static func substitutionName(of id: UnitID) -> String? {
        guard case .substitution(let name)? = id.path.last(where: \.isSubstitution) else { return nil }
        return name
    }

    /// The indexes of a key's units in the file, from an index made on first use. Ids sort as text, so
    /// a key's units need not be consecutive (`Sub`, `SubPos`, `Sub|==|substitutions…`).
    mutating func unitsOfKey(_ key: String) -> [Int] {
        if unitsByKey == nil {
            var index: [String: [Int]] = [:]
            for position in units.records.indices { index[units.records[position].id.key, default: []].append(position) }
            unitsByKey = index
        }
        return unitsByKey![key] ?? []
    }

    /// Whether the unit's `<source>` is older than the key's source before this import's source-language
    /// input changed it (where one did; else than the catalog's now, as `sourceChanged` found).
    private func isOlderThanBeforeThisImport(_ unit: TranslationUnit, target: Localization?) -> Bool {
        guard sourceEdits[unit.id.key] != nil else { return true }
        guard let entry = sourceBefore[unit.id.key], let before = exported.unit(unit.id, entry: entry, target: target ?? Localization())
        else { return false }
        return !Self.sameSource(unit, before)
    }

    /// A unit of the file for the same substitution form under another variation (`device.other…` beside
    /// `device.iphone…`, `index` being where the substitution starts) whose text is not `content`.
    /// Only ids that stand for the form too count: under a device the source has, with a translation (not
    /// blank, not a draft, not a tool's copy of the source).
    private mutating func otherDeviceText(of id: UnitID, from index: Int, otherThan content: FoldedLeaf.Content,
                                          source: Localization?) -> (id: String, text: String)? {
        let form = id.path[index...]
        for other in unitsOfKey(id.key) {
            let path = units.records[other].id.path
            guard path != id.path, path.count > form.count, path.first?.isSubstitution == false, path.suffix(form.count).elementsEqual(form),
                  source?.descendant(at: path.dropLast(form.count)) != nil else { continue }
            let unit = units.unit(other)
            guard let text = unit.target, !LeafStatus.isBlank(text), content != .text(text), text != unit.source,
                  !ImportedState(xliffState: unit.state, qualifier: unit.stateQualifier).isDraft else { continue }
            return (units.records[other].id.description, text)
        }
        return nil
    }

    /// Whether this import's source change marked the translation at `id` `needs_review` from a finished
    /// state (a form that was already unfinished stays so: a draft may replace it, in either order).
    private func wasFinishedBeforeMarking(_ id: UnitID) -> Bool {
        guard let before = reviewMarked[id.key] else { return false }
        let slot = before.descendant(at: id.path[...]) ?? Self.plainAbove(id.path, in: before)
        guard let state = slot?.stringUnit?.state ?? slot?.stringSet?.state else { return false }
        return state != .new && state != .needsReview
    }

    /// Whether the file has a unit with this id and a target.
    private func isTranslated(_ id: UnitID) -> Bool {
        guard let index = units.index(of: id) else { return false }
        return units.records[index].target.exists || units.records[index].targetSet >= 0
    }

    // MARK: - Units

    /// The target as text or phrases; nil when the unit has no `<target>`.
    private static func content(of unit: TranslationUnit) -> FoldedLeaf.Content? {
        if let phrases = unit.targetSet { return .phrases(phrases) }
        return unit.target.map { .text($0) }
    }

    /// The first substitution a text names (`%#@count@`) that would have no forms: the catalog has
    /// none in scope at that place in `language` (at the text's level or above it), and no unit of
    /// this `<file>` translates one of its forms there. A text stored without them is what `check`
    /// reports as `substitution-mismatch`.
    private mutating func missingSubstitution(in text: String, of unit: TranslationUnit, target: Localization?) -> String? {
        guard text.containsBytes("#@") else { return nil }
        let scope = SubstitutionScope.along(unit.id.path[...], in: target)
        // `scan`: the names only, without `parse`'s character offsets.
        for specifier in FormatSpecifiers.scan(text).specifiers {
            guard case .substitution(let name) = specifier.kind, scope[name] == nil else { continue }
            let translated = (0...unit.id.path.count).contains { level in
                PluralCategory.cldrOrder.contains { category in
                    isTranslated(UnitID(key: unit.id.key, path: unit.id.path.prefix(level) + [.substitution(name), .plural(category)]))
                }
            }
            // An older export gave the forms under another device's id (`device.iphone.substitutions.…`),
            // which are the shared forms too (QA: this text was refused on the first import).
            if !translated, !perDeviceForms(of: name, key: unit.id.key).contains(where: { units.records[$0].target.exists }) { return name }
        }
        return nil
    }

    /// For a unit whose source (in the XLIFF or the catalog) or catalog slot is a phrase set
    /// (`stringSet`), the largest number of phrases; nil for other units.
    private static func phraseCount(of unit: TranslationUnit, slot: Localization?, source: Localization?) -> Int? {
        let sourceSet = source?.descendant(at: unit.id.path[...])?.stringSet
        return [unit.sourceSet?.count, slot?.stringSet?.values.count, sourceSet?.values.count].compactMap { $0 }.max()
    }

    /// The export of the catalog gave this very target for this id.
    private func isExportedTarget(_ unit: TranslationUnit, _ expected: TranslationUnit?) -> Bool {
        guard let expected, expected.hasTarget else { return false }
        if let phrases = unit.targetSet { return expected.targetSet == phrases }
        return expected.targetSet == nil && expected.target == unit.target
    }

    /// Exporting the source language gives keys without a source localization their key as target,
    /// in state `new`: that is not a translation (FORMATS.md §2).
    private func isUntranslatedSourceUnit(_ unit: TranslationUnit) -> Bool {
        guard language == sourceLanguage, unit.state == "new" else { return false }
        if let phrases = unit.targetSet { return phrases == unit.sourceSet }
        return unit.target == unit.source
    }

    /// For a plural form, the `<source>` of its `other` form as exported (or its own when the export has
    /// no such form); nil for a text that is not a plural form.
    private func otherFormSource(of unit: TranslationUnit, in catalog: StringCatalog) -> String? {
        guard case .plural? = unit.id.path.last else { return nil }
        let other = UnitID(key: unit.id.key, path: unit.id.path.dropLast() + [.plural(.other)])
        return exported.unit(other, in: catalog)?.source ?? unit.source
    }

    /// The branches, besides `other`, that a plain translation split at the step with this index of
    /// `path` stands for: those the export offered it for, where the source varies there (its devices;
    /// the language's plural forms, with `zero` where the source spells it out). None where the
    /// translator adds variations the source lacks: the plain text is then their `other` alone.
    private func splitsInto(_ entry: CatalogEntry, path: [UnitPathStep]) -> (Int, VariationKind) -> [UnitPathStep] {
        let source = entry.localizations?[sourceLanguage]
        let language = language
        return { index, kind in
            guard let source, let forms = SubstitutionContext.counterpart(of: path[..<index], in: source)?.variations else { return [] }
            switch kind {
            case .device:
                return forms.device?.keys.map { .device($0) } ?? []
            case .plural:
                guard let plural = forms.plural else { return [] }
                let categories = PluralRules.categories(for: language).categories
                let zero: [PluralCategory] = plural[.zero] != nil && !categories.contains(.zero) ? [.zero] : []
                return (zero + categories).map { .plural($0) }
            }
        }
    }

    /// The plain translation on the way to `path` where the slot itself is not made yet (it covers every
    /// device and count below it, so the app shows it there), or nil. Substitution forms are no part of it.
    static func plainAbove(_ path: [UnitPathStep], in target: Localization?) -> Localization? {
        guard var level = target else { return nil }
        for step in path {
            if step.isSubstitution { return nil }
            guard let next = level.variations?.branch(step) else {
                return level.variations == nil && level.stringUnit != nil ? level : nil
            }
            level = next
        }
        return nil
    }

    /// For a plain unit of a key whose source now varies (the file predates the variations: the export
    /// gives only forms), what an export gave before: the text the app shows by default, the `other`
    /// branch (device first). Nil for other units, and where that text names substitutions (whose
    /// exported spelling differs).
    static func plainUnitForVaryingSource(_ unit: TranslationUnit, source: Localization?) -> TranslationUnit? {
        guard unit.id.path.isEmpty, unit.sourceSet == nil, let source, source.variations != nil,
              let text = source.defaultBranch?.stringUnit?.value, !text.containsBytes("#@") else { return nil }
        return TranslationUnit(id: unit.id, source: text, target: nil)
    }

    /// For a unit whose variation the source does not have (`K|==|plural.one` for a plain source, a
    /// `device.mac` the source lacks), the text the translator varied: the source's text at the last
    /// level of the unit's path the source has (the key without a source localization). Nil where that
    /// level varies itself (a `zero` form added to a plural source), or names substitutions (whose
    /// exported spelling differs).
    static func textOfAddedVariation(_ unit: TranslationUnit, source: Localization?) -> String? {
        guard !unit.id.path.isEmpty, unit.sourceSet == nil else { return nil }
        guard var level = source else { return unit.id.key.containsBytes("#@") ? nil : unit.id.key }
        for step in unit.id.path {
            guard let next = level.descendant(at: [step][...]) else {
                guard level.variations == nil, let text = level.stringUnit?.value, !text.containsBytes("#@") else { return nil }
                return text
            }
            level = next
        }
        return nil
    }

    /// The source text a plural form at `id` would vary (not a substitution's form): the one at the level
    /// above it, a device's falling back to `other` as the app does; nil where that level varies by plural.
    static func textPluralized(by id: UnitID, source: Localization?) -> String? {
        guard case .plural? = id.path.last, !id.path.contains(where: \.isSubstitution) else { return nil }
        guard let source else { return id.key.containsBytes("#@") ? nil : id.key }
        guard let level = SubstitutionContext.counterpart(of: id.path.dropLast(), in: source),
              level.variations?.plural == nil else { return nil }
        // Forms above the source's devices vary every device's text: one with a number lets them be.
        let texts = level.stringUnit.map { [$0.value] }
            ?? (level.variations?.device ?? [:]).sorted { $0.key == .other || ($1.key != .other && $0.key.rawValue < $1.key.rawValue) }
                .compactMap { $0.value.stringUnit?.value }
        guard let text = texts.first, !texts.contains(where: { $0.containsBytes("#@") || !FormatSpecifiers.parse($0).isEmpty })
        else { return nil }
        return text
    }

    private static func sameSource(_ unit: TranslationUnit, _ expected: TranslationUnit) -> Bool {
        if let phrases = unit.sourceSet, let expectedPhrases = expected.sourceSet { return phrases == expectedPhrases }
        return unit.source == expected.source || isFormID(unit.source, for: expected)
    }

    /// Whether `source` is the id of a form of the substitution `expected` is a form of, where the export
    /// gives such forms their id (the source lacks the substitution): that says no source text, so a
    /// form a file adds may carry another form's (Xcode imports it).
    private static func isFormID(_ source: String, for expected: TranslationUnit) -> Bool {
        guard expected.source == expected.id.description, case .plural? = expected.id.path.last,
              case let id = UnitID(parsing: source), id.key == expected.id.key, case .plural? = id.path.last else { return false }
        return id.path.dropLast() == expected.id.path.dropLast()
    }

    /// How a source localization varies at its top (device first, as the export nests them).
    private static func variationKind(of source: Localization?) -> VariationKind {
        source?.variations?.device != nil ? .device : .plural
    }

    private static func sourceText(_ unit: TranslationUnit) -> String {
        unit.sourceSet?.joined(separator: " | ") ?? unit.source
    }
}

extension FoldedLeaf.Content {
    var isEmpty: Bool {
        switch self {
        case .text(let text): text.isEmpty
        case .phrases(let phrases): phrases.isEmpty
        }
    }

    /// The text, or the phrases run together.
    var joined: String {
        switch self {
        case .text(let text): text
        case .phrases(let phrases): phrases.joined()
        }
    }
}
