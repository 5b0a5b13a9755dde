/// `empty-source` findings about one `<source>` that several XLIFF files carry: Xcode's export gives
/// every language its own copy of the sources, but the text is fixed once, in the catalog. Said once,
/// where the first file has it, with how many more files do.
public enum RepeatedSources {
    private struct Source: Hashable {
        var original: String
        var key: String?
        var variation: String?
    }

    /// `inputs`' findings (one list per XLIFF file, in the order they were read) with each source's
    /// `empty-source` findings kept only in the first file that has them. A file that has one twice (a
    /// repeated unit) keeps both: that is not a copy.
    public static func collapse(_ inputs: [[Finding]]) -> [[Finding]] {
        var first: [Source: Int] = [:]
        var others: [Source: Set<Int>] = [:]
        for (index, findings) in inputs.enumerated() {
            for finding in findings {
                guard let source = source(of: finding) else { continue }
                if let earlier = first[source] {
                    if earlier != index { others[source, default: []].insert(index) }
                } else {
                    first[source] = index
                }
            }
        }
        guard !others.isEmpty else { return inputs }
        return inputs.enumerated().map { index, findings in
            findings.compactMap { finding in
                guard let source = source(of: finding) else { return finding }
                guard first[source] == index else { return nil }
                guard let more = others[source]?.count else { return finding }
                var said = finding
                said.message += CheckMessages.alsoInFiles(more)
                return said
            }
        }
    }

    private static func source(of finding: Finding) -> Source? {
        guard finding.rule == .emptySource, let original = finding.original else { return nil }
        return Source(original: original, key: finding.key, variation: finding.variation)
    }
}
