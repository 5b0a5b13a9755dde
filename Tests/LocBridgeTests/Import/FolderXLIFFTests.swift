import Foundation
import Testing
@testable import LocBridge

/// `FolderXLIFF`: what a folder holds directly that folder searches leave out, and the globs naming it.
@Suite struct FolderXLIFFTests {
    @Test func listsXLIFFFilesAndBundlesDirectlyInTheFolder() throws {
        let root = (NSTemporaryDirectory() + "/locbridge-folder-xliff-" + UUID().uuidString as NSString).standardizingPath
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        // A bundle counts when its Localized Contents holds an XLIFF file: not `empty.xcloc`, nor the
        // `__MACOSX` copy of one that unzipping leaves, with only `._` files.
        for folder in ["fr.xcloc/Localized Contents", "empty.xcloc", "notes", "deeper/x.xcloc", "odd.xliff", "meta.xcloc/Localized Contents"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["de.xliff", "ja.XLF", ".hidden.xliff", "readme.txt", "xcloc", "deeper/ru.xliff", "fr.xcloc/Localized Contents/fr.xliff",
                     "meta.xcloc/Localized Contents/._fr.xliff"] {
            #expect(manager.createFile(atPath: root + "/" + file, contents: Data()))
        }
        let found = FolderXLIFF(folder: root)
        #expect(found == FolderXLIFF(files: ["de.xliff", "ja.XLF"], bundles: ["fr.xcloc"]))
        #expect(found.counts == ["2 XLIFF files", "1 .xcloc bundle"])
        #expect(found.globs == ["*.xliff", "*.XLF", "*.xcloc"])
        #expect(FolderXLIFF(folder: root + "/notes").isEmpty)
        #expect(FolderXLIFF(folder: root + "/missing").isEmpty)
    }

    @Test func globsAreOnePerExtension() {
        let found = FolderXLIFF(files: ["ar.xliff", "de.xliff", "fr.xlf"], bundles: ["a.xcloc", "b.xcloc"])
        #expect(found.globs == ["*.xliff", "*.xlf", "*.xcloc"])
        #expect(found.counts == ["3 XLIFF files", "2 .xcloc bundles"])
        #expect(FolderXLIFF(files: ["de.xliff"], bundles: []).counts == ["1 XLIFF file"])
    }
}
