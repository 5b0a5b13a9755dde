/// App Intents placeholders, `${name}`: in App Shortcut phrases (a catalog's `stringSet`), where
/// `${applicationName}` names the app and others a parameter of the intent, and in parameter summaries
/// (`"${toggle} Emoji Search ${state}"`). App Intents fills each with the value of the parameter so
/// named: a translation that drops or renames one loses that value, and an App Shortcut phrase without
/// `${applicationName}` fails the app's build. `check` (`placeholders`) and `import` both compare with
/// `problem`, and only texts whose source has one.
enum AppIntentsPlaceholders {
    static let applicationName = "applicationName"

    /// Whether `text` may hold a placeholder: a byte test, so texts without one cost nothing more.
    static func mayContain(_ text: String) -> Bool { text.containsBytes("${") }

    /// The placeholders of `text`, each once, in the order they first appear: what stands between `${` and
    /// the next `}` on the same line. A name is letters, digits and `_`; anything else between the braces
    /// (`${ toggle }`) is still kept, so a translation that respells a name shows it.
    static func placeholders(in text: String) -> [String] {
        guard mayContain(text) else { return [] }
        var found: [String] = []
        // A set beside the list: a text of thousands of placeholders made the list's search quadratic.
        var seen = Set<String>()
        let bytes = Array(text.utf8)
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "$"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, end - index < maximumLength, !stops(bytes[end]) { end += 1 }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "}"), end > index + 2 else {
                index += 2
                continue
            }
            let name = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            if seen.insert(name).inserted { found.append(name) }
            index = end + 1
        }
        return found
    }

    /// The longest placeholder looked for, braces included: longer runs are text.
    private static let maximumLength = 100

    /// A byte that ends the search for a placeholder's `}`.
    private static func stops(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "}") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "$") || byte == 0x0A || byte == 0x0D
    }

    /// Whether a placeholder is a name App Intents accepts: letters, digits and `_`.
    static func isName(_ placeholder: String) -> Bool {
        !placeholder.isEmpty && placeholder.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// For a plain text: the source's placeholders the translation lacks, and the ones it has that the
    /// source has not (a renamed one is both). Order and repetition are free. Nil when they agree, or
    /// when the source has no `${name}`.
    static func problem(source: String, translation: String) -> Problem? {
        guard mayContain(source) else { return nil }
        let expected = placeholders(in: source)
        guard expected.contains(where: isName) else { return nil }
        let used = placeholders(in: translation)
        let usedSet = Set(used), expectedSet = Set(expected)
        let problem = Problem(missing: expected.filter { !usedSet.contains($0) }, unknown: used.filter { !expectedSet.contains($0) })
        return problem.isEmpty ? nil : problem
    }

    /// For App Shortcut phrases: the translation may have more or fewer phrases than the source, and each
    /// may use only the placeholders some source phrase uses; when every source phrase has
    /// `${applicationName}`, every translated phrase must have it (Apple requires it). Blank phrases are
    /// left out (a blank phrase is `empty-translation`'s, and import's reader refuses it). Nil when
    /// nothing is wrong, or when no source phrase has a `${name}`.
    static func problem(sourcePhrases: [String], translationPhrases: [String]) -> Problem? {
        let sources = sourcePhrases.filter(LeafStatus.showsText)
        guard sources.contains(where: mayContain) else { return nil }
        let expected = sources.map(placeholders(in:))
        guard expected.contains(where: { $0.contains(where: isName) }) else { return nil }
        let known = Set(expected.joined())
        let requiresApplicationName = expected.allSatisfy { $0.contains(applicationName) }
        var problem = Problem()
        for (offset, phrase) in translationPhrases.enumerated() where LeafStatus.showsText(phrase) {
            let used = placeholders(in: phrase)
            if requiresApplicationName, !used.contains(applicationName) { problem.phrasesWithoutApplicationName.append(offset + 1) }
            let unknown = used.filter { !known.contains($0) }
            if !unknown.isEmpty { problem.unknownInPhrases.append((offset + 1, unknown)) }
        }
        return problem.isEmpty ? nil : problem
    }

    /// What differs, for `CheckMessages.placeholders` and import's refusal to word.
    struct Problem: Sendable {
        /// A plain text's: the source's placeholders the translation lacks, and those it has that the source has not.
        var missing: [String] = []
        var unknown: [String] = []
        /// A phrase set's: the phrases (numbered from 1) without `${applicationName}`, and each phrase that
        /// uses placeholders no source phrase has, with them.
        var phrasesWithoutApplicationName: [Int] = []
        var unknownInPhrases: [(phrase: Int, placeholders: [String])] = []

        var isEmpty: Bool {
            missing.isEmpty && unknown.isEmpty && phrasesWithoutApplicationName.isEmpty && unknownInPhrases.isEmpty
        }

        /// Whether a phrase lacks `${applicationName}` (the app does not build), rather than only a
        /// parameter's placeholder being lost or unknown.
        var lacksApplicationName: Bool { !phrasesWithoutApplicationName.isEmpty }

        /// Whether a parameter's placeholder is missing or unknown.
        var differsInParameters: Bool { !missing.isEmpty || !unknown.isEmpty || !unknownInPhrases.isEmpty }

        /// `the translation lacks ${toggle}, which the source has`; `phrase 1 of the translation lacks
        /// ${applicationName}, which every phrase of the source has`. A source-language file's target is an
        /// edited source text: `translation` and `source` name the two texts.
        func description(translation: String = "the translation", source: String = "the source") -> String {
            var parts: [String] = []
            if !missing.isEmpty { parts.append("lacks \(list(missing)), which \(source) has") }
            if !unknown.isEmpty { parts.append("uses \(list(unknown)), which \(source) does not have") }
            if !parts.isEmpty { return "\(translation) " + parts.joined(separator: ", and ") }

            var clauses: [String] = []
            let lacking = phrasesWithoutApplicationName
            if !lacking.isEmpty {
                clauses.append("\(phrases(lacking)) of \(translation) \(lacking.count == 1 ? "lacks" : "lack") "
                    + "${\(applicationName)}, which every phrase of \(source) has")
            }
            // Phrases that use the same unknown placeholders are named together.
            var groups: [(phrases: [Int], placeholders: [String])] = []
            for (phrase, names) in unknownInPhrases {
                if let index = groups.firstIndex(where: { $0.placeholders == names }) {
                    groups[index].phrases.append(phrase)
                } else {
                    groups.append(([phrase], names))
                }
            }
            var uses: [String] = []
            for group in groups {
                let verb = group.phrases.count == 1 ? "uses" : "use"
                // Right after the clause that named the same phrases: "…, and uses ${appName}".
                let subject = uses.isEmpty && group.phrases == lacking ? "" : clauses.isEmpty && uses.isEmpty
                    ? "\(phrases(group.phrases)) of \(translation) " : "\(phrases(group.phrases)) "
                uses.append(subject + "\(verb) \(list(group.placeholders))")
            }
            if !uses.isEmpty {
                clauses.append(AppIntentsPlaceholders.list(uses, quoted: false) + ", which no phrase of \(source) has")
            }
            return clauses.joined(separator: ", and ")
        }

        /// `phrase 2`, `phrases 1 and 3`.
        private func phrases(_ numbers: [Int]) -> String {
            (numbers.count == 1 ? "phrase " : "phrases ") + AppIntentsPlaceholders.list(numbers.map(String.init), quoted: false)
        }

        private func list(_ placeholders: [String]) -> String { AppIntentsPlaceholders.list(placeholders, quoted: true) }
    }

    /// `${a}`, `${a} and ${b}`, `${a}, ${b} and ${c}`; `quoted` writes each item as a placeholder.
    static func list(_ items: [String], quoted: Bool) -> String {
        // A name holding control or bidi characters is escaped, so that it cannot hide or forge text.
        let shown = quoted ? items.map { "${\(Diagnostic.quotedIfNeeded($0))}" } : items
        guard shown.count > 1 else { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " and " + shown.last!
    }
}
