import Foundation

/// Folders the writers need before an atomic write into them.
public enum Folder {
    /// Creates `path` and its missing parents; an existing folder is fine.
    public static func create(_ path: String) throws(FileError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileError(path: path, reason: "cannot create the folder: \((error as NSError).localizedDescription)")
        }
    }

    /// Creates the folder that will hold `file`.
    public static func create(holding file: String) throws(FileError) {
        try create((file as NSString).deletingLastPathComponent)
    }
}
