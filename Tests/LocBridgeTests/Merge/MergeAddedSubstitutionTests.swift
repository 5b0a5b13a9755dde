import Testing
@testable import LocBridge

extension MergeTests {
    /// A substitution the translation adds and the source lacks ("Insgesamt %#@VISITS@" for "%lld visits"):
    /// its export, Xcode's or ours (forms with their id as `<source>`), imports unchanged; edits import;
    /// a language the catalog lacks gets the text and the substitution together, or nothing.
    @Suite struct MergeAddedSubstitutionTests {
        typealias Fixture = AddedSubstitutionFixture

        @Test func itsExportImportsUnchanged() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(Fixture.export), into: Fixture.catalog())
            MergeFixture.expectText(json, Fixture.catalog())
            #expect(MergeCounts(report) == MergeCounts(unchanged: 3))
            #expect(report.diagnostics.isEmpty)
        }

        /// A tool that fills empty targets with their `<source>` copies a form's id: no translation.
        @Test func aFormsIDCopiedIntoItsTargetIsNoTranslation() throws {
            let copied = Fixture.form("one", target: "visits|==|substitutions.VISITS.plural.one")
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(copied), into: Fixture.catalog())
            MergeFixture.expectText(json, Fixture.catalog())
            #expect(MergeCounts(report) == MergeCounts(emptySkipped: 1))
        }

        /// A file older than the key's source text: its forms, whose `<source>` is their id, answered the
        /// old text too, so they are imported for review with it, as `review` would mark them.
        @Test func formsOfAnOlderTextAreMarkedForReview() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff([
                Fixture.unit("", source: "%lld visitors", target: "Insgesamt %1$#@VISITS@"),
                Fixture.form("other", target: "%1$lld Besuche!"),
            ].joined(separator: "\n")), into: Fixture.catalog())
            let german = try MergeFixture.catalog(json).strings["visits"]?.localizations?["de"]
            #expect(german?.stringUnit?.state == .needsReview)
            #expect(german?.substitutions?["VISITS"]?.variations?.plural?[.other]?.stringUnit
                == StringUnit(state: .needsReview, value: "%arg Besuche!"))
            #expect(MergeCounts(report) == MergeCounts(sourceChanged: 2))
            #expect(report.diagnostics.map(\.description).last == #"de.xliff:13:1: warning: "visits" (visits|==|substitutions.VISITS.plural.other): "#
                + #"the file's <source> of the text this form belongs to is older than the catalog's source text (changed since "#
                + #"export); imported as needs_review, replacing "%arg Besuche""#)
        }

        /// Earlier locbridge versions gave these forms the text's source as `<source>`: that is current too.
        @Test func anEarlierExportImportsUnchanged() throws {
            let earlier = [
                Fixture.unit("", source: "%lld visits", target: "Insgesamt %1$#@VISITS@"),
                Fixture.form("one", target: "%1$lld Besuch", source: "%lld visits"),
                Fixture.form("other", target: "%1$lld Besuche", source: "%lld visits"),
            ].joined(separator: "\n")
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(earlier), into: Fixture.catalog())
            MergeFixture.expectText(json, Fixture.catalog())
            #expect(MergeCounts(report) == MergeCounts(unchanged: 3))
            #expect(report.diagnostics.isEmpty)
        }

        /// The text and each form, edited, go back in the catalog's form (`%#@VISITS@`, `%arg`); a form
        /// may leave out the count.
        @Test func editsImport() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff([
                Fixture.unit("", source: "%lld visits", target: "Bisher %1$#@VISITS@"),
                Fixture.form("one", target: "ein Besuch"),
                Fixture.form("other", target: "%1$lld Besuche insgesamt"),
            ].joined(separator: "\n")), into: Fixture.catalog())
            MergeFixture.expectText(json, Fixture.catalog(Fixture.german("Bisher %#@VISITS@", one: "ein Besuch",
                                                                         other: "%arg Besuche insgesamt")))
            #expect(MergeCounts(report) == MergeCounts(updated: 3))
            #expect(report.diagnostics.isEmpty)
        }

        /// A form the export does not have, added with another form's id as `<source>` (observed: Xcode
        /// imports it as translated): those ids say no source text, so no source changed.
        @Test func aFormAddedUnderAnotherFormsID() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(
                Fixture.form("zero", target: "noch keine Besuche", source: "visits|==|substitutions.VISITS.plural.other")),
                into: Fixture.catalog())
            MergeFixture.expectText(json, Fixture.catalog(Fixture.german(zero: "noch keine Besuche")))
            #expect(MergeCounts(report) == MergeCounts(updated: 1))
            #expect(report.diagnostics.isEmpty)
        }

        /// A language the catalog lacks: `%1$#@VISITS@` gives `argNum` 1, `%1$lld` the `formatSpecifier`,
        /// and the forms keep `%arg`. The result is what the export came from, and `check` finds nothing.
        @Test func aNewLanguageGetsTheTextAndTheSubstitution() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(Fixture.export), into: Fixture.englishOnly)
            MergeFixture.expectText(json, Fixture.catalog())
            #expect(MergeCounts(report) == MergeCounts(updated: 3))
            #expect(report.diagnostics.isEmpty)
            #expect(Checker().findings(in: try MergeFixture.catalog(json), path: "L.xcstrings").isEmpty)
        }

        /// Forms that do not show the count: the type is the source's argument 1.
        @Test func aNewLanguageTakesTheTypeFromTheSourceWhereNoFormShowsIt() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff([
                Fixture.unit("", source: "%lld visits", target: "Insgesamt %1$#@VISITS@"),
                Fixture.form("one", target: "ein Besuch"),
                Fixture.form("other", target: "viele Besuche"),
            ].joined(separator: "\n")), into: Fixture.englishOnly)
            MergeFixture.expectText(json, Fixture.catalog(Fixture.german(one: "ein Besuch", other: "viele Besuche")))
            #expect(MergeCounts(report) == MergeCounts(updated: 3))
        }

        /// Forms that show argument 1 with two types say nothing sure: the text and the forms are refused
        /// together (stored apart, the forms would be substitutions without a text, which do not compile).
        @Test func aNewLanguageWhoseFormsDisagreeIsRefused() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff([
                Fixture.unit("", source: "%lld visits", target: "Insgesamt %1$#@VISITS@"),
                Fixture.form("one", target: "%1$lld Besuch"),
                Fixture.form("other", target: "%1$@ Besuche"),
            ].joined(separator: "\n")), into: Fixture.englishOnly)
            MergeFixture.expectText(json, Fixture.englishOnly)
            #expect(MergeCounts(report) == MergeCounts(refused: 3))
            let reason = #"names a substitution "VISITS" that neither the de translation nor the source defines, and the file "#
                + "does not say what it is: its forms show argument 1 as %1$@ and %1$lld; as Xcode exports one, its text names it by "
                + "argument (%1$#@VISITS@) and its forms show that argument with its type (%1$lld); fix the translation and import again"
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "visits": %1$#@VISITS@ "# + reason,
                #"de.xliff:13:1: error: refused "visits" (visits|==|substitutions.VISITS.plural.one): %#@VISITS@ "# + reason,
                #"de.xliff:18:1: error: refused "visits" (visits|==|substitutions.VISITS.plural.other): %#@VISITS@ "# + reason,
            ])
        }

        /// A text refused for its arguments leaves its forms nothing to belong to: refused too.
        @Test func formsOfARefusedTextAreRefused() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff([
                Fixture.unit("", source: "%lld visits", target: "Insgesamt %1$#@VISITS@ von %2$@"),
                Fixture.form("one", target: "%1$lld Besuch"),
                Fixture.form("other", target: "%1$lld Besuche"),
            ].joined(separator: "\n")), into: Fixture.englishOnly)
            MergeFixture.expectText(json, Fixture.englishOnly)
            #expect(MergeCounts(report) == MergeCounts(refused: 3))
            func form(_ category: String) -> String {
                #"refused "visits" (visits|==|substitutions.VISITS.plural.\#(category)): no de text of "visits" names %#@VISITS@, "#
                    + "so nothing would show this form (and a localization with substitutions but no text naming them does not "
                    + "compile); import the text that names it with its forms"
            }
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "visits": the translation has 2 format specifiers (%1$#@VISITS@ (formatSpecifier "#
                    + "lld), %2$@) but the source has 1 (%lld); fix the translation and import again",
                "de.xliff:13:1: error: " + form("one"),
                "de.xliff:18:1: error: " + form("other"),
            ])
        }

        /// Forms of a text that is still a draft wait for it (drafts are merged after finished units).
        @Test func formsWaitForTheirDraftText() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff([
                Fixture.unit("", source: "%lld visits", target: "Insgesamt %1$#@VISITS@", state: "needs-review-l10n"),
                Fixture.form("one", target: "%1$lld Besuch"),
                Fixture.form("other", target: "%1$lld Besuche"),
            ].joined(separator: "\n")), into: Fixture.englishOnly)
            let draftText = MergeFixture.replacing(#""state" : "translated",\#n            "value" : "Insgesamt"#,
                                                   with: #""state" : "needs_review",\#n            "value" : "Insgesamt"#,
                                                   in: Fixture.catalog())
            MergeFixture.expectText(json, draftText)
            #expect(MergeCounts(report) == MergeCounts(updated: 2, draftsAdded: 1))
        }

        /// The parity rule still compares types: VISITS reads an object where the source passes a number.
        @Test func aSubstitutionOfAnotherTypeIsRefused() throws {
            let catalog = Fixture.catalog(Fixture.german(formatSpecifier: "@"))
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(
                Fixture.unit("", source: "%lld visits", target: "Bisher %1$#@VISITS@")), into: catalog)
            MergeFixture.expectText(json, catalog)
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "visits": argument 1 is %lld in the source but %1$#@VISITS@ (formatSpecifier @) in "#
                    + "the translation; fix the translation and import again",
            ])
        }

        /// A form may show only the source text's arguments.
        @Test func aFormWithAnArgumentTheSourceLacksIsRefused() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff(
                Fixture.form("other", target: "%1$lld Besuche von %2$@")), into: Fixture.catalog())
            MergeFixture.expectText(json, Fixture.catalog())
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "visits" (visits|==|substitutions.VISITS.plural.other): the translation uses "#
                    + "argument 2 (%2$@), which the source does not have; fix the translation and import again",
            ])
        }
    }
}
