import Testing
@testable import LocBridge

extension MergeTests {
    /// App Intents placeholders (`${name}`): a target that drops, renames or adds one, or an App Shortcut
    /// phrase without `${applicationName}`, is refused (as `check`'s `placeholders` reports it); what the
    /// catalog already holds is never refused, so an export imported back changes nothing.
    @Suite struct MergePlaceholderTests {
        /// The catalog in Xcode's form: de holds a broken summary and a broken phrase set.
        static let catalog = MergeFixture.json(try! MergeFixture.catalog(#"""
            { "sourceLanguage" : "en", "strings" : {
              "${toggle} Emoji Search ${state}" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Emoji-Suche ${state}" } } } },
              "Create a document in ${applicationName}" : { "localizations" : {
                "de" : { "stringSet" : { "state" : "translated", "values" : [ "Erstelle ein Dokument" ] } },
                "en" : { "stringSet" : { "state" : "new", "values" : [ "Create a document in ${applicationName}",
                                                                        "New ${applicationName} document" ] } } } },
              "Delete ${cseID}" : { },
              "Open" : { "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Open ${item}" } } } }
            }, "version" : "1.0" }
            """#))

        static let phrases = #"<source><mrk mtype="x-set" mid="0">Create a document in ${applicationName}</mrk>"#
            + #"<mrk mtype="x-set" mid="1">New ${applicationName} document</mrk></source>"#

        static func set(_ phrases: String...) -> String {
            #"<target state="translated">"# + phrases.enumerated().map { #"<mrk mtype="x-set" mid="\#($0.offset)">\#($0.element)</mrk>"# }
                .joined() + "</target>"
        }

        @Test func brokenTargetsAreRefusedAndTheCatalogKept() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="${toggle} Emoji Search ${state}" xml:space="preserve">
                        <source>${toggle} Emoji Search ${state}</source>
                        <target state="translated">Emoji-Suche ${Toggle} ${state}</target>
                      </trans-unit>
                      <trans-unit id="Create a document in ${applicationName}" xml:space="preserve">
                        \(Self.phrases)
                        \(Self.set("Dokument in ${applicationName}", "Neues Dokument"))
                      </trans-unit>
                      <trans-unit id="Delete ${cseID}" xml:space="preserve">
                        <source>Delete ${cseID}</source>
                        <target state="translated">Löschen</target>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(refused: 3))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "${toggle} Emoji Search ${state}": the translation lacks ${toggle}, which the "#
                    + "source has, and uses ${Toggle}, which the source does not have; fix the translation and import again",
                #"de.xliff:12:1: error: refused "Create a document in ${applicationName}": phrase 2 of the translation lacks "#
                    + "${applicationName}, which every phrase of the source has; fix the translation and import again",
                #"de.xliff:16:1: error: refused "Delete ${cseID}": the translation lacks ${cseID}, which the source has; fix "#
                    + "the translation and import again",
            ])
        }

        /// The catalog's own broken texts, sent back as the export wrote them, change nothing: a catalog's
        /// export always imports back. Fixed ones, and phrase sets of another size, are written.
        @Test func heldTextsAreNotRefusedAndFixedOnesAreWritten() throws {
            let (same, unchanged) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="${toggle} Emoji Search ${state}" xml:space="preserve">
                        <source>${toggle} Emoji Search ${state}</source>
                        <target state="translated">Emoji-Suche ${state}</target>
                      </trans-unit>
                      <trans-unit id="Create a document in ${applicationName}" xml:space="preserve">
                        \(Self.phrases)
                        \(Self.set("Erstelle ein Dokument"))
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(same, Self.catalog)
            #expect(MergeCounts(unchanged) == MergeCounts(unchanged: 2))
            #expect(unchanged.diagnostics.isEmpty)

            let (fixed, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="${toggle} Emoji Search ${state}" xml:space="preserve">
                        <source>${toggle} Emoji Search ${state}</source>
                        <target state="translated">Emoji-Suche ${state} ${toggle}</target>
                      </trans-unit>
                      <trans-unit id="Create a document in ${applicationName}" xml:space="preserve">
                        \(Self.phrases)
                        \(Self.set("Dokument in ${applicationName} erstellen", "Neues ${applicationName}-Dokument", "${applicationName}: neu"))
                      </trans-unit>
                """), into: Self.catalog)
            #expect(MergeCounts(report) == MergeCounts(updated: 2))
            #expect(fixed.contains(#""value" : "Emoji-Suche ${state} ${toggle}""#))
            #expect(fixed.contains(#""${applicationName}: neu""#))
        }

        /// A file older than the catalog's source text: the current source's placeholders are the intent's
        /// parameters now.
        @Test func anOlderSourceIsComparedWithTheCurrentOne() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff("""
                      <trans-unit id="Open" xml:space="preserve">
                        <source>Open ${note}</source>
                        <target state="translated">Öffne ${note}</target>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "Open": the translation lacks ${item}, which the current source text has, and "#
                    + "uses ${note}, which the current source text does not have; fix the translation and import again",
            ])
        }

        /// A source-language file's target is a new source text: it keeps the placeholders the code names.
        @Test func aSourceEditKeepsThem() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(language: "en", """
                      <trans-unit id="Delete ${cseID}" xml:space="preserve">
                        <source>Delete ${cseID}</source>
                        <target state="translated">Delete the engine ${keyword}</target>
                      </trans-unit>
                """), into: Self.catalog)
            MergeFixture.expectText(json, Self.catalog)
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "Delete ${cseID}": the edited text lacks ${cseID}, which the current source "#
                    + "text has, and uses ${keyword}, which the current source text does not have; the app's code names the "
                    + "parameter each ${name} stands for: keep the source's placeholders (to change them, change the code too)",
            ])
        }
    }
}
