/// One text of a localization where translators work on it (FORMATS.md §1, "Localization"): a
/// `stringUnit` value or a `stringSet`'s phrases, at its place in the variation tree.
///
/// `review` and `merge` compare source texts leaf by leaf with these: the plain unit, every plural and
/// device form (nested device → plural too), every substitution form, every string set.
public struct TranslationLeaf: Hashable, Sendable {
    /// The steps from the localization to the leaf: empty for the plain unit, `[.plural(.one)]`,
    /// `[.device(.iphone), .plural(.one)]`, `[.substitution("count"), .plural(.few)]`.
    public var path: [UnitPathStep]
    /// The `stringUnit` value, or nil for a string set.
    public var text: String?
    /// The `stringSet` phrases, or nil for a string unit.
    public var phrases: [String]?

    public init(path: [UnitPathStep], text: String? = nil, phrases: [String]? = nil) {
        self.path = path
        self.text = text
        self.phrases = phrases
    }

    /// Where the leaf is, as unit ids write it after `|==|` (`plural.one`, `device.mac.plural.one`,
    /// `substitutions.count.plural.one`); empty for the plain unit.
    public var place: String {
        path.map { step -> String in
            switch step {
            case .plural(let category): "plural.\(category.rawValue)"
            case .device(let device): "device.\(device.rawValue)"
            case .substitution(let name): "substitutions." + (name.utf8.contains(UInt8(ascii: ".")) ? "@\(name)@" : name)
            }
        }.joined(separator: ".")
    }

    /// Tells leaves apart within one localization: the place, and whether it is a set (a unit and a
    /// set may share a place).
    var identity: String { phrases == nil ? place : place + "#set" }

    /// The text as messages quote it (`Diagnostic.quoted`, controls escaped): `"Done"`, or
    /// `["Open the app", "Launch it"]` for a set.
    public var quoted: String {
        if let phrases { return "[" + phrases.map(Diagnostic.quoted).joined(separator: ", ") + "]" }
        return Diagnostic.quoted(text ?? "")
    }

    /// `plural.one "%lld item"`, or just `"Done"` for the plain unit.
    public var rendered: String { place.isEmpty ? quoted : "\(place) \(quoted)" }
}

extension Localization {
    /// Every text of the localization, ordered by place in Xcode's key order (the plain unit first).
    /// States are not part of a leaf: they say where work stands, not what the text is.
    public var translationLeaves: [TranslationLeaf] {
        var leaves: [TranslationLeaf] = []
        collectLeaves(path: [], into: &leaves)
        KeyOrder.sort(&leaves) { $0.place }
        return leaves
    }

    private func collectLeaves(path: [UnitPathStep], into leaves: inout [TranslationLeaf]) {
        if let unit = stringUnit { leaves.append(TranslationLeaf(path: path, text: unit.value)) }
        if let set = stringSet { leaves.append(TranslationLeaf(path: path, phrases: set.values)) }
        for (category, form) in variations?.plural ?? [:] {
            form.collectLeaves(path: path + [.plural(category)], into: &leaves)
        }
        for (device, form) in variations?.device ?? [:] {
            form.collectLeaves(path: path + [.device(device)], into: &leaves)
        }
        for (name, substitution) in substitutions ?? [:] {
            for (category, form) in substitution.variations?.plural ?? [:] {
                form.collectLeaves(path: path + [.substitution(name), .plural(category)], into: &leaves)
            }
            for (device, form) in substitution.variations?.device ?? [:] {
                form.collectLeaves(path: path + [.substitution(name), .device(device)], into: &leaves)
            }
        }
    }

    /// Whether any leaf (unit or set) is finished (`translated`, `machine_translated`).
    var hasTranslatedLeaf: Bool {
        if stringUnit?.state.isFinished == true || stringSet?.state.isFinished == true { return true }
        if let variations, variations.hasTranslatedLeaf { return true }
        return substitutions?.values.contains { $0.variations?.hasTranslatedLeaf ?? false } ?? false
    }

    /// Turns every finished leaf (`translated`, `machine_translated`) into `needs_review`, at every depth,
    /// except those at the paths `kept` names (from this localization down). Leaves in any other state
    /// (`new`, `needs_review`, states locbridge does not know) keep it: they already say the text is not
    /// final, or say something locbridge cannot judge.
    mutating func markTranslatedLeavesNeedingReview(at path: [UnitPathStep] = [],
                                                    keeping kept: ([UnitPathStep]) -> Bool = { _ in false }) {
        if stringUnit?.state.isFinished == true, !kept(path) { stringUnit!.state = .needsReview }
        if stringSet?.state.isFinished == true, !kept(path) { stringSet!.state = .needsReview }
        if var forms = variations, forms.hasTranslatedLeaf {
            forms.markTranslatedLeavesNeedingReview(at: path, keeping: kept)
            variations = forms
        }
        if var all = substitutions, all.values.contains(where: { $0.variations?.hasTranslatedLeaf ?? false }) {
            for (name, substitution) in all {
                var copy = substitution
                copy.variations?.markTranslatedLeavesNeedingReview(at: path + [.substitution(name)], keeping: kept)
                all[name] = copy
            }
            substitutions = all
        }
    }
}

extension Variations {
    var hasTranslatedLeaf: Bool {
        (plural?.values.contains { $0.hasTranslatedLeaf } ?? false) || (device?.values.contains { $0.hasTranslatedLeaf } ?? false)
    }

    mutating func markTranslatedLeavesNeedingReview(at path: [UnitPathStep], keeping kept: ([UnitPathStep]) -> Bool) {
        plural = Self.marking(plural, at: path, step: UnitPathStep.plural, keeping: kept)
        device = Self.marking(device, at: path, step: UnitPathStep.device, keeping: kept)
    }

    private static func marking<Name>(_ forms: [Name: Localization]?, at path: [UnitPathStep], step: (Name) -> UnitPathStep,
                                      keeping kept: ([UnitPathStep]) -> Bool) -> [Name: Localization]? {
        guard var forms else { return nil }
        for (name, form) in forms {
            var copy = form
            copy.markTranslatedLeavesNeedingReview(at: path + [step(name)], keeping: kept)
            forms[name] = copy
        }
        return forms
    }
}
