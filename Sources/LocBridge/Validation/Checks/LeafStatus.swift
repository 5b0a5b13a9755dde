/// Where a unit's state comes from: states mean slightly different things in the two formats.
enum UnitOrigin {
    /// A catalog, flattened by `CatalogFlattener` (states mapped to XLIFF's: `new`, `translated`,
    /// `needs-review-l10n`, `x-OTHER`). An empty value without a state is what the app shows: finished.
    case catalog
    /// An XLIFF file as a translator returns it. Drafts (`new`, `needs-*`) are not imported over
    /// finished translations, and an empty target without a state erases nothing (FORMATS.md §3).
    case xliff
}

/// How far one leaf (a unit: a plain text or one variation) is translated. `check` and `stats` classify
/// leaves the same way, so the untranslated and needs-review counts of both agree.
enum LeafStatus: Equatable {
    /// No translation: no target, state `new` (or XLIFF `needs-translation`), or a draft with no text.
    case untranslated
    /// A finished translation that is empty or only whitespace while the source is not: the app would
    /// show nothing. One marked for review is not finished: it is untranslated, in both formats, so a
    /// catalog and its own export get the same finding (README, `empty-translation`).
    case empty
    /// A translation marked for review: catalog `needs_review`, XLIFF `needs-review-*`,
    /// `needs-adaptation`, `needs-l10n`.
    case needsReview
    /// Anything else with a target: `translated`, `final`, `signed-off`, no state, unknown states
    /// (as Xcode's import reads unknown states).
    case translated

    init(_ unit: TranslationUnit, origin: UnitOrigin) {
        guard unit.hasTarget else {
            self = .untranslated
            return
        }
        let blank = Self.isBlank(unit.targetSet?.joined() ?? unit.target ?? "", source: unit.sourceSet?.joined() ?? unit.source)
        switch unit.state {
        case "new"?, "needs-translation"?:
            self = .untranslated
        case let state? where state.hasPrefix("needs-"):
            self = blank ? .untranslated : .needsReview
        case nil where origin == .xliff && blank:
            self = .untranslated
        default:
            self = blank ? .empty : .translated
        }
    }

    /// Empty or whitespace only.
    static func isBlank(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }

    /// A translation that shows nothing while its source shows something: the app would show nothing
    /// (`check`), and an import takes it for an empty target. Bidi marks (`TextChecks.isBidiMark`) show
    /// nothing either, but a key whose source is one (a localized direction mark) is translated by one.
    static func isBlank(_ translation: String, source: String) -> Bool { !showsText(translation) && showsText(source) }

    /// Whether `text` has a character that is neither white space nor a bidi mark.
    static func showsText(_ text: String) -> Bool { text.contains { !$0.isWhitespace && !TextChecks.isBidiMark($0) } }

    /// An empty target for an empty source, where the translation has no value yet: the translation
    /// (Xcode exports a form a `.stringsdict` leaves empty as `<target/>`, Elytra's `zero` forms), not
    /// an empty target to skip. Without it the form would fall back to another one at run time.
    static func repeatsEmptySource(_ translation: String, source: String, slotIsFilled: Bool) -> Bool {
        translation.isEmpty && source.isEmpty && !slotIsFilled
    }
}

extension CatalogEntry {
    /// Whether the translation into `language` varies by device without `other` while the source shows a
    /// text on a device it lacks: the source's `other`, a device it names, or its one text for every device
    /// (a plain text, plural forms, the key where it has no localization). On those devices the app has
    /// no text in the language, and an export (which offers the translation's own devices, as Xcode does)
    /// never asks for one: `check` reports it and `stats` counts it as one untranslated leaf, where they
    /// count the key's other leaves. A blank source text there has nothing to translate (`hasEmptySource`).
    func lacksDeviceOther(key: String, language: String, sourceLanguage: String) -> Bool {
        guard language != sourceLanguage, let devices = localizations?[language]?.variations?.device, devices[.other] == nil
        else { return false }
        let source = localizations?[sourceLanguage]
        let shown: [Localization?] = if let sourceDevices = source?.variations?.device {
            sourceDevices.filter { devices[$0.key] == nil }.map(\.value)
        } else {
            [source]
        }
        return shown.contains { branch in
            let texts = (branch?.selfAndBranches ?? []).flatMap { ($0.stringUnit.map { [$0.value] } ?? []) + ($0.stringSet?.values ?? []) }
            // Where the source has no text, export's source is the key.
            return (texts.isEmpty ? [key] : texts).contains { !LeafStatus.isBlank($0) }
        }
    }
}

extension TranslationUnit {
    /// A source text that is empty or only whitespace (Xcode extracts `Text("")` as the key `""`): nothing
    /// to translate, so `check` and `stats` leave it out (`empty-source` reports it).
    var hasEmptySource: Bool { sourceSet == nil && LeafStatus.isBlank(source) }

    /// Whether `stats` counts this exported unit as untranslated: no target, a `new` one, or an empty
    /// one (which the app would show as nothing), and never a unit whose source is empty.
    public var countsAsUntranslated: Bool {
        if hasEmptySource { return false }
        return switch LeafStatus(self, origin: .catalog) {
        case .untranslated, .empty: true
        case .needsReview, .translated: false
        }
    }
}
