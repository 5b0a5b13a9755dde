/// The rules that compare one translated text with its source, the same for catalogs and XLIFF:
/// `format-specifiers`, `placeholders`, `whitespace`, `same-as-source`.
enum TextChecks {
    /// What to know about one leaf besides its unit.
    struct Leaf {
        var unit: TranslationUnit
        /// For a plural form, the source of its `other` form (see `PluralFormCheck`); nil otherwise.
        var otherFormSource: String?
        var line: Int
        var language: String
        /// Whether `same-as-source` applies: not for keys that must not be translated, stale keys, or
        /// languages that share the source's language (`en-GB` for an `en` source).
        var comparesWithSource: Bool
        /// Whether a source that is itself a broken format string is reported here (XLIFF), rather than
        /// once for the source language (catalogs).
        var reportsBrokenSource = true
        /// Whether the texts are format strings: not those of storyboards, xibs and intent definitions,
        /// which an interface shows as they are (import does not compare their specifiers either).
        var isFormat = true
        /// Whether the target's white space at its ends should be the source's: not in a source-language
        /// file, whose targets are new source texts (its format-specifier findings are worded as edits).
        var comparesWhitespace = true
        /// Whether App Intents placeholders are compared: not in legacy tables, whose import does not
        /// compare them.
        var comparesPlaceholders = true
        /// What a `%#@NAME@` only one of the texts has stands for; nil: such references are compared by name.
        var substitutions: SubstitutionArguments?
        /// For a form of a substitution the source lacks (its `<source>` is its id), the source text it is
        /// part of, whose arguments it may show (`FormatSpecifiers.formMismatch`); its white space is its own.
        var formSource: String?
    }

    /// Runs the text rules on a leaf that has a translation which is not blank.
    static func check(_ leaf: Leaf, into collector: inout FindingCollector) {
        let unit = leaf.unit
        let key = unit.id.key, path = unit.id.path, language = leaf.language
        if leaf.comparesWithSource, isSameAsSource(unit) {
            collector.add(.sameAsSource, .warning, CheckMessages.sameAsSource(language: language), line: leaf.line,
                          key: key, language: language, variation: path)
        }
        if leaf.comparesPlaceholders, let problem = placeholderProblem(unit) {
            collector.add(.placeholders, .error, CheckMessages.placeholders(problem, editsSource: !leaf.comparesWhitespace),
                          line: leaf.line, key: key, language: language, variation: path)
        }
        // App Shortcuts phrases are not format strings and keep their own spacing.
        guard unit.targetSet == nil, unit.sourceSet == nil, let target = unit.target else { return }
        if leaf.isFormat, let problem = formatProblem(leaf, target: target) {
            if let broken = FormatSpecifiers.conflictInSource(leaf.formSource ?? unit.source) {
                if leaf.reportsBrokenSource {
                    collector.add(.formatSpecifiers, .error, CheckMessages.brokenSource(broken), line: leaf.line,
                                  key: key, language: language, variation: path)
                }
            } else {
                collector.add(.formatSpecifiers, .error, CheckMessages.formatSpecifiers(problem, editsSource: !leaf.comparesWhitespace),
                              line: leaf.line,
                              key: key, language: language, variation: path)
            }
        }
        guard leaf.comparesWhitespace, leaf.formSource == nil else { return }
        let differences = whitespaceDifferences(target, source: unit.source, language: language)
        if !differences.isEmpty {
            collector.add(.whitespace, .warning, CheckMessages.whitespace(differences), line: leaf.line,
                          key: key, language: language, variation: path)
        }
        if typesLineBreaks(target, source: unit.source) {
            collector.add(.whitespace, .warning, CheckMessages.typedLineBreak, line: leaf.line,
                          key: key, language: language, variation: path)
        }
    }

    /// `format-specifiers`, as import judges the target (`PluralFormCheck`, or `formMismatch` for a form of a
    /// substitution the source lacks).
    private static func formatProblem(_ leaf: Leaf, target: String) -> String? {
        if let formSource = leaf.formSource {
            return FormatSpecifiers.formMismatch(source: formSource, form: target, substitutions: leaf.substitutions)
        }
        return PluralFormCheck.problem(source: leaf.unit.source, otherForm: leaf.otherFormSource, translation: target,
                                       substitutions: leaf.substitutions)
    }

    /// The unit's App Intents placeholders against its source's, phrase by phrase for a phrase set (as
    /// import compares them). A plain target for a set of several phrases is left alone: import refuses
    /// it for that (the phrases cannot be told apart).
    static func placeholderProblem(_ unit: TranslationUnit) -> AppIntentsPlaceholders.Problem? {
        guard unit.sourceSet != nil || unit.targetSet != nil else {
            return unit.target.flatMap { AppIntentsPlaceholders.problem(source: unit.source, translation: $0) }
        }
        let sources = unit.sourceSet ?? [unit.source]
        guard let targets = unit.targetSet ?? (sources.count <= 1 ? unit.target.map { [$0] } : nil) else { return nil }
        return AppIntentsPlaceholders.problem(sourcePhrases: sources, translationPhrases: targets)
    }

    /// How the white space at the target's ends differs from the source's (`starts with "\n" but the source
    /// does not`); none when it is the same. The ideographic space (U+3000) stands for a space, either
    /// way; and Chinese and Japanese put a full-width mark (`：`, `（`, `。`) where English has a space.
    /// Messages show the texts' own characters.
    static func whitespaceDifferences(_ target: String, source: String, language: String) -> [String] {
        // Most texts start and end with a visible character: nothing to compare (the import asks per unit).
        if hasVisibleEnds(target), hasVisibleEnds(source) { return [] }
        let sourceLeading = leadingWhitespace(source), sourceTrailing = trailingWhitespace(source)
        let targetLeading = leadingWhitespace(target), targetTrailing = trailingWhitespace(target)
        func spaced(_ text: String) -> String { text.replacingOccurrences(of: "\u{3000}", with: " ") }
        var leadingExpected = spaced(sourceLeading), trailingExpected = spaced(sourceTrailing)
        if usesFullWidthPunctuation(language) {
            if leadingExpected.allSatisfy({ $0 == " " }), target.first.map(isFullWidthPunctuation) == true { leadingExpected = "" }
            if trailingExpected.allSatisfy({ $0 == " " }), target.last.map(isFullWidthPunctuation) == true { trailingExpected = "" }
        }
        let leadingSame = spaced(targetLeading) == leadingExpected, trailingSame = spaced(targetTrailing) == trailingExpected
        return CheckMessages.whitespaceDifferences(
            leading: leadingSame ? (sourceLeading, sourceLeading) : (targetLeading, sourceLeading),
            trailing: trailingSame ? (sourceTrailing, sourceTrailing) : (targetTrailing, sourceTrailing))
    }

    /// Whether the translation has `\n` typed as two characters where the source has line breaks (a
    /// translator's habit from other formats): the app shows the backslash and breaks no line.
    static func typesLineBreaks(_ target: String, source: String) -> Bool {
        func count(_ text: String, _ piece: String) -> Int { text.components(separatedBy: piece).count - 1 }
        let typed = count(target, "\\n") - count(source, "\\n")
        return typed > 0 && count(source, "\n") > count(target, "\n")
    }

    /// Same text, and worth translating: more than two letters outside format specifiers. Texts made
    /// only of specifiers, numbers and punctuation (`%@`, `%lld%%`, `1:2`, `—`) and very short ones
    /// (`OK`, `Wi`) are often the same in every language and are not reported.
    static func isSameAsSource(_ unit: TranslationUnit) -> Bool {
        if let targetSet = unit.targetSet {
            return targetSet == unit.sourceSet && targetSet.contains { hasWords($0) }
        }
        return unit.target == unit.source && hasWords(unit.source)
    }

    /// More than `minimum - 1` letters outside format specifiers (three by default: `OK` is not a word
    /// worth translating for `same-as-source`).
    static func hasWords(_ text: String, minimum: Int = 3) -> Bool {
        var letters = 0
        var skipUntil = 0
        var specifiers = FormatSpecifiers.parse(text)[...]
        for (offset, character) in text.enumerated() {
            if let next = specifiers.first, next.offset == offset {
                skipUntil = offset + next.text.count
                specifiers = specifiers.dropFirst()
            }
            guard offset >= skipUntil, character.isLetter else { continue }
            letters += 1
            if letters >= minimum { return true }
        }
        return false
    }

    /// Info.plist's bundle names, which translations usually keep (`same-as-source` leaves them out).
    static let bundleNames: Set<String> = ["CFBundleName", "CFBundleDisplayName", "CFBundleSpokenName"]

    /// The whitespace a text starts with, looking past bidi marks (`isBidiMark`).
    static func leadingWhitespace(_ text: String) -> String {
        String(text.prefix { $0.isWhitespace || isBidiMark($0) }.filter(\.isWhitespace))
    }

    /// Whether a text's first and last scalars are neither white space nor invisible marks (U+2000–U+206F
    /// holds the spaces and bidi marks, U+061C is the Arabic letter mark).
    private static func hasVisibleEnds(_ text: String) -> Bool {
        func visible(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            if scalar.value < 0x7F { return scalar.value > 0x20 }
            return scalar.value > 0xA0 && !scalar.properties.isWhitespace && !(0x2000...0x206F).contains(scalar.value)
                && ![0x061C, 0x3000, 0xFEFF].contains(scalar.value)
        }
        return visible(text.unicodeScalars.first) && visible(text.unicodeScalars.last)
    }

    /// The whitespace a text ends with, looking past bidi marks (`isBidiMark`).
    static func trailingWhitespace(_ text: String) -> String {
        String(text.reversed().prefix { $0.isWhitespace || isBidiMark($0) }.reversed().filter(\.isWhitespace))
    }

    /// The bidirectional formatting characters: the marks (U+200E, U+200F, U+061C), embeddings and
    /// overrides (U+202A–U+202E) and isolates (U+2066–U+2069). Invisible, and put at the ends of Arabic
    /// and Hebrew texts for their layout, so `whitespace` looks past them.
    static func isBidiMark(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    /// Chinese (also Cantonese) and Japanese, whose punctuation is full width.
    static func usesFullWidthPunctuation(_ language: String) -> Bool {
        ["zh", "ja", "yue"].contains(LanguageTag.primaryLanguage(language))
    }

    /// CJK punctuation (U+3001–U+303F; U+3000 is the ideographic space) and the full-width forms of ASCII
    /// punctuation (`！`–`／`, `：`–`＠`, `［`–`｀`, `｛`–`･`).
    static func isFullWidthPunctuation(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0x3001...0x303F).contains(scalar) || (0xFF01...0xFF0F).contains(scalar) || (0xFF1A...0xFF20).contains(scalar)
            || (0xFF3B...0xFF40).contains(scalar) || (0xFF5B...0xFF65).contains(scalar)
    }
}
