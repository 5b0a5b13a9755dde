#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Swaps two paths in one step, where the system offers it: Linux's `renameat2` with `RENAME_EXCHANGE`.
/// Swift's Glibc module does not declare `renameat2` (it is a GNU extension), so it is looked up by name.
enum FolderExchange {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
    private static let exchangeFlag: UInt32 = 1 << 1

    private static let renameAt2: RenameAt2? = {
        #if os(Linux)
        guard let symbol = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
        #else
        return nil
        #endif
    }()

    /// Whether `first` and `second` (both existing) traded places; false when the system or the file
    /// system cannot do it (the caller then falls back to two renames).
    static func exchange(_ first: String, _ second: String) -> Bool {
        guard let renameAt2 else { return false }
        return renameAt2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
    }
}
