/// Rewrites between how catalogs store substitution placeholders and how Xcode's XLIFF shows them
/// (FORMATS.md §2, "Substitutions"): `%#@NAME@` ⇄ `%N$#@NAME@` in the main text, `%arg` ⇄
/// `%N$<formatSpecifier>` in a substitution's forms.
public enum FormatArguments {
    /// `%#@NAME@` → `%N$#@NAME@` for each substitution that has an `argNum`. Already positional
    /// references and names without a substitution are left alone.
    public static func positionSubstitutionReferences(in text: String, substitutions: [String: Substitution]) -> String {
        guard text.containsBytes("%#@") else { return text }
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
        guard text.containsBytes("%arg"), let specifier = substitution.formatSpecifier else { return text }
        let replacement = substitution.argNum.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
        return text.replacingBytes("%arg", with: replacement)
    }
}

extension FormatArguments {
    /// `%N$#@NAME@` → `%#@NAME@` when NAME's substitution has `argNum` N: the reverse of
    /// `positionSubstitutionReferences`, used when folding a translation back into a catalog
    /// (FORMATS.md §2, "Substitutions"). Other positions, unknown names and escaped `%%` are left alone.
    public static func unpositionSubstitutionReferences(in text: String, substitutions: [String: Substitution]) -> String {
        guard text.containsBytes("$#@") else { return text }
        var result = ""
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let afterPercent = rest[rest.index(after: percent)...]
            if afterPercent.first == "%" {
                result += "%%"
                rest = afterPercent.dropFirst()
                continue
            }
            let digits = afterPercent.prefix { $0.isASCII && $0.isNumber }
            let marker = afterPercent[digits.endIndex...]
            if !digits.isEmpty, marker.hasPrefix("$#@") {
                let nameStart = marker.index(marker.startIndex, offsetBy: 3)
                if let close = marker[nameStart...].firstIndex(of: "@") {
                    let name = String(marker[nameStart..<close])
                    if let number = Int(digits), substitutions[name]?.argNum == number {
                        result += "%#@\(name)@"
                        rest = marker[marker.index(after: close)...]
                        continue
                    }
                }
            }
            result += "%"
            rest = afterPercent
        }
        result += rest
        return result
    }

    /// `%N$spec` → `%arg` (or `%spec` → `%arg` when the substitution has no `argNum`) in one form of a
    /// substitution: the reverse of `expandArgument`. Escaped `%%` is left alone.
    public static func collapseArgument(in text: String, substitution: Substitution) -> String {
        guard let specifier = substitution.formatSpecifier else { return text }
        let expanded = substitution.argNum.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
        guard text.containsBytes(expanded) else { return text }
        let pattern = expanded.dropFirst()
        var result = ""
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let afterPercent = rest[rest.index(after: percent)...]
            if afterPercent.first == "%" {
                result += "%%"
                rest = afterPercent.dropFirst()
            } else if afterPercent.hasPrefix(pattern) {
                result += "%arg"
                rest = afterPercent.dropFirst(pattern.count)
            } else {
                result += "%"
                rest = afterPercent
            }
        }
        result += rest
        return result
    }
}
