import Foundation

/// Finds the String Catalogs named by command-line paths: files as given, folders searched recursively.
public enum CatalogFinder {
    /// Folder names never searched: build products and version-control data, which hold copies of
    /// catalogs (or thousands of files) that are not the project's sources.
    public static let skippedFolderNames: Set<String> = [".build", "DerivedData", ".git"]

    /// The catalogs named by `paths`, sorted and without duplicates, spelled the way the user gave them
    /// (a folder `App/` yields `App/Sources/Localizable.xcstrings`).
    ///
    /// - A file is a catalog because the user named it, whatever its extension.
    /// - A folder is searched recursively for `*.xcstrings` files, skipping `skippedFolderNames`.
    ///   Symbolic links to folders found during the search are not followed (they can form cycles and
    ///   usually point at another copy of the project); a link the user names directly is followed.
    /// - Two spellings of one file (`./a.xcstrings`, `a.xcstrings`, or a symbolic link and the file it
    ///   leads to) give one result, the first spelling.
    ///
    /// - Parameters:
    ///   - paths: files and folders, absolute or relative.
    ///   - directory: what relative paths are relative to; the process's working folder when nil.
    /// - Throws: `CatalogSearchError` for a path that does not exist or a folder that cannot be listed.
    /// - Parameter skippingBundles: also skip `*.xcloc` folders: export bundles hold source-language
    ///   copies of catalogs, which must not be exported again as if they were the project's.
    /// - Parameter unreadable: when given, a folder inside a named one that cannot be listed is said
    ///   through it and the search goes on (check and stats then check what they can); else it throws.
    /// - Parameter folderNamedAsCatalog: gets each folder (or link to one) named `*.xcstrings` that the
    ///   search meets, as shown, the named paths included: not a catalog, though its name says so.
    public static func catalogs(in paths: [String], relativeTo directory: String? = nil, skippingBundles: Bool = false,
                                unreadable: ((CatalogSearchError) -> Void)? = nil,
                                folderNamedAsCatalog: ((String) -> Void)? = nil) throws(CatalogSearchError) -> [String] {
        let base = directory ?? FileManager.default.currentDirectoryPath
        var found: [Found] = []
        let search = Search(skippingBundles: skippingBundles, unreadable: unreadable, folderNamedAsCatalog: folderNamedAsCatalog)
        for path in paths {
            let resolved = resolve(path, against: base)
            // A path the user names is followed even if it is a link: they chose it.
            switch targetKind(ofItemAt: resolved) {
            case nil:
                throw .notFound(path: path)
            case .folder?:
                if isCatalogName(path) { folderNamedAsCatalog?(path) }
                let names = try listing(resolved, display: path)
                try search.run(folder: resolved, names: names, display: path, into: &found)
            case .file?, .link?, .other?:
                // Not a regular file (a FIFO): reading it says so.
                found.append((path, resolved))
            }
        }
        var seen: Set<String> = []
        var unique: [String] = []
        for item in found where seen.insert(RealPath.identity(of: item.resolved)).inserted {
            unique.append(item.display)
        }
        return unique.sorted()
    }

    /// `other` is anything but a folder, a regular file or a link: a FIFO, a socket, a device. A search
    /// skips them (opening a FIFO named `X.xcstrings` would wait forever for a writer).
    private enum ItemKind { case file, folder, link, other }

    /// What is at `path` itself (a link is `.link`), or nil if nothing is.
    private static func kind(ofItemAt path: String) -> ItemKind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return kind(of: status)
    }

    /// What `path` points at after following links, or nil if nothing (or a dangling link) is there.
    private static func targetKind(ofItemAt path: String) -> ItemKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return kind(of: status)
    }

    private static func kind(of status: stat) -> ItemKind {
        switch status.st_mode & S_IFMT {
        case S_IFDIR: .folder
        case S_IFLNK: .link
        case S_IFREG: .file
        default: .other
        }
    }

    private typealias Found = (display: String, resolved: String)

    /// The names in a folder, or why it cannot be listed (the system's words: `Permission denied`).
    private static func listing(_ folder: String, display: String) throws(CatalogSearchError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            let reason = opendir(folder).map { directory in
                closedir(directory)
                return (error as NSError).localizedDescription
            } ?? String(cString: strerror(errno))
            throw .unreadableFolder(path: display, reason: reason)
        }
    }

    /// `*.xcstrings`, in any case (`Upper.XCSTRINGS`), also typed with a final slash.
    private static func isCatalogName(_ path: String) -> Bool {
        (path.hasSuffix("/") ? String(path.dropLast()) : path).lowercased().hasSuffix(".xcstrings")
    }

    /// What a folder search does besides collecting catalogs.
    private struct Search {
        var skippingBundles: Bool
        var unreadable: ((CatalogSearchError) -> Void)?
        var folderNamedAsCatalog: ((String) -> Void)?

        func run(folder: String, names: [String], display: String, into found: inout [Found]) throws(CatalogSearchError) {
            for name in names.sorted() {
                let resolved = join(folder, name)
                let shown = join(display, name)
                let isCatalogName = CatalogFinder.isCatalogName(name)
                switch kind(ofItemAt: resolved) {
                case .folder?:
                    let skipped = skippedFolderNames.contains(name) || (skippingBundles && name.hasSuffix(".xcloc"))
                    guard !skipped else { continue }
                    // Said rather than passed over: the user would wonder where that catalog went.
                    if isCatalogName { folderNamedAsCatalog?(shown) }
                    let inner: [String]
                    do {
                        inner = try listing(resolved, display: shown)
                    } catch {
                        guard let unreadable else { throw error }
                        unreadable(error)
                        continue
                    }
                    try run(folder: resolved, names: inner, display: shown, into: &found)
                case .file?:
                    if isCatalogName { found.append((shown, resolved)) }
                case .link?:
                    // A link to a catalog file counts; a link to a folder is not entered.
                    guard isCatalogName else { continue }
                    switch targetKind(ofItemAt: resolved) {
                    case .file?: found.append((shown, resolved))
                    case .folder?: folderNamedAsCatalog?(shown)
                    default: continue
                    }
                case .other?:
                    continue
                case nil:
                    // Listed but not to be looked at (a folder readable but not searchable): said, not skipped
                    // quietly; gone since the listing is fine.
                    guard errno == EACCES else { continue }
                    let error = CatalogSearchError.unreadableFolder(path: display, reason: String(cString: strerror(errno)))
                    guard let unreadable else { throw error }
                    unreadable(error)
                    return
                }
            }
        }
    }

    private static func resolve(_ path: String, against base: String) -> String {
        path.hasPrefix("/") ? path : join(base, path)
    }

    /// `a` + `/` + `b`, without doubling a slash the user typed (`App/`).
    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

extension CatalogFinder {
    /// `App/L.xcstrings is a folder, not a catalog file: not read as a catalog`, for a folder that
    /// `catalogs(in:)` met named as a catalog is (a catalog is a file; what is in the folder is searched
    /// as in any other).
    public static func folderNamedAsCatalog(_ path: String) -> Diagnostic {
        Diagnostic(.warning, "\(Diagnostic.quotedIfNeeded(path)) is a folder, not a catalog file: not read as a catalog")
    }
}

/// Why `CatalogFinder` could not list the catalogs the user named.
public enum CatalogSearchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path the user gave.
    case notFound(path: String)
    /// A folder exists but cannot be listed (permissions).
    case unreadableFolder(path: String, reason: String)

    /// The problem as a diagnostic without a location: there is no file to point into.
    public var diagnostic: Diagnostic {
        switch self {
        case .notFound(let path):
            Diagnostic(.error, "no such file or folder: \(Diagnostic.quotedIfNeeded(path))")
        case .unreadableFolder(let path, let reason):
            Diagnostic(.error, "cannot list folder \(Diagnostic.quotedIfNeeded(path)): \(reason)")
        }
    }

    /// `error: no such file or folder: PATH`.
    public var description: String { diagnostic.description }
}
