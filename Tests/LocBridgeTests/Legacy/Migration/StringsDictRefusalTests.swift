import Testing
@testable import LocBridge

/// `.stringsdict` entries a catalog would change the meaning of are left out of a migration with a
/// located warning, and their file is kept (`MigrationRefusal`); a format naming no variable is a plain
/// unit.
@Suite struct StringsDictRefusalTests {
    /// `fruit` is line 4 of the file; its `a` forms are on line 5 (the helpers write one line per entry).
    static let nested = stringsDict("""
        <key>Files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        \(pluralVariable("n", "d", [("one", "%d file"), ("other", "%d files")]))</dict>
        <key>fruit</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
        \(pluralVariable("a", "d", [("one", "%d apple and %#@b@"), ("other", "%d apples and %#@b@")]))
        \(pluralVariable("b", "d", [("one", "%d pear"), ("other", "%d pears")]))</dict>
        """)

    /// What remains of `nested`: the other key, migrated as before.
    static let filesOnly = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Files" : {
              "extractionState" : "migrated",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%d file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%d files"
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

    @Test func aVariableNamedOnlyInsideAnotherVariablesFormIsLeftOutWithItsFileKept() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": Self.nested,
            "App/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
        ]
        let (migration, text) = try MigrationFixture.with(files) { fixture in
            (try fixture.migrate(), try fixture.catalogText())
        }
        #expect(migration.diagnostics.map(\.description) == [
            "./App/en.lproj/Localizable.stringsdict:6:1: warning: \"fruit\": the one form of variable \"a\" (line 7) refers "
                + "to another variable, %#@b@; a catalog would hold it as a substitution beside the first, which import "
                + "cannot bring back; left out of Localizable.xcstrings, and ./App/en.lproj/Localizable.stringsdict is kept",
        ])
        #expect(migration.removableFiles.map(\.display) == ["./App/en.lproj/Localizable.strings"])
        #expect(migration.catalog?.strings["fruit"] == nil)
        #expect(migration.keys == 2)
        #expect(migration.pluralKeys == 1)
        #expect(text.contains("\"Files\" : {"))
    }

    @Test func theOtherKeysOfTheFileMigrateAsBefore() throws {
        let files = ["App/en.lproj/Localizable.stringsdict": Self.nested]
        let text = try MigrationFixture.with(files) { try $0.catalogText() }
        #expect(text == Self.filesOnly)
    }

    /// A nested reference under a device is as nested; a positional one is named as written.
    @Test func aNestedReferenceUnderADeviceIsLeftOutToo() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>Tap</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
                <key>mac</key><string>Click</string>
                <key>iphone</key><dict><key>NSStringLocalizedFormatKey</key><string>%1$#@a@</string>
                \(pluralVariable("a", "d", [("other", "%1$d taps, %2$#@b@")]))
                \(pluralVariable("b", "d", [("other", "%2$d items")]))</dict>
                </dict></dict>
                """),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.map(\.description) == [
            "./App/en.lproj/Localizable.stringsdict:4:1: warning: \"Tap\": the other form of variable \"a\" (line 7) refers "
                + "to another variable, %2$#@b@; a catalog would hold it as a substitution beside the first, which import "
                + "cannot bring back; left out of Localizable.xcstrings, and ./App/en.lproj/Localizable.stringsdict is kept",
        ])
        #expect(migration.removableFiles.isEmpty)
        #expect(migration.keys == 0)
    }

    /// `%d file of %d`: in a `.stringsdict` the second `%d` is the next argument; as `%arg file of %arg`
    /// both would print the count.
    @Test func aSecondSpecifierInASubstitutionFormIsLeftOutWithItsFileKept() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>copied</key><dict><key>NSStringLocalizedFormatKey</key><string>Copied %#@n@</string>
                \(pluralVariable("n", "d", [("one", "%d file of %d"), ("other", "%d files of %d")]))</dict>
                <key>from</key><dict><key>NSStringLocalizedFormatKey</key><string>Read %#@n@</string>
                \(pluralVariable("n", "d", [("one", "%d file from %@"), ("other", "%d files")]))</dict>
                """),
            "App/de.lproj/Localizable.stringsdict": stringsDict("""
                <key>copied</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@ kopiert</string>
                \(pluralVariable("n", "d", [("one", "%d Datei"), ("other", "%d Dateien")]))</dict>
                """),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.map(\.description) == [
            "./App/en.lproj/Localizable.stringsdict:4:1: warning: \"copied\": the one form of variable \"n\" (line 5), "
                + "\"%d file of %d\", holds %d, which a catalog's %arg cannot stand for: it is another argument, or the "
                + "number in another format than the variable's; left out of Localizable.xcstrings, and "
                + "./App/en.lproj/Localizable.stringsdict is kept",
            "./App/en.lproj/Localizable.stringsdict:6:1: warning: \"from\": the one form of variable \"n\" (line 7), "
                + "\"%d file from %@\", holds %@, which a catalog's %arg cannot stand for: it is another argument, or the "
                + "number in another format than the variable's; left out of Localizable.xcstrings, and "
                + "./App/en.lproj/Localizable.stringsdict is kept",
            "./App/de.lproj/Localizable.stringsdict:4:1: note: \"copied\": its en entry is left out of Localizable.xcstrings, so this "
                + "translation is too, and ./App/de.lproj/Localizable.stringsdict is kept",
        ])
        // German's entry is left out with the source's: in the catalog it would have no source text (QA).
        #expect(migration.removableFiles.isEmpty)
        #expect(migration.catalog?.strings["copied"] == nil)
        #expect(migration.catalog?.strings["from"] == nil)
    }

    /// The variable's own argument written with its place (`%1$d` for the first argument, `%2$d` after a
    /// `%@`), or with another integer conversion (`%lu` for `ld`), is its own: migrated as `%arg`.
    @Test func theVariablesOwnArgumentInAnotherSpellingIsMigrated() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>left</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@ left</string>
                \(pluralVariable("files", "d", [("one", "%1$d file"), ("other", "%1$d files")]))</dict>
                <key>has</key><dict><key>NSStringLocalizedFormatKey</key><string>%@ has %#@files@</string>
                \(pluralVariable("files", "d", [("one", "%2$d file"), ("other", "%2$d files")]))</dict>
                <key>long</key><dict><key>NSStringLocalizedFormatKey</key><string>Got %#@files@</string>
                \(pluralVariable("files", "ld", [("one", "%lu file"), ("other", "%lu files")]))</dict>
                """),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.isEmpty)
        let strings = try #require(migration.catalog).strings
        for key in ["left", "has", "long"] {
            #expect(strings[key]?.localizations?["en"]?.substitutions?["files"]?.variations?.plural?[.other] == .unit("%arg files"),
                    "\(key)")
        }
    }

    /// A form that prints the number in another format (`%x` for a `d` variable, `%g` for `f`) is not
    /// `%arg`, which prints it as the variable's type; a `*` width takes an argument of its own.
    @Test func anotherFormatOfTheNumberIsLeftOutAndStarsCount() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>hex</key><dict><key>NSStringLocalizedFormatKey</key><string>%@ has %#@n@</string>
                \(pluralVariable("n", "d", [("one", "0x%2$x item"), ("other", "0x%2$x items")]))</dict>
                <key>dist</key><dict><key>NSStringLocalizedFormatKey</key><string>Ran %#@v@</string>
                \(pluralVariable("v", "f", [("one", "%g kilometre"), ("other", "%g kilometres")]))</dict>
                <key>star</key><dict><key>NSStringLocalizedFormatKey</key><string>%*d, %#@n@</string>
                \(pluralVariable("n", "d", [("one", "%3$d file"), ("other", "%3$d files")]))</dict>
                """),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.map(\.description).map { $0.prefix(while: { $0 != "," }) } == [
            #"./App/en.lproj/Localizable.stringsdict:4:1: warning: "hex": the one form of variable "n" (line 5)"#,
            #"./App/en.lproj/Localizable.stringsdict:6:1: warning: "dist": the one form of variable "v" (line 7)"#,
        ])
        let strings = try #require(migration.catalog).strings
        #expect(strings["hex"] == nil && strings["dist"] == nil)
        #expect(strings["star"]?.localizations?["en"]?.substitutions?["n"]?.variations?.plural?[.other] == .unit("%arg files"))
    }

    /// Only `%arg` rewriting is ambiguous: a format that is exactly `%#@n@` becomes plain plural
    /// variations whose texts are the forms as written (what Xcode makes), so it is migrated.
    @Test func aSecondSpecifierInPlainPluralVariationsIsMigratedAsWritten() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>copied</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                \(pluralVariable("n", "d", [("other", "%d files of %d")]))</dict>
                """),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.isEmpty)
        #expect(migration.catalog?.strings["copied"]?.localizations?["en"]?.variations?.plural?[.other] == .unit("%d files of %d"))
    }

    /// A format key that is only a positional reference (`%2$#@n@`) makes each form the whole text too:
    /// forms that print other arguments (`%1$@`) become plural variations as written, as without the
    /// position. Left out still: forms printing another number of the variable's kind (which of the
    /// two would choose the form?) or never printing argument N (nothing in a catalog would say it
    /// chooses).
    @Test func aPositionalReferenceThatIsTheWholeFormatKeyBecomesPluralVariations() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>items</key><dict><key>NSStringLocalizedFormatKey</key><string>%2$#@n@</string>
                \(pluralVariable("n", "lld", [("one", "%1$@ has %2$lld item"), ("other", "%1$@ has %2$lld items")]))</dict>
                <key>unplaced</key><dict><key>NSStringLocalizedFormatKey</key><string>%2$#@n@</string>
                \(pluralVariable("n", "d", [("one", "%@ has one item"), ("other", "%@ has %d items")]))</dict>
                <key>two numbers</key><dict><key>NSStringLocalizedFormatKey</key><string>%2$#@n@</string>
                \(pluralVariable("n", "d", [("other", "%1$d of %2$d files")]))</dict>
                <key>not printed</key><dict><key>NSStringLocalizedFormatKey</key><string>%2$#@n@</string>
                \(pluralVariable("n", "d", [("one", "%1$@ has an item"), ("other", "%1$@ has items")]))</dict>
                """),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.map(\.description) == [
            "./App/en.lproj/Localizable.stringsdict:8:1: warning: \"two numbers\": the other form of variable \"n\" (line 9), "
                + "\"%1$d of %2$d files\", holds %1$d, which a catalog's %arg cannot stand for: it is another argument, or the "
                + "number in another format than the variable's; left out of Localizable.xcstrings, and "
                + "./App/en.lproj/Localizable.stringsdict is kept",
            "./App/en.lproj/Localizable.stringsdict:10:1: warning: \"not printed\": the one form of variable \"n\" (line 11), "
                + "\"%1$@ has an item\", holds %1$@, which a catalog's %arg cannot stand for: it is another argument, or the "
                + "number in another format than the variable's; left out of Localizable.xcstrings, and "
                + "./App/en.lproj/Localizable.stringsdict is kept",
        ])
        let strings = try #require(migration.catalog).strings
        #expect(strings["items"]?.localizations?["en"] == Localization(variations: Variations(plural: [
            .one: .unit("%1$@ has %2$lld item"), .other: .unit("%1$@ has %2$lld items"),
        ])))
        // `%@ has %d items`: unpositioned, %d is the second argument.
        #expect(strings["unplaced"]?.localizations?["en"]?.variations?.plural?[.one] == .unit("%@ has one item"))
        #expect(strings.keys.sorted() == ["items", "unplaced"])
        #expect(migration.pluralKeys == 2 && migration.substitutionKeys == 0)
    }

    @Test(arguments: [
        ("%1$@ has %2$lld items, 100%%", [1, 2]),
        ("%@ has %*d %#@x@ %lld", [1, 3, 4]),
        ("none", []),
    ])
    func argumentsAreNumberedByPositionOrPlace(text: String, numbers: [Int]) {
        #expect(FormatSpecifierScanner.arguments(in: text)?.map(\.number) == numbers)
    }

    @Test func mixedPositionsHaveNoArgumentNumbers() {
        #expect(FormatSpecifierScanner.arguments(in: "%1$@ has %d") == nil)
    }

    /// A format key that names no variable is text: a plain unit, not a unit with `"substitutions" : { }`,
    /// and not counted as a substitution.
    @Test func aFormatWithoutVariablesIsAPlainUnit() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>title</key><dict><key>NSStringLocalizedFormatKey</key><string>Just text</string></dict>
                """),
            "App/de.lproj/Localizable.stringsdict": stringsDict("""
                <key>title</key><dict><key>NSStringLocalizedFormatKey</key><string>Nur Text</string></dict>
                """),
        ]
        let (migration, text) = try MigrationFixture.with(files) { fixture in
            (try fixture.migrate(), try fixture.catalogText())
        }
        #expect(migration.substitutionKeys == 0)
        #expect(migration.pluralKeys == 0)
        #expect(migration.diagnostics.isEmpty)
        #expect(text == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "title" : {
                  "extractionState" : "migrated",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Nur Text"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Just text"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
    }
}
