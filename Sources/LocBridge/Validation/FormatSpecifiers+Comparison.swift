/// Comparing the arguments two texts consume, for ``FormatSpecifiers/mismatch(source:translation:)``.
extension FormatSpecifiers {
    /// One argument a specifier consumes: its value, or the `int` of a `*` width or `.*` precision.
    struct ArgumentUse: Hashable {
        /// The 1-based argument position, implicit positions numbered.
        var position: Int
        var kind: FormatSpecifier.Kind
        /// How messages name it: the specifier as written, or `width of %*d` / `precision of %.*f`.
        var label: String
    }

    /// The arguments `specifiers` consume, in the order CoreFoundation assigns them: for each specifier an
    /// implicit `*` width, then an implicit `.*` precision, then an implicit value each take the next
    /// implicit position (1, 2, 3…); explicit `N$` positions do not move that count.
    static func arguments(of specifiers: [FormatSpecifier]) -> [ArgumentUse] {
        var next = 1
        func take(_ explicit: Int?) -> Int {
            if let explicit { return explicit }
            defer { next += 1 }
            return next
        }
        func position(of star: FormatSpecifier.StarArgument) -> Int {
            switch star {
            case .implicit: take(nil)
            case .explicit(let position): position
            }
        }
        var uses: [ArgumentUse] = []
        for specifier in specifiers {
            if let width = specifier.widthArgument {
                uses.append(ArgumentUse(position: position(of: width), kind: .int, label: "width of \(specifier.text)"))
            }
            if let precision = specifier.precisionArgument {
                uses.append(
                    ArgumentUse(position: position(of: precision), kind: .int, label: "precision of \(specifier.text)"))
            }
            uses.append(ArgumentUse(position: take(specifier.position), kind: specifier.kind, label: specifier.text))
        }
        return uses
    }

    /// Whether both texts use the same kinds in the same order, with implicit positions only, and
    /// neither `*`, `%n` nor a substitution: then rules 1 to 5 find nothing.
    static func sameImplicitArguments(_ source: Scan, _ translation: Scan) -> Bool {
        guard source.specifiers.count == translation.specifiers.count else { return false }
        for (a, b) in zip(source.specifiers, translation.specifiers) {
            guard a.kind == b.kind, a.isPlainImplicit, b.isPlainImplicit else { return false }
        }
        return true
    }

    /// Rule 3 for a source alone: a source that uses one argument with two kinds, which no translation
    /// can match (`%1$lld or %1$@`).
    static func conflictInSource(_ source: String) -> String? {
        guard let (first, second) = conflict(in: arguments(of: scan(source).specifiers)) else { return nil }
        return "the source uses argument \(first.position) as both \(first.label) and \(second.label)"
    }

    /// Rule 1: `%n` in either text.
    static func refusedSpecifier(source: Scan, translation: Scan) -> String? {
        for (side, scan) in [("translation", translation), ("source", source)] {
            if let specifier = scan.specifiers.first(where: { $0.kind == .storeCount }) {
                return "the \(side) uses \(specifier.text), which is refused: it writes to memory through its argument"
            }
        }
        return nil
    }

    /// Rule 2: substitution names present on one side only, first by text order of the source.
    static func substitutionDifference(source: Scan, translation: Scan) -> String? {
        let sourceNames = substitutions(in: source)
        let translationNames = substitutions(in: translation)
        let inTranslation = Set(translationNames.map(\.name))
        let inSource = Set(sourceNames.map(\.name))
        if let missing = sourceNames.first(where: { !inTranslation.contains($0.name) }) {
            return "the source uses \(missing.text) but the translation does not"
        }
        if let extra = translationNames.first(where: { !inSource.contains($0.name) }) {
            return "the translation uses \(extra.text) but the source does not"
        }
        return nil
    }

    /// Rules 3 to 5: conflicting positions within a text, argument count, then position by position.
    static func argumentDifference(source: Scan, translation: Scan) -> String? {
        let sourceUses = arguments(of: source.specifiers)
        let translationUses = arguments(of: translation.specifiers)
        for (side, uses) in [("source", sourceUses), ("translation", translationUses)] {
            if let (first, second) = conflict(in: uses) {
                return "the \(side) uses argument \(first.position) as both \(first.label) and \(second.label)"
            }
        }
        let sourceArguments = firstUses(sourceUses)
        let translationArguments = firstUses(translationUses)
        if sourceArguments.count != translationArguments.count {
            let counts = "the translation has \(counted(translationArguments, noun: "format specifier")) "
                + "but the source has \(counted(sourceArguments, noun: nil))"
            // A `%K`, `%b` or bare `%1$` where a specifier is missing: the `%` is what to fix.
            if translationArguments.count < sourceArguments.count, let stray = invalidSpecifier(source: source, translation: translation) {
                return stray + ", so " + counts
            }
            return counts + spaceFlagNote(translation)
        }
        let positions = Set(sourceArguments.keys).union(translationArguments.keys).sorted()
        for position in positions {
            switch (sourceArguments[position], translationArguments[position]) {
            case (let inSource?, nil):
                return "the source's argument \(position) (\(inSource.label)) is missing from the translation"
            case (nil, let inTranslation?):
                return "the translation uses argument \(position) (\(inTranslation.label)), which the source does not have"
            case (let inSource?, let inTranslation?) where inSource.kind != inTranslation.kind:
                return "argument \(position) is \(inSource.label) in the source but \(inTranslation.label) in the translation"
            default:
                continue
            }
        }
        return nil
    }

    /// Whether `text` has a `%` that begins no specifier (rule 6 would name it in a format string).
    static func hasStrayPercent(_ text: String) -> Bool {
        text.utf8.contains(UInt8(ascii: "%")) && !scan(text).strayPercents.isEmpty
    }

    /// Rule 6 alone, for texts given as strings.
    static func strayPercent(source: String, translation: String) -> String? {
        strayPercent(source: scan(source), translation: scan(translation))
    }

    /// Rule 6: in a format string, a translation `%` that begins no specifier.
    static func strayPercent(source: Scan, translation: Scan) -> String? {
        guard source.isFormatString, source.strayPercents.isEmpty,
            let scalarOffset = translation.strayPercents.first,
            let offset = characterOffsets([scalarOffset], in: translation.text).first
        else { return nil }
        let quoted = quotedPercent(in: translation.text, at: offset)
        if let read = spaceFlagSpecifier(in: translation.text, at: offset) {
            return "the translation's % at offset \(offset) (\"\(quoted)\") is read by String(format:) as \(read) "
                + "(a space flag), which takes an argument the source does not have; in a format string a literal "
                + "percent sign is written %%"
        }
        return "the translation's % at offset \(offset) (\"\(quoted)\") is not a format specifier; "
            + "in a format string a literal percent sign is written %%"
    }

    /// For rule 4, when the translation has fewer arguments: its first stray `%` (`%K`, `%b`, a bare `%1$`),
    /// said as rule 6 says it, unless the source has stray `%` signs itself (then it may be a literal percent
    /// sign like the source's) or the translation has a space-flag one (`spaceFlagNote` says that).
    private static func invalidSpecifier(source: Scan, translation: Scan) -> String? {
        guard source.strayPercents.isEmpty, let scalarOffset = translation.strayPercents.first else { return nil }
        let offsets = characterOffsets(translation.strayPercents, in: translation.text)
        guard !offsets.contains(where: { spaceFlagSpecifier(in: translation.text, at: $0) != nil }),
              let offset = characterOffsets([scalarOffset], in: translation.text).first else { return nil }
        return "the translation's % at offset \(offset) (\"\(quotedPercent(in: translation.text, at: offset))\") is not a "
            + "format specifier"
    }

    /// Up to four characters from the `%` at character `offset`, on one line: what messages quote.
    private static func quotedPercent(in text: String, at offset: Int) -> String {
        String(text.dropFirst(offset).prefix(4).prefix { !$0.isNewline })
    }

    /// For a translation with a stray `%` that String(format:) reads with a space flag (`% d`), what it is:
    /// a translator's `% d` for `%d` is counted as no specifier here, but it still takes an argument.
    private static func spaceFlagNote(_ translation: Scan) -> String {
        for scalarOffset in translation.strayPercents {
            guard let offset = characterOffsets([scalarOffset], in: translation.text).first,
                  let read = spaceFlagSpecifier(in: translation.text, at: offset) else { continue }
            return "; its % at offset \(offset) is followed by a space, which String(format:) reads as a flag of \(read): "
                + "write the specifier without the space, or %% for a percent sign"
        }
        return ""
    }

    /// `% d` (or `%  -5d`…) when the `%` at character `offset` starts one once spaces count as flags, as
    /// printf's grammar has them; nil otherwise. The scan does not count them (see ``FormatSpecifiers``).
    static func spaceFlagSpecifier(in text: String, at offset: Int) -> String? {
        let rest = text.dropFirst(offset + 1)
        guard rest.first == " " else { return nil }
        var end = rest.startIndex
        while end < rest.endIndex, " -+0#123456789.".contains(rest[end]) { end = rest.index(after: end) }
        while end < rest.endIndex, "hlqztjL".contains(rest[end]) { end = rest.index(after: end) }
        guard end < rest.endIndex, "dDiouUxXfFeEgGaAcCsSp@".contains(rest[end]) else { return nil }
        return "\"%" + rest[..<rest.index(after: end)] + "\""
    }

    /// Substitution names with the first specifier that uses each, in text order.
    private static func substitutions(in scan: Scan) -> [(name: String, text: String)] {
        var seen: Set<String> = []
        var result: [(name: String, text: String)] = []
        for specifier in scan.specifiers {
            if case .substitution(let name) = specifier.kind, seen.insert(name).inserted {
                result.append((name, specifier.text))
            }
        }
        return result
    }

    /// The first two uses of one position with different kinds.
    static func conflict(in uses: [ArgumentUse]) -> (ArgumentUse, ArgumentUse)? {
        var first: [Int: ArgumentUse] = [:]
        for use in uses {
            if let earlier = first[use.position] {
                if earlier.kind != use.kind { return (earlier, use) }
            } else {
                first[use.position] = use
            }
        }
        return nil
    }

    /// The first use of each position.
    static func firstUses(_ uses: [ArgumentUse]) -> [Int: ArgumentUse] {
        var first: [Int: ArgumentUse] = [:]
        for use in uses where first[use.position] == nil {
            first[use.position] = use
        }
        return first
    }

    /// `2 format specifiers (%@, %lld)`, `1 (%@)`, `no format specifiers` / `none`; one label per argument
    /// in position order, the first `listed` of them (a text of thousands made a message as long). A nil
    /// `noun` leaves the noun out (it was said earlier in the sentence).
    private static func counted(_ arguments: [Int: ArgumentUse], noun: String?, listed: Int = 20) -> String {
        guard !arguments.isEmpty else { return noun.map { "no \($0)s" } ?? "none" }
        let positions = arguments.keys.sorted()
        let more = positions.count > listed ? ", and \(positions.count - listed) more" : ""
        let labels = positions.prefix(listed).map { arguments[$0]!.label }.joined(separator: ", ") + more
        let word = noun.map { " " + $0 + (arguments.count == 1 ? "" : "s") } ?? ""
        return "\(arguments.count)\(word) (\(labels))"
    }
}

extension FormatSpecifier {
    /// No `N$` position, no `*` argument, and neither `%n` nor a substitution.
    fileprivate var isPlainImplicit: Bool {
        guard position == nil, widthArgument == nil, precisionArgument == nil else { return false }
        switch kind {
        case .storeCount, .substitution: return false
        default: return true
        }
    }
}
