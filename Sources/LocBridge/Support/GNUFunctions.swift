#if os(Linux)
import Glibc

/// C library functions that Swift's Glibc module does not declare (GNU extensions and `<sys/xattr.h>`),
/// looked up by name in the C library the process already uses; nil where it lacks one.
enum GNUFunctions {
    typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    typealias ListXattr = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>?, Int) -> Int
    typealias GetXattr = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
    typealias FSetXattr = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32

    typealias Statx = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UInt32, UnsafeMutableRawPointer) -> Int32

    static let renameat2: RenameAt2? = lookUp("renameat2")
    static let statx: Statx? = lookUp("statx")
    static let listxattr: ListXattr? = lookUp("listxattr")
    static let getxattr: GetXattr? = lookUp("getxattr")
    static let fsetxattr: FSetXattr? = lookUp("fsetxattr")

    private static func lookUp<Function>(_ name: String) -> Function? {
        guard let symbol = dlsym(nil, name) else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }
}
#endif
