#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's new contents, written and flushed beside it under a temporary name and locked
/// (`AtomicFile.stage`), waiting for `AtomicFile.commit` to rename it over the file. Discarded (the
/// temporary file and any folder made for it removed) when dropped uncommitted.
public final class StagedFile {
    /// The file it replaces, links followed.
    public let path: String
    let temporaryPath: String
    private let descriptor: Int32
    private let pending: Int?
    /// Folders made to hold the file, outermost first: removed again when it is discarded.
    private let madeFolders: [String]
    /// Whether the file did not exist when it was staged: then it is created, and one another process
    /// created meanwhile is not replaced.
    let isNew: Bool
    /// The signal handler's record of `madeFolders` (`PendingTemporaries.addMadeFolders`).
    private let folderSlot: Int?
    private var isOpen = true
    /// Whether `AtomicFile.commit` put it in place.
    public private(set) var isCommitted = false

    init(path: String, temporaryPath: String, descriptor: Int32, pending: Int?, madeFolders: [String], folderSlot: Int?,
         isNew: Bool) {
        self.isNew = isNew
        self.path = path
        self.temporaryPath = temporaryPath
        self.descriptor = descriptor
        self.pending = pending
        self.madeFolders = madeFolders
        self.folderSlot = folderSlot
    }

    /// Puts this one file in place (`AtomicFile.commit`).
    public func commit() throws(FileError) {
        try AtomicFile.commit([self])
    }

    /// Removes the temporary file and the folders made for it.
    public func discard() {
        guard isOpen else { return }
        unlink(temporaryPath)
        Folder.removeMade(madeFolders)
        release()
    }

    /// The rename happened: the temporary name is gone, the lock can go.
    func committed() {
        isCommitted = true
        release()
    }

    private func release() {
        isOpen = false
        PendingTemporaries.remove(pending)
        PendingTemporaries.removeFolder(folderSlot)
        // Closing releases the lock, so it happens only after the rename (or the unlink).
        close(descriptor)
    }

    deinit { discard() }
}
