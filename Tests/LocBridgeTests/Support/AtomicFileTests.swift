import Foundation
import Testing
@testable import LocBridge

/// Leftovers of killed writes: removed by the next write when their writer is dead (no lock), kept while a
/// live process holds the lock.
struct AtomicFileTests {
    static func withFolder<T>(_ body: (String) throws -> T) throws -> T {
        let root = (NSTemporaryDirectory() + "/locbridge-atomic-tests-" + UUID().uuidString as NSString).standardizingPath
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return try body(root)
    }

    private static func entries(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// Holds `flock(LOCK_EX)` on `path` the way a live writer does, until the returned descriptor is closed.
    private static func holdLock(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        return descriptor
    }

    /// A staged file (inside a bundle's private staging folder) is new: written whole, readable by all,
    /// and never over an existing file or through a link planted where it goes.
    @Test func stagedFilesAreNewFilesOnly() throws {
        try Self.withFolder { folder in
            let old = umask(0o077)
            defer { umask(old) }
            try AtomicFile.writeStaged(Array("new".utf8), toFile: folder + "/a.json")
            AtomicFile.flushStaged()
            #expect(try FileBytes.read(folder + "/a.json") == Array("new".utf8))
            #expect(try (FileManager.default.attributesOfItem(atPath: folder + "/a.json")[.posixPermissions] as? Int) == 0o644)
            #expect(throws: FileError.self) { try AtomicFile.writeStaged(Array("again".utf8), toFile: folder + "/a.json") }
            try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: folder + "/target.json")
            #expect(throws: FileError.self) { try AtomicFile.writeStaged(Array("x".utf8), toFile: folder + "/link.json") }
            #expect(try Self.entries(folder) == ["a.json", "link.json"])
            #expect(try FileBytes.read(folder + "/a.json") == Array("new".utf8))
        }
    }

    /// A file another process replaced or changed after this run read it is not overwritten: the
    /// other run's work stays, and the write says why. One this run wrote itself may be written again.
    @Test func aFileChangedSinceItWasReadIsNotOverwritten() throws {
        try Self.withFolder { folder in
            let path = folder + "/L.xcstrings"
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
            _ = try FileBytes.read(path)
            try Data("theirs, longer".utf8).write(to: URL(fileURLWithPath: path))
            #expect(ReadVersions.hasChanged(path))
            #expect(throws: FileError.self) { try AtomicFile.write(Array("ours".utf8), toFile: path) }
            #expect(try FileBytes.read(path) == Array("theirs, longer".utf8))
            #expect(try Self.entries(folder) == ["L.xcstrings"])

            // Read again: now it is this version that writes are checked against.
            try AtomicFile.write(Array("ours".utf8), toFile: path)
            try AtomicFile.write(Array("ours again".utf8), toFile: path)
            #expect(try FileBytes.read(path) == Array("ours again".utf8))
        }
    }

    /// A change that keeps the inode, the size and (set back) the modification time is still seen: the
    /// inode's change time cannot be set back.
    @Test func anInPlaceChangeWithItsTimeSetBackIsSeen() throws {
        try Self.withFolder { folder in
            let path = folder + "/L.xcstrings"
            try Data("Hello".utf8).write(to: URL(fileURLWithPath: path))
            var before = stat()
            try #require(stat(path, &before) == 0)
            _ = try FileBytes.read(path)
            usleep(20_000)
            let handle = try #require(FileHandle(forUpdatingAtPath: path))
            handle.write(Data("Howdy".utf8))
            try handle.close()
            var times = [before.st_atim, before.st_mtim]
            try #require(utimensat(AT_FDCWD, path, &times, 0) == 0)
            #expect(ReadVersions.hasChanged(path))
            #expect(throws: FileError.self) { try AtomicFile.write(Array("ours".utf8), toFile: path) }
            #expect(try FileBytes.read(path) == Array("Howdy".utf8))
        }
    }

    /// A lock another process holds on the target is waited for, but not forever: after 10 s the write
    /// says why it gave up, and the file is as it was.
    @Test func aLockHeldByAnotherIsWaitedForAtMostTenSeconds() throws {
        try Self.withFolder { folder in
            let path = folder + "/L.xcstrings"
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
            let holder = open(path, O_RDONLY)
            try #require(holder >= 0 && flock(holder, LOCK_SH) == 0)
            defer { close(holder) }
            let started = Date()
            do {
                try AtomicFile.write(Array("new".utf8), toFile: path)
                Issue.record("the write did not give up")
            } catch {
                #expect((error as? FileError)?.reason == "another process has held a lock on it for 10 s; try again when it is done")
            }
            #expect(Date().timeIntervalSince(started) >= 9.9)
            #expect(try FileBytes.read(path) == Array("old".utf8))
            #expect(try Self.entries(folder) == ["L.xcstrings"])
        }
    }

    /// Only regular files are replaced: a FIFO (or a device node, or a link to one) stays what it is.
    @Test func aSpecialFileIsNotReplaced() throws {
        try Self.withFolder { folder in
            try #require(mkfifo(folder + "/out.xliff", 0o644) == 0)
            try FileManager.default.createSymbolicLink(atPath: folder + "/link.xliff", withDestinationPath: "out.xliff")
            for name in ["out.xliff", "link.xliff"] {
                #expect(throws: FileError.self) { try AtomicFile.write(Array("x".utf8), toFile: folder + "/" + name) }
            }
            var status = stat()
            try #require(stat(folder + "/out.xliff", &status) == 0)
            #expect(status.st_mode & S_IFMT == S_IFIFO)
            #expect(try Self.entries(folder) == ["link.xliff", "out.xliff"])
        }
    }

    /// A file nobody may write (a lock, a checkout not open for editing) is not replaced, though its
    /// folder allows it; root, which may write anything, is held to the mode too.
    @Test func aReadOnlyFileIsNotReplaced() throws {
        try Self.withFolder { folder in
            let path = folder + "/Localizable.xcstrings"
            try AtomicFile.write(Array("old".utf8), toFile: path)
            try #require(chmod(path, 0o444) == 0)
            do throws(FileError) {
                try AtomicFile.write(Array("new".utf8), toFile: path)
                Issue.record("a read-only file was replaced")
            } catch {
                #expect(error.reason == FileError.readOnlyReason && error.path == path)
            }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
            try #require(chmod(path, 0o644) == 0)
            try AtomicFile.write(Array("new".utf8), toFile: path)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        }
    }

    @Test func aWriteRemovesItsTargetsAbandonedTemporaryFiles() throws {
        try Self.withFolder { root in
            let stale = [".locbridge-tmp-Localizable.xcstrings.a1B2c3", ".locbridge-tmp-Localizable.xcstrings.Zz9Yy8"]
            for name in stale { try Data("half".utf8).write(to: URL(fileURLWithPath: root + "/" + name)) }
            // Another target's temporary file and names that only look alike are not this write's business.
            let others = [".locbridge-tmp-Other.xcstrings.a1B2c3", ".locbridge-tmp-Localizable.xcstrings.a1B2c3.bak",
                          "locbridge-tmp-Localizable.xcstrings.a1B2c3"]
            for name in others { try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/" + name)) }

            try AtomicFile.write(Array("new".utf8), toFile: root + "/Localizable.xcstrings")

            #expect(try Self.entries(root) == (others + ["Localizable.xcstrings"]).sorted())
            #expect(try String(contentsOfFile: root + "/Localizable.xcstrings", encoding: .utf8) == "new")
        }
    }

    /// A symbolic link stays one: the file it leads to gets the new bytes. A link to nothing is refused.
    @Test func aLinkIsFollowedAndKept() throws {
        try Self.withFolder { root in
            try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
            try Data("old".utf8).write(to: URL(fileURLWithPath: root + "/real/L.xcstrings"))
            try FileManager.default.createSymbolicLink(atPath: root + "/L.xcstrings", withDestinationPath: "real/L.xcstrings")

            try AtomicFile.write(Array("new".utf8), toFile: root + "/L.xcstrings")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/L.xcstrings") == "real/L.xcstrings")
            #expect(try String(contentsOfFile: root + "/real/L.xcstrings", encoding: .utf8) == "new")
            #expect(try Self.entries(root + "/real") == ["L.xcstrings"])

            try FileManager.default.createSymbolicLink(atPath: root + "/Gone.xcstrings", withDestinationPath: "real/Gone.xcstrings")
            #expect(throws: FileError.self) { try AtomicFile.write(Array("x".utf8), toFile: root + "/Gone.xcstrings") }
            #expect(!FileManager.default.fileExists(atPath: root + "/real/Gone.xcstrings"))
        }
    }

    /// The replaced file keeps its mode and, where this process may set it, its owner.
    @Test func modeAndOwnerAreKept() throws {
        try Self.withFolder { root in
            let path = root + "/L.xcstrings"
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
            chmod(path, 0o640)
            let changedOwner = getuid() == 0 && chown(path, 65534, 65534) == 0
            try AtomicFile.write(Array("new".utf8), toFile: path)
            var status = stat()
            try #require(stat(path, &status) == 0)
            #expect(status.st_mode & 0o7777 == 0o640)
            if changedOwner { #expect(status.st_uid == 65534 && status.st_gid == 65534) }
        }
    }

    @Test func aTemporaryFileLockedByALiveWriterIsKept() throws {
        try Self.withFolder { root in
            let busy = root + "/.locbridge-tmp-Localizable.xcstrings.q7W8e9"
            try Data("being written".utf8).write(to: URL(fileURLWithPath: busy))
            let holder = try Self.holdLock(busy)

            try AtomicFile.write(Array("one".utf8), toFile: root + "/Localizable.xcstrings")
            #expect(try Self.entries(root) == [".locbridge-tmp-Localizable.xcstrings.q7W8e9", "Localizable.xcstrings"])
            #expect(try String(contentsOfFile: busy, encoding: .utf8) == "being written")

            // Once its holder is gone (closing is what a kill does to the lock), the next write removes it.
            close(holder)
            try AtomicFile.write(Array("two".utf8), toFile: root + "/Localizable.xcstrings")
            #expect(try Self.entries(root) == ["Localizable.xcstrings"])
        }
    }

    /// A name too long for the temporary file's prefix and suffix (over 233 bytes of the 255 a name may
    /// have) still gets written: its temporary file carries as much of it as fits, cut between characters,
    /// and a killed run's one is still found and removed.
    @Test func aLongNameIsWrittenThroughAShortenedTemporaryName() throws {
        try Self.withFolder { root in
            // 250 bytes; 233 are left for the stem, and the 117th "é" would end at byte 234.
            let name = String(repeating: "é", count: 120) + ".xcstrings"
            #expect(AtomicFile.temporaryStem(name) == String(repeating: "é", count: 116))
            #expect(AtomicFile.temporaryStem("Short.xcstrings") == "Short.xcstrings")
            let abandoned = root + "/.locbridge-tmp-" + AtomicFile.temporaryStem(name) + ".a1B2c3"
            try Data("killed".utf8).write(to: URL(fileURLWithPath: abandoned))
            try AtomicFile.write(Array("new".utf8), toFile: root + "/" + name)
            #expect(try Self.entries(root) == [name])
            #expect(try FileBytes.read(root + "/" + name) == Array("new".utf8))
        }
    }

    /// The replaced file's extended attributes (tags, comments, an ACL) stay: a rename puts a new inode
    /// in its place, which starts with none.
    @Test func extendedAttributesAreKept() throws {
        try Self.withFolder { root in
            let path = root + "/L.xcstrings"
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
            let value = Array("red, review".utf8)
            let descriptor = open(path, O_RDWR)
            try #require(descriptor >= 0)
            #if canImport(Darwin)
            let set = fsetxattr(descriptor, "user.locbridge.tags", value, value.count, 0, 0)
            #else
            let setAttribute = try #require(GNUFunctions.fsetxattr)
            let set = value.withUnsafeBytes { setAttribute(descriptor, "user.locbridge.tags", $0.baseAddress, $0.count, 0) }
            #endif
            close(descriptor)
            // A file system without user attributes has nothing to keep.
            guard set == 0 else { return }
            try AtomicFile.write(Array("new".utf8), toFile: path)
            #expect(try FileBytes.read(path) == Array("new".utf8))
            #expect(ExtendedAttributes.names(of: path) == ["user.locbridge.tags"])
            #expect(ExtendedAttributes.value(of: "user.locbridge.tags", at: path) == value)
        }
    }

    @Test func withAbandonedRunsOnlyWhenNobodyHoldsTheLock() throws {
        try Self.withFolder { root in
            let path = root + "/file"
            try Data().write(to: URL(fileURLWithPath: path))
            let holder = try Self.holdLock(path)
            #expect(AtomicFile.withAbandoned(path) {} == false)
            close(holder)
            #expect(AtomicFile.withAbandoned(path) {} == true)
            #expect(AtomicFile.withAbandoned(root + "/missing") {} == false)
        }
    }

    @Test func exportRemovesAbandonedStagingAndRestoresABundleMovedAside() throws {
        try Self.withFolder { root in
            let manager = FileManager.default
            let staging = root + "/.locbridge-tmp-de.xcloc-1111"
            let busyStaging = root + "/.locbridge-tmp-de.xcloc-2222"
            let aside = root + "/de.xcloc-.locbridge-tmp-3333"
            for folder in [staging, busyStaging, aside, root + "/fr.xcloc-.locbridge-tmp-4444"] {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try Data("old".utf8).write(to: URL(fileURLWithPath: aside + "/contents.json"))
            let holder = try Self.holdLock(busyStaging)
            defer { close(holder) }

            // Killed between moving the old bundle aside and moving the new one in: the old one comes back.
            ExportOutput.removeStaleStaging(for: root + "/de.xcloc", in: root)

            #expect(try Self.entries(root) == [".locbridge-tmp-de.xcloc-2222", "de.xcloc", "fr.xcloc-.locbridge-tmp-4444"])
            #expect(try String(contentsOfFile: root + "/de.xcloc/contents.json", encoding: .utf8) == "old")

            // With the bundle in place, a moved-aside copy is just removed.
            try manager.createDirectory(atPath: aside, withIntermediateDirectories: true)
            ExportOutput.removeStaleStaging(for: root + "/de.xcloc", in: root)
            #expect(try Self.entries(root) == [".locbridge-tmp-de.xcloc-2222", "de.xcloc", "fr.xcloc-.locbridge-tmp-4444"])
        }
    }

    /// A new bundle takes the old one's place in one step (Linux), so no moment is without a bundle.
    @Test func foldersAreExchangedInOneStep() throws {
        try Self.withFolder { root in
            let manager = FileManager.default
            try manager.createDirectory(atPath: root + "/new", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: root + "/old", withIntermediateDirectories: true)
            try Data("n".utf8).write(to: URL(fileURLWithPath: root + "/new/n.txt"))
            try Data("o".utf8).write(to: URL(fileURLWithPath: root + "/old/o.txt"))
            #if os(Linux)
            #expect(FolderExchange.exchange(root + "/new", root + "/old"))
            #expect(try Self.entries(root + "/old") == ["n.txt"])
            #expect(try Self.entries(root + "/new") == ["o.txt"])
            #endif
            // Nothing to exchange with: refused, nothing moved.
            #expect(!FolderExchange.exchange(root + "/new", root + "/missing"))
            #expect(try Self.entries(root) == ["new", "old"])
        }
    }

    /// What an interrupting signal's handler does to a bundle's staging folder: every registered file,
    /// then every folder deepest first, with only `unlink` and `rmdir`; paths not written yet are
    /// passed over, and a folder no longer registered is left alone.
    @Test func aRegisteredStagingFolderIsRemovedByTheSignalHandlersWork() throws {
        try Self.withFolder { root in
            let staging = root + "/.locbridge-tmp-de.xcloc-1"
            let files = ["contents.json", "Localized Contents/de.xliff", "Source Contents/App/Sub/L.xcstrings",
                         "Source Contents/App/M.xcstrings"]
            let slot = PendingTemporaries.addFolder(staging, files: files)
            defer { PendingTemporaries.removeFolder(slot) }
            // Written so far: all but the last file.
            for file in files.dropLast() {
                let path = staging + "/" + file
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data("x".utf8).write(to: URL(fileURLWithPath: path))
            }
            let kept = root + "/.locbridge-tmp-fr.xcloc-2"
            let done = PendingTemporaries.addFolder(kept, files: ["contents.json"])
            try FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: kept + "/contents.json"))
            PendingTemporaries.removeFolder(done)

            removePendingFolders()
            #expect(try Self.entries(root) == [".locbridge-tmp-fr.xcloc-2"])
            #expect(try Self.entries(kept) == ["contents.json"])
        }
    }
}
