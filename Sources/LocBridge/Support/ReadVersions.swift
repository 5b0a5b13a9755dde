#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files this run read, each as it was then (device, inode, size, modification time), so that a
/// write never replaces a file another process changed in between: two imports into one catalog, or a
/// `format` during an import, would otherwise each write over the other's result and both report
/// success. `FileBytes.read` records; `AtomicFile.write` checks just before its rename. Each read
/// replaces the file's record, so a command compares with what it read itself, also when several run
/// in one process (the tests).
public enum ReadVersions {
    struct Version: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
        /// The inode's change time, which a writer cannot set back as it can the modification time.
        var changeSeconds: Int
        var changeNanoseconds: Int

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            #if canImport(Darwin)
            seconds = info.st_mtimespec.tv_sec
            nanoseconds = info.st_mtimespec.tv_nsec
            changeSeconds = info.st_ctimespec.tv_sec
            changeNanoseconds = info.st_ctimespec.tv_nsec
            #else
            seconds = info.st_mtim.tv_sec
            nanoseconds = info.st_mtim.tv_nsec
            changeSeconds = info.st_ctim.tv_sec
            changeNanoseconds = info.st_ctim.tv_nsec
            #endif
        }
    }

    private static let versions = Locked<[String: Version]>([:])

    /// Records `path` as `info` (from `fstat` of the descriptor the bytes were read from).
    static func record(_ path: String, _ info: stat) {
        guard let key = RealPath.existing(path) else { return }
        versions.withLock { $0[key] = Version(info) }
    }

    /// Whether `path` was read in this run and is no longer the file read: replaced, or changed.
    public static func hasChanged(_ path: String) -> Bool {
        guard let key = RealPath.existing(path) else { return false }
        guard let read = versions.withLock({ $0[key] }) else { return false }
        var now = stat()
        guard stat(key, &now) == 0 else { return true }
        return Version(now) != read
    }

    /// After this run's own write, the file it wrote is the one later checks compare with.
    static func recordWritten(_ path: String) {
        guard let key = RealPath.existing(path) else { return }
        var now = stat()
        guard stat(key, &now) == 0 else { return }
        versions.withLock {
            if $0[key] != nil { $0[key] = Version(now) }
        }
    }

    /// The message for a file that changed since it was read.
    public static let changedReason = "changed on disk since locbridge read it (another locbridge run, or an editor?); run again"
}
