import Foundation

/// The temporary files of `AtomicFile`: their names, and the removal of those killed runs left behind.
extension AtomicFile {
    /// Removes `<folder>/.locbridge-tmp-<name>.XXXXXX` files that killed runs left beside `path`; files
    /// whose writer is still alive are kept. Each folder is listed once per process, its temporary files
    /// kept by target name: listing it for every file written made a run that writes thousands of
    /// catalogs into one folder quadratic.
    public static func removeStaleTemporaries(for path: String) {
        let folder = parentFolder(of: path)
        let name = temporaryStem(fileName(of: path))
        let candidates = temporaryListings.withLock { listings in
            if listings[folder] == nil { listings[folder] = listTemporaries(in: folder) }
            return listings[folder]![name] ?? []
        }
        var kept: [String] = []
        for entry in candidates {
            let temporary = folder + "/" + entry
            if !withAbandoned(temporary, { _ = unlink(temporary) }) && FileManager.default.fileExists(atPath: temporary) {
                kept.append(entry)
            }
        }
        temporaryListings.withLock { $0[folder]![name] = kept }
    }

    /// The folder's temporary files, by the name of the file each stands for.
    private static func listTemporaries(in folder: String) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where entry.hasPrefix(temporaryPrefix) {
            let bytes = Array(entry.utf8)
            let prefixLength = temporaryPrefix.utf8.count
            guard bytes.count > prefixLength + 7, bytes[bytes.count - 7] == UInt8(ascii: "."),
                  bytes.suffix(6).allSatisfy({ isTemporaryLetter($0) }) else { continue }
            let target = String(decoding: bytes[prefixLength..<(bytes.count - 7)], as: UTF8.self)
            found[target, default: []].append(entry)
        }
        return found
    }

    /// The part of a file's name its temporary files carry: all of it when the temporary name fits in
    /// the 255 bytes a file name may have, else as much of its start as fits, cut between characters.
    /// Two long names that share that start share their temporary files' stem, which only means each
    /// run may also remove the other's abandoned ones.
    static func temporaryStem(_ name: String) -> String {
        let room = 255 - temporaryPrefix.utf8.count - 7
        guard name.utf8.count > room else { return name }
        var stem = ""
        var length = 0
        for scalar in name.unicodeScalars {
            length += String(scalar).utf8.count
            if length > room { break }
            stem.unicodeScalars.append(scalar)
        }
        return stem
    }

    private static func isTemporaryLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    private static let temporaryListings = Locked<[String: [String: [String]]]>([:])
}
