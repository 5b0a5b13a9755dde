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

    static func run(_ inputs: [String], germanState: String = "translated") throws -> (result: CLIResult, catalog: String) {
        try TemporaryFolder.with { folder in
            try folder.write(catalog, to: "App/Localizable.xcstrings")
            try folder.write(xliff(language: "en", target: "I agree"), to: "en.xliff")
            try folder.write(xliff(language: "de", target: "Ich stimme zu", state: germanState), to: "de.xliff")
            let result = runCLI(["import"] + inputs, currentDirectory: folder.path)
            return (result, try folder.read("App/Localizable.xcstrings"))
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
        }
    }
}
