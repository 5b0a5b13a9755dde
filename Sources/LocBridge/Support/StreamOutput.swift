#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A result written into a pipe, a terminal or `/dev/null` named as a command's output file
/// (`merge --output /dev/stdout | jq …`, `--output >(gzip > m.gz)`, `--output /dev/null`). Such a file
/// is written into, never replaced (`AtomicFile` refuses to), so the write is not atomic. Other devices
/// and sockets are refused: no command means to write into a disk, and root could damage it.
public enum StreamOutput {
    /// Why `write` refuses a device.
    public static let otherDeviceReason = "is a device other than a terminal or /dev/null; locbridge writes a result "
        + "only into a file, a pipe, a terminal or /dev/null"

    /// Whether `path` (links followed) exists and is neither a regular file nor a folder: a pipe, a
    /// socket or a device, which `write` handles and `AtomicFile` does not.
    public static func isStream(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let kind = info.st_mode & S_IFMT
        return kind != S_IFREG && kind != S_IFDIR
    }

    /// Writes `bytes` into the pipe, terminal or `/dev/null` at `path`. A pipe without a reader yet
    /// waits for one, as a shell's `echo > fifo` does.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileError.fromErrno(path) }
        switch info.st_mode & S_IFMT {
        case S_IFIFO, S_IFCHR: break
        case S_IFSOCK: throw FileError(path: path, reason: "is a socket; locbridge writes a result only into a file, a pipe, "
            + "a terminal or /dev/null")
        case S_IFBLK: throw FileError(path: path, reason: otherDeviceReason)
        default: throw FileError(path: path, reason: "is not a pipe or a device")
        }
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError.fromErrno(path) }
        defer { close(descriptor) }
        // Judged on what was opened: the path may have changed since the `stat`.
        guard fstat(descriptor, &info) == 0 else { throw FileError.fromErrno(path) }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFIFO || (kind == S_IFCHR && (isatty(descriptor) == 1 || isNull(info))) else {
            throw FileError(path: path, reason: otherDeviceReason)
        }
        var failure: FileError?
        bytes.withUnsafeBytes { buffer in
            do throws(FileError) { try AtomicFile.writeAll(buffer, to: descriptor, path: path) } catch { failure = error }
        }
        if let failure { throw FileError(path: path, reason: failure.reason + "; the result written there is incomplete") }
    }

    private static func isNull(_ info: stat) -> Bool {
        var null = stat()
        return stat("/dev/null", &null) == 0 && null.st_dev == info.st_dev && null.st_ino == info.st_ino
    }
}
