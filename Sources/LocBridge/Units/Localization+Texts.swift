/// A localization's texts as the variation tree holds them, and the one the app shows by default.
extension Localization {
    /// This localization and every branch of its variations, at every depth (not its substitutions' forms).
    var selfAndBranches: [Localization] {
        [self] + (variations?.branches ?? []).flatMap(\.selfAndBranches)
    }

    /// The substitutions its texts name (its own and its variations').
    var namedSubstitutions: Set<String> {
        Set(selfAndBranches.compactMap(\.stringUnit?.value).flatMap(FormatSpecifiers.substitutionNames))
    }

    /// The text the app shows where nothing more specific applies: down its `other` device, then its
    /// `other` form, until a text; nil where such a branch is missing.
    var defaultBranch: Localization? {
        var current = self
        while current.stringUnit == nil, let variations = current.variations {
            guard let next = variations.device?[.other] ?? variations.plural?[.other] else { return nil }
            current = next
        }
        return current
    }

    /// The path of that text in a localization that varies: its `other` device, then its `other` form
    /// (where the branch is missing, the path ends with the step to it).
    var defaultPath: [UnitPathStep] {
        var path: [UnitPathStep] = []
        var current = self
        while let variations = current.variations {
            let step: UnitPathStep
            if variations.device != nil {
                step = .device(.other)
            } else if variations.plural != nil {
                step = .plural(.other)
            } else {
                break
            }
            path.append(step)
            guard let next = current.descendant(at: [step][...]) else { break }
            current = next
        }
        return path
    }
}

extension Variations {
    /// Every device branch, then every plural form.
    var branches: [Localization] {
        Array((device ?? [:]).values) + Array((plural ?? [:]).values)
    }
}

extension FormatSpecifiers {
    /// The substitutions a text names (`%#@x@`, `%1$#@x@`), in order, repeats kept.
    static func substitutionNames(in text: String) -> [String] {
        guard text.containsBytes("#@") else { return [] }
        return scan(text).specifiers.compactMap { specifier in
            if case .substitution(let name) = specifier.kind { name } else { nil }
        }
    }
}
