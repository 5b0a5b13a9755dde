import Testing
@testable import LocBridge

/// `LegacyMigrator`: each rule of FORMATS.md §4 "Migration to a catalog", checked against the exact
/// catalog bytes.
@Suite struct LegacyMigratorTests {
    static let spec = "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"

    @Test func commentsComeFromTheDevelopmentLanguageOnlyLastBlockMarkersStripped() throws {
        let files = [
            "App/en.lproj/Localizable.strings": """
                /* Header of the file, not about any entry */

                /* First block, overridden */
                /*   Title of the main window   */
                "Inbox" = "Inbox";

                /* No comment provided by engineer. */
                "Done" = "Done";

                // Shown while syncing
                "Syncing" = "Syncing…";
                "Plain" = "Plain";
                """,
            "App/de.lproj/Localizable.strings": """
                /* German comment, ignored */
                "Inbox" = "Posteingang";
                /* Another German comment */
                "Plain" = "Schlicht";
                """,
        ]
        let text = try MigrationFixture.with(files) { try $0.catalogText() }
        #expect(text == MigrationExpected.comments)
    }

    /// Two keys that are the same text in two Unicode normalizations: Xcode would keep both, a catalog
    /// keyed by Swift strings cannot. The first stays, the second is reported, and its file is kept.
    /// An Info.plist table's bundle name is not to be translated in its catalog, as Xcode 16.3 writes it
    /// and as export sends the legacy table (`translate="no"`); other keys, and other tables, are.
    @Test func anInfoPlistTablesBundleNameIsNotToBeTranslated() throws {
        let files = [
            "App/en.lproj/InfoPlist.strings": "/* Bundle name */\n\"CFBundleName\" = \"MyApp\";\n\"NSCameraUsageDescription\" = \"Scan\";\n",
            "App/de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"MyApp\";\n",
            "App/en.lproj/Widget-InfoPlist.strings": "\"CFBundleName\" = \"Widget\";\n",
            "App/en.lproj/Localizable.strings": "\"CFBundleName\" = \"Name\";\n",
        ]
        try MigrationFixture.with(files) { fixture in
            let info = try #require(try fixture.migrate("InfoPlist").catalog)
            #expect(info.strings["CFBundleName"]?.shouldTranslate == false)
            #expect(info.strings["CFBundleName"]?.localizations?["de"]?.stringUnit?.value == "MyApp")
            #expect(info.strings["NSCameraUsageDescription"]?.shouldTranslate == nil)
            #expect(try fixture.migrate("Widget-InfoPlist").catalog?.strings["CFBundleName"]?.shouldTranslate == false)
            #expect(try fixture.migrate("Localizable").catalog?.strings["CFBundleName"]?.shouldTranslate == nil)
        }
    }

    @Test func keysDifferingOnlyInNormalizationKeepTheFirstAndWarn() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"Caf\u{E9}\" = \"composed\";\n\"Cafe\u{301}\" = \"decomposed\";\n",
            "App/de.lproj/Localizable.strings": "\"Caf\u{E9}\" = \"Kaffee\";\n",
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        let catalog = try #require(migration.catalog)
        #expect(catalog.strings.count == 1)
        #expect(catalog.strings.keys.first.map { Array($0.unicodeScalars) } == Array("Caf\u{E9}".unicodeScalars))
        #expect(catalog.strings["Caf\u{E9}"]?.localizations?["en"] == .unit("composed"))
        #expect(migration.diagnostics.map(\.description) == [
            #"./App/en.lproj/Localizable.strings:2:1: warning: "Café" here (U+0065 U+0301) and in "#
                + "./App/en.lproj/Localizable.strings:1 (U+00E9) differ only in Unicode normalization; the app looks a key "
                + "up by its exact spelling, so Xcode keeps two keys, which a catalog in locbridge cannot yet: the catalog "
                + "keeps that spelling, this entry is left out of Localizable.xcstrings, and its .strings file is kept",
        ])
        #expect(migration.removableFiles.map(\.display) == ["./App/de.lproj/Localizable.strings"])
    }

    /// Base.lproj and en.lproj spelling one key in two normalizations: en.lproj's spelling and value
    /// are the catalog's, as its value wins for one spelling; Base.lproj's entry is left out, its file kept.
    @Test func theLanguagesOwnFolderSpellsTheKeyOverBase() throws {
        let files = [
            "App/Base.lproj/Localizable.strings": "\"Caf\u{E9}\" = \"from Base\";\n",
            "App/en.lproj/Localizable.strings": "\"Cafe\u{301}\" = \"from en\";\n",
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        let catalog = try #require(migration.catalog)
        #expect(catalog.strings.keys.map { Array($0.unicodeScalars) } == [Array("Cafe\u{301}".unicodeScalars)])
        #expect(catalog.strings["Cafe\u{301}"]?.localizations?["en"] == .unit("from en"))
        #expect(migration.diagnostics.map(\.description) == [
            #"./App/Base.lproj/Localizable.strings:1:1: warning: "Café" here (U+00E9) and in "#
                + "./App/en.lproj/Localizable.strings:1 (U+0065 U+0301) differ only in Unicode normalization; the app looks a "
                + "key up by its exact spelling, so Xcode keeps two keys, which a catalog in locbridge cannot yet: the catalog "
                + "keeps that spelling, this entry is left out of Localizable.xcstrings, and its .strings file is kept",
        ])
        #expect(migration.removableFiles.map(\.display) == ["./App/en.lproj/Localizable.strings"])
    }

    /// A translation that spells a key in another normalization than the development language (`de`,
    /// read before `en` by folder name, in NFD): the key stays as the development language spells it,
    /// and the translation, which the app never finds under that key, is left out with its file.
    @Test func theDevelopmentLanguageSpellsTheKeyAndAnotherSpellingIsLeftOut() throws {
        let plural = { (key: String, one: String) in
            stringsDict("""
                <key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                \(pluralVariable("n", "d", [("one", one), ("other", "%d")]))</dict>
                """)
        }
        let files = [
            "App/en.lproj/Localizable.strings": "\"caf\u{E9}\" = \"Caf\u{E9}\";\n",
            "App/en.lproj/Localizable.stringsdict": plural("%d caf\u{E9}s", "%d caf\u{E9}"),
            "App/de.lproj/Localizable.strings": "\"cafe\u{301}\" = \"Kaffee\";\n\"other\" = \"Andere\";\n",
            "App/de.lproj/Localizable.stringsdict": plural("%d cafe\u{301}s", "%d Kaffee"),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        let catalog = try #require(migration.catalog)
        #expect(catalog.strings.keys.map { $0.unicodeScalars.map(\.value) }.sorted { $0.lexicographicallyPrecedes($1) } == [
            Array("%d caf\u{E9}s".unicodeScalars.map(\.value)), Array("caf\u{E9}".unicodeScalars.map(\.value)),
            Array("other".unicodeScalars.map(\.value)),
        ])
        #expect(catalog.strings["caf\u{E9}"]?.localizations?.keys.sorted() == ["en"])
        #expect(catalog.strings["%d caf\u{E9}s"]?.localizations?.keys.sorted() == ["en"])
        #expect(catalog.strings["other"]?.localizations?["de"] == .unit("Andere"))
        #expect(migration.diagnostics.map(\.description) == [
            #"./App/de.lproj/Localizable.strings:1:1: warning: "café" here (U+0065 U+0301) and in "#
                + "./App/en.lproj/Localizable.strings:1 (U+00E9) differ only in Unicode normalization; the app looks a key "
                + "up by its exact spelling, so Xcode keeps two keys, which a catalog in locbridge cannot yet: the catalog "
                + "keeps that spelling, this entry is left out of Localizable.xcstrings, and its .strings file is kept",
            #"./App/de.lproj/Localizable.stringsdict:4:1: warning: "%d cafés" here (U+0065 U+0301) and in "#
                + "./App/en.lproj/Localizable.stringsdict:4 (U+00E9) differ only in Unicode normalization; the app looks a "
                + "key up by its exact spelling, so Xcode keeps two keys, which a catalog in locbridge cannot yet: the "
                + "catalog keeps that spelling, this entry is left out of Localizable.xcstrings, and its .stringsdict file "
                + "is kept",
        ])
        #expect(migration.removableFiles.map(\.display) == [
            "./App/en.lproj/Localizable.strings", "./App/en.lproj/Localizable.stringsdict",
        ])
    }

    @Test func baseLprojIsTheDevelopmentLanguageAndItsOwnFolderWinsPerKey() throws {
        let files = [
            "App/Base.lproj/Localizable.strings": """
                /* From Base */
                "Base only" = "Base only";
                /* Base comment for Plain */
                "Plain" = "Plain (Base)";
                """,
            "App/en.lproj/Localizable.strings": "\"Plain\" = \"Plain\";\n",
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.languages == ["en"])
        #expect(String(decoding: CatalogWriter.bytes(try #require(migration.catalog)), as: UTF8.self) == MigrationExpected.base)
        // Two values for one key of one language: the one that wins says so.
        #expect(migration.diagnostics.map(\.description) == [
            #"./App/en.lproj/Localizable.strings:1:1: warning: "Plain" is "Plain" here but "Plain (Base)" in ./App/Base.lproj/Localizable.strings:4, which stands for the same language; this value is migrated, and ./App/Base.lproj/Localizable.strings is kept"#,
        ])
        // Base's value is not in the catalog: its file stays.
        #expect(migration.removableFiles.map(\.display) == ["./App/en.lproj/Localizable.strings"])
    }

    /// The same for plural rules: other texts in the development language's own folder than in
    /// `Base.lproj` are migrated, with a warning naming both places.
    @Test func differingPluralRulesOfBaseAndItsLanguageAreWarnedAbout() throws {
        func entry(_ one: String) -> String {
            stringsDict("""
                <key>%lld files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                \(pluralVariable("files", "lld", [("one", one), ("other", "%lld files")]))</dict>
                """)
        }
        let files = ["App/Base.lproj/Localizable.stringsdict": entry("one file"),
                     "App/en.lproj/Localizable.stringsdict": entry("%lld file")]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.catalog?.strings["%lld files"]?.localizations?["en"]?.variations?.plural?[.one]?.stringUnit?.value
            == "%lld file")
        #expect(migration.diagnostics.map(\.message) == [
            #""%lld files" has other plural texts here than in ./App/Base.lproj/Localizable.stringsdict:4, which stands for the same language; these are migrated, and ./App/Base.lproj/Localizable.stringsdict is kept"#,
        ])
        // The same rule in both: nothing to say.
        let same = try MigrationFixture.with(["App/Base.lproj/Localizable.stringsdict": entry("%lld file"),
                                              "App/en.lproj/Localizable.stringsdict": entry("%lld file")]) { try $0.migrate() }
        #expect(same.diagnostics.isEmpty)
    }

    /// Old folder names are languages too: `English.lproj` is the development language (its comments
    /// kept), `German.lproj` is `de`, `zh_CN.lproj` is `zh-Hans`, `pt_BR.lproj` is `pt-BR`.
    @Test func oldFolderNamesAreLanguageTags() throws {
        let files = [
            "App/English.lproj/Localizable.strings": "/* The greeting */\n\"Hello\" = \"Hello\";\n",
            "App/German.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n",
            "App/zh_CN.lproj/Localizable.strings": "\"Hello\" = \"你好\";\n",
            "App/pt_BR.lproj/Localizable.strings": "\"Hello\" = \"Olá\";\n",
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.languages == ["de", "en", "pt-BR", "zh-Hans"])
        let entry = try #require(migration.catalog?.strings["Hello"])
        #expect(entry.comment == "The greeting")
        #expect(entry.localizations?["en"]?.stringUnit?.value == "Hello")
        #expect(entry.localizations?["zh-Hans"]?.stringUnit?.value == "你好")
        #expect(migration.diagnostics.isEmpty)
    }

    /// Folder names in another case are the same tags (`zh-hans` is `zh-Hans`), and where two folders
    /// stand for one language the one named exactly as the tag wins over other spellings.
    @Test func theFolderNamedAsTheTagWins() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"k\" = \"Key\";\n",
            "App/zh-Hans.lproj/Localizable.strings": "\"k\" = \"from zh-Hans\";\n",
            "App/zh-hans.lproj/Localizable.strings": "\"k\" = \"from zh-hans\";\n",
            "App/zh_CN.lproj/Localizable.strings": "\"k\" = \"from zh_CN\";\n",
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.languages == ["en", "zh-Hans"])
        #expect(migration.catalog?.strings["k"]?.localizations?["zh-Hans"]?.stringUnit?.value == "from zh-Hans")
        #expect(migration.diagnostics.count == 2)
    }

    /// Only the old `_` spellings of Chinese regions stand for a script (`zh_TW` for `zh-Hant`): `zh-HK` is
    /// a language of its own, and its texts are migrated as such (QA: folded into `zh-Hant`, they were
    /// lost). A folder whose value another folder of the same language overrules is kept.
    @Test func aRegionTagIsItsOwnLanguageAndAnOverruledFolderIsKept() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"ok\" = \"OK\";\n\"bye\" = \"Bye\";\n",
            "App/zh-Hant.lproj/Localizable.strings": "\"ok\" = \"好的\";\n",
            "App/zh-HK.lproj/Localizable.strings": "\"ok\" = \"好嘅\";\n\"bye\" = \"拜拜喇\";\n",
            "App/zh_TW.lproj/Localizable.strings": "\"ok\" = \"好的!\";\n",
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.languages == ["en", "zh-Hant", "zh-HK"])
        #expect(migration.catalog?.strings["ok"]?.localizations?["zh-HK"]?.stringUnit?.value == "好嘅")
        #expect(migration.catalog?.strings["bye"]?.localizations?["zh-HK"]?.stringUnit?.value == "拜拜喇")
        #expect(migration.catalog?.strings["bye"]?.localizations?["zh-Hant"] == nil)
        #expect(migration.catalog?.strings["ok"]?.localizations?["zh-Hant"]?.stringUnit?.value == "好的")
        #expect(migration.diagnostics.map(\.description) == [
            #"./App/zh-Hant.lproj/Localizable.strings:1:1: warning: "ok" is "好的" here but "好的!" in "#
                + "./App/zh_TW.lproj/Localizable.strings:1, which stands for the same language; this value is migrated, "
                + "and ./App/zh_TW.lproj/Localizable.strings is kept",
        ])
        #expect(migration.removableFiles.map(\.display).sorted() == [
            "./App/en.lproj/Localizable.strings", "./App/zh-HK.lproj/Localizable.strings", "./App/zh-Hant.lproj/Localizable.strings",
        ])
    }

    @Test func oneVariableStringsDictBecomesPluralVariationsWithTheCategoriesPresent() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>%lld files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                \(pluralVariable("files", "lld", [("one", "%lld file"), ("other", "%lld files")]))</dict>
                """),
            "App/ru.lproj/Localizable.stringsdict": stringsDict("""
                <key>%lld files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                \(pluralVariable("files", "lld", [("one", "%lld файл"), ("few", "%lld файла"), ("other", "%lld файла")]))</dict>
                """),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.pluralKeys == 1 && migration.substitutionKeys == 0)
        #expect(String(decoding: CatalogWriter.bytes(try #require(migration.catalog)), as: UTF8.self) == MigrationExpected.plural)
    }

    /// `%#@files@`'s variable is the key's one argument, so forms printing it as `%1$lld` use its own
    /// specifier as much as `%lld` ones: plural variations, the forms as written.
    @Test func oneVariableWhoseFormsNumberItsArgumentBecomesPluralVariations() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>things</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                \(pluralVariable("n", "lld", [("one", "%1$lld thing"), ("other", "%1$lld things")]))</dict>
                """),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.pluralKeys == 1 && migration.substitutionKeys == 0)
        let plural = migration.catalog?.strings["things"]?.localizations?["en"]?.variations?.plural
        #expect(plural?[.one]?.stringUnit?.value == "%1$lld thing")
        #expect(plural?[.other]?.stringUnit?.value == "%1$lld things")
    }

    @Test func twoPositionalVariablesBecomeSubstitutionsWithArgNum() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>%1$lld files in %2$lld folders</key><dict>
                <key>NSStringLocalizedFormatKey</key><string>%1$#@files@ in %2$#@folders@</string>
                \(pluralVariable("files", "lld", [("one", "%1$lld file"), ("other", "%1$lld files")]))
                \(pluralVariable("folders", "lld", [("one", "one folder"), ("other", "%2$lld folders")]))</dict>
                """),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.pluralKeys == 0 && migration.substitutionKeys == 1)
        #expect(String(decoding: CatalogWriter.bytes(try #require(migration.catalog)), as: UTF8.self) == MigrationExpected.positional)
    }

    @Test func twoUnpositionedVariablesBecomeSubstitutionsWithoutArgNum() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>%d of %d done</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@done@ of %#@total@</string>
                \(pluralVariable("done", "d", [("other", "%d")]))
                \(pluralVariable("total", "d", [("one", "%d task done"), ("other", "%d tasks done")]))</dict>
                """),
        ]
        let text = try MigrationFixture.with(files) { try $0.catalogText() }
        #expect(text == MigrationExpected.unpositioned)
    }

    @Test func oneVariableWhoseFormsNeverUseItsSpecifierBecomesASubstitution() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>No items</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
                \(pluralVariable("items", "d", [("zero", "No items"), ("other", "Some items")]))</dict>
                """),
        ]
        let text = try MigrationFixture.with(files) { try $0.catalogText() }
        #expect(text == MigrationExpected.noOwnSpecifier)
    }

    @Test func deviceRulesBecomeDeviceVariationsWithNestedPlurals() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>Tap to open</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
                <key>iphone</key><string>Tap to open</string>
                <key>mac</key><string>Click to open</string>
                <key>ipad</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                \(pluralVariable("n", "d", [("one", "Tap %d item"), ("other", "Tap %d items")]))</dict>
                </dict></dict>
                """),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.pluralKeys == 1)
        #expect(String(decoding: CatalogWriter.bytes(try #require(migration.catalog)), as: UTF8.self) == MigrationExpected.device)
    }

    /// Device formats with text around their variable become substitutions beside the device variations,
    /// once, as Xcode keeps them (nested under a device they do not compile); devices that define the
    /// variable differently cannot share one, and the entry is left out, its file kept (QA).
    @Test func deviceFormsSubstitutionsGoBesideTheVariations() throws {
        let rule = { (macForms: [(String, String)]) in
            stringsDict("""
                <key>photos</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
                <key>iphone</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@ on iPhone</string>
                \(pluralVariable("n", "d", [("one", "%d photo"), ("other", "%d photos")]))</dict>
                <key>mac</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@ on Mac</string>
                \(pluralVariable("n", "d", macForms))</dict>
                <key>other</key><string>Photos</string>
                </dict></dict>
                """)
        }
        let same = try MigrationFixture.with(["App/en.lproj/Localizable.stringsdict": rule([("one", "%d photo"), ("other", "%d photos")])]) {
            try $0.migrate()
        }
        let english = try #require(same.catalog?.strings["photos"]?.localizations?["en"])
        #expect(english.substitutions?["n"]?.variations?.plural?[.one]?.stringUnit?.value == "%arg photo")
        #expect(english.variations?.device?.values.allSatisfy { $0.substitutions == nil } == true)
        #expect(english.variations?.device?[.mac]?.stringUnit?.value == "%#@n@ on Mac")
        #expect(Checker().findings(in: try #require(same.catalog), path: "L.xcstrings").isEmpty)

        // One device's `%1$#@n@` and another's `%#@n@` name the same argument: the same substitution (QA).
        let positional = rule([("one", "%d photo"), ("other", "%d photos")]).replacingOccurrences(of: "%#@n@ on Mac", with: "%1$#@n@ on Mac")
        let both = try MigrationFixture.with(["App/en.lproj/Localizable.stringsdict": positional]) { try $0.migrate() }
        #expect(both.catalog?.strings["photos"]?.localizations?["en"]?.substitutions?["n"]?.argNum == 1)
        #expect(both.diagnostics.isEmpty)
        // Unless the unnumbered text has other arguments: shared, its `%#@n@` would mix with `%1$…` (QA).
        let mixed = positional.replacingOccurrences(of: "%#@n@ on iPhone", with: "%#@n@ of %@")
            .replacingOccurrences(of: "%1$#@n@ on Mac", with: "%1$#@n@ in %2$@")
        let left = try MigrationFixture.with(["App/en.lproj/Localizable.stringsdict": mixed]) { try $0.migrate() }
        #expect(left.catalog?.strings["photos"] == nil)
        #expect(left.diagnostics.count == 1)

        let differ = try MigrationFixture.with(["App/en.lproj/Localizable.stringsdict": rule([("one", "%d picture"), ("other", "%d pictures")])]) {
            try $0.migrate()
        }
        #expect(differ.catalog?.strings["photos"] == nil)
        #expect(differ.diagnostics.map(\.description) == [
            "./App/en.lproj/Localizable.stringsdict:4:1: warning: \"photos\": its device rules (iphone, mac) define variable \"n\" "
                + "differently (its forms, or how its argument is numbered), but a catalog holds one substitution for every device "
                + "(beside the device variations); left out of Localizable.xcstrings, and ./App/en.lproj/Localizable.stringsdict is kept",
        ])
    }

    /// A width rule under a device rule is a width rule for catalogs too: warned, left out, file kept.
    @Test func aWidthRuleUnderADeviceIsAWidthRule() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>Welcome</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
                <key>iphone</key><dict><key>NSStringVariableWidthRuleType</key><dict>
                <key>20</key><string>Hi</string><key>50</key><string>Welcome to the app</string></dict></dict>
                <key>mac</key><string>Welcome to the Mac app</string></dict></dict>
                """),
            "App/en.lproj/Localizable.strings": "\"Plain\" = \"Plain\";\n",
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.map(\.description) == [
            "./App/en.lproj/Localizable.stringsdict:4:1: warning: \"Welcome\" has a width rule (NSStringVariableWidthRuleType), "
                + "which String Catalogs cannot express; left out of Localizable.xcstrings, and "
                + "./App/en.lproj/Localizable.stringsdict is kept",
        ])
        #expect(migration.catalog?.strings.keys.sorted() == ["Plain"])
        #expect(migration.removableFiles.map(\.display) == ["./App/en.lproj/Localizable.strings"])
    }

    /// A `.strings` value the `.stringsdict` entry of the same key overrides is named, unless it is the
    /// key itself (genstrings' usual line beside a plural).
    @Test func aStringsValueAStringsDictEntryOverridesIsWarned() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>%d items</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                \(pluralVariable("n", "d", [("one", "%d item"), ("other", "%d items")]))</dict>
                <key>%d files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                \(pluralVariable("n", "d", [("one", "%d file"), ("other", "%d files")]))</dict>
                """),
            "App/en.lproj/Localizable.strings": "\"%d items\" = \"%d item(s) in your basket\";\n\"%d files\" = \"%d files\";\n",
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.map(\.description) == [
            "./App/en.lproj/Localizable.strings:1:1: warning: \"%d items\" is also in ./App/en.lproj/Localizable.stringsdict, "
                + "which wins in the app and in the catalog; this value, \"%d item(s) in your basket\", is not migrated",
        ])
    }

    /// What export would refuse is warned at the legacy entry: a key whose id reads as another key's
    /// variation, a control character. A key with `|==|` whose id reads back is not.
    @Test func whatExportWouldRefuseIsWarned() throws {
        let files = ["App/en.lproj/Localizable.strings":
            "\"filter|==|device.mac\" = \"All\";\n\"beep\" = \"Done\\a\";\n\"filter|==|all\" = \"All\";\n"]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.map(\.description) == [
            "./App/en.lproj/Localizable.strings:1:1: warning: the key \"filter|==|device.mac\" contains \"|==|\" followed by a "
                + "variation path: its XLIFF id \"filter|==|device.mac\" would read back as the device.mac variation of the key "
                + "\"filter\", so the catalog cannot be exported until the key is renamed",
            "./App/en.lproj/Localizable.strings:2:1: warning: the en value of \"beep\" holds the control character U+0007, which "
                + "XML 1.0 (and so XLIFF) cannot carry: the catalog cannot be exported until it is removed",
        ])
    }

    @Test func widthRuleIsWarnedLeftOutAndItsFileKept() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>Title</key><dict><key>NSStringVariableWidthRuleType</key><dict>
                <key>20</key><string>Short</string><key>50</key><string>A longer title</string></dict></dict>
                """),
            "App/en.lproj/Localizable.strings": "\"Title\" = \"Title\";\n\"Other\" = \"Other\";\n",
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.diagnostics.map(\.description) == [
            "./App/en.lproj/Localizable.stringsdict:4:1: warning: \"Title\" has a width rule (NSStringVariableWidthRuleType), "
                + "which String Catalogs cannot express; left out of Localizable.xcstrings, and "
                + "./App/en.lproj/Localizable.stringsdict is kept",
        ])
        #expect(migration.removableFiles.map(\.display) == ["./App/en.lproj/Localizable.strings"])
        // The .strings value of the key is what remains.
        #expect(migration.catalog?.strings["Title"]?.localizations?["en"] == .unit("Title"))
        #expect(migration.keys == 2)
    }

    /// An entry overruling Base.lproj's that is itself left out leaves Base's file kept, said (QA: removed).
    @Test func baseOverruledByAnEntryLeftOutIsKept() throws {
        let files = [
            "App/Base.lproj/Localizable.stringsdict": stringsDict("""
                <key>w</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                \(pluralVariable("n", "d", [("one", "%d window"), ("other", "%d windows")]))</dict>
                """),
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>w</key><dict><key>NSStringVariableWidthRuleType</key><dict>
                <key>20</key><string>Short</string><key>50</key><string>Longer</string></dict></dict>
                """),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.catalog?.strings["w"] == nil)
        #expect(migration.removableFiles.isEmpty)
        #expect(migration.diagnostics.first?.description == "./App/en.lproj/Localizable.stringsdict:4:1: warning: \"w\" here overrules "
            + "its entry in ./App/Base.lproj/Localizable.stringsdict:4, which stands for the same language, and is left out itself; "
            + "./App/Base.lproj/Localizable.stringsdict is kept")
    }

    /// A device rule overruling Base.lproj's plural keeps Base's file, said (QA: removed without a word).
    @Test func baseOverruledByADeviceRuleIsKept() throws {
        let files = [
            "App/Base.lproj/Localizable.stringsdict": stringsDict("""
                <key>w</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                \(pluralVariable("n", "d", [("one", "%d window"), ("other", "%d windows")]))</dict>
                """),
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>w</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
                <key>mac</key><string>Windows</string><key>other</key><string>Screens</string></dict></dict>
                """),
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.catalog?.strings["w"]?.localizations?["en"]?.variations?.device?[.mac]?.stringUnit?.value == "Windows")
        #expect(migration.removableFiles.map(\.display) == ["./App/en.lproj/Localizable.stringsdict"])
        #expect(migration.diagnostics.first?.description.hasSuffix("./App/Base.lproj/Localizable.stringsdict is kept") == true)
    }

    /// A development entry left out leaves its translations out too, their files kept (QA: they went into
    /// the catalog without a source text, and --remove-legacy removed their file).
    @Test func aLeftOutEntryLeavesItsTranslationsOut() throws {
        let files = [
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>Title</key><dict><key>NSStringVariableWidthRuleType</key><dict>
                <key>20</key><string>Short</string><key>50</key><string>A longer title</string></dict></dict>
                """),
            "App/en.lproj/Localizable.strings": "\"Other\" = \"Other\";\n",
            "App/ru.lproj/Localizable.strings": "\"Title\" = \"Заголовок\";\n\"Other\" = \"Другое\";\n",
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.catalog?.strings["Title"] == nil)
        #expect(migration.catalog?.strings["Other"]?.localizations?["ru"] == .unit("Другое", state: .translated))
        #expect(migration.diagnostics.map(\.description).last == "./App/ru.lproj/Localizable.strings:1:1: note: \"Title\": its en "
            + "entry is left out of Localizable.xcstrings, so this translation is too, and ./App/ru.lproj/Localizable.strings is kept")
        #expect(migration.removableFiles.map(\.display) == ["./App/en.lproj/Localizable.strings"])
    }

    @Test func stringsDictWinsOverStringsForTheSameKeyButTheCommentStays() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "/* A count of files */\n\"%lld files\" = \"%lld file(s)\";\n",
            "App/en.lproj/Localizable.stringsdict": stringsDict("""
                <key>%lld files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
                \(pluralVariable("files", "lld", [("one", "%lld file"), ("other", "%lld files")]))</dict>
                """),
        ]
        let text = try MigrationFixture.with(files) { try $0.catalogText() }
        #expect(text == MigrationExpected.stringsDictWins)
    }

    @Test func aLanguageWhoseFileFailsIsLeftOutWhole() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "App/de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n",
            // The .strings of ru reads; its .stringsdict does not: none of ru is migrated.
            "App/ru.lproj/Localizable.strings": "\"Done\" = \"Готово\";\n",
            "App/ru.lproj/Localizable.stringsdict": "<plist><dict><key>x</key></dict></plist>",
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.failedLanguages == ["ru"])
        #expect(migration.languages == ["de", "en"])
        #expect(migration.diagnostics.map(\.description) == [
            "./App/ru.lproj/Localizable.stringsdict:1:14: error: the key \"x\" has no value",
            "note: 'ru' left out of Localizable.xcstrings whole; its legacy files are kept",
        ])
        #expect(migration.catalog?.strings["Done"]?.localizations?.keys.sorted() == ["de", "en"])
        #expect(migration.removableFiles.map(\.display).sorted() == [
            "./App/de.lproj/Localizable.strings", "./App/en.lproj/Localizable.strings",
        ])
    }

    /// The development language holds the source texts: when it fails, nothing of the table is
    /// migrated and no file is removable (the other languages are not even read).
    @Test func aDevelopmentLanguageThatFailsLeavesTheTableOut() throws {
        let files = [
            "App/Base.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "App/en.lproj/Localizable.strings": "\"Done\" = \"Done\"\n",
            "App/de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n",
        ]
        let migration = try MigrationFixture.with(files) { try $0.migrate() }
        #expect(migration.catalog == nil)
        #expect(migration.developmentFailed)
        #expect(migration.failedLanguages == ["en"] && migration.languages.isEmpty)
        #expect(migration.diagnostics.map(\.description) == [
            "./App/en.lproj/Localizable.strings:1:16: error: missing ';' after the value of \"Done\"",
            "note: the Localizable table in ./App is left out whole: its development language, 'en', holds the source "
                + "texts; Localizable.xcstrings is not written, and none of its legacy files is removed",
        ])
        #expect(migration.removableFiles.isEmpty)
    }

    /// A table without a development-language file is migrated (its keys stand for the source texts,
    /// as Xcode reads a key without a source localization) and warned about in export's words, with
    /// the option to name its language: the one it has (as a tag), or one of several.
    @Test func aTableWithoutTheDevelopmentLanguageIsWarnedAbout() throws {
        let one = try MigrationFixture.with(["App/German.lproj/Localizable.strings": "/* Titel */\n\"title\" = \"Willkommen\";\n"]) {
            try $0.migrate()
        }
        #expect(one.diagnostics.map(\.description) == [
            "warning: the Localizable table in ./App has no ./App/en.lproj/Localizable.strings or .stringsdict to take the "
                + "source texts from (it has de): its keys stand for their source texts in Localizable.xcstrings, and it "
                + "gets no comments; if its texts were written in de, migrate it with --development-language de instead "
                + "(deleting Localizable.xcstrings first; its legacy files are kept for that, even with --remove-legacy)",
        ])
        #expect(one.removableFiles.isEmpty)
        #expect(one.catalog?.strings["title"] == CatalogEntry(extractionState: .migrated, localizations: ["de": .unit("Willkommen")]))
        let several = try MigrationFixture.with(["App/de.lproj/Localizable.strings": "\"title\" = \"Willkommen\";\n",
                                                 "App/fr.lproj/Localizable.stringsdict": stringsDict("")]) {
            try $0.migrate(options: MigrationOptions(developmentLanguage: "it"))
        }
        #expect(several.diagnostics.map(\.message) == [
            "the Localizable table in ./App has no ./App/it.lproj/Localizable.strings or .stringsdict to take the source "
                + "texts from (it has de, fr): its keys stand for their source texts in Localizable.xcstrings, and it gets "
                + "no comments; if its texts were written in one of those languages, migrate it with --development-language "
                + "and that language instead (deleting Localizable.xcstrings first; its legacy files are kept for that, even "
                + "with --remove-legacy)",
        ])
        #expect(several.languages == ["de", "fr"])
        // Base.lproj stands for the development language: nothing to say.
        let base = try MigrationFixture.with(["App/Base.lproj/Localizable.strings": "\"title\" = \"Welcome\";\n",
                                              "App/de.lproj/Localizable.strings": "\"title\" = \"Willkommen\";\n"]) {
            try $0.migrate()
        }
        #expect(base.diagnostics.isEmpty)
    }

    @Test func needsReviewStateAppliesToTranslationsOnly() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
            "App/de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n",
        ]
        let options = MigrationOptions(developmentLanguage: "en", translationState: .needsReview)
        let catalog = try MigrationFixture.with(files) { try #require(try $0.migrate(options: options).catalog) }
        #expect(catalog.strings["Done"]?.localizations?["en"] == .unit("Done", state: .translated))
        #expect(catalog.strings["Done"]?.localizations?["de"] == .unit("Fertig", state: .needsReview))
    }

    @Test func tablesAreGroupedByFolderAndNameSkippingDependencyFolders() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "",
            "App/de.lproj/Localizable.strings": "",
            "App/de.lproj/InfoPlist.strings": "",
            "App/Widget/fr.lproj/Widget.stringsdict": stringsDict(""),
            "Pods/Lib/en.lproj/Lib.strings": "",
            "Carthage/Lib/en.lproj/Lib.strings": "",
            ".build/x/en.lproj/X.strings": "",
            // A killed `.xcloc` export's staging folder: its copies are not the project's tables.
            "App/.locbridge-tmp-de.xcloc-1F2E/Source Contents/App/en.lproj/Localizable.strings": "",
        ]
        let found = try MigrationFixture.with(files) { try $0.tables() }
        #expect(found.map { "\($0.folder)|\($0.relativeFolder)|\($0.table)|\($0.files.map(\.folderLanguage))" } == [
            "./App|App|InfoPlist|[\"de\"]",
            "./App|App|Localizable|[\"de\", \"en\"]",
            "./App/Widget|App/Widget|Widget|[\"fr\"]",
        ])
    }
}
