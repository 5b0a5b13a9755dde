import Foundation

/// The XLIFF files named on an import's command line: `.xliff` files as given, and for an `.xcloc`
/// bundle the XLIFF files in its `Localized Contents`.
public enum ImportSources {
    /// Why a String Catalog named to import is not read.
    public static let catalogReason = "is a String Catalog; import reads the XLIFF files (.xliff) or .xcloc "
        + "bundles translated from it, and finds the catalogs through their <file original> paths"

    /// `path` under the project root as the user wrote it (`Samples/App/L.xcstrings`), or as it is
    /// for the current folder: how import's messages name the files it reads and writes.
    static func shown(_ path: String, from root: String?) -> String {
        guard let root, !root.isEmpty, root != ".", root != "./" else { return path }
        return root.hasSuffix("/") ? root + path : root + "/" + path
    }

    /// An XLIFF file to read, and the bundle it was found in (as the user named it, without a trailing
    /// `/`): any folder with a `Localized Contents` is read as one, whatever its name.
    public struct Source: Equatable, Sendable {
        public let path: String
        public let bundle: String?
    }

    public static func xliffFiles(in paths: [String], relativeTo directory: String) throws(FileError) -> [String] {
        try sources(in: paths, relativeTo: directory).map(\.path)
    }

    public static func sources(in paths: [String], relativeTo directory: String) throws(FileError) -> [Source] {
        var files: [Source] = []
        for path in paths {
            let resolved = path.hasPrefix("/") ? path : directory + "/" + path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder) else {
                // A link that dangles or loops is there: said as what it is.
                if let broken = BrokenLink(at: resolved, shown: path) { throw FileError(broken) }
                throw FileError(path: path, reason: "no such file or folder")
            }
            guard isFolder.boolValue else {
                if path.hasSuffix(".xcstrings") { throw FileError(path: path, reason: catalogReason) }
                files.append(Source(path: path, bundle: nil))
                continue
            }
            let localized = resolved + "/Localized Contents"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: localized) else {
                if (path as NSString).lastPathComponent == "__MACOSX" {
                    throw FileError(path: path, reason: "is the folder of macOS metadata (._ files) that unzipping an archive made on a "
                        + "Mac leaves beside its contents, not an .xcloc bundle; leave it out (the bundles are beside it)")
                }
                // A Localized Contents that is there but no folder (a file, a link that dangles or loops) is said as such.
                if let broken = BrokenLink(at: localized, shown: bundleName(path) + "/Localized Contents") { throw FileError(broken) }
                var info = stat()
                if lstat(localized, &info) == 0 {
                    throw FileError(path: bundleName(path) + "/Localized Contents", reason: "is not a folder, so this .xcloc bundle has "
                        + "no translations to read")
                }
                throw FileError(path: path, reason: "is a folder but not an .xcloc bundle (it has no Localized Contents folder)")
            }
            let shown = bundleName(path)
            // A tool may save it as `de.xlf` or `de.XLIFF`.
            // Hidden files are not the bundle's (`._de.xliff`: macOS's metadata on some drives).
            let xliffs = names.sorted().filter { !$0.hasPrefix(".") && isXLIFFName($0) }
            guard !xliffs.isEmpty else {
                throw FileError(path: path, reason: "is an .xcloc bundle without an XLIFF file (.xliff or .xlf) in its Localized "
                    + "Contents, so it has no translations to import")
            }
            files += xliffs.map { Source(path: shown + "/Localized Contents/" + $0, bundle: shown) }
        }
        return files
    }

    /// An XLIFF file's name, as tools save it: `de.xliff`, `de.xlf`, `de.XLIFF`.
    static func isXLIFFName(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        return lowercased.hasSuffix(".xliff") || lowercased.hasSuffix(".xlf")
    }

    /// A bundle's path as named, without the trailing `/` or `/.` that only say it is a folder.
    static func bundleName(_ path: String) -> String {
        var name = Substring(path)
        while name.count > 1 {
            if name.hasSuffix("/") { name = name.dropLast() } else if name.hasSuffix("/.") { name = name.dropLast(2) } else { break }
        }
        return String(name)
    }

    /// Where the file named by `original` really is (symbolic links resolved; for a file to be created,
    /// its nearest existing folder resolved), or why it would lead outside the project root: `original`
    /// is absolute, has `..`, or a symbolic link on the way points elsewhere (`RealPath.contained`).
    public static func catalogPath(original: String, projectRoot: String,
                                   allowingOutside: Bool = false) -> Result<String, RealPath.Escape> {
        RealPath.contained(original, in: projectRoot, allowingOutside: allowingOutside)
    }

    /// `relative` (a path `original` leads to) as the disk spells it (`PathSpelling`), with the note
    /// that says so; as written and without a note when the disk spells it so, or has it in no spelling;
    /// as written and with why it is not found (for the error) when a folder holds a name of it in
    /// several spellings. `verb` says what the import does with the file ("goes to", "writes");
    /// `shownRoot` is the root as the user wrote it.
    static func located(_ original: String, naming relative: String, projectRoot: String, shownRoot: String?,
                        verb: String, at location: SourceLocation) -> (path: String, note: Diagnostic?, ambiguity: String?) {
        switch PathSpelling.lookup(relative, under: projectRoot) {
        case .asWritten:
            return (relative, nil, nil)
        case .onDisk(let spelled):
            let shown = Diagnostic.quotedIfNeeded(shown(spelled, from: shownRoot))
            return (spelled, Diagnostic(.note, "\(Diagnostic.fileOriginal(original)) \(verb) \(shown), which the disk spells in "
                + "another Unicode normalization (\(PathSpelling.difference(onDisk: spelled, written: relative)))", at: location), nil)
        case .ambiguous(let folder, let component, let entries):
            let place = folder.isEmpty ? "the project root" : Diagnostic.quotedIfNeeded(shown(folder, from: shownRoot))
            return (relative, nil, "\(place) holds \(entries.count) entries that are \(Diagnostic.quoted(component)) in other Unicode "
                + "normalizations (\(PathSpelling.difference(onDisk: entries, written: component))), so which one is meant cannot "
                + "be told; rename all but one")
        }
    }

    /// For an `original` with backslashes that names nothing: a Windows tool's separators, which routing
    /// does not take for folders (a backslash is a character of a file name here).
    static func separatorHint(_ original: String, projectRoot: String) -> String? {
        guard original.contains("\\") else { return nil }
        let slashed = original.replacingOccurrences(of: "\\", with: "/")
        let exists = FileManager.default.fileExists(atPath: projectRoot + "/" + slashed)
        return "a backslash is not a folder separator in an XLIFF path (a tool on Windows may have written it for \"/\")"
            + (exists ? "; \(Diagnostic.quoted(slashed)) exists: put \"/\" back in the file's original attributes" : "")
    }

    /// How to import such a file anyway: `..` and links are what Xcode writes for catalogs beside the
    /// project folder; an absolute path never is.
    static func outsideHint(_ escape: RealPath.Escape) -> String {
        escape == .absolute || escape == .brokenLink ? "" : "; if you trust the file, pass --allow-outside-root to write there"
    }

    /// The error for an `original` that leads outside the project root; `what` is what locbridge writes
    /// ("catalogs", "files").
    public static func outsideMessage(original: String, projectRoot: String, escape: RealPath.Escape, what: String) -> String {
        guard escape != .brokenLink else {
            return "\(Diagnostic.fileOriginal(original)) leads through a symbolic link that dangles or loops under the project root "
                + "\(projectRoot); fix or remove the link"
        }
        return "\(Diagnostic.fileOriginal(original)) points outside the project root \(projectRoot) (\(escape.reason)); "
            + "locbridge only writes \(what) inside it" + outsideHint(escape)
    }
}
