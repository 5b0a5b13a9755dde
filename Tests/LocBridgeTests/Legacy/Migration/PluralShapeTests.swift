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

    /// German's format key prints another argument besides the variable; with positions, folding keeps
    /// each argument where it was.
    @Test func aFormatKeyWithOtherArgumentsIsFoldedWhenThePositionsHold() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"%@ has %lld files\" = \"%1$@ has %2$lld files\";\n",
            "App/de.lproj/Localizable.stringsdict": Self.entry("%1$@ hat %2$#@n@", "eine Datei", "%2$lld Dateien")
                .replacingOccurrences(of: "%lld files", with: "%@ has %lld files"),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.isEmpty)
        #expect(migration.removableFiles.count == 2)
        #expect(migration.catalog?.strings["%@ has %lld files"]?.localizations?["de"]?.variations?.plural == [
            .one: .unit("%1$@ hat eine Datei"), .other: .unit("%1$@ hat %2$lld Dateien"),
        ])
    }

    /// A translation judged by its source's rule: `%2$#@n@` whose forms print argument 1 as a number
    /// too is left out in every language, each file kept (folding would give German plural variations
    /// chosen by two numbers).
    @Test func aTranslationIsLeftOutByTheRuleThatLeavesOutItsSource() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": Self.entry("%2$#@n@", "%1$lld of %2$lld file", "%1$lld of %2$lld files"),
            "App/de.lproj/Localizable.stringsdict": Self.entry("%2$#@n@", "%1$lld von %2$lld Datei", "%1$lld von %2$lld Dateien"),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.map(\.description) == ["en", "de"].map { language in
            "./App/\(language).lproj/Localizable.stringsdict:4:1: warning: \"%lld files\": the one form of variable \"n\" (line 5), "
                + (language == "en" ? "\"%1$lld of %2$lld file\"" : "\"%1$lld von %2$lld Datei\"")
                + ", holds %1$lld, which a catalog's %arg cannot stand for: it is another argument, or the number in another "
                + "format than the variable's; left out of Localizable.xcstrings, and ./App/\(language).lproj/Localizable.stringsdict is kept"
        })
        #expect(migration.removableFiles.isEmpty)
        #expect(migration.keys == 0)
    }

    /// A translation's forms need not print the number (a plural form may leave its count out, as
    /// `check` and `import` allow): beside English's plural variations, French's `%#@c@` whose forms
    /// print none is plural variations too, each form as written, not a substitution beside them.
    @Test func formsThatPrintNoNumberAreStillATranslationsPluralVariations() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": Self.entry("%#@n@", "%lld file", "%lld files"),
            "App/fr.lproj/Localizable.stringsdict": Self.entry("%#@n@", "un fichier", "des fichiers"),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.isEmpty)
        #expect(migration.pluralKeys == 1 && migration.substitutionKeys == 0)
        #expect(migration.catalog?.strings["%lld files"]?.localizations?["fr"]
            == Localization(variations: Variations(plural: [.one: .unit("un fichier"), .other: .unit("des fichiers")])))
        // The development language keeps Xcode's rule: no form printing the number makes a substitution.
        let source = try MigrationFixture.with(["App/en.lproj/Localizable.stringsdict": Self.entry("%#@n@", "a file", "files")]) {
            try $0.migrate()
        }
        #expect(source.pluralKeys == 0 && source.substitutionKeys == 1)
    }

    /// A translation that cannot take its source's shape stays a substitution, as the app reads it, and
    /// is warned about where it comes from, with the reason: `check` reports such a pair.
    @Test func aTranslationThatCannotTakeItsSourcesShapeIsWarnedAbout() throws {
        let twoVariables = stringsDict("""
            <key>%lld files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@ in %#@m@</string>
            \(pluralVariable("n", "lld", [("one", "%lld fichier"), ("other", "%lld fichiers")]))
            \(pluralVariable("m", "lld", [("one", "%lld dossier"), ("other", "%lld dossiers")]))</dict>
            """)
        let cases: [(source: String, translation: String, warning: String)] = [
            (Self.entry("%#@n@", "%lld file", "%lld files"), twoVariables,
             "./App/fr.lproj/Localizable.stringsdict:4:1: warning: \"%lld files\": the fr plural is migrated as a substitution "
                + "beside a source text without one (plural variations), since its format key \"%#@n@ in %#@m@\" names 2 "
                + "variables, and plural variations are chosen by one number; export offers its forms apart from the "
                + "source's: review the fr translation in Localizable.xcstrings"),
            ("\"%lld files\" = \"%lld files\";\n", Self.entry("%#@n@ pour %@", "un fichier", "des fichiers"),
             "./App/fr.lproj/Localizable.stringsdict:4:1: warning: \"%lld files\": the fr plural is migrated as a substitution "
                + "beside a source text without one (a plain text), since its one form \"un fichier\", spliced into the "
                + "format key as the app splices it (\"un fichier pour %@\"), would not keep the key's other arguments in "
                + "their places; export offers its forms apart from the source's: review the fr translation in "
                + "Localizable.xcstrings"),
        ]
        for (source, translation, warning) in cases {
            let sourceFile = "App/en.lproj/Localizable." + (source.hasPrefix("<") ? "stringsdict" : "strings")
            let migration = try MigrationFixture.with([sourceFile: source, "App/fr.lproj/Localizable.stringsdict": translation]) {
                try $0.migrate()
            }
            #expect(migration.diagnostics.map(\.description) == [warning])
            #expect(migration.catalog?.strings["%lld files"]?.localizations?["fr"]?.substitutions?.isEmpty == false)
        }
    }

    /// What cannot be reshaped stays as written: a format key whose arguments would change places, or
    /// whose plural would be chosen by another number, is not folded; forms a substitution cannot hold
    /// stay plain plural variations.
    @Test(arguments: [
        (PluralShape.pluralVariations, "%@: %#@n@", "%lld Datei", true),
        (PluralShape.pluralVariations, "%#@n@ für %@", "%lld Datei", true),
        (PluralShape.pluralVariations, "%#@n@ für %@", "%@ hat %lld Datei", false),
        (PluralShape.pluralVariations, "%#@n@ für %@", "Dateien", false),
        (PluralShape.pluralVariations, "%lld: %#@n@", "%lld Datei", false),
        (PluralShape.pluralVariations, "%1$@ hat %2$#@n@", "%2$lld Datei", true),
        (PluralShape.pluralVariations, "%1$@ hat %2$#@n@", "%lld Datei", false),
        (PluralShape.pluralVariations, "%2$#@n@", "%1$lld von %2$lld Datei", false),
        (PluralShape.pluralVariations, "%#@n@ und %#@n@", "%lld Datei", false),
        (PluralShape.pluralVariations, "%#@n@ gefunden", "%lld Datei", true),
        (PluralShape.substitutions, "%#@n@", "%lld Datei", false),
        (PluralShape.substitutions, "%#@n@", "%@ hat %lld Datei", true),
        (PluralShape.asWritten, "%#@n@ gefunden", "%lld Datei", false),
        // Forms that print no number: a translation's plural forms as written (or spliced), not the
        // development language's (Xcode's rule), and not where a form prints the variable's argument
        // as something else.
        (PluralShape.pluralVariations, "%#@n@", "Dateien", true),
        (PluralShape.pluralVariations, "%#@n@ gefunden", "Dateien", true),
        (PluralShape.pluralVariations, "%1$@ hat %2$#@n@", "Dateien", true),
        (PluralShape.pluralVariations, "%#@n@", "%@ Dateien", false),
        (PluralShape.pluralVariations, "%1$@ hat %2$#@n@", "%2$@ Dateien", false),
        (PluralShape.asWritten, "%#@n@", "Dateien", false),
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
