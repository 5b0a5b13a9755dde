/// The `<source>`s an import found to be the catalog's (as the export gives them), by a hash of the
/// unit's id and source bytes, shared by the `<file>`s of one catalog: each language's file carries the
/// same source texts, and checking them against the source localization cost a quarter of the merge
/// when done for every file. A hash collision would take an older `<source>` for the current one,
/// which is the import's behaviour without the check; with 64-bit hashes it is about one in 10^9
/// imports of this size.
///
/// Valid while the catalog's source texts stay as they are: an import of a source-language file that
/// changes them forgets them all.
public final class KnownSources: @unchecked Sendable {
    private var hashes: Set<UInt64> = []

    public init() {}

    func contains(_ hash: UInt64) -> Bool { hashes.contains(hash) }
    func insert(_ hash: UInt64) { hashes.insert(hash) }
    func removeAll() { hashes.removeAll() }
}
