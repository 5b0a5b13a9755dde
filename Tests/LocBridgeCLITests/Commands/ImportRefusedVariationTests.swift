import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// Variations a translator adds that the app could never use are refused, whatever the source's shape
/// (QA, from a fuzzer): a device variation of an App Shortcuts phrase set (written beside the phrases, it
/// made a catalog export refuses), and plural forms of a text with no number under a source that varies by
/// device.
@Suite struct ImportRefusedVariationTests {
    static func run(catalog: String, units: String) throws -> (result: CLIResult, unchanged: Bool) {
        try TemporaryFolder.with { folder in
            try folder.write(catalog, to: "App/Localizable.xcstrings")
            try folder.write(ImportCommandTests.xliff(units), to: "de.xliff")
            let result = runCLI(["import", "de.xliff"], currentDirectory: folder.path)
            return (result, try folder.read("App/Localizable.xcstrings") == catalog)
        }
    }

    @Test func aVariationOfAPhraseSetIsRefused() throws {
        let catalog = #"""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "Open ${applicationName}" : { "localizations" : {
              "en" : { "stringSet" : { "state" : "translated", "values" : [ "Open ${applicationName}" ] } } } } } }
            """#
        let units = ImportPlainUnitTests.unit("Open ${applicationName}|==|device.mac", "Open ${applicationName}",
                                              "Öffne ${applicationName}")
        let (result, unchanged) = try Self.run(catalog: catalog, units: units)
        #expect(result.exitCode == 1)
        #expect(unchanged)
        #expect(result.stderr.contains("""
            de.xliff:5:1: error: refused "Open ${applicationName}" (Open ${applicationName}|==|device.mac): the key is a set of \
            App Shortcut phrases, which has no device or plural variations
            """), "\(result.stderr)")
    }

    @Test func pluralFormsOfATextWithoutANumberAreRefusedUnderDevices() throws {
        let catalog = #"""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "Open" : { "localizations" : { "en" : { "variations" : {
              "device" : { "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to open" } },
                           "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open" } } } } } } } } }
            """#
        for id in ["Open|==|plural.one", "Open|==|device.iphone.plural.one"] {
            let (result, unchanged) = try Self.run(catalog: catalog, units: ImportPlainUnitTests.unit(id, "Tap to open", "Zum Öffnen tippen"))
            #expect(result.exitCode == 1, "\(id)")
            #expect(unchanged, "\(id)")
            #expect(result.stderr.contains("""
                it adds a plural form to "Tap to open", which has no number (no format specifier) for the form to depend on
                """), "\(id): \(result.stderr)")
        }
    }
}
