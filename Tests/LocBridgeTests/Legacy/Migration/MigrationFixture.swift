import Foundation
import Testing
@testable import LocBridge

/// A legacy tree written to a fresh temporary folder, migrated with `LegacyMigrator`.
struct MigrationFixture {
    let root: String

    /// Writes `files` (relative path → UTF-8 text) and runs `body`; the folder is removed afterwards.
    static func with<T>(_ files: [String: String], _ body: (MigrationFixture) throws -> T) throws -> T {
        let root = (NSTemporaryDirectory() + "/locbridge-migration-tests-" + UUID().uuidString as NSString).standardizingPath
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in files {
            let file = root + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        }
        return try body(MigrationFixture(root: root))
    }

    /// The tables found under the root, with paths shown relative to it.
    func tables() throws -> [LegacyTableSet] {
        try LegacyTableFinder.tables(in: ["."], relativeTo: root)
    }

    /// Migrates the only table (named `table`) under the root.
    func migrate(_ table: String = "Localizable", options: MigrationOptions = MigrationOptions()) throws -> TableMigration {
        let set = try #require(try tables().first { $0.table == table })
        return LegacyMigrator.migrate(set, options: options)
    }

    /// The migrated catalog in Xcode's bytes, as text.
    func catalogText(_ table: String = "Localizable", options: MigrationOptions = MigrationOptions()) throws -> String {
        let migration = try migrate(table, options: options)
        return String(decoding: CatalogWriter.bytes(try #require(migration.catalog)), as: UTF8.self)
    }
}

/// A `.stringsdict` document around `body` (the `<key>`/`<dict>` pairs of the top dictionary).
func stringsDict(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>

    """
}

/// One plural variable's dictionary: `name` with value type `type` and `forms` (category, text).
func pluralVariable(_ name: String, _ type: String, _ forms: [(String, String)]) -> String {
    "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>\(type)</string>"
        + forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict>"
}
