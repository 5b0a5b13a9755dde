import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// A translation whose substitution has no `argNum` (as `migrate` writes a non-positional legacy format
/// key) passes it the argument its reference's place gives: `%@ hat %#@n@` the second, the source's
/// `argNum` 2. `check` and `import` judge it by that argument (QA: three false errors, and every edited
/// form refused).
@Suite struct ImplicitArgumentNumberTests {
    static func catalog(german: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "k" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "\(german)"
                  },
                  "substitutions" : {
                    "n" : {
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg Element"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg Elemente"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%@ has %#@n@"
                  },
                  "substitutions" : {
                    "n" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg item"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg items"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
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
                L.xcstrings:4:1: error: [substitution-mismatch] substitutions.n: substitution "n" has no argNum in de but argNum 2 \
                in the source; use the source's (key "k", language de)
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
}
