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

    /// What goes between the path and the reason: `: ` (`App/L.xcstrings: is a folder, not a file`), or a
    /// space where the reason reads on from the path (`App/a.xcstrings is a symbolic link loop (…)`).
    private var joiner = ": "

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A link named as an input that dangles or loops, said as every command says it (`BrokenLink.diagnostic`).
    public init(_ broken: BrokenLink) {
        self.init(path: broken.path, reason: "is " + broken.what)
        joiner = " "
    }

    /// The reason given for a folder where a file was expected.
    public static let folderReason = "is a folder, not a file"
    /// A file whose permissions allow nobody to write it (a lock, or a checkout that is not open for
    /// editing): not replaced, though the folder would allow it.
    public static let readOnlyReason = "is read-only (no write permission); make it writable (chmod u+w) if locbridge should change it"
    /// A file the system refuses to replace or remove whatever the permissions (immutable, append-only).
    public static let lockedReason = "is locked (immutable or append-only: chattr +i or +a, or Locked in the Finder on macOS); "
        + "unlock it (chattr -i -a) if locbridge should change it"

    /// Whether the path is a folder where a file was expected: a folder has no line to point at.
    public var isFolder: Bool { reason == Self.folderReason }

    /// The reason for the current `errno`.
    static func fromErrno(_ path: String) -> FileError {
        FileError(path: path, reason: String(cString: strerror(errno)))
    }

    public var description: String { "\(Diagnostic.quotedIfNeeded(path))\(joiner)\(reason)" }
}

/// Whole-file reads straight into a byte array (no `Data` copy; catalogs can be tens of megabytes).
public enum FileBytes {
    /// The most a pipe is read for: a file says its size, a pipe does not, and `yes |` never ends.
    /// Twenty times the benchmark's 50 MB catalog, far above any real one.
    public static let pipeLimit = 1 << 30

    /// The file's bytes. Only regular files (and `/dev/null`, read as empty) are read, unless
    /// `acceptingPipes`: an input a command only reads may then also be a pipe or FIFO
    /// (`--base <(git show main:App/L.xcstrings)`, `/dev/stdin`), read to its end, at most `pipeLimit`
    /// bytes. Files written in place never are (a FIFO found in a folder search would wait forever).
    public static func read(_ path: String, acceptingPipes: Bool = false) throws(FileError) -> [UInt8] {
        try read(path, acceptingPipes: acceptingPipes, pipeLimit: pipeLimit)
    }

    /// `read`, with the pipe limit as a parameter (tests lower it).
    static func read(_ path: String, acceptingPipes: Bool, pipeLimit: Int) throws(FileError) -> [UInt8] {
        // Non-blocking, so that a FIFO does not wait for a writer before it is known to be wanted.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            // A socket (or a terminal device with none behind it) cannot even be opened: say what it is.
            let failure = FileError.fromErrno(path)
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
                throw notRegular(path, acceptingPipes: acceptingPipes)
            }
            throw failure
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError.fromErrno(path) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileError(path: path, reason: FileError.folderReason) }
        var bytes: [UInt8] = []
        if (info.st_mode & S_IFMT) == S_IFIFO && acceptingPipes {
            try readAll(descriptor, path: path, into: &bytes, pipeLimit: pipeLimit)
            return bytes
        }
        // /dev/null is read as the empty file it is; other special files (FIFOs, sockets) are refused.
        if (info.st_mode & S_IFMT) != S_IFREG && path != "/dev/null" {
            throw notRegular(path, acceptingPipes: acceptingPipes)
        }
        ReadVersions.record(path, info)
        bytes.reserveCapacity(Int(info.st_size) + 1)
        try readAll(descriptor, path: path, into: &bytes, pipeLimit: nil)
        return bytes
    }

    /// Whether `path` leads to a pipe or FIFO (links followed).
    public static func isPipe(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }

    private static func notRegular(_ path: String, acceptingPipes: Bool) -> FileError {
        FileError(path: path, reason: acceptingPipes ? "is not a regular file or a pipe (a socket or device)"
            : "is not a regular file (a FIFO, socket or device)")
    }

    /// Reads to the end. A pipe (`pipeLimit` given) is read from the non-blocking descriptor, waiting in
    /// `poll` while it is empty: a named FIFO then waits for its writer, as `cat` does. (A non-blocking
    /// read before any writer came says end of file; reopening it blocking would wait forever for a
    /// writer that already came and went.)
    private static func readAll(_ descriptor: Int32, path: String, into bytes: inout [UInt8], pipeLimit: Int?) throws(FileError) {
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        if pipeLimit != nil { try waitForData(descriptor, path: path) }
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN && pipeLimit != nil {
                    try waitForData(descriptor, path: path)
                    continue
                }
                throw FileError.fromErrno(path)
            }
            if count == 0 { break }
            if let pipeLimit, bytes.count + count > pipeLimit {
                throw FileError(path: path, reason: "the pipe gave more than \(pipeLimit >> 20) MB; write it to a file and name the file")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Until the pipe has data, or its writer is gone (a FIFO's only once one came).
    private static func waitForData(_ descriptor: Int32, path: String) throws(FileError) {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while poll(&request, 1, -1) < 0 {
            if errno != EINTR { throw FileError.fromErrno(path) }
        }
    }
}
