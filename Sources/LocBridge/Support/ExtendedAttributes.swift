#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's extended attributes (tags, a Finder comment, an ACL, an SELinux label), carried over to the
/// new file that replaces it: a rename puts a new inode in its place, which starts with none.
enum ExtendedAttributes {
    /// Copies what can be copied of `path`'s attributes to the open file `descriptor`. One this process
    /// may not set (another user's `trusted.*`, a label the policy forbids) is left out: the contents
    /// matter more than an attribute, and the file would otherwise not be written at all.
    static func copy(from path: String, to descriptor: Int32) {
        for name in names(of: path) {
            guard let value = value(of: name, at: path) else { continue }
            value.withUnsafeBytes { raw in
                #if canImport(Darwin)
                _ = fsetxattr(descriptor, name, raw.baseAddress, raw.count, 0, 0)
                #else
                _ = GNUFunctions.fsetxattr?(descriptor, name, raw.baseAddress, raw.count, 0)
                #endif
            }
        }
    }

    /// The attribute names of `path`, empty when it has none or the file system keeps none.
    static func names(of path: String) -> [String] {
        guard let list = read({ buffer, size in
            #if canImport(Darwin)
            listxattr(path, buffer, size, 0)
            #else
            GNUFunctions.listxattr?(path, buffer, size) ?? -1
            #endif
        }) else { return [] }
        return list.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    static func value(of name: String, at path: String) -> [UInt8]? {
        read { buffer, size in
            #if canImport(Darwin)
            getxattr(path, name, buffer, size, 0, 0)
            #else
            GNUFunctions.getxattr?(path, name, buffer, size) ?? -1
            #endif
        }
    }

    /// Calls `call` once for the size and once for the bytes, again if the attributes grew in between.
    private static func read(_ call: (UnsafeMutablePointer<CChar>?, Int) -> Int) -> [UInt8]? {
        for _ in 0..<3 {
            let size = call(nil, 0)
            guard size > 0 else { return size == 0 ? [] : nil }
            var bytes = [UInt8](repeating: 0, count: size)
            let read = bytes.withUnsafeMutableBytes { call($0.baseAddress!.assumingMemoryBound(to: CChar.self), size) }
            if read >= 0 { return Array(bytes.prefix(read)) }
            guard errno == ERANGE else { return nil }
        }
        return nil
    }
}
