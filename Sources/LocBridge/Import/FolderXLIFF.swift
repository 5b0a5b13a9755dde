import Foundation

/// The XLIFF files and `.xcloc` bundles directly in a folder. Folder searches look for catalogs only
/// (XLIFF files are named one by one), so when a folder holds these instead, messages say how to name them.
public struct FolderXLIFF: Equatable, Sendable {
    /// Names of the `.xliff` and `.xlf` files, sorted.
    public var files: [String]
    /// Names of the `*.xcloc` folders, sorted.
    public var bundles: [String]

    public init(files: [String], bundles: [String]) {
        self.files = files
        self.bundles = bundles
    }

    /// What is directly in the folder at `path` (nothing below it: the hint names them with one glob
    /// each); empty when it cannot be listed.
    public init(folder path: String) {
        var files: [String] = [], bundles: [String] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder) else { continue }
            let lowercased = name.lowercased()
            if isFolder.boolValue {
                if lowercased.hasSuffix(".xcloc"), Self.holdsXLIFF(path + "/" + name) { bundles.append(name) }
            } else if ImportSources.isXLIFFName(name) {
                files.append(name)
            }
        }
        self.init(files: files, bundles: bundles)
    }

    /// Whether a bundle's `Localized Contents` holds an XLIFF file: the `ru.xcloc` in an unzipped
    /// archive's `__MACOSX` folder holds only macOS's `._` metadata files, and naming it fails.
    static func holdsXLIFF(_ bundle: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: bundle + "/Localized Contents")) ?? []
        return names.contains { !$0.hasPrefix(".") && ImportSources.isXLIFFName($0) }
    }

    public var isEmpty: Bool { files.isEmpty && bundles.isEmpty }

    /// How many there are: `4 XLIFF files`, `1 XLIFF file`, `2 .xcloc bundles`; one per kind present.
    public var counts: [String] {
        var counts: [String] = []
        if !files.isEmpty { counts.append("\(files.count) XLIFF file\(files.count == 1 ? "" : "s")") }
        if !bundles.isEmpty { counts.append("\(bundles.count) .xcloc bundle\(bundles.count == 1 ? "" : "s")") }
        return counts
    }

    /// The globs that match them in the folder: `*.xliff`, `*.xcloc`, with each extension as spelled
    /// (globs are case-sensitive), files first.
    public var globs: [String] {
        var globs: [String] = []
        for name in files + bundles {
            let glob = "*" + name[name.lastIndex(of: ".")!...]
            if !globs.contains(glob) { globs.append(glob) }
        }
        return globs
    }
}
