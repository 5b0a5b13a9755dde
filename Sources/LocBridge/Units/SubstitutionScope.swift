/// The substitutions a text can name: those of its own localization and of every localization above it.
/// Xcode keeps a device-varying text's substitutions at the top, beside `variations`, and exports their
/// forms once, as `KEY|==|substitutions.NAME.plural.CAT` (a nested placement does not compile).
enum SubstitutionScope {

    /// `outer` with `inner`'s substitutions over it: a nearer definition of a name wins.
    static func entering(_ outer: [String: Substitution], _ inner: [String: Substitution]?) -> [String: Substitution] {
        guard let inner, !inner.isEmpty else { return outer }
        guard !outer.isEmpty else { return inner }
        return outer.merging(inner) { _, nearer in nearer }
    }

    /// The substitutions in scope at the end of `path` below `root`, following the path exactly (a
    /// target's own tree); the walk stops where a step is missing or enters a substitution.
    static func along(_ path: ArraySlice<UnitPathStep>, in root: Localization?) -> [String: Substitution] {
        guard var current = root else { return [:] }
        var scope = current.substitutions ?? [:]
        for step in path {
            let next: Localization?
            switch step {
            case .device(let device): next = current.variations?.device?[device]
            case .plural(let category): next = current.variations?.plural?[category]
            case .substitution: return scope
            }
            guard let next else { return scope }
            scope = entering(scope, next.substitutions)
            current = next
        }
        return scope
    }

    /// A substitution form's path below a variation (`device.iphone.substitutions.N.plural.one`, as older
    /// exports wrote the forms of a device text's substitution) moved to the level of the path where `root`
    /// defines N, the nearest one: `substitutions.N.plural.one` for Xcode's top placement. The path as it
    /// is when N is defined at its own level; nil when `root` defines N nowhere on it.
    static func formPath(_ path: [UnitPathStep], in root: Localization?) -> [UnitPathStep]? {
        // Only below variations `root` has: an id naming a device it lacks is no older export's (QA: it
        // overwrote the shared form).
        guard let index = path.firstIndex(where: \.isSubstitution), case .substitution(let name) = path[index],
              let root, root.descendant(at: path[..<index]) != nil else { return nil }
        guard let nearest = (0...index).last(where: { root.descendant(at: path[..<$0])?.substitutions?[name] != nil })
        else { return nil }
        return Array(path[..<nearest]) + path[index...]
    }
}

extension Localization {
    /// This localization without its substitutions (they are in scope from above where it is used).
    var withoutSubstitutions: Localization {
        guard substitutions != nil else { return self }
        var copy = self
        copy.substitutions = nil
        return copy
    }
}
