/// Reading and writing one leaf of a localization's variation tree, addressed by a unit's path
/// (FORMATS.md §2, "Id grammar"): `device.DEV` and `plural.CAT` step into `variations`,
/// `substitutions.NAME.plural.CAT` into a substitution's forms.
extension Localization {
    /// The localization a path leads to, or nil when some step is missing. `.substitution` must be
    /// followed by a plural (or device) step, as in `substitutions.NAME.plural.one`.
    func descendant(at path: ArraySlice<UnitPathStep>) -> Localization? {
        guard let step = path.first else { return self }
        let rest = path.dropFirst()
        switch step {
        case .device(let device):
            return variations?.device?[device]?.descendant(at: rest)
        case .plural(let category):
            return variations?.plural?[category]?.descendant(at: rest)
        case .substitution(let name):
            guard let forms = substitutions?[name]?.variations, let inner = rest.first else { return nil }
            return forms.branch(inner)?.descendant(at: rest.dropFirst())
        }
    }

    /// Stores `leaf` at the end of `path`, creating the variations and substitutions on the way as
    /// Xcode does. A plain `stringUnit` standing where variations have to go becomes their `other`
    /// branch and each branch `splitsInto` names (with its substitutions), and is reported in `replaced`;
    /// variations of the other kind (plural where device is asked for, or the reverse), or variations
    /// where a plain translation is asked for, are never removed: that throws.
    ///
    /// `newSubstitution` gives the `argNum`/`formatSpecifier` of a substitution that has to be created
    /// (the source language's substitution of that name); `splitsInto` the branches besides `other` a
    /// plain text replaced at the step with this index of the whole path stands for.
    mutating func store(_ leaf: FoldedLeaf, at path: ArraySlice<UnitPathStep>,
                        newSubstitution: (String) -> Substitution,
                        splitsInto: (Int, VariationKind) -> [UnitPathStep] = { _, _ in [] },
                        replaced: inout [ReplacedPlainUnit]) throws(FoldConflict) {
        guard let step = path.first else {
            if let existing = variations, existing.plural != nil || existing.device != nil {
                throw .plainOverVariations(existing.plural != nil ? .plural : .device)
            }
            leaf.write(into: &self)
            return
        }
        let rest = path.dropFirst()
        switch step {
        case .device, .plural:
            let kind: VariationKind = step.isDevice ? .device : .plural
            var forms = variations ?? Variations()
            if kind == .device, forms.device == nil, forms.plural != nil { throw .variationsOfOtherKind(.plural) }
            if kind == .plural, forms.plural == nil, forms.device != nil { throw .variationsOfOtherKind(.device) }
            var split = false
            if let plain = stringUnit {
                // The plain text covered every count (every device): it becomes the `other` branch and
                // each branch it stands for, unless the `other` branch exists. Its substitutions stay
                // here, beside the variations, where Xcode keeps them (`SubstitutionScope`).
                let branches = splitsInto(path.startIndex, kind)
                replaced.append(ReplacedPlainUnit(unit: plain, by: kind, stepIndex: path.startIndex,
                                                  intoEachVariation: !branches.isEmpty))
                let other: UnitPathStep = kind == .device ? .device(.other) : .plural(.other)
                if forms.branch(other) == nil {
                    let copy = Localization(stringUnit: plain)
                    for branch in [other] + branches where forms.branch(branch) == nil { forms.setBranch(branch, to: copy) }
                    split = true
                }
                stringUnit = nil
            }
            var branch = forms.branch(step) ?? Localization()
            if split {
                // A copy split again further down is the same plain text, reported once.
                var again: [ReplacedPlainUnit] = []
                try branch.store(leaf, at: rest, newSubstitution: newSubstitution, splitsInto: splitsInto, replaced: &again)
            } else {
                try branch.store(leaf, at: rest, newSubstitution: newSubstitution, splitsInto: splitsInto, replaced: &replaced)
            }
            forms.setBranch(step, to: branch)
            variations = forms
        case .substitution(let name):
            guard let inner = rest.first, !inner.isSubstitution else { throw .incompletePath }
            var substitution = substitutions?[name] ?? newSubstitution(name)
            var forms = substitution.variations ?? Variations()
            var branch = forms.branch(inner) ?? Localization()
            try branch.store(leaf, at: rest.dropFirst(), newSubstitution: newSubstitution, splitsInto: splitsInto, replaced: &replaced)
            forms.setBranch(inner, to: branch)
            substitution.variations = forms
            var all = substitutions ?? [:]
            all[name] = substitution
            substitutions = all
        }
    }
}

extension Variations {
    /// The branch a device or plural step selects.
    func branch(_ step: UnitPathStep) -> Localization? {
        switch step {
        case .device(let kind): device?[kind]
        case .plural(let category): plural?[category]
        case .substitution: nil
        }
    }

    mutating func setBranch(_ step: UnitPathStep, to branch: Localization) {
        switch step {
        case .device(let kind):
            var branches = device ?? [:]
            branches[kind] = branch
            device = branches
        case .plural(let category):
            var branches = plural ?? [:]
            branches[category] = branch
            plural = branches
        case .substitution:
            break
        }
    }
}

extension UnitPathStep {
    var isDevice: Bool { if case .device = self { true } else { false } }
    var isSubstitution: Bool { if case .substitution = self { true } else { false } }
}

/// Plural or device variations.
enum VariationKind: String, Sendable {
    case plural
    case device
}

/// What a unit puts at its leaf: a text (`stringUnit`) or phrases (`stringSet`), with the catalog state.
struct FoldedLeaf: Hashable, Sendable {
    enum Content: Hashable, Sendable {
        case text(String)
        case phrases([String])
    }

    var content: Content
    var state: TranslationState

    /// Sets the leaf's unit or string set, keeping members locbridge does not model.
    func write(into localization: inout Localization) {
        switch content {
        case .text(let value):
            var unit = localization.stringUnit ?? StringUnit(state: state, value: value)
            unit.state = state
            unit.value = value
            localization.stringUnit = unit
        case .phrases(let values):
            var set = localization.stringSet ?? StringSet(state: state, values: values)
            set.state = state
            set.values = values
            localization.stringSet = set
        }
    }

    /// Whether `localization` already holds exactly this content (the state is not compared).
    func isHeld(by localization: Localization?) -> Bool {
        switch content {
        case .text(let value): localization?.stringUnit?.value == value
        case .phrases(let values): localization?.stringSet?.values == values
        }
    }

    /// Whether `localization` has a value where this leaf would go.
    func slotIsFilled(in localization: Localization?) -> Bool {
        switch content {
        case .text: localization?.stringUnit != nil
        case .phrases: localization?.stringSet != nil
        }
    }
}

/// A plain translation that had to make way for variations (and became their `other` branch).
struct ReplacedPlainUnit: Hashable, Sendable {
    var unit: StringUnit
    var by: VariationKind
    /// The index, in the unit's path, of the variation step that replaced it.
    var stepIndex: Int
    /// Whether it became every variation the source has there (the export offered it for each), not
    /// only the `other` branch beside the ones a translator added.
    var intoEachVariation = false

    /// The id of the `other` branch the plain translation moved to.
    func otherBranch(of id: UnitID) -> UnitID {
        UnitID(key: id.key, path: id.path[..<stepIndex] + [by == .device ? .device(.other) : .plural(.other)])
    }
}

/// Why a leaf cannot be stored without losing translations already in the catalog.
enum FoldConflict: Error, Hashable, Sendable {
    /// A plain translation was sent for a localization that has variations of this kind.
    case plainOverVariations(VariationKind)
    /// Variations of one kind were sent where variations of this other kind are.
    case variationsOfOtherKind(VariationKind)
    /// `substitutions.NAME` without the plural step after it.
    case incompletePath
}
