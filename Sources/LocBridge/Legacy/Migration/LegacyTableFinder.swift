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

    /// The tables under `paths` (folders, searched recursively; symbolic links found on the way are not
    /// followed), sorted by folder then table name. Paths in the result are spelled from the user's.
    ///
    /// - Throws: `CatalogSearchError` for a path that does not exist, is not a folder, or cannot be listed.
    public static func tables(in paths: [String], relativeTo directory: String,
                              for purpose: Purpose = .export) throws(CatalogSearchError) -> [LegacyTableSet] {
        var result: [LegacyTableSet] = []
        var seen: Set<String> = []
        for path in paths {
            let resolved = RelativePath.standardized(path.hasPrefix("/") ? path : join(directory, path))
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder) else { throw .notFound(path: path) }
            guard isFolder.boolValue else {
                throw .unreadableFolder(path: path, reason: "not a folder; name the folder that holds the *.lproj folders")
            }
            for table in try search(resolved, display: path, relative: "", purpose: purpose) where seen.insert(table.resolvedFolder + "\u{0}" + table.table).inserted {
                result.append(table)
            }
        }
        return result
    }

    private static func search(_ folder: String, display: String, relative: String,
                               purpose: Purpose) throws(CatalogSearchError) -> [LegacyTableSet] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw .unreadableFolder(path: display, reason: (error as NSError).localizedDescription)
        }
        var found: [LegacyTableSet] = []
        var byTable: [String: [LegacyTableFiles]] = [:]
        var interfaces: [String: String] = [:]
        for name in names where isRealFolder(join(folder, name)) {
            if name.hasSuffix(".lproj") {
                let language = String(name.dropLast(".lproj".count))
                let listed = try tableFiles(in: join(folder, name), display: join(display, name), language: language)
                for file in listed.tables {
                    byTable[file.table, default: []].append(file.files)
                }
                interfaces.merge(listed.interfaces) { first, _ in first }
            } else if !isSkipped(name, for: purpose) {
                found += try search(join(folder, name), display: join(display, name),
                                    relative: relative.isEmpty ? name : relative + "/" + name, purpose: purpose)
            }
        }
        let here = byTable.keys.sorted().map { table in
            LegacyTableSet(folder: display, resolvedFolder: folder, relativeFolder: relative, table: table,
                           files: byTable[table]!, interfaceFile: interfaces[table.lowercased()])
        }
        return here + found
    }

    /// The tables of one `.lproj` folder (only its own files; nothing below it), and its interface files
    /// (`Main.storyboard`: table name, lowercased as a Mac's file system matches it → path as shown), whose
    /// translations are tables of their name.
    private static func tableFiles(in folder: String, display: String, language: String) throws(CatalogSearchError)
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
            if LegacyImporter.isInterfaceFile(name), let dot = name.lastIndex(of: ".") {
                interfaces[String(name[..<dot]).lowercased()] = join(display, name)
            }
            let path = LegacyFilePath(display: join(display, name), resolved: join(folder, name))
            if name.hasSuffix(".stringsdict") {
                let table = String(name.dropLast(".stringsdict".count))
                tables[table, default: LegacyTableFiles(folderLanguage: language)].stringsDict = path
            } else if name.hasSuffix(".strings") {
                let table = String(name.dropLast(".strings".count))
                tables[table, default: LegacyTableFiles(folderLanguage: language)].strings = path
            }
        }
        return (tables.keys.sorted().map { ($0, tables[$0]!) }, interfaces)
    }

    private static func isSkipped(_ name: String, for purpose: Purpose) -> Bool {
        if skippedFolderNames.contains(name) { return true }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        let pathExtension = name[name.index(after: dot)...].lowercased()
        return skippedBundleExtensions.contains(pathExtension) || (purpose == .migration && pathExtension == "bundle")
    }

    /// A folder itself, not a link to one (links can form cycles or lead to another copy of the project).
    private static func isRealFolder(_ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
        return attributes[.type] as? FileAttributeType == .typeDirectory
    }

    /// `folder/name`, without doubling a slash the user typed (`App/`).
    public static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
