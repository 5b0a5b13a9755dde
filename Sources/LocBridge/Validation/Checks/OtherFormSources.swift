/// The `<source>` of each unit of one key by variation path, so that each plural form finds its
/// `other` form's source in constant time (a key with thousands of substitutions made that quadratic).
struct OtherFormSources {
    private var sources: [[UnitPathStep]: String] = [:]

    init(_ units: some Sequence<TranslationUnit>) {
        for unit in units where sources[unit.id.path] == nil { sources[unit.id.path] = unit.source }
    }

    /// For a plural form, the source of its `other` form (itself where there is none); nil for other units.
    func of(_ unit: TranslationUnit) -> String? {
        guard case .plural? = unit.id.path.last else { return nil }
        return sources[Array(unit.id.path.dropLast()) + [.plural(.other)]] ?? unit.source
    }
}
