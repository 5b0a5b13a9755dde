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
    ///   Symbolic links to folders (a `Resources` folder an app and its extension share) are followed
    ///   once the real folders are searched, and each real folder is searched once: a link to a folder
    ///   that holds it (a loop), or to one searched already, is passed over (`skipped`). What is found
    ///   through a link is spelled through it (`App/Resources/Shared.xcstrings`).
    /// - Two spellings of one file (`./a.xcstrings`, `a.xcstrings`, or a symbolic link and the file it
    ///   leads to) give one result, the first spelling.
    ///
    /// - Parameters:
    ///   - paths: files and folders, absolute or relative.
    ///   - directory: what relative paths are relative to; the process's working folder when nil.
    /// - Throws: `CatalogSearchError` for a path that does not exist, a link named that leads nowhere, or
    ///   a folder that cannot be listed.
    /// - Parameter skippingBundles: also skip `*.xcloc` folders: export bundles hold source-language
    ///   copies of catalogs, which must not be exported again as if they were the project's.
    /// - Parameter unreadable: when given, a folder inside a named one that cannot be listed is said
    ///   through it and the search goes on (check and stats then check what they can); else it throws.
    /// - Parameter folderNamedAsCatalog: gets each folder (or link to one) named `*.xcstrings` that the
    ///   search meets, as shown, the named paths included: not a catalog, though its name says so.
    /// - Parameter brokenLink: gets each link named `*.xcstrings` the search meets that dangles or loops
    ///   (it is skipped).
    /// - Parameter skipped: gets each folder or link passed over for `-v`: loops, folders searched
    ///   already, broken links whose names say nothing.
    /// - Parameter foundNothing: gets each of `paths` that yields no catalog (before duplicates are
    ///   removed: a folder whose catalogs another path found first yields them).
    public static func catalogs(in paths: [String], relativeTo directory: String? = nil, skippingBundles: Bool = false,
                                unreadable: ((CatalogSearchError) -> Void)? = nil,
                                folderNamedAsCatalog: ((String) -> Void)? = nil,
                                brokenLink: ((BrokenLink) -> Void)? = nil,
                                skipped: ((SkippedFolder) -> Void)? = nil,
                                foundNothing: ((String) -> Void)? = nil) throws(CatalogSearchError) -> [String] {
        let base = directory ?? ((try? CurrentFolder.path().get()) ?? ".")
        var found: [Found] = []
        for path in paths {
            let resolved = resolve(path, against: base)
            let before = found.count
            // A path the user names is followed even if it is a link: they chose it.
            switch ItemKind.target(of: resolved) {
            case nil:
                if let broken = BrokenLink(at: resolved, shown: path) { throw .brokenLink(broken) }
                throw .notFound(path: path)
            case .folder?:
                if isCatalogName(path) { folderNamedAsCatalog?(path) }
                let names = try listing(resolved, display: path)
                var search = Search(skippingBundles: skippingBundles, unreadable: unreadable,
                                    folderNamedAsCatalog: folderNamedAsCatalog, brokenLink: brokenLink, skipped: skipped)
                let real = RealPath.existing(resolved) ?? RelativePath.standardized(resolved)
                _ = search.linked.enter(real, shown: path, skipped: nil)
                try search.run(folder: resolved, real: real, names: names, display: path, into: &found)
                while let link = search.linked.nextLink(skipped: skipped) {
                    try search.enter(link.path, real: link.real, display: link.shown, into: &found)
                }
            case .file?, .link?, .other?:
                // Not a regular file (a FIFO): reading it says so.
                found.append((path, resolved))
            }
            if found.count == before { foundNothing?(path) }
        }
        var seen: Set<String> = []
        var unique: [String] = []
        for item in found where seen.insert(RealPath.identity(of: item.resolved)).inserted {
            unique.append(item.display)
        }
        return unique.sorted()
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

    /// One named folder's search: what it does besides collecting catalogs, and the folders it entered.
    private struct Search {
        var skippingBundles: Bool
        var unreadable: ((CatalogSearchError) -> Void)?
        var folderNamedAsCatalog: ((String) -> Void)?
        var brokenLink: ((BrokenLink) -> Void)?
        var skipped: ((SkippedFolder) -> Void)?
        var linked = LinkedFolders()

        /// Lists the folder at `path` (already entered) and searches it.
        mutating func enter(_ path: String, real: String, display: String, into found: inout [Found]) throws(CatalogSearchError) {
            let names: [String]
            do {
                names = try listing(path, display: display)
            } catch {
                guard let unreadable else { throw error }
                unreadable(error)
                return
            }
            try run(folder: path, real: real, names: names, display: display, into: &found)
        }

        mutating func run(folder: String, real: String, names: [String], display: String,
                          into found: inout [Found]) throws(CatalogSearchError) {
            for name in names.sorted() {
                let resolved = join(folder, name)
                let shown = join(display, name)
                let isCatalogName = CatalogFinder.isCatalogName(name)
                switch ItemKind.at(resolved) {
                case .folder?:
                    guard !isSkipped(name) else { continue }
                    // Said rather than passed over: the user would wonder where that catalog went.
                    if isCatalogName { folderNamedAsCatalog?(shown) }
                    // A real folder under a linked one may have been searched through another link.
                    let inner = join(real, name)
                    guard linked.enter(inner, shown: shown, skipped: skipped) else { continue }
                    try enter(resolved, real: inner, display: shown, into: &found)
                case .file?:
                    if isCatalogName { found.append((shown, resolved)) }
                case .link?:
                    switch ItemKind.target(of: resolved) {
                    case .file?:
                        if isCatalogName { found.append((shown, resolved)) }
                    case .folder?:
                        guard !isSkipped(name) else { continue }
                        if isCatalogName { folderNamedAsCatalog?(shown) }
                        linked.wait(shown, path: resolved, holder: real)
                    case .link?, .other?:
                        continue
                    case nil:
                        guard let broken = BrokenLink(at: resolved, shown: shown) else { continue }
                        // Warned where the name says a catalog was meant; a legacy file's is the legacy search's
                        // to say, and any other may have been a folder.
                        if isCatalogName {
                            brokenLink?(broken)
                        } else if !BrokenLink.namesAnInput(name) {
                            skipped?(SkippedFolder(path: shown, reason: broken.what))
                        }
                    }
                case .other?:
                    continue
                case nil:
                    // Listed but not to be looked at (a folder readable but not searchable): said, not skipped
                    // quietly; gone since the listing is fine.
                    // A name that is not UTF-8 hides only that item.
                    if name.unicodeScalars.contains("\u{FFFD}") {
                        guard let unreadable else { throw CatalogSearchError.nameNotUTF8(path: shown) }
                        unreadable(.nameNotUTF8(path: shown))
                        continue
                    }
                    guard errno == EACCES else { continue }
                    let error = CatalogSearchError.unreadableFolder(path: display, reason: String(cString: strerror(errno)))
                    guard let unreadable else { throw error }
                    unreadable(error)
                    return
                }
            }
        }

        private func isSkipped(_ name: String) -> Bool {
            skippedFolderNames.contains(name) || AtomicFile.isTemporaryName(name)
                || (skippingBundles && name.lowercased().hasSuffix(".xcloc"))
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
    /// The path is a symbolic link that dangles or loops.
    case brokenLink(BrokenLink)
    /// A `.lproj` folder named (or a file in it) whose name is no language tag (`de copy.lproj`).
    case notALanguageFolder(path: String, language: String)
    /// An item whose name is not UTF-8 (Linux allows such names; macOS never writes one): Foundation lists
    /// it with U+FFFD in place of the bytes, a name that opens nothing.
    case nameNotUTF8(path: String)

    /// The problem as a diagnostic without a location: there is no file to point into.
    public var diagnostic: Diagnostic {
        switch self {
        case .notFound(let path) where path.unicodeScalars.contains("\u{FFFD}"):
            // Named on the command line with bytes that are not UTF-8, which reached locbridge as U+FFFD.
            Self.nameNotUTF8(path: path).diagnostic
        case .notFound(let path):
            Diagnostic(.error, "\(Diagnostic.quotedIfNeeded(path)): no such file or folder")
        case .unreadableFolder(let path, let reason):
            Diagnostic(.error, "cannot list folder \(Diagnostic.quotedIfNeeded(path)): \(reason)")
        case .brokenLink(let link):
            link.diagnostic
        case .notALanguageFolder(let path, let language):
            Diagnostic(.error, "\(Diagnostic.quotedIfNeeded(path)): \(LanguageTag.notATag(language)), so the app loads it for no "
                + "language; rename the folder (such as de.lproj) to export its files")
        case .nameNotUTF8(let path):
            Diagnostic(.error, "cannot read \(Diagnostic.quotedIfNeeded(path)): \(Self.notUTF8)")
        }
    }

    /// Why an item whose name is not UTF-8 is not read.
    public static let notUTF8 = "its name is not UTF-8 (\u{FFFD} marks where), which locbridge cannot open (macOS never writes "
        + "such a name); rename it"

    /// `error: PATH: no such file or folder`, as `check` and `import` say it.
    public var description: String { diagnostic.description }
}
