#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Swaps two paths in one step, where the system offers it: Linux's `renameat2` with `RENAME_EXCHANGE`.
enum FolderExchange {
    /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
    private static let exchangeFlag: UInt32 = 1 << 1

    /// Whether `first` and `second` (both existing) traded places; false when the system or the file
    /// system cannot do it (the caller then falls back to two renames).
    static func exchange(_ first: String, _ second: String) -> Bool {
        #if os(Linux)
        guard let renameat2 = GNUFunctions.renameat2 else { return false }
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
        #else
        return false
        #endif
    }

    /// Renames `source` to `destination` only if nothing is there (`RENAME_NOREPLACE`): true when renamed,
    /// false with `errno` EEXIST when something is; nil where the system or file system cannot tell in one
    /// step (the caller then checks and renames).
    static func renameUnlessPresent(_ source: String, _ destination: String) -> Bool? {
        #if os(Linux)
        guard let renameat2 = GNUFunctions.renameat2 else { return nil }
        if renameat2(AT_FDCWD, source, AT_FDCWD, destination, 1) == 0 { return true }
        return errno == EEXIST ? false : errno == EINVAL || errno == ENOSYS ? nil : false
        #else
        return nil
        #endif
    }
}
