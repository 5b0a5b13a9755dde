import Testing
@testable import LocBridge

extension MergeTests {
    /// Machine translations (FORMATS.md §2): `translated` + `state-qualifier="leveraged-mt"` is
    /// `machine_translated`, as Xcode 27 imports it; the same text sent back without the qualifier is a
    /// person's word, `translated`; older exports' `x-machine_translated` still comes back.
    @Suite struct MergeMachineTranslationTests {
        /// `Find` machine translated, `Save` translated, `Sync` untranslated; `%lld photos` has a machine
        /// translated plural form and `Sent %#@mails@` a machine translated text and substitution form.
        static let catalog = #"""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "%lld photos" : { "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "machine_translated", "value" : "%lld Foto" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Fotos" } } } } },
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } } } } } } },
              "Find" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "machine_translated", "value" : "Suchen" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Find" } } } },
              "Save" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Sichern" } } } },
              "Sent %#@mails@" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "machine_translated", "value" : "%#@mails@ gesendet" },
                  "substitutions" : { "mails" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "machine_translated", "value" : "%arg Mail" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Mails" } } } } } } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Sent %#@mails@" },
                  "substitutions" : { "mails" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg mail" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg mails" } } } } } } } } },
              "Sync" : { }
            } }
            """#

        /// The catalog as Xcode writes it, with `replacements` (old → new) made in its compact JSON.
        static func expected(_ replacements: [(String, String)] = []) throws -> String {
            var json = catalog
            for (old, new) in replacements { json = MergeFixture.replacing(old, with: new, in: json) }
            return MergeFixture.json(try MergeFixture.catalog(json))
        }

        /// Exports the catalog's German as XLIFF bytes, reads them back and imports them.
        static func importingOwnExport(tool: ToolInfo) throws -> (json: String, report: MergeReport, xliff: String) {
            let exported = Exporter(catalogs: [ExportedCatalog(original: MergeFixture.catalogPath, catalog: try MergeFixture.catalog(catalog))],
                                    tool: tool).document(for: "de")
            let xliff = String(decoding: XLIFFWriter.bytes(exported), as: UTF8.self)
            let (json, report) = try MergeFixture.importing(xliff, into: catalog)
            return (json, report, xliff)
        }

        @Test func leveragedMTImportsAsMachineTranslated() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Save" xml:space="preserve">
                        <source>Save</source>
                        <target state="translated" state-qualifier="leveraged-mt">Speichern</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Sync" xml:space="preserve">
                        <source>Sync</source>
                        <target state="translated" state-qualifier="leveraged-mt">Abgleichen</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, try Self.expected([
                (#"{ "state" : "translated", "value" : "Sichern" }"#, #"{ "state" : "machine_translated", "value" : "Speichern" }"#),
                (#""Sync" : { }"#, #""Sync" : { "localizations" : { "de" : { "stringUnit" : { "state" : "machine_translated", "value" : "Abgleichen" } } } }"#),
            ]))
            #expect(MergeCounts(report) == MergeCounts(updated: 2))
            #expect(report.diagnostics.isEmpty)
        }

        /// Our export and one with Xcode's tool line, read back unchanged: every byte stays, and every
        /// unit with a target is counted unchanged.
        @Test(arguments: [ToolInfo.locbridge, ToolInfo(id: "com.apple.dt.xcode", name: "Xcode", version: "27.0", buildNumber: "27A266a")])
        func anUnchangedExportChangesNothing(tool: ToolInfo) throws {
            let (json, report, xliff) = try Self.importingOwnExport(tool: tool)
            #expect(xliff.components(separatedBy: #"state="translated" state-qualifier="leveraged-mt""#).count - 1 == 4)
            #expect(!xliff.contains("x-machine_translated"))
            MergeFixture.expectText(json, try Self.expected())
            #expect(MergeCounts(report) == MergeCounts(unchanged: 7, emptySkipped: 1))
            #expect(report.diagnostics.isEmpty)
        }

        /// A reviewer who drops the qualifier from an unchanged machine translation, or marks it `final`
        /// (which wins over the qualifier), confirms it: `translated`, counted updated.
        @Test(arguments: ["translated", "final", "signed-off", #"final" state-qualifier="leveraged-mt"#])
        func droppingTheQualifierConfirmsTheText(attributes: String) throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Find" xml:space="preserve">
                        <source>Find</source>
                        <target state="\(attributes)">Suchen</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Sent %#@mails@|==|substitutions.mails.plural.one" xml:space="preserve">
                        <source>%1$lld mail</source>
                        <target state="\(attributes)">%1$lld Mail</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, try Self.expected([
                (#"{ "state" : "machine_translated", "value" : "Suchen" }"#, #"{ "state" : "translated", "value" : "Suchen" }"#),
                (#"{ "state" : "machine_translated", "value" : "%arg Mail" }"#, #"{ "state" : "translated", "value" : "%arg Mail" }"#),
            ]))
            #expect(MergeCounts(report) == MergeCounts(updated: 2))
            #expect(report.diagnostics.isEmpty)
        }

        /// A target without a state says nothing about review (a tool may drop every attribute).
        @Test func aTargetWithoutStateConfirmsNothing() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Find" xml:space="preserve">
                        <source>Find</source>
                        <target>Suchen</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, try Self.expected())
            #expect(MergeCounts(report) == MergeCounts(unchanged: 1))
        }

        /// A file older than the key's source text confirms nothing: the form whose source changed is
        /// marked for review (said once, as a source change), another form of the key keeps its state.
        @Test func anOlderFileConfirmsNoMachineTranslation() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="%lld photos|==|plural.one" xml:space="preserve">
                        <source>%lld photo</source>
                        <target state="translated">%lld Foto</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Find" xml:space="preserve">
                        <source>Search</source>
                        <target state="translated">Suchen</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="%lld photos|==|plural.other" xml:space="preserve">
                        <source>%lld pictures</source>
                        <target state="translated">%lld Fotos</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, try Self.expected([
                (#"{ "state" : "machine_translated", "value" : "Suchen" }"#, #"{ "state" : "needs_review", "value" : "Suchen" }"#),
                (#"{ "state" : "translated", "value" : "%lld Fotos" }"#, #"{ "state" : "needs_review", "value" : "%lld Fotos" }"#),
            ]))
            #expect(MergeCounts(report) == MergeCounts(unchanged: 1, sourceChanged: 2))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: note: "%lld photos" (%lld photos|==|plural.one): kept machine_translated: the file's <source> for "#
                    + #"this key is older than the catalog's, so the translation was not reviewed against the new text"#,
                #"de.xliff:13:1: warning: the file's <source> of "Find" is "Search", not the catalog's source text "Find" "#
                    + #"(changed since export, or edited in the file); imported as needs_review"#,
                #"de.xliff:18:1: warning: the file's <source> of "%lld photos" is "%lld pictures", "#
                    + #"not the catalog's source text "%lld photos" (changed since export, or edited in the file); imported as needs_review"#,
            ])
        }

        /// Exports from before Xcode's spelling wrote `x-machine_translated`: unchanged, nothing changes;
        /// a new text over a machine translation stays one.
        @Test func anOlderExportsStateIsAccepted() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Find" xml:space="preserve">
                        <source>Find</source>
                        <target state="x-machine_translated">Suchen</target>
                        <note/>
                      </trans-unit>
                      <trans-unit id="Sent %#@mails@" xml:space="preserve">
                        <source>Sent %1$#@mails@</source>
                        <target state="x-machine_translated">%1$#@mails@ verschickt</target>
                        <note/>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, try Self.expected([
                (#""value" : "%#@mails@ gesendet""#, #""value" : "%#@mails@ verschickt""#),
            ]))
            #expect(MergeCounts(report) == MergeCounts(updated: 1, unchanged: 1))
            #expect(report.diagnostics.isEmpty)
            #expect(ImportedState(xliffState: "x-machine_translated", qualifier: nil) == .translation(.machineTranslated))
        }

        /// A draft stays a draft whatever its qualifier; other qualifiers change nothing.
        @Test func onlyTranslatedWithLeveragedMTIsAMachineTranslation() {
            #expect(ImportedState(xliffState: "translated", qualifier: "leveraged-mt") == .translation(.machineTranslated))
            #expect(ImportedState(xliffState: "needs-review-l10n", qualifier: "leveraged-mt") == .draft)
            #expect(ImportedState(xliffState: "new", qualifier: "leveraged-mt") == .draft)
            #expect(ImportedState(xliffState: "signed-off", qualifier: "leveraged-mt") == .translation(.translated))
            #expect(ImportedState(xliffState: "translated", qualifier: "exact-match") == .translation(.translated))
            #expect(ImportedState(xliffState: nil, qualifier: "leveraged-mt") == .translation(.translated))
        }
    }
}
