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

    /// Whether `name` is one of locbridge's temporary files or folders: a file being written, an `.xcloc`
    /// bundle being built (`.locbridge-tmp-de.xcloc-…`) or an old one moved aside (`de.xcloc-.locbridge-tmp-…`).
    /// Folder searches pass them over: a bundle's `Source Contents` holds copies of the project's catalogs.
    public static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(temporaryPrefix) || name.contains("-" + temporaryPrefix)
    }

    public static func write(_ bytes: [UInt8], toFile path: String) throws(FileError) {
        try write(toFile: path) { emit in
            bytes.withUnsafeBytes { emit($0) }
        }
    }

    /// Writes what `produce` hands to its `emit` function, chunk by chunk, so that big outputs never
    /// need to be held in memory whole.
    public static func write(toFile given: String,
                             _ produce: (_ emit: (UnsafeRawBufferPointer) -> Void) -> Void) throws(FileError) {
        try stage(toFile: given, produce).commit()
    }

    /// Writes what `produce` hands to `emit` to a temporary file beside `given`, flushed to disk and
    /// locked, to be put in place by `commit` (or removed by `discard`): a command that replaces several
    /// files stages them all first, so that a full disk or a file size limit stops it before the first
    /// one changes.
    ///
    /// - Parameter creatingFolder: make the file's folder when missing (`--output out/x`, a new
    ///   `de.lproj`); the folders made go again when the file is discarded or the staging fails.
    /// - Parameter mustBeNew: the run found no file there when it read the project: one there now was
    ///   created by another process since, and is kept.
    public static func stage(toFile given: String, creatingFolder: Bool = false, mustBeNew: Bool = false,
                             _ produce: (_ emit: (UnsafeRawBufferPointer) -> Void) -> Void) throws(FileError) -> StagedFile {
        // Registered for the signal handler as soon as made: a signal in between would leave them.
        let (made, folderSlot) = try PendingTemporaries.deferringSignals { () throws(FileError) in
            let made = creatingFolder ? try Folder.create(holding: given) : []
            return (made, PendingTemporaries.addMadeFolders(made))
        }
        do throws(FileError) {
            return try stage(toFile: given, madeFolders: made, folderSlot: folderSlot, mustBeNew: mustBeNew, produce)
        } catch {
            Folder.removeMade(made)
            PendingTemporaries.removeFolder(folderSlot)
            throw error
        }
    }

    private static func stage(toFile given: String, madeFolders: [String], folderSlot: Int?, mustBeNew: Bool,
                              _ produce: (_ emit: (UnsafeRawBufferPointer) -> Void) -> Void) throws(FileError) -> StagedFile {
        // A symbolic link stays a link: the file it leads to is the one replaced.
        let path = try followingLinks(given)
        var present = stat()
        let exists = lstat(path, &present) == 0
        if mustBeNew, exists { throw FileError(path: given, reason: createdMeanwhileReason) }
        // Only a regular file (or none) is replaced: a device node or FIFO (`--output /dev/null`, a link
        // planted in an output folder) is not a file locbridge wrote, and root could otherwise destroy it.
        var existing = stat()
        if stat(path, &existing) == 0, existing.st_mode & S_IFMT != S_IFREG {
            throw FileError(path: given, reason: existing.st_mode & S_IFMT == S_IFDIR ? FileError.folderReason
                : "is not a regular file (a device, FIFO or socket); locbridge only replaces files")
        }
        if let reason = readOnlyReason(path) { throw FileError(path: given, reason: reason) }
        // The folder as it really is now: if a link replaces it (or one on the way) before the temporary
        // file is made, that file and the rename would land elsewhere, outside a project root checked
        // before. Checked once the temporary file exists; a swap after that makes the rename fail, since
        // the temporary file's path then leads elsewhere too.
        let folder = RealPath.resolve(parentFolder(of: path))
        removeStaleTemporaries(for: path)
        let (descriptor, temporaryPath, pending) = try createLockedTemporary(for: path, shownAs: given)
        // Until the commit, the staged file owns the descriptor (its lock), the temporary file and its slot.
        let staged = StagedFile(path: path, temporaryPath: temporaryPath, descriptor: descriptor, pending: pending,
                                madeFolders: madeFolders, folderSlot: folderSlot, isNew: !exists)
        do throws(FileError) {
            try ensureSameFolder(folder, for: path)
            // Keep the permissions of the file being replaced (the temporary file is created 0600), and its owner
            // where this process may set it (another user's file rewritten by root stays theirs).
            var existing = stat()
            let exists = stat(path, &existing) == 0
            let mode: mode_t = exists ? existing.st_mode & 0o7777 : 0o644
            if exists {
                _ = fchown(descriptor, existing.st_uid, existing.st_gid)
                // Before the mode: an ACL, set this way, sets the group bits too.
                ExtendedAttributes.copy(from: path, to: descriptor)
            }
            guard fchmod(descriptor, mode) == 0 else { throw FileError.fromErrno(path) }
            var failure: FileError?
            produce { chunk in
                guard failure == nil else { return }
                do throws(FileError) { try writeAll(chunk, to: descriptor, path: path) } catch { failure = error }
            }
            if let failure { throw failure }
            guard fsync(descriptor) == 0 else { throw FileError.fromErrno(path) }
        } catch {
            staged.discard()
            throw error
        }
        return staged
    }

    /// Puts staged files in place: each target is locked and checked first (another process may have
    /// replaced it since this run read it: its work is not overwritten), then all are renamed, so a
    /// lock or a change found stops the batch before any file changes. The locks are held from check to
    /// rename, so two writers cannot both pass the check before either renames.
    public static func commit(_ files: [StagedFile]) throws(FileError) {
        var targets: [Int32] = []
        defer { targets.forEach { close($0) } }
        var locked: [(dev_t, ino_t)] = []
        for file in files {
            let target = open(file.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            if target >= 0 {
                targets.append(target)
                // One file reached by two paths is locked once (a second flock of it would wait for the first).
                var info = stat()
                let identity = fstat(target, &info) == 0 ? (info.st_dev, info.st_ino) : (0, 0)
                if !locked.contains(where: { $0 == identity }) {
                    guard lockWithin(seconds: 10, target) else { throw FileError(path: file.path, reason: heldLockReason(10)) }
                    locked.append(identity)
                }
            }
            if ReadVersions.hasChanged(file.path) { throw FileError(path: file.path, reason: ReadVersions.changedReason) }
            if file.isNew, target >= 0 { throw FileError(path: file.path, reason: createdMeanwhileReason) }
        }
        // All or none: a signal that arrives during the renames is acted on after the last one.
        try PendingTemporaries.deferringSignals { () throws(FileError) in
            for file in files { try putInPlace(file) }
        }
    }

    /// Renames one staged file over its target (`commit`).
    private static func putInPlace(_ file: StagedFile) throws(FileError) {
        if file.isNew {
            // Created only if still absent: one made by another process since the check is kept.
            switch FolderExchange.renameUnlessPresent(file.temporaryPath, file.path) {
            case true?:
                file.committed()
                ReadVersions.recordWritten(file.path)
                return
            case false?:
                throw errno == EEXIST ? FileError(path: file.path, reason: createdMeanwhileReason) : FileError.fromErrno(file.path)
            case nil: break
            }
        }
        guard rename(file.temporaryPath, file.path) == 0 else { throw FileError.fromErrno(file.path) }
        file.committed()
        ReadVersions.recordWritten(file.path)
    }

    /// Why `path` cannot be replaced now because another process holds a lock on it (waited for at
    /// most `seconds`), or nil. Asked before a batch of writes, so that a lock that would stop the batch
    /// part-way stops it before the first write instead.
    public static func lockProblem(_ path: String, waiting seconds: Double = 10) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return lockWithin(seconds: seconds, descriptor) ? nil : heldLockReason(seconds)
    }

    static let createdMeanwhileReason = "another process created it while locbridge was writing it; its contents are "
        + "kept: run again to merge into it"

    static func heldLockReason(_ seconds: Double) -> String {
        "another process has held a lock on it for \(Int(seconds)) s; try again when it is done"
    }

    /// Why `path` could not be written now, or nil: the file is read-only, or its folder cannot receive
    /// the temporary file (or be created). Asked before a batch of writes, so that none is half done.
    public static func writeProblem(_ path: String) -> String? {
        readOnlyReason(path).map { "the file " + $0 } ?? Folder.problem(holding: path)
    }

    /// Why an existing file may not be written, or nil: its permissions allow nobody to (which holds root
    /// too, who may write anything), or not this user; or the system refuses any change (immutable, or on
    /// a read-only file system), which a rename over it would meet too. Otherwise a rename would replace
    /// it, since only the folder's permissions count for that.
    public static func readOnlyReason(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if info.st_mode & 0o222 == 0 { return FileError.readOnlyReason }
        if FileLocks.isLocked(path) { return FileError.lockedReason }
        guard access(path, W_OK) != 0 else { return nil }
        switch errno {
        case EPERM: return FileError.lockedReason
        case EROFS: return "is on a read-only file system"
        default: return geteuid() == 0 ? nil : FileError.readOnlyReason
        }
    }

    /// Why an existing file is not removed although its folder would allow it, or nil: what keeps it from
    /// being written (a checkout not open for editing is read-only, and `rm` asks before removing such a
    /// file), or the system refuses (immutable, append-only).
    public static func removalProblem(_ path: String) -> String? {
        readOnlyReason(path).map { "the file " + $0 }
    }

    /// Writes a new file into a folder this process made and holds locked for its whole life (an
    /// `.xcloc` staging folder, put in place whole by one rename): nobody else writes there, so the file
    /// needs no temporary of its own, nor a flush of its own; `flushStaged()` makes them all durable at
    /// once before the folder is renamed. An existing file or link at `path` is an error, never followed.
    public static func writeStaged(_ bytes: [UInt8], toFile path: String) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError.fromErrno(path) }
        defer { close(descriptor) }
        // As `write` makes new files: readable by all, whatever the umask.
        guard fchmod(descriptor, 0o644) == 0 else { throw FileError.fromErrno(path) }
        var failure: FileError?
        bytes.withUnsafeBytes { raw in
            do throws(FileError) { try writeAll(raw, to: descriptor, path: path) } catch { failure = error }
        }
        if let failure { throw failure }
        #if !os(Linux)
        // Only Linux's sync waits until the data is on disk.
        guard fsync(descriptor) == 0 else { throw FileError.fromErrno(path) }
        #endif
    }

    /// Makes the files `writeStaged` wrote durable: one flush of the file systems instead of one per file
    /// (each `fsync` took about 0.5 ms here, most of an `.xcloc` export of many catalogs).
    public static func flushStaged() {
        #if os(Linux)
        sync()
        #endif
    }

    /// Throws when the folder of `path` no longer resolves to `folder`, its real path when the write began.
    private static func ensureSameFolder(_ folder: String?, for path: String) throws(FileError) {
        guard RealPath.resolve(parentFolder(of: path)) == folder else {
            throw FileError(path: path, reason: "its folder now leads elsewhere than when the write began (replaced by a "
                + "symbolic link?); nothing is written through it")
        }
    }

    /// `path`, or the file its symbolic links lead to. A link that leads nowhere (or loops) is an error:
    /// replacing it would lose the link.
    static func followingLinks(_ path: String) throws(FileError) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = RealPath.existing(path) else {
            throw FileError(path: path, reason: "is a symbolic link to a file that does not exist (or a loop)")
        }
        return resolved
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
        // Non-blocking: opening a FIFO would otherwise wait for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw FileError.fromErrno(path) }
        guard lockExclusively(descriptor) else {
            let failure = FileError.fromErrno(path)
            close(descriptor)
            throw failure
        }
        return descriptor
    }

    /// A new temporary file beside `path`, locked, and registered with `PendingTemporaries` before it
    /// exists (a signal arriving as it is created then removes it too; `mkstemp` would name it only
    /// after creating it). A cleaner in another process may remove the file between its creation and
    /// `flock`; then the path no longer names our file, and we try again.
    private static func createLockedTemporary(for path: String, shownAs given: String) throws(FileError) -> (Int32, String, Int?) {
        let stem = "\(parentFolder(of: path))/\(temporaryPrefix)\(temporaryStem(fileName(of: path)))."
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        while true {
            let temporaryPath = stem + String((0..<6).map { _ in letters.randomElement()! })
            let pending = PendingTemporaries.add(temporaryPath)
            // Child processes must not inherit the descriptor or its lock (it would make the file look alive).
            let descriptor = open(temporaryPath, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                let code = errno
                let failure = FileError.fromErrno(path)
                PendingTemporaries.remove(pending)
                if code == EEXIST { continue }
                // The file itself may be writable: it is its folder that refuses the temporary file.
                if code == EACCES || code == EPERM {
                    throw FileError(path: given, reason: "its folder does not let this user create files "
                        + "(\(failure.reason)); locbridge writes a temporary file beside each file it replaces")
                }
                throw failure
            }
            guard lockExclusively(descriptor) else {
                let failure = FileError.fromErrno(path)
                close(descriptor)
                unlink(temporaryPath)
                PendingTemporaries.remove(pending)
                throw failure
            }
            if isSameFile(descriptor, temporaryPath) { return (descriptor, temporaryPath, pending) }
            close(descriptor)
            PendingTemporaries.remove(pending)
        }
    }

    /// An exclusive lock, waited for at most `seconds`: the lock a writer takes for its check and rename
    /// is brief, and any process that can read the file can hold one too, which must not hang a run.
    private static func lockWithin(seconds: Double, _ descriptor: Int32) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
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

    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(FileError) {
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

    static func fileName(of path: String) -> String {
        String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    }

    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}

/// A value several threads use, one at a time.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.withLock { body(&value) }
    }
}
