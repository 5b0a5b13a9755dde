import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// A translation whose substitution has no `argNum` (as `migrate` writes a non-positional legacy format
/// key) passes it the argument its reference's place gives: `%@ hat %#@n@` the second, the source's
/// `argNum` 2. `check` and `import` judge it by that argument (QA: three false errors, and every edited
/// form refused).
@Suite struct ImplicitArgumentNumberTests {
    static func catalog(german: String, germanArgNum: Int? = nil, english: String = "%@ has %#@n@", englishArgNum: Int? = 2) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "k" : {
              "localizations" : {
                "de" : \(localization(german, argNum: germanArgNum, forms: ("%arg Element", "%arg Elemente"))),
                "en" : \(localization(english, argNum: englishArgNum, forms: ("%arg item", "%arg items")))
              }
            }
          },
          "version" : "1.0"
        }
        """
    }

    /// A localization with the text and its substitution `n`, in Xcode's layout at the depth of a language.
    static func localization(_ text: String, argNum: Int?, forms: (one: String, other: String)) -> String {
        func unit(_ value: String, _ indent: String) -> String {
            "{\n\(indent)  \"stringUnit\" : {\n\(indent)    \"state\" : \"translated\",\n\(indent)    \"value\" : \"\(value)\"\n"
                + "\(indent)  }\n\(indent)}"
        }
        let formIndent = String(repeating: " ", count: 18)
        return "{\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(text)\"\n          },\n"
            + "          \"substitutions\" : {\n            \"n\" : {\n"
            + (argNum.map { "              \"argNum\" : \($0),\n" } ?? "")
            + "              \"formatSpecifier\" : \"lld\",\n              \"variations\" : {\n                \"plural\" : {\n"
            + "                  \"one\" : \(unit(forms.one, formIndent)),\n                  \"other\" : \(unit(forms.other, formIndent))\n"
            + "                }\n              }\n            }\n          }\n        }"
    }

    @Test func checkFindsNothingWhereThePlaceGivesTheSourcesArgument() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog(german: "%@ hat %#@n@"), to: "L.xcstrings")
            let result = runCLI(["check", "L.xcstrings"], currentDirectory: folder.path)
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(result.stdout == "checked 1 catalog: no problems found\n")
        }
    }

    /// Where the place gives another argument, the translation is reported as before.
    @Test func checkReportsAnotherArgument() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog(german: "%#@n@ hat %@"), to: "L.xcstrings")
            let result = runCLI(["check", "L.xcstrings"], currentDirectory: folder.path)
            #expect(result.exitCode == 1)
            #expect(result.stderr.contains("""
                L.xcstrings:4:1: error: [substitution-mismatch] substitutions.n: substitution "n" has no argNum (its place in the \
                text gives it argument 1) in de but argNum 2 in the source; use the source's (key "k", language de)
                """), "\(result.stderr)")
        }
    }

    @Test func anEditedFormImportsAndAWrongOneIsRefusedAsCheckSays() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog(german: "%@ hat %#@n@"), to: "App/L.xcstrings")
            #expect(runCLI(["export", "--output", "out", "--languages", "de", "App"], currentDirectory: folder.path).exitCode == 0)
            let exported = try folder.read("out/de.xliff")
            #expect(exported.contains("<target state=\"translated\">%lld Elemente</target>"))
            try folder.write(exported.replacingOccurrences(of: ">%lld Elemente<", with: ">%lld Dinge<"), to: "edited.xliff")
            try folder.write(exported.replacingOccurrences(of: ">%lld Elemente<", with: ">%@ Dinge<"), to: "wrong.xliff")
            // `check` of the file says what import does.
            #expect(runCLI(["check", "edited.xliff"], currentDirectory: folder.path).exitCode == 0)
            #expect(runCLI(["check", "wrong.xliff"], currentDirectory: folder.path).stderr
                .contains("[format-specifiers] substitutions.n.plural.other: the translation uses argument 1 (%@)"))
            let wrong = runCLI(["import", "--dry-run", "wrong.xliff"], currentDirectory: folder.path)
            #expect(wrong.exitCode == 1)
            #expect(wrong.stderr.contains("the translation uses argument 1 (%@), which the source does not have"), "\(wrong.stderr)")
            let edited = runCLI(["import", "edited.xliff"], currentDirectory: folder.path)
            #expect(edited.exitCode == 0, "\(edited.stderr)")
            #expect(try folder.read("App/L.xcstrings") == Self.catalog(german: "%@ hat %#@n@")
                .replacingOccurrences(of: "%arg Elemente", with: "%arg Dinge"))
        }
    }

    /// The mirror: the source's substitution has no `argNum` (`%@ has %#@n@`), the translation's has the
    /// same argument written out (`%1$@ hat %2$#@n@`, argNum 2), as `migrate` writes such a pair (QA).
    @Test func aSourceWithoutArgNumIsJudgedByItsPlaceToo() throws {
        let catalog = Self.catalog(german: "%1$@ hat %#@n@", germanArgNum: 2, englishArgNum: nil)
        try TemporaryFolder.with { folder in
            try folder.write(catalog, to: "App/L.xcstrings")
            let check = runCLI(["check", "App/L.xcstrings"], currentDirectory: folder.path)
            #expect(check.exitCode == 0, "\(check.stderr)")
            #expect(runCLI(["export", "--output", "out", "--languages", "de", "App"], currentDirectory: folder.path).exitCode == 0)
            let exported = try folder.read("out/de.xliff")
            #expect(exported.contains("<source>%lld item</source>"), "\(exported)")
            #expect(exported.contains("<target state=\"translated\">%2$lld Element</target>"), "\(exported)")
            try folder.write(exported.replacingOccurrences(of: ">%2$lld Element<", with: ">%2$lld Ding<"), to: "edited.xliff")
            #expect(runCLI(["check", "edited.xliff"], currentDirectory: folder.path).exitCode == 0)
            let edited = runCLI(["import", "edited.xliff"], currentDirectory: folder.path)
            #expect(edited.exitCode == 0, "\(edited.stderr)")
            #expect(try folder.read("App/L.xcstrings").contains("%arg Ding"))
        }
    }

    /// Two substitutions without `argNum`, swapped: reported by their places, truthfully (QA: "argument 2
    /// as both", which no text does).
    @Test func swappedSubstitutionsAreSaidByTheirPlaces() throws {
        func forms(_ one: String, _ other: String) -> String {
            #"{ "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "#
                + #""value" : "%arg \#(one)" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg \#(other)" } } } } }"#
        }
        func localization(_ text: String, _ a: String, _ b: String) -> String {
            #"{ "stringUnit" : { "state" : "translated", "value" : "\#(text)" }, "substitutions" : { "a" : \#(a), "b" : \#(b) } }"#
        }
        let catalog = #"{ "sourceLanguage" : "en", "version" : "1.0", "strings" : { "k" : { "localizations" : { "#
            + #""de" : \#(localization("%#@b@ und %#@a@", forms("Apfel", "Äpfel"), forms("Birne", "Birnen"))), "#
            + #""en" : \#(localization("%#@a@ and %#@b@", forms("apple", "apples"), forms("pear", "pears"))) } } } }"#
        try TemporaryFolder.with { folder in
            try folder.write(catalog, to: "L.xcstrings")
            let result = runCLI(["check", "L.xcstrings"], currentDirectory: folder.path)
            #expect(result.exitCode == 1)
            #expect(!result.stderr.contains("as both"), "\(result.stderr)")
            #expect(result.stderr.contains("""
                substitution "b" has no argNum (its place in the text gives it argument 1) in de but no argNum (its place in the \
                text gives it argument 2) in the source; set its argNum to 2, the source's argument
                """), "\(result.stderr)")
        }
    }
}
