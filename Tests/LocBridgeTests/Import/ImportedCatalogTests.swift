import Foundation
import Testing
@testable import LocBridge

/// Whether an import changes a catalog's file: only when a merge changed a text or state.
struct ImportedCatalogTests {
    /// A catalog in Xcode's layout whose `Done` is `Fertig` in German.
    static let json = MergeTests.MergeTranslationTests.catalog

    /// The `<file>` of a one-unit XLIFF for `Done` whose target is `target`.
    static func file(target: String) throws -> XLIFFFile {
        let xliff = MergeFixture.xliff("""
                  <trans-unit id="Done" xml:space="preserve">
                    <source>Done</source>
                    <target state="translated">\(target)</target>
                  </trans-unit>
            """)
        return try XLIFFReader.read(Array(xliff.utf8), path: MergeFixture.xliffPath).document.files[0]
    }

    /// Runs `body` with a project root holding `catalog` at `MergeFixture.catalogPath`.
    static func withProject<T>(holding catalog: String, _ body: (String) throws -> T) throws -> T {
        let root = NSTemporaryDirectory() + "/locbridge-imported-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: root + "/" + MergeFixture.catalogPath))
        return try body(root)
    }

    /// Imports `Done` → `target` into a catalog file holding `catalog`.
    static func importing(target: String, into catalog: String) throws -> ImportedCatalog {
        let file = try file(target: target)
        return try withProject(holding: catalog) { root in
            var importer = Importer(projectRoot: root)
            importer.add(file, from: MergeFixture.xliffPath)
            #expect(importer.diagnostics.isEmpty)
            return try #require(importer.catalogs.first)
        }
    }

    /// Reading the catalog when its `<file>` starts changes nothing in what the import does or reports.
    @Test func aPreparedCatalogIsTheOneAddUses() throws {
        let file = try Self.file(target: "Erledigt")
        try Self.withProject(holding: Self.json) { root in
            var plain = Importer(projectRoot: root)
            plain.add(file, from: MergeFixture.xliffPath)
            var prepared = Importer(projectRoot: root)
            prepared.prepare(original: MergeFixture.catalogPath)
            prepared.prepare(original: "Other/Unused.xcstrings")
            prepared.prepare(original: "../Outside.xcstrings")
            prepared.prepare(original: "App/en.lproj/Localizable.strings")
            #expect(prepared.catalogs.isEmpty)
            prepared.add(file, from: MergeFixture.xliffPath)
            #expect(prepared.catalogs.map(\.catalog) == plain.catalogs.map(\.catalog))
            #expect(prepared.catalogs.map(\.originalSize) == plain.catalogs.map(\.originalSize))
            #expect(prepared.reports == plain.reports)
            #expect(prepared.reports.first?.updated == 1)
            #expect(prepared.diagnostics.isEmpty)
        }
    }

    /// `importXLIFF` streams the file (units packed, catalog read when its `<file>` starts) to the same
    /// result as reading it whole and adding its `<file>`; a file cut short leaves the importer as it was.
    @Test func importingAFileIsReadingAndAddingIt() throws {
        let xliff = MergeFixture.xliff("""
                  <trans-unit id="Done" xml:space="preserve">
                    <source>Done</source>
                    <target state="translated">Erledigt</target>
                  </trans-unit>
                  <trans-unit id="Missing" xml:space="preserve">
                    <source>Missing</source>
                    <target>Fehlt</target>
                  </trans-unit>
            """)
        try Self.withProject(holding: Self.json) { root in
            let path = root + "/de.xliff"
            try Data(xliff.utf8).write(to: URL(fileURLWithPath: path))
            try Data(xliff.utf8.dropLast(40)).write(to: URL(fileURLWithPath: root + "/cut.xliff"))
            var whole = Importer(projectRoot: root)
            whole.add(try XLIFFReader.read(Array(xliff.utf8), path: MergeFixture.xliffPath).document.files[0],
                      from: MergeFixture.xliffPath)
            var streamed = Importer(projectRoot: root)
            var seen: [String] = []
            try streamed.importXLIFF(contentsOfFile: path, displayPath: MergeFixture.xliffPath) { seen.append($0.original) }
            #expect(seen == [MergeFixture.catalogPath])
            #expect(streamed.catalogs.map(\.catalog) == whole.catalogs.map(\.catalog))
            #expect(streamed.reports == whole.reports)
            #expect(streamed.reports.first.map { ($0.updated, $0.unknown) } ?? (0, 0) == (1, 1))
            #expect(streamed.reports.first?.diagnostics.map(\.description) == whole.reports.first?.diagnostics.map(\.description))

            #expect(throws: XLIFFError.self) {
                try streamed.importXLIFF(contentsOfFile: root + "/cut.xliff", displayPath: "cut.xliff")
            }
            #expect(streamed.reports == whole.reports)
            #expect(streamed.catalogs.map(\.catalog) == whole.catalogs.map(\.catalog))
        }
    }

    /// Several inputs for one catalog and language: a later one that carries the text from before the
    /// import (an untouched export) does not undo an earlier one's change; one that changes the unit to
    /// another text is refused. Two that agree are fine.
    @Test func laterInputsNeitherUndoNorOverruleEarlierOnes() throws {
        try Self.withProject(holding: Self.json) { root in
            var importer = Importer(projectRoot: root)
            importer.add(try Self.file(target: "Erledigt"), from: "reviewed.xliff")
            importer.add(try Self.file(target: "Fertig"), from: "export.xliff")
            importer.add(try Self.file(target: "Erledigt"), from: "agrees.xliff")
            importer.add(try Self.file(target: "Fertiggestellt"), from: "other.xliff")
            #expect(importer.catalogs.first?.catalog.strings["Done"]?.localizations?["de"]?.stringUnit?.value == "Erledigt")
            #expect(importer.reports.map { MergeCounts($0) } == [
                MergeCounts(updated: 1), MergeCounts(unchanged: 1), MergeCounts(unchanged: 1), MergeCounts(refused: 1),
            ])
            #expect(importer.reports.flatMap(\.diagnostics).map(\.description) == [
                #"de.xliff:8:1: note: "Done": this file has the text from before the import, and the unit at de.xliff:8 changed it; that change stays"#,
                #"de.xliff:8:1: error: refused "Done": the unit at de.xliff:8 changed it too, to another text; the two units disagree: keep one of the two translations and import again"#,
            ])
        }
    }

    /// A substitution's forms are not variations of the text that names them: an input that changes the
    /// text does not make a later input's change of a form a disagreement, in either order (QA: a job
    /// split in two, a reviewer's file after the translator's).
    @Test func aTextAndAFormOfItsSubstitutionFromTwoInputsBothGoIn() throws {
        let catalog = """
            {"sourceLanguage":"en","strings":{"liked":{"localizations":{
             "de":{"stringUnit":{"state":"translated","value":"%#@count@ gefallen"},
              "substitutions":{"count":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
               "one":{"stringUnit":{"state":"translated","value":"%arg Beitrag"}},
               "other":{"stringUnit":{"state":"translated","value":"%arg Beiträge"}}}}}}},
             "en":{"stringUnit":{"state":"translated","value":"People liked %#@count@"},
              "substitutions":{"count":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
               "one":{"stringUnit":{"state":"translated","value":"%arg post"}},
               "other":{"stringUnit":{"state":"translated","value":"%arg posts"}}}}}}}}}},"version":"1.0"}
            """
        func file(_ id: String, _ source: String, _ target: String) throws -> XLIFFFile {
            let xliff = MergeFixture.xliff(#"<trans-unit id="\#(id)" xml:space="preserve"><source>\#(source)</source>"#
                + #"<target state="translated">\#(target)</target></trans-unit>"#)
            return try XLIFFReader.read(Array(xliff.utf8), path: MergeFixture.xliffPath).document.files[0]
        }
        let text = try file("liked", "People liked %1$#@count@", "%1$#@count@ gefielen")
        let form = try file("liked|==|substitutions.count.plural.other", "%1$lld posts", "%1$lld Posts")
        for inputs in [[text, form], [form, text]] {
            try Self.withProject(holding: catalog) { root in
                var importer = Importer(projectRoot: root)
                for input in inputs { importer.add(input, from: MergeFixture.xliffPath) }
                let german = importer.catalogs.first?.catalog.strings["liked"]?.localizations?["de"]
                #expect(german?.stringUnit?.value == "%#@count@ gefielen")
                #expect(german?.substitutions?["count"]?.variations?.plural?[.other]?.stringUnit?.value == "%arg Posts")
                #expect(importer.reports.map { MergeCounts($0) } == [MergeCounts(updated: 1), MergeCounts(updated: 1)])
                #expect(importer.reports.flatMap(\.diagnostics).map(\.description).filter { !$0.contains("laid out") } == [])
            }
        }
    }

    /// A source text the source-language input of an import changes: another language's input of the same
    /// export was made for the old text, whatever its own `<source>`s show (Japanese has no `one` form, the
    /// one edited). After the source-language input it neither lifts the review mark nor imports an edit as
    /// finished, as before it (QA: the mark was lifted in one order and kept in the other).
    @Test func anotherLanguagesInputNeverLiftsTheMarkOfASourceEditOfTheSameImport() throws {
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{"files":{"localizations":{
             "en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}},
                                          "other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}},
             "ja":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld ファイル"}}}}}}}}}
            """
        let model = try CatalogReader.read(Array(catalog.utf8), path: MergeFixture.catalogPath).catalog
        let exporter = Exporter(catalogs: [ExportedCatalog(original: MergeFixture.catalogPath, catalog: model)])
        func file(_ language: String, replacing old: String, with new: String) throws -> XLIFFFile {
            let text = String(decoding: XLIFFWriter.bytes(exporter.document(for: language)), as: UTF8.self)
                .replacingOccurrences(of: old, with: new)
            return try XLIFFReader.read(Array(text.utf8), path: language + ".xliff").document.files[0]
        }
        let english = try file("en", replacing: ">%lld file</target>", with: ">One file (%lld)</target>")
        for japaneseTarget in ["%lld ファイル", "%lld 個のファイル"] {
            let japanese = try file("ja", replacing: ">%lld ファイル</target>", with: ">\(japaneseTarget)</target>")
            for inputs in [[english, japanese], [japanese, english]] {
                try Self.withProject(holding: catalog) { root in
                    var importer = Importer(projectRoot: root)
                    for input in inputs { importer.add(input, from: input.targetLanguage + ".xliff") }
                    let other = importer.catalogs.first?.catalog.strings["files"]?.localizations?["ja"]?.variations?.plural?[.other]
                    #expect(other?.stringUnit == StringUnit(state: .needsReview, value: japaneseTarget), "\(inputs.map(\.targetLanguage))")
                }
            }
        }
    }

    /// A source-language file that changes a source text marks the key's translations needs_review, as
    /// `locbridge review` does, with its note.
    @Test func aChangedSourceTextMarksItsTranslations() throws {
        let xliff = MergeFixture.xliff(language: "en", """
                  <trans-unit id="title" xml:space="preserve">
                    <source>Mailbox</source>
                    <target state="translated">Inbox</target>
                  </trans-unit>
            """)
        let file = try XLIFFReader.read(Array(xliff.utf8), path: MergeFixture.xliffPath).document.files[0]
        try Self.withProject(holding: Self.json) { root in
            var importer = Importer(projectRoot: root)
            importer.add(file, from: MergeFixture.xliffPath)
            let title = importer.catalogs.first?.catalog.strings["title"]?.localizations
            #expect(title?["en"]?.stringUnit == StringUnit(state: .translated, value: "Inbox"))
            #expect(title?["de"]?.stringUnit == StringUnit(state: .needsReview, value: "Posteingang"))
            #expect(importer.diagnostics.map(\.description) == [
                #"App/Localizable.xcstrings:30:1: note: "title" (de): source changed "Mailbox" → "Inbox"; marked needs_review"#,
            ])
        }
    }

    /// A catalog that cannot be read is reported by `add`, at the unit, as without `prepare`.
    @Test func aMissingCatalogIsReportedByAdd() throws {
        let root = NSTemporaryDirectory() + "/locbridge-missing-" + UUID().uuidString
        let file = try Self.file(target: "Erledigt")
        var plain = Importer(projectRoot: root)
        plain.add(file, from: MergeFixture.xliffPath)
        var prepared = Importer(projectRoot: root)
        prepared.prepare(original: MergeFixture.catalogPath)
        prepared.add(file, from: MergeFixture.xliffPath)
        #expect(prepared.diagnostics.map(\.description) == plain.diagnostics.map(\.description))
        #expect(prepared.diagnostics.count == 1)
        #expect(prepared.hasFatalError)
    }

    @Test func aChangedTranslationChangesTheFile() throws {
        let catalog = try Self.importing(target: "Erledigt", into: Self.json)
        #expect(catalog.merged)
        #expect(catalog.isChanged)
        #expect(!CatalogWriter.writes(catalog.catalog, exactly: Array(Self.json.utf8)))
    }

    @Test func anUnchangedImportLeavesAnXcodeFileAlone() throws {
        let catalog = try Self.importing(target: "Fertig", into: Self.json)
        #expect(!catalog.merged)
        #expect(!catalog.isChanged)
    }

    /// Nothing merged, and the file is not as Xcode writes it: the import leaves it alone (reformatting
    /// is `locbridge format`'s job).
    @Test func anUnchangedImportLeavesAFileNotInXcodesLayoutAlone() throws {
        let catalog = try Self.importing(target: "Fertig", into: Self.json.replacingOccurrences(of: " : ", with: ": "))
        #expect(!catalog.merged)
        #expect(!catalog.isChanged)
    }
}
