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
    /// - Throws: `CatalogSearchError` when the file or its folders cannot be read, or the file is a link
    ///   that leads nowhere.
    /// - Parameter brokenLink: gets each link among the `.lproj` folders beside it, or their files, that
    ///   leads nowhere (skipped).
    public static func table(named path: String, relativeTo directory: String,
                             brokenLink: ((BrokenLink) -> Void)? = nil) throws(CatalogSearchError) -> LegacyTableSet? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
        try requireLanguage(parts[..<(parts.count - 1)].joined(separator: "/"))
        let resolved = RelativePath.standardized(path.hasPrefix("/") ? path : LegacyTableFinder.join(directory, path))
        guard FileManager.default.fileExists(atPath: resolved) else {
            if let broken = BrokenLink(at: resolved, shown: path) { throw .brokenLink(broken) }
            throw .notFound(path: path)
        }
        let name = String(parts[parts.count - 1])
        let table = String(name[..<name.lastIndex(of: ".")!])
        let folder = parts.count > 2 ? parts[..<(parts.count - 2)].joined(separator: "/") : "."
        let resolvedFolder = RelativePath.standardized(folder.hasPrefix("/") ? folder : LegacyTableFinder.join(directory, folder))
        // Only the folder's own `.lproj` folders: the table is there, whatever lies further down.
        return try LegacyTableFinder.tables(directlyIn: resolvedFolder, display: folder, brokenLink: brokenLink)
            .first { $0.table == table }
    }

    /// The `.strings` and `.stringsdict` files of the `.lproj` folder `path` (`App/en.lproj`), spelled
    /// from it, sorted: what naming the folder stands for (each names its table). A link among them that
    /// leads nowhere is left out, said through `brokenLink`, as a folder search says it.
    ///
    /// - Throws: `CatalogSearchError` when the folder cannot be listed.
    public static func files(inLproj path: String, relativeTo directory: String,
                             brokenLink: ((BrokenLink) -> Void)? = nil) throws(CatalogSearchError) -> [String] {
        try requireLanguage(path)
        let resolved = RelativePath.standardized(path.hasPrefix("/") ? path : LegacyTableFinder.join(directory, path))
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: resolved)
        } catch {
            throw .unreadableFolder(path: path, reason: (error as NSError).localizedDescription)
        }
        var files: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") && isLegacy(name) {
            let file = LegacyTableFinder.join(path, name)
            if let broken = BrokenLink(at: LegacyTableFinder.join(resolved, name), shown: file) {
                brokenLink?(broken)
            } else {
                files.append(file)
            }
        }
        return files
    }

    /// Throws when the `.lproj` folder `path` is named for no language (a folder search skips it, with a
    /// warning; named, it is an error, QA: export said only that there was nothing to export).
    private static func requireLanguage(_ path: String) throws(CatalogSearchError) {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let name = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        let language = String(name.dropLast(".lproj".count))
        guard LanguageTag.isWellFormed(language) else { throw .notALanguageFolder(path: trimmed, language: language) }
    }

    /// Whether `path` names a `<lang>.lproj` folder (`App/en.lproj`, `en.lproj/`).
    public static func isLproj(_ path: String) -> Bool {
        (path.hasSuffix("/") ? String(path.dropLast()) : path).hasSuffix(".lproj")
    }
}
