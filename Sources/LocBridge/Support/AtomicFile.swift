#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes files so that a reader (or a crash) only ever sees the old or the new contents, never a mix
/// (DESIGN.md: "writes are atomic"). The bytes go to a temporary file in the same folder, are flushed to
/// disk, and the temporary file is renamed over the target.
///
/// The writer holds an exclusive `flock` on its temporary file until the rename, so a later run can tell
/// a file abandoned by a killed process (lock free) from one another live process is still writing.
public enum AtomicFile {
    /// Prefix of temporary files, so that leftovers from a killed run can be recognised and removed.
    public static let temporaryPrefix = ".locbridge-tmp-"

    public static func write(_ bytes: [UInt8], toFile path: String) throws(FileError) {
        try write(toFile: path) { emit in
            bytes.withUnsafeBytes { emit($0) }
        }
    }

    /// Writes what `produce` hands to its `emit` function, chunk by chunk, so that big outputs never
    /// need to be held in memory whole.
    public static func write(toFile given: String,
                             _ produce: (_ emit: (UnsafeRawBufferPointer) -> Void) -> Void) throws(FileError) {
        // A symbolic link stays a link: the file it leads to is the one replaced.
        let path = try followingLinks(given)
        removeStaleTemporaries(for: path)
        let (descriptor, temporaryPath) = try createLockedTemporary(for: path)
        // Closing releases the lock, so it happens only after the rename (or the unlink on failure).
        defer { close(descriptor) }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporaryPath) }
        }
        do {
            // Keep the permissions of the file being replaced (mkstemp creates 0600), and its owner
            // where this process may set it (another user's file rewritten by root stays theirs).
            var existing = stat()
            let exists = stat(path, &existing) == 0
            let mode: mode_t = exists ? existing.st_mode & 0o7777 : 0o644
            if exists { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
            guard fchmod(descriptor, mode) == 0 else { throw FileError.fromErrno(path) }
            var failure: FileError?
            produce { chunk in
                guard failure == nil else { return }
                do throws(FileError) { try writeAll(chunk, to: descriptor, path: path) } catch { failure = error }
            }
            if let failure { throw failure }
            guard fsync(descriptor) == 0 else { throw FileError.fromErrno(path) }
        }
        guard rename(temporaryPath, path) == 0 else { throw FileError.fromErrno(path) }
        succeeded = true
    }

    /// `path`, or the file its symbolic links lead to. A link that leads nowhere (or loops) is an error:
    /// replacing it would lose the link.
    static func followingLinks(_ path: String) throws(FileError) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realpath(path, nil) else {
            throw FileError(path: path, reason: "is a symbolic link to a file that does not exist (or a loop)")
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Removes `<folder>/.locbridge-tmp-<name>.XXXXXX` files that killed runs left beside `path`; files
    /// whose writer is still alive are kept.
    public static func removeStaleTemporaries(for path: String) {
        let folder = parentFolder(of: path)
        let stem = temporaryPrefix + fileName(of: path) + "."
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(stem) && entry.utf8.count == stem.utf8.count + 6 {
            let temporary = folder + "/" + entry
            withAbandoned(temporary) { _ = unlink(temporary) }
        }
    }

    /// Runs `body` while holding the lock of `path` (a file or a folder), if no live process holds it,
    /// and `path` is still the file that was locked. Returns whether `body` ran.
    @discardableResult
    public static func withAbandoned(_ path: String, _ body: () -> Void) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, isSameFile(descriptor, path) else { return false }
        body()
        return true
    }

    /// Takes an exclusive lock on `path` (a folder, for staging folders), held until the descriptor is
    /// closed, so that `withAbandoned` leaves it alone.
    public static func lock(_ path: String) throws(FileError) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError.fromErrno(path) }
        guard lockExclusively(descriptor) else {
            let failure = FileError.fromErrno(path)
            close(descriptor)
            throw failure
        }
        return descriptor
    }

    /// A new temporary file beside `path`, locked. A cleaner in another process may remove the file
    /// between `mkstemp` and `flock`; then the path no longer names our file, and we try again.
    private static func createLockedTemporary(for path: String) throws(FileError) -> (Int32, String) {
        let template = "\(parentFolder(of: path))/\(temporaryPrefix)\(fileName(of: path)).XXXXXX"
        while true {
            var buffer = Array(template.utf8CString)
            let descriptor = buffer.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { throw FileError.fromErrno(path) }
            let temporaryPath = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // Child processes must not inherit the lock (it would make the file look alive).
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            guard lockExclusively(descriptor) else {
                let failure = FileError.fromErrno(path)
                close(descriptor)
                unlink(temporaryPath)
                throw failure
            }
            if isSameFile(descriptor, temporaryPath) { return (descriptor, temporaryPath) }
            close(descriptor)
        }
    }

    private static func lockExclusively(_ descriptor: Int32) -> Bool {
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }

    private static func isSameFile(_ descriptor: Int32, _ path: String) -> Bool {
        var opened = stat()
        var named = stat()
        guard fstat(descriptor, &opened) == 0, lstat(path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(FileError) {
        var offset = 0
        while offset < bytes.count {
            let written = posixWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw FileError.fromErrno(path)
            }
            offset += written
        }
    }

    private static func fileName(of path: String) -> String {
        String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    }

    private static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
