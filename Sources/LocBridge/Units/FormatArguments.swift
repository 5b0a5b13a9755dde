import Foundation

/// Rewrites between how catalogs store substitution placeholders and how Xcode's XLIFF shows them
/// (FORMATS.md §2, "Substitutions"): `%#@NAME@` ⇄ `%N$#@NAME@` in the main text, `%arg` ⇄
/// `%N$<formatSpecifier>` in a substitution's forms.
public enum FormatArguments {
    /// `%#@NAME@` → `%N$#@NAME@` for each substitution that has an `argNum`. Already positional
    /// references and names without a substitution are left alone.
    public static func positionSubstitutionReferences(in text: String, substitutions: [String: Substitution]) -> String {
        guard text.contains("%#@") else { return text }
        var result = ""
        var rest = Substring(text)
        while let marker = rest.range(of: "%#@") {
            result += rest[..<marker.lowerBound]
            let afterMarker = rest[marker.upperBound...]
            guard let close = afterMarker.firstIndex(of: "@") else {
                result += rest[marker.lowerBound...]
                return result
            }
            let name = String(afterMarker[..<close])
            if let number = substitutions[name]?.argNum {
                result += "%\(number)$#@\(name)@"
            } else {
                result += "%#@\(name)@"
            }
            rest = afterMarker[afterMarker.index(after: close)...]
        }
        result += rest
        return result
    }

    /// `%arg` → `%N$spec` (or `%spec` without an `argNum`) in one form of a substitution.
    public static func expandArgument(in text: String, substitution: Substitution) -> String {
        guard text.contains("%arg"), let specifier = substitution.formatSpecifier else { return text }
        let replacement = substitution.argNum.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
        return text.replacingOccurrences(of: "%arg", with: replacement)
    }
}
