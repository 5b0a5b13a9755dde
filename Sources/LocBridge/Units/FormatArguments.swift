/// Rewrites between how catalogs store substitution placeholders and how Xcode's XLIFF shows them
/// (FORMATS.md §2, "Substitutions"): `%#@NAME@` ⇄ `%N$#@NAME@` in the main text, `%arg` ⇄
/// `%N$<formatSpecifier>` in a substitution's forms.
///
/// All four work on the UTF-8 bytes: the markers are ASCII, which never occurs inside another
/// character's bytes, and the formatter reading these texts does not see grapheme clusters either (a
/// `%1$lld` followed by a combining mark is still a specifier to it).
public enum FormatArguments {
    /// `%#@NAME@` → `%N$#@NAME@` for each substitution that has an `argNum`. Already positional
    /// references and names without a substitution are left alone.
    public static func positionSubstitutionReferences(in text: String, substitutions: [String: Substitution]) -> String {
        guard text.containsBytes("%#@") else { return text }
        return rewrite(text) { bytes, index, out in
            // `%#@NAME@`, the name running to the next `@`.
            guard bytes.hasPrefix("#@", at: index + 1),
                  let close = bytes[(index + 3)...].firstIndex(of: UInt8(ascii: "@")) else { return nil }
            let name = String(decoding: bytes[(index + 3)..<close], as: UTF8.self)
            out.append(contentsOf: "%".utf8)
            if let number = substitutions[name]?.argNum { out.append(contentsOf: "\(number)$".utf8) }
            out.append(contentsOf: bytes[(index + 1)...close])
            return close + 1
        }
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
        return rewrite(text, skippingEscapes: true) { bytes, index, out in
            var end = index + 1
            var number = 0
            while end < bytes.count, let digit = bytes[end].asciiDigitValue {
                let (product, overflow) = number.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                number = product + digit
                end += 1
            }
            guard end > index + 1, bytes.hasPrefix("$#@", at: end),
                  let close = bytes[(end + 3)...].firstIndex(of: UInt8(ascii: "@")) else { return nil }
            let name = String(decoding: bytes[(end + 3)..<close], as: UTF8.self)
            guard substitutions[name]?.argNum == number else { return nil }
            out.append(contentsOf: "%#@".utf8)
            out.append(contentsOf: bytes[(end + 3)...close])
            return close + 1
        }
    }

    /// `%N$spec` → `%arg` (or `%spec` → `%arg` when the substitution has no `argNum`) in one form of a
    /// substitution: the reverse of `expandArgument`. Escaped `%%` is left alone.
    public static func collapseArgument(in text: String, substitution: Substitution) -> String {
        guard let specifier = substitution.formatSpecifier else { return text }
        let expanded = substitution.argNum.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
        guard text.containsBytes(expanded) else { return text }
        let pattern = Array(expanded.utf8.dropFirst())
        return rewrite(text, skippingEscapes: true) { bytes, index, out in
            guard bytes[(index + 1)...].starts(with: pattern) else { return nil }
            out.append(contentsOf: "%arg".utf8)
            return index + 1 + pattern.count
        }
    }

    /// Copies `text`, letting `replace` rewrite what starts at each `%`: it appends its replacement and
    /// returns where copying resumes, or returns nil to keep the `%` as it is. With `skippingEscapes`,
    /// `%%` is copied as it is and never offered.
    private static func rewrite(_ text: String, skippingEscapes: Bool = false,
                                _ replace: (_ bytes: [UInt8], _ index: Int, _ out: inout [UInt8]) -> Int?) -> String {
        let bytes = Array(text.utf8)
        let percent = UInt8(ascii: "%")
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == percent else {
                out.append(bytes[index])
                index += 1
                continue
            }
            if skippingEscapes, index + 1 < bytes.count, bytes[index + 1] == percent {
                out.append(contentsOf: [percent, percent])
                index += 2
            } else if let next = replace(bytes, index, &out) {
                index = next
            } else {
                out.append(percent)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

private extension [UInt8] {
    /// Whether the bytes at `index` are `prefix`'s (false when they run past the end).
    func hasPrefix(_ prefix: StaticString, at index: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= self.count else { return false }
        return self[index..<(index + count)].elementsEqual(UnsafeBufferPointer(start: prefix.utf8Start, count: count))
    }
}

private extension UInt8 {
    var asciiDigitValue: Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) ? Int(self - UInt8(ascii: "0")) : nil
    }
}
