import Foundation

/// Finds legacy tables: every folder under the given paths that holds `*.lproj` folders, and in it the
/// `.strings` / `.stringsdict` files grouped by table name across languages (FORMATS.md §4).
public enum LegacyTableFinder {
    /// Folders never searched: build products, version control and dependency managers' checkouts,
    /// whose `.lproj` folders belong to other projects.
    public static let skippedFolderNames: Set<String> = CatalogFinder.skippedFolderNames.union(["Pods", "Carthage"])
    /// Bundles never searched either: built products (`.app`, `.framework`) hold compiled copies, and an
    /// `.xcloc` holds an export's copies of the development-language files.
    public static let skippedBundleExtensions: Set<String> = ["xcloc", "app", "appex", "framework", "xcframework", "xcarchive"]

    /// What the tables are found for.
    public enum Purpose: Sendable {
        /// Export (and import): every table Xcode exports, resource bundles' (`Settings.bundle`) included.
        case export
        /// Migrate: resource bundles are left out too. They are copied into the app as they are, so a
        /// catalog there would never be compiled (and `--remove-legacy` would delete what the app reads).
        case migration
    }

    /// The tables under `paths` (folders, searched recursively), sorted by folder then table name, the
    /// tables found through symbolic links to folders last. Links to folders (and to `.lproj` folders)
    /// are followed as `CatalogFinder` follows them: after the real folders, each real folder once.
    /// Paths in the result are spelled from the user's, through the links.
    ///
    /// - Throws: `CatalogSearchError` for a path that does not exist, is a link that leads nowhere, is not
    ///   a folder, or cannot be listed.
    /// - Parameter brokenLink: gets each link the search meets that dangles or loops and whose name says
    ///   it would be read (`de.lproj`, `de.lproj/L.strings`); it is skipped.
    /// - Parameter skipped: gets each folder or link passed over, for `-v` (`CatalogFinder.catalogs(in:)`).
    /// - Parameter foundNothing: gets each of `paths` under which no table is found.
    public static func tables(in paths: [String], relativeTo directory: String, for purpose: Purpose = .export,
                              brokenLink: ((BrokenLink) -> Void)? = nil, skipped: ((SkippedFolder) -> Void)? = nil,
                              foundNothing: ((String) -> Void)? = nil) throws(CatalogSearchError) -> [LegacyTableSet] {
        var result: [LegacyTableSet] = []
        var seen: Set<String> = []
        // Migrate's links out of one named folder may lead into another, which is searched in its turn.
        let namedFolders = paths.compactMap { RealPath.existing(RelativePath.standardized($0.hasPrefix("/") ? $0 : join(directory, $0))) }
        for path in paths {
            let resolved = RelativePath.standardized(path.hasPrefix("/") ? path : join(directory, path))
            switch ItemKind.target(of: resolved) {
            case .folder?:
                break
            case nil:
                if let broken = BrokenLink(at: resolved, shown: path) { throw .brokenLink(broken) }
                throw .notFound(path: path)
            default:
                throw .unreadableFolder(path: path, reason: "not a folder; name the folder that holds the *.lproj folders")
            }
            let real = RealPath.existing(resolved) ?? resolved
            var search = Search(purpose: purpose, brokenLink: brokenLink, skipped: skipped)
            if purpose == .migration { search.migrated = MigratedFolders(named: path, real: real, others: namedFolders) }
            _ = search.linked.enter(real, shown: path, skipped: nil)
            var found = try search.run(resolved, real: real, display: path, relative: "")
            while let link = search.linked.nextLink(skipped: skipped) {
                if let migrated = search.migrated, !migrated.follows(link.path, real: link.real, shown: link.shown, skipped: skipped) {
                    continue
                }
                found += try search.run(link.path, real: link.real, display: link.shown, relative: link.relative)
            }
            if found.isEmpty { foundNothing?(path) }
            // One folder two paths reach (`App App/Sub`, or through a link) gives its tables once.
            for table in found where seen.insert(RealPath.identity(of: table.resolvedFolder) + "\u{0}" + table.table).inserted {
                result.append(table)
            }
        }
        return result
    }

    /// The tables of the `.lproj` folders directly in `folder` (absolute), not searching further down.
    static func tables(directlyIn folder: String, display: String,
                       brokenLink: ((BrokenLink) -> Void)?) throws(CatalogSearchError) -> [LegacyTableSet] {
        var search = Search(purpose: .export, brokenLink: brokenLink, skipped: nil, descends: false)
        return try search.run(folder, real: RealPath.existing(folder) ?? folder, display: display, relative: "")
    }

    /// One named folder's search, and the folders it entered.
    private struct Search {
        var purpose: Purpose
        var brokenLink: ((BrokenLink) -> Void)?
        var skipped: ((SkippedFolder) -> Void)?
        /// False to read only the folder's own `.lproj` folders.
        var descends = true
        /// For migrate: the folders its links may lead into.
        var migrated: MigratedFolders?
        var linked = LinkedFolders()

        /// The tables of `folder` (entered already; `real` is its real path) and of the real folders
        /// under it; links to folders wait in `linked`.
        mutating func run(_ folder: String, real: String, display: String,
                          relative: String) throws(CatalogSearchError) -> [LegacyTableSet] {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            } catch {
                throw .unreadableFolder(path: display, reason: (error as NSError).localizedDescription)
            }
            var byTable: [String: [LegacyTableFiles]] = [:]
            var interfaces: [String: String] = [:]
            var folders: [String] = []
            for name in names {
                let path = join(folder, name), shown = join(display, name)
                let isLink: Bool
                switch ItemKind.at(path) {
                case .folder?:
                    isLink = false
                case .link?:
                    switch ItemKind.target(of: path) {
                    case .folder?:
                        isLink = true
                    case nil:
                        guard let broken = BrokenLink(at: path, shown: shown) else { continue }
                        // Warned where the name says a language's files were meant; a catalog's is the catalog
                        // search's to say, and any other may have been a folder.
                        if name.hasSuffix(".lproj") {
                            brokenLink?(broken)
                        } else if !BrokenLink.namesAnInput(name) {
                            skipped?(SkippedFolder(path: shown, reason: broken.what))
                        }
                        continue
                    default:
                        continue
                    }
                default:
                    continue
                }
                let inner = relative.isEmpty ? name : relative + "/" + name
                if name.hasSuffix(".lproj") {
                    // A name no language has (`de copy.lproj`, a Finder duplicate): the app never loads it,
                    // and it could name no catalog language or exported file.
                    guard LanguageTag.isWellFormed(String(name.dropLast(".lproj".count))) else {
                        skipped?(SkippedFolder(path: shown, reason: LanguageTag.notATag(String(name.dropLast(".lproj".count)))
                            + ", so no language's files", isWarning: true))
                        continue
                    }
                    if isLink, let migrated, !migrated.follows(path, real: RealPath.existing(path) ?? path, shown: shown,
                                                                   isLanguageFolder: true, skipped: skipped) {
                        continue
                    }
                    let language = String(name.dropLast(".lproj".count))
                    let listed = try tableFiles(in: path, display: shown, language: language)
                    for file in listed.tables {
                        byTable[file.table, default: []].append(file.files)
                    }
                    interfaces.merge(listed.interfaces) { first, _ in first }
                } else if descends && !isSkipped(name, for: purpose) {
                    if isLink {
                        linked.wait(shown, path: path, holder: real, relative: inner)
                    } else {
                        folders.append(name)
                    }
                }
            }
            let here = byTable.keys.sorted().map { table in
                LegacyTableSet(folder: display, resolvedFolder: folder, relativeFolder: relative, table: table,
                               files: byTable[table]!, interfaceFile: interfaces[table.lowercased()])
            }
            var found: [LegacyTableSet] = []
            for name in folders {
                // A real folder under a linked one may have been searched through another link.
                let innerReal = join(real, name)
                guard linked.enter(innerReal, shown: join(display, name), skipped: skipped) else { continue }
                found += try run(join(folder, name), real: innerReal, display: join(display, name),
                                 relative: relative.isEmpty ? name : relative + "/" + name)
            }
            return here + found
        }

        /// The tables of one `.lproj` folder (only its own files; nothing below it), and its interface files
        /// (`Main.storyboard`: table name, lowercased as a Mac's file system matches it → path as shown), whose
        /// translations are tables of their name. A `.strings` or `.stringsdict` link that leads nowhere is
        /// said and left out.
        private func tableFiles(in folder: String, display: String, language: String) throws(CatalogSearchError)
            -> (tables: [(table: String, files: LegacyTableFiles)], interfaces: [String: String]) {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            } catch {
                throw .unreadableFolder(path: display, reason: (error as NSError).localizedDescription)
            }
            var tables: [String: LegacyTableFiles] = [:]
            var interfaces: [String: String] = [:]
            for name in names where !name.hasPrefix(".") {
                // Listed with U+FFFD where the bytes are not UTF-8: such a file cannot be opened by that name
                // (QA: migrate said it did not exist, and failed its language), so it is passed over, said.
                if name.unicodeScalars.contains("\u{FFFD}") {
                    if name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") {
                        skipped?(SkippedFolder(path: join(display, name), reason: CatalogSearchError.notUTF8, isWarning: true))
                    }
                    continue
                }
                if LegacyImporter.isInterfaceFile(name), let dot = name.lastIndex(of: ".") {
                    interfaces[String(name[..<dot]).lowercased()] = join(display, name)
                }
                let path = LegacyFilePath(display: join(display, name), resolved: join(folder, name))
                let isDict = name.hasSuffix(".stringsdict")
                guard isDict || name.hasSuffix(".strings") else { continue }
                if let broken = BrokenLink(at: path.resolved, shown: path.display) {
                    brokenLink?(broken)
                    continue
                }
                let table = String(name.dropLast(isDict ? ".stringsdict".count : ".strings".count))
                if isDict {
                    tables[table, default: LegacyTableFiles(folderLanguage: language)].stringsDict = path
                } else {
                    tables[table, default: LegacyTableFiles(folderLanguage: language)].strings = path
                }
            }
            return (tables.keys.sorted().map { ($0, tables[$0]!) }, interfaces)
        }

        private func isSkipped(_ name: String, for purpose: Purpose) -> Bool {
            LegacyTableFinder.isSkipped(name, for: purpose)
        }
    }

    /// Migrate writes catalogs beside the tables and `--remove-legacy` deletes them: it never goes
    /// through a link (to a folder or to an `.lproj` folder) out of the folders the user named.
    private struct MigratedFolders {
        /// The named folder searched, as the user spelled it, and its real path.
        var named: String
        var real: String
        /// Every named folder's real path: a link out of one may lead into another, searched in its turn.
        var others: [String]

        /// Whether the link at `path` is followed; when it leads outside, says so as a warning. A link to a
        /// folder inside another named folder is not (that folder is searched in its turn); a link to an
        /// `.lproj` folder there is read here, as the language its name says.
        func follows(_ path: String, real target: String, shown: String, isLanguageFolder: Bool = false,
                     skipped: ((SkippedFolder) -> Void)?) -> Bool {
            if RealPath.isInside(target, folder: real) { return true }
            if others.contains(where: { RealPath.isInside(target, folder: $0) }) { return isLanguageFolder }
            let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? target
            skipped?(SkippedFolder(path: shown, reason: "a symbolic link to \(Diagnostic.quotedIfNeeded(destination)), "
                + "outside \(Diagnostic.quotedIfNeeded(named)); migrate does not follow links out of the folders "
                + "it is given (it writes beside the tables and may remove them): name that folder to migrate it",
                isWarning: true))
            return false
        }
    }

    private static func isSkipped(_ name: String, for purpose: Purpose) -> Bool {
        if skippedFolderNames.contains(name) || AtomicFile.isTemporaryName(name) { return true }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        let pathExtension = name[name.index(after: dot)...].lowercased()
        return skippedBundleExtensions.contains(pathExtension) || (purpose == .migration && pathExtension == "bundle")
    }

    /// `folder/name`, without doubling a slash the user typed (`App/`).
    public static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
