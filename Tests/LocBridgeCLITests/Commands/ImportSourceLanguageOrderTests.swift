import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// A copywriter's source-language file and a translator's file from the same export, imported together:
/// the translation was made for the old source text whichever file comes first, and the report says so
/// in either order (QA: with the translation first it was counted updated, with no warning).
@Suite struct ImportSourceLanguageOrderTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Agree" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Einverstanden"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Agree"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static func xliff(language: String, target: String, state: String = "translated") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="App/Localizable.xcstrings" source-language="en" target-language="\(language)" datatype="plaintext">
            <body>
              <trans-unit id="Agree"><source>Agree</source><target state="\(state)">\(target)</target></trans-unit>
            </body>
          </file>
        </xliff>

        """
    }

    /// An XLIFF of `L.xcstrings` holding `units` (plural units of one key).
    static func pluralFile(_ language: String, _ units: [String]) -> String {
        xliff(language: language, target: "").replacingOccurrences(
            of: #"<trans-unit id="Agree"><source>Agree</source><target state="translated"></target></trans-unit>"#,
            with: units.joined(separator: "\n")).replacingOccurrences(of: "App/Localizable.xcstrings", with: "L.xcstrings")
    }

    /// The unit of plural form `form` of `key`.
    static func pluralUnit(_ key: String, _ form: String, _ source: String, _ target: String, _ state: String) -> String {
        #"<trans-unit id="\#(key)|==|plural.\#(form)"><source>\#(source)</source><target state="\#(state)">\#(target)</target></trans-unit>"#
    }

    static func run(_ inputs: [String], germanState: String = "translated") throws -> (result: CLIResult, catalog: String) {
        try TemporaryFolder.with { folder in
            try folder.write(catalog, to: "App/Localizable.xcstrings")
            try folder.write(xliff(language: "en", target: "I agree"), to: "en.xliff")
            try folder.write(xliff(language: "de", target: "Ich stimme zu", state: germanState), to: "de.xliff")
            let result = runCLI(["import"] + inputs, currentDirectory: folder.path)
            return (result, try folder.read("App/Localizable.xcstrings"))
        }
    }

    /// The inputs imported twice in one folder: the catalog after each run, and the second run's result.
    static func twice(_ inputs: [String], germanState: String, catalog: String = catalog,
                      germanTarget: String = "Ich stimme zu") throws -> (first: String, second: String, result: CLIResult) {
        try TemporaryFolder.with { folder in
            try folder.write(catalog, to: "App/Localizable.xcstrings")
            try folder.write(xliff(language: "en", target: "I agree"), to: "en.xliff")
            try folder.write(xliff(language: "de", target: germanTarget, state: germanState), to: "de.xliff")
            _ = runCLI(["import"] + inputs, currentDirectory: folder.path)
            let first = try folder.read("App/Localizable.xcstrings")
            let result = runCLI(["import"] + inputs, currentDirectory: folder.path)
            return (first, try folder.read("App/Localizable.xcstrings"), result)
        }
    }

    @Test func theTranslationIsCountedAsMadeForTheOldSourceInEitherOrder() throws {
        let sourceFirst = try Self.run(["en.xliff", "de.xliff"])
        let translationFirst = try Self.run(["de.xliff", "en.xliff"])
        #expect(sourceFirst.catalog == translationFirst.catalog)
        #expect(translationFirst.catalog.contains(#""state" : "needs_review",\#n            "value" : "Ich stimme zu""#))
        for run in [sourceFirst, translationFirst] {
            #expect(run.result.exitCode == 0)
            #expect(run.result.stdout.contains("App/Localizable.xcstrings [de]: 1 source changed\n"), "\(run.result.stdout)")
            #expect(run.result.stdout.contains("App/Localizable.xcstrings [en]: 1 updated\n"), "\(run.result.stdout)")
        }
        #expect(sourceFirst.result.stderr.contains("""
            de.xliff:5:1: warning: the file's <source> of "Agree" is "Agree", not the catalog's source text "I agree"
            """), "\(sourceFirst.result.stderr)")
        #expect(translationFirst.result.stderr.contains("""
            de.xliff:5:1: warning: "Agree": imported as needs_review: the key's source text changed in en.xliff:5 of this import, \
            and this translation was made for the old one

            """), "\(translationFirst.result.stderr)")
    }

    /// The JSON report counts the same.
    @Test func theJSONReportCountsTheSame() throws {
        let result = try Self.run(["--json", "de.xliff", "en.xliff"]).result
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let reports = try #require(document["reports"] as? [[String: Any]])
        let german = try #require(reports.first { $0["language"] as? String == "de" })
        #expect(german["updated"] as? Int == 0)
        #expect(german["sourceChanged"] as? Int == 1)
        let messages = (german["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.hasPrefix(#""Agree": imported as needs_review: the key's source text changed in en.xliff:5"#) })
    }

    /// A draft does not replace the finished translation that the source-language file marked for review in
    /// this import: it did not before that file, and the order of the files makes no difference (QA).
    @Test func aDraftDoesNotReplaceATranslationThisImportMarked() throws {
        for inputs in [["en.xliff", "de.xliff"], ["de.xliff", "en.xliff"]] {
            let (result, catalog) = try Self.run(inputs, germanState: "needs-review-translation")
            #expect(result.stdout.contains("App/Localizable.xcstrings [de]: 1 draft not applied\n"), "\(inputs): \(result.stdout)")
            #expect(catalog.contains(#""state" : "needs_review",\#n            "value" : "Einverstanden""#), "\(inputs)")
            // Nor when the same files are imported again: the draft was made for the old source (QA: it went in).
            let again = try Self.twice(inputs, germanState: "needs-review-translation")
            #expect(again.second == again.first, "\(inputs)")
            #expect(again.result.stdout.contains("App/Localizable.xcstrings [de]: 1 draft not applied\n"), "\(inputs): \(again.result.stdout)")
        }
    }

    /// A draft for a form that was already unfinished replaces it in either order, though the source-language
    /// file marks the key's other forms (QA: with that file first the draft was dropped as if over a finished
    /// form, and a broken draft went unreported).
    @Test func aDraftOverAnUnfinishedFormGoesInInEitherOrder() throws {
        let state = #""state" : "translated", "value""#
        let catalog = #"""
            {"sourceLanguage":"en","version":"1.0","strings":{"songs":{"localizations":{
            "en":{"variations":{"plural":{"one":{"stringUnit":{\#(state):"%lld song"}},"other":{"stringUnit":{\#(state):"%lld songs"}}}}},
            "ru":{"variations":{"plural":{"one":{"stringUnit":{\#(state):"%lld песня"}},
              "few":{"stringUnit":{"state":"needs_review","value":"%lld песни?"}},
              "many":{"stringUnit":{\#(state):"%lld песен"}},"other":{"stringUnit":{\#(state):"%lld песни"}}}}}}}}}
            """#
        let unit = { Self.pluralUnit("songs", $0, $1, $2, $3) }
        let file = Self.pluralFile
        let english = file("en", [unit("one", "%lld song", "%lld track", "translated")])
        for (few, exitCode) in [("%lld песни (черновик)", Int32(0)), ("%@ песни (черновик)", 1)] {
            let russian = file("ru", [unit("few", "%lld songs", few, "needs-review-l10n")])
            var catalogs: [String] = []
            for inputs in [["en.xliff", "ru.xliff"], ["ru.xliff", "en.xliff"]] {
                try TemporaryFolder.with { folder in
                    try folder.write(catalog, to: "L.xcstrings")
                    try folder.write(english, to: "en.xliff")
                    try folder.write(russian, to: "ru.xliff")
                    let result = runCLI(["import"] + inputs, currentDirectory: folder.path)
                    #expect(result.exitCode == exitCode, "\(inputs) \(few): \(result.stderr)")
                    catalogs.append(try folder.read("L.xcstrings"))
                }
            }
            #expect(catalogs[0] == catalogs[1], "\(few)")
            #expect(catalogs[0].contains(exitCode == 0 ? "%lld песни (черновик)" : "%lld песни?"), "\(few)")
        }
    }

    /// A draft from an export older than the source before this import's change replaces nothing in either
    /// order (QA: with the source file first it went in, judged only against the changed source).
    @Test func aDraftFromAnOlderExportIsNotAppliedInEitherOrder() throws {
        let unfinished = Self.catalog.replacingOccurrences(of: #""state" : "translated",\#n            "value" : "Einverstanden""#,
                                                           with: #""state" : "new",\#n            "value" : "Einverstanden""#)
        #expect(unfinished != Self.catalog)
        for inputs in [["en.xliff", "de.xliff"], ["de.xliff", "en.xliff"]] {
            try TemporaryFolder.with { folder in
                try folder.write(unfinished, to: "App/Localizable.xcstrings")
                try folder.write(Self.xliff(language: "en", target: "I agree"), to: "en.xliff")
                try folder.write(Self.xliff(language: "de", target: "Ich stimme zu", state: "new")
                    .replacingOccurrences(of: "<source>Agree</source>", with: "<source>I concur</source>"), to: "de.xliff")
                let result = runCLI(["import"] + inputs, currentDirectory: folder.path)
                #expect(result.stdout.contains("App/Localizable.xcstrings [de]: 1 draft not applied\n"), "\(inputs): \(result.stdout)")
                #expect(try folder.read("App/Localizable.xcstrings").contains(#""state" : "new",\#n            "value" : "Einverstanden""#),
                        "\(inputs)")
            }
        }
    }

    /// A draft over an unfinished translation, made before this import's source change: it goes in, counted
    /// as source changed with the warning, in either order (QA: "draft added", without a word, in one order).
    @Test func aDraftBeforeTheSourceChangeIsCountedAlikeInEitherOrder() throws {
        let unfinished = Self.catalog.replacingOccurrences(of: #""state" : "translated",\#n            "value" : "Einverstanden""#,
                                                           with: #""state" : "new",\#n            "value" : "Einverstanden""#)
        var catalogs: [String] = []
        for inputs in [["en.xliff", "de.xliff"], ["de.xliff", "en.xliff"]] {
            try TemporaryFolder.with { folder in
                try folder.write(unfinished, to: "App/Localizable.xcstrings")
                try folder.write(Self.xliff(language: "en", target: "I agree"), to: "en.xliff")
                try folder.write(Self.xliff(language: "de", target: "Ich stimme zu", state: "new"), to: "de.xliff")
                let result = runCLI(["import"] + inputs, currentDirectory: folder.path)
                #expect(result.stdout.contains("App/Localizable.xcstrings [de]: 1 source changed\n"), "\(inputs): \(result.stdout)")
                #expect(result.stderr.contains("de.xliff:5:1: warning:"), "\(inputs): \(result.stderr)")
                catalogs.append(try folder.read("App/Localizable.xcstrings"))
            }
        }
        #expect(catalogs[0] == catalogs[1])
        #expect(catalogs[0].contains(#""state" : "needs_review",\#n            "value" : "Ich stimme zu""#))
    }

    /// A draft for a form whose own source did not change, in a file older than the key's changed form:
    /// not applied in either order, nor when the same files are imported again (QA: applied the second time).
    @Test func aDraftForAnotherFormOfAChangedKeyIsNotApplied() throws {
        let state = #""state" : "translated", "value""#
        let catalog = #"""
            {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{
            "en":{"variations":{"plural":{"one":{"stringUnit":{\#(state):"%lld song"}},"other":{"stringUnit":{\#(state):"%lld songs"}}}}},
            "fr":{"variations":{"plural":{"one":{"stringUnit":{\#(state):"%lld chanson"}},"other":{"stringUnit":{\#(state):"%lld chansons"}}}}}}}}}
            """#
        let unit = { Self.pluralUnit("k", $0, $1, $2, $3) }
        let file = Self.pluralFile
        let english = file("en", [unit("one", "%lld song", "%lld track", "translated"), unit("other", "%lld songs", "%lld songs", "translated")])
        let french = file("fr", [unit("one", "%lld song", "%lld chanson", "translated"), unit("other", "%lld songs", "%lld BROUILLON", "new")])
        for inputs in [["en.xliff", "fr.xliff"], ["fr.xliff", "en.xliff"]] {
            try TemporaryFolder.with { folder in
                try folder.write(catalog, to: "L.xcstrings")
                try folder.write(english, to: "en.xliff")
                try folder.write(french, to: "fr.xliff")
                for _ in 0..<2 {
                    _ = runCLI(["import"] + inputs, currentDirectory: folder.path)
                    #expect(!(try folder.read("L.xcstrings")).contains("BROUILLON"), "\(inputs)")
                }
            }
        }
    }

    /// A translation in a state locbridge does not know stays as it is, as `review` leaves it, in either
    /// order and when imported again (QA: marked with the source file first, kept with it second).
    @Test func anUnknownStateIsLeftInEitherOrder() throws {
        let reviewed = Self.catalog.replacingOccurrences(of: #""state" : "translated",\#n            "value" : "Einverstanden""#,
                                                         with: #""state" : "reviewed",\#n            "value" : "Einverstanden""#)
        #expect(reviewed != Self.catalog)
        var results: [String] = []
        for inputs in [["en.xliff", "de.xliff"], ["de.xliff", "en.xliff"]] {
            let run = try Self.twice(inputs, germanState: "x-reviewed", catalog: reviewed, germanTarget: "Einverstanden")
            #expect(run.second == run.first, "\(inputs)")
            #expect(run.first.contains(#""state" : "reviewed",\#n            "value" : "Einverstanden""#), "\(inputs)")
            results.append(run.first)
        }
        #expect(results[0] == results[1])
    }
}
