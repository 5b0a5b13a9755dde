/// What an XLIFF `state` attribute means for the catalog (FORMATS.md §3, plus the merge policy):
/// either a translation to store with a catalog state, or a draft that only fills an empty slot.
enum ImportedState: Hashable, Sendable {
    /// A finished translation: no state, `translated`, `final`, `signed-off` and unknown states become
    /// `translated`, as Xcode imports them. `x-NAME`, how the exporter keeps a catalog state it does not
    /// know, becomes `NAME` again when NAME is spelled as catalog states are (`reviewed`, `needs_review`:
    /// lowercase letters and `_`); a tool's own state (`x-memoq-confirmed`) is an unknown state.
    /// `x-new` and `x-needs_review` are drafts, as `new` and `needs-review-*` are. `translated` with the
    /// qualifier `leveraged-mt` is `machine_translated`, as Xcode 27 imports it.
    case translation(TranslationState)
    /// `new` or `needs-*`: stored as `needs_review`, and only where there is no value yet.
    case draft

    /// Classifies a target's `state` and `state-qualifier`. Only `translated` + `leveraged-mt` is a
    /// machine translation: `final` or `signed-off` says a reviewer finished the text, whatever tool
    /// first made it (`translated`), and a draft stays a draft.
    init(xliffState state: String?, qualifier: String?) {
        guard let state else {
            self = .translation(.translated)
            return
        }
        if state == "translated", qualifier == XLIFFState.machineTranslationQualifier {
            self = .translation(.machineTranslated)
            return
        }
        // `needs-translation`, `needs-l10n`, `needs-adaptation` and `needs-review-*` all say the work is
        // not done; CAT tools use them for segments that only hold a copy of the source.
        if Self.isDraft(state.utf8) {
            self = .draft
        } else if state.hasPrefix("x-"), state.count > 2, Self.isCatalogStateSpelling(state.utf8.dropFirst(2)) {
            let name = TranslationState(String(state.dropFirst(2)))
            // The exporter never writes these two as `x-` (they have XLIFF states); another tool that does
            // still means unfinished work, which must not replace a translation.
            self = name == .new || name == .needsReview ? .draft : .translation(name)
        } else {
            self = .translation(.translated)
        }
    }

    var isDraft: Bool { self == .draft }

    private static func isCatalogStateSpelling(_ name: Substring.UTF8View) -> Bool {
        name.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || $0 == UInt8(ascii: "_") }
    }

    /// Whether the bytes of a `state` make a draft: `new` or `needs-*`.
    static func isDraft(_ state: some Collection<UInt8>) -> Bool {
        state.elementsEqual("new".utf8) || state.starts(with: "needs-".utf8)
    }
}
