import Foundation
import Testing
@testable import LocBridge

/// The generated CLDR table and its lookup (FORMATS.md §5): exact category sets per language, Xcode's
/// compact-`many` adjustment, locale fallback.
@Suite struct PluralRulesTests {
    /// A language tag and what looking it up must give.
    struct Case: Sendable, CustomTestStringConvertible {
        var language: String
        var categories: [PluralCategory]
        /// The CLDR locale expected to match; nil for an unknown language.
        var matched: String?

        var testDescription: String { language }
    }

    static let zeroToOther: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]

    /// One case per language. Those marked "observed" are the sets Xcode exports (FORMATS.md §5); the rest
    /// pin CLDR 47 as generated.
    static let languages: [Case] = [
        // Observed in Xcode exports.
        Case(language: "en", categories: [.one, .other], matched: "en"),
        Case(language: "de", categories: [.one, .other], matched: "de"),
        Case(language: "fr", categories: [.one, .other], matched: "fr"),
        Case(language: "es", categories: [.one, .other], matched: "es"),
        Case(language: "it", categories: [.one, .other], matched: "it"),
        Case(language: "pt", categories: [.one, .other], matched: "pt"),
        Case(language: "pt-BR", categories: [.one, .other], matched: "pt"),
        Case(language: "ja", categories: [.other], matched: "ja"),
        Case(language: "zh-Hans", categories: [.other], matched: "zh"),
        Case(language: "zh-Hant-TW", categories: [.other], matched: "zh"),
        Case(language: "ko", categories: [.other], matched: "ko"),
        Case(language: "pl", categories: [.one, .few, .many, .other], matched: "pl"),
        Case(language: "ru", categories: [.one, .few, .many, .other], matched: "ru"),
        Case(language: "uk", categories: [.one, .few, .many, .other], matched: "uk"),
        Case(language: "ar", categories: zeroToOther, matched: "ar"),
        // CLDR 47.
        Case(language: "ca", categories: [.one, .other], matched: "ca"),
        Case(language: "pt-PT", categories: [.one, .other], matched: "pt-PT"),
        Case(language: "cs", categories: [.one, .few, .many, .other], matched: "cs"),
        Case(language: "sk", categories: [.one, .few, .many, .other], matched: "sk"),
        Case(language: "be", categories: [.one, .few, .many, .other], matched: "be"),
        Case(language: "lt", categories: [.one, .few, .many, .other], matched: "lt"),
        Case(language: "he", categories: [.one, .two, .other], matched: "he"),
        Case(language: "iw", categories: [.one, .two, .other], matched: "iw"),
        Case(language: "lv", categories: [.zero, .one, .other], matched: "lv"),
        Case(language: "ro", categories: [.one, .few, .other], matched: "ro"),
        Case(language: "hr", categories: [.one, .few, .other], matched: "hr"),
        Case(language: "sr", categories: [.one, .few, .other], matched: "sr"),
        Case(language: "bs", categories: [.one, .few, .other], matched: "bs"),
        Case(language: "sl", categories: [.one, .two, .few, .other], matched: "sl"),
        Case(language: "gd", categories: [.one, .two, .few, .other], matched: "gd"),
        Case(language: "ga", categories: [.one, .two, .few, .many, .other], matched: "ga"),
        Case(language: "mt", categories: [.one, .two, .few, .many, .other], matched: "mt"),
        Case(language: "br", categories: [.one, .two, .few, .many, .other], matched: "br"),
        Case(language: "cy", categories: zeroToOther, matched: "cy"),
        Case(language: "kw", categories: zeroToOther, matched: "kw"),
        Case(language: "da", categories: [.one, .other], matched: "da"),
        Case(language: "nl", categories: [.one, .other], matched: "nl"),
        Case(language: "sv", categories: [.one, .other], matched: "sv"),
        Case(language: "nb", categories: [.one, .other], matched: "nb"),
        Case(language: "fi", categories: [.one, .other], matched: "fi"),
        Case(language: "hu", categories: [.one, .other], matched: "hu"),
        Case(language: "el", categories: [.one, .other], matched: "el"),
        Case(language: "tr", categories: [.one, .other], matched: "tr"),
        Case(language: "is", categories: [.one, .other], matched: "is"),
        Case(language: "mk", categories: [.one, .other], matched: "mk"),
        Case(language: "hi", categories: [.one, .other], matched: "hi"),
        Case(language: "fa", categories: [.one, .other], matched: "fa"),
        Case(language: "fil", categories: [.one, .other], matched: "fil"),
        Case(language: "id", categories: [.other], matched: "id"),
        Case(language: "ms", categories: [.other], matched: "ms"),
        Case(language: "th", categories: [.other], matched: "th"),
        Case(language: "vi", categories: [.other], matched: "vi"),
        Case(language: "yue", categories: [.other], matched: "yue"),
    ]

    /// Spellings that reach their entry by fallback, `_`, or letter case; and unknown languages.
    static let fallbacks: [Case] = [
        Case(language: "zh-Hant", categories: [.other], matched: "zh"),
        Case(language: "zh_Hans", categories: [.other], matched: "zh"),
        Case(language: "zh_hant_hk", categories: [.other], matched: "zh"),
        Case(language: "sr-Latn", categories: [.one, .few, .other], matched: "sr"),
        Case(language: "sr-Cyrl-BA", categories: [.one, .few, .other], matched: "sr"),
        Case(language: "EN", categories: [.one, .other], matched: "en"),
        Case(language: "en-GB", categories: [.one, .other], matched: "en"),
        Case(language: "es-419", categories: [.one, .other], matched: "es"),
        Case(language: "pt_br", categories: [.one, .other], matched: "pt"),
        Case(language: "PT-pt", categories: [.one, .other], matched: "pt-PT"),
        Case(language: "pt_PT", categories: [.one, .other], matched: "pt-PT"),
        Case(language: "ar-SA", categories: zeroToOther, matched: "ar"),
        Case(language: "ru-", categories: [.one, .few, .many, .other], matched: "ru"),
        Case(language: "xx-Unknown", categories: [.one, .other], matched: nil),
        Case(language: "xx", categories: [.one, .other], matched: nil),
        Case(language: "", categories: [.one, .other], matched: nil),
        Case(language: "-en", categories: [.one, .other], matched: nil),
    ]

    @Test(arguments: languages)
    func languageHasExactCategories(_ c: Case) {
        expectLookup(c)
    }

    @Test(arguments: fallbacks)
    func fallback(_ c: Case) {
        expectLookup(c)
    }

    /// Xcode leaves out CLDR's compact-only `many` (FORMATS.md §5); the generator finds exactly these.
    @Test func compactOnlyManyIsLeftOut() {
        #expect(PluralRules.compactManyOmitted == ["ca", "es", "fr", "it", "lld", "pt", "pt-PT", "scn", "vec"])
        for language in PluralRules.compactManyOmitted {
            #expect(PluralRules.categories(for: language) == .init(categories: [.one, .other], matchedLanguage: language))
        }
        for language in ["fr", "es", "it", "pt", "ca", "pt-PT", "fr-CA", "es-MX", "pt-BR", "it-CH", "ca-ES"] {
            #expect(!PluralRules.categories(for: language).categories.contains(.many), "\(language)")
        }
    }

    /// A `many` that covers ordinary integers stays.
    @Test func ordinaryManyIsKept() {
        for language in ["ru", "pl", "uk", "cs", "sk", "lt", "be", "ar", "cy", "ga", "mt", "br"] {
            #expect(PluralRules.categories(for: language).categories.contains(.many), "\(language)")
        }
    }

    /// Czech, Slovak, Lithuanian and Manx `many` is for fractions only (CLDR: `v != 0`, `f != 0`): a plural
    /// chosen by an integer needs none. Russian's `other` is for fractions too, but `other` is always needed.
    @Test func formsOnlyFractionsSelectAreFoundFromTheRules() {
        #expect(PluralRules.fractionOnly == ["cs": [.many], "gv": [.many], "lt": [.many], "sk": [.many]])
        let czech = PluralRules.categories(for: "cs-CZ")
        #expect(czech.required(integer: true) == [.one, .few, .other])
        #expect(czech.required(integer: false) == [.one, .few, .many, .other])
        #expect(PluralRules.categories(for: "ru").required(integer: true) == [.one, .few, .many, .other])
    }

    /// A form the app never shows: `two` in Russian, not `zero` (every language may spell it out) nor
    /// French `many`, which Xcode does not offer but the runtime's CLDR rules choose for a million.
    @Test func formsNeverShown() {
        #expect(PluralRules.categories(for: "ru").neverUses(.two))
        #expect(!PluralRules.categories(for: "ru").neverUses(.zero))
        #expect(!PluralRules.categories(for: "fr-CA").neverUses(.many))
        #expect(PluralRules.categories(for: "fr").neverUses(.few))
        #expect(PluralRules.categories(for: "de").neverUses(.many))
        #expect(!PluralRules.categories(for: "cs").neverUses(.many))
    }

    /// Every row, in every spelling, looks itself up, and its categories are well-formed.
    @Test func everyRowIsWellFormedAndFindsItself() {
        #expect(PluralRules.table.count > 200)
        #expect(Set(PluralRules.table.keys.map { $0.lowercased() }).count == PluralRules.table.count)
        for (tag, categories) in PluralRules.table {
            #expect(categories.last == .other, "\(tag)")
            let inCLDROrder = PluralCategory.cldrOrder.filter { categories.contains($0) }
            #expect(categories == inCLDROrder, "\(tag): \(categories)")
            for spelling in [tag, tag.uppercased(), tag.replacingOccurrences(of: "-", with: "_")] {
                #expect(
                    PluralRules.categories(for: spelling)
                        == .init(categories: categories, matchedLanguage: tag, fractionOnly: PluralRules.fractionOnly[tag] ?? []),
                    "\(spelling)")
            }
        }
    }

    /// `cldrVersion` is set and agrees with the generated file's header.
    @Test func cldrVersionMatchesHeader() throws {
        #expect(PluralRules.cldrVersion == "47")
        let generated = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/LocBridge/Validation/PluralRules.swift")
        let text = try String(contentsOf: generated, encoding: .utf8)
        let header = text.split(separator: "\n").prefix { $0.hasPrefix("//") }
        #expect(header.first == "// Generated by scripts/generate-plural-rules. Do not edit: change the script and run it again.")
        #expect(header.contains("// CLDR version: \(PluralRules.cldrVersion)"))
        #expect(header.contains { $0.hasPrefix("// Source: PyPI babel 2.18.0 ") })
    }

    private func expectLookup(_ c: Case, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let found = PluralRules.categories(for: c.language)
        #expect(found.categories == c.categories, "\(c.language)", sourceLocation: sourceLocation)
        #expect(found.matchedLanguage == c.matched, "\(c.language)", sourceLocation: sourceLocation)
    }
}
