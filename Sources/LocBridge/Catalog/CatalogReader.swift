import Foundation

/// A catalog that could not be read: the diagnostic says where and why.
public struct CatalogError: Error, CustomStringConvertible, Sendable {
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    public var description: String { diagnostic.description }
}

/// A catalog read from bytes, with any warnings (e.g. a newer `version`).
public struct CatalogReadResult: Sendable {
    public var catalog: StringCatalog
    public var warnings: [Diagnostic]
}

/// Reads `.xcstrings` bytes into a `StringCatalog` (FORMATS.md §1).
///
/// Our own byte parser rather than `JSONSerialization`: it is much faster, it refuses duplicate keys
/// instead of keeping the last, it knows the line of every key, and it reports type errors with the key
/// path that leads to them.
public enum CatalogReader {
    /// The newest `version` value seen in Xcode-written catalogs; newer ones are read with a warning.
    public static let newestKnownVersion = "1.3"

    /// Parses catalog bytes; `path` is used in diagnostics only.
    public static func read(_ bytes: [UInt8], path: String) throws(CatalogError) -> CatalogReadResult {
        try read(bytes, path: path, splittingAbove: parallelThreshold)
    }

    /// `read`, with the size above which `strings` is read on several threads and the size of the chunks
    /// it is then cut into (tests lower both).
    static func read(_ bytes: [UInt8], path: String, splittingAbove threshold: Int,
                     chunkBytes: Int = chunkBytes) throws(CatalogError) -> CatalogReadResult {
        let outcome: Result<CatalogReadResult, CatalogError> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            scanner.splitThreshold = threshold
            scanner.chunkBytes = chunkBytes
            do throws(JSONFailure) {
                return .success(try readRoot(&scanner, path: path))
            } catch {
                let place = scanner.lineAndColumn(of: error.offset)
                let location = SourceLocation(path: path, line: place.line, column: place.column)
                return .failure(CatalogError(Diagnostic(.error, error.message, at: location, keyPath: error.keyPath)))
            }
        }
        return try outcome.get()
    }

    /// Reads and parses a catalog file. An unreadable file is a `CatalogError` too.
    /// - Parameter displayPath: how to name the file in diagnostics (defaults to `path`).
    /// - Parameter acceptingPipes: for a catalog the command only reads, a pipe too (`FileBytes.read`).
    public static func read(contentsOfFile path: String, displayPath: String? = nil,
                            acceptingPipes: Bool = false) throws(CatalogError) -> CatalogReadResult {
        try read(try fileBytes(path, displayPath: displayPath, acceptingPipes: acceptingPipes), path: displayPath ?? path)
    }

    /// A catalog file's bytes, for callers that parse them and also compare them with what they write.
    /// An unreadable file is a `CatalogError`, as in `read(contentsOfFile:)`.
    public static func fileBytes(_ path: String, displayPath: String? = nil,
                                 acceptingPipes: Bool = false) throws(CatalogError) -> [UInt8] {
        do {
            return try FileBytes.read(path, acceptingPipes: acceptingPipes)
        } catch {
            // A link that dangles or loops is said as what it is, with no line to point at.
            if let broken = BrokenLink(at: path, shown: displayPath ?? path) { throw CatalogError(broken.diagnostic) }
            // Nothing there: said as every command says it, with no line of a file that does not exist.
            var info = stat()
            if lstat(path, &info) != 0, errno == ENOENT {
                throw CatalogError(CatalogSearchError.notFound(path: displayPath ?? path).diagnostic)
            }
            throw CatalogError(unreadable(error, shownAs: displayPath ?? path))
        }
    }

    /// Why a catalog file could not be read: at `shown:1:1`, or for a folder (which has no lines)
    /// `shown: cannot read the catalog: is a folder, not a file` without a position.
    public static func unreadable(_ error: FileError, shownAs shown: String) -> Diagnostic {
        let message = "cannot read the catalog: \(error.reason)"
        guard !error.isFolder else { return Diagnostic(.error, "\(shown): " + message) }
        return Diagnostic(.error, message, at: SourceLocation(path: shown, line: 1, column: 1))
    }

    private static func readRoot(_ scanner: inout JSONScanner, path: String) throws(JSONFailure) -> CatalogReadResult {
        if scanner.looksWideEncoded {
            throw scanner.failure("the catalog is UTF-16 or UTF-32 encoded; String Catalogs must be UTF-8")
        }
        scanner.skipByteOrderMark()
        let afterMark = scanner.position
        scanner.skipWhitespace()
        guard !scanner.isAtEnd else {
            // Said as it is: a file of spaces and line breaks is not empty to `ls` or an editor.
            let content = scanner.position == 0 ? "the file is empty"
                : scanner.position == afterMark ? "the file holds only a byte order mark" : "the file holds only white space"
            throw scanner.failure(content + "; a String Catalog is a JSON object", at: 0)
        }
        let rootStart = scanner.position
        var sourceLanguage: String?
        var strings: [String: CatalogEntry]?
        var keyOrder: [String] = []
        var version: String?
        var extra: [String: JSONValue] = [:]
        var versionOffset = 0
        var sourceLanguageLine = 0
        try scanner.forEachMember { (scanner, key, _) throws(JSONFailure) in
            let start = scanner.position
            if key.matches("sourceLanguage") {
                try ensureFirst(sourceLanguage == nil, key, start)
                sourceLanguageLine = scanner.line
                sourceLanguage = try scanner.readString()
            } else if key.matches("strings") {
                try ensureFirst(strings == nil, key, start)
                strings = try readStrings(&scanner, order: &keyOrder)
            } else if key.matches("version") {
                try ensureFirst(version == nil, key, start)
                versionOffset = start
                version = try scanner.readString()
            } else {
                try insertExtra(&extra, key, try scanner.readValue(), start)
            }
        }
        scanner.skipWhitespace()
        if !scanner.isAtEnd {
            throw scanner.failure("found \(scanner.describeCurrent()) after the end of the catalog's root object")
        }
        guard let sourceLanguage else { throw missing("sourceLanguage", at: rootStart) }
        guard let strings else { throw missing("strings", at: rootStart) }
        guard let version else { throw missing("version", at: rootStart) }

        var warnings: [Diagnostic] = []
        if VersionNumber.isNewer(version, than: newestKnownVersion) {
            let place = scanner.lineAndColumn(of: versionOffset)
            warnings.append(Diagnostic(
                .warning,
                "catalog version \(version) is newer than any locbridge knows (up to \(newestKnownVersion)); "
                    + "members it does not know are kept as they are",
                at: SourceLocation(path: path, line: place.line, column: place.column), keyPath: ["version"]))
        }
        var catalog = StringCatalog(sourceLanguage: sourceLanguage, strings: strings, version: version, extra: extra)
        catalog.sourceLanguageLine = sourceLanguageLine
        catalog.keyOrder = keyOrder
        return CatalogReadResult(catalog: catalog, warnings: warnings)
    }

    private static func missing(_ member: String, at offset: Int) -> JSONFailure {
        JSONFailure(message: "the root object has no \"\(member)\" member; every String Catalog has "
                        + "\"sourceLanguage\", \"strings\" and \"version\"", offset: offset)
    }

    /// Catalogs bigger than this read their `strings` on several threads.
    static let parallelThreshold = 4 << 20

    /// The entries of `strings`, and their keys in the file's order into `order`.
    private static func readStrings(_ scanner: inout JSONScanner, order: inout [String]) throws(JSONFailure) -> [String: CatalogEntry] {
        scanner.skipWhitespace()
        if scanner.remainingCount >= scanner.splitThreshold, ProcessInfo.processInfo.activeProcessorCount > 1,
           let strings = readStringsInChunks(&scanner, chunkBytes: scanner.chunkBytes, order: &order) {
            return strings
        }
        return try readStrings(&scanner, .whole, order: &order)
    }

    private static func readStrings(_ scanner: inout JSONScanner, _ part: JSONScanner.ObjectPart,
                                    order: inout [String]) throws(JSONFailure) -> [String: CatalogEntry] {
        var strings: [String: CatalogEntry] = [:]
        try scanner.forEachMember(part) { (scanner, key, keyLine) throws(JSONFailure) in
            let start = scanner.position
            var entry = try readEntry(&scanner)
            entry.line = keyLine
            let name = key.string
            order.append(name)
            // One hash per entry; the key already there (kept by updateValue) is looked up only for the error.
            if let earlier = strings.updateValue(entry, forKey: name) {
                throw duplicateEntry(name, earlier: (strings[strings.index(forKey: name)!].key, earlier), offset: start)
            }
        }
        return strings
    }

    /// A key of `strings` that is already there: the same text, or (for Swift's `String`, which
    /// compares canonical equivalents as equal) the same text in another Unicode normalization.
    private static func duplicateEntry(_ name: String, earlier: (key: String, value: CatalogEntry), offset: Int) -> JSONFailure {
        if let codes = NormalizationDifference.describe(name, earlier.key) {
            return JSONFailure(message: "the key \(Diagnostic.quoted(name)) (\(codes.first)) is the key on line \(earlier.value.line) "
                + "(\(codes.second)) in another Unicode normalization; Xcode keeps both, locbridge cannot yet: "
                + "make them the same text or rename one", offset: offset)
        }
        return JSONFailure(message: "the key \(Diagnostic.quoted(name)) appears twice in \"strings\"; keep one of them", offset: offset)
    }

    // MARK: Shared helpers for the typed readers

    @inline(__always)
    static func ensureFirst(_ isFirst: Bool, _ key: JSONToken, _ offset: Int) throws(JSONFailure) {
        if !isFirst { throw duplicate(key, offset) }
    }

    static func insertExtra(_ extra: inout [String: JSONValue], _ key: JSONToken, _ value: JSONValue, _ offset: Int) throws(JSONFailure) {
        try insertFirst(&extra, value, key.string, offset)
    }

    /// Adds a member whose name is free text (an unknown member, a substitution name, a language):
    /// a second one is refused, and named as what it is when only its Unicode normalization differs.
    static func insertFirst<Value>(_ members: inout [String: Value], _ value: Value, _ name: String,
                                   _ offset: Int) throws(JSONFailure) {
        guard members.updateValue(value, forKey: name) != nil else { return }
        throw duplicateMember(name, earlier: members.keys[members.index(forKey: name)!], offset: offset)
    }

    private static func duplicate(_ key: JSONToken, _ offset: Int) -> JSONFailure {
        duplicateMember(key.string, earlier: key.string, offset: offset)
    }

    /// Swift's `String` compares canonical equivalents as equal; Xcode's dictionaries keep them apart.
    static func duplicateMember(_ name: String, earlier: String, offset: Int) -> JSONFailure {
        if let codes = NormalizationDifference.describe(name, earlier) {
            return JSONFailure(message: "the member \(Diagnostic.quoted(name)) (\(codes.first)) is an earlier member (\(codes.second)) "
                + "in another Unicode normalization; Xcode keeps both, locbridge cannot yet: make them the same text or "
                + "rename one", offset: offset)
        }
        return JSONFailure(message: "duplicate member \(Diagnostic.quoted(name)) in one object; keep one of them", offset: offset)
    }
}

/// Compares dotted version strings numerically (`1.10` is newer than `1.9`).
enum VersionNumber {
    static func isNewer(_ version: String, than known: String) -> Bool {
        let lhs = version.split(separator: ".").map { Int($0) ?? 0 }
        let rhs = known.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            if left != right { return left > right }
        }
        return false
    }
}
