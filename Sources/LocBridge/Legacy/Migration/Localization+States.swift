extension Localization {
    /// A copy with every string unit and string set, at every depth, in `state`: to compare two
    /// localizations' texts alone.
    func settingStates(_ state: TranslationState) -> Localization {
        var copy = self
        copy.stringUnit?.state = state
        copy.stringSet?.state = state
        if let variations { copy.variations = variations.settingStates(state) }
        if let substitutions {
            copy.substitutions = substitutions.mapValues { substitution in
                var changed = substitution
                changed.variations = substitution.variations?.settingStates(state)
                return changed
            }
        }
        return copy
    }
}

extension Variations {
    func settingStates(_ state: TranslationState) -> Variations {
        var copy = self
        copy.plural = plural?.mapValues { $0.settingStates(state) }
        copy.device = device?.mapValues { $0.settingStates(state) }
        return copy
    }
}
