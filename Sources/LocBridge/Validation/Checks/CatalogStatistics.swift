/// Translation progress of one language: how many leaves are translated, waiting for review, missing.
///
/// A leaf is what an export gives as one unit (`CatalogFlattener`): a plain text, or one variation,
/// so a Russian plural counts four leaves and a substitution its text plus each of its forms. Audits
/// that read only `stringUnit` miss those and report false gaps.
public struct LanguageStatistics: Hashable, Sendable {
    /// The language tag, as the catalog spells it (in totals, as the first catalog that has it does).
    public var language: String
    /// Leaves to translate: every leaf of every key except keys with `shouldTranslate: false`, stale
    /// keys, and leaves whose source text is empty. `translated + needsReview + untranslated == total`.
    public var total = 0
    /// Leaves with a finished translation (`translated`, or an unknown state, as Xcode's import reads
    /// unknown states).
    public var translated = 0
    /// Leaves marked `needs_review`.
    public var needsReview = 0
    /// Leaves with no value, state `new`, or an empty value (which the app would show as nothing).
    public var untranslated = 0
    /// Leaves of keys with `extractionState: stale` (not in `total`: the code no longer uses them), but
    /// not those whose source text is empty, as in `total`.
    public var stale = 0

    /// Counts given directly (tests, sums).
    public init(language: String, total: Int = 0, translated: Int = 0, needsReview: Int = 0, untranslated: Int = 0,
                stale: Int = 0) {
        self.language = language
        self.total = total
        self.translated = translated
        self.needsReview = needsReview
        self.untranslated = untranslated
        self.stale = stale
    }

    /// Translated leaves as a share of `total`, from 0 to 1; 1 when there is nothing to translate.
    public var completeness: Double { total == 0 ? 1 : Double(translated) / Double(total) }

    /// The percentage with one decimal, rounded down so that `100.0` means complete: `86.3`.
    public var percentTranslated: String {
        let tenths = total == 0 ? 1000 : translated * 1000 / total
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// Adds another catalog's counts of the same language.
    public static func += (lhs: inout LanguageStatistics, rhs: LanguageStatistics) {
        lhs.total += rhs.total
        lhs.translated += rhs.translated
        lhs.needsReview += rhs.needsReview
        lhs.untranslated += rhs.untranslated
        lhs.stale += rhs.stale
    }

    /// Most complete first (compared exactly, without rounding), then by language tag.
    public static func areInCompletenessOrder(_ a: LanguageStatistics, _ b: LanguageStatistics) -> Bool {
        // Fractions compared by cross-multiplying; nothing to translate counts as 1/1.
        let (aDone, aAll) = a.total == 0 ? (1, 1) : (a.translated, a.total)
        let (bDone, bAll) = b.total == 0 ? (1, 1) : (b.translated, b.total)
        if aDone * bAll != bDone * aAll { return aDone * bAll > bDone * aAll }
        return a.language < b.language
    }
}

/// `locbridge stats` for one catalog: a `LanguageStatistics` per language, most complete first.
public struct CatalogStatistics: Hashable, Sendable {
    /// The catalog as the user named it.
    public var path: String
    /// The catalog's `sourceLanguage`.
    public var sourceLanguage: String
    /// Most complete first.
    public var languages: [LanguageStatistics]
    /// For the totals over several catalogs: languages other catalogs have that this one has no row for,
    /// counted as an export to them gives this catalog's texts to translators: one it lacks with every
    /// unit untranslated, its source language with every unit translated (as `languages` named count them).
    public var lacking: [LanguageStatistics] = []
    /// Counted from an XLIFF document, not a catalog (whose path may end in anything: a pipe's does).
    public var isXLIFF = false

    /// Counts every leaf of `catalog` in each of `languages` (default: every language the catalog has
    /// except its source language). A named language the catalog lacks counts all its leaves as
    /// untranslated; the source language, when named, counts every leaf as translated (its text is the
    /// source itself).
    public init(catalog: StringCatalog, path: String, languages: [String]? = nil) {
        self.path = path
        self.sourceLanguage = catalog.sourceLanguage
        var seen: Set<String> = []
        let catalogLanguages = catalog.languages
        let chosen = languages.map { $0.map { LanguageTag.spelling(of: $0, among: catalogLanguages) }.filter { seen.insert($0).inserted } }
            ?? catalogLanguages.filter { $0 != catalog.sourceLanguage }
        // A language the catalog has no localization in counts the same as any other with its plural
        // rules: counted once per rules (totals over many catalogs ask for hundreds such).
        let present = Set(catalogLanguages)
        var byRules: [[[PluralCategory]]: LanguageStatistics] = [:]
        self.languages = chosen.map { language in
            guard language != catalog.sourceLanguage, !present.contains(language) else { return Self.count(catalog, language: language) }
            let rules = PluralRules.categories(for: language)
            let key = [rules.categories, rules.fractionOnly]
            if var counted = byRules[key] {
                counted.language = language
                return counted
            }
            let counted = Self.count(catalog, language: language)
            byRules[key] = counted
            return counted
        }.sorted(by: LanguageStatistics.areInCompletenessOrder)
    }

    /// Counts every unit of an XLIFF `document` (a translator's file, an `.xcloc`'s) per target
    /// language, as the catalog counts count leaves: units marked `translate="no"` and units whose source
    /// is empty are left out; a file whose target language is its source language counts every unit as
    /// translated; units the reader refused count as untranslated. `languages`, when given, keeps only the
    /// target languages it names.
    public init(xliff document: XLIFFDocument, path: String, languages: [String]? = nil) {
        self.path = path
        self.isXLIFF = true
        self.sourceLanguage = document.files.first?.sourceLanguage ?? ""
        var counts: [String: LanguageStatistics] = [:]
        for file in document.files {
            let language = file.targetLanguage
            if let languages, !languages.contains(where: { LanguageTag.same($0, language) }) { continue }
            var statistics = counts[language, default: LanguageStatistics(language: language)]
            let isSource = LanguageTag.same(language, file.sourceLanguage)
            let fractionOnly = PluralRules.categories(for: language).fractionOnly
            let unnamed = isSource ? [] : UnnamedSubstitution.forms(in: file)
            let plurals = IntegerPlurals(file.units, fractionOnly: isSource ? [] : fractionOnly)
            for unit in file.units where unit.translate {
                if unit.hasEmptySource { continue }
                let status = isSource ? LeafStatus.translated : LeafStatus(unit, origin: .xliff)
                if PluralCategoryCheck.isUnneeded(unit, status: status, fractionOnly: fractionOnly, plurals: plurals) { continue }
                if status == .untranslated, unnamed.contains(unit.id.description) { continue }
                statistics.total += 1
                switch status {
                case .translated: statistics.translated += 1
                case .needsReview: statistics.needsReview += 1
                case .untranslated, .empty: statistics.untranslated += 1
                }
            }
            // Units the reader refused (an unfinished segment, tracked changes, …) are not done either.
            statistics.total += file.refusals.count
            statistics.untranslated += file.refusals.count
            counts[language] = statistics
        }
        self.languages = counts.values.sorted(by: LanguageStatistics.areInCompletenessOrder)
    }

    /// The sum of each language over `catalogs` (with the languages each catalog `lacking` counts), most
    /// complete first. Tags that name the same language (`de` and `DE`, `pt-BR` and `pt_BR`) are one
    /// row, spelled as the first catalog that has it spells it.
    public static func totals(_ catalogs: [CatalogStatistics]) -> [LanguageStatistics] {
        // Keyed by the folded tag; the row keeps the first spelling. Languages catalogs have come before
        // those they lack, which are spelled in conventional casing, not as any catalog spells them.
        var sums: [String: LanguageStatistics] = [:]
        for language in catalogs.flatMap(\.languages) + catalogs.flatMap(\.lacking) {
            sums[LanguageTag.folded(language.language), default: LanguageStatistics(language: language.language)] += language
        }
        return sums.values.sorted(by: LanguageStatistics.areInCompletenessOrder)
    }

    private static func count(_ catalog: StringCatalog, language: String) -> LanguageStatistics {
        var statistics = LanguageStatistics(language: language)
        let isSource = language == catalog.sourceLanguage
        let fractionOnly = isSource ? [] : PluralRules.categories(for: language).fractionOnly
        let units = CatalogFlattener(catalog: catalog, language: language).units()
        let plurals = IntegerPlurals(units, fractionOnly: fractionOnly)
        for unit in units {
            guard let entry = catalog.strings[unit.id.key], entry.shouldTranslate != false else { continue }
            // An empty source text has nothing to translate (`check` reports it as `empty-source`), stale
            // or not.
            if unit.hasEmptySource { continue }
            let status = isSource ? LeafStatus.translated : LeafStatus(unit, origin: .catalog)
            if PluralCategoryCheck.isUnneeded(unit, status: status, fractionOnly: fractionOnly, plurals: plurals) { continue }
            if status == .untranslated, UnnamedSubstitution.isForm(unit.id.path, in: entry.localizations?[language], language: language) { continue }
            // A stale key's units are the ones it would count were it live (QA: unneeded forms counted).
            if entry.extractionState == .stale {
                statistics.stale += 1
                continue
            }
            statistics.total += 1
            switch status {
            case .translated: statistics.translated += 1
            case .needsReview: statistics.needsReview += 1
            case .untranslated, .empty: statistics.untranslated += 1
            }
        }
        // The `other` device a translation lacks is a leaf no export offers: counted here, as `check`
        // reports it, so that 100% means complete in both.
        for (key, entry) in catalog.strings where entry.shouldTranslate != false
            && entry.lacksDeviceOther(key: key, language: language, sourceLanguage: catalog.sourceLanguage) {
            if entry.extractionState == .stale {
                statistics.stale += 1
            } else {
                statistics.total += 1
                statistics.untranslated += 1
            }
        }
        return statistics
    }
}
