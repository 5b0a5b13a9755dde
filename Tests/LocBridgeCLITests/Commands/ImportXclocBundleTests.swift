import Foundation
import Testing
@testable import LocBridge

/// An `.xcloc` bundle as translators return it: renamed, named with a trailing slash, with a
/// `contents.json` in a tool's spelling, or unzipped beside macOS's `__MACOSX` folder (QA).
struct ImportXclocBundleTests {
    static let unit = #"<trans-unit id="Done"><source>Done</source><target>Erledigt</target></trans-unit>"#

    static func bundle(in folder: TemporaryFolder, named name: String, locale: String?, language: String = "de") throws {
        let xliff = ImportCommandTests.xliff(unit).replacingOccurrences(of: #"target-language="de""#, with: "target-language=\"\(language)\"")
        try folder.write(xliff, to: name + "/Localized Contents/de.xliff")
        if let locale { try folder.write(#"{"targetLocale":"\#(locale)","version":"1.0"}"#, to: name + "/contents.json") }
    }

    /// Any folder with a Localized Contents is imported as a bundle, so its contents.json is checked
    /// whatever the folder's name or the path's spelling (it was checked only for `….xcloc/`).
    @Test func contentsAreCheckedWhateverTheBundleIsCalled() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportCommandTests.catalog, to: "App/Localizable.xcstrings")
            for (name, path) in [("returned", "returned"), ("DE.XCLOC", "DE.XCLOC"), ("de.xcloc", "de.xcloc//"), ("x.xcloc", "x.xcloc/.")] {
                try Self.bundle(in: folder, named: name, locale: "fr")
                let result = runCLI(["import", "--dry-run", path], currentDirectory: folder.path)
                #expect(result.exitCode == 0)
                let shown = path.hasSuffix("/.") ? String(path.dropLast(2)) : path.hasSuffix("//") ? String(path.dropLast(2)) : path
                #expect(result.stderr == "\(shown)/Localized Contents/de.xliff:3:1: warning: \(shown)/contents.json has targetLocale "
                    + "\"fr\" but <file original=\"App/Localizable.xcstrings\"> has target-language \"de\"; its translations go "
                    + "to de, as the XLIFF says\n", "\(path)")
            }
        }
    }

    /// A bundle with two XLIFF files and no contents.json is warned about once; a contents.json that is
    /// a folder is said to be one, not "missing".
    @Test func aBundlesContentsAreWarnedAboutOnce() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportCommandTests.catalog, to: "App/Localizable.xcstrings")
            try Self.bundle(in: folder, named: "de.xcloc", locale: nil)
            try folder.write(ImportCommandTests.xliff(Self.unit), to: "de.xcloc/Localized Contents/more.xliff")
            let missing = runCLI(["import", "--dry-run", "de.xcloc"], currentDirectory: folder.path)
            #expect(missing.exitCode == 0)
            #expect(missing.stderr == "warning: de.xcloc/contents.json is missing; the bundle's XLIFF is imported as it is\n")
            try FileManager.default.createDirectory(atPath: folder.path + "/de.xcloc/contents.json", withIntermediateDirectories: true)
            #expect(runCLI(["import", "--dry-run", "de.xcloc"], currentDirectory: folder.path).stderr
                    == "warning: de.xcloc/contents.json: is a folder, not a file; the bundle's XLIFF is imported as it is\n")
        }
    }

    /// A contents.json that disagrees with a bundle of several `<file>`s and XLIFF files is said once.
    @Test func aDisagreeingContentsIsSaidOncePerBundle() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportCommandTests.catalog, to: "App/Localizable.xcstrings")
            try folder.write(ImportCommandTests.catalog, to: "App/Other.xcstrings")
            let two = ImportCommandTests.xliff(Self.unit).replacingOccurrences(of: "</xliff>", with: "")
                + ImportCommandTests.xliff(Self.unit, original: "App/Other.xcstrings").components(separatedBy: "version=\"1.2\">\n")[1]
            try folder.write(two, to: "de.xcloc/Localized Contents/de.xliff")
            try folder.write(two, to: "de.xcloc/Localized Contents/more.xliff")
            try folder.write(#"{"targetLocale":"fr","version":"1.0"}"#, to: "de.xcloc/contents.json")
            let result = runCLI(["import", "--dry-run", "de.xcloc"], currentDirectory: folder.path)
            #expect(result.stderr == "de.xcloc/Localized Contents/de.xliff:3:1: warning: de.xcloc/contents.json has targetLocale \"fr\" "
                + "but <file original=\"App/Localizable.xcstrings\"> has target-language \"de\"; its translations go to de, as the "
                + "XLIFF says\n")
        }
    }

    /// A Localized Contents that is a file or a dangling link is said to be, not as a missing folder.
    @Test func aLocalizedContentsThatIsNoFolderIsSaidAsSuch() throws {
        try TemporaryFolder.with { folder in
            try folder.write("x", to: "de.xcloc/Localized Contents")
            #expect(runCLI(["import", "de.xcloc/"], currentDirectory: folder.path).stderr
                    == "error: de.xcloc/Localized Contents: is not a folder, so this .xcloc bundle has no translations to read\n")
            try FileManager.default.removeItem(atPath: folder.path + "/de.xcloc/Localized Contents")
            try FileManager.default.createSymbolicLink(atPath: folder.path + "/de.xcloc/Localized Contents", withDestinationPath: "gone")
            #expect(runCLI(["import", "de.xcloc"], currentDirectory: folder.path).stderr
                    == "error: de.xcloc/Localized Contents is a symbolic link to gone, which does not exist\n")
        }
    }

    /// `--map-language` reads contents.json's targetLocale as it reads the XLIFF's target-language: a
    /// bundle saying `de-DE` in both agrees when mapped to `de`. A real mismatch quotes the XLIFF as written.
    @Test func mappedLanguagesAreComparedAsMapped() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportCommandTests.catalog, to: "App/Localizable.xcstrings")
            try Self.bundle(in: folder, named: "de.xcloc", locale: "de-DE", language: "de-DE")
            let agreeing = runCLI(["import", "--dry-run", "--map-language", "de-DE=de", "de.xcloc"], currentDirectory: folder.path)
            #expect(agreeing.exitCode == 0)
            #expect(agreeing.stderr == "")
            #expect(agreeing.stdout.hasPrefix("App/Localizable.xcstrings [de]: 1 updated"))
            try Self.bundle(in: folder, named: "de.xcloc", locale: "fr", language: "de-DE")
            #expect(runCLI(["import", "--dry-run", "--map-language", "de-DE=de", "de.xcloc"], currentDirectory: folder.path).stderr
                    == "de.xcloc/Localized Contents/de.xliff:3:1: warning: de.xcloc/contents.json has targetLocale \"fr\" but "
                    + "<file original=\"App/Localizable.xcstrings\"> has target-language \"de-DE\"; its translations go to de, "
                    + "as the XLIFF says\n")
        }
    }

    /// Unzipping a bundle zipped on a Mac leaves `__MACOSX/de.xcloc` with only `._` files beside it:
    /// `import returned/*` says what that folder is, and no hint sends the user into it.
    @Test func macOSZipMetadataIsSaidAsSuch() throws {
        try TemporaryFolder.with { folder in
            try folder.write(ImportCommandTests.catalog, to: "App/Localizable.xcstrings")
            try Self.bundle(in: folder, named: "returned/de.xcloc", locale: "de")
            try folder.write("\u{0}\u{5}\u{16}\u{7}", to: "returned/__MACOSX/de.xcloc/Localized Contents/._de.xliff")
            let result = runCLI(["import", "returned/__MACOSX", "returned/de.xcloc"], currentDirectory: folder.path)
            #expect(result.exitCode == 65)
            #expect(result.stderr == "error: returned/__MACOSX: is the folder of macOS metadata (._ files) that unzipping an archive "
                + "made on a Mac leaves beside its contents, not an .xcloc bundle; leave it out (the bundles are beside it)\n")
            #expect(FolderXLIFF(folder: folder.path + "/returned/__MACOSX").isEmpty)
            #expect(FolderXLIFF(folder: folder.path + "/returned").bundles == ["de.xcloc"])
        }
    }
}
