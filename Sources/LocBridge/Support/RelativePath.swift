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
