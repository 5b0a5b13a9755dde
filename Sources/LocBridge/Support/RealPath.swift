#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a path really leads once symbolic links are followed, to keep writes inside the project root
/// (README "Security"). `RelativePath.staysInside` looks at the text only; a folder or a file inside the
/// root can still be a symbolic link to anywhere, so the check that counts is made on the real path.
public enum RealPath {
    /// Why a path relative to a folder does not stay inside it.
    public enum Escape: Error, Equatable, Sendable {
        /// The path is absolute (`/etc/…`).
        case absolute
        /// The path has a `..` component.
        case parentFolder
        /// A symbolic link on the way (or the file itself) leads outside.
        case symbolicLink
        /// A symbolic link on the way dangles or loops: it leads nowhere, inside or out.
        case brokenLink

        /// The reason, for `… points outside the project root <root> (<reason>)`.
        public var reason: String {
            switch self {
            case .absolute: "it is an absolute path"
            case .parentFolder: "through \"..\""
            case .symbolicLink: "through a symbolic link"
            case .brokenLink: "through a symbolic link that dangles or loops"
            }
        }
    }

    /// The real path of the absolute `path` (which has no `..` components): the longest part of it that
    /// exists with every symbolic link resolved, then the components that do not exist yet, as they are
    /// (a file, or folders, an import will create). Nil when that existing part cannot be resolved: a
    /// symbolic link that dangles (writing through it would create its target) or loops.
    public static func resolve(_ path: String) -> String? {
        let parts = path.split(separator: "/").filter { $0 != "." }.map(String.init)
        var existing = parts.count
        var status = stat()
        while existing > 0, lstat("/" + parts[..<existing].joined(separator: "/"), &status) != 0 {
            existing -= 1
        }
        guard let base = Self.existing("/" + parts[..<existing].joined(separator: "/")) else { return nil }
        let rest = parts[existing...]
        guard !rest.isEmpty else { return base }
        return (base == "/" ? "" : base) + "/" + rest.joined(separator: "/")
    }

    /// The real path of `path` (relative to the working folder or absolute), which must exist: every
    /// symbolic link, `.` and `..` resolved. Nil when it does not exist, or a link on the way dangles or loops.
    public static func existing(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// One spelling per file, for reading each file once: the real path of the absolute `path` (so a
    /// symbolic link and the file it leads to are one), or the path with `.`, `..` and doubled slashes
    /// removed when it cannot be resolved. `stats`, `check`, `export` and `format` all count by it.
    public static func identity(of path: String) -> String {
        let standardized = RelativePath.standardized(path)
        return existing(standardized) ?? standardized
    }

    /// The real path of `relative` under the folder `root` (absolute), when it lies inside `root`'s real
    /// path; otherwise why not. Checked in order: absolute, `..` leading out of `root` (`..` that stays
    /// inside, `App/../App/L.xcstrings`, is resolved as written), then the resolved path.
    ///
    /// - Parameter allowingOutside: accept `..` and symbolic links that lead outside `root` (the user
    ///   trusts the file); absolute paths and links that dangle or loop are still refused.
    public static func contained(_ relative: String, in root: String, allowingOutside: Bool = false) -> Result<String, Escape> {
        if relative.hasPrefix("/") { return .failure(.absolute) }
        let lexical = RelativePath.standardized(root + "/" + relative)
        if !allowingOutside, !isInside(lexical, folder: RelativePath.standardized(root)) { return .failure(.parentFolder) }
        guard let real = resolve(lexical) else { return .failure(.brokenLink) }
        if allowingOutside { return .success(real) }
        guard let realRoot = resolve(root) else { return .failure(.brokenLink) }
        guard isInside(real, folder: realRoot) else { return .failure(.symbolicLink) }
        return .success(real)
    }

    /// Whether `path` is `folder` or below it (both absolute and resolved).
    static func isInside(_ path: String, folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
