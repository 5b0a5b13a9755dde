import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// A plain German translation of an English plural is one unit in the export (as Xcode makes it);
/// files from earlier versions offered it as the target of each plural form. Either kind of file, in
/// any order and again, keeps what the translator did.
@Suite struct ImportPlainUnitTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "songs" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%lld Lieder"
                  }
                },
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld song"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld songs"
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

    static func unit(_ id: String, _ source: String, _ target: String) -> String {
        #"<trans-unit id="\#(id)"><source>\#(source)</source><target state="translated">\#(target)</target></trans-unit>"#
    }

    static let plain = unit("songs", "%lld songs", "%lld Lieder")
    /// The same plain text as an earlier version offered it, in each plural form.
    static let offered = unit("songs|==|plural.one", "%lld song", "%lld Lieder") + "\n" + unit("songs|==|plural.other", "%lld songs", "%lld Lieder")

    /// A revision of the plain unit, then an untouched file of the earlier kind: the revision stays (a
    /// note for each offered form), as for two files of one kind.
    @Test func anUntouchedEarlierFileKeepsTheRevision() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write(ImportCommandTests.xliff(Self.unit("songs", "%lld songs", "%lld Songs")), to: "revised.xliff")
            try folder.write(ImportCommandTests.xliff(Self.offered), to: "old.xliff")
            let result = runCLI(["import", "revised.xliff", "old.xliff"], currentDirectory: folder.path)
            #expect(result.exitCode == 0)
            #expect(result.stderr.split(separator: "\n").filter { $0.contains("that change stays") }.count == 2, "\(result.stderr)")
            #expect(try folder.read("App/Localizable.xcstrings") == Self.catalog.replacingOccurrences(of: "%lld Lieder", with: "%lld Songs"))
        }
    }

    /// A translator who adds a form beside the plain unit splits the plain text; the same file again
    /// (or an untouched export from before the split) changes nothing: the plain unit is the `other` form.
    @Test func thePlainUnitBesideAnAddedFormImportsAgain() throws {
        try TemporaryFolder.with { folder in
            try folder.write(Self.catalog, to: "App/Localizable.xcstrings")
            try folder.write(ImportCommandTests.xliff(Self.plain + "\n" + Self.unit("songs|==|plural.one", "%lld song", "%lld Lied")),
                             to: "added.xliff")
            try folder.write(ImportCommandTests.xliff(Self.plain), to: "untouched.xliff")
            #expect(runCLI(["import", "added.xliff"], currentDirectory: folder.path).exitCode == 0)
            let split = try folder.read("App/Localizable.xcstrings")
            #expect(split.contains(#""value" : "%lld Lied""#))
            for input in ["added.xliff", "untouched.xliff"] {
                let again = runCLI(["import", input], currentDirectory: folder.path)
                #expect(again.exitCode == 0, "\(input): \(again.stderr)")
                #expect(again.stdout.hasPrefix("App/Localizable.xcstrings [de]: "), "\(input)")
                #expect(!again.stdout.contains("updated"), "\(input): \(again.stdout)")
                #expect(try folder.read("App/Localizable.xcstrings") == split, "\(input)")
            }
        }
    }
}
