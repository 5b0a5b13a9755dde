extension Exporter {
    /// What in `key`'s localizations XLIFF cannot carry back, beyond its texts (`textProblems`): a
    /// substitution without plural forms (Xcode's substitutions vary by plural only; exported, its forms
    /// became invented plural units), a substitution name whose ids read back as another path, and a
    /// state that no XLIFF `state` value can hold (`x-…` takes no white space). Also found by `check`.
    static func shapeProblems(key: String, entry: CatalogEntry, at location: SourceLocation) -> [Diagnostic] {
        // Almost every key is fine: find that without making a message or sorting its languages.
        guard let localizations = entry.localizations, !localizations.values.allSatisfy({ hasExportableShape($0) }) else { return [] }
        var problems: [Diagnostic] = []
        for language in KeyOrder.sorted(Array(entry.localizations?.keys ?? [:].keys)) {
            let subject = "the key \(Diagnostic.quoted(key)) in \(language)"
            walk(entry.localizations![language]!, subject: subject, at: location, into: &problems)
        }
        // Once each: every form of a plural may have the same state.
        var seen: Set<String> = []
        return problems.filter { seen.insert($0.message).inserted }
    }

    private static func walk(_ localization: Localization, subject: String, inside: Nesting = .top, at location: SourceLocation,
                             into problems: inout [Diagnostic]) {
        if let nested = misnested(localization, inside: inside) {
            problems.append(Diagnostic(.error, "\(subject) has \(nested); XLIFF ids carry plural forms inside device variations "
                + "(device.iphone.plural.one) and nothing else inside a variation, so these texts could not be exported: keep "
                + "one level, or plural forms inside device variations", at: location))
        }
        if let mixed = mixedShape(localization) {
            problems.append(Diagnostic(.error, "\(subject) has \(mixed), side by side; Xcode's catalogs hold one of them (plural "
                + "forms go inside device variations), and an export offers only one, so the other would never reach "
                + "translators: keep one", at: location))
        }
        for state in [localization.stringUnit?.state, localization.stringSet?.state].compactMap({ $0 }) where !isExportable(state) {
            problems.append(Diagnostic(.error, "\(subject) has the state \(Diagnostic.quoted(state.rawValue)), which no XLIFF state "
                + "value can carry (other states go as x-NAME, without spaces); set a state such as translated or "
                + "needs_review", at: location))
        }
        for (name, substitution) in (localization.substitutions ?? [:]).sorted(by: { $0.key < $1.key }) {
            let named = "\(subject), substitution \(Diagnostic.quoted(name)),"
            if !idsCarry(name) {
                problems.append(Diagnostic(.error, "\(named) cannot be named in an XLIFF id (substitutions."
                    + "\(TranslationLeaf(path: [.substitution(name)]).place.dropFirst("substitutions.".count)) would read back "
                    + "as another variation), so its forms could not come back; rename the substitution", at: location))
            }
            guard let plural = substitution.variations?.plural else {
                let has = substitution.variations?.device != nil ? "varies by device" : "has no variations"
                problems.append(Diagnostic(.error, "\(named) \(has); substitutions vary by plural only (Xcode's "
                    + "variations.plural), so its texts could not be exported: give it plural forms", at: location))
                continue
            }
            for (form, text) in plural.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                walk(text, subject: named.dropLast() + " form", inside: .pluralForm(form.rawValue), at: location, into: &problems)
            }
        }
        // In a fixed order: the messages are reported in the order found.
        for (form, text) in (localization.variations?.plural ?? [:]).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            walk(text, subject: subject, inside: .pluralForm(form.rawValue), at: location, into: &problems)
        }
        for (device, text) in (localization.variations?.device ?? [:]).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            walk(text, subject: subject, inside: .device(device.rawValue), at: location, into: &problems)
        }
    }

    /// Where a localization `walk` looks at sits.
    private enum Nesting {
        case top, device(String), pluralForm(String)
    }

    /// Variations where no XLIFF id can name them (QA: device variations inside a plural form were exported
    /// under the wrong id with the wrong source, or not at all): anything inside a plural form, or device
    /// variations inside a device variation.
    private static func misnested(_ localization: Localization, inside: Nesting) -> String? {
        let plural = localization.variations?.plural != nil, device = localization.variations?.device != nil
        switch inside {
        case .top: return nil
        case .device(let name):
            return device ? "device variations inside its device variation \(Diagnostic.quoted(name))" : nil
        case .pluralForm(let form):
            let kinds = [(plural, "plural variations"), (device, "device variations")].filter(\.0).map(\.1)
            return kinds.isEmpty ? nil : kinds.joined(separator: " and ") + " inside its plural form \(Diagnostic.quoted(form))"
        }
    }

    /// Whether a substitution's ids read back as its own (`a@b.c` does not). Only a name that is empty or
    /// has `.`, `@` or `|` can read back as another path, so only those are probed.
    private static func idsCarry(_ name: String) -> Bool {
        guard name.isEmpty || name.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "|") })
        else { return true }
        let probe = UnitID(key: "k", path: [.substitution(name), .plural(.other)])
        return UnitID(parsing: probe.description) == probe
    }

    /// Whether `walk` would find nothing in `localization`, found without making a message.
    private static func hasExportableShape(_ localization: Localization, inside: Nesting = .top) -> Bool {
        if mixedShape(localization) != nil || misnested(localization, inside: inside) != nil { return false }
        for state in [localization.stringUnit?.state, localization.stringSet?.state] {
            if let state, !isExportable(state) { return false }
        }
        for (name, substitution) in localization.substitutions ?? [:] {
            guard idsCarry(name), let plural = substitution.variations?.plural,
                  plural.allSatisfy({ hasExportableShape($0.value, inside: .pluralForm($0.key.rawValue)) }) else { return false }
        }
        return (localization.variations?.plural ?? [:]).allSatisfy { hasExportableShape($0.value, inside: .pluralForm($0.key.rawValue)) }
            && (localization.variations?.device ?? [:]).allSatisfy { hasExportableShape($0.value, inside: .device($0.key.rawValue)) }
    }

    /// Two shapes in one localization, which Xcode never writes (QA: export offered one and left the other
    /// out without a word): a text beside variations or phrases, or plural forms beside device variations.
    private static func mixedShape(_ localization: Localization) -> String? {
        let plural = localization.variations?.plural != nil, device = localization.variations?.device != nil
        let parts = [(localization.stringUnit != nil, "a stringUnit"), (localization.stringSet != nil, "a stringSet"),
                     (plural, "plural variations"), (device, "device variations")].filter(\.0).map(\.1)
        guard parts.count > 1 else { return nil }
        return parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }

    /// Whether `state` has an XLIFF `state` value: the known ones, or `x-NAME` with a name of no white space.
    private static func isExportable(_ state: TranslationState) -> Bool {
        if state == .translated || state == .needsReview || state == .new { return true }
        return !state.rawValue.isEmpty && !state.rawValue.unicodeScalars.contains { $0.properties.isWhitespace }
    }
}
