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
}
