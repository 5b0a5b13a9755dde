/// Texts that most of their translations keep as they are: at least half of the languages that
/// translate them, and two or more. A name or a term (`GitHub`), not a forgotten translation, so
/// `same-as-source` leaves them out: a catalog's keys, and XLIFF units across the files checked together.
struct KeptAsSource<ID: Hashable> {
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
public struct UnitsKeptAsSource: Sendable {
    private struct Unit: Hashable {
        var original: String
        var id: String
    }

    private let units: Set<Unit>

    /// Counts every finished translation of a text (not a phrase set) in `documents`' files whose target
    /// language is not their source language's (`en-GB` for `en` keeps texts as a matter of course).
    public init(_ documents: [XLIFFDocument]) {
        var counter = KeptAsSource<Unit>()
        for file in documents.lazy.flatMap(\.files) where !TextChecks.sharesLanguage(file.targetLanguage, file.sourceLanguage) {
            for unit in file.units where unit.translate && unit.sourceSet == nil && LeafStatus(unit, origin: .xliff) == .translated {
                counter.count(Unit(original: file.original, id: unit.id.description), language: file.targetLanguage,
                              keepsSource: unit.target == unit.source)
            }
        }
        units = counter.ids
    }

    /// Whether most languages keep `unit` of the `<file>` `original` as its source text.
    func contains(_ unit: TranslationUnit, original: String) -> Bool {
        units.contains(Unit(original: original, id: unit.id.description))
    }
}
