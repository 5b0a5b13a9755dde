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
    /// `empty-source` finding kept once, where it is first found, saying how many other files have it.
    public static func collapse(_ inputs: [[Finding]]) -> [[Finding]] {
        var files: [Source: Set<Int>] = [:]
        for (index, findings) in inputs.enumerated() {
            for finding in findings {
                if let source = source(of: finding) { files[source, default: []].insert(index) }
            }
        }
        var said: Set<Source> = []
        return inputs.map { findings in
            findings.compactMap { finding in
                guard let source = source(of: finding) else { return finding }
                guard said.insert(source).inserted else { return nil }
                let more = files[source]!.count - 1
                guard more > 0 else { return finding }
                var kept = finding
                kept.message += CheckMessages.alsoInFiles(more)
                return kept
            }
        }
    }

    private static func source(of finding: Finding) -> Source? {
        guard finding.rule == .emptySource, let original = finding.original else { return nil }
        return Source(original: original, key: finding.key, variation: finding.variation)
    }
}
