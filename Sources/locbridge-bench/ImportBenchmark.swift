import Foundation
import LocBridge

/// `locbridge import --project-root ROOT XLIFF` without its printing, timed from opening the XLIFF to the
/// last catalog on disk, with the library calls the command makes (ImportCommand): read the XLIFF
/// (streamed in 64 kB chunks) handing each `<file>` to the importer as soon as it is read (a catalog is
/// read as soon as the first `<file>` naming it starts), then for each catalog decide whether it changed
/// (`isChanged`: a merge changed it, or its bytes as produced differ from the file's) and write the
/// changed ones streamed (`write()`: temporary file, fsync, rename).
///
/// The catalogs under ROOT are first copied to a scratch project root (untimed; in `$TMPDIR`, which
/// scripts/bench points at its scratch folder on the project's disk), so the cached input stays pristine
/// and every run merges into the same bytes. The scratch copy is removed afterwards.
///
/// Not timed, as in the other modes: freeing the importer (kept alive past the timing), and a checksum of
/// each written catalog (read back from disk) for scripts/bench's comparison with the command.
enum ImportBenchmark {
    static func run(root: String, xliff: String) throws -> BenchResult {
        let inputSize = try size(of: xliff)
        let scratch = try ScratchProject(copyingCatalogsUnder: root)
        defer { scratch.remove() }

        let clock = ContinuousClock()
        var phases: [(String, Double)] = []
        var phaseStart = clock.now
        func endPhase(_ name: String) {
            let now = clock.now
            let elapsed = phaseStart.duration(to: now)
            phases.append((name, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
            phaseStart = now
        }
        var peaks: [(String, Int?)] = []
        var units = 0
        var files = 0
        var written: [(bytes: Int, crc: UInt32)] = []
        // The time is the sum of the phases: the checksum of each written catalog is taken between two
        // of them, outside the timing, and its bytes are then freed as the command frees them.
        phaseStart = clock.now
        // In a function of its own, as in the command's loop: the XLIFF document is freed once merged.
        let importer = try readAndMerge(xliff: xliff, projectRoot: scratch.path, units: &units, files: &files,
                                        endPhase: endPhase, peaks: &peaks)
        for catalog in importer.catalogs {
            // Compared with the catalog's original bytes as streamed, then written streamed when they differ.
            let changed = catalog.isChanged
            endPhase("bytes")
            guard changed else { continue }
            try catalog.write()
            endPhase("write")
            written.append(try CRC32.checksum(ofFile: catalog.path))
            phaseStart = clock.now
        }
        let time = phases.reduce(0) { $0 + $1.1 }
        let reports = importer.reports
        func total(_ count: (MergeReport) -> Int) -> Int { reports.reduce(0) { $0 + count($1) } }
        // Summed per phase name (one `bytes` and one `write` per changed catalog).
        var seconds: [String: Double] = [:]
        for (name, value) in phases { seconds[name, default: 0] += value }
        var fields = [
            "files=\(files)", "units=\(units)", "updated=\(total(\.updated))", "unchanged=\(total(\.unchanged))",
            "source-changed=\(total(\.sourceChanged))", "drafts-added=\(total(\.draftsAdded))",
            "empty=\(total(\.emptySkipped))", "not-translatable=\(total(\.notTranslatable))",
            "refused=\(total(\.refused))", "unknown=\(total(\.unknown))",
            "diagnostics=\(importer.diagnostics.count + total(\.diagnostics.count))",
            "catalogs=\(importer.catalogs.count)", "catalogs-written=\(written.count)",
            "catalog-mb=" + megabytes(importer.catalogs.reduce(0) { $0 + $1.originalSize }),
            "written-mb=" + megabytes(written.reduce(0) { $0 + $1.bytes }),
            "written-crc32=" + (written.isEmpty ? "none" : written.map { String(format: "%08x", $0.crc) }.joined(separator: ",")),
        ]
        for name in ["read", "merge", "bytes", "write"] {
            fields.append("\(name)-s=" + String(format: "%.3f", seconds[name] ?? 0))
        }
        for (name, peak) in peaks {
            fields.append("peak-after-\(name)-mb=" + (peak.map(megabytes) ?? "unknown"))
        }
        return BenchResult(seconds: time, inputSize: inputSize, note: fields.joined(separator: " "))
    }

    /// Times reading the XLIFF as the import does, without merging: what the parsing thread costs.
    static func read(xliff: String) throws -> BenchResult {
        let inputSize = try size(of: xliff)
        final class Count { var units = 0; var files = 0 }
        let count = Count()
        var diagnostics = 0
        let seconds = try Stopwatch.measure { () throws(XLIFFError) in
            diagnostics = try XLIFFReader.read(contentsOfFile: xliff, displayPath: xliff) { file in
                count.files += 1
                count.units += file.unitCount
            }.diagnostics.count
        }
        return BenchResult(seconds: seconds, inputSize: inputSize,
                           note: "files=\(count.files) units=\(count.units) diagnostics=\(diagnostics)")
    }

    /// Times `Merge.apply` of every `<file>` into the catalog each names (read beforehand, untimed, as
    /// the import reads them: with their units packed).
    static func merge(root: String, xliff: String) throws -> BenchResult {
        let inputSize = try size(of: xliff)
        final class Files { var all: [XLIFFFile] = [] }
        let read = Files()
        _ = try XLIFFReader.read(contentsOfFile: xliff) { read.all.append($0) }
        let document = XLIFFDocument(files: read.all)
        var catalogs: [String: StringCatalog] = [:]
        for file in document.files where catalogs[file.original] == nil {
            catalogs[file.original] = try CatalogReader.read(FileBytes.read(root + "/" + file.original), path: file.original).catalog
        }
        var updated = 0, unchanged = 0
        // As the import does: one set of known sources per catalog.
        var known: [String: KnownSources] = [:]
        for original in catalogs.keys { known[original] = KnownSources() }
        let seconds = Stopwatch.measure {
            for file in document.files {
                let report = Merge.apply(file, to: &catalogs[file.original]!, catalogPath: file.original,
                                         knownSources: known[file.original]!)
                updated += report.updated
                unchanged += report.unchanged
            }
        }
        return BenchResult(seconds: seconds, inputSize: inputSize,
                           note: "files=\(document.files.count) updated=\(updated) unchanged=\(unchanged)")
    }

    private static func size(of path: String) throws -> Int {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else {
            throw BenchError("cannot read \(path)")
        }
        return size
    }

    /// Reads the XLIFF and merges it; its document is dead once this returns.
    private static func readAndMerge(xliff: String, projectRoot: String, units: inout Int, files: inout Int,
                                     endPhase: (String) -> Void, peaks: inout [(String, Int?)]) throws -> Importer {
        // As the command does: each <file> is merged as soon as it is read ("read" covers both).
        var importer = Importer(projectRoot: projectRoot)
        var fileCount = 0, unitCount = 0
        try importer.importXLIFF(contentsOfFile: xliff, displayPath: xliff) { file in
            fileCount += 1
            unitCount += file.unitCount
        }
        importer.finish()
        files = fileCount
        units = unitCount
        endPhase("read")
        peaks.append(("read", PeakMemory.current()))
        endPhase("merge")
        peaks.append(("merge", PeakMemory.current()))
        if importer.hasFatalError {
            let errors = importer.diagnostics.filter { $0.severity == .error }.map(\.description)
            throw BenchError("the import stopped: " + errors.prefix(3).joined(separator: "; "))
        }
        return importer
    }

    private static func megabytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1e6) }
}

/// A temporary project root holding copies of every `.xcstrings` file under another one, at the same
/// relative paths. Copied in 1 MB chunks so that the copy does not raise the process's peak RSS.
struct ScratchProject {
    let path: String

    init(copyingCatalogsUnder root: String) throws {
        var base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        // Absolute, as the command makes its project root.
        if !base.hasPrefix("/") { base = ((try? CurrentFolder.path().get()) ?? ".") + "/" + base }
        var template = Array("\(base)/locbridge-bench-import.XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw BenchError("cannot create a scratch folder in \(base): \(String(cString: strerror(errno)))")
        }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let walker = FileManager.default.enumerator(atPath: root) else {
            remove()
            throw BenchError("cannot list \(root)")
        }
        var copied = 0
        do {
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".xcstrings") else { continue }
                let target = path + "/" + relative
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try Self.copy(root + "/" + relative, to: target)
                copied += 1
            }
        } catch {
            remove()
            throw error
        }
        if copied == 0 {
            remove()
            throw BenchError("no .xcstrings file under \(root)")
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    private static func copy(_ source: String, to target: String) throws {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw BenchError("cannot read \(source): \(String(cString: strerror(errno)))") }
        defer { close(input) }
        let output = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw BenchError("cannot write \(target): \(String(cString: strerror(errno)))") }
        defer { close(output) }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw BenchError("cannot read \(source): \(String(cString: strerror(errno)))") }
            if count == 0 { return }
            var offset = 0
            while offset < count {
                let done = chunk.withUnsafeBytes { write(output, $0.baseAddress! + offset, count - offset) }
                if done < 0 && errno == EINTR { continue }
                guard done > 0 else { throw BenchError("cannot write \(target): \(String(cString: strerror(errno)))") }
                offset += done
            }
        }
    }
}

/// CRC-32 (the zlib / PNG one, as Python's `zlib.crc32`), so that scripts/bench can check that the
/// command wrote the same catalog bytes as this mode without keeping either file.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC-32 and size of a file, read in 1 MB chunks so that the check does not raise the peak
    /// memory the benchmark reports.
    static func checksum(ofFile path: String) throws -> (bytes: Int, crc: UInt32) {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw BenchError("cannot read \(path)") }
        defer { try? handle.close() }
        var crc: UInt32 = 0xFFFF_FFFF
        var count = 0
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            count += chunk.count
            table.withUnsafeBufferPointer { table in
                for byte in chunk { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            }
        }
        return (count, ~crc)
    }
}
