#if canImport(Glibc)
import Glibc

/// The C library's `read`/`write`, named apart from our own `read`/`write` methods.
let posixRead = Glibc.read
let posixWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin

let posixRead = Darwin.read
let posixWrite = Darwin.write
#endif

/// A file operation that failed, with the system's reason ("No such file or directory").
public struct FileError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The reason given for a folder where a file was expected.
    public static let folderReason = "is a folder, not a file"
    /// A file whose permissions allow nobody to write it (a lock, or a checkout that is not open for
    /// editing): not replaced, though the folder would allow it.
    public static let readOnlyReason = "is read-only (no write permission); make it writable (chmod u+w) if locbridge should change it"

    /// Whether the path is a folder where a file was expected: a folder has no line to point at.
    public var isFolder: Bool { reason == Self.folderReason }

    /// The reason for the current `errno`.
    static func fromErrno(_ path: String) -> FileError {
        FileError(path: path, reason: String(cString: strerror(errno)))
    }

    public var description: String { "\(path): \(reason)" }
}

/// Whole-file reads straight into a byte array (no `Data` copy; catalogs can be tens of megabytes).
public enum FileBytes {
    public static func read(_ path: String) throws(FileError) -> [UInt8] {
        // Non-blocking, so that a FIFO does not wait for a writer; it is refused below.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            // A socket (or a terminal device with none behind it) cannot even be opened: say what it is.
            let failure = FileError.fromErrno(path)
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
                throw FileError(path: path, reason: "is not a regular file (a FIFO, socket or device)")
            }
            throw failure
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError.fromErrno(path) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileError(path: path, reason: FileError.folderReason) }
        // /dev/null is read as the empty file it is; other special files (FIFOs, sockets) are refused.
        if (info.st_mode & S_IFMT) != S_IFREG && path != "/dev/null" {
            throw FileError(path: path, reason: "is not a regular file (a FIFO, socket or device)")
        }
        ReadVersions.record(path, info)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError.fromErrno(path)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
