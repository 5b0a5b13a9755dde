#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader (or a crash) only ever sees the old or the new contents, never a mix
/// (DESIGN.md: "writes are atomic"). The bytes go to a temporary file in the same folder, are flushed to
/// disk, and the temporary file is renamed over the target.
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
    public static func write(toFile path: String,
                             _ produce: (_ emit: (UnsafeRawBufferPointer) -> Void) -> Void) throws(FileError) {
        let folder = parentFolder(of: path)
        let name = String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        var template = Array("\(folder)/\(temporaryPrefix)\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw FileError.fromErrno(path) }
        let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporaryPath) }
        }
        do {
            defer { close(descriptor) }
            // Keep the permissions of the file being replaced (mkstemp creates 0600).
            var existing = stat()
            let mode: mode_t = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
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

    private static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }
}
