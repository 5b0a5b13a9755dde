import Foundation

/// The XLIFF files named on an import's command line: `.xliff` files as given, and for an `.xcloc`
/// bundle the XLIFF files in its `Localized Contents`.
public enum ImportSources {
    public static func xliffFiles(in paths: [String], relativeTo directory: String) throws(FileError) -> [String] {
        var files: [String] = []
        for path in paths {
            let resolved = path.hasPrefix("/") ? path : directory + "/" + path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder) else {
                throw FileError(path: path, reason: "no such file or folder")
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let localized = resolved + "/Localized Contents"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: localized) else {
                throw FileError(path: path, reason: "is a folder but not an .xcloc bundle (it has no Localized Contents folder)")
            }
            let shown = path.hasSuffix("/") ? String(path.dropLast()) : path
            for name in names.sorted() where name.hasSuffix(".xliff") {
                files.append(shown + "/Localized Contents/" + name)
            }
        }
        return files
    }

    /// Where the catalog named by `original` is, or nil when `original` would lead outside the
    /// project root (`..`, an absolute path, or a symbolic link pointing elsewhere).
    public static func catalogPath(original: String, projectRoot: String) -> String? {
        guard RelativePath.staysInside(original) else { return nil }
        let candidate = projectRoot + "/" + original
        let root = URL(fileURLWithPath: projectRoot).resolvingSymlinksInPath().path
        let real = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
        guard real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return nil }
        return candidate
    }
}
