#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's working folder. Foundation's `currentDirectoryPath` reads it into a buffer of about
/// 1 KB and returns "" when the path is longer, which made relative paths resolve against `/`.
public enum CurrentFolder {
    /// The absolute path, however long; or the reason it cannot be had (the folder was removed, or its
    /// path is longer than the system allows).
    public static func path() -> Result<String, CurrentFolderError> {
        // With no buffer, getcwd allocates one as large as the path needs.
        guard let pointer = getcwd(nil, 0) else { return .failure(CurrentFolderError(code: errno)) }
        defer { free(pointer) }
        return .success(String(cString: pointer))
    }
}

/// Why the working folder could not be read: `errno` of `getcwd`.
public struct CurrentFolderError: Error, Equatable, Sendable {
    public var code: Int32

    /// `cannot tell the current folder (No such file or directory); …`
    public var message: String {
        let advice = code == ENOENT ? "it was removed; run locbridge from an existing folder"
            : "run locbridge from an existing folder with a shorter path"
        return "cannot tell the current folder (\(String(cString: strerror(code)))): \(advice)"
    }
}
