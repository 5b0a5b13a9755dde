import Foundation

/// Puts export results on disk without leaving half-written files: XLIFF files are written atomically,
/// and an `.xcloc` bundle is built in a hidden folder beside its destination and then swapped in whole.
public enum ExportOutput {
    /// Writes `folder/<language>.xliff`.
    public static func writeXLIFF(_ bytes: [UInt8], language: String, to folder: String) throws(FileError) {
        try Folder.create(folder)
        try AtomicFile.write(bytes, toFile: folder + "/" + language + ".xliff")
    }

    /// Writes `folder/<language>.xcloc`, replacing an existing bundle only once the new one is complete.
    /// Returns a warning for each earlier bundle, or an earlier export's leftover, that could not be
    /// removed: it stays in the folder under a hidden name, which would go wherever the folder goes.
    /// `shownFolder` is `folder` as the user named it, for the warnings.
    public static func writeBundle(_ bundle: XclocBundle, to folder: String, shownFolder: String? = nil) throws(FileError) -> [String] {
        try Folder.create(folder)
        let destination = folder + "/" + bundle.language + ".xcloc"
        var leftovers = removeStaleStaging(for: destination, in: folder)
        let staging = folder + "/" + AtomicFile.temporaryPrefix + bundle.language + ".xcloc-" + UUID().uuidString
        // Until it is in place, an interrupting signal removes it (a SIGKILL leaves it to the next export).
        let pending = PendingTemporaries.addFolder(staging, files: bundle.files.map(\.path))
        defer { PendingTemporaries.removeFolder(pending) }
        do throws(FileError) {
            // Locked for its whole life, like AtomicFile's temporary files, so other runs leave it alone.
            guard mkdir(staging, 0o755) == 0 else {
                let code = errno
                guard code == EACCES || code == EPERM else { throw FileError.fromErrno(staging) }
                throw FileError(path: destination, reason: "its folder does not let this user create files (\(String(cString: strerror(code)))); "
                    + "locbridge builds a bundle in a folder beside it")
            }
            let lock = try AtomicFile.lock(staging)
            defer { close(lock) }
            for file in bundle.files {
                let path = staging + "/" + file.path
                try Folder.create(holding: path)
                try AtomicFile.writeStaged(file.bytes, toFile: path)
            }
            AtomicFile.flushStaged()
            if let leftover = try swap(staging, into: destination) { leftovers.append(leftover) }
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw error
        }
        // Paths as the user named the folder (`out/…`, not the absolute path); every one starts with `folder`.
        let shown = { (path: String) in
            shownFolder.map { ($0.hasSuffix("/") ? String($0.dropLast()) : $0) + path.dropFirst(folder.count) } ?? path
        }
        return leftovers.map { $0.warning(shown) }
    }

    /// A bundle (or an earlier export's leftover) that stayed: where, and the item in it that could not be
    /// removed, with why.
    struct Leftover {
        var path: String
        var isPreviousBundle: Bool
        var stuck: (path: String, reason: String)

        init?(_ path: String, isPreviousBundle: Bool) {
            guard let stuck = Folder.remove(path) else { return nil }
            self.path = path
            self.isPreviousBundle = isPreviousBundle
            self.stuck = stuck
        }

        func warning(_ shown: (String) -> String) -> String {
            "\(isPreviousBundle ? "the previous bundle, moved to" : "an earlier export's leftover") \(shown(path)), could not be "
                + "removed (\(shown(stuck.path)): \(stuck.reason)); remove it by hand before sending the folder on"
        }
    }

    /// Moves `staging` to `destination`. An existing bundle is exchanged with the new one in one step
    /// where the system can (Linux's `renameat2`), so that no moment is without a bundle; else it is
    /// moved aside first. Either way it is removed after; the warning when it cannot be.
    private static func swap(_ staging: String, into destination: String) throws(FileError) -> Leftover? {
        let manager = FileManager.default
        var old: String?
        var lock: Int32?
        defer { if let lock { close(lock) } }
        if manager.fileExists(atPath: destination) {
            // An earlier bundle, a file or a link is replaced; a FIFO, socket or device is not locbridge's.
            var info = stat()
            if lstat(destination, &info) == 0, ![S_IFDIR, S_IFREG, S_IFLNK].contains(info.st_mode & S_IFMT) {
                throw FileError(path: destination, reason: "is not a folder or a regular file (a device, FIFO or socket); "
                    + "locbridge only replaces an earlier bundle")
            }
            lock = try AtomicFile.lock(destination)
            if FolderExchange.exchange(staging, destination) {
                // The old bundle now has the staging name, which a later run removes if this one cannot.
                return Leftover(staging, isPreviousBundle: true)
            }
            let aside = destination + "-" + AtomicFile.temporaryPrefix + UUID().uuidString
            guard rename(destination, aside) == 0 else { throw FileError.fromErrno(destination) }
            old = aside
        }
        guard rename(staging, destination) == 0 else {
            let failure = FileError.fromErrno(destination)
            if let old { _ = rename(old, destination) }
            throw failure
        }
        return old.flatMap { Leftover($0, isPreviousBundle: true) }
    }

    /// Cleans up after an export killed while writing `destination`: abandoned staging folders are
    /// removed; a bundle moved aside is put back if the new one never arrived, else removed. Those that
    /// stay are returned.
    static func removeStaleStaging(for destination: String, in folder: String) -> [Leftover] {
        let manager = FileManager.default
        let name = String(destination.dropFirst(folder.count + 1))
        guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
        var leftovers: [Leftover] = []
        for entry in entries {
            let path = folder + "/" + entry
            if entry.hasPrefix(AtomicFile.temporaryPrefix + name + "-") {
                AtomicFile.withAbandoned(path) {
                    if let leftover = Leftover(path, isPreviousBundle: false) { leftovers.append(leftover) }
                }
            } else if entry.hasPrefix(name + "-" + AtomicFile.temporaryPrefix) {
                AtomicFile.withAbandoned(path) {
                    if manager.fileExists(atPath: destination) {
                        if let leftover = Leftover(path, isPreviousBundle: false) { leftovers.append(leftover) }
                    } else {
                        _ = rename(path, destination)
                    }
                }
            }
        }
        return leftovers
    }
}

/// One language's export, built and ready to write: its document (for summaries) and what goes on disk.
public struct ExportedLanguage: Sendable {
    public enum Files: Sendable {
        /// The bytes of `<language>.xliff`.
        case xliff([UInt8])
        /// The files of `<language>.xcloc`.
        case bundle(XclocBundle)
    }

    public var language: String
    public var document: XLIFFDocument
    public var files: Files
}

extension Exporter {
    /// What `export` writes for `language`: a bare XLIFF, or an `.xcloc` bundle (whose `Source Contents`
    /// also carries the legacy tables' files as they are).
    public func output(for language: String, xcloc: Bool, project: String) -> ExportedLanguage {
        let document = document(for: language)
        guard xcloc else { return ExportedLanguage(language: language, document: document, files: .xliff(XLIFFWriter.bytes(document))) }
        var bundle = XclocBundle(language: language, document: document, catalogs: catalogs, project: project,
                                 developmentRegion: developmentLanguage, tool: tool)
        bundle.files += legacyTables.map { ("Source Contents/\($0.original)", $0.sourceBytes) }
        return ExportedLanguage(language: language, document: document, files: .bundle(bundle))
    }
}

extension ExportOutput {
    /// Writes `folder/<language>.xliff` or `folder/<language>.xcloc`; the warnings `writeBundle` gives.
    @discardableResult
    public static func write(_ output: ExportedLanguage, to folder: String, shownFolder: String? = nil) throws(FileError) -> [String] {
        switch output.files {
        case .xliff(let bytes):
            try writeXLIFF(bytes, language: output.language, to: folder)
            return []
        case .bundle(let bundle): return try writeBundle(bundle, to: folder, shownFolder: shownFolder)
        }
    }
}
