import Testing
@testable import LocBridge

extension Export {
    /// Tags that name one language (`de` and `DE`, `pt-BR` and `pt_BR`, LanguageTag.same) are one export
    /// language: one document, named as the first catalog spells it, each catalog's `<file>` taking its
    /// targets from its own spelling.
    @Suite struct ExporterLanguageSpellingTests {
        static func catalog(key: String, source: String, language: String, value: String) throws -> StringCatalog {
            try ExportFixture.catalog("""
                { "sourceLanguage" : "en", "strings" : { "\(key)" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "\(source)" } },
                  "\(language)" : { "stringUnit" : { "state" : "translated", "value" : "\(value)" } } } } },
                  "version" : "1.0" }
                """)
        }

        static func exporter() throws -> Exporter {
            Exporter(catalogs: [
                ExportedCatalog(original: "C.xcstrings", catalog: try catalog(key: "c", source: "Cat", language: "DE", value: "Katze")),
                ExportedCatalog(original: "A.xcstrings", catalog: try catalog(key: "a", source: "Hello", language: "de", value: "Hallo")),
                ExportedCatalog(original: "B.xcstrings", catalog: try catalog(key: "b", source: "Bye", language: "pt_BR", value: "Tchau")),
                ExportedCatalog(original: "D.xcstrings", catalog: try catalog(key: "d", source: "Dog", language: "pt-br", value: "Cão")),
            ])
        }

        /// One language per group, spelled as the first catalog in `<file>` order has it.
        @Test func eachLanguageOnceAsTheFirstCatalogSpellsIt() throws {
            #expect(try Self.exporter().translatedLanguages == ["de", "pt_BR"])
        }

        /// `C.xcstrings` spells German `DE`: its `<file>` still carries its translation, under the
        /// document's target-language.
        @Test func everyCatalogsTranslationsReachTheDocument() throws {
            let document = String(decoding: XLIFFWriter.bytes(try Self.exporter().document(for: "de")), as: UTF8.self)
            func file(_ name: String, _ id: String, _ source: String, _ target: String?) -> String {
                """
                  <file original="\(name).xcstrings" source-language="en" target-language="de" datatype="plaintext">
                    <header>
                      <tool tool-id="locbridge" tool-name="locbridge" tool-version="\(locbridgeVersion)"/>
                    </header>
                    <body>
                      <trans-unit id="\(id)" xml:space="preserve">
                        <source>\(source)</source>
                \(target.map { "        <target state=\"translated\">\($0)</target>\n" } ?? "")\
                        <note/>
                      </trans-unit>
                    </body>
                  </file>

                """
            }
            expectXLIFF(document, """
                <?xml version="1.0" encoding="UTF-8"?>
                \(ExporterDocumentTests.xliffLine)
                \(file("A", "a", "Hello", "Hallo"))\(file("B", "b", "Bye", nil))\(file("C", "c", "Cat", "Katze"))\
                \(file("D", "d", "Dog", nil))</xliff>

                """)
        }

        /// A legacy table's folder spelled another way (`DE.lproj` read as `DE`) is the same language too.
        @Test func aLegacyTableTakesItsOwnSpellingToo() throws {
            let table = ExportedLegacyTable(original: "App/en.lproj/L.strings", developmentLanguage: "en",
                                            source: try LegacyExportTests.strings("\"Cat\" = \"Cat\";"),
                                            translations: ["DE": try LegacyExportTests.strings("\"Cat\" = \"Katze\";")])
            let exporter = Exporter(catalogs: [ExportedCatalog(original: "A.xcstrings", catalog: try Self.catalog(
                key: "a", source: "Hello", language: "de", value: "Hallo"))], legacyTables: [table])
            #expect(exporter.translatedLanguages == ["de"])
            let file = table.file(for: "de", tool: .locbridge)
            #expect(file.targetLanguage == "de")
            #expect(file.units.map(\.target) == ["Katze"])
            #expect(!file.legacyAttributeOrder)
        }
    }
}
