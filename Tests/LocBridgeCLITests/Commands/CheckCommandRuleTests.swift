import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// One fixture per rule that triggers it and one that must not, with the exact findings (standard
/// error), their locations and the exit code. Catalog entries are one per line (the first key on line 4),
/// XLIFF units too (the first on line 5): see `CheckFixtures`.
@Suite struct CheckCommandRuleTests {
    typealias F = CheckFixtures

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Relative path → contents; the arguments name them.
        var files: [String: String]
        var arguments: [String]
        var exitCode: Int32
        /// Exactly what standard error must hold (without colour: it is not a terminal).
        var stderr: String
        var testDescription: String { name }

        init(_ name: String, catalog: String? = nil, xliff: String? = nil, arguments: [String] = [], exitCode: Int32,
             _ stderr: String) {
            self.name = name
            var files: [String: String] = [:]
            var paths: [String] = []
            if let catalog { files["L.xcstrings"] = catalog; paths.append("L.xcstrings") }
            if let xliff { files["de.xliff"] = xliff; paths.append("de.xliff") }
            self.files = files
            self.arguments = arguments + paths
            self.exitCode = exitCode
            self.stderr = stderr.isEmpty ? "" : stderr + "\n"
        }
    }

    static let fix = "fix the translation so it uses the same arguments as the source"
    static let parameters = "App Intents fills each ${name} with the value of the parameter so named"
    static let keep = "\(parameters): keep the source's placeholders as they are (untranslated)"
    static let shortcuts = "App Shortcuts need ${applicationName} in every phrase, or the app does not build"

    static let cases: [Case] = [
        // MARK: format-specifiers
        Case("format-specifiers: dropped %@ in a catalog",
             catalog: F.catalog(F.entry("%@ saved", F.localizations(F.unit("de", "gesichert")))),
             exitCode: 1, """
             L.xcstrings:4:1: error: [format-specifiers] the translation has no format specifiers but the source has 1 (%@); \(fix) (key "%@ saved", language de)
             """),
        Case("format-specifiers: dropped %@ in XLIFF",
             xliff: F.xliff(language: "de", F.transUnit("%@ saved", source: "%@ saved", target: "gesichert")),
             exitCode: 1, """
             de.xliff:5:1: error: [format-specifiers] the translation has no format specifiers but the source has 1 (%@); \(fix) (key "%@ saved", language de)
             """),
        Case("format-specifiers: a source-language XLIFF (en.xliff) is checked for broken text, not for translating",
             xliff: F.xliff(language: "en",
                F.transUnit("%@ saved", source: "%@ saved", target: "saved"),
                F.transUnit("Cancel", source: "Cancel", target: "Cancel", state: "new"),
                F.transUnit("Done", source: "Done", target: "Done"),
                F.transUnit("Open", source: "Open", target: "Open", state: "needs-review-l10n"),
                F.transUnit("Close", source: "Close", target: nil)),
             exitCode: 1, """
             de.xliff:5:1: error: [format-specifiers] the edited text has no format specifiers but the current source text has 1 (%@); the app's code passes the arguments the current text takes, so an edit keeps its format specifiers (to change them, change the code too) (key "%@ saved", language en)
             """),
        Case("format-specifiers: not in the texts of storyboards, xibs and intent definitions, which are shown as they are",
             xliff: F.xliff(language: "de", original: "App/Base.lproj/Main.storyboard",
                F.transUnit("ab1-cd-ef2.text", source: "Signed in as %@", target: "Angemeldet"),
                F.transUnit("ab1-cd-ef3.text", source: "Up to 50%off", target: "Bis zu 50 % Rabatt")),
             exitCode: 0, ""),
        Case("format-specifiers: a .stringsdict plural form may drop the count, as import allows, but not change its type",
             xliff: F.xliff(language: "de", original: "App/en.lproj/Localizable.stringsdict",
                F.transUnit("/%u lines:dict/NSStringLocalizedFormatKey:dict/:string", source: "%#@lines@", target: "%#@lines@"),
                F.transUnit("/%u lines:dict/lines:dict/one:dict/:string", source: "%u line", target: "Eine Zeile"),
                F.transUnit("/%u lines:dict/lines:dict/other:dict/:string", source: "%u lines", target: "%u Zeilen"),
                F.transUnit("/%u files:dict/files:dict/one:dict/:string", source: "One file", target: "%u Datei"),
                F.transUnit("/%u files:dict/files:dict/other:dict/:string", source: "%u files", target: "%@ Dateien")),
             exitCode: 1, """
             de.xliff:9:1: error: [format-specifiers] argument 1 is %u in the source but %@ in the translation; \(fix) (key "/%u files:dict/files:dict/other:dict/:string", language de)
             """),
        Case("format-specifiers: wrong type in one plural form",
             catalog: F.catalog(F.entry("items", F.localizations(
                F.plural("de", ["one": "%@ Artikel", "other": "%lld Artikel"]),
                F.plural("en", ["one": "%lld item", "other": "%lld items"])))),
             exitCode: 1, """
             L.xcstrings:4:1: error: [format-specifiers] plural.one: argument 1 is %lld in the source but %@ in the translation; \(fix) (key "items", language de)
             """),
        Case("format-specifiers: reordering, %%, plural forms without the count or with the other form's",
             catalog: F.catalog(
                F.entry("%@ of %@", F.localizations(F.unit("de", "%2$@ von %1$@"))),
                F.entry("100%% done", F.localizations(F.unit("de", "100 %% fertig"))),
                F.entry("count", F.localizations(
                    F.plural("de", ["one": "Ein Artikel", "other": "%lld Artikel"]),
                    F.plural("en", ["one": "%lld item", "other": "%lld items"]))),
                F.entry("items", F.localizations(
                    F.plural("de", ["one": "%lld Artikel", "other": "%lld Artikel"]),
                    F.plural("en", ["one": "One item", "other": "%lld items"])))),
             exitCode: 0, ""),

        // MARK: placeholders
        Case("placeholders: App Intents parameters dropped or renamed in a catalog; reordered or repeated is fine",
             catalog: F.catalog(
                F.entry("${toggle} Emoji Search ${state}", F.localizations(
                    F.unit("de", "Emoji-Suche ${state}"), F.unit("ja", "絵文字検索を${state}に${toggle}"),
                    F.unit("ko", "${toggle}: 이모티콘 검색 ${state} (${state})"))),
                F.entry("Open ${note}", F.localizations(F.unit("de", "Öffne ${notiz}"))),
                F.entry("Get settings", F.localizations(F.unit("de", "Hole ${settings}")))),
             arguments: ["--disable", "untranslated"],
             exitCode: 1, """
             L.xcstrings:4:1: error: [placeholders] the translation lacks ${toggle}, which the source has; \(keep) (key "${toggle} Emoji Search ${state}", language de)
             L.xcstrings:5:1: error: [placeholders] the translation lacks ${note}, which the source has, and uses ${notiz}, which the source does not have; \(keep) (key "Open ${note}", language de)
             """),
        Case("placeholders: App Shortcut phrases in a catalog may differ in number, but each needs ${applicationName} and only the source's parameters",
             catalog: F.catalog(
                F.entry("Create a document in ${applicationName}", F.localizations(
                    F.phrases("de", ["Erstelle ein Dokument", "Neues Dokument in ${applicationName}"]),
                    F.phrases("en", ["Create a document in ${applicationName}", "New ${applicationName} document"], state: "new"),
                    F.phrases("fr", ["Créer un document dans ${appName}"]),
                    F.phrases("ja", ["${applicationName}で書類を作成", "${applicationName}で書類作成", "${applicationName}で新規書類"]))),
                F.entry("Open ${note} in ${applicationName}", F.localizations(
                    F.phrases("de", ["Öffne ${notiz} in ${applicationName}"]),
                    F.phrases("en", ["Open ${note} in ${applicationName}"], state: "new")))),
             arguments: ["--disable", "untranslated"],
             exitCode: 1, """
             L.xcstrings:4:1: error: [placeholders] phrase 1 of the translation lacks ${applicationName}, which every phrase of the source has; \(shortcuts): add it (key "Create a document in ${applicationName}", language de)
             L.xcstrings:4:1: error: [placeholders] phrase 1 of the translation lacks ${applicationName}, which every phrase of the source has, and uses ${appName}, which no phrase of the source has; \(shortcuts), and \(parameters): add it, and keep the source's placeholders as they are (untranslated) (key "Create a document in ${applicationName}", language fr)
             L.xcstrings:5:1: error: [placeholders] phrase 1 of the translation uses ${notiz}, which no phrase of the source has; \(keep) (key "Open ${note} in ${applicationName}", language de)
             """),
        Case("placeholders: in XLIFF, a plain text and phrases (a plain target of a one-phrase set is that phrase, as import takes it)",
             xliff: F.xliff(language: "de",
                F.transUnit("${toggle} Quick Search ${state}", source: "${toggle} Quick Search ${state}", target: "Schnellsuche ${state}"),
                F.transUnit("Create a document in ${applicationName}",
                            source: F.phraseMarks("Create a document in ${applicationName}", "New ${applicationName} document"),
                            target: F.phraseMarks("Neues Dokument in ${applicationName}", "Erstelle ein Dokument in ${appName}")),
                F.transUnit("Open ${note} in ${applicationName}", source: F.phraseMarks("Open ${note} in ${applicationName}"),
                            target: "Öffne ${note}")),
             exitCode: 1, """
             de.xliff:5:1: error: [placeholders] the translation lacks ${toggle}, which the source has; \(keep) (key "${toggle} Quick Search ${state}", language de)
             de.xliff:6:1: error: [placeholders] phrase 2 of the translation lacks ${applicationName}, which every phrase of the source has, and uses ${appName}, which no phrase of the source has; \(shortcuts), and \(parameters): add it, and keep the source's placeholders as they are (untranslated) (key "Create a document in ${applicationName}", language de)
             de.xliff:7:1: error: [placeholders] phrase 1 of the translation lacks ${applicationName}, which every phrase of the source has; \(shortcuts): add it (key "Open ${note} in ${applicationName}", language de)
             """),
        Case("placeholders: a source-language XLIFF (en.xliff) edit keeps them: the code names the parameters",
             xliff: F.xliff(language: "en",
                F.transUnit("Delete ${cseID}", source: "Delete ${cseID}", target: "Delete the engine ${keyword}")),
             exitCode: 1, """
             de.xliff:5:1: error: [placeholders] the edited text lacks ${cseID}, which the current source text has, and uses ${keyword}, which the current source text does not have; the app's code names the parameter each ${name} stands for: keep the source's placeholders (to change them, change the code too) (key "Delete ${cseID}", language en)
             """),
        Case("placeholders: not where the source has none, nor in legacy tables (whose import does not compare them)",
             catalog: F.catalog(F.entry("Costs $5 {approx}", F.localizations(F.unit("de", "Kostet ${x}")))),
             xliff: F.xliff(language: "de", original: "App/en.lproj/AppShortcuts.strings",
                F.transUnit("OPEN_NOTE", source: "Open ${note} in ${applicationName}", target: "Öffne ${notiz}")),
             exitCode: 0, ""),

        // MARK: plural-categories
        // The missing forms are also untranslated units (stats counts them, an export asks for them).
        Case("plural-categories: Russian without few and many, Japanese with one",
             catalog: F.catalog(F.entry("%lld files", F.localizations(
                F.plural("en", ["one": "%lld file", "other": "%lld files"]),
                F.plural("ja", ["one": "%lld ファイル", "other": "%lld ファイル"]),
                F.plural("ru", ["one": "%lld файл", "other": "%lld файлов"])))),
             exitCode: 1, """
             L.xcstrings:4:1: warning: [plural-categories] plural form one never used in ja, which uses other; remove it (key "%lld files", language ja)
             L.xcstrings:4:1: error: [plural-categories] plural forms few, many missing; ru uses one, few, many, other: add the missing forms (key "%lld files", language ru)
             L.xcstrings:4:1: warning: [untranslated] 2 of 4 variations not translated into ru (plural.few, plural.many); translate them (key "%lld files", language ru)
             """),
        Case("plural-categories: a plural without other is untranslated too, as stats and the check of its export count it",
             catalog: F.catalog(F.entry("%lld tasks", F.localizations(
                F.plural("de", ["one": "%lld Aufgabe"]),
                F.plural("en", ["one": "%lld task", "other": "%lld tasks"])))),
             exitCode: 1, """
             L.xcstrings:4:1: error: [plural-categories] plural form other missing; de uses one, other: add the missing form (key "%lld tasks", language de)
             L.xcstrings:4:1: warning: [untranslated] 1 of 2 variations not translated into de (plural.other); translate it (key "%lld tasks", language de)
             """),
        Case("plural-categories: XLIFF without the few and many units",
             xliff: F.xliff(language: "ru",
                F.transUnit("%lld files|==|plural.one", source: "%lld file", target: "%lld файл"),
                F.transUnit("%lld files|==|plural.other", source: "%lld files", target: "%lld файлов")),
             exitCode: 1, """
             de.xliff:5:1: error: [plural-categories] plural forms few, many missing; ru uses one, few, many, other: add the missing forms (key "%lld files", language ru)
             """),
        Case("plural-categories: a .stringsdict variable without the forms the language needs",
             xliff: F.xliff(language: "ru", original: "App/en.lproj/Localizable.stringsdict",
                F.transUnit("/%u files:dict/NSStringLocalizedFormatKey:dict/:string", source: "%#@files@", target: "%#@files@"),
                F.transUnit("/%u files:dict/files:dict/zero:dict/:string", source: "No files", target: "Нет файлов"),
                F.transUnit("/%u files:dict/files:dict/one:dict/:string", source: "%u file", target: "%u файл"),
                F.transUnit("/%u files:dict/files:dict/two:dict/:string", source: "%u files", target: "%u файла"),
                F.transUnit("/%u files:dict/files:dict/other:dict/:string", source: "%u files", target: "%u файлов")),
             exitCode: 1, """
             de.xliff:6:1: error: [plural-categories] files: plural forms few, many missing; ru uses one, few, many, other: add the missing forms (key "%u files", language ru)
             de.xliff:6:1: warning: [plural-categories] files: plural form two never used in ru, which uses one, few, many, other; remove it (key "%u files", language ru)
             """),
        Case("plural-categories: every language with its own forms, zero allowed, no French many",
             catalog: F.catalog(F.entry("%lld files", F.localizations(
                F.plural("ar", ["zero": "لا ملفات", "one": "ملف", "two": "ملفان", "few": "%lld ملفات", "many": "%lld ملفًا", "other": "%lld ملف"]),
                F.plural("en", ["one": "%lld file", "other": "%lld files"]),
                F.plural("fr", ["one": "%lld fichier", "other": "%lld fichiers"]),
                F.plural("ja", ["other": "%lld ファイル"]),
                F.plural("ru", ["zero": "нет файлов", "one": "%lld файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла"])))),
             exitCode: 0, ""),

        // MARK: untranslated
        Case("untranslated: a key without German is a warning",
             catalog: F.catalog(
                F.entry("Cancel", F.localizations(F.unit("en", "Cancel"))),
                F.entry("Done", F.localizations(F.unit("de", "Fertig"), F.unit("en", "Done")))),
             exitCode: 0, """
             L.xcstrings:4:1: warning: [untranslated] not translated into de; translate it (key "Cancel", language de)
             """),
        Case("untranslated: an error for a language named by --languages, also when the catalog lacks it",
             catalog: F.catalog(
                F.entry("Cancel", F.localizations(F.unit("en", "Cancel"))),
                F.entry("Done", F.localizations(F.unit("de", "Fertig"), F.unit("en", "Done")))),
             arguments: ["--languages", "de,fr"], exitCode: 1, """
             L.xcstrings:4:1: error: [untranslated] not translated into de; translate it (key "Cancel", language de)
             L.xcstrings:4:1: error: [untranslated] not translated into fr; translate it (key "Cancel", language fr)
             L.xcstrings:5:1: error: [untranslated] not translated into fr; translate it (key "Done", language fr)
             """),
        Case("untranslated: not for a regional variant of the source language unless named, nor an empty source",
             catalog: F.catalog(
                F.entry("Colour", F.localizations(F.unit("en", "Color"), F.unit("en-GB", "Colour"))),
                F.entry("Done", F.localizations(F.unit("en", "Done"))),
                F.entry("Empty", F.localizations(F.unit("en", ""), F.unit("en-GB", "x")))),
             arguments: ["--disable", "empty-source"], exitCode: 0, ""),
        Case("untranslated: another script of the source language is a language of its own",
             catalog: F.catalog(source: "zh-Hans",
                F.entry("k1", F.localizations(F.unit("zh-Hans", "设置"), F.unit("zh-Hant", "設定"), F.unit("zh-HK", "設定"))),
                F.entry("k2", F.localizations(F.unit("zh-Hans", "设置"), F.unit("zh", "设置")))),
             exitCode: 0, """
             L.xcstrings:5:1: warning: [untranslated] not translated into zh-Hant; translate it (key "k2", language zh-Hant)
             L.xcstrings:5:1: warning: [untranslated] not translated into zh-HK; translate it (key "k2", language zh-HK)
             """),
        Case("untranslated: a regional variant named by --languages must be complete",
             catalog: F.catalog(
                F.entry("Colour", F.localizations(F.unit("en", "Color"), F.unit("en-GB", "Colour"))),
                F.entry("Done", F.localizations(F.unit("en", "Done")))),
             arguments: ["--languages", "en-GB"], exitCode: 1, """
             L.xcstrings:5:1: error: [untranslated] not translated into en-GB; translate it (key "Done", language en-GB)
             """),
        Case("untranslated: some variations of an XLIFF key",
             xliff: F.xliff(language: "de",
                F.transUnit("%lld files|==|plural.one", source: "%lld file", target: "%lld Datei"),
                F.transUnit("%lld files|==|plural.other", source: "%lld files", target: nil)),
             exitCode: 0, """
             de.xliff:6:1: warning: [untranslated] 1 of 2 variations not translated into de (plural.other); translate it (key "%lld files", language de)
             """),
        Case("untranslated: a draft in a legacy table, which has no review state, ships as it is",
             xliff: F.xliff(language: "de", original: "App/en.lproj/Localizable.strings",
                F.transUnit("Bye", source: "Bye", target: "Tschüss", state: "new")),
             exitCode: 0, """
             de.xliff:5:1: warning: [untranslated] the de translation is a draft: its state "new" does not mark it finished, so import writes it only where the file has no value, where it ships as it is; finish it and mark it translated (key "Bye", language de)
             """),
        Case("untranslated: a draft (a text in state new or needs-translation) is said to be one",
             xliff: F.xliff(language: "de",
                F.transUnit("Welcome", source: "Welcome", target: "Willkommen", state: "new"),
                F.transUnit("%lld files|==|plural.one", source: "%lld file", target: "%lld Datei", state: "new"),
                F.transUnit("%lld files|==|plural.other", source: "%lld files", target: nil),
                F.transUnit("%lld items|==|plural.one", source: "%lld item", target: "%lld Artikel", state: "new"),
                F.transUnit("%lld items|==|plural.other", source: "%lld items", target: "%lld Artikel", state: "needs-translation"),
                F.transUnit("%lld rows|==|plural.one", source: "%lld row", target: "%lld Zeile"),
                F.transUnit("%lld rows|==|plural.other", source: "%lld rows", target: "%lld Zeilen", state: "new")),
             exitCode: 0, """
             de.xliff:5:1: warning: [untranslated] the de translation is a draft: its state "new" does not mark it finished, so import takes it only where there is no finished translation (as needing review); finish it and mark it translated (key "Welcome", language de)
             de.xliff:6:1: warning: [untranslated] not translated into de (2 variations); translate them (1 of them is a draft not marked finished: plural.one) (key "%lld files", language de)
             de.xliff:8:1: warning: [untranslated] the de translation is a draft (2 variations): their states do not mark them finished, so import takes them only where there is no finished translation (as needing review); finish them and mark them translated (key "%lld items", language de)
             de.xliff:11:1: warning: [untranslated] 1 of 2 de variations is a draft (plural.other): its state does not mark it finished, so import takes it only where there is no finished translation (as needing review); finish it and mark it translated (key "%lld rows", language de)
             """),
        Case("untranslated: a tool's placeholder (the source as target, in state new) is no draft: import does not take it",
             xliff: F.xliff(language: "de",
                F.transUnit("Welcome", source: "Welcome", target: "Welcome", state: "new"),
                F.transUnit("%@", source: "%@", target: "%@", state: "new")),
             exitCode: 0, """
             de.xliff:5:1: warning: [untranslated] not translated into de; translate it (key "Welcome", language de)
             de.xliff:6:1: warning: [untranslated] the de translation is a draft: its state "new" does not mark it finished, so import takes it only where there is no finished translation (as needing review); finish it and mark it translated (key "%@", language de)
             """),
        Case("untranslated: not for keys that must not be translated, stale keys or the source language",
             catalog: F.catalog(
                F.entry("app.name", "\"shouldTranslate\" : false", F.localizations(F.unit("en", "Tickr"))),
                F.entry("Done", F.localizations(F.unit("de", "Fertig"), F.unit("en", "Done"))),
                F.entry("Old", "\"extractionState\" : \"stale\"", F.localizations(F.unit("en", "Old")))),
             arguments: ["--disable", "stale"], exitCode: 0, ""),

        // MARK: needs-review
        Case("needs-review: a catalog translation marked needs_review",
             catalog: F.catalog(F.entry("Done", F.localizations(F.unit("de", "Fertig", state: "needs_review"), F.unit("en", "Done")))),
             exitCode: 0, """
             L.xcstrings:4:1: warning: [needs-review] the de translation is marked as needing review; review it and mark it translated (key "Done", language de)
             """),
        Case("needs-review: an XLIFF target in state needs-review-translation",
             xliff: F.xliff(language: "de", F.transUnit("Done", source: "Done", target: "Fertig", state: "needs-review-translation")),
             exitCode: 0, """
             de.xliff:5:1: warning: [needs-review] the de translation is marked as needing review; review it and mark it translated (key "Done", language de)
             """),
        Case("needs-review: not for finished translations",
             catalog: F.catalog(F.entry("Done", F.localizations(F.unit("de", "Fertig"), F.unit("en", "Done")))),
             xliff: F.xliff(language: "de", F.transUnit("Done", source: "Done", target: "Fertig", state: "final")),
             exitCode: 0, ""),

        // MARK: stale
        Case("stale: a key Xcode no longer finds",
             catalog: F.catalog(F.entry("Old", "\"extractionState\" : \"stale\"", F.localizations(F.unit("de", "Alt"), F.unit("en", "Old")))),
             exitCode: 0, """
             L.xcstrings:4:1: warning: [stale] Xcode no longer finds this key in the code (extractionState stale); delete it if the app no longer uses it, or set its extractionState to manual if it does (key "Old")
             """),
        Case("stale: not for manual keys",
             catalog: F.catalog(F.entry("Old", "\"extractionState\" : \"manual\"", F.localizations(F.unit("de", "Alt"), F.unit("en", "Old")))),
             exitCode: 0, ""),

        // MARK: substitution-mismatch
        Case("substitution-mismatch: the translation uses %#@tasks@ without a substitution",
             catalog: F.catalog(F.entry("summary", F.localizations(
                F.localization("de", F.stringUnit("%#@tasks@ erledigt")),
                F.localization("en", F.stringUnit("Completed %#@tasks@"),
                               F.substitutions("tasks", argNum: 1, formatSpecifier: "lld", ["one": "%arg task", "other": "%arg tasks"]))))),
             exitCode: 1, """
             L.xcstrings:4:1: warning: [untranslated] 2 of 3 variations not translated into de (substitutions.tasks.plural.one, substitutions.tasks.plural.other); translate them (key "summary", language de)
             L.xcstrings:4:1: error: [substitution-mismatch] substitutions.tasks: the de translation uses %#@tasks@ but has no "tasks" substitution; add it (argNum 1, formatSpecifier lld, as in the source) with its plural forms (key "summary", language de)
             """),
        Case("substitution-mismatch: another formatSpecifier, which its forms' specifiers show too",
             catalog: F.catalog(F.entry("summary", F.localizations(
                F.localization("de", F.stringUnit("%#@tasks@ erledigt"),
                               F.substitutions("tasks", argNum: 1, formatSpecifier: "d", ["one": "%arg Aufgabe", "other": "%arg Aufgaben"])),
                F.localization("en", F.stringUnit("Completed %#@tasks@"),
                               F.substitutions("tasks", argNum: 1, formatSpecifier: "lld", ["one": "%arg task", "other": "%arg tasks"]))))),
             exitCode: 1, """
             L.xcstrings:4:1: error: [format-specifiers] substitutions.tasks.plural.one: argument 1 is %1$lld in the source but %1$d in the translation; \(fix) (key "summary", language de)
             L.xcstrings:4:1: error: [format-specifiers] substitutions.tasks.plural.other: argument 1 is %1$lld in the source but %1$d in the translation; \(fix) (key "summary", language de)
             L.xcstrings:4:1: error: [substitution-mismatch] substitutions.tasks: substitution "tasks" has formatSpecifier d in de but formatSpecifier lld in the source; use the source's (key "summary", language de)
             """),
        Case("substitution-mismatch: not for an equivalent formatSpecifier (ld reads what lld reads)",
             catalog: F.catalog(F.entry("summary", F.localizations(
                F.localization("de", F.stringUnit("%#@tasks@ erledigt"),
                               F.substitutions("tasks", argNum: 1, formatSpecifier: "ld", ["one": "%arg Aufgabe", "other": "%arg Aufgaben"])),
                F.localization("en", F.stringUnit("Completed %#@tasks@"),
                               F.substitutions("tasks", argNum: 1, formatSpecifier: "lld", ["one": "%arg task", "other": "%arg tasks"]))))),
             exitCode: 0, ""),

        // MARK: empty-translation
        Case("empty-translation: empty and whitespace-only values, in a catalog and in XLIFF",
             catalog: F.catalog(
                F.entry("Done", F.localizations(F.unit("de", ""), F.unit("en", "Done"))),
                F.entry("Open", F.localizations(F.unit("de", " \n"), F.unit("en", "Open")))),
             xliff: F.xliff(language: "de", F.transUnit("Settings", source: "Settings", target: "   ")),
             exitCode: 1, """
             L.xcstrings:4:1: error: [empty-translation] the de translation is empty; translate it, or delete the empty value so the source text is shown (key "Done", language de)
             L.xcstrings:5:1: error: [empty-translation] the de translation is only whitespace; translate it, or delete the blank value so the source text is shown (key "Open", language de)
             de.xliff:5:1: error: [empty-translation] the de translation is only whitespace; translate it, or delete the blank value so the source text is shown (key "Settings", language de)
             """),
        Case("empty-translation: an empty phrase beside others in a catalog's phrase set (import refuses such a set)",
             catalog: F.catalog(F.entry("Create a document in ${applicationName}", F.localizations(
                F.phrases("en", ["Create a document in ${applicationName}"]),
                F.phrases("it", ["Crea un documento in ${applicationName}", ""]),
                F.phrases("sv", ["", " "])))),
             exitCode: 1, """
             L.xcstrings:4:1: error: [empty-translation] phrase 2 of the it translation is empty (the set's other phrases have text), and import refuses such a set; write the phrase, or remove it (key "Create a document in ${applicationName}", language it)
             L.xcstrings:4:1: error: [empty-translation] the sv translation is only whitespace; translate it, or delete the blank value so the source text is shown (key "Create a document in ${applicationName}", language sv)
             """),
        Case("empty-translation: an empty phrase beside others in an XLIFF phrase set (import refuses it unless the catalog holds it)",
             xliff: F.xliff(language: "it", F.transUnit("Open", source: #"<mrk mtype="x-set">Open</mrk><mrk mtype="x-set">Start</mrk>"#,
                                                        target: #"<mrk mtype="x-set">Apri</mrk><mrk mtype="x-set"> </mrk>"#)),
             exitCode: 1, """
             de.xliff:5:1: error: [empty-translation] phrase 2 of the it translation is empty (the set's other phrases have text), and import refuses such a set; write the phrase, or remove it (key "Open", language it)
             """),
        Case("empty-translation: a key not to be translated is told to drop the value",
             catalog: F.catalog(F.entry("HTTP GET", "\"shouldTranslate\" : false", F.localizations(F.unit("zh-Hans", ""), F.unit("en", "HTTP GET")))),
             exitCode: 1, """
             L.xcstrings:4:1: error: [empty-translation] the zh-Hans translation is empty, and the key is not to be translated; delete the empty value so the source text is shown (key "HTTP GET", language zh-Hans)
             """),
        Case("empty-translation: not for an empty XLIFF target without a state (import erases nothing with it)",
             xliff: F.xliff(language: "de", F.transUnit("Done", source: "Done", target: "", state: nil)),
             exitCode: 0, """
             de.xliff:5:1: warning: [untranslated] not translated into de; translate it (key "Done", language de)
             """),

        Case("empty-translation: not for an empty value marked for review, which is not finished: untranslated in a catalog and in its export, as stats counts it",
             catalog: F.catalog(F.entry("Done", F.localizations(F.unit("de", "", state: "needs_review"), F.unit("en", "Done")))),
             xliff: F.xliff(language: "de", F.transUnit("Done", source: "Done", target: "", state: "needs-review-l10n")),
             exitCode: 0, """
             L.xcstrings:4:1: warning: [untranslated] not translated into de; translate it (key "Done", language de)
             de.xliff:5:1: warning: [untranslated] not translated into de; translate it (key "Done", language de)
             """),

        Case("empty-translation: a blank target in a source-language XLIFF would empty the source text",
             xliff: F.xliff(language: "en", F.transUnit("Done", source: "Done", target: "")),
             exitCode: 1, """
             de.xliff:5:1: error: [empty-translation] the target is empty in this en file, whose targets are the source texts: import would make the source text empty, and the app would show nothing; restore the text, or remove the <target> (key "Done", language en)
             """),

        Case("empty-translation: not for units marked translate=\"no\", which import never imports",
             xliff: F.xliff(language: "ru",
                F.transUnit("API_KEY", source: "API_KEY", target: "", translate: false),
                F.transUnit("API_URL", source: "API_URL", target: "API_URL %@", translate: false),
                F.transUnit("Build", source: "Build", target: " Build", translate: false),
                F.transUnit("Hello", source: "Hello", target: "Hello", translate: false),
                F.transUnit("%lld items|==|plural.one", source: "%lld item", target: nil, translate: false),
                F.transUnit("%lld items|==|plural.other", source: "%lld items", target: "", state: "new", translate: false),
                F.transUnit("Version", source: "Version", target: "Версия", state: "needs-review-l10n", translate: false)),
             exitCode: 0, ""),

        // MARK: empty-source
        Case("empty-source: an empty source text, its translations not compared with it",
             catalog: F.catalog(
                F.entry("Version %@ (%@)", F.localizations(F.unit("de", "Version %1$@ (%2$@)"), F.unit("en", ""))),
                F.entry("Promo", F.localizations(F.unit("en", " "), F.unit("fr", "token_fr")))),
             exitCode: 0, """
             L.xcstrings:4:1: warning: [empty-source] the source text is empty: the app shows nothing in en, and translators have nothing to translate; write the text, or remove the key (key "Version %@ (%@)", language en)
             L.xcstrings:5:1: warning: [empty-source] the source text is only whitespace: the app shows nothing in en, and translators have nothing to translate; write the text, or remove the key (key "Promo", language en)
             """),
        Case("empty-source: not for an empty zero form, or a key not to be translated",
             catalog: F.catalog(
                F.entry("%lld new", F.localizations(F.plural("de", ["one": "%lld neu", "other": "%lld neu", "zero": ""]),
                                                     F.plural("en", ["one": "%lld new", "other": "%lld new", "zero": ""]))),
                F.entry("Blank", "\"shouldTranslate\" : false", F.localizations(F.unit("en", "")))),
             exitCode: 0, ""),

        Case("empty-source: not for the key \"\" without a text, which Xcode extracts from Text(\"\") on every build",
             catalog: F.catalog(F.entry("", "")),
             xliff: F.xliff(language: "fr", F.transUnit("", source: "", target: nil)),
             exitCode: 0, ""),
        Case("empty-source: a blank XLIFF <source>, not a zero form's",
             xliff: F.xliff(language: "fr",
                F.transUnit("Promo", source: " ", target: "token_fr"),
                F.transUnit("%lld new|==|plural.zero", source: "", target: ""),
                F.transUnit("%lld new|==|plural.one", source: "%lld new", target: "%lld nouveau"),
                F.transUnit("%lld new|==|plural.other", source: "%lld new", target: "%lld nouveaux")),
             exitCode: 0, """
             de.xliff:5:1: warning: [empty-source] the unit's <source> has no text (it is empty, only whitespace, or missing), so its translation cannot be checked against it; restore the <source> from the export (if the catalog's source text is empty, write the text there) (key "Promo", language en)
             """),
        Case("empty-source: a blank .stringsdict form's <source>, not the zero form's",
             xliff: F.xliff(language: "en", original: "App/en.lproj/Localizable.stringsdict",
                F.transUnit("/%u lines:dict/lines:dict/zero:dict/:string", source: "", target: ""),
                F.transUnit("/%u lines:dict/lines:dict/one:dict/:string", source: " ", target: " "),
                F.transUnit("/%u lines:dict/lines:dict/other:dict/:string", source: "%u lines", target: "%u lines")),
             exitCode: 0, """
             de.xliff:6:1: warning: [empty-source] the unit's <source> has no text (it is empty, only whitespace, or missing), so its translation cannot be checked against it; restore the <source> from the export (if the catalog's source text is empty, write the text there) (key "/%u lines:dict/lines:dict/one:dict/:string", language en)
             """),

        // MARK: same-as-source
        Case("same-as-source: German text still English",
             catalog: F.catalog(F.entry("Settings", F.localizations(F.unit("de", "Settings")))),
             exitCode: 0, """
             L.xcstrings:4:1: warning: [same-as-source] the de translation is identical to the source text; translate it (if the text really is the same in de, ignore this warning) (key "Settings", language de)
             """),
        Case("same-as-source: not for short texts, specifiers and numbers, untranslatable keys, or British English",
             catalog: F.catalog(
                F.entry("%lld%%", F.localizations(F.unit("de", "%lld%%"), F.unit("en-GB", "%lld%%"))),
                F.entry("app.name", "\"shouldTranslate\" : false", F.localizations(F.unit("de", "Tickr"), F.unit("en", "Tickr"))),
                F.entry("Colour", F.localizations(F.unit("de", "Farbe"), F.unit("en-GB", "Colour"))),
                F.entry("OK", F.localizations(F.unit("de", "OK"), F.unit("en-GB", "OK")))),
             exitCode: 0, ""),
        Case("same-as-source: not for a name most languages keep, bundle names, or unfinished translations",
             catalog: F.catalog(
                F.entry("CFBundleName", F.localizations(F.unit("de", "Tickr"), F.unit("en", "Tickr"))),
                F.entry("GitHub", F.localizations(F.unit("de", "GitHub"), F.unit("fr", "GitHub"), F.unit("ja", "ギットハブ"))),
                F.entry("Settings", F.localizations(F.unit("de", "Settings", state: "needs_review")))),
             arguments: ["--disable", "untranslated"], exitCode: 0, """
             L.xcstrings:6:1: warning: [needs-review] the de translation is marked as needing review; review it and mark it translated (key "Settings", language de)
             """),

        // MARK: whitespace
        Case("whitespace: a leading line break added, a trailing space lost",
             catalog: F.catalog(F.entry("greeting", F.localizations(F.unit("de", "\nHallo,"), F.unit("en", "Hello, ")))),
             exitCode: 0, #"""
             L.xcstrings:4:1: warning: [whitespace] the translation starts with "\n" but the source does not, and has no trailing whitespace but the source ends with " "; keep the source's leading and trailing whitespace and line breaks (key "greeting", language de)
             """#),
        Case("whitespace: \\n typed as text where the source breaks the line; not where the source has it typed too",
             catalog: F.catalog(
                F.entry("done", F.localizations(F.unit("de", "Fertig!\\nSchönen Tag."), F.unit("en", "All done!\nEnjoy your day."),
                                                 F.unit("fr", "Terminé !\nBonne journée."))),
                F.entry("regex", F.localizations(F.unit("de", "Zeilenumbruch: \\n"), F.unit("en", "Line break: \\n"),
                                                  F.unit("fr", "Saut de ligne : \\n")))),
             exitCode: 0, #"""
             L.xcstrings:4:1: warning: [whitespace] the translation has \n typed as text where the source has a line break; the app shows the backslash and breaks no line: type a line break instead (key "done", language de)
             """#),
        Case("whitespace: not for a Chinese or Japanese full-width mark in place of a space",
             catalog: F.catalog(
                F.entry(" (%@)", F.localizations(F.unit("ja", "（%@）"), F.unit("zh-Hans", "（%@）"))),
                F.entry("Name: ", F.localizations(F.unit("ja", "名前："), F.unit("ko", "이름:"))),
                F.entry("Hi ", F.localizations(F.unit("ja", "こんにちは\u{3000}"))),
                F.entry("Yo", F.localizations(F.unit("ja", "よ\u{3000}")))),
             arguments: ["--disable", "untranslated"], exitCode: 0, """
             L.xcstrings:5:1: warning: [whitespace] the translation has no trailing whitespace but the source ends with " "; keep the source's leading and trailing whitespace and line breaks (key "Name: ", language ko)
             L.xcstrings:7:1: warning: [whitespace] the translation ends with "\\u{3000}" but the source does not; keep the source's leading and trailing whitespace and line breaks (key "Yo", language ja)
             """),
        Case("whitespace: bidi marks at the ends (an Arabic right-to-left mark after the space) are looked past",
             xliff: F.xliff(language: "ar",
                F.transUnit("Name: ", source: "Name: ", target: "الاسم: \u{200F}"),
                F.transUnit("Email: ", source: "Email: ", target: "\u{200F}البريد: "),
                F.transUnit("Phone: ", source: "Phone: ", target: "\u{061C} الهاتف: \u{200E}"),
                F.transUnit("City: ", source: "City: ", target: "المدينة:\u{200F}")),
             exitCode: 0, """
             de.xliff:7:1: warning: [whitespace] the translation starts with " " but the source does not; keep the source's leading and trailing whitespace and line breaks (key "Phone: ", language ar)
             de.xliff:8:1: warning: [whitespace] the translation has no trailing whitespace but the source ends with " "; keep the source's leading and trailing whitespace and line breaks (key "City: ", language ar)
             """),
        Case("whitespace: isolates and embeddings are looked past too; a text of bidi marks and spaces is blank",
             xliff: F.xliff(language: "ar",
                F.transUnit("Name: ", source: "Name: ", target: "\u{2067}الاسم: \u{2069}"),
                F.transUnit("City: ", source: "City: ", target: "\u{202B}المدينة: \u{202C}"),
                F.transUnit("Hello", source: "Hello", target: "\u{200F} \u{200F}"),
                F.transUnit("Bye", source: "Bye", target: "\u{200F}")),
             exitCode: 1, """
             de.xliff:7:1: error: [empty-translation] the ar translation is only invisible characters (direction marks, white space); translate it, or delete the blank value so the source text is shown (key "Hello", language ar)
             de.xliff:8:1: error: [empty-translation] the ar translation is only invisible characters (direction marks, white space); translate it, or delete the blank value so the source text is shown (key "Bye", language ar)
             """),
        Case("empty-translation: a key whose source is a direction mark (a localized mark) is translated by one",
             xliff: F.xliff(language: "he",
                F.transUnit("direction.mark", source: "\u{200E}", target: "\u{200F}"),
                F.transUnit("direction.other", source: "\u{200E}", target: nil)),
             exitCode: 0, """
             de.xliff:6:1: warning: [untranslated] not translated into he; translate it (key "direction.other", language he)
             """),
        Case("whitespace: not in a source-language XLIFF whose target-language is spelled in another case",
             xliff: F.xliff(language: "EN", F.transUnit("name", source: "Name:", target: "Name: ")),
             exitCode: 0, ""),
        Case("whitespace: not in a source-language XLIFF, whose targets are new source texts",
             xliff: F.xliff(language: "en", F.transUnit("name", source: "Name:", target: "Name: ")),
             exitCode: 0, ""),
        Case("whitespace: not when the translation keeps the source's",
             catalog: F.catalog(F.entry("greeting", F.localizations(F.unit("de", "\nHallo, "), F.unit("en", "\nHello, ")))),
             exitCode: 0, ""),

        // MARK: ambiguous-key
        Case("ambiguous-key: a key containing |==| and a variation path",
             catalog: F.catalog(F.entry("menu|==|device.mac", F.localizations(F.unit("de", "Menü"), F.unit("en", "Menu")))),
             exitCode: 1, """
             L.xcstrings:4:1: error: [ambiguous-key] the key contains "|==|" followed by a variation path: its XLIFF id "menu|==|device.mac" would read back as the device.mac variation of the key "menu", so it cannot be exported or imported; rename the key (key "menu|==|device.mac")
             """),
        Case("ambiguous-key: not for a key containing |==| whose ids read back",
             catalog: F.catalog(F.entry("menu|==|title", F.localizations(F.unit("de", "Menü"), F.unit("en", "Menu")))),
             exitCode: 0, ""),
        Case("ambiguous-key: not for other bars and equals signs",
             catalog: F.catalog(F.entry("menu|=|title", F.localizations(F.unit("de", "Menü"), F.unit("en", "Menu")))),
             exitCode: 0, ""),

        // MARK: unexportable
        Case("unexportable: a control character XML cannot carry",
             catalog: F.catalog(F.entry("Menu", F.localizations(#""de" : { "stringUnit" : { "state" : "translated", "value" : "Men\u0007ü" } }"#, F.unit("en", "Menu")))),
             exitCode: 1, """
             L.xcstrings:4:1: error: [unexportable] the de translation of "Menu" holds the control character U+0007, which XML 1.0 (and so XLIFF) cannot carry; remove it from the text (key "Menu")
             """),
        Case("unexportable: a language spelled two ways",
             catalog: F.catalog(F.entry("A", F.localizations(F.unit("en", "A"), F.unit("pt_BR", "Á"))),
                                F.entry("B", F.localizations(F.unit("en", "B"), F.unit("pt-BR", "Bê")))),
             arguments: ["--disable", "untranslated"],
             exitCode: 1, """
             L.xcstrings:5:1: error: [unexportable] the key "B" has a localization named pt-BR, but the catalog spells that language pt_BR (the key "A"); an XLIFF names a language one way, so translations under one spelling would be left out: rename the localization to one spelling (key "B")
             """),
        Case("unexportable: a localization that is not a language tag",
             catalog: F.catalog(F.entry("A", F.localizations(F.unit("de.old", "Á"), F.unit("en", "A")))),
             exitCode: 1, """
             L.xcstrings:4:1: error: [unexportable] the key "A" has a localization named "de.old", which is not a language tag (letters, digits, - and _, such as de, pt-BR, zh-Hans): languages name the exported files; rename or remove it (key "A")
             """),
        Case("unexportable: not for a tab, a line break or one spelling",
             catalog: F.catalog(F.entry("A", F.localizations(F.unit("en", "A\tB\n"), F.unit("pt_BR", "Á\tB\n"))),
                                F.entry("B", F.localizations(F.unit("en", "B"), F.unit("pt_BR", "Bê")))),
             exitCode: 0, ""),

        // MARK: duplicate-unit
        Case("duplicate-unit: the same id twice in one <file>",
             xliff: F.xliff(language: "de",
                F.transUnit("Done", source: "Done", target: "Fertig"),
                F.transUnit("Done", source: "Done", target: "Erledigt")),
             exitCode: 1, """
             de.xliff:6:1: error: [duplicate-unit] the id "Done" is already used by the unit at line 5 of this <file>; remove one of the two (import applies the first and refuses the other) (key "Done")
             """),
        Case("duplicate-unit: not for two variations of one key",
             xliff: F.xliff(language: "de",
                F.transUnit("%lld files|==|plural.one", source: "%lld file", target: "%lld Datei"),
                F.transUnit("%lld files|==|plural.other", source: "%lld files", target: "%lld Dateien")),
             exitCode: 0, ""),
    ]

    @Test(arguments: cases) func rule(_ check: Case) throws {
        try TemporaryFolder.with { folder in
            for (path, contents) in check.files {
                try folder.write(contents, to: path)
            }
            let result = runCLI(["check"] + check.arguments, currentDirectory: folder.path)
            #expect(result.stderr == check.stderr)
            #expect(result.exitCode == check.exitCode)
        }
    }

    /// Every rule has a case that triggers it and one that must not (case names start with the rule id).
    @Test func everyRuleHasCases() {
        for rule in CheckRule.allCases {
            let named = Self.cases.filter { $0.name.hasPrefix(rule.id + ":") }
            #expect(named.contains { !$0.stderr.isEmpty }, "\(rule.id) has no triggering case")
            #expect(named.contains { !$0.stderr.contains("[\(rule.id)]") }, "\(rule.id) has no case that must not trigger it")
        }
    }
}
