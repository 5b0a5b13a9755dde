/// Texts that most of their translations keep as they are: at least half of the languages that
/// translate them, and two or more. A name or a term (`GitHub`), not a forgotten translation, so
/// `same-as-source` leaves them out: a catalog's keys, and XLIFF units across the files checked together.
struct KeptAsSource<ID: Hashable & Sendable>: Sendable {
    private var languages: [ID: (translated: Set<String>, kept: Set<String>)] = [:]

    /// Counts a finished translation of `id` into `language`; `keepsSource` when it is the source text.
    mutating func count(_ id: ID, language: String, keepsSource: Bool) {
        languages[id, default: ([], [])].translated.insert(language)
        if keepsSource { languages[id]!.kept.insert(language) }
    }

    /// The texts that most translations keep.
    var ids: Set<ID> {
        Set(languages.compactMap { id, counts in
            counts.kept.count >= 2 && counts.kept.count * 2 >= counts.translated.count ? id : nil
        })
    }
}

/// The XLIFF units that most of their languages keep as the source text (`KeptAsSource`), by `<file
/// original>` and unit id across the documents given, so that one language's file alone does not decide:
/// `same-as-source` leaves them out, as it leaves out such keys of a catalog.
///
/// Counted document by document (`count`), so that a run over many files need not hold them all: each
/// file is checked as it is read with nothing left out, and `removingKept` drops its `same-as-source`
/// findings once every file is counted.
public struct UnitsKeptAsSource: Sendable {
    private struct Unit: Hashable, Sendable {
        var original: String
        var id: String
    }

    private var units: Set<Unit> = []
    private var counter = KeptAsSource<Unit>()
    /// Where the units that keep their source text are (`place`), for `removingKept`; nil where two
    /// units share a place (a minified file's `<file>`s with the same key), which then keeps its findings.
    private var places: [String: Unit?] = [:]

    /// Nothing counted: leaves nothing out.
    public init() {}

    /// Counts every finished translation of a text (not a phrase set) in `documents`' files whose target
    /// language is not their source language's (`en-GB` for `en` keeps texts as a matter of course).
    public init(_ documents: [XLIFFDocument]) {
        for document in documents { count(document, path: "") }
        units = counter.ids
    }

    /// Counts `document` (read from `path`), as `init` does.
    public mutating func count(_ document: XLIFFDocument, path: String) {
        for file in document.files where !LanguageTag.sharesLanguage(file.targetLanguage, file.sourceLanguage) {
            for unit in file.units where unit.translate && unit.sourceSet == nil && LeafStatus(unit, origin: .xliff) == .translated {
                let counted = Unit(original: file.original, id: unit.id.description)
                let keeps = unit.target == unit.source
                counter.count(counted, language: file.targetLanguage, keepsSource: keeps)
                if keeps, let line = unit.location?.line {
                    let variation = unit.id.path.isEmpty ? nil : FindingCollector.render(unit.id.path)
                    let place = Self.place(path, line, unit.id.key, variation)
                    places[place] = places[place] == nil ? .some(counted) : .some(nil)
                }
            }
        }
    }

    /// `findings` without the `same-as-source` ones about units that most languages counted keep.
    public func removingKept(from findings: [Finding]) -> [Finding] {
        let kept = counter.ids
        return findings.filter { finding in
            guard finding.rule == .sameAsSource, let location = finding.location, let key = finding.key,
                  let unit = places[Self.place(location.path, location.line, key, finding.variation)] ?? nil else { return true }
            return !kept.contains(unit)
        }
    }

    /// A unit's place as a finding names it: file, line, key and variation (a minified file has every
    /// unit on one line).
    private static func place(_ path: String, _ line: Int, _ key: String, _ variation: String?) -> String {
        [path, String(line), key, variation ?? ""].joined(separator: "\u{0}")
    }

    /// Whether most languages keep `unit` of the `<file>` `original` as its source text.
    func contains(_ unit: TranslationUnit, original: String) -> Bool {
        units.contains(Unit(original: original, id: unit.id.description))
    }
}
