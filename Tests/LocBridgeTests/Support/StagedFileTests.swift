import Foundation
import Testing
@testable import LocBridge

/// `AtomicFile.stage` and `commit`: files written beside their places and renamed in one batch.
struct StagedFileTests {
    private static func withFolder<T>(_ body: (String) throws -> T) throws -> T { try AtomicFileTests.withFolder(body) }

    private static func stage(_ text: String, _ path: String, creatingFolder: Bool = false) throws -> StagedFile {
        try AtomicFile.stage(toFile: path, creatingFolder: creatingFolder) { emit in Array(text.utf8).withUnsafeBytes { emit($0) } }
    }

    private static func read(_ path: String) throws -> String { String(decoding: try FileBytes.read(path), as: UTF8.self) }

    /// Nothing is in place until the commit, and then all of it is.
    @Test func aBatchAppearsAtTheCommit() throws {
        try Self.withFolder { folder in
            try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/a.txt"))
            let staged = [try Self.stage("new a", folder + "/a.txt"), try Self.stage("new b", folder + "/b.txt")]
            #expect(try Self.read(folder + "/a.txt") == "old")
            #expect(!FileManager.default.fileExists(atPath: folder + "/b.txt"))
            try AtomicFile.commit(staged)
            #expect(staged.allSatisfy { $0.isCommitted })
            #expect(try Self.read(folder + "/a.txt") == "new a")
            #expect(try Self.read(folder + "/b.txt") == "new b")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.txt", "b.txt"])
        }
    }

    /// A file another process creates where a new one was staged is kept, and the batch stops before any
    /// rename (QA: two imports creating one `de.lproj` file each lost the other's translations).
    @Test func aFileCreatedMeanwhileIsKept() throws {
        try Self.withFolder { folder in
            try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/a.txt"))
            let staged = [try Self.stage("new a", folder + "/a.txt"), try Self.stage("new b", folder + "/b.txt")]
            try Data("theirs".utf8).write(to: URL(fileURLWithPath: folder + "/b.txt"))
            let error = #expect(throws: FileError.self) { try AtomicFile.commit(staged) }
            #expect(error?.reason == "another process created it while locbridge was writing it; its contents are kept: run again "
                + "to merge into it")
            staged.reversed().forEach { $0.discard() }
            #expect(try Self.read(folder + "/a.txt") == "old")
            #expect(try Self.read(folder + "/b.txt") == "theirs")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.txt", "b.txt"])
        }
    }

    /// Discarded last staged first, the folders made for the batch go too, though a later file was
    /// staged in a folder made for an earlier one (QA: the folder was left).
    @Test func discardingRemovesTheFoldersMade() throws {
        try Self.withFolder { folder in
            let staged = [try Self.stage("a", folder + "/App/de.lproj/L.strings", creatingFolder: true),
                          try Self.stage("b", folder + "/App/de.lproj/L.stringsdict", creatingFolder: true)]
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/App/de.lproj").count == 2)
            staged.reversed().forEach { $0.discard() }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        }
    }

    /// A file the run found absent when it read the project, there by the time it writes, was created by
    /// another process: kept (QA: created while the XLIFF was still being parsed, it was overwritten).
    @Test func aFileThatMustBeNewIsNotReplaced() throws {
        try Self.withFolder { folder in
            try Data("theirs".utf8).write(to: URL(fileURLWithPath: folder + "/b.txt"))
            let error = #expect(throws: FileError.self) {
                try AtomicFile.stage(toFile: folder + "/b.txt", mustBeNew: true) { emit in Array("ours".utf8).withUnsafeBytes { emit($0) } }
            }
            #expect(error?.reason == AtomicFile.createdMeanwhileReason)
            #expect(try Self.read(folder + "/b.txt") == "theirs")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["b.txt"])
        }
    }

    /// A folder path that cannot be made leaves none of the levels it made (QA: `--output a/b/c` with a
    /// file standing at `c` left `a` and `b`).
    @Test func aFolderThatCannotBeMadeLeavesNoLevels() throws {
        try Self.withFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/a", withIntermediateDirectories: false)
            #expect(throws: FileError.self) { try Folder.create(folder + "/a/b/c/" + String(repeating: "x", count: 300) + "/d") }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/a").isEmpty)
        }
    }
}
