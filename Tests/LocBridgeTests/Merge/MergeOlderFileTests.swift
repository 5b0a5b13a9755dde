import Testing
@testable import LocBridge

extension MergeTests {
    /// Files exported before the developer changed source texts, and plain translations the export
    /// offers for every variation of a varying source: nothing stale is left marked finished, nothing
    /// newer is undone, and no form the translator returned is lost.
    @Suite struct MergeOlderFileTests {
        /// en: "Plain" (changed since the files below were exported: "Plain text" → "Plain text v2"),
        /// "%lld songs" (plural; de holds one plain text for both forms), "Phrases" (a phrase set, changed:
        /// "Start" → "Launch"), "Sub" (a substitution key whose units sort apart: `Sub`, `SubPos`,
        /// `Sub|==|…`; its form's English changed: "%arg folders" → "%arg directories").
        static let catalog = #"""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "%lld songs" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Lied(er)" } },
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld song" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld songs" } } } } } } },
              "Phrases" : { "localizations" : {
                "de" : { "stringSet" : { "state" : "translated", "values" : [ "Öffnen", "Starten" ] } },
                "en" : { "stringSet" : { "state" : "translated", "values" : [ "Open", "Launch" ] } } } },
              "Plain" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Klartext" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Plain text v2" } } } },
              "Sub" : { "localizations" : {
                "de" : { "stringUnit" : { "state" : "needs_review", "value" : "%#@n@" }, "substitutions" : { "n" : {
                  "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Ordner" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Ordner" } } } } } } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : {
                  "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg folder" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg directories" } } } } } } } } },
              "SubPos" : { }
            } }
            """#

        static func unit(_ id: String, _ source: String, _ target: String, state: String = "translated") -> String {
            """
                  <trans-unit id="\(id)" xml:space="preserve">
                    <source>\(source)</source>
                    <target state="\(state)">\(target)</target>
                    <note/>
                  </trans-unit>
            """
        }

        /// The de states: `[] state` for the text or phrases, then `one state`… for plural forms.
        static func states(_ json: String, _ key: String) throws -> [String] {
            let de = try #require(try MergeFixture.catalog(json).strings[key]?.localizations?["de"])
            var states: [String] = []
            if let state = de.stringUnit?.state ?? de.stringSet?.state { states.append("[] \(state.rawValue)") }
            for (category, form) in (de.variations?.plural ?? [:]).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                states.append("\(category.rawValue) \(form.stringUnit?.state.rawValue ?? "-")")
            }
            return states
        }

        /// An untouched old export: the phrase set whose source changed is marked, so is the plain German
        /// text offered for both English forms of a plural whose forms changed; the substitution text is
        /// not confirmed, as the file predates its form's English, though those units are apart in the file.
        @Test func staleTranslationsAreMarkedAndNotConfirmed() throws {
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff([
                Self.unit("%lld songs|==|plural.one", "%lld song", "%lld Lied(er)"),
                Self.unit("%lld songs|==|plural.other", "%lld tracks", "%lld Lied(er)"),
                Self.unit("Phrases", #"<mrk mtype="x-set" mid="0">Open</mrk><mrk mtype="x-set" mid="1">Start</mrk>"#,
                          #"<mrk mtype="x-set" mid="0">Öffnen</mrk><mrk mtype="x-set" mid="1">Starten</mrk>"#),
                Self.unit("Sub", "%1$#@n@", "%1$#@n@"),
                "      <trans-unit id=\"SubPos\" xml:space=\"preserve\">\n        <source>SubPos</source>\n        <note/>\n      </trans-unit>",
                Self.unit("Sub|==|substitutions.n.plural.other", "%1$lld folders", "%1$lld Ordner"),
            ].joined(separator: "\n")), into: Self.catalog)
            #expect(try Self.states(json, "%lld songs") == ["[] needs_review"])
            #expect(try Self.states(json, "Phrases") == ["[] needs_review"])
            #expect(try Self.states(json, "Sub").first == "[] needs_review")
            #expect(MergeCounts(report) == MergeCounts(unchanged: 2, sourceChanged: 3, emptySkipped: 1))
            #expect(report.diagnostics.map(\.description).contains(
                #"de.xliff:23:1: note: "Sub": kept needs_review: the file's <source> for this key is older than the "#
                    + #"catalog's, so the translation was not reviewed against the new text"#))
        }

        /// The translator revised one form of a plain translation offered for both: both forms are
        /// written, the unchanged one too (it keeps the plain text it was offered, so it is counted
        /// unchanged), and importing the file again changes nothing.
        @Test func splittingAPlainTranslationKeepsEveryForm() throws {
            let file = MergeFixture.xliff([
                Self.unit("%lld songs|==|plural.one", "%lld song", "%lld Lied(er)"),
                Self.unit("%lld songs|==|plural.other", "%lld songs", "%lld Lieder"),
            ].joined(separator: "\n"))
            let (once, first) = try MergeFixture.importing(file, into: Self.catalog)
            #expect(try MergeFixture.catalog(once).strings["%lld songs"]?.localizations?["de"]?.translationLeaves.map(\.text)
                    == ["%lld Lied(er)", "%lld Lieder"])
            #expect(MergeCounts(first) == MergeCounts(updated: 1, unchanged: 1))
            let (twice, second) = try MergeFixture.importing(file, into: once)
            MergeFixture.expectText(twice, once)
            #expect(MergeCounts(second) == MergeCounts(unchanged: 2))
        }

        /// A split makes exactly the variations the export offered the plain text for (a `zero` the source
        /// spells out, the language's forms, the source's devices, nested device → plural), each holding it
        /// with its state, so the next export offers the same units with the same targets.
        @Test(arguments: ["de", "ru", "ar"])
        func aSplitMakesTheVariationsTheExportOffered(language: String) throws {
            func unit(_ value: String) -> String { #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"# }
            let plurals = #"{ "variations" : { "plural" : { "zero" : \#(unit("no %lld")), "one" : \#(unit("%lld x")), "other" : \#(unit("%lld xs")) } } }"#
            var catalog = try MergeFixture.catalog(#"""
                { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
                  "%lld z" : { "localizations" : { "en" : \#(plurals) } },
                  "%lld d" : { "localizations" : { "en" : { "variations" : { "device" : { "iphone" : \#(plurals),
                    "mac" : \#(unit("%lld clicks")), "other" : \#(unit("%lld taps")) } } } } } } }
                """#)
            for key in ["%lld z", "%lld d"] { catalog.strings[key]!.localizations![language] = .unit("%lld P", state: .needsReview) }
            func exported(_ catalog: StringCatalog) -> [TranslationUnit] {
                Exporter(catalogs: [ExportedCatalog(original: MergeFixture.catalogPath, catalog: catalog)]).document(for: language).files[0].units
            }
            let before = exported(catalog)
            // One form of each key revised, the rest sent back as offered.
            let revised: Set = ["%lld z|==|plural.other", "%lld d|==|device.iphone.plural.other"]
            let xliff = MergeFixture.xliff(language: language, before.map { unit in
                let target = revised.contains(unit.id.description) ? "%lld R" : unit.target!
                return #"<trans-unit id="\#(unit.id)"><source>\#(unit.source)</source><target state="needs-review-l10n">\#(target)</target></trans-unit>"#
            }.joined(separator: "\n"))
            let (json, report) = try MergeFixture.importing(xliff, into: MergeFixture.json(catalog))
            #expect(report.refused == 0 && report.unknown == 0)
            let after = exported(try MergeFixture.catalog(json))
            #expect(after.map(\.id) == before.map(\.id))
            #expect(after.map { revised.contains($0.id.description) ? "%lld R" : "%lld P" } == after.map(\.target))
            #expect(Set(after.map(\.state)) == ["needs-review-l10n"])
        }

        /// Two inputs: one revises a form of the plain translation, the other is the untouched export. The
        /// untouched unit of the revised form has the text from before the import (the plain text the
        /// export offered): it keeps the change, with a note, and is no conflict.
        @Test func anUntouchedExportKeepsTheSplitOfAnEarlierInput() throws {
            let revised = MergeFixture.xliff([
                Self.unit("%lld songs|==|plural.one", "%lld song", "%lld Lied"),
                Self.unit("%lld songs|==|plural.other", "%lld songs", "%lld Lied(er)"),
            ].joined(separator: "\n"))
            let untouched = revised.replacingOccurrences(of: ">%lld Lied<", with: ">%lld Lied(er)<")
            var catalog = try MergeFixture.catalog(Self.catalog)
            var earlier: [UnitID: EarlierChange] = [:]
            var reports: [MergeReport] = []
            for text in [revised, untouched] {
                let file = try XLIFFReader.read(Array(text.utf8), path: MergeFixture.xliffPath).document.files[0]
                reports.append(Merge.apply(file, to: &catalog, catalogPath: MergeFixture.catalogPath, earlier: &earlier))
            }
            #expect(catalog.strings["%lld songs"]?.localizations?["de"]?.translationLeaves.map(\.rendered)
                    == [#"plural.one "%lld Lied""#, #"plural.other "%lld Lied(er)""#])
            #expect(reports.map(MergeCounts.init) == [MergeCounts(updated: 1, unchanged: 1), MergeCounts(unchanged: 2)])
            #expect(reports[1].diagnostics.map(\.description) == [
                #"de.xliff:8:1: note: "%lld songs" (%lld songs|==|plural.one): this file has the text from before the "#
                    + #"import, and the unit at de.xliff:8 changed it; that change stays"#,
            ])
        }

        /// A source-language file exported before the change: untouched, it changes nothing (a note);
        /// edited, it would undo the newer text, so the unit is refused.
        @Test func anOlderSourceLanguageFileUndoesNothing() throws {
            let untouched = MergeFixture.xliff(language: "en", Self.unit("Plain", "Plain text", "Plain text"))
            let (json, report) = try MergeFixture.importing(untouched, into: Self.catalog)
            MergeFixture.expectText(json, MergeFixture.json(try MergeFixture.catalog(Self.catalog)))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: note: "Plain": not applied: the file's <source> is older than the catalog's source "#
                    + #"text, which it would undo"#,
            ])
            let edited = MergeFixture.xliff(language: "en", Self.unit("Plain", "Plain text", "Plain words"))
            let (after, refused) = try MergeFixture.importing(edited, into: Self.catalog)
            MergeFixture.expectText(after, MergeFixture.json(try MergeFixture.catalog(Self.catalog)))
            #expect(refused.refused == 1)
            // The new text is a source text, not a translation: no "fix the translation".
            #expect(refused.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "Plain": the catalog's source text changed since this file was exported "#
                    + #"("Plain text" → "Plain text v2"), so this edit would undo that change; export the source language "#
                    + #"again and redo the edit"#,
            ])
        }

        /// A source edit that changes a text's format specifiers: the app's code passes the arguments the
        /// current text takes, so it is refused, in words about source texts.
        @Test func aSourceEditKeepsTheFormatSpecifiers() throws {
            let edited = MergeFixture.xliff(language: "en", Self.unit("Plain", "Plain text v2", "Plain %@"))
            let (after, report) = try MergeFixture.importing(edited, into: Self.catalog)
            MergeFixture.expectText(after, MergeFixture.json(try MergeFixture.catalog(Self.catalog)))
            #expect(report.diagnostics.map(\.description) == [
                #"de.xliff:8:1: error: refused "Plain": the edited text has 1 format specifier (%@) but the current "#
                    + #"source text has none; the app's code passes the arguments the current text takes, so an edit keeps "#
                    + #"its format specifiers (to change them, change the code too)"#,
            ])
        }

        /// A plain translation the export offered for both forms, marked for review and confirmed by the
        /// reviewer (no source text changed): confirmed. A plain target equal to a phrase set's plain
        /// translation is no refusal.
        @Test func aPlainTranslationOfferedForFormsIsConfirmed() throws {
            let catalog = Self.catalog.replacingOccurrences(of: #""state" : "translated", "value" : "%lld Lied(er)""#,
                                                            with: #""state" : "needs_review", "value" : "%lld Lied(er)""#)
            let (json, report) = try MergeFixture.importing(MergeFixture.xliff([
                Self.unit("%lld songs|==|plural.one", "%lld song", "%lld Lied(er)"),
                Self.unit("%lld songs|==|plural.other", "%lld songs", "%lld Lied(er)"),
            ].joined(separator: "\n")), into: catalog)
            #expect(try Self.states(json, "%lld songs") == ["[] translated"])
            #expect(MergeCounts(report) == MergeCounts(updated: 1, unchanged: 1))
        }
    }
}
