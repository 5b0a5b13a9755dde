#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// How the disk spells a path that an XLIFF `original` names. macOS writes names decomposed (NFD:
/// `Cafe` + U+0301) and translation tools normalise their text to NFC (U+00E9); APFS and HFS+ open a
/// file by either spelling, Linux file systems compare bytes and find only the one on disk. So a path
/// that does not exist as written is looked for component by component, each folder's entries compared
/// with the component by canonical equivalence (Swift's `String ==`: the same NFC form).
public enum PathSpelling {
    /// What `lookup` found.
    public enum Lookup: Sendable {
        /// The path exists as written, or nothing on disk matches it in another normalization (what is
        /// missing may be a file, or folders, an import creates).
        case asWritten
        /// The path as the disk spells it (relative, as given), differing in some code points.
        case onDisk(String)
        /// `folder` (relative to the root; empty for the root) holds several entries that are
        /// `component` in other normalizations, so which one is meant cannot be told.
        case ambiguous(folder: String, component: String, entries: [String])
    }

    /// `relative` (under the folder `root`) as the disk spells it. Components that exist as written are
    /// kept; the first that does not is replaced by the one entry of its folder that is the same text,
    /// and so on; from a component without such an entry the path is kept as written. `.` and `..` are
    /// kept as they are, and an absolute path is not looked for (import refuses it).
    public static func lookup(_ relative: String, under root: String) -> Lookup {
        guard !relative.hasPrefix("/"), !exists(root + "/" + relative) else { return .asWritten }
        let components = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var found: [String] = []
        for (index, component) in components.enumerated() {
            let folder = found.joined(separator: "/")
            let base = folder.isEmpty ? root : root + "/" + folder
            if component.isEmpty || component == "." || component == ".." || exists(base + "/" + component) {
                found.append(component)
                continue
            }
            // Sorted by code points: `<` on String compares canonical equivalents as equal.
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [])
                .filter { $0 == component }
                .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            guard entries.count < 2 else { return .ambiguous(folder: folder, component: component, entries: entries) }
            guard let entry = entries.first else {
                found += components[index...]
                break
            }
            found.append(entry)
        }
        let spelled = found.joined(separator: "/")
        // Compared by bytes: `==` would call the two spellings equal.
        return spelled.utf8.elementsEqual(relative.utf8) ? .asWritten : .onDisk(spelled)
    }

    /// `U+0065 U+0301 where the original has U+00E9`: how the disk's spelling differs from the written one.
    public static func difference(onDisk: String, written: String) -> String {
        difference(onDisk: [onDisk], written: written)
    }

    /// `U+0065 U+0323 U+0302, U+1EB9 U+0302 where the original has U+1EC7` for several spellings on disk;
    /// each with its own `where` when they differ from the written one in different stretches.
    public static func difference(onDisk entries: [String], written: String) -> String {
        let pairs = entries.compactMap { NormalizationDifference.describe($0, written) }
        guard let first = pairs.first else { return "" }
        if pairs.allSatisfy({ $0.second == first.second }) {
            return pairs.map(\.first).joined(separator: ", ") + " where the original has " + first.second
        }
        return pairs.map { "\($0.first) where the original has \($0.second)" }.joined(separator: "; ")
    }

    /// Whether something (a dangling link too) is at `path`.
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
