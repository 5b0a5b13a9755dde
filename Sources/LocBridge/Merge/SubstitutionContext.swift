/// The substitutions that govern one unit's text, for turning the XLIFF forms back into the catalog's
/// (FORMATS.md §2, "Substitutions"): in a plain or root text `%N$#@NAME@` → `%#@NAME@`, in a
/// substitution's form `%N$SPEC` → `%arg`. The target's substitution of a name wins; the source's is
/// used when the target has none (as the exporter does).
struct SubstitutionContext {
    /// The substitution a form belongs to; nil for a plain or root text.
    private let substitutionName: String?
    /// Where the text's substitutions live in the target: the unit's own localization for a plain or
    /// root text, the one holding the substitution for a form.
    private let targetLevel: Localization?
    /// The source localization at the same place (following the exporter's fallbacks).
    private let sourceLevel: Localization?
    /// The source localization of the key, the last place a substitution's rule is looked for.
    private let sourceRoot: Localization?
    /// The substitutions a text at the unit's place can name (its own level's and those above it).
    private let sourceScope: [String: Substitution]
    private let targetScope: [String: Substitution]
    /// Substitutions the file adds, which neither the target nor the source defines (`SubstitutionInFile`).
    var added: [String: Substitution] = [:]

    init(entry: CatalogEntry, sourceLanguage: String, target: Localization?, path: [UnitPathStep]) {
        let level: ArraySlice<UnitPathStep>
        if let last = path.lastIndex(where: \.isSubstitution), case .substitution(let name) = path[last] {
            level = path[..<last]
            substitutionName = name
        } else {
            level = path[...]
            substitutionName = nil
        }
        let sourceRoot = entry.localizations?[sourceLanguage]
        self.sourceRoot = sourceRoot
        targetLevel = target?.descendant(at: level)
        targetScope = SubstitutionScope.along(level, in: target)
        var sourceScope: [String: Substitution] = [:]
        sourceLevel = sourceRoot.flatMap { Self.counterpart(of: level, in: $0, scope: &sourceScope) }
        self.sourceScope = sourceScope
    }

    /// Whether `catalogForm` can change `content` at `path`: only a substitution's form (`%N$spec`) or a
    /// text naming a substitution by position (`%N$#@x@`) can. Checked before making a context, which
    /// costs more than the check.
    static func mayRewrite(_ content: FoldedLeaf.Content, at path: [UnitPathStep]) -> Bool {
        guard case .text(var text) = content else { return false }
        return text.withUTF8 { mayRewrite(utf8: $0, at: path) }
    }

    /// `mayRewrite` for a text's UTF-8 bytes.
    static func mayRewrite(utf8 text: UnsafeBufferPointer<UInt8>, at path: [UnitPathStep]) -> Bool {
        guard text.contains(UInt8(ascii: "%")) else { return false }
        return ByteSearch.firstOffset(of: substitutionReference, in: text) != nil || path.contains(where: \.isSubstitution)
    }

    private static let substitutionReference = Array("$#@".utf8)

    /// The text as the catalog stores it. Phrases are stored as they are.
    func catalogForm(of content: FoldedLeaf.Content) -> FoldedLeaf.Content {
        guard case .text(let text) = content, text.containsBytes("%") else { return content }
        if let name = substitutionName {
            guard let substitution = targetLevel?.substitutions?[name] ?? sourceSubstitution(name) ?? added[name] else { return content }
            return .text(FormatArguments.collapseArgument(in: text, substitution: substitution))
        }
        return .text(FormatArguments.unpositionSubstitutionReferences(in: text, substitutions: arguments.translation))
    }

    /// A substitution the target lacks, created with the source's `argNum` and `formatSpecifier` (or
    /// those the file gives one it adds).
    func newSubstitution(_ name: String) -> Substitution {
        let source = sourceSubstitution(name) ?? added[name]
        return Substitution(argNum: source?.argNum, formatSpecifier: source?.formatSpecifier)
    }

    /// Whether neither the target nor the source defines `name` where the unit's text is.
    func lacks(_ name: String) -> Bool {
        targetScope[name] == nil && sourceSubstitution(name) == nil
    }

    /// What the references of the unit's text and of its source stand for (format-specifier parity).
    var arguments: SubstitutionArguments {
        SubstitutionArguments(source: sourceScope,
                              translation: SubstitutionScope.entering(SubstitutionScope.entering(added, sourceScope), targetScope))
    }

    /// For a form of a substitution the source lacks (`KEY|==|…substitutions.NAME.plural.CAT`), the source
    /// text of the place it is defined, whose arguments the form may show: the text there (its `other`
    /// branches where it varies), or the key without one. Nil for other paths.
    static func sourceTextOfAddedForm(at path: [UnitPathStep], in source: Localization?, key: String) -> String? {
        guard let last = path.lastIndex(where: \.isSubstitution), case .substitution(let name) = path[last] else { return nil }
        guard let source else { return key }
        var scope: [String: Substitution] = [:]
        guard let level = counterpart(of: path[..<last], in: source, scope: &scope), scope[name] == nil,
              source.substitutions?[name] == nil else { return nil }
        return level.defaultBranch?.stringUnit?.value ?? key
    }

    private func sourceSubstitution(_ name: String) -> Substitution? {
        sourceLevel?.substitutions?[name] ?? sourceScope[name] ?? sourceRoot?.substitutions?[name]
    }

    /// The source localization a target path corresponds to, falling back as the exporter does: a
    /// device the source lacks uses its `other` branch, a plural category its `other` form, a plural
    /// form of a source that varies by device its `other` device, and a source without such variations
    /// stands for all of them.
    static func counterpart(of path: ArraySlice<UnitPathStep>, in source: Localization) -> Localization? {
        var scope: [String: Substitution] = [:]
        return counterpart(of: path, in: source, scope: &scope)
    }

    /// `counterpart(of:in:)`, also giving the substitutions in scope there (those of every level passed).
    static func counterpart(of path: ArraySlice<UnitPathStep>, in source: Localization,
                            scope: inout [String: Substitution]) -> Localization? {
        var current = source
        var steps = path
        while let step = steps.popFirst() {
            scope = SubstitutionScope.entering(scope, current.substitutions)
            switch step {
            case .device(let device):
                if let devices = current.variations?.device { current = devices[device] ?? devices[.other] ?? current }
            case .plural(let category):
                if let forms = current.variations?.plural {
                    current = forms[category] ?? forms[.other] ?? current
                } else if let other = current.variations?.device?[.other] {
                    current = other.variations?.plural.flatMap { $0[category] ?? $0[.other] } ?? other
                }
            case .substitution(let name):
                guard case .plural(let category)? = steps.popFirst(),
                      let forms = current.substitutions?[name]?.variations?.plural,
                      let form = forms[category] ?? forms[.other] else { return nil }
                current = form
            }
        }
        scope = SubstitutionScope.entering(scope, current.substitutions)
        return current
    }
}
