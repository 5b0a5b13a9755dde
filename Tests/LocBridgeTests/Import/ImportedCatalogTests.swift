import Foundation
import Testing
@testable import LocBridge

/// Whether an import changes a catalog's file: a merge that changed a text says so; otherwise the
/// bytes the catalog would be written as are compared with the file's.
struct ImportedCatalogTests {
    static let json = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Fertig"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// Imports a one-unit XLIFF whose target is `target` into a catalog file holding `file`.
    static func importing(target: String, into file: String) throws -> ImportedCatalog {
        let root = NSTemporaryDirectory() + "/locbridge-imported-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(file.utf8).write(to: URL(fileURLWithPath: root + "/" + MergeFixture.catalogPath))
        let xliff = MergeFixture.xliff("""
                  <trans-unit id="Done" xml:space="preserve">
                    <source>Done</source>
                    <target state="translated">\(target)</target>
                  </trans-unit>
            """)
        var importer = Importer(projectRoot: root)
        for file in try XLIFFReader.read(Array(xliff.utf8), path: MergeFixture.xliffPath).document.files {
            importer.add(file, from: MergeFixture.xliffPath)
        }
        #expect(importer.diagnostics.isEmpty)
        return try #require(importer.catalogs.first)
    }

    static let changedUnit = """
              <trans-unit id="Done" xml:space="preserve">
                <source>Done</source>
                <target state="translated">Erledigt</target>
              </trans-unit>
        """

    /// Reading the catalog when its `<file>` starts changes nothing in what the import does or reports.
    @Test func aPreparedCatalogIsTheOneAddUses() throws {
        let root = NSTemporaryDirectory() + "/locbridge-prepared-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(Self.json.utf8).write(to: URL(fileURLWithPath: root + "/" + MergeFixture.catalogPath))
        let xliff = MergeFixture.xliff(Self.changedUnit)
        let file = try XLIFFReader.read(Array(xliff.utf8), path: MergeFixture.xliffPath).document.files[0]
        var plain = Importer(projectRoot: root)
        plain.add(file, from: MergeFixture.xliffPath)
        var prepared = Importer(projectRoot: root)
        prepared.prepare(original: MergeFixture.catalogPath)
        prepared.prepare(original: "Other/Unused.xcstrings")
        prepared.prepare(original: "../Outside.xcstrings")
        prepared.prepare(original: "App/en.lproj/Localizable.strings")
        #expect(prepared.catalogs.isEmpty)
        prepared.add(file, from: MergeFixture.xliffPath)
        #expect(prepared.catalogs.map(\.catalog) == plain.catalogs.map(\.catalog))
        #expect(prepared.catalogs.map(\.originalBytes) == plain.catalogs.map(\.originalBytes))
        #expect(prepared.reports == plain.reports)
        #expect(prepared.diagnostics.isEmpty)
    }

    /// A catalog that cannot be read is reported by `add`, at the unit, as without `prepare`.
    @Test func aMissingCatalogIsReportedByAdd() throws {
        let root = NSTemporaryDirectory() + "/locbridge-prepared-" + UUID().uuidString
        let file = try XLIFFReader.read(Array(MergeFixture.xliff(Self.changedUnit).utf8), path: MergeFixture.xliffPath)
            .document.files[0]
        var plain = Importer(projectRoot: root)
        plain.add(file, from: MergeFixture.xliffPath)
        var prepared = Importer(projectRoot: root)
        prepared.prepare(original: MergeFixture.catalogPath)
        prepared.add(file, from: MergeFixture.xliffPath)
        #expect(prepared.diagnostics.map(\.description) == plain.diagnostics.map(\.description))
        #expect(prepared.diagnostics.count == 1)
        #expect(prepared.hasFatalError)
    }

    @Test func aChangedTranslationChangesTheFile() throws {
        let catalog = try Self.importing(target: "Erledigt", into: Self.json)
        #expect(catalog.merged)
        #expect(catalog.isChanged)
        #expect(!CatalogWriter.writes(catalog.catalog, exactly: catalog.originalBytes))
    }

    @Test func anUnchangedImportLeavesAnXcodeFileAlone() throws {
        let catalog = try Self.importing(target: "Fertig", into: Self.json)
        #expect(!catalog.merged)
        #expect(!catalog.isChanged)
    }

    /// Nothing merged, but the file is not as Xcode writes it: the import writes it Xcode's way.
    @Test func anUnchangedImportStillRewritesAFileNotInXcodesLayout() throws {
        let catalog = try Self.importing(target: "Fertig", into: Self.json.replacingOccurrences(of: " : ", with: ": "))
        #expect(!catalog.merged)
        #expect(catalog.isChanged)
    }
}
