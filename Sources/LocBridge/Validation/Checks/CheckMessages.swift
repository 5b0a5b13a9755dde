/// The text of every finding, in one place so tests can pin them and the README can quote them. Each
/// says what is wrong, then what to do. A finding about one variation is prefixed with its path
/// (`plural.few: `) by the collector, not here.
enum CheckMessages {
    /// `editsSource`: in a source-language file, whose targets are new source texts.
    static func formatSpecifiers(_ problem: String, editsSource: Bool = false) -> String {
        editsSource ? MergeMessages.sourceEdit(problem) : "\(problem); fix the translation so it uses the same arguments as the source"
    }

    /// `editsSource`: in a source-language file, whose targets are new source texts.
    static func placeholders(_ problem: AppIntentsPlaceholders.Problem, editsSource: Bool = false) -> String {
        let text = editsSource ? problem.description(translation: "the edited text", source: "the current source text")
            : problem.description()
        let shortcuts = "App Shortcuts need ${applicationName} in every phrase, or the app does not build"
        let parameters = editsSource ? "the app's code names the parameter each ${name} stands for"
            : "App Intents fills each ${name} with the value of the parameter so named"
        let keep = editsSource ? "keep the source's placeholders (to change them, change the code too)"
            : "keep the source's placeholders as they are (untranslated)"
        switch (problem.lacksApplicationName, problem.differsInParameters) {
        case (true, false): return "\(text); \(shortcuts): add it"
        case (true, true): return "\(text); \(shortcuts), and \(parameters): add it, and \(keep)"
        default: return "\(text); \(parameters): \(keep)"
        }
    }

    /// A phrase set whose phrase `number` (from 1) is blank beside phrases with text.
    static func emptyPhrase(_ number: Int, language: String) -> String {
        "phrase \(number) of the \(language) translation is empty (the set's other phrases have text), and import refuses "
            + "such a set; write the phrase, or remove it"
    }

    static func deviceOtherMissing(language: String, has devices: [String]) -> String {
        "the \(language) translation varies by device (\(devices.joined(separator: ", "))) but has no other variation: on the "
            + "other devices the app has no \(language) text, and an export offers only the devices it has; add other"
    }

    static func brokenSource(_ problem: String) -> String {
        "\(problem), so String(format:) reads it with two types and no translation can match; fix the source text"
    }

    static func missingPluralForms(_ missing: [String], language: String, required: [String]) -> String {
        let noun = missing.count == 1 ? "form" : "forms"
        return "plural \(noun) \(list(missing)) missing; \(language) uses \(list(required)): add the missing \(noun)"
    }

    static func pluralFormsWithoutNumber(_ source: String) -> String {
        "plural forms of \(Diagnostic.quoted(source)), which has no number (no format specifier) for the forms to depend "
            + "on; import refuses them: translate it as one text"
    }

    static func unusedPluralForms(_ extra: [String], language: String, required: [String]) -> String {
        let (noun, pronoun) = extra.count == 1 ? ("form", "it") : ("forms", "them")
        return "plural \(noun) \(list(extra)) never used in \(language), which uses \(list(required)); remove \(pronoun)"
    }

    /// `paths` are the untranslated variations; `total` the key's units in that language.
    static func untranslated(language: String, paths: [String], total: Int) -> String {
        if paths.count == total {
            return total == 1 ? "not translated into \(language); translate it"
                : "not translated into \(language) (\(total) variations); translate them"
        }
        let pronoun = paths.count == 1 ? "it" : "them"
        return "\(paths.count) of \(total) variations not translated into \(language) (\(sample(paths))); translate \(pronoun)"
    }

    static func languageNotInInputs(_ language: String) -> String {
        "no input has \(language): --languages requires it complete, but no XLIFF file among the inputs has "
            + "target-language \(language); add its .xliff file or .xcloc bundle, or leave \(language) out of --languages"
    }

    /// `untranslated` leaves that are drafts: a target with text whose state (`new`, `needs-translation`)
    /// does not mark it finished. `drafts` are among `paths`; `state` is the draft's when there is one.
    static func untranslated(language: String, paths: [String], total: Int, drafts: [String], state: String?,
                             legacyFile: Bool = false) -> String {
        guard !drafts.isEmpty else { return untranslated(language: language, paths: paths, total: total) }
        let one = drafts.count == 1
        let (pronoun, possessive) = one ? ("it", "its") : ("them", "their")
        // A legacy table has no review state: import writes a draft where the file has no value, as it is.
        let ships = one ? "it ships as it is" : "they ship as they are"
        let imported = (legacyFile ? "so import writes \(pronoun) only where the file has no value, where \(ships); "
            : "so import takes \(pronoun) only where there is no finished translation (as needing review); ")
            + "finish \(pronoun) and mark \(pronoun) translated"
        guard drafts.count == paths.count else {
            return untranslated(language: language, paths: paths, total: total) + " (\(drafts.count) of them "
                + (one ? "is a draft" : "are drafts") + " not marked finished: \(sample(drafts)))"
        }
        if total == 1, let state {
            return "the \(language) translation is a draft: its state \"\(state)\" does not mark it finished, \(imported)"
        }
        if drafts.count == total {
            return "the \(language) translation is a draft (\(total) variations): \(possessive) states do not mark them finished, "
                + imported
        }
        return "\(drafts.count) of \(total) \(language) variations " + (one ? "is a draft" : "are drafts") + " (\(sample(drafts))): "
            + "\(possessive) \(one ? "state does" : "states do") not mark \(pronoun) finished, \(imported)"
    }

    static func needsReview(language: String, paths: [String], total: Int) -> String {
        if paths.count == total {
            return total == 1 ? "the \(language) translation is marked as needing review; review it and mark it translated"
                : "the \(language) translation is marked as needing review (\(total) variations); review them and mark them translated"
        }
        let pronoun = paths.count == 1 ? "it" : "them"
        return "\(paths.count) of \(total) \(language) variations are marked as needing review (\(sample(paths))); "
            + "review \(pronoun) and mark \(pronoun) translated"
    }

    static let stale = "Xcode no longer finds this key in the code (extractionState stale); delete it if the app "
        + "no longer uses it, or set its extractionState to manual if it does"

    static func substitutionMissing(name: String, reference: String, language: String, argNum: Int?, formatSpecifier: String?) -> String {
        var rule: [String] = []
        if let argNum { rule.append("argNum \(argNum)") }
        if let formatSpecifier { rule.append("formatSpecifier \(formatSpecifier)") }
        let details = rule.isEmpty ? "" : " (\(rule.joined(separator: ", ")), as in the source)"
        return "the \(language) translation uses \(reference) but has no \"\(name)\" substitution; add it\(details) with its plural forms"
    }

    static func substitutionsWithoutText(_ names: [String], language: String) -> String {
        let one = names.count == 1
        return "the \(language) localization has \(one ? "substitution" : "substitutions") \(names.map { "\"\($0)\"" }.joined(separator: ", ")) "
            + "but no text, which does not compile; add the text that names \(one ? "it" : "them") "
            + "(\(names.map { "%#@\($0)@" }.joined(separator: ", "))), or remove the \(one ? "substitution" : "substitutions")"
    }

    static func substitutionNotNamed(_ name: String, language: String) -> String {
        "substitution \"\(name)\" is named by no \(language) text, so nothing shows its forms; name it (%#@\(name)@) or remove it"
    }

    /// An XLIFF text naming a substitution none of whose forms the file translates.
    static func substitutionFormsMissing(name: String, language: String, forms: String) -> String {
        "the \(language) text uses %#@\(name)@, but the file translates none of its forms (\(forms).plural.…), so import "
            + "refuses the text: translate them"
    }

    static func substitutionUnknown(name: String, reference: String, language: String, sourceNames: [String]) -> String {
        let names = sourceNames.map { "\"\($0)\"" }.joined(separator: ", ")
        return "the \(language) translation uses \(reference) but neither it nor the source has a substitution named \"\(name)\"; "
            + (sourceNames.isEmpty ? "the source has no substitutions: remove it" : "use the source's (\(names))")
    }

    static func argNumBelowOne(name: String, argNum: Int, language: String) -> String {
        "substitution \"\(name)\" has argNum \(argNum) in \(language); arguments count from 1, and an export would write "
            + "%\(argNum)$, which String(format:) reads as flags and a width: set the argument's number"
    }

    /// `…Place`: the argument a substitution without `argNum` takes by its reference's place in the text.
    static func substitutionArgNum(name: String, language: String, translation: Int?, source: Int?,
                                   translationPlace: Int? = nil, sourcePlace: Int? = nil) -> String {
        let advice = source == nil ? sourcePlace.map { "set its argNum to \($0), the source's argument" } : nil
        return "substitution \"\(name)\" has \(describe(argNum: translation, place: translationPlace)) in \(language) but "
            + "\(describe(argNum: source, place: sourcePlace)) in the source; \(advice ?? "use the source's")"
    }

    static func substitutionFormatSpecifier(name: String, language: String, translation: String?, source: String?) -> String {
        "substitution \"\(name)\" has \(describe(formatSpecifier: translation)) in \(language) but "
            + "\(describe(formatSpecifier: source)) in the source; use the source's"
    }

    /// How a blank `text` is described: empty, only whitespace (` `, `\n`), or invisible characters.
    private static func blankness(_ text: String) -> (what: String, value: String) {
        if text.isEmpty { return ("empty", "empty value") }
        if text.contains(where: TextChecks.isBidiMark) {
            return ("only invisible characters (direction marks, white space)", "blank value")
        }
        return ("only whitespace", "blank value")
    }

    /// `text`: the translation, which may be empty or only whitespace or invisible characters.
    static func emptyTranslation(language: String, translatable: Bool = true, text: String = "") -> String {
        let (what, value) = blankness(text)
        guard translatable else {
            return "the \(language) translation is \(what), and the key is not to be translated; delete the \(value) so the "
                + "source text is shown"
        }
        return "the \(language) translation is \(what); translate it, or delete the \(value) so the source text is shown"
    }

    /// A blank target in a source-language XLIFF (`en.xliff`), which import takes as the new source text.
    static func emptySourceLanguageTarget(language: String, text: String = "") -> String {
        let what = blankness(text).what
        return "the target is \(what) in this \(language) file, whose targets are the source texts: import would make the "
            + "source text \(what), and the app would show nothing; restore the text, or remove the <target>"
    }

    static func emptySource(language: String, text: String = "") -> String {
        "the source text is \(blankness(text).what): the app shows nothing in \(language), and translators have nothing to "
            + "translate; write the text, or remove the key"
    }

    /// An XLIFF unit's: the file cannot tell whether the catalog's source text is empty too.
    static let emptyXLIFFSource = "the unit's <source> has no text (it is empty, only whitespace, or missing), so its "
        + "translation cannot be checked against it; restore the <source> from the export (if the catalog's source text "
        + "is empty, write the text there)"

    /// Said after a finding about a text that more XLIFF files checked carry (`RepeatedSources`).
    static func alsoInFiles(_ count: Int) -> String {
        " (the same in \(count) more \(count == 1 ? "file" : "files") checked)"
    }

    static func sameAsSource(language: String) -> String {
        "the \(language) translation is identical to the source text; translate it (if the text really is the same "
            + "in \(language), ignore this warning)"
    }

    /// `differences` come from `whitespaceDifferences`.
    static func whitespace(_ differences: [String]) -> String {
        "the translation \(differences.joined(separator: ", and ")); keep the source's leading and trailing "
            + "whitespace and line breaks"
    }

    static let typedLineBreak = "the translation has \\n typed as text where the source has a line break; the app shows "
        + "the backslash and breaks no line: type a line break instead"

    /// A key whose id export would write reads back as another key or variation (`UnitID.misreadID`).
    static func ambiguousKey(_ written: UnitID, read: UnitID) -> String {
        "the key contains \"|==|\" followed by a variation path: \(UnitID.misreading(written, as: read)), so it cannot be "
            + "exported or imported; rename the key"
    }

    /// An XLIFF id with `|==|` but no variation path after it, where the `<file>` has the key before it:
    /// said as import says it (`MergeMessages.malformedPath`), which reports the id as unknown.
    static func malformedID(_ id: String, path: String) -> String {
        "the id \(Diagnostic.quoted(id)) is malformed: \"\(path)\" is not a variation path (\(MergeMessages.variationPaths)), "
            + "so import will not import the unit; restore the id the export wrote"
    }

    static func idWithoutKey(_ id: String) -> String {
        "the id \(Diagnostic.quoted(id)) names no key (nothing before \"|==|\"), so import will not import the unit; "
            + "restore the id the export wrote"
    }

    /// Only a catalog's key "" (what Xcode extracts from `Text("")`) takes such a unit; import reports it
    /// unknown everywhere else.
    static let emptyID = "the id is empty, so it names only the key \"\" (Text(\"\") in code), not a text with a "
        + "<source>; import will not import the unit into a catalog without that key; restore the id the export wrote"

    static func duplicateUnit(id: String, firstLine: Int) -> String {
        "the id \(Diagnostic.quoted(id)) is already used by the unit at line \(firstLine) of this <file>; remove one "
            + "of the two (import applies the first and refuses the other)"
    }

    /// `starts with " " but the source does not` and the like, for each end that differs.
    static func whitespaceDifferences(leading: (translation: String, source: String),
                                      trailing: (translation: String, source: String)) -> [String] {
        var parts: [String] = []
        for (edge, verb, pair) in [("leading", "starts", leading), ("trailing", "ends", trailing)] where pair.translation != pair.source {
            if pair.translation.isEmpty {
                parts.append("has no \(edge) whitespace but the source \(verb) with \(quotedWhitespace(pair.source))")
            } else if pair.source.isEmpty {
                parts.append("\(verb) with \(quotedWhitespace(pair.translation)) but the source does not")
            } else {
                parts.append("\(verb) with \(quotedWhitespace(pair.translation)) but the source \(verb) with "
                    + quotedWhitespace(pair.source))
            }
        }
        return parts
    }

    /// Whitespace made visible: `" "`, `"\n"`, `"\t"`, others as `\u{A0}`.
    static func quotedWhitespace(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ": result += " "
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result + "\""
    }

    private static func describe(argNum: Int?, place: Int? = nil) -> String {
        argNum.map { "argNum \($0)" } ?? place.map { "no argNum (its place in the text gives it argument \($0))" } ?? "no argNum"
    }

    private static func describe(formatSpecifier: String?) -> String {
        formatSpecifier.map { "formatSpecifier \($0)" } ?? "no formatSpecifier"
    }

    /// `few, many` — a list as messages show it.
    private static func list(_ items: [String]) -> String { items.joined(separator: ", ") }

    /// Up to five paths, then `…`.
    private static func sample(_ paths: [String]) -> String {
        paths.count <= 5 ? list(paths) : list(Array(paths.prefix(5))) + ", …"
    }
}
