import Foundation

/// A command run in `root` that rewrites `targets`, with each target's bytes before the run (`old`; nil
/// when the file does not exist yet) and after it (`new`), and how long a full run took.
struct KillWorkload {
    var name: String
    var root: String
    var arguments: [String]
    var old: [String: [UInt8]?]
    var new: [String: [UInt8]] = [:]
    var duration: Double = 0

    var targets: [String] { old.keys.sorted() }

    /// Three catalogs (or `modules`) of about half a megabyte each (with 1,000 keys), and an XLIFF per
    /// language (exported by locbridge itself) whose every target is changed, so `import` rewrites every catalog.
    static func importing(in root: String, binary: String, keys: Int = 1000, modules: Int = 3) throws -> KillWorkload {
        let catalogs = (0..<modules).map { "Module\($0)/Localizable.xcstrings" }
        for (module, path) in catalogs.enumerated() {
            try write(catalog(module: module, keys: keys), to: root + "/" + path)
        }
        let export = try KillProcess.run(binary, ["export", "--output", "xliff", "."], in: root)
        guard export == 0 else { throw KillSetupError("locbridge export exited with \(export)") }
        for language in ["de", "fr"] {
            let path = root + "/xliff/\(language).xliff"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try write(text.replacingOccurrences(of: ">\(language) text ", with: ">\(language) new text "), to: path)
        }
        var old: [String: [UInt8]?] = [:]
        for path in catalogs { old[path] = try read(root + "/" + path) }
        return KillWorkload(name: "import", root: root, arguments: ["import", "xliff/de.xliff", "xliff/fr.xliff"], old: old)
    }

    /// A legacy tree (four languages, .strings + .stringsdict) migrated into an output folder that already
    /// holds the catalogs of an older, smaller tree; the newer tree also adds a table whose catalog does not
    /// exist yet.
    static func migrating(in root: String, binary: String) throws -> KillWorkload {
        try writeLegacy(in: root + "/before/App", keys: 1000, extraTable: false)
        try writeLegacy(in: root + "/after/App", keys: 1800, extraTable: true)
        let first = try KillProcess.run(binary, ["migrate", "--output", "out", "before"], in: root)
        guard first == 0 else { throw KillSetupError("locbridge migrate exited with \(first)") }
        let catalog = "out/App/Localizable.xcstrings"
        return KillWorkload(name: "migrate", root: root, arguments: ["migrate", "--output", "out", "after"],
                            old: [catalog: try read(root + "/" + catalog), "out/App/Extra.xcstrings": nil])
    }

    /// Puts every target back to its old bytes (or removes it).
    func reset() throws {
        for (path, bytes) in old {
            if let bytes {
                try KillWorkload.write(bytes, to: root + "/" + path)
            } else if FileManager.default.fileExists(atPath: root + "/" + path) {
                try FileManager.default.removeItem(atPath: root + "/" + path)
            }
        }
    }

    /// Runs the command on the old targets and keeps what it writes as `new`.
    mutating func recordNewBytes(binary: String) throws {
        try reset()
        let status = try KillProcess.run(binary, arguments, in: root)
        guard status == 0 else { throw KillSetupError("locbridge \(arguments[0]) exited with \(status)") }
        for path in targets { new[path] = try KillWorkload.read(root + "/" + path) }
    }

    /// Which of `old` and `new` the targets hold now ("neither" for any other bytes).
    func states() -> Set<String> {
        Set(targets.map { path in
            let bytes = try? KillWorkload.read(root + "/" + path)
            return bytes == new[path] ? "new" : bytes == old[path] ?? nil ? "old" : "neither"
        })
    }

    /// Whether a temporary file of an atomic write exists beside any target.
    func isWriting() -> Bool {
        Set(targets.map { (root + "/" + $0 as NSString).deletingLastPathComponent }).contains { folder in
            (try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains { $0.hasPrefix(".locbridge-tmp-") } ?? false
        }
    }

    /// Each target's inode (nil when absent): an atomic write's rename gives the target a new one.
    func identities() -> [String: UInt64] {
        var found: [String: UInt64] = [:]
        for path in targets {
            var status = stat()
            if stat(root + "/" + path, &status) == 0 { found[path] = UInt64(status.st_ino) }
        }
        return found
    }

    /// Paths under `root` of files and folders a writer left behind (`.locbridge-tmp-` in the name).
    func leftovers() -> [String] {
        let walker = FileManager.default.enumerator(atPath: root)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            if (path as NSString).lastPathComponent.contains(".locbridge-tmp-") { found.append(path) }
        }
        return found.sorted()
    }

    private static func catalog(module: Int, keys: Int) -> String {
        var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for key in 0..<keys {
            text += """
                    "module\(module).key\(key)" : {
                      "comment" : "Shown on screen \(key) of module \(module)",
                      "localizations" : {
                        "de" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "de text \(key) für Modul \(module)"
                          }
                        },
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "fr text \(key) du module \(module)"
                          }
                        }
                      }
                    }\(key == keys - 1 ? "" : ",")

                """
        }
        return text + "  },\n  \"version\" : \"1.0\"\n}"
    }

    private static func writeLegacy(in folder: String, keys: Int, extraTable: Bool) throws {
        for language in ["en", "de", "fr", "ja"] {
            let lproj = folder + "/\(language).lproj"
            var strings = ""
            for key in 0..<keys {
                strings += "/* Label \(key) */\n\"label.\(key)\" = \"\(language) label \(key) for %@\";\n\n"
            }
            try write(strings, to: lproj + "/Localizable.strings")
            var plist = """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>

                """
            for key in 0..<keys / 10 {
                plist += """
                    <key>items.\(key)</key>
                    <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
                    <key>items</key>
                    <dict>
                    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key><string>d</string>
                    <key>one</key><string>\(language) %d item \(key)</string>
                    <key>other</key><string>\(language) %d items \(key)</string>
                    </dict>
                    </dict>

                    """
            }
            try write(plist + "</dict>\n</plist>\n", to: lproj + "/Localizable.stringsdict")
            if extraTable {
                var extra = ""
                for key in 0..<keys / 2 { extra += "\"extra.\(key)\" = \"\(language) extra \(key)\";\n" }
                try write(extra, to: lproj + "/Extra.strings")
            }
        }
    }

    static func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    private static func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}

struct KillSetupError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs the locbridge binary with its output discarded.
enum KillProcess {
    static func start(_ binary: String, _ arguments: [String], in folder: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs to completion and returns the exit status.
    static func run(_ binary: String, _ arguments: [String], in folder: String) throws -> Int32 {
        let process = try start(binary, arguments, in: folder)
        process.waitUntilExit()
        return process.terminationStatus
    }
}
