import Testing
@testable import LocBridge

extension Checks {
    /// The helpers behind `same-as-source` and `whitespace`.
    @Suite struct TextChecksTests {
        @Test(arguments: [
            ("Settings", true), ("Tickr", true), ("Wi-Fi", true), ("%@ of %@ days", true), ("Москва", true),
            ("OK", false), ("Wi", false), ("%@", false), ("%lld%%", false), ("1:2", false), ("— %1$@ —", false),
            ("%lld km", false), ("", false), ("%#@items@ ok", false),
        ])
        func hasWords(_ text: String, _ expected: Bool) {
            #expect(TextChecks.hasWords(text) == expected)
        }

        @Test func sameLanguage() {
            #expect(LanguageTag.sharesLanguage("en", "en-GB"))
            // Another script is another language to read: Traditional for Simplified, Latin for Cyrillic.
            #expect(!LanguageTag.sharesLanguage("zh-Hans", "zh_Hant"))
            #expect(!LanguageTag.sharesLanguage("zh-Hans", "zh-TW"))
            #expect(LanguageTag.sharesLanguage("zh-Hans", "zh"))
            #expect(LanguageTag.sharesLanguage("zh-Hant", "zh-HK"))
            #expect(LanguageTag.sharesLanguage("zh-CN", "zh-Hans"))
            #expect(!LanguageTag.sharesLanguage("sr", "sr-Latn"))
            #expect(LanguageTag.sharesLanguage("PT-br", "pt-PT"))
            #expect(!LanguageTag.sharesLanguage("en", "de"))
            #expect(LanguageTag.sharesLanguage("es", "es-419"))
        }

        @Test func sameAsSourceComparesPhraseSetsToo() {
            var unit = TranslationUnit(id: UnitID(key: "k"), source: "Open Tickr", target: "Open Tickr", state: "translated")
            #expect(TextChecks.isSameAsSource(unit))
            unit.sourceSet = ["Open Tickr", "Start Tickr"]
            unit.targetSet = ["Open Tickr", "Start Tickr"]
            #expect(TextChecks.isSameAsSource(unit))
            unit.targetSet = ["Tickr öffnen", "Tickr starten"]
            #expect(!TextChecks.isSameAsSource(unit))
        }

        @Test func whitespaceIsShownEscaped() {
            #expect(CheckMessages.quotedWhitespace(" \n\t\r\u{A0}\u{3000}") == #"" \n\t\r\u{A0}\u{3000}""#)
            #expect(TextChecks.leadingWhitespace("\n x ") == "\n ")
            #expect(TextChecks.trailingWhitespace(" x \n") == " \n")
            // Bidi marks at the ends are looked past, not counted.
            #expect(TextChecks.trailingWhitespace("x: \u{200F}") == " ")
            #expect(TextChecks.trailingWhitespace("x \u{200E}\n\u{061C}") == " \n")
            #expect(TextChecks.leadingWhitespace("\u{200F} x") == " ")
            #expect(TextChecks.trailingWhitespace("x:\u{200F}") == "")
            #expect(CheckMessages.whitespaceDifferences(leading: ("\n", " "), trailing: ("", "")) == [
                #"starts with "\n" but the source starts with " ""#,
            ])
        }
    }
}
