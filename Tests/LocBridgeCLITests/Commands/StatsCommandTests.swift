import Foundation
import Testing
@testable import LocBridgeCLI

/// `locbridge stats` on the sample app, against numbers counted by hand from its JSON.
///
/// How the units were counted (source en; CLDR categories: ar zero, one, two, few, many, other; ru one,
/// few, many, other; ja and zh-Hans other; de and en one, other). Keys with `shouldTranslate: false`
/// (app.name, CFBundleDisplayName) are not counted; the stale key todos.legacySync is the one stale unit
/// of Localizable in every language and is not in the totals.
///
/// Localizable.xcstrings: 32 keys − app.name − todos.legacySync = 30 counted keys: 27 plain keys (1 unit
/// each), "%lld tasks" (1 unit per category C), onboarding.swipeHint (4 device units: ipad, iphone, mac,
/// other) and stats.completedSummary (its text, plus C units for each of its 2 substitutions).
/// total = 27 + C + 4 + 1 + 2C = 32 + 3C: ar 50, ru 44, ja 35, zh-Hans 35 (de 38, en 38).
/// - zh-Hans has all 30 keys: 35 translated.
/// - ru lacks swipeHint (4) and todos.clearCompleted (1): 5 untranslated; auth.forgotPassword is
///   needs_review: 1; translated 44 − 6 = 38 → 86.36…% → 86.3% (rounded down).
/// - ja lacks auth.forgotPassword (1), swipeHint (4), completedSummary (3), clearCompleted (1): 9
///   untranslated, 26 translated → 74.28…% → 74.2%.
/// - ar has 13 plain keys ("“%@” moved to Trash", auth.signIn, profile.appearance, profile.signOut,
///   profile.system, profile.title, tabs.home, tabs.settings, todos.delete, todos.filterActive,
///   todos.filterAll, todos.filterDone, todos.title) and all 6 forms of "%lld tasks": 19 translated,
///   31 untranslated → 38.0%.
/// InfoPlist.xcstrings: 4 keys − CFBundleDisplayName = 3 plain keys; ru and zh-Hans have all 3; ja lacks
/// NSSiriUsageDescription: 2 of 3 → 66.6%. No ar.
/// All catalogs: zh-Hans 38/38; ru 41/47 (87.2%), 1 needs review, 5 untranslated; ja 28/38 (73.6%),
/// 10 untranslated; ar 19/53 (35.8%): InfoPlist's 3 units count as untranslated in ar, as an export to ar
/// gives them to translators.
@Suite struct StatsCommandTests {
    /// The repository root, so that paths print as `Samples/TodoApp/…`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardized.path

    @Test func samplesTable() {
        let result = runCLI(["stats", "Samples"], currentDirectory: Self.root)
        #expect(result == CLIResult(exitCode: 0, stdout: """
            Samples/TodoApp/InfoPlist.xcstrings (source language en)
              language  total  translated  needs review  untranslated  stale  progress
              ru            3           3             0             0      0    100.0%
              zh-Hans       3           3             0             0      0    100.0%
              ja            3           2             0             1      0     66.6%
            Samples/TodoApp/Localizable.xcstrings (source language en)
              language  total  translated  needs review  untranslated  stale  progress
              zh-Hans      35          35             0             0      1    100.0%
              ru           44          38             1             5      1     86.3%
              ja           35          26             0             9      1     74.2%
              ar           50          19             0            31      1     38.0%
            all 2 catalogs
              language  total  translated  needs review  untranslated  stale  progress
              zh-Hans      38          38             0             0      1    100.0%
              ru           47          41             1             5      1     87.2%
              ja           38          28             0            10      1     73.6%
              ar           53          19             0            34      1     35.8%

            """, stderr: ""))
    }

    /// A catalog that two paths reach is counted once: the same table as `stats Samples`.
    @Test func aCatalogReachedTwiceCountsOnce() throws {
        let twice = runCLI(["stats", "Samples/TodoApp/InfoPlist.xcstrings", "Samples"], currentDirectory: Self.root)
        #expect(twice.exitCode == 0)
        let once = runCLI(["stats", "Samples"], currentDirectory: Self.root).stdout
        let totals = try #require(once.range(of: "all 2 catalogs")).lowerBound
        #expect(twice.stdout.hasSuffix(once[totals...]))
        let check = runCLI(["check", "Samples/TodoApp/InfoPlist.xcstrings", "./Samples"], currentDirectory: Self.root)
        #expect(check.stdout.hasPrefix("checked 2 catalogs"))
    }

    /// A catalog named directly may be a pipe (`<(git show main:App/L.xcstrings)`): read once and kept,
    /// for the totals count the languages it lacks from it too.
    @Test func aCatalogNamedDirectlyMayBeAPipe() throws {
        try TemporaryFolder.with { folder in
            typealias F = CheckFixtures
            try folder.write(F.catalog(F.entry("Done", F.localizations(F.unit("fr", "Terminé")))), to: "fr.xcstrings")
            let piped = F.catalog(F.entry("Done", F.localizations(F.unit("de", "Fertig"))),
                                  F.entry("Later", F.localizations(F.unit("de", "Später"))))
            let stats = try folder.withFIFOs(["old": piped]) {
                runCLI(["stats", "old", "fr.xcstrings"], currentDirectory: folder.path)
            }
            #expect(stats == CLIResult(exitCode: 0, stdout: """
                old (source language en)
                  language  total  translated  needs review  untranslated  stale  progress
                  de            2           2             0             0      0    100.0%
                fr.xcstrings (source language en)
                  language  total  translated  needs review  untranslated  stale  progress
                  fr            1           1             0             0      0    100.0%
                all 2 catalogs
                  language  total  translated  needs review  untranslated  stale  progress
                  de            3           2             0             1      0     66.6%
                  fr            3           1             0             2      0     33.3%

                """, stderr: ""))
        }
    }

    /// An XLIFF file from a pipe whose name says nothing (`<(git show HEAD:fr.xliff)`) is counted as
    /// XLIFF: its first character says so.
    @Test func anXLIFFPipeWhoseNameSaysNothingIsCountedAsXLIFF() throws {
        try TemporaryFolder.with { folder in
            typealias F = CheckFixtures
            let xliff = F.xliff(language: "fr", F.transUnit("Done", source: "Done", target: "Terminé"),
                                F.transUnit("Later", source: "Later", target: nil))
            let stats = try folder.withFIFOs(["63": xliff]) {
                runCLI(["stats", "63"], currentDirectory: folder.path)
            }
            #expect(stats == CLIResult(exitCode: 0, stdout: """
                63 (source language en)
                  language  total  translated  needs review  untranslated  stale  progress
                  fr            2           1             0             1      0     50.0%

                """, stderr: ""))
        }
    }

    /// A symbolic link beside the catalog it leads to is the same catalog: counted and checked once,
    /// the first path found naming it.
    @Test func aLinkBesideItsCatalogCountsOnce() throws {
        try TemporaryFolder.with { folder in
            try folder.write(CheckFixtures.catalog(CheckFixtures.entry("Done", CheckFixtures.localizations(
                CheckFixtures.unit("de", "Fertig")))), to: "d/A.xcstrings")
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/d/L.xcstrings", withDestinationPath: "A.xcstrings")
            let stats = runCLI(["stats", "-v", "d"], currentDirectory: folder.path)
            #expect(stats == CLIResult(exitCode: 0, stdout: """
                d/A.xcstrings (source language en)
                  language  total  translated  needs review  untranslated  stale  progress
                  de            1           1             0             0      0    100.0%

                """, stderr: "reading d/A.xcstrings\n"))
            let check = runCLI(["check", "-v", "d", "d/L.xcstrings"], currentDirectory: folder.path)
            #expect(check == CLIResult(exitCode: 0, stdout: "checked 1 catalog: no problems found\n",
                                       stderr: "reading d/A.xcstrings\n"))
        }
    }

    /// Expected values of one language row.
    struct Row: Equatable, CustomStringConvertible {
        var language: String
        var total, translated, needsReview, untranslated, stale: Int
        var percent: Double

        init(_ language: String, _ total: Int, _ translated: Int, _ needsReview: Int, _ untranslated: Int, _ stale: Int,
             _ percent: Double) {
            (self.language, self.total, self.translated, self.needsReview, self.untranslated, self.stale, self.percent)
                = (language, total, translated, needsReview, untranslated, stale, percent)
        }

        /// Reads a row back from the parsed JSON, field by field; nil when a field is missing or mistyped.
        init?(json: [String: Any]) {
            guard let language = json["language"] as? String, let total = json["total"] as? Int,
                  let translated = json["translated"] as? Int, let needsReview = json["needsReview"] as? Int,
                  let untranslated = json["untranslated"] as? Int, let stale = json["stale"] as? Int,
                  let percent = json["percentTranslated"] as? Double, json.count == 7 else { return nil }
            self.init(language, total, translated, needsReview, untranslated, stale, percent)
        }

        var description: String { "\(language) \(total) \(translated) \(needsReview) \(untranslated) \(stale) \(percent)" }
    }

    @Test func samplesJSON() throws {
        let result = runCLI(["stats", "--json", "Samples"], currentDirectory: Self.root)
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["exitCode"] as? Int == 0)
        let catalogs = try #require(json["catalogs"] as? [[String: Any]])
        #expect(catalogs.map { $0["path"] as? String } == ["Samples/TodoApp/InfoPlist.xcstrings", "Samples/TodoApp/Localizable.xcstrings"])
        #expect(catalogs.map { $0["sourceLanguage"] as? String } == ["en", "en"])
        #expect(catalogs.map { $0["kind"] as? String } == ["catalog", "catalog"])
        // An XLIFF file shares the list, said by its kind (QA: nothing told it from a catalog).
        let xliff = runCLI(["stats", "--json", "Samples/Translations/ru.xliff"], currentDirectory: Self.root)
        let xliffJSON = try #require(try JSONSerialization.jsonObject(with: Data(xliff.stdout.utf8)) as? [String: Any])
        #expect((xliffJSON["catalogs"] as? [[String: Any]])?.map { $0["kind"] as? String } == ["xliff"])
        func rows(_ value: Any?) -> [Row?] { (value as? [[String: Any]] ?? []).map(Row.init(json:)) }
        #expect(rows(catalogs[0]["languages"]) == [
            Row("ru", 3, 3, 0, 0, 0, 100.0), Row("zh-Hans", 3, 3, 0, 0, 0, 100.0), Row("ja", 3, 2, 0, 1, 0, 66.6),
        ])
        #expect(rows(catalogs[1]["languages"]) == [
            Row("zh-Hans", 35, 35, 0, 0, 1, 100.0), Row("ru", 44, 38, 1, 5, 1, 86.3),
            Row("ja", 35, 26, 0, 9, 1, 74.2), Row("ar", 50, 19, 0, 31, 1, 38.0),
        ])
        #expect(rows(json["totals"]) == [
            Row("zh-Hans", 38, 38, 0, 0, 1, 100.0), Row("ru", 47, 41, 1, 5, 1, 87.2),
            Row("ja", 38, 28, 0, 10, 1, 73.6), Row("ar", 53, 19, 0, 34, 1, 35.8),
        ])
    }

    /// A named language a catalog lacks counts every unit as untranslated; the source language, named,
    /// counts every unit as translated (de and en have one and other: 32 + 3 × 2 = 38 in Localizable).
    @Test func namedLanguages() throws {
        let result = runCLI(["stats", "--json", "--languages", "de,en", "Samples/TodoApp/Localizable.xcstrings"],
                            currentDirectory: Self.root)
        #expect(result.exitCode == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let catalog = try #require((json["catalogs"] as? [[String: Any]])?.first)
        let rows = (catalog["languages"] as? [[String: Any]] ?? []).map(Row.init(json:))
        #expect(rows == [Row("en", 38, 38, 0, 0, 1, 100.0), Row("de", 38, 0, 0, 38, 1, 0.0)])
    }

    /// Named languages are matched as language tags are (`ZH_hans` is the catalog's `zh-Hans`), each
    /// once; the same for check, whose named languages must be complete.
    @Test func namedLanguagesAreMatchedAsTags() throws {
        let result = runCLI(["stats", "--json", "--languages", "ZH_hans,zh-Hans,de_de", "Samples/TodoApp/Localizable.xcstrings"],
                            currentDirectory: Self.root)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let catalog = try #require((json["catalogs"] as? [[String: Any]])?.first)
        let rows = (catalog["languages"] as? [[String: Any]] ?? []).map(Row.init(json:))
        #expect(rows == [Row("zh-Hans", 35, 35, 0, 0, 1, 100.0), Row("de-DE", 38, 0, 0, 38, 1, 0.0)])
        let check = runCLI(["check", "--languages", "ZH-HANS", "Samples/TodoApp/InfoPlist.xcstrings"], currentDirectory: Self.root)
        #expect(check == CLIResult(exitCode: 0, stdout: "checked 1 catalog: no problems found\n", stderr: ""))
    }

    /// Tags that name the same language are one language in the totals (`de` and `DE`: 3 + 2 units,
    /// 1 + 1 translated), spelled as the first catalog spells it; a catalog with `DE` does not lack `de`.
    @Test func totalsMatchLanguagesAsTags() throws {
        try TemporaryFolder.with { folder in
            typealias F = CheckFixtures
            try folder.write(F.catalog(F.entry("a", F.localizations(F.unit("de", "A"), F.unit("pt_BR", "A"))),
                                       F.entry("b"), F.entry("c")), to: "X/L.xcstrings")
            try folder.write(F.catalog(F.entry("p", F.localizations(F.unit("DE", "P"), F.unit("pt-BR", "P"))),
                                       F.entry("q")), to: "Z/L.xcstrings")
            let totals = """
                all 2 catalogs
                  language  total  translated  needs review  untranslated  stale  progress
                  de            5           2             0             3      0     40.0%
                  pt_BR         5           2             0             3      0     40.0%

                """
            let result = runCLI(["stats", "X", "Z"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stdout.hasSuffix(totals), "\(result.stdout)")
            let named = runCLI(["stats", "--languages", "de,pt-br", "X", "Z"], currentDirectory: folder.path)
            #expect(named.stdout.hasSuffix(totals), "\(named.stdout)")
            let json = runCLI(["stats", "--json", "X", "Z"], currentDirectory: folder.path)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect((document["totals"] as? [[String: Any]] ?? []).map(Row.init(json:)) == [
                Row("de", 5, 2, 0, 3, 0, 40.0), Row("pt_BR", 5, 2, 0, 3, 0, 40.0),
            ])
        }
    }

    /// A catalog whose source language is a row's language counts in that row with every unit
    /// translated (an export to it carries the catalog, its targets the source texts), with and without
    /// --languages: de is A's a1 and a2 (1 translated) and B's b1 and b2 (source), en the other way round.
    @Test func totalsCountACatalogInItsSourceLanguage() throws {
        try TemporaryFolder.with { folder in
            typealias F = CheckFixtures
            try folder.write(F.catalog(F.entry("a1", F.localizations(F.unit("en", "Hello"), F.unit("de", "Hallo"))),
                                       F.entry("a2", F.localizations(F.unit("en", "Bye")))), to: "A/L.xcstrings")
            try folder.write(F.catalog(source: "de", F.entry("b1", F.localizations(F.unit("de", "Eins"), F.unit("en", "One"))),
                                       F.entry("b2", F.localizations(F.unit("de", "Zwei")))), to: "B/L.xcstrings")
            let totals = """
                all 2 catalogs
                  language  total  translated  needs review  untranslated  stale  progress
                  de            4           3             0             1      0     75.0%
                  en            4           3             0             1      0     75.0%

                """
            let result = runCLI(["stats", "A", "B"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stdout.hasSuffix(totals), "\(result.stdout)")
            let named = runCLI(["stats", "--languages", "de,en", "A", "B"], currentDirectory: folder.path)
            #expect(named.stdout.hasSuffix(totals), "\(named.stdout)")
        }
    }

    @Test func unreadableInputs() throws {
        try TemporaryFolder.with { folder in
            try folder.write(#"<xliff xmlns="urn:other"/>"#, to: "de.xliff")  // another namespace: not XLIFF 1.2
            try folder.write(#"{ "sourceLanguage" : "en", "strings" : { "x" : 1 }, "version" : "1.0" }"#, to: "Bad.xcstrings")
            try folder.write(CheckFixtures.catalog(CheckFixtures.entry("Done", CheckFixtures.localizations(
                CheckFixtures.unit("de", "Fertig")))), to: "Good.xcstrings")
            let result = runCLI(["stats", "de.xliff", "Bad.xcstrings", "nope", "Good.xcstrings"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 65, stdout: """
                Good.xcstrings (source language en)
                  language  total  translated  needs review  untranslated  stale  progress
                  de            1           1             0             0      0    100.0%

                """, stderr: """
                de.xliff:1:1: error: expected an XLIFF 1.2 document (<xliff> in namespace urn:oasis:names:tc:xliff:document:1.2), found <xliff> in namespace urn:other
                Bad.xcstrings:1:48: error: strings → "x": expected an object, found a number
                error: nope: no such file or folder

                """))
            // The JSON document names them too.
            let json = runCLI(["stats", "--json", "de.xliff", "Bad.xcstrings", "Good.xcstrings"], currentDirectory: folder.path)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.compactMap { $0["file"] as? String } == ["de.xliff", "Bad.xcstrings"])
            #expect(diagnostics.count == 2)
            #expect(document["exitCode"] as? Int == 65)
        }
    }

    /// A translator's XLIFF is counted per target language like a catalog: drafts untranslated,
    /// `translate="no"` and blank sources left out, the source-language file complete.
    @Test func xliffFilesAreCounted() throws {
        try TemporaryFolder.with { folder in
            typealias F = CheckFixtures
            try folder.write(F.xliff(language: "de",
                F.transUnit("Done", source: "Done", target: "Fertig"),
                F.transUnit("Open", source: "Open", target: "Öffnen", state: "new"),
                F.transUnit("Save", source: "Save", target: "Sichern", state: "needs-review-translation"),
                F.transUnit("Close", source: "Close", target: nil),
                F.transUnit("Brand", source: "Brand", target: nil, translate: false),
                F.transUnit("Blank", source: " ", target: nil)), to: "de.xliff")
            try folder.write(F.xliff(language: "en", F.transUnit("Done", source: "Done", target: "Done")), to: "en.xliff")
            let result = runCLI(["stats", "de.xliff", "en.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                de.xliff (source language en)
                  language  total  translated  needs review  untranslated  stale  progress
                  de            4           1             1             2      0     25.0%
                en.xliff (source language en)
                  language  total  translated  needs review  untranslated  stale  progress
                  en            1           1             0             0      0    100.0%
                all 2 files
                  language  total  translated  needs review  untranslated  stale  progress
                  en            1           1             0             0      0    100.0%
                  de            4           1             1             2      0     25.0%

                """, stderr: ""))
            // --languages keeps the files of the languages named: the others are left out, totals and JSON too.
            #expect(runCLI(["stats", "--languages", "fr", "de.xliff"], currentDirectory: folder.path)
                == CLIResult(exitCode: 0, stdout: "no input has a language among those named\n", stderr: ""))
            #expect(runCLI(["stats", "--languages", "de", "de.xliff", "en.xliff"], currentDirectory: folder.path)
                == CLIResult(exitCode: 0, stdout: """
                de.xliff (source language en)
                  language  total  translated  needs review  untranslated  stale  progress
                  de            4           1             1             2      0     25.0%

                """, stderr: ""))
            let verbose = runCLI(["stats", "-v", "--json", "--languages", "de", "de.xliff", "en.xliff"], currentDirectory: folder.path)
            #expect(verbose.stderr == "reading de.xliff\nreading en.xliff\nleft out en.xliff: no target language among those named\n")
            #expect(!verbose.stdout.contains("en.xliff"))
            #expect(verbose.stdout.components(separatedBy: "\"language\" : \"de\"").count == 3)

            // A unit the reader refuses (its second segment not translated) is not done: 1 of 2, not 100%.
            try folder.write(F.xliff(language: "ja",
                F.transUnit("Done", source: "Done", target: "完了"),
                #"<trans-unit id="Hi"><source>Hi. Bye.</source><target><mrk mtype="seg" mid="1">やあ。</mrk><mrk mtype="seg" mid="2"/></target></trans-unit>"#),
                to: "ja.xliff")
            let refused = runCLI(["stats", "ja.xliff"], currentDirectory: folder.path)
            #expect(refused.stdout.hasSuffix("  ja            2           1             0             1      0     50.0%\n"))
        }
    }

    @Test func usageAndHelp() {
        #expect(runCLI(["stats"]).exitCode == 64)
        #expect(runCLI(["stats", "--languages=", "x"]).exitCode == 64)
        // A typo is not a language: the same refusal as export's and check's.
        for command in ["stats", "check", "export"] {
            let output = command == "export" ? ["--output", "o"] : []
            #expect(runCLI([command, "--languages", "de;fr"] + output + ["x"]) == CLIResult(exitCode: 64, stdout: "", stderr: """
                error: --languages: "de;fr" is not a language tag (letters, digits, - and _, such as de, pt-BR, zh-Hans)

                """), "\(command)")
        }
        #expect(runCLI(["stats", "--jsno", "x"]).stderr.contains("did you mean '--json'?"))
        let help = runCLI(["stats", "--help"])
        #expect(help.stdout.hasPrefix("USAGE: locbridge stats [--languages <list>] [--json] <path>...\n"))
        #expect(help.stdout.contains("Examples:\n  locbridge stats .\n"))
        // The totals count each language in every catalog; they no longer just sum what catalogs have.
        #expect(help.stdout.contains("""
            most complete first. With more than one input a last table counts each language in every
            catalog, as an export to it gives translators every catalog's texts: a catalog without the
            language counts all its units as untranslated, a catalog whose source language it is all
            its units as translated (as --languages counts them).
            """))
    }
}
