import Foundation

/// One file `locbridge check` reads.
public enum CheckInput: Hashable, Sendable {
    /// A String Catalog, spelled as the user gave it (or as found under a folder they gave).
    case catalog(String)
    /// An XLIFF file: named directly, or inside an `.xcloc` bundle's `Localized Contents`.
    case xliff(String)
    /// A file named directly whose name says neither (a pipe such as `/dev/fd/63`): read as what its
    /// content starts with (`ContentKind`).
    case byContent(String)

    /// The path as messages show it.
    public var path: String {
        switch self {
        case .catalog(let path), .xliff(let path), .byContent(let path): path
        }
    }
}

/// Turns the paths on a check's command line into the files to check.
public enum CheckInputs {
    /// The files one command-line path names:
    ///
    /// - a file ending in `.xliff` or `.xlf` is XLIFF, one ending in `.xcstrings` a catalog; any other
    ///   file (a pipe from `<(git show …)`) is told by its content (`byContent`);
    /// - an `.xcloc` bundle (a folder named `*.xcloc`, or any folder with a `Localized Contents` folder)
    ///   gives the XLIFF files in its `Localized Contents` (as `ImportSources` finds them);
    /// - any other folder is searched for catalogs with `CatalogFinder`, skipping `.build`,
    ///   `DerivedData`, `.git` and `.xcloc` bundles (whose `Source Contents` hold source-only copies).
    ///   XLIFF files in folders are not picked up: name them or their bundles.
    ///
    /// - Throws: `FileError` for a path that does not exist or cannot be listed.
    /// - Parameter unreadable: gets each folder inside `path` that cannot be listed; the others are searched.
    /// - Parameter folderNamedAsCatalog: gets each folder named `*.xcstrings` the search meets
    ///   (`CatalogFinder.catalogs(in:)`).
    /// - Parameter brokenLink: gets each link named `*.xcstrings` the search meets that leads nowhere.
    /// - Parameter skipped: gets each folder or link the search passed over (loops, folders searched
    ///   already), for `-v`.
    public static func inputs(for path: String, relativeTo directory: String,
                              unreadable: @escaping (FileError) -> Void = { _ in },
                              folderNamedAsCatalog: @escaping (String) -> Void = { _ in },
                              brokenLink: @escaping (BrokenLink) -> Void = { _ in },
                              skipped: @escaping (SkippedFolder) -> Void = { _ in }) throws(FileError) -> [CheckInput] {
        let resolved = path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder) else {
            // A link that dangles or loops is there: said as what it is, as export says it.
            if let broken = BrokenLink(at: resolved, shown: path) { throw FileError(broken) }
            // Bytes that are not UTF-8 reached locbridge as U+FFFD: the path may well exist.
            throw FileError(path: path, reason: path.unicodeScalars.contains("\u{FFFD}") ? CatalogSearchError.notUTF8
                                                                                        : "no such file or folder")
        }
        if !isFolder.boolValue {
            let name = path.lowercased()
            if name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") {
                throw FileError(path: path, reason: "a legacy table, which check and stats do not read; check the XLIFF that "
                    + "'locbridge export' makes of it, or migrate it to a catalog with 'locbridge migrate'")
            }
            if name.hasSuffix(".xliff") || name.hasSuffix(".xlf") { return [.xliff(path)] }
            return name.hasSuffix(".xcstrings") ? [.catalog(path)] : [.byContent(path)]
        }
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let isBundle = trimmed.lowercased().hasSuffix(".xcloc")
            || FileManager.default.fileExists(atPath: resolved + "/Localized Contents")
        if isBundle {
            let files = try ImportSources.xliffFiles(in: [path], relativeTo: directory)
            // Only a file named directly may be a pipe: one found in a bundle is never waited on (as import).
            if let pipe = files.first(where: { FileBytes.isPipe($0.hasPrefix("/") ? $0 : directory + "/" + $0) }) {
                throw FileError(path: pipe, reason: "is not a regular file (a FIFO); only an XLIFF file named directly may be a pipe")
            }
            return files.map(CheckInput.xliff)
        }
        do {
            return try CatalogFinder.catalogs(in: [path], relativeTo: directory, skippingBundles: true, unreadable: { error in
                if case .unreadableFolder(let path, let reason) = error {
                    unreadable(FileError(path: path, reason: "cannot list the folder: \(reason)"))
                } else if case .nameNotUTF8(let path) = error {
                    unreadable(FileError(path: path, reason: CatalogSearchError.notUTF8))
                }
            }, folderNamedAsCatalog: folderNamedAsCatalog, brokenLink: brokenLink, skipped: skipped).map(CheckInput.catalog)
        } catch {
            switch error {
            case .notFound(let path) where path.unicodeScalars.contains("\u{FFFD}"):
                throw FileError(path: path, reason: CatalogSearchError.notUTF8)
            case .nameNotUTF8(let path): throw FileError(path: path, reason: CatalogSearchError.notUTF8)
            case .notFound(let path): throw FileError(path: path, reason: "no such file or folder")
            case .unreadableFolder(let path, let reason): throw FileError(path: path, reason: "cannot list the folder: \(reason)")
            case .brokenLink(let link): throw FileError(link)
            // Only legacy table searches find these.
            case .notALanguageFolder(let path, let language): throw FileError(path: path, reason: LanguageTag.notATag(language))
            }
        }
    }
}
