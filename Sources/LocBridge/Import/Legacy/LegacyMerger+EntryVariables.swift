import Foundation

/// Forms, variables and format keys for entries the target `.stringsdict` already has. The runtime shows
/// only the variables an entry's format key names (directly, or in the forms of a variable it names),
/// and each language's file may name them its own way (`%#@count@` in ru where en says `%#@tasks@`): a
/// form goes in only where the format key, as the import leaves it, leads. Anything else would be
/// counted as imported while the app keeps showing the old text.
extension LegacyMerger {
    struct PlacedForms {
        var replacements: [StringsDictEditor.Replacement] = []
        /// Key → variable → forms to add to the variable the target has.
        var newForms: [String: [String: [(category: PluralCategory, text: String)]]] = [:]
    }

    /// Decides the pending writes of entries the target has, refusing with a message what cannot be
    /// written, and commits the rest. `newVariables` keeps only the variables to add.
    mutating func placeInEntries(forms: [PendingForm], newVariables: inout [String: PendingEntry],
                                 formatKeys: [String: (write: Write, location: SourceLocation)],
                                 target: LegacyStringsDict?, development: LegacyStringsDict) -> PlacedForms {
        var placed = PlacedForms()
        var accepted: [Write] = []
        func targetFormat(_ key: String) -> StringsDictFormat? {
            if case .plural(let format)? = target?[key]?.rule { return format }
            return nil
        }
        func developmentFormat(_ key: String) -> StringsDictFormat? {
            if case .plural(let format)? = development[key]?.rule { return format }
            return nil
        }
        // A plural rule without `other` fails at run time: a variable added without it is not defined.
        func isComplete(_ key: String, _ name: String) -> Bool {
            newVariables[key]?.forms[name]?.contains { $0.category == .other } ?? false
        }

        // A new format key may only name variables the entry will define.
        var newFormatKeys: [String: String] = [:]
        for (key, pending) in formatKeys.sorted(by: { $0.value.write.order < $1.value.write.order }) {
            var defined = Set(newVariables[key]?.forms.keys.filter { isComplete(key, $0) } ?? [])
            defined.formUnion(targetFormat(key)?.variables.map(\.name) ?? [])
            let missing = FormatSpecifiers.scan(pending.write.value).specifiers.compactMap { specifier -> String? in
                guard case .substitution(let name) = specifier.kind, !defined.contains(name) else { return nil }
                return name
            }
            guard missing.isEmpty else {
                let names = missing.map { "\"\($0)\"" }.joined(separator: ", ")
                note(.error, MergeMessages.refused(key: key, id: pending.write.unit.id.description, problem: "the format uses "
                    + "the variable \(names), which \(targetDisplay) does not define for \(Diagnostic.quoted(key)) and the XLIFF does not "
                    + "translate (with its \"other\" form)"), for: pending.write.unit, order: pending.write.order)
                continue
            }
            accepted.append(pending.write)
            newFormatKeys[key] = pending.write.value
            placed.replacements.append(.init(location: pending.location, text: pending.write.value, key: key))
        }

        // What each entry's format key leads to once the import is done, through the forms it will hold.
        var reached: [String: (formatKey: String, names: Set<String>)] = [:]
        func texts(_ key: String) -> [String: [String]] {
            var texts: [String: [String]] = [:]
            for variable in targetFormat(key)?.variables ?? [] { texts[variable.name] = variable.forms.map(\.text) }
            for (name, sent) in newVariables[key]?.forms ?? [:] { texts[name, default: []] += sent.map(\.text) }
            for form in forms where form.key == key { texts[form.variable, default: []].append(form.write.value) }
            return texts
        }
        func reach(_ key: String) -> (formatKey: String, names: Set<String>) {
            if let known = reached[key] { return known }
            let formatKey = newFormatKeys[key] ?? targetFormat(key)?.formatKey ?? ""
            let result = (formatKey, Self.variablesReached(from: formatKey, texts: texts(key)))
            reached[key] = result
            return result
        }
        func refuseUnnamed(_ write: Write, key: String, variable: String) {
            let (formatKey, names) = reach(key)
            note(.error, unnamedVariableMessage(key: key, id: write.unit.id.description, variable: variable, formatKey: formatKey,
                                                named: names, development: developmentFormat(key),
                                                definesVariable: targetFormat(key)?[variable: variable] != nil),
                 for: write.unit, order: write.order)
        }

        for (key, entry) in newVariables.sorted(by: { $0.key < $1.key }) {
            let names = reach(key).names
            // Named by the translator's format key, even a refused one: then its missing `other` is the news.
            let pendingNames = formatKeys[key].map { Self.variablesReached(from: $0.write.value, texts: texts(key)) } ?? []
            let candidates = entry.forms.keys.filter { names.contains($0) || pendingNames.contains($0) }
            let incomplete = candidates.filter { !isComplete(key, $0) }.sorted()
            var added = entry
            added.forms = [:]
            added.writes = []
            for write in entry.writes {
                guard let variable = StringsDictUnitID(write.unit.id.description)?.variable else { continue }
                if candidates.contains(variable), !incomplete.isEmpty {
                    note(.error, MergeMessages.refused(key: key, id: write.unit.id.description, problem: "\"\(key)\" in "
                        + "\(targetDisplay) has no variable \(incomplete.map { "\"\($0)\"" }.joined(separator: ", ")) yet, and a "
                        + ".stringsdict plural needs its \"other\" form, which the XLIFF does not translate"), for: write.unit, order: write.order)
                } else if !names.contains(variable) {
                    refuseUnnamed(write, key: key, variable: variable)
                } else {
                    accepted.append(write)
                    added.forms[variable] = entry.forms[variable]
                }
            }
            newVariables[key] = added.forms.isEmpty ? nil : added
        }

        for form in forms {
            guard reach(form.key).names.contains(form.variable) else {
                refuseUnnamed(form.write, key: form.key, variable: form.variable)
                continue
            }
            accepted.append(form.write)
            switch form.place {
            case .replace(let location):
                placed.replacements.append(.init(location: location, text: form.write.value, key: form.key))
            case .add(let category):
                placed.newForms[form.key, default: [:]][form.variable, default: []].append((category, form.write.value))
            }
        }

        // A format key that no longer names one of the target's variables leaves its forms unused.
        for (key, pending) in formatKeys.sorted(by: { $0.value.write.order < $1.value.write.order }) {
            guard let new = newFormatKeys[key], let format = targetFormat(key) else { continue }
            let before = Self.variablesReached(from: format.formatKey, texts: texts(key))
            let after = reach(key).names
            let dropped = format.variables.map(\.name).filter { before.contains($0) && !after.contains($0) }
            guard !dropped.isEmpty else { continue }
            let names = dropped.map { "\"\($0)\"" }.joined(separator: ", ")
            note(.warning, "\(MergeMessages.subject(key: key, id: pending.write.unit.id.description)): the new format key "
                + "\(Diagnostic.quoted(new)) no longer names the variable \(names); its forms stay in \(targetDisplay), unused: remove "
                + "\(dropped.count == 1 ? "it" : "them") from the entry by hand", for: pending.write.unit, order: pending.write.order)
        }
        accepted.sorted { $0.order < $1.order }.forEach { commit($0) }
        return placed
    }

    /// The variables `formatKey` names, and those named in the forms (`texts`, variable → its texts)
    /// of the variables it leads to.
    static func variablesReached(from formatKey: String, texts: [String: [String]]) -> Set<String> {
        var reached: Set<String> = []
        var queue = StringsDictReference.all(in: formatKey).map(\.name)
        while let name = queue.popLast() {
            guard reached.insert(name).inserted else { continue }
            for text in texts[name] ?? [] { queue += StringsDictReference.all(in: text).map(\.name) }
        }
        return reached
    }

    /// Forms for `variable` where the entry's format key does not lead: which variables it names, and
    /// the two ways out (translate the format key so it names the variable, or rename the file's own).
    func unnamedVariableMessage(key: String, id: String, variable: String, formatKey: String, named: Set<String>,
                                development: StringsDictFormat?, definesVariable: Bool) -> String {
        let sorted = named.sorted()
        let names = sorted.isEmpty ? "names no variable"
            : "names the variable\(sorted.count == 1 ? "" : "s") " + sorted.map { "\"\($0)\"" }.joined(separator: ", ")
        // The development format key's own reference, positional or not (`%2$#@lists@`).
        let reference = development?.references.first { $0.name == variable }
        let spelled = "%" + (reference?.position.map { "\($0)$" } ?? "") + "#@\(variable)@"
        let formatID = StringsDictUnitID.format(key: key)
        var way = "translate the format key too (\(formatID)) so that it uses \(spelled)"
            + (reference == nil ? "" : " as the development text does")
        // A variable of the file the development entry does not have may be this one under another name
        // (unless the file has one of this name already, unused).
        let others = sorted.filter { name in development?[variable: name] == nil }
        if !others.isEmpty, !definesVariable {
            let listed = others.map { "\"\($0)\"" }.joined(separator: " or ")
            way += ", or, if \(listed) is the same variable, rename it \"\(variable)\" in \(targetDisplay) (its <key> and its "
                + "name in the format key)"
        }
        return "refused \(MergeMessages.subject(key: key, id: id)): the format key of \(Diagnostic.quoted(key)) in \(targetDisplay), "
            + "\(Diagnostic.quoted(formatKey)), \(names), not \"\(variable)\", so the app would never show these forms; "
            + way + ", and import again"
    }
}
