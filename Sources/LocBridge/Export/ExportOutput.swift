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
    public static func writeBundle(_ bundle: XclocBundle, to folder: String) throws(FileError) {
        try Folder.create(folder)
        let destination = folder + "/" + bundle.language + ".xcloc"
        let staging = folder + "/" + AtomicFile.temporaryPrefix + bundle.language + ".xcloc-" + UUID().uuidString
        do {
            for file in bundle.files {
                let path = staging + "/" + file.path
                try Folder.create(holding: path)
                try AtomicFile.write(file.bytes, toFile: path)
            }
            try swap(staging, into: destination)
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw error
        }
    }

    /// Moves `staging` to `destination`; an existing bundle is moved aside first and removed after.
    private static func swap(_ staging: String, into destination: String) throws(FileError) {
        let manager = FileManager.default
        var old: String?
        if manager.fileExists(atPath: destination) {
            let aside = destination + "-" + AtomicFile.temporaryPrefix + UUID().uuidString
            guard rename(destination, aside) == 0 else { throw FileError.fromErrno(destination) }
            old = aside
        }
        guard rename(staging, destination) == 0 else {
            let failure = FileError.fromErrno(destination)
            if let old { _ = rename(old, destination) }
            throw failure
        }
        if let old { try? manager.removeItem(atPath: old) }
    }
}
