import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders the writers need before an atomic write into them.
public enum Folder {
    /// Creates `path` and its missing parents; an existing folder is fine. Made one level at a time
    /// with `mkdir`, so a failure names the level and the system's reason (Foundation's own message was
    /// "NSCocoaErrorDomain error 512" for a file standing where a folder must go). Returns the folders
    /// it made, outermost first.
    @discardableResult
    public static func create(_ path: String) throws(FileError) -> [String] {
        var made: [String] = []
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            var info = stat()
            if stat(current, &info) == 0 {
                if (info.st_mode & S_IFMT) == S_IFDIR { continue }
                removeMade(made)
                throw FileError(path: path, reason: "cannot create the folder: \(shown(current, in: path)) is \(kind(info)), not a folder")
            }
            if mkdir(current, 0o777) != 0 {
                let reason = String(cString: strerror(errno))
                // Made meanwhile by another process: fine if it is a folder.
                if errno == EEXIST, stat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { continue }
                // The levels made on the way are removed again: the failure leaves the disk as it was.
                removeMade(made)
                throw FileError(path: path, reason: "cannot create the folder \(shown(current, in: path)): \(reason)")
            }
            made.append(current)
        }
        return made
    }

    /// Removes the folders `create` made (outermost first), deepest first, each only if empty.
    static func removeMade(_ made: [String]) {
        for level in made.reversed() { rmdir(level) }
    }

    /// Creates the folder that will hold `file`.
    @discardableResult
    public static func create(holding file: String) throws(FileError) -> [String] {
        guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return [] }
        let folder = String(file[..<slash])
        return try create(folder.isEmpty ? "/" : folder)
    }

    /// Why the folder that will hold `file` could not be made or written into, found without changing
    /// anything (an import checks every file before it writes the first): a file standing where a
    /// folder must go, or an existing level the process may not write into. Nil when it looks fine.
    public static func problem(holding file: String) -> String? {
        guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        // Walked down from the root for an absolute path, from `.` for a relative one.
        var current = file.hasPrefix("/") ? "" : "."
        for component in file[..<slash].split(separator: "/") {
            let next = current + "/" + component
            var info = stat()
            guard stat(next, &info) == 0 else { break }
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                return "cannot create the folder: \(shown(next, in: file)) is \(kind(info)), not a folder"
            }
            current = next
        }
        // The deepest existing level receives the new folder, or the temporary file.
        guard access(current.isEmpty ? "/" : current, W_OK) == 0 else {
            return "cannot write into the folder \(current.hasPrefix("./") ? String(current.dropFirst(2)) : current): "
                + String(cString: strerror(errno))
        }
        return nil
    }

    /// Removes `path` and all it holds, links not followed. Nil when it is gone; else the first item that
    /// stayed and the system's reason (`Permission denied`).
    static func remove(_ path: String) -> (path: String, reason: String)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT ? nil : (path, String(cString: strerror(errno))) }
        if info.st_mode & S_IFMT == S_IFDIR {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                if let problem = remove(path + "/" + entry) { return problem }
            }
            guard rmdir(path) == 0 else { return (path, String(cString: strerror(errno))) }
        } else {
            guard unlink(path) == 0 else { return (path, String(cString: strerror(errno))) }
        }
        return nil
    }

    /// What stands where a folder must go (`--output /dev/stdout` into a pipe names a pipe, not a file).
    private static func kind(_ info: stat) -> String {
        switch info.st_mode & S_IFMT {
        case S_IFIFO: "a pipe"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "a file"
        }
    }

    /// The level as the path spells it (without the `./` added to relative paths).
    private static func shown(_ level: String, in path: String) -> String {
        path.hasPrefix("/") ? level : String(level.dropFirst(2))
    }
}
