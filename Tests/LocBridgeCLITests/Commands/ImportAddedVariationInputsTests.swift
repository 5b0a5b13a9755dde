import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// Two files of one import for one catalog and language: one adds a `device.mac` variation beside the
/// plain German text, the other revises that text. The edits are about different devices, so both go
/// in, in either order, and the messages name the text the catalog ends with (QA).
@Suite struct ImportAddedVariationInputsTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Hello" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hallo"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let merged = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Hello" : {
              "localizations" : {
                "de" : {
                  "variations" : {
                    "device" : {
                      "mac" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Hallo Mac"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Servus"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// The plain unit untouched (line 5) and an added `device.mac` (line 6); `other` adds a unit for that branch.
    static func addingMac(other: String? = nil) -> String {
        var units = ImportPlainUnitTests.unit("Hello", "Hello", "Hallo") + "\n"
            + ImportPlainUnitTests.unit("Hello|==|device.mac", "Hello", "Hallo Mac")
        if let other { units += "\n" + ImportPlainUnitTests.unit("Hello|==|device.other", "Hello", other) }
        return ImportCommandTests.xliff(units)
    }

    static let revised = ImportCommandTests.xliff(ImportPlainUnitTests.unit("Hello", "Hello", "Servus"))

    static func run(_ inputs: [String], mac: String = addingMac()) throws -> (result: CLIResult, catalog: String) {
        try TemporaryFolder.with { folder in
            try folder.write(catalog, to: "App/Localizable.xcstrings")
            try folder.write(mac, to: "mac.xliff")
            try folder.write(revised, to: "revised.xliff")
            let result = runCLI(["import"] + inputs, currentDirectory: folder.path)
            return (result, try folder.read("App/Localizable.xcstrings"))
        }
    }

    @Test func theRevisionAfterTheAddedVariationReplacesTheKeptText() throws {
        let (result, catalog) = try Self.run(["mac.xliff", "revised.xliff"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(catalog == Self.merged)
        #expect(result.stderr == """
            mac.xliff:6:1: warning: "Hello" had one de translation for all devices ("Hallo"); it was kept as the "other" variation \
            beside the device variations from the XLIFF
            revised.xliff:5:1: note: "Hello": this file's text replaces "Hallo", which the unit at mac.xliff:6 kept as the "other" \
            branch beside the variations it added

            """)
    }

    /// Before, the added variation was refused as disagreeing with the revision (exit 1).
    @Test func theAddedVariationAfterTheRevisionKeepsIt() throws {
        let (result, catalog) = try Self.run(["revised.xliff", "mac.xliff"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(catalog == Self.merged)
        #expect(result.stderr == """
            mac.xliff:5:1: note: "Hello": this file has the text from before the import, and the unit at revised.xliff:5 changed it; \
            that change stays
            mac.xliff:6:1: warning: "Hello" had one de translation for all devices ("Servus"); it was kept as the "other" variation \
            beside the device variations from the XLIFF

            """)
    }

    /// A file that also translates the `other` branch does disagree with the revision: refused either way.
    @Test func anOtherBranchAgainstTheRevisionIsStillRefused() throws {
        let mac = Self.addingMac(other: "Hallo anders")
        for inputs in [["mac.xliff", "revised.xliff"], ["revised.xliff", "mac.xliff"]] {
            let (result, _) = try Self.run(inputs, mac: mac)
            #expect(result.exitCode == 1, "\(inputs)")
            #expect(result.stderr.contains("the two units disagree"), "\(inputs): \(result.stderr)")
        }
    }

    /// A third file that changes the branch again disagrees with the second, not with the kept text.
    @Test func aThirdFileDisagreesWithTheRevisionNotTheKeptText() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write(Self.addingMac(), to: "mac.xliff")
            try folder.write(Self.revised, to: "revised.xliff")
            try folder.write(ImportCommandTests.xliff(ImportPlainUnitTests.unit("Hello", "Hello", "Grüß Gott")), to: "third.xliff")
            let result = runCLI(["import", "mac.xliff", "revised.xliff", "third.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 1)
            #expect(result.stderr.contains("""
                third.xliff:5:1: error: refused "Hello" (Hello|==|device.other): the unit at revised.xliff:5 changed it too, to another text
                """), "\(result.stderr)")
            #expect(try folder.read("App/Localizable.xcstrings") == Self.merged)
        }
    }

    static func file(_ units: [(id: String, target: String)], source: String = "Hello") -> String {
        ImportCommandTests.xliff(units.map { ImportPlainUnitTests.unit($0.id, source, $0.target) }.joined(separator: "\n"))
    }

    /// Each input's `other` branch as the import left it, and the exit status.
    static func other(importing files: [String: String], in order: [String], key: String = "Hello") throws -> (exitCode: Int32, other: String?) {
        try TemporaryFolder.with { folder in
            try folder.write(catalog.replacingOccurrences(of: "\"Hello\"", with: "\"\(key)\""), to: "App/Localizable.xcstrings")
            for (name, text) in files { try folder.write(text, to: name) }
            let result = runCLI(["import"] + order, currentDirectory: folder.path)
            let written = try CatalogReader.read(Array(try folder.read("App/Localizable.xcstrings").utf8), path: "").catalog
            let german = written.strings[key]?.localizations?["de"]
            return (result.exitCode, german?.variations?.device?[.other]?.stringUnit?.value ?? german?.stringUnit?.value)
        }
    }

    /// Imports `files` in each of `orders` into a fresh catalog: each ends with `exitCode` and `other`.
    static func expect(_ files: [String: String], in orders: [[String]], key: String = "Hello", exitCode: Int32, other: String,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for order in orders {
            let outcome = try Self.other(importing: files, in: order, key: key)
            #expect(outcome.exitCode == exitCode, "\(order)", sourceLocation: sourceLocation)
            #expect(outcome.other == other, "\(order)", sourceLocation: sourceLocation)
        }
    }

    /// A revision made by the input that also split the text is that input's change in the `other` branch,
    /// not a kept text: a later, different revision disagrees with it (QA: it overruled it silently).
    @Test func aRevisionBesideTheSplitIsNotOverruled() throws {
        let files = [
            "both.xliff": Self.file([("Hello|==|device.mac", "Hallo Mac"), ("Hello", "Servus")]),
            "revised.xliff": Self.file([("Hello", "Servus")]),
            "mac.xliff": Self.file([("Hello|==|device.mac", "Hallo Mac"), ("Hello", "Hallo")]),
            "other.xliff": Self.file([("Hello", "Grüß Gott")]),
        ]
        try Self.expect(files, in: [["both.xliff", "other.xliff"], ["revised.xliff", "mac.xliff", "other.xliff"],
                                    ["mac.xliff", "revised.xliff", "other.xliff"]], exitCode: 1, other: "Servus")
    }

    /// An earlier revision, then one input's split, then an untouched export with the added variation:
    /// the revision stays, every variation goes in (QA: the untouched text undid the revision, or the last
    /// variation was refused).
    @Test func anUntouchedExportAfterASplitKeepsTheRevision() throws {
        let files = [
            "revised.xliff": Self.file([("Hello", "Servus")]),
            "ipad.xliff": Self.file([("Hello|==|device.ipad", "Hallo iPad")]),
            "mac.xliff": Self.file([("Hello|==|device.mac", "Hallo Mac"), ("Hello", "Hallo")]),
        ]
        try Self.expect(files, in: [["revised.xliff", "ipad.xliff", "mac.xliff"]], exitCode: 0, other: "Servus")
    }

    /// A variation with plural forms of its own, beside a revised plain text: each of its forms goes in.
    @Test func anAddedVariationWithFormsGoesInWhole() throws {
        let key = "%lld items"
        let files = [
            "revised.xliff": Self.file([(key, "%lld Dinge")], source: key),
            "mac.xliff": Self.file([(key + "|==|device.mac.plural.one", "%lld Ding (Mac)"),
                                    (key + "|==|device.mac.plural.other", "%lld Dinge (Mac)")], source: key),
        ]
        try Self.expect(files, in: [["revised.xliff", "mac.xliff"], ["mac.xliff", "revised.xliff"]], key: key, exitCode: 0,
                        other: "%lld Dinge")
    }

    /// An added `other` branch alone takes the place of the plain text: an untouched export after it keeps
    /// it, with a note, as in the other order (QA: refused as a disagreement).
    @Test func anUntouchedExportAfterAnAddedOtherBranchKeepsIt() throws {
        let files = [
            "other.xliff": Self.file([("Hello|==|device.other", "Servus")]),
            "untouched.xliff": Self.file([("Hello", "Hallo")]),
        ]
        try Self.expect(files, in: [["other.xliff", "untouched.xliff"], ["untouched.xliff", "other.xliff"]], exitCode: 0,
                        other: "Servus")
    }

    /// A file that only confirms the text (a reviewer's `translated` over `needs_review`) does not make a
    /// later revision a disagreement: it goes in, with a note, as in the other order (QA: refused, with a
    /// message saying the first file changed the text).
    @Test func aRevisionAfterAConfirmationGoesIn() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog.replacingOccurrences(of: #""state" : "translated""#, with: #""state" : "needs_review""#),
                             to: "App/Localizable.xcstrings")
            try folder.write(Self.file([("Hello", "Hallo")]), to: "confirmed.xliff")
            try folder.write(Self.revised, to: "revised.xliff")
            let result = runCLI(["import", "confirmed.xliff", "revised.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(result.stderr == """
                revised.xliff:5:1: note: "Hello": this file's text replaces "Hallo", which the unit at confirmed.xliff:5 only \
                confirmed (a change of its state)

                """)
            #expect(try folder.read("App/Localizable.xcstrings").contains(#""value" : "Servus""#))
        }
    }
}
