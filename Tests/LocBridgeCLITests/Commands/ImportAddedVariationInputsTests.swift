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
}
