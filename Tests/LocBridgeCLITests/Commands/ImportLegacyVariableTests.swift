import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// Each language's `.stringsdict` names its variables freely (`%#@count@` in ru where en says `%#@n@`).
/// Forms go in only where the entry's format key, as the import leaves it, leads: forms for a variable it
/// does not name would be counted as imported while the app keeps showing the old text.
@Suite struct ImportLegacyVariableTests {
    typealias Legacy = ImportLegacyTests
    static let prefix = Legacy.filesPrefix
    static let formatID = prefix + "NSStringLocalizedFormatKey:dict/:string"

    /// `filesDict` with its variable `n` called `name`.
    static func renamed(_ name: String, _ one: String, _ other: String) -> String {
        Legacy.filesDict(one, other).replacingOccurrences(of: "%#@n@", with: "%#@\(name)@")
            .replacingOccurrences(of: "<key>n</key>", with: "<key>\(name)</key>")
    }

    static func forms(_ variable: String, _ texts: [(String, String)], source: (String) -> String) -> [String] {
        texts.map { Legacy.unit(prefix + "\(variable):dict/\($0.0):dict/:string", $0.1, source: source($0.0)) }
    }

    static let russian = [("one", "%lld файл"), ("few", "%lld файла"), ("many", "%lld файлов"), ("other", "%lld файлов!")]
    static func files(_ category: String) -> String { category == "one" ? "%lld file" : "%lld files" }

    @Test func formsForAVariableTheFormatKeyDoesNotNameAreRefused() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Legacy.filesDict("%lld file", "%lld files"), to: "App/en.lproj/Localizable.stringsdict")
            let before = Self.renamed("count", "%lld файл", "%lld файла")
            try folder.write(before, to: "App/ru.lproj/Localizable.stringsdict")
            try folder.write(Legacy.xliff(Self.forms("n", Self.russian, source: Self.files).joined(separator: "\n"), language: "ru",
                                          original: "App/en.lproj/Localizable.stringsdict"), to: "ru.xliff")
            let result = runCLI(["import", "ru.xliff"], currentDirectory: folder.path)
            let problem = "the format key of \"%lld files\" in App/ru.lproj/Localizable.stringsdict, \"%#@count@\", names the "
                + "variable \"count\", not \"n\", so the app would never show these forms; translate the format key too "
                + "(\(Self.formatID)) so that it uses %#@n@ as the development text does, or, if \"count\" is the same variable, "
                + "rename it \"n\" in App/ru.lproj/Localizable.stringsdict (its <key> and its name in the format key), and import again"
            #expect(result == CLIResult(exitCode: 1, stdout: """
                App/ru.lproj/Localizable.stringsdict [ru]: 4 refused
                0 files written

                """, stderr: """
                ru.xliff:5:1: error: refused "%lld files" (\(Self.prefix)n:dict/one:dict/:string): \(problem)
                ru.xliff:6:1: error: refused "%lld files" (\(Self.prefix)n:dict/few:dict/:string): \(problem)
                ru.xliff:7:1: error: refused "%lld files" (\(Self.prefix)n:dict/many:dict/:string): \(problem)
                ru.xliff:8:1: error: refused "%lld files" (\(Self.prefix)n:dict/other:dict/:string): \(problem)

                """))
            #expect(try folder.read("App/ru.lproj/Localizable.stringsdict") == before)
        }
    }

    /// With the format key translated to name the variable, the variable is added after it; the file's
    /// own variable, no longer named, is left in place with a warning.
    @Test func aFormatKeyTranslatedToNameTheVariableLetsItBeAdded() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Legacy.filesDict("%lld file", "%lld files"), to: "App/en.lproj/Localizable.stringsdict")
            let before = Self.renamed("count", "%lld файл", "%lld файла")
            try folder.write(before, to: "App/ru.lproj/Localizable.stringsdict")
            let units = [Legacy.unit(Self.formatID, "%#@n@", source: "%#@n@")] + Self.forms("n", Self.russian, source: Self.files)
            try folder.write(Legacy.xliff(units.joined(separator: "\n"), language: "ru", original: "App/en.lproj/Localizable.stringsdict"),
                             to: "ru.xliff")
            let result = runCLI(["import", "ru.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/ru.lproj/Localizable.stringsdict [ru]: 5 updated
                1 file written: App/ru.lproj/Localizable.stringsdict

                """, stderr: """
                ru.xliff:5:1: warning: "%lld files" (\(Self.formatID)): the new format key "%#@n@" no longer names the variable \
                "count"; its forms stay in App/ru.lproj/Localizable.stringsdict, unused: remove it from the entry by hand

                """))
            let added = "\n\t\t<key>n</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>"
                + "\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>"
                + Self.russian.map { "\n\t\t\t<key>\($0.0)</key>\n\t\t\t<string>\($0.1)</string>" }.joined() + "\n\t\t</dict>"
            #expect(try folder.read("App/ru.lproj/Localizable.stringsdict")
                == before.replacingOccurrences(of: "<string>%#@count@</string>", with: "<string>%#@n@</string>" + added))
            #expect(runCLI(["export", "--output", "out", "App"], currentDirectory: folder.path).exitCode == 0)
        }
    }

    /// Two variables in English, one in the translation (`%2$lld папках` instead of `%2$#@f@`): the second
    /// variable's forms are refused, with the development format key's positional spelling, until the
    /// format key names it.
    @Test func aVariableTheTranslationsFormatKeyLeftOutIsRefusedUntilItNamesIt() throws {
        try TemporaryFolder.with { folder in
            let folders = "\n\t\t<key>f</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>"
                + "\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>\n\t\t\t<key>one</key>\n\t\t\t<string>%2$lld folder</string>"
                + "\n\t\t\t<key>other</key>\n\t\t\t<string>%2$lld folders</string>\n\t\t</dict>"
            let english = Legacy.filesDict("%1$lld file", "%1$lld files")
                .replacingOccurrences(of: "<string>%#@n@</string>", with: "<string>%1$#@n@ in %2$#@f@</string>" + folders)
            try folder.write(english, to: "App/en.lproj/Localizable.stringsdict")
            let before = Legacy.filesDict("%1$lld файл", "%1$lld файлов")
                .replacingOccurrences(of: "<string>%#@n@</string>", with: "<string>%1$#@n@ в %2$lld папках</string>")
            try folder.write(before, to: "App/ru.lproj/Localizable.stringsdict")
            let forms = Self.forms("f", [("one", "%2$lld папке"), ("few", "%2$lld папках"), ("many", "%2$lld папках"),
                                         ("other", "%2$lld папки")], source: { $0 == "one" ? "%2$lld folder" : "%2$lld folders" })
            try folder.write(Legacy.xliff(forms.joined(separator: "\n"), language: "ru", original: "App/en.lproj/Localizable.stringsdict"),
                             to: "ru.xliff")
            let refused = runCLI(["import", "ru.xliff"], currentDirectory: folder.path)
            let problem = "the format key of \"%lld files\" in App/ru.lproj/Localizable.stringsdict, \"%1$#@n@ в %2$lld папках\", "
                + "names the variable \"n\", not \"f\", so the app would never show these forms; translate the format key too "
                + "(\(Self.formatID)) so that it uses %2$#@f@ as the development text does, and import again"
            #expect(refused.exitCode == 1)
            #expect(refused.stdout == "App/ru.lproj/Localizable.stringsdict [ru]: 4 refused\n0 files written\n")
            #expect(refused.stderr == ["one", "few", "many", "other"].enumerated().map { line, category in
                "ru.xliff:\(line + 5):1: error: refused \"%lld files\" (\(Self.prefix)f:dict/\(category):dict/:string): \(problem)\n"
            }.joined())
            #expect(try folder.read("App/ru.lproj/Localizable.stringsdict") == before)

            let format = Legacy.unit(Self.formatID, "%1$#@n@ в %2$#@f@", source: "%1$#@n@ in %2$#@f@")
            try folder.write(Legacy.xliff(([format] + forms).joined(separator: "\n"), language: "ru",
                                          original: "App/en.lproj/Localizable.stringsdict"), to: "ru.xliff")
            let result = runCLI(["import", "ru.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 0, stdout: """
                App/ru.lproj/Localizable.stringsdict [ru]: 5 updated
                1 file written: App/ru.lproj/Localizable.stringsdict

                """, stderr: ""))
            let written = try folder.read("App/ru.lproj/Localizable.stringsdict")
            #expect(written.contains("<string>%1$#@n@ в %2$#@f@</string>\n\t\t<key>f</key>\n\t\t<dict>"))
            #expect(written.contains("<key>other</key>\n\t\t\t<string>%2$lld папки</string>"))
        }
    }

    /// A variable the file has but its format key does not name (left by hand, or by an older import):
    /// its forms are refused too, without suggesting a rename onto a name the file already uses.
    @Test func formsOfAnUnnamedVariableTheFileHasAreRefused() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Legacy.filesDict("%lld file", "%lld files"), to: "App/en.lproj/Localizable.stringsdict")
            let count = "\n\t\t<key>count</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>"
                + "\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>"
                + "\n\t\t\t<key>other</key>\n\t\t\t<string>%lld файла</string>\n\t\t</dict>"
            let before = Legacy.filesDict("%lld файл", "%lld файлов")
                .replacingOccurrences(of: "<string>%#@n@</string>", with: "<string>%#@count@</string>" + count)
            try folder.write(before, to: "App/ru.lproj/Localizable.stringsdict")
            try folder.write(Legacy.xliff(Self.forms("n", [("one", "%lld файлик")], source: Self.files).joined(separator: "\n"),
                                          language: "ru", original: "App/en.lproj/Localizable.stringsdict"), to: "ru.xliff")
            let result = runCLI(["import", "ru.xliff"], currentDirectory: folder.path)
            #expect(result == CLIResult(exitCode: 1, stdout: """
                App/ru.lproj/Localizable.stringsdict [ru]: 1 refused
                0 files written

                """, stderr: """
                ru.xliff:5:1: error: refused "%lld files" (\(Self.prefix)n:dict/one:dict/:string): the format key of "%lld files" in \
                App/ru.lproj/Localizable.stringsdict, "%#@count@", names the variable "count", not "n", so the app would never show \
                these forms; translate the format key too (\(Self.formatID)) so that it uses %#@n@ as the development text does, and \
                import again

                """))
            #expect(try folder.read("App/ru.lproj/Localizable.stringsdict") == before)
        }
    }

    /// A format key that names the file's own variable (`%#@count@` for the development `%#@n@`) is
    /// compared by the argument each consumes, as the runtime reads it: the export that carries it
    /// checks clean and counts as translated, and an edit of it goes in. A name the file does not
    /// define, or a variable of another type, is refused.
    @Test func aFormatKeyMayNameTheFilesOwnVariable() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Legacy.filesDict("%lld file", "%lld files"), to: "App/en.lproj/Localizable.stringsdict")
            let before = Self.renamed("count", "%lld файл", "%lld файла")
            try folder.write(before, to: "App/ru.lproj/Localizable.stringsdict")
            #expect(runCLI(["export", "--output", "out", "--languages", "ru", "App"], currentDirectory: folder.path)
                == CLIResult(exitCode: 0, stdout: "ru: out/ru.xliff — 1 file, 5 units, 0 untranslated\n", stderr: ""))
            #expect(runCLI(["check", "out/ru.xliff"], currentDirectory: folder.path)
                == CLIResult(exitCode: 0, stdout: "checked 1 XLIFF file: no problems found\n", stderr: ""))
            #expect(runCLI(["stats", "out/ru.xliff"], currentDirectory: folder.path).stdout.contains(
                "ru            1           1             0             0      0    100.0%"))

            func importing(_ target: String) throws -> CLIResult {
                try folder.write(Legacy.xliff(Legacy.unit(Self.formatID, target, source: "%#@n@"), language: "ru",
                                              original: "App/en.lproj/Localizable.stringsdict"), to: "ru.xliff")
                return runCLI(["import", "ru.xliff"], currentDirectory: folder.path)
            }
            let refused = #"ru.xliff:5:1: error: refused "%lld files" (\#(Self.formatID)): "#
            #expect(try importing("%#@cnt@") == CLIResult(exitCode: 1, stdout: """
                App/ru.lproj/Localizable.stringsdict [ru]: 1 refused
                0 files written

                """, stderr: refused + "the translation uses %#@cnt@ but the source does not; fix the translation and import again\n"))
            try folder.write(before.replacingOccurrences(of: "<string>lld</string>", with: "<string>@</string>"),
                             to: "App/ru.lproj/Localizable.stringsdict")
            #expect(try importing("Всего: %#@count@") == CLIResult(exitCode: 1, stdout: """
                App/ru.lproj/Localizable.stringsdict [ru]: 1 refused
                0 files written

                """, stderr: refused + "argument 1 is %#@n@ (formatSpecifier lld) in the source but %#@count@ (formatSpecifier @) "
                    + "in the translation; fix the translation and import again\n"))
            try folder.write(before, to: "App/ru.lproj/Localizable.stringsdict")
            #expect(try importing("Всего: %#@count@") == CLIResult(exitCode: 0, stdout: """
                App/ru.lproj/Localizable.stringsdict [ru]: 1 updated
                1 file written: App/ru.lproj/Localizable.stringsdict

                """, stderr: ""))
            #expect(try folder.read("App/ru.lproj/Localizable.stringsdict")
                == before.replacingOccurrences(of: "<string>%#@count@</string>", with: "<string>Всего: %#@count@</string>"))

            // `check` of the XLIFF alone: a reference stands for what the other text has at its argument, so a
            // rename beside a plain specifier passes too (QA); a dropped argument does not.
            func check(_ source: String, _ target: String) throws -> CLIResult {
                try folder.write(Legacy.xliff(Legacy.unit(Self.formatID, target, source: source), language: "ru",
                                              original: "App/en.lproj/Localizable.stringsdict"), to: "check.xliff")
                return runCLI(["check", "check.xliff"], currentDirectory: folder.path)
            }
            #expect(try check("%1$#@a@ in %2$#@b@", "%1$lld файлов в %2$#@y@").exitCode == 0)
            #expect(try check("%1$#@a@ in %2$#@b@", "%1$#@x@ в %2$lld папках").exitCode == 0)
            #expect(try check("%1$#@a@ in %2$#@b@", "%1$#@x@ в папках").stderr.contains("[format-specifiers]"))
        }
    }
}
