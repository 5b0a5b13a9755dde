import Testing
@testable import LocBridge

/// App Intents placeholders (`${name}`): what `placeholders(in:)` finds, and the exact problem `problem`
/// gives for plain texts and for App Shortcut phrase sets.
@Suite struct AppIntentsPlaceholdersTests {
    @Test func placeholdersAreFoundOnceInOrder() {
        #expect(AppIntentsPlaceholders.placeholders(in: "${toggle} Emoji Search ${state}") == ["toggle", "state"])
        #expect(AppIntentsPlaceholders.placeholders(in: "${a} ${b} ${a}") == ["a", "b"])
        #expect(AppIntentsPlaceholders.placeholders(in: "在${applicationName}中创建文档") == ["applicationName"])
        // What a translator respelled is kept, so it shows as unknown; braces across lines or empty are text.
        #expect(AppIntentsPlaceholders.placeholders(in: "${ toggle } ${} ${a\nb} $toggle {x} ${${c}") == [" toggle ", "c"])
        #expect(AppIntentsPlaceholders.placeholders(in: "no placeholder, 100 $ {x}") == [])
        #expect(AppIntentsPlaceholders.isName("cse_ID2"))
        #expect(!AppIntentsPlaceholders.isName(" toggle "))
    }

    /// A source, a translation, and the exact problem expected (nil: nothing to say).
    struct Pair: Sendable, CustomTestStringConvertible {
        var source: String
        var translation: String
        var problem: String?
        var testDescription: String { "\(source) → \(translation)" }

        init(_ source: String, _ translation: String, _ problem: String?) {
            (self.source, self.translation, self.problem) = (source, translation, problem)
        }
    }

    static let pairs: [Pair] = [
        Pair("${toggle} Emoji Search ${state}", "Emoji-Suche ${state}", "the translation lacks ${toggle}, which the source has"),
        Pair("${toggle} Emoji Search ${state}", "Emoji-Suche", "the translation lacks ${toggle} and ${state}, which the source has"),
        Pair("Open ${note}", "Öffne ${notiz}",
             "the translation lacks ${note}, which the source has, and uses ${notiz}, which the source does not have"),
        Pair("Open ${note}", "Öffne ${note} ${folder}", "the translation uses ${folder}, which the source does not have"),
        Pair("Get ${settings} for ${type}", "${Type} の ${settings} を取得",
             "the translation lacks ${type}, which the source has, and uses ${Type}, which the source does not have"),
        Pair("${toggle} Emoji Search ${state}", "絵文字検索を${state}に${toggle}", nil),   // reordered
        Pair("Delete ${cseID}", "${cseID} löschen (${cseID})", nil),                     // repeated
        Pair("Get settings", "Hole ${settings}", nil),                                   // no placeholder in the source
        Pair("Costs $5 {approx}", "Kostet ${x}", nil),
        Pair("Open ${note}", "", "the translation lacks ${note}, which the source has"),
    ]

    @Test(arguments: pairs) func plainTexts(_ pair: Pair) {
        #expect(AppIntentsPlaceholders.problem(source: pair.source, translation: pair.translation)?.description() == pair.problem)
    }

    /// Source phrases, translated phrases, and the exact problem expected.
    struct Phrases: Sendable, CustomTestStringConvertible {
        var source: [String]
        var translation: [String]
        var problem: String?
        var testDescription: String { "\(source) → \(translation)" }

        init(_ source: [String], _ translation: [String], _ problem: String?) {
            (self.source, self.translation, self.problem) = (source, translation, problem)
        }
    }

    static let create = ["Create a document in ${applicationName}", "New ${applicationName} document"]

    static let phraseSets: [Phrases] = [
        // Another number of phrases is fine.
        Phrases(create, ["Ein Dokument in ${applicationName} erstellen"], nil),
        Phrases(create, ["${applicationName}で書類を作成", "${applicationName}で書類作成", "${applicationName}で新規書類"], nil),
        Phrases(create, ["Erstelle ein Dokument", "Neues Dokument in ${applicationName}"],
                "phrase 1 of the translation lacks ${applicationName}, which every phrase of the source has"),
        Phrases(create, ["Dokument", "Neu in ${applicationName}", "Neu"],
                "phrases 1 and 3 of the translation lack ${applicationName}, which every phrase of the source has"),
        Phrases(create, ["Créer un document dans ${appName}"],
                "phrase 1 of the translation lacks ${applicationName}, which every phrase of the source has, and uses "
                    + "${appName}, which no phrase of the source has"),
        Phrases(["Open ${note} in ${applicationName}"], ["Öffne ${notiz} in ${applicationName}"],
                "phrase 1 of the translation uses ${notiz}, which no phrase of the source has"),
        Phrases(["Open ${note} in ${applicationName}", "Show ${folder} in ${applicationName}"],
                ["Öffne ${notiz} in ${applicationName}", "Zeige ${ordner} in ${applicationName}", "${notiz} in ${applicationName}"],
                "phrases 1 and 3 of the translation use ${notiz} and phrase 2 uses ${ordner}, which no phrase of the source has"),
        Phrases(create, ["Neu in ${x}", "Dokument in ${y}"],
                "phrases 1 and 2 of the translation lack ${applicationName}, which every phrase of the source has, and "
                    + "phrase 1 uses ${x} and phrase 2 uses ${y}, which no phrase of the source has"),
        // A parameter used by one source phrase may be used by any translated phrase, or by none.
        Phrases(["Open ${note} in ${applicationName}", "Show ${folder} in ${applicationName}"],
                ["${folder} und ${note} in ${applicationName}", "${applicationName} öffnen"], nil),
        // Not every source phrase has ${applicationName}: a translated phrase need not have it either.
        Phrases(["Open ${note} in ${applicationName}", "Open ${note}"], ["Öffne ${note}"], nil),
        // Blank phrases are empty-translation's (and refused by import's reader), not said twice.
        Phrases(create, ["Neu in ${applicationName}", " "], nil),
        Phrases(["Open the app", "Launch the app"], ["Öffne die App"], nil),
    ]

    @Test(arguments: phraseSets) func phraseSet(_ phrases: Phrases) {
        let problem = AppIntentsPlaceholders.problem(sourcePhrases: phrases.source, translationPhrases: phrases.translation)
        #expect(problem?.description() == phrases.problem)
    }

    /// What check says after the problem: add `${applicationName}`, keep the parameters' placeholders;
    /// in a source-language file the target is an edited source text, and the code names the parameters.
    @Test func checkMessagesSayWhatToDo() throws {
        let dropped = try #require(AppIntentsPlaceholders.problem(source: "Open ${note}", translation: "Öffne"))
        #expect(CheckMessages.placeholders(dropped) == "the translation lacks ${note}, which the source has; App Intents "
            + "fills each ${name} with the value of the parameter so named: keep the source's placeholders as they are (untranslated)")
        #expect(CheckMessages.placeholders(dropped, editsSource: true) == "the edited text lacks ${note}, which the current "
            + "source text has; the app's code names the parameter each ${name} stands for: keep the source's placeholders "
            + "(to change them, change the code too)")
        let noApp = try #require(AppIntentsPlaceholders.problem(sourcePhrases: Self.create, translationPhrases: ["Neu"]))
        #expect(CheckMessages.placeholders(noApp) == "phrase 1 of the translation lacks ${applicationName}, which every "
            + "phrase of the source has; App Shortcuts need ${applicationName} in every phrase, or the app does not build: add it")
        let both = try #require(AppIntentsPlaceholders.problem(sourcePhrases: Self.create, translationPhrases: ["Neu in ${appName}"]))
        #expect(CheckMessages.placeholders(both) == "phrase 1 of the translation lacks ${applicationName}, which every phrase "
            + "of the source has, and uses ${appName}, which no phrase of the source has; App Shortcuts need ${applicationName} "
            + "in every phrase, or the app does not build, and App Intents fills each ${name} with the value of the parameter "
            + "so named: add it, and keep the source's placeholders as they are (untranslated)")
        // A name with terminal controls or bidi overrides is escaped: it cannot clear the screen or reorder the line.
        let hostile = try #require(AppIntentsPlaceholders.problem(source: "${a} x", translation: "${a} ${b\u{1B}[2J\u{202E}} x"))
        #expect(hostile.description() == #"the translation uses ${"b\u{1B}[2J\u{202E}"}, which the source does not have"#)
    }
}
