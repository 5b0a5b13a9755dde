import Testing
@testable import LocBridge

extension Checks {
    /// Device variations without `other`: where the source shows a text on a device the translation
    /// lacks, `stats` counts one untranslated leaf more and `check` reports `device.other` untranslated,
    /// both by one rule, for every shape of source.
    @Suite struct DeviceOtherTests {
        struct Case: Sendable, CustomTestStringConvertible {
            let id: String
            var key = "k"
            /// The source (en) localization's JSON, or nil for none.
            let source: String?
            let german: String
            /// More members of the entry (`"extractionState" : "stale"`).
            var members = ""
            /// The de row: total, translated, untranslated, stale.
            let counts: (Int, Int, Int, Int)
            /// `untranslated` findings at `device.other`.
            let findings: Int

            var testDescription: String { id }

            var catalog: String {
                let localizations = (source.map { [#""en" : \#($0)"#] } ?? []) + [#""de" : \#(german)"#]
                return #"{ "sourceLanguage" : "en", "strings" : { "\#(key)" : { \#(members)"localizations" : { "#
                    + localizations.joined(separator: ", ") + #" } } }, "version" : "1.0" }"#
            }
        }

        static func text(_ value: String) -> String { #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"# }

        static func devices(_ texts: KeyValuePairs<String, String>) -> String {
            #"{ "variations" : { "device" : { "# + texts.map { #""\#($0.key)" : \#(text($0.value))"# }.joined(separator: ", ") + " } } }"
        }

        static let plural = #"{ "variations" : { "plural" : { "one" : \#(text("%lld thing")), "other" : \#(text("%lld things")) } } }"#

        static let cases: [Case] = [
            Case(id: "source other", source: devices(["iphone": "Tap", "other": "Click"]), german: devices(["iphone": "Tippen"]),
                 counts: (2, 1, 1, 0), findings: 1),
            Case(id: "source device the translation lacks", source: devices(["iphone": "Tap", "mac": "Click"]),
                 german: devices(["iphone": "Tippen"]), counts: (2, 1, 1, 0), findings: 1),
            Case(id: "only another device in the source", source: devices(["mac": "Click"]), german: devices(["iphone": "Tippen"]),
                 counts: (2, 1, 1, 0), findings: 1),
            // The source shows nothing on the devices both lack: nothing more to translate.
            Case(id: "the source's devices, no other", source: devices(["iphone": "Tap", "mac": "Click"]),
                 german: devices(["iphone": "Tippen", "mac": "Klicken"]), counts: (2, 2, 0, 0), findings: 0),
            Case(id: "plain source", source: text("Things"), german: devices(["mac": "Dinge"]), counts: (2, 1, 1, 0), findings: 1),
            Case(id: "plural source", source: plural, german: devices(["mac": "%lld Dinge"]), counts: (2, 1, 1, 0), findings: 1),
            // Without a source localization the key is the text, on every device.
            Case(id: "no source localization", source: nil, german: devices(["mac": "Dinge"]), counts: (2, 1, 1, 0), findings: 1),
            // An empty source text has nothing to translate, on any device.
            Case(id: "empty source", source: text(""), german: devices(["mac": "Dinge"]), counts: (0, 0, 0, 0), findings: 0),
            Case(id: "the key \"\" without source", key: "", source: nil, german: devices(["mac": "Dinge"]), counts: (0, 0, 0, 0),
                 findings: 0),
            Case(id: "empty source other", source: devices(["iphone": "Tap", "other": ""]), german: devices(["iphone": "Tippen"]),
                 counts: (1, 1, 0, 0), findings: 0),
            // Keys that need no translation: the leaf is stale, or not counted, and not reported.
            Case(id: "stale key", source: devices(["iphone": "Tap", "other": "Click"]), german: devices(["iphone": "Tippen"]),
                 members: #""extractionState" : "stale", "#, counts: (0, 0, 0, 2), findings: 0),
            Case(id: "not to translate", source: devices(["iphone": "Tap", "other": "Click"]), german: devices(["iphone": "Tippen"]),
                 members: #""shouldTranslate" : false, "#, counts: (0, 0, 0, 0), findings: 0),
        ]

        @Test(arguments: cases)
        func statsAndCheckAgree(_ example: Case) throws {
            let catalog = try CatalogReader.read(Array(example.catalog.utf8), path: "L.xcstrings").catalog
            let (total, translated, untranslated, stale) = example.counts
            #expect(CatalogStatistics(catalog: catalog, path: "L.xcstrings").languages == [
                LanguageStatistics(language: "de", total: total, translated: translated, untranslated: untranslated, stale: stale),
            ])
            let findings = Checker().findings(in: catalog, path: "L.xcstrings")
            #expect(findings.count { $0.rule == .untranslated && $0.variation == "device.other" } == example.findings)
        }

        /// A plural source has one text for every device, as a plain one has.
        @Test func pluralSourceMessage() throws {
            let example = Self.cases.first { $0.id == "plural source" }!
            let catalog = try CatalogReader.read(Array(example.catalog.utf8), path: "L.xcstrings").catalog
            #expect(Checker().findings(in: catalog, path: "L.xcstrings").map(\.description) == [
                #"L.xcstrings:1:1: warning: [untranslated] device.other: the de translation varies by device (mac) but has no "#
                    + #"other variation: on the other devices the app has no de text, and an export offers only the devices it "#
                    + #"has; add other (key "k", language de)"#,
            ])
        }

        /// A regional variant of the source language falls back to it: not reported unless named, as for
        /// its other untranslated leaves; `stats` counts the leaf, as it counts those.
        @Test func regionalVariantOfTheSource() throws {
            let catalog = try CatalogReader.read(Array("""
                { "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : {
                  "en" : \(Self.devices(["iphone": "Tap", "other": "Click"])),
                  "en-GB" : \(Self.devices(["iphone": "Tap"])) } } }, "version" : "1.0" }
                """.utf8), path: "L.xcstrings").catalog
            #expect(CatalogStatistics(catalog: catalog, path: "L.xcstrings").languages == [
                LanguageStatistics(language: "en-GB", total: 2, translated: 1, untranslated: 1),
            ])
            #expect(Checker().findings(in: catalog, path: "L.xcstrings").filter { $0.rule == .untranslated }.isEmpty)
            let named = Checker(configuration: CheckConfiguration(languages: ["en-GB"])).findings(in: catalog, path: "L.xcstrings")
            #expect(named.map(\.text) == [
                #"[untranslated] device.other: the en-GB translation varies by device (iphone) but has no other variation: on the "#
                    + #"other devices the app has no en-GB text, and an export offers only the devices it has; add other "#
                    + #"(key "k", language en-GB)"#,
            ])
        }
    }
}
