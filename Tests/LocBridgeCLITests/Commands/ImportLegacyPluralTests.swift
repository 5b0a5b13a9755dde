import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// Plural forms an import writes into a `.stringsdict` that the language never uses are warned about as
/// in catalogs (`ImportCommandTests.aPluralFormTheLanguageNeverUsesIsWarnedAbout`), and still written.
@Suite struct ImportLegacyPluralTests {
    typealias Legacy = ImportLegacyTests

    static func units(_ forms: [(String, String)]) -> String {
        forms.map { Legacy.unit(Legacy.filesPrefix + "n:dict/\($0.0):dict/:string", $0.1,
                                 source: $0.0 == "one" ? "%lld file" : "%lld files") }
            .joined(separator: "\n")
    }

    /// Said at the first unit of such a form (QA: at the valid `zero` form's, named by its id).
    @Test func aFormTheLanguageNeverUsesIsWarnedAboutAtItsUnit() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Legacy.filesDict("%lld file", "%lld files"), to: "App/en.lproj/Localizable.stringsdict")
            try folder.write(Legacy.filesDict("%lld файл", "%lld файлов"), to: "App/ru.lproj/Localizable.stringsdict")
            // `zero` is every language's to spell out: not warned about.
            try folder.write(Legacy.xliff(Self.units([("zero", "нет файлов"), ("one", "%lld файл"), ("two", "%lld файла"),
                                                      ("other", "%lld файлов")]), language: "ru",
                                          original: "App/en.lproj/Localizable.stringsdict"), to: "ru.xliff")
            let result = runCLI(["import", "ru.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/ru.lproj/Localizable.stringsdict [ru]: 2 updated, 2 unchanged
                1 file written: App/ru.lproj/Localizable.stringsdict

                """, stderr: """
                ru.xliff:5:1: warning: "%lld files" (/%lld files:dict/n:dict/zero:dict/:string): the ru plural has no forms few, \
                many, which ru uses (one, few, many, other); check reports it: translate the missing forms
                ru.xliff:7:1: warning: "%lld files" (/%lld files:dict/n:dict/two:dict/:string): ru never uses the plural form \
                two (it uses one, few, many, other), so the app never shows it; check reports it: move the text to a form ru uses

                """))
            #expect(try folder.read("App/ru.lproj/Localizable.stringsdict").contains("<key>two</key>"))
        }
    }

    /// An id naming a rule key (`NSStringFormatSpecTypeKey`) or a misspelt category where a plural form
    /// goes is unknown: it was written as a form, a second key of that name the system then read (QA).
    @Test func aRuleKeyOrUnknownCategoryIsNoForm() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Legacy.filesDict("%lld file", "%lld files"), to: "App/en.lproj/Localizable.stringsdict")
            try folder.write(Legacy.filesDict("%lld файл", "%lld файлов"), to: "App/ru.lproj/Localizable.stringsdict")
            let before = try folder.read("App/ru.lproj/Localizable.stringsdict")
            try folder.write(Legacy.xliff(Self.units([("NSStringFormatSpecTypeKey", "%lld файлов"), ("Other", "%lld файла")]),
                                          language: "ru", original: "App/en.lproj/Localizable.stringsdict"), to: "ru.xliff")
            let result = runCLI(["import", "ru.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 1)
            #expect(result.stderr == """
                ru.xliff:5:1: warning: unknown id "/%lld files:dict/n:dict/NSStringFormatSpecTypeKey:dict/:string": \
                "NSStringFormatSpecTypeKey" is not a plural category (zero, one, two, few, many, other); the unit was not imported
                ru.xliff:6:1: warning: unknown id "/%lld files:dict/n:dict/Other:dict/:string": "Other" is not a plural category \
                (zero, one, two, few, many, other); the unit was not imported

                """)
            #expect(try folder.read("App/ru.lproj/Localizable.stringsdict") == before)
        }
    }

    /// A form the language needs that the variable still lacks after the import is warned about, as in
    /// catalogs (QA: a Russian file without `many` was written silently).
    @Test func aFormTheLanguageNeedsIsWarnedAboutWhenStillMissing() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Legacy.filesDict("%lld file", "%lld files"), to: "App/en.lproj/Localizable.stringsdict")
            try folder.write(Legacy.xliff(Self.units([("one", "%lld файл"), ("few", "%lld файла"), ("other", "%lld файла")]),
                                          language: "ru", original: "App/en.lproj/Localizable.stringsdict"), to: "ru.xliff")
            let result = runCLI(["import", "ru.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stderr == """
                ru.xliff:5:1: warning: "%lld files" (/%lld files:dict/n:dict/one:dict/:string): the ru plural has no form many, \
                which ru uses (one, few, many, other); check reports it: translate the missing form

                """)
            // With every form it needs, nothing is said.
            try folder.write(Legacy.xliff(Self.units([("many", "%lld файлов")]), language: "ru",
                                          original: "App/en.lproj/Localizable.stringsdict"), to: "many.xliff")
            #expect(runCLI(["import", "many.xliff"], currentDirectory: folder.path).stderr == "")
        }
    }

    /// A folder with an old name (`German.lproj`) is judged, and named, by its language's tag; forms the
    /// file already had are not the import's to judge.
    @Test func aFolderWithAnOldNameIsJudgedByItsLanguage() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Legacy.filesDict("%lld file", "%lld files"), to: "App/English.lproj/Localizable.stringsdict")
            try folder.write(Legacy.filesDict("%lld Datei", "%lld Dateien", extra: "\n\t\t\t<key>two</key>\n\t\t\t<string>zwei</string>"),
                             to: "App/German.lproj/Localizable.stringsdict")
            try folder.write(Legacy.xliff(Self.units([("one", "eine Datei"), ("few", "%lld Dateien"), ("many", "%lld Dateien")]),
                                          original: "App/English.lproj/Localizable.stringsdict"), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stderr == """
                de.xliff:6:1: warning: "%lld files" (/%lld files:dict/n:dict/few:dict/:string): de never uses the plural forms \
                few, many (it uses one, other), so the app never shows them; check reports them: move the text to a form de uses

                """)
        }
    }
}
