import Foundation

/// Relative paths between absolute locations, for `<file original=…>` (FORMATS.md §2: relative to the
/// project root, "may contain `../`").
public enum RelativePath {
    /// `path` as seen from the folder `base`; both absolute. Uses `..` when `path` is outside `base`.
    public static func from(_ base: String, to path: String) -> String {
        let baseParts = components(base)
        let pathParts = components(path)
        var common = 0
        while common < baseParts.count, common < pathParts.count, baseParts[common] == pathParts[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: baseParts.count - common)
        let parts = ups + pathParts[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The `original` of the file at `path` under the project root `root` (both absolute). Paths that nest
    /// as written keep that spelling (a file found through a link in the root is named through it). When
    /// they do not, but their real paths do (the root or the file's folder named through a symbolic link:
    /// macOS's `/tmp` is `/private/tmp`), the real paths are used, so that an import with the same root
    /// finds the file inside it, not through `../`. Otherwise the written `../` path, which the import
    /// resolves as written.
    public static func original(of path: String, projectRoot root: String) -> String {
        let (plainPath, plainRoot) = (standardized(path), standardized(root))
        if RealPath.isInside(plainPath, folder: plainRoot) { return from(plainRoot, to: plainPath) }
        // The file's folder only: a catalog or `.strings` file that is itself a link keeps its name.
        let folder = plainPath.lastIndex(of: "/").map { String(plainPath[..<$0]) } ?? ""
        let name = plainPath.split(separator: "/").last.map(String.init) ?? ""
        if let realFolder = RealPath.existing(folder.isEmpty ? "/" : folder), let realRoot = RealPath.existing(plainRoot) {
            let realPath = (realFolder == "/" ? "" : realFolder) + "/" + name
            if RealPath.isInside(realPath, folder: realRoot) { return from(realRoot, to: realPath) }
        }
        return from(plainRoot, to: plainPath)
    }

    /// An absolute path with `.`, `..` and doubled slashes resolved (without touching the file system).
    public static func standardized(_ path: String) -> String {
        "/" + components(path).joined(separator: "/")
    }

    /// The path's components after resolving `.` and `..` (without touching the file system).
    static func components(_ path: String) -> [String] {
        var result: [String] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !result.isEmpty { result.removeLast() }
            default: result.append(String(part))
            }
        }
        return result
    }

    /// True when a relative path stays inside the folder it is relative to (no leading `..`, not absolute).
    public static func staysInside(_ relative: String) -> Bool {
        !relative.hasPrefix("/") && !relative.split(separator: "/").contains("..")
    }
}
