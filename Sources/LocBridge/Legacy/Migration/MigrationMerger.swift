/// Merges a freshly migrated catalog into a catalog of the same name that already exists, never
/// overwriting it blindly (issue 5): keys and languages the catalog lacks are added; what it already
/// has wins, and every translation that differs from the legacy files is reported as a conflict.
/// Preferring the legacy files (translations imported into them after the table was migrated), a
/// translation whose texts differ is replaced by theirs instead, and reported; source texts still
/// conflict, as the catalog's may have been edited since, and so does a translation with plural forms,
/// device variations or substitutions that the legacy files have as one plain `.strings` text.
public enum MigrationMerger {
    /// What the merge did.
    public struct Result: Sendable {
        /// The existing catalog with the migrated keys and languages added.
        public var catalog: StringCatalog
        /// Keys the catalog did not have.
        public var addedKeys: Int
        /// Localizations added to keys the catalog had.
        public var addedLocalizations: Int
        /// One warning per translation where the catalog and the legacy files disagree (the catalog's kept).
        public var conflicts: [Diagnostic]
        /// One note per translation replaced by the legacy files' (only when preferring them).
        public var replaced: [Diagnostic] = []
    }

    /// Why a migration cannot be merged into an existing catalog.
    public struct Mismatch: Error, Sendable {
        public var diagnostic: Diagnostic
    }

    /// Merges `migrated` into `existing` (read from `path`, which messages show).
    ///
    /// - Throws: `Mismatch` when the two have different source languages: merging them would mix up
    ///   which text is the source.
    /// `preferringLegacy`: a translation whose texts differ from the legacy files' is replaced by theirs (in
    /// the states the migration wrote, `needs_review` when the two source texts differ too).
    public static func merge(_ migrated: StringCatalog, into existing: StringCatalog, path: String,
                             preferringLegacy: Bool = false) throws(Mismatch) -> Result {
        guard LanguageTag.same(existing.sourceLanguage, migrated.sourceLanguage) else {
            throw Mismatch(diagnostic: Diagnostic(.error, "\(path) has source language '\(existing.sourceLanguage)', "
                + "the migration '\(migrated.sourceLanguage)'; pass --development-language \(existing.sourceLanguage) "
                + "or move the catalog away", at: SourceLocation(path: path, line: 1, column: 1)))
        }
        var result = Result(catalog: existing, addedKeys: 0, addedLocalizations: 0, conflicts: [])
        // Each language as the catalog spells it (`DE` for a `de.lproj`): a second spelling beside the
        // first would be a second language, which export refuses.
        let migrated = migrated.respellingLanguages(as: existing)
        for key in KeyOrder.sorted(Array(migrated.strings.keys)) {
            let incoming = migrated.strings[key]!
            guard var entry = existing.strings[key] else {
                result.catalog.strings[key] = incoming
                result.addedKeys += 1
                continue
            }
            if entry.comment == nil, let comment = incoming.comment { entry.comment = comment }
            for language in KeyOrder.sorted(Array((incoming.localizations ?? [:]).keys)) {
                let theirs = incoming.localizations![language]!
                guard let ours = entry.localizations?[language] else {
                    entry.localizations = entry.localizations ?? [:]
                    entry.localizations![language] = theirs
                    result.addedLocalizations += 1
                    continue
                }
                // Texts equal but for states: the catalog's states say more (a review's needs_review, a `new`
                // one not yet confirmed), and there is nothing to choose between (QA: reported as a conflict).
                guard ours.settingStates(.translated) != theirs.settingStates(.translated) else { continue }
                let source = existing.sourceLanguage
                // A slot the catalog holds no text in (Xcode's empty `new` one for a language added) is
                // filled, not a conflict (QA: it kept the legacy translation out).
                if language != source, ours.isEmptySlot {
                    entry.localizations![language] = theirs
                    result.addedLocalizations += 1
                    continue
                }
                // Some forms empty, the others the legacy files' texts: the empty ones are filled (QA).
                if language != source, let filled = ours.fillingEmptyTexts(from: theirs) {
                    entry.localizations![language] = filled
                    result.addedLocalizations += 1
                    continue
                }
                let location = SourceLocation(path: path, line: max(entry.line, 1), column: 1)
                if preferringLegacy, language != source {
                    // A plain .strings text is one text for every count and device: it would drop forms the
                    // catalog has (a .stringsdict's variations replace them, as they have their own).
                    if let lost = varied(ours), varied(theirs) == nil {
                        result.conflicts.append(Diagnostic(.warning, "conflict: \"\(key)\" \(language): the catalog has "
                            + "\(describe(ours)), the legacy files \(describe(theirs)); kept the catalog's: --prefer-legacy does not "
                            + "replace \(lost) with a plain .strings text, which would lose them; to use the legacy text, edit the "
                            + "catalog's \(language) translation", at: location))
                        continue
                    }
                    var replacement = theirs
                    var message = "replaced: \"\(key)\" \(language): the catalog had \(describe(ours)), the legacy files "
                        + "have \(describe(theirs))"
                    // The translator answered the legacy source text, not the catalog's.
                    if let catalogSource = entry.localizations?[source], let legacySource = incoming.localizations?[source],
                       catalogSource.settingStates(.translated) != legacySource.settingStates(.translated) {
                        replacement.markTranslatedLeavesNeedingReview()
                        message += "; marked needs_review, as the catalog's \(source) text differs from theirs"
                    }
                    entry.localizations![language] = replacement
                    result.replaced.append(Diagnostic(.note, message, at: location))
                    continue
                }
                var message = "conflict: \"\(key)\" \(language): the catalog has \(describe(ours)), the legacy files "
                    + "\(describe(theirs)); kept the catalog's"
                if preferringLegacy && language == source { message += " (source texts are not replaced)" }
                result.conflicts.append(Diagnostic(.warning, message, at: location))
            }
            result.catalog.strings[key] = entry
        }
        return result
    }

    /// What a localization has that one plain text cannot hold (`plural forms and substitutions`); nil for
    /// a plain text.
    static func varied(_ localization: Localization) -> String? {
        var parts: [String] = []
        if localization.variations?.plural != nil { parts.append("plural forms") }
        if localization.variations?.device != nil { parts.append("device variations") }
        if let substitutions = localization.substitutions, !substitutions.isEmpty { parts.append("substitutions") }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }

    /// A short description for messages: the quoted value, or what kind of localization it is.
    static func describe(_ localization: Localization) -> String {
        var parts: [String] = []
        if let unit = localization.stringUnit { parts.append("\"\(unit.value)\"" + (unit.state == .translated ? "" : " (\(unit.state))")) }
        if let plural = localization.variations?.plural {
            parts.append("plural " + PluralCategory.cldrOrder.filter { plural[$0] != nil }.map { category in
                "\(category) \(plural[category]!.stringUnit.map { "\"\($0.value)\"" } ?? "…")"
            }.joined(separator: ", "))
        }
        if let device = localization.variations?.device {
            parts.append("device variations (\(KeyOrder.sorted(device.keys.map(\.rawValue)).joined(separator: ", ")))")
        }
        if let substitutions = localization.substitutions, !substitutions.isEmpty {
            parts.append("substitutions " + KeyOrder.sorted(Array(substitutions.keys)).joined(separator: ", "))
        }
        return parts.isEmpty ? "an empty localization" : parts.joined(separator: " with ")
    }
}

extension Localization {
    /// Whether it holds no text at all: every text and phrase empty, none finished.
    var isEmptySlot: Bool {
        !hasTranslatedLeaf && translationLeaves.allSatisfy { leaf in
            (leaf.text?.isEmpty ?? true) && (leaf.phrases?.allSatisfy(\.isEmpty) ?? true)
        }
    }

    /// This localization with each empty unfinished text (or phrase set) taken from `other`, where the
    /// two have the same shape and every other text is the same (its state kept); nil otherwise.
    func fillingEmptyTexts(from other: Localization) -> Localization? {
        var result = self
        switch (stringUnit, other.stringUnit) {
        case (nil, nil): break
        case (let ours?, let theirs?):
            if ours.value.isEmpty && !ours.state.isFinished {
                result.stringUnit = theirs
            } else if ours.value != theirs.value {
                return nil
            }
        default: return nil
        }
        switch (stringSet, other.stringSet) {
        case (nil, nil): break
        case (let ours?, let theirs?):
            if ours.values.allSatisfy(\.isEmpty) && !ours.state.isFinished {
                result.stringSet = theirs
            } else if ours.values != theirs.values {
                return nil
            }
        default: return nil
        }
        guard extra == other.extra else { return nil }
        switch (variations, other.variations) {
        case (nil, nil): break
        case (let ours?, let theirs?):
            guard let filled = ours.fillingEmptyTexts(from: theirs) else { return nil }
            result.variations = filled
        default: return nil
        }
        switch (substitutions, other.substitutions) {
        case (nil, nil): break
        case (let ours?, let theirs?):
            guard Set(ours.keys) == Set(theirs.keys) else { return nil }
            var filled = ours
            for (name, substitution) in ours {
                let their = theirs[name]!
                guard substitution.argNum == their.argNum, substitution.formatSpecifier == their.formatSpecifier,
                      substitution.extra == their.extra else { return nil }
                switch (substitution.variations, their.variations) {
                case (nil, nil): break
                case (let forms?, let theirForms?):
                    guard let done = forms.fillingEmptyTexts(from: theirForms) else { return nil }
                    filled[name]!.variations = done
                default: return nil
                }
            }
            result.substitutions = filled
        default: return nil
        }
        return result
    }
}

extension Variations {
    /// `Localization.fillingEmptyTexts`, form by form: the same forms on both sides, or nil.
    func fillingEmptyTexts(from other: Variations) -> Variations? {
        guard extra == other.extra else { return nil }
        var result = self
        func fill<Name: Hashable>(_ ours: [Name: Localization]?, _ theirs: [Name: Localization]?) -> [Name: Localization]?? {
            switch (ours, theirs) {
            case (nil, nil): return .some(nil)
            case (let ours?, let theirs?):
                guard Set(ours.keys) == Set(theirs.keys) else { return nil }
                var filled = ours
                for (name, form) in ours {
                    guard let done = form.fillingEmptyTexts(from: theirs[name]!) else { return nil }
                    filled[name] = done
                }
                return .some(filled)
            default: return nil
            }
        }
        guard let plural = fill(plural, other.plural), let device = fill(device, other.device) else { return nil }
        result.plural = plural
        result.device = device
        return result
    }
}
