import Testing
@testable import LocBridge

/// A translation's plural rule takes the shape its source's allows (`PluralShape`): folded into plural
/// variations beside a source without substitutions, a substitution beside one with them.
@Suite struct PluralShapeTests {
    /// One `.stringsdict` entry `%lld files` whose variable `n` has these forms.
    static func entry(_ formatKey: String, _ one: String, _ other: String, type: String = "lld") -> String {
        stringsDict("""
            <key>%lld files</key><dict><key>NSStringLocalizedFormatKey</key><string>\(formatKey)</string>
            \(pluralVariable("n", type, [("one", one), ("other", other)]))</dict>
            """)
    }

    /// German's format key adds text around the variable; English's is the variable alone: German's
    /// forms are the whole texts, spliced as the app splices them.
    @Test func aTranslationsTextAroundTheVariableIsFoldedIntoItsForms() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": Self.entry("%#@n@", "%lld file", "%lld files"),
            "App/de.lproj/Localizable.stringsdict": Self.entry("%#@n@ gefunden (100%%)", "%lld Datei", "%lld Dateien"),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.isEmpty)
        #expect(migration.pluralKeys == 1 && migration.substitutionKeys == 0)
        #expect(String(decoding: CatalogWriter.bytes(try #require(migration.catalog)), as: UTF8.self) == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld files" : {
                  "extractionState" : "migrated",
                  "localizations" : {
                    "de" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld Datei gefunden (100%%)"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld Dateien gefunden (100%%)"
                            }
                          }
                        }
                      }
                    },
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld file"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld files"
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
            """)
    }

    /// The other way round: English's is a substitution, so German's `%#@n@` is one too.
    @Test func aTranslationBesideASubstitutionIsASubstitution() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": Self.entry("%#@n@ found", "%lld file", "%lld files"),
            "App/de.lproj/Localizable.stringsdict": Self.entry("%#@n@", "%lld Datei", "%lld Dateien"),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.isEmpty)
        #expect(migration.pluralKeys == 0 && migration.substitutionKeys == 1)
        #expect(migration.catalog?.strings["%lld files"]?.localizations?["de"] == Localization(
            stringUnit: StringUnit(state: .translated, value: "%#@n@"),
            substitutions: ["n": Substitution(formatSpecifier: "lld", variations: Variations(plural: [
                .one: .unit("%arg Datei"), .other: .unit("%arg Dateien"),
            ]))]))
    }

    /// Beside a source from a `.strings` file (no plural) German is folded as well; and folding needs no
    /// `%arg`, so a form printing a second number, which a substitution could not hold, is migrated.
    @Test func foldingBesideAPlainSourceKeepsEveryArgument() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"%lld files\" = \"%1$lld of %2$lld files copied\";\n",
            "App/de.lproj/Localizable.stringsdict": Self.entry("%#@n@ kopiert", "%d von %d Datei", "%d von %d Dateien", type: "d"),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.isEmpty)
        #expect(migration.removableFiles.count == 2)
        #expect(migration.catalog?.strings["%lld files"]?.localizations?["de"]?.variations?.plural == [
            .one: .unit("%d von %d Datei kopiert"), .other: .unit("%d von %d Dateien kopiert"),
        ])
    }

    /// What cannot be reshaped stays as written: a format key with another argument besides the
    /// variable is not folded (its forms would change places); forms a substitution cannot hold stay
    /// plain plural variations.
    @Test(arguments: [
        (PluralShape.pluralVariations, "%@: %#@n@", "%lld Datei", false),
        (PluralShape.pluralVariations, "%#@n@ und %#@n@", "%lld Datei", false),
        (PluralShape.pluralVariations, "%#@n@ gefunden", "%lld Datei", true),
        (PluralShape.substitutions, "%#@n@", "%lld Datei", false),
        (PluralShape.substitutions, "%#@n@", "%@ hat %lld Datei", true),
        (PluralShape.asWritten, "%#@n@ gefunden", "%lld Datei", false),
    ])
    func whatIsReshaped(shape: PluralShape, formatKey: String, form: String, plural: Bool) {
        let location = SourceLocation(path: "de.stringsdict", line: 1, column: 1)
        let variable = StringsDictVariable(name: "n", location: location, valueType: "lld",
                                           forms: [StringsDictPluralForm(category: .other, text: form, location: location)])
        let format = StringsDictFormat(formatKey: formatKey, formatKeyLocation: location, variables: [variable])
        let conversion = StringsDictConverter.localization(for: .plural(format), state: .translated, shape: shape)
        #expect(conversion?.hasPlural == plural)
    }
}
