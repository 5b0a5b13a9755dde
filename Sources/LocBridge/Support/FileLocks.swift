#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the system keeps a file from being replaced or removed whatever its permissions: immutable
/// (`chattr +i`, `uchg` in the Finder) or append-only (`chattr +a`, `uappnd`). `access` tells the first
/// but not the second; it is asked only where the attributes cannot be read.
enum FileLocks {
    static func isLocked(_ path: String) -> Bool {
        #if os(Linux)
        // `struct statx` is 256 bytes; `stx_attributes` is the 64-bit word at offset 8.
        guard let statx = GNUFunctions.statx else { return access(path, W_OK) != 0 && errno == EPERM }
        var buffer = [UInt8](repeating: 0, count: 256)
        let found = buffer.withUnsafeMutableBytes { statx(AT_FDCWD, path, 0, 0, $0.baseAddress!) == 0 }
        guard found else { return false }
        let attributes = buffer.withUnsafeBytes { $0.load(fromByteOffset: 8, as: UInt64.self) }
        // STATX_ATTR_IMMUTABLE and STATX_ATTR_APPEND.
        return attributes & (0x10 | 0x20) != 0
        #else
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return info.st_flags & UInt32(UF_IMMUTABLE | UF_APPEND | SF_IMMUTABLE | SF_APPEND) != 0
        #endif
    }
}
