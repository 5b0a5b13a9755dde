import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// `import --json` says which files are on disk now (`writtenCatalogs`) and which the import changed but
/// did not write (`notWrittenCatalogs`): a dry run, a stopped import (`blocked`, or exit 65) and a failed
/// write (exit 70) list nothing as written, and no list claims that files nothing wrote have changed.
@Suite struct ImportJSONTests {
    static let catalogPath = "App/Localizable.xcstrings"
    static let done = #"<trans-unit id="Done"><source>Done</source><target>Erledigt</target></trans-unit>"#
    static let dropped = #"<trans-unit id="%@ saved"><source>%@ saved</source><target>gesichert</target></trans-unit>"#

    /// The document's members about the run, all of them (the reports and diagnostics left out).
    struct Outcome: Equatable {
        var written: [String]
        var notWritten: [String]
        var dryRun = false
        var blocked = false
        var exitCode: Int
    }

    static func outcome(_ result: CLIResult) throws -> Outcome {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(document.keys) == ["reports", "diagnostics", "writtenCatalogs", "notWrittenCatalogs", "dryRun", "blocked",
                                       "exitCode"])
        #expect(Int(result.exitCode) == document["exitCode"] as? Int)
        return Outcome(written: try #require(document["writtenCatalogs"] as? [String]),
                       notWritten: try #require(document["notWrittenCatalogs"] as? [String]),
                       dryRun: try #require(document["dryRun"] as? Bool), blocked: try #require(document["blocked"] as? Bool),
                       exitCode: try #require(document["exitCode"] as? Int))
    }

    static func importing(_ units: String, _ arguments: [String], readOnly: Bool = false) throws -> Outcome {
        try TemporaryFolder.with { folder in
            try folder.write(ImportCommandTests.catalog, to: catalogPath)
            try folder.write(ImportCommandTests.xliff(units), to: "de.xliff")
            if readOnly { chmod(folder.path + "/" + catalogPath, 0o444) }
            let outcome = try Self.outcome(runCLI(["import", "--json"] + arguments + ["de.xliff"], currentDirectory: folder.path))
            if outcome.written.isEmpty { #expect(try folder.read(catalogPath) == ImportCommandTests.catalog) }
            return outcome
        }
    }

    @Test func aWrittenImportListsItsFilesAsWritten() throws {
        #expect(try Self.importing(Self.done, []) == Outcome(written: [Self.catalogPath], notWritten: [], exitCode: 0))
        // Refused units without --strict: the rest is written.
        #expect(try Self.importing(Self.done + "\n" + Self.dropped, []) == Outcome(written: [Self.catalogPath], notWritten: [],
                                                                                   exitCode: 1))
    }

    @Test func aDryRunListsWhatWouldChangeAsNotWritten() throws {
        #expect(try Self.importing(Self.done, ["--dry-run"]) == Outcome(written: [], notWritten: [Self.catalogPath], dryRun: true,
                                                                        exitCode: 0))
    }

    @Test func aStoppedImportListsNothingAsWritten() throws {
        #expect(try Self.importing(Self.done + "\n" + Self.dropped, ["--strict"]) == Outcome(
            written: [], notWritten: [Self.catalogPath], blocked: true, exitCode: 1))
        #expect(try Self.importing(Self.done + "\n" + Self.dropped, ["--strict", "--dry-run"]) == Outcome(
            written: [], notWritten: [Self.catalogPath], dryRun: true, blocked: true, exitCode: 1))
        // A read-only catalog is found before any write (exit 70).
        #expect(try Self.importing(Self.done, [], readOnly: true) == Outcome(written: [], notWritten: [Self.catalogPath],
                                                                             exitCode: 70))
        // A dry run finds it too, and says the import would stop (QA: it promised the write).
        #expect(try Self.importing(Self.done, ["--dry-run"], readOnly: true) == Outcome(
            written: [], notWritten: [Self.catalogPath], dryRun: true, blocked: true, exitCode: 70))
    }

    /// A source-language file that would rewrite most source texts stops the import (exit 65) after the
    /// merge changed the catalog in memory.
    @Test func anImportStoppedByASourceRewriteListsNothingAsWritten() throws {
        let keys = (1...12).map { "Text \($0)" }
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { "# + keys.map { "\"\($0)\" : { }" }.joined(separator: ", ")
            + #" }, "version" : "1.0" }"#
        let units = keys.map { #"<trans-unit id="\#($0)"><source>\#($0)</source><target>Текст</target></trans-unit>"# }
        try TemporaryFolder.with { folder in
            try folder.write(catalog, to: Self.catalogPath)
            try folder.write(ImportCommandTests.xliff(units.joined(separator: "\n"))
                .replacingOccurrences(of: #"target-language="de""#, with: #"target-language="en""#), to: "en.xliff")
            try folder.write(ImportCommandTests.xliff(Self.done).replacingOccurrences(of: Self.catalogPath, with: "B/L.xcstrings"),
                             to: "de.xliff")
            try folder.write(ImportCommandTests.catalog, to: "B/L.xcstrings")
            let result = runCLI(["import", "--json", "en.xliff", "de.xliff"], currentDirectory: folder.path)
            #expect(try Self.outcome(result) == Outcome(written: [], notWritten: [Self.catalogPath, "B/L.xcstrings"], blocked: true,
                                                        exitCode: 65))
            #expect(try folder.read(Self.catalogPath) == catalog)
        }
    }

    /// Legacy tables are listed with the catalogs.
    @Test func aStoppedLegacyImportListsNothingAsWritten() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportLegacyTests.english, to: "App/en.lproj/Localizable.strings")
            try folder.write(ImportLegacyTests.german, to: "App/de.lproj/Localizable.strings")
            try folder.write(ImportLegacyTests.xliff(ImportLegacyTests.unit("Add", "Hinzufügen") + "\n"
                + ImportLegacyTests.unit("Delete %@?", "löschen?")), to: "de.xliff")
            let strict = runCLI(["import", "--json", "--strict", "de.xliff"], currentDirectory: folder.path)
            #expect(try Self.outcome(strict) == Outcome(written: [], notWritten: ["App/de.lproj/Localizable.strings"], blocked: true,
                                                        exitCode: 1))
            #expect(try folder.read("App/de.lproj/Localizable.strings") == ImportLegacyTests.german)
            let plain = runCLI(["import", "--json", "de.xliff"], currentDirectory: folder.path)
            #expect(try Self.outcome(plain) == Outcome(written: ["App/de.lproj/Localizable.strings"], notWritten: [], exitCode: 1))
        }
    }
}
