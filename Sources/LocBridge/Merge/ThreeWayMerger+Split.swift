/// A plain translation one side split into variations (a translator's `device.mac` beside it, made by an
/// import) while the other side changed the plain text (retranslated it, or `review` marked it): the
/// plain text is the variations' `other` branch, as the import made it, so the two merge branch by branch
/// instead of conflicting whole (QA). The branches the split added are that side's additions. Plural
/// forms are one translation in several words: a new plain text beside them would mix two translators'
/// terms, so there only a review mark (the same text in another state) is taken into them, as into
/// each device variation.
extension ThreeWayMerger {
    static func liftedToSplit(_ base: Localization?, _ ours: Localization, _ theirs: Localization)
        -> (base: Localization, ours: Localization, theirs: Localization)? {
        guard let base, isPlain(base) else { return nil }
        // A review mark (the same text in another state) was about every branch the text became; a new
        // text is the `other` branch's, the others being the split's own.
        func branchesTaking(_ plain: Localization, _ split: Localization) -> [UnitPathStep]? {
            let marksOnly = plain.stringUnit?.value == base.stringUnit?.value
            if let devices = split.variations?.device, split.variations?.plural == nil {
                return marksOnly ? devices.keys.map { .device($0) } : [.device(.other)]
            }
            if let forms = split.variations?.plural, split.variations?.device == nil, marksOnly {
                return forms.keys.map { .plural($0) }
            }
            return nil
        }
        // Both split it: the plain text was each branch both sides have (one only one side has is its addition).
        if isSplit(ours), isSplit(theirs), let mine = Self.branches(of: ours), let other = Self.branches(of: theirs),
           mine.byDevice == other.byDevice {
            let shared = mine.steps.filter(other.steps.contains)
            return shared.isEmpty ? nil : (lifted(base, to: shared), ours, theirs)
        }
        if isPlain(ours), isSplit(theirs), let steps = branchesTaking(ours, theirs) {
            return (lifted(base, to: steps), lifted(ours, to: steps), theirs)
        }
        if isPlain(theirs), isSplit(ours), let steps = branchesTaking(theirs, ours) {
            return (lifted(base, to: steps), ours, lifted(theirs, to: steps))
        }
        return nil
    }

    /// The branches of a split that varies by one kind: whether by device (else by plural), and their steps.
    private static func branches(of split: Localization) -> (byDevice: Bool, steps: [UnitPathStep])? {
        switch (split.variations?.device, split.variations?.plural) {
        case (let devices?, nil): (true, devices.keys.map { .device($0) })
        case (nil, let forms?): (false, forms.keys.map { .plural($0) })
        default: nil
        }
    }

    /// One text, nothing else that varies or names an argument.
    private static func isPlain(_ localization: Localization) -> Bool {
        localization.stringUnit != nil && localization.variations == nil && localization.stringSet == nil
            && localization.substitutions == nil
    }

    /// Variations with no text of its own beside them.
    private static func isSplit(_ localization: Localization) -> Bool {
        localization.stringUnit == nil && localization.stringSet == nil && localization.variations != nil
    }

    /// The plain text as each of `steps` (all of one kind).
    private static func lifted(_ plain: Localization, to steps: [UnitPathStep]) -> Localization {
        var lifted = plain
        let branch = Localization(stringUnit: plain.stringUnit)
        lifted.stringUnit = nil
        var variations = Variations()
        for step in steps {
            switch step {
            case .device(let device): variations.device = (variations.device ?? [:]).merging([device: branch]) { $1 }
            case .plural(let category): variations.plural = (variations.plural ?? [:]).merging([category: branch]) { $1 }
            case .substitution: break
            }
        }
        lifted.variations = variations
        return lifted
    }
}
