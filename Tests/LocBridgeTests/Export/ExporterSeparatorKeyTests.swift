import Testing
@testable import LocBridge

extension Export {
    /// Keys holding `|==|` whose ids read back (FORMATS.md §2, "Id grammar"): exported as Xcode 27 exports
    /// them, the key written whole before the path, units in id order; only keys whose ids would read back
    /// as another key's variation are refused.
    @Suite struct ExporterSeparatorKeyTests {
        /// A plain key and a plural key with the separator, beside a plural key that is the first one's start.
        static let json = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld items|==|sold" : {
              "comment" : "Sales counter",
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel verkauft" } },
                  "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld Artikel verkauft" } } } } },
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item sold" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items sold" } } } } }
              }
            },
            "plain" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Ebene" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Ebenen" } } } } },
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld plane" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld planes" } } } } }
              }
            },
            "plain|==|word" : {
              "comment" : "A key with the separator",
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Wort" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Word" } }
              }
            }
          },
          "version" : "1.0"
        }
        """#

        /// The plain key's unit is one plain unit; the plural key's units carry the key whole before
        /// `|==|plural.CAT`, as any plural key's do.
        @Test func exportsKeysWhoseIdsReadBack() throws {
            let catalog = try ExportFixture.catalog(Self.json)
            #expect(throws: Never.self) { try Exporter(catalogs: [ExportedCatalog(original: ExportFixture.original, catalog: catalog)]).validate() }
            try expectXLIFF(ExportFixture.units(Self.json, language: "de"), """
                      <trans-unit id="%lld items|==|sold|==|plural.one" xml:space="preserve">
                        <source>%lld item sold</source>
                        <target state="translated">%lld Artikel verkauft</target>
                        <note>Sales counter</note>
                      </trans-unit>
                      <trans-unit id="%lld items|==|sold|==|plural.other" xml:space="preserve">
                        <source>%lld items sold</source>
                        <target state="needs-review-l10n">%lld Artikel verkauft</target>
                        <note>Sales counter</note>
                      </trans-unit>
                      <trans-unit id="plain|==|plural.one" xml:space="preserve">
                        <source>%lld plane</source>
                        <target state="translated">%lld Ebene</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="plain|==|plural.other" xml:space="preserve">
                        <source>%lld planes</source>
                        <target state="translated">%lld Ebenen</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="plain|==|word" xml:space="preserve">
                        <source>Word</source>
                        <target state="translated">Wort</target>
                        <note>A key with the separator</note>
                      </trans-unit>

                """)
        }

        /// Written, read and written again: the same bytes, every unit under the key it came from.
        @Test func readsBackToTheSameUnits() throws {
            let document = Exporter(catalogs: [ExportedCatalog(original: ExportFixture.original,
                                                               catalog: try ExportFixture.catalog(Self.json))]).document(for: "de")
            let bytes = XLIFFWriter.bytes(document)
            let read = try XLIFFReader.read(bytes, path: "de.xliff")
            #expect(read.diagnostics.isEmpty)
            #expect(read.document.files[0].units.map(\.id) == document.files[0].units.map(\.id))
            #expect(read.document.files[0].units.map(\.id.key) == ["%lld items|==|sold", "%lld items|==|sold", "plain", "plain", "plain|==|word"])
            #expect(XLIFFWriter.bytes(read.document) == bytes)
            #expect(Checker().findings(in: read.document, path: "de.xliff").filter { $0.rule == .ambiguousKey }.isEmpty)
        }

        /// Beside a key `x` with plurals, the key `x|==|plural.one` would be one of its ids (Xcode's export
        /// crashes on it): that key is refused, and `x` is not.
        @Test func refusesAKeyThatIsAnotherKeysVariationId() throws {
            let catalog = try ExportFixture.catalog(#"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "x" : { "localizations" : { "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld x" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld xs" } } } } } } },
                "x|==|plural.one" : { }
              },
              "version" : "1.0"
            }
            """#)
            let error = #expect(throws: ExportError.self) {
                try Exporter(catalogs: [ExportedCatalog(original: ExportFixture.original, catalog: catalog)]).validate()
            }
            #expect(error?.description == #"App/Localizable.xcstrings:7:1: error: the key "x|==|plural.one" contains "|==|" "#
                + #"followed by a variation path: its XLIFF id "x|==|plural.one" would read back as the plural.one variation of "#
                + #"the key "x", so it could not come back; rename the key"#)
        }
    }
}
