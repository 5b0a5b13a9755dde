import Foundation

/// A legacy table named by one of its files (`App/en.lproj/Localizable.strings`), as Xcode's exports
/// name tables outside the project folder (`../../DZ/…/en.lproj/Localizable.strings`).
public enum LegacyTableFile {
    /// Whether `path` names a `.strings` or `.stringsdict` file.
    public static func isLegacy(_ path: String) -> Bool {
        path.hasSuffix(".strings") || path.hasSuffix(".stringsdict")
    }

    /// The folder that holds the `.lproj` folder `path` names (`App/en.lproj`) or is directly in
    /// (`App/en.lproj/Localizable.strings`): `App` for both, `.` for `en.lproj`; nil for other paths.
    /// Read from the spelling alone, as `table(named:)` reads it.
    public static func holdingFolder(ofLproj path: String) -> String? {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        while parts.count > 1, parts.last == "" { parts.removeLast() }
        guard let index = parts.lastIndex(where: { $0.hasSuffix(".lproj") }), index >= parts.count - 2 else { return nil }
        let folder = parts[..<index]
        if folder.isEmpty { return "." }
        return folder == [""] ? "/" : folder.joined(separator: "/")
    }

    /// The table the file belongs to, with every language's file of it beside its `.lproj` folder; nil
    /// when the file is not in a `<lang>.lproj` folder.
    ///
    /// - Throws: `CatalogSearchError` when the file or its folders cannot be read.
    public static func table(named path: String, relativeTo directory: String) throws(CatalogSearchError) -> LegacyTableSet? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        let resolved = RelativePath.standardized(path.hasPrefix("/") ? path : LegacyTableFinder.join(directory, path))
        guard FileManager.default.fileExists(atPath: resolved) else { throw .notFound(path: path) }
        let name = String(parts[parts.count - 1])
        let table = String(name[..<name.lastIndex(of: ".")!])
        let folder = parts.count > 2 ? parts[..<(parts.count - 2)].joined(separator: "/") : "."
        let resolvedFolder = RelativePath.standardized(folder.hasPrefix("/") ? folder : LegacyTableFinder.join(directory, folder))
        return try LegacyTableFinder.tables(in: [folder], relativeTo: directory)
            .first { $0.resolvedFolder == resolvedFolder && $0.table == table && $0.relativeFolder.isEmpty }
    }
}
