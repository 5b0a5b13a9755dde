/// A substitution an XLIFF file gives only through its texts: one a translation adds, which neither its
/// catalog localization nor the source defines (Xcode 27 exports such a substitution's forms with their
/// id as `<source>`, and loses them when it imports them into a catalog without the language). Its
/// `argNum` is the position the texts naming it give (`%1$#@COUNT@` → 1), its `formatSpecifier` what its
/// forms show at that position (`%1$lld` → `lld`), else the source text's argument there.
enum SubstitutionInFile {
    /// Why the file does not say what the substitution is; `description` completes "…, and the file does
    /// not say what it is: ".
    struct Unknown: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The level whose substitution `name` a text at `path` names, where `units` translate forms of it:
    /// the deepest of `path` and the levels above it with such a form (`KEY|==|substitutions.NAME…` for a
    /// device's text, whose substitutions Xcode keeps at the top). Nil when the file has no such form
    /// (translated, unless `sources`).
    static func level(of name: String, for path: [UnitPathStep], among units: [TranslationUnit],
                      sources: Bool = false) -> [UnitPathStep]? {
        for count in stride(from: path.count, through: 0, by: -1) {
            let level = Array(path.prefix(count))
            if units.contains(where: { isForm($0.id.path, of: name, at: level) && (sources || $0.target != nil) }) { return level }
        }
        return nil
    }

    /// The substitution `name` at `level`, as `units` (one key's) give it; `sources`: read the
    /// `<source>`s instead of the targets (what a source text's reference stands for).
    static func infer(_ name: String, at level: [UnitPathStep], among units: [TranslationUnit],
                      sources: Bool = false) -> Result<Substitution, Unknown> {
        func text(_ unit: TranslationUnit) -> String? { sources ? unit.source : unit.target }
        // The texts naming it: at the level or below it, outside substitutions.
        var positions: Set<Int?> = []
        var parentSource: String?
        for unit in units where unit.id.path.starts(with: level) && !unit.id.path.contains(where: \.isSubstitution) {
            guard let text = text(unit) else { continue }
            for specifier in FormatSpecifiers.scan(text).specifiers where specifier.kind == .substitution(name) {
                positions.insert(specifier.position)
                if parentSource == nil || unit.id.path == level { parentSource = unit.source }
            }
        }
        guard let argNum = positions.first, positions.count == 1 else {
            let written = positions.map { position in position.map { "%\($0)$#@\(name)@" } ?? "%#@\(name)@" }
            return .failure(Unknown(description: positions.isEmpty ? "no text in the file names %#@\(name)@"
                : "its texts name it as different arguments (\(written.sorted().joined(separator: ", ")))"))
        }
        // What its forms show of that argument: the specifier, by its conversion (`lld` for `%1$lld`).
        var shown: [String: String] = [:]
        var elsewhere: Set<String> = []
        for unit in units where isForm(unit.id.path, of: name, at: level) {
            guard let text = text(unit) else { continue }
            for specifier in FormatSpecifiers.scan(text).specifiers {
                if specifier.position == argNum {
                    shown[conversion(of: specifier)] = specifier.text
                } else if specifier.position != nil {
                    elsewhere.insert(specifier.text)
                }
            }
        }
        let argument = argNum.map { "argument \($0)" } ?? "its argument"
        if shown.count > 1 {
            return .failure(Unknown(description: "its forms show \(argument) as \(shown.values.sorted().joined(separator: " and "))"))
        }
        // Forms that show other arguments and never the one the text names it as: one of the two is wrong.
        if shown.isEmpty, !elsewhere.isEmpty {
            return .failure(Unknown(description: "its forms show \(elsewhere.sorted().joined(separator: " and ")) but never \(argument), "
                + "which the text names it as"))
        }
        var formatSpecifier = shown.keys.first
        if formatSpecifier == nil, let argNum, let parentSource, !sources {
            // A `*` width's or precision's argument is labelled `width of …`: not a value.
            formatSpecifier = FormatSpecifiers.arguments(of: FormatSpecifiers.scan(parentSource).specifiers)
                .first { $0.position == argNum && $0.label.hasPrefix("%") }
                .map { conversion(of: $0.label, position: argNum) }
        }
        let substitution = Substitution(argNum: argNum, formatSpecifier: formatSpecifier)
        guard formatSpecifier != nil else {
            return .failure(Unknown(description: "no form shows \(argument), nor does the source text"))
        }
        guard substitution.argumentKind != nil else {
            return .failure(Unknown(description: "\(argument) is shown as %\(formatSpecifier!), which is no formatSpecifier"))
        }
        return .success(substitution)
    }

    /// Whether `path` is a form of substitution `name` at `level`.
    static func isForm(_ path: [UnitPathStep], of name: String, at level: [UnitPathStep]) -> Bool {
        path.count == level.count + 2 && path.starts(with: level) && path[level.count] == .substitution(name)
    }

    /// `%1$lld` → `lld`, `%@` → `@`.
    private static func conversion(of specifier: FormatSpecifier) -> String {
        conversion(of: specifier.text, position: specifier.position)
    }

    private static func conversion(of text: String, position: Int?) -> String {
        var rest = text.dropFirst()
        if let position, rest.hasPrefix("\(position)$") { rest = rest.dropFirst("\(position)$".count) }
        return String(rest)
    }
}
