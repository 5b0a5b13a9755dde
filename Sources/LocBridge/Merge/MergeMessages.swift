import Foundation

/// The text of every merge diagnostic, in one place so the report can count them and tests can pin them.
enum MergeMessages {
    /// `"key" (id)` on one line (`Diagnostic.quoted`): what a message about one unit starts with. A plain
    /// unit's id is its key, said once.
    static func subject(key: String, id: String) -> String {
        id == key ? Diagnostic.quoted(key) : Diagnostic.quoted(key) + " (\(Diagnostic.quoted(id).dropFirst().dropLast()))"
    }

    static func blankReplaced(key: String, id: String, old: String, language: String, isSource: Bool = false) -> String {
        isSource ? "\(subject(key: key, id: id)): the blank target replaced the source text \(Diagnostic.quoted(old)); the app "
            + "will show nothing for it in \(language), and translators have nothing to translate; restore the text"
            : "\(subject(key: key, id: id)): the blank target replaced the translation \(Diagnostic.quoted(old)); the app will "
            + "show nothing for it in \(language)"
    }

    static func blankWritten(key: String, id: String, language: String, isSource: Bool = false) -> String {
        isSource ? "\(subject(key: key, id: id)): the blank target was written as the source text; the app will show nothing "
            + "for it in \(language), and translators have nothing to translate"
            : "\(subject(key: key, id: id)): the blank target was written as the translation; the app will show nothing for it "
            + "in \(language), not the source text"
    }

    static func whitespace(key: String, id: String, differences: [String]) -> String {
        "\(subject(key: key, id: id)): \(CheckMessages.whitespace(differences)) (imported as it is)"
    }

    /// A translation made for an older source text, checked against the current one: the app passes the
    /// arguments the current text takes.
    static func refusedForCurrentSource(key: String, id: String, problem: String, current: String, older: String) -> String {
        let named = problem.replacingOccurrences(of: "the source", with: "the current source text")
        let file = LeafStatus.isBlank(older) ? "empty" : "the older \(Diagnostic.quoted(older))"
        return "refused \(subject(key: key, id: id)): \(named) (the current source text is \(Diagnostic.quoted(current)); this "
            + "file's <source> is \(file)); translate the current text and import again"
    }

    static func sourceReplaced(key: String, id: String, old: String) -> String {
        "\(subject(key: key, id: id)): the target, the source text itself, replaced the translation \(Diagnostic.quoted(old)); "
            + "if a tool copied the sources into the targets, import the translated file instead"
    }

    /// A translator's target for a text not to be translated (`reason`), which the import drops.
    static func targetNotImported(key: String, id: String, reason: String, target: String) -> String {
        "\(subject(key: key, id: id)): \(reason), so its target \(Diagnostic.quoted(target)) was not imported"
    }

    static let markedTranslateNo = "the unit is marked translate=\"no\""

    static func olderSourceFile(key: String, id: String, current: String = "the catalog's source text") -> String {
        "\(subject(key: key, id: id)): not applied: the file's <source> is older than \(current), which it would undo"
    }

    static func editOfOlderSource(old: String, new: String) -> String {
        "the catalog's source text changed since this file was exported (\(Diagnostic.quoted(old)) → \(Diagnostic.quoted(new))), "
            + "so this edit would undo that change; export the source language again and redo the edit"
    }

    /// A source-language file's plain unit for a key whose source text varies since its export.
    static func editOfVariedSource(_ kind: VariationKind) -> String {
        "the catalog's source text varies by \(kind.rawValue) since this file was exported, so this plain edit would undo that "
            + "change; export the source language again and redo the edit"
    }

    static func reviewNotConfirmed(key: String, id: String, kept state: TranslationState) -> String {
        "\(subject(key: key, id: id)): kept \(state.rawValue): the file's <source> for this key is older than the "
            + "catalog's, so the translation was not reviewed against the new text"
    }

    /// Starts every message about a unit that has no place in the catalog (counted as `unknown`).
    static let unknownPrefix = "unknown id "

    static func unknownKey(id: String, key: String, catalog: String) -> String {
        "\(unknownPrefix)\(Diagnostic.quoted(id)): no key \(Diagnostic.quoted(key)) in \(Diagnostic.quotedIfNeeded(catalog)); "
            + "the unit was not imported"
    }

    /// The catalog's key is the id's whole text, which reads as a variation of another key.
    static func misreadKey(id: UnitID, catalog: String) -> String {
        let text = id.description
        return "\(unknownPrefix)\(Diagnostic.quoted(text)): it reads as the \(Diagnostic.quotedIfNeeded(TranslationLeaf(path: id.path).place)) variation of "
            + "the key \(Diagnostic.quoted(id.key)), which \(Diagnostic.quotedIfNeeded(catalog)) lacks; its key \(Diagnostic.quoted(text)) "
            + "cannot come back through XLIFF (check reports it as ambiguous-key): rename it; the unit was not imported"
    }

    /// The paths an id may have after `|==|`: the shapes Xcode writes.
    static let variationPaths = "plural.CATEGORY, device.DEVICE, device.DEVICE.plural.CATEGORY, substitutions.NAME.plural.CATEGORY"

    static func malformedPath(id: String, path: String) -> String {
        "\(unknownPrefix)\(Diagnostic.quoted(id)): \"\(path)\" is not a variation path (\(variationPaths)); the unit was not imported"
    }

    static func unknownCategory(id: String, category: String) -> String {
        "\(unknownPrefix)\(Diagnostic.quoted(id)): \"\(category)\" is not a plural category (zero, one, two, few, many, other); "
            + "the unit was not imported"
    }

    static func unknownDevice(id: String, device: String) -> String {
        "\(unknownPrefix)\(Diagnostic.quoted(id)): \"\(device)\" is not a device (iphone, ipad, ipod, mac, applewatch, appletv, "
            + "applevision, other) and the catalog has no such variation; the unit was not imported"
    }

    static func conflict(id: UnitID, language: String, _ conflict: FoldConflict) -> String {
        let key = id.key, id = id.description
        return switch conflict {
        case .plainOverVariations(let kind):
            "\(unknownPrefix)\(Diagnostic.quoted(id)): \(Diagnostic.quoted(key)) has \(kind.rawValue) variations in \(language), which one plain "
                + "translation cannot replace; the unit was not imported"
        case .variationsOfOtherKind(let kind):
            "\(unknownPrefix)\(Diagnostic.quoted(id)): \(Diagnostic.quoted(key)) has \(kind.rawValue) variations in \(language), which "
                + "\(kind == .plural ? "device" : "plural") variations cannot replace; the unit was not imported"
        case .incompletePath:
            malformedPath(id: id, path: String(id.dropFirst(key.count + UnitID.separator.count)))
        }
    }

    /// `editsSource`: the unit is in a source-language file, whose target is a new source text.
    /// A phrase set's target with a blank phrase beside phrases with text.
    static func emptyPhrase(_ number: Int) -> String {
        "phrase \(number) of its <target> is empty (<mrk mtype=\"x-set\"> without text), so the phrase set is incomplete"
    }

    static func refused(key: String, id: String, problem: String, editsSource: Bool = false) -> String {
        "refused \(subject(key: key, id: id)): \(problem)" + (editsSource ? "" : "; fix the translation and import again")
    }

    /// A format-specifier refusal: blamed on the source when the source itself is a broken format string.
    /// In a source-language file the "translation" is the edited source text, compared with the current one.
    static func refused(key: String, id: String, source: String, problem: String, editsSource: Bool = false) -> String {
        if let broken = FormatSpecifiers.conflictInSource(source) {
            return "refused \(subject(key: key, id: id)): \(broken), so no \(editsSource ? "edit" : "translation") can match it; "
                + "fix the source text first"
        }
        guard editsSource else { return refused(key: key, id: id, problem: problem) }
        return "refused \(subject(key: key, id: id)): \(sourceEdit(problem))"
    }

    /// A format-specifier problem of a source-language file's target, a new source text: the comparison's
    /// wording is a translator's; the same facts, said of a source edit (import and check say it alike).
    /// Its problems quote at most a specifier list or four characters of a text, so only their own
    /// words are replaced.
    static func sourceEdit(_ problem: String) -> String {
        problem.replacingOccurrences(of: "the translation", with: "the edited text")
            .replacingOccurrences(of: "the source", with: "the current source text")
            + "; the app's code passes the arguments the current text takes, so an edit keeps its format specifiers (to "
            + "change them, change the code too)"
    }

    /// A source-language file that rewrites most source texts: more likely a translation whose tool wrote
    /// the source language as its target-language than an edit.
    static func sourceRewrite(original: String, rewritten: Int, of total: Int, language: String) -> String {
        "\(Diagnostic.fileOriginal(original)) has target-language \"\(language)\", the source language, and would rewrite "
            + "\(rewritten) of its \(total) source texts: if it holds a translation whose tool wrote \"\(language)\" as "
            + "target-language, set target-language to the translation's language and import it again; to replace the "
            + "source texts, import it with --allow-source-rewrite"
    }

    static func pluralWithoutArgument(_ source: String) -> String {
        "it adds a plural form to \(Diagnostic.quoted(source)), which has no number (no format specifier) for the form "
            + "to depend on; translate it as one text"
    }

    static func pluralWithoutOther(key: String, id: String, language: String, otherID: String) -> String {
        "\(subject(key: key, id: id)): the \(language) plural has no \"other\" form: nothing in the catalog or in this import "
            + "translates \(Diagnostic.quoted(otherID)), so the app has no text for most counts; the forms given are kept "
            + "(--strict writes nothing): translate the other form and import again"
    }

    static func pluralFormsMissing(key: String, id: String, language: String, missing: [String], required: [String]) -> String {
        let noun = missing.count == 1 ? "form" : "forms"
        return "\(subject(key: key, id: id)): the \(language) plural has no \(noun) \(missing.joined(separator: ", ")), which "
            + "\(language) uses (\(required.joined(separator: ", "))); check reports it: translate the missing \(noun)"
    }

    static func pluralFormsUnused(key: String, id: String, language: String, unused: [String], used: [String]) -> String {
        let (noun, pronoun) = unused.count == 1 ? ("form", "it") : ("forms", "them")
        return "\(subject(key: key, id: id)): \(language) never uses the plural \(noun) \(unused.joined(separator: ", ")) (it uses "
            + "\(used.joined(separator: ", "))), so the app never shows \(pronoun); check reports \(pronoun): move the text to a "
            + "form \(language) uses"
    }

    /// A catalog an import writes whose file is not laid out as Xcode writes catalogs.
    static func reformatted(_ difference: String) -> String {
        "the catalog is not laid out as Xcode writes catalogs (\(difference)); imports write it in Xcode's form, so its diff "
            + "shows more than the imported translations (run locbridge format on it first to keep the two apart)"
    }

    static func phrasesAsText(_ count: Int) -> String {
        "the unit is a set of \(count) phrases, each in a <mrk mtype=\"x-set\">, but its target is plain text, so the "
            + "phrases cannot be told apart; keep one <mrk mtype=\"x-set\"> per phrase"
    }

    static let variationOfPhrases = "the key is a set of App Shortcut phrases, which has no device or plural variations (Xcode "
        + "writes none, and an export could not write them beside the phrases); translate the phrases in the key's own unit"

    static func textAsPhrases(_ count: Int) -> String {
        "its target is a set of \(count) App Shortcut phrases (<mrk mtype=\"x-set\">), but the key's source is one text, "
            + "not a phrase set; write the translation as one text"
    }

    static func draftNotApplied(key: String, id: String, state: String,
                                keeping: String = "the catalog's finished translation stays") -> String {
        "draft \(subject(key: key, id: id)) not applied: its state \"\(state)\" marks it unfinished, and \(keeping); mark the "
            + "target translated (or final) to replace it"
    }

    /// A plain unit standing for a variation (the translation varies now) that the file's own unit for it gives another text.
    static func olderFormYields(key: String, form: String, taken: String) -> String {
        "\(Diagnostic.quoted(key)): not applied: this id of an older export stands for \(form), which the file's own unit for it "
            + "translates as \(Diagnostic.quoted(taken)); that unit is taken"
    }

    static func perDeviceFormsDisagree(form: String, other: String, text: String) -> String {
        "this id of an older export stands for \(form), as \(other) does, which translates it as \(Diagnostic.quoted(text)); "
            + "the catalog has one form for every device, so which text is meant cannot be told: give the form once, as \(form)"
    }

    static func formUnderMissingVariation(id: String, variation: String, shared: String) -> String {
        "\(unknownPrefix)\(Diagnostic.quoted(id)): the source has no variation \"\(variation)\" for this substitution form; "
            + "its forms are \(Diagnostic.quoted(shared)) and the like; the unit was not imported"
    }

    static func plainUnitYields(key: String, language: String, branch: String, taken: String) -> String {
        "\(Diagnostic.quoted(key)): not applied: the \(language) translation varies now, and this plain unit stands for \(branch), "
            + "which the file's own unit for it translates as \(Diagnostic.quoted(taken)); that unit is taken"
    }

    /// `notImported`: the XLIFF has forms with targets, but none of them goes in.
    static func missingSubstitution(key: String, id: String, name: String, language: String, forms: String,
                                    notImported: Bool = false) -> String {
        let start = "refused \(subject(key: key, id: id)): the text uses %#@\(name)@, but the \(language) translation has no "
            + "\"\(name)\" substitution and "
        return notImported ? start + "the XLIFF's forms of it (\(forms).plural.…) are not imported; fix them and import again"
            : start + "the XLIFF translates none of its forms (\(forms).plural.…); translate them and import again"
    }

    /// A substitution a translation adds, which neither the catalog nor the file defines.
    static func unknownAddedSubstitution(_ reference: String, name: String, language: String, reason: String) -> String {
        "\(reference) names a substitution \"\(name)\" that neither the \(language) translation nor the source defines, and the "
            + "file does not say what it is: \(reason); as Xcode exports one, its text names it by argument (%1$#@\(name)@) and "
            + "its forms show that argument with its type (%1$lld)"
    }

    /// A form of a substitution no text of the translation names (stored, it would be shown nowhere, and
    /// substitutions without a text do not compile).
    static func formWithoutText(key: String, id: String, name: String, language: String) -> String {
        "refused \(subject(key: key, id: id)): no \(language) text of \(Diagnostic.quoted(key)) names %#@\(name)@, so nothing would "
            + "show this form (and a localization with substitutions but no text naming them does not compile); import the text "
            + "that names it with its forms"
    }

    static let keptEarlierMarker = ": this file has the text from before the import, and "

    static func keptEarlierChange(key: String, id: String, at location: SourceLocation?) -> String {
        "\(subject(key: key, id: id))\(keptEarlierMarker)\(place(location)) changed it; that change stays"
    }

    /// A later input's translation of the `other` branch an earlier input's split kept the old plain text in.
    static func replacedKeptOther(key: String, id: String, old: String, at location: SourceLocation?, confirmed: Bool = false) -> String {
        let what = confirmed ? "only confirmed (a change of its state)" : "kept as the \"other\" branch beside the variations it added"
        return "\(subject(key: key, id: id)): this file's text replaces \(Diagnostic.quoted(old)), which \(place(location)) \(what)"
    }

    static func replacedEarlierDraft(key: String, id: String, draft: String, at location: SourceLocation?) -> String {
        "\(subject(key: key, id: id)): this file's finished text replaces the draft \(Diagnostic.quoted(draft)) that \(place(location)) put in"
    }

    static func conflictingInputs(key: String, id: String, at location: SourceLocation?) -> String {
        "refused \(subject(key: key, id: id)): \(place(location)) changed it too, to another text; the two units disagree: keep "
            + "one of the two translations and import again"
    }

    /// A review mark the source-language file of this import set, which a later file cannot lift: it was
    /// made before that source text.
    static func reviewKeptForSourceEdit(key: String, id: String, kept state: TranslationState, at location: SourceLocation) -> String {
        "\(subject(key: key, id: id)): kept \(state.rawValue): the key's source text changed in \(location.path):\(location.line) "
            + "of this import, so this file's translation was not reviewed against the new text"
    }

    /// A translation made before a source text this import changed: finished, it is marked for review.
    static func importedBeforeSourceEdit(key: String, id: String, at location: SourceLocation) -> String {
        "\(subject(key: key, id: id)): imported as needs_review: the key's source text changed in \(location.path):"
            + "\(location.line) of this import, and this translation was made for the old one"
    }

    private static func place(_ location: SourceLocation?) -> String {
        location.map { "the unit at \($0.path):\($0.line)" } ?? "an earlier file"
    }

    static func flagNotApplied(key: String, id: String, state: String) -> String {
        "\(subject(key: key, id: id)): the file marks the catalog's translation \"\(state)\", "
            + "but a draft state does not change a finished translation, which stays as it is; set it to needs_review in "
            + "the catalog if it needs another look"
    }

    /// Said once per `<file>`, at the first of the units.
    static func copiedSources(_ count: Int, language: String) -> String {
        "\(count) \(count == 1 ? "unit fills" : "units fill") an empty \(language) translation with the source text unchanged "
            + "(the first here); a tool may have copied the source into units nobody translated: check them"
    }

    static func placeholders(_ count: Int) -> String {
        "\(count) \(count == 1 ? "unit has" : "units have") the source text as target in state new or needs-translation "
            + "(the first here): a tool's placeholder for text not translated yet, not imported"
    }

    static func repeatedID(key: String, id: String, firstLine: Int) -> String {
        "refused \(subject(key: key, id: id)): the unit at line \(firstLine) of this <file> has the same id, and only the "
            + "first unit with an id is taken; remove one of the two"
    }

    static func sourceChanged(key: String, old: String, new: String, replacing replaced: String? = nil) -> String {
        sourceDiffers(key: key, old: old, new: new, of: "the catalog's source text") + "; imported as needs_review"
            + (replaced.map { ", replacing \(Diagnostic.quoted($0))" } ?? "")
    }

    /// A form whose `<source>` is its id (a substitution the source lacks), in a file whose other units
    /// of the key have an older `<source>`.
    static func formOfOlderText(key: String, id: String, replacing replaced: String? = nil) -> String {
        "\(subject(key: key, id: id)): the file's <source> of the text this form belongs to is older than the catalog's source "
            + "text (changed since export); imported as needs_review" + (replaced.map { ", replacing \(Diagnostic.quoted($0))" } ?? "")
    }

    /// A plain unit whose `<source>` is the `other` text of a source that varies since the file's export.
    static func sourceNowVaries(key: String, old: String, kind: VariationKind, replacing replaced: String? = nil) -> String {
        "the file's unit for \(Diagnostic.quoted(key)) is one plain text (\(Diagnostic.quoted(old))), but the catalog's source "
            + "text varies by \(kind.rawValue) since the export, so the translation was not made for each variation; imported as "
            + "needs_review" + (replaced.map { ", replacing \(Diagnostic.quoted($0))" } ?? "")
    }

    /// A `<source>` that is not the text the unit translates now: the source changed since the export, or
    /// a translator edited the `<source>` (which the file cannot tell apart).
    static func sourceDiffers(key: String, old: String, new: String, of current: String) -> String {
        "the file's <source> of \(Diagnostic.quoted(key)) is \(Diagnostic.quoted(old)), not \(current) \(Diagnostic.quoted(new)) "
            + "(changed since export, or edited in the file)"
    }

    /// What became of a plain translation that variations replaced.
    enum PlainFate {
        /// The XLIFF translates the `other` branch too.
        case replaced
        /// It is the `other` branch beside the variations a translator added.
        case keptAsOther
        /// Every variation the source has there starts from it (the export offered it for each).
        case split
    }

    static func replacedPlain(key: String, language: String, value: String, by kind: VariationKind, fate: PlainFate) -> String {
        let scope = kind == .plural ? "all counts" : "all devices"
        let branch = kind == .plural ? "plural forms" : "device variations"
        let said = switch fate {
        case .replaced: "it was replaced by the \(branch) from the XLIFF"
        case .keptAsOther: "it was kept as the \"other\" \(kind == .plural ? "form" : "variation") beside the \(branch) from the XLIFF"
        case .split: "it was split into \(branch), each keeping it unless the XLIFF changes it"
        }
        return "\(Diagnostic.quoted(key)) had one \(language) translation for \(scope) (\(Diagnostic.quoted(value))); \(said)"
    }
}
