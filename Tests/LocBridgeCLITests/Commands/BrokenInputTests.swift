import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// The mutation corpus (`scripts/make-broken-inputs` over `Samples/`): truncated, bit-flipped,
/// mis-encoded, duplicated, unbalanced, huge and deeply nested catalogs, XLIFF files and legacy tables.
/// For every case the matching reader either accepts the file or refuses it with a diagnostic located
/// in it, and every command that takes the file agrees: a refused file gives exit 65 (`migrate`, which
/// leaves a failed language out, exit 1) and prints exactly the reader's diagnostic; an accepted one
/// exits 0 or 1. Nothing crashes, each case takes under 5 s, and a command that fails leaves every
/// file of the case (the input and the import's target project) byte-identical.
@Suite struct BrokenInputTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardized.path

    /// One line of `manifest.jsonl`.
    struct Case: Decodable {
        var dir: String
        var kind: String
        var source: String
        var mutation: String
        var file: String
        var project: String?
    }

    /// What the reader made of the broken file: nil when it accepted it.
    static func readerDiagnostic(_ kind: String, _ bytes: [UInt8], path: String) -> Diagnostic? {
        do {
            switch kind {
            case "catalog": _ = try CatalogReader.read(bytes, path: path)
            case "xliff": _ = try XLIFFReader.read(bytes, path: path)
            case "strings": _ = try StringsFileReader.read(bytes, path: path)
            default: _ = try StringsDictReader.read(bytes, path: path)
            }
            return nil
        } catch let error as CatalogError {
            return error.diagnostic
        } catch let error as XLIFFError {
            return error.diagnostic
        } catch let error as LegacyError {
            return error.diagnostic
        } catch {
            return Diagnostic(.error, "unexpected error type: \(error)")
        }
    }

    /// The commands run on a case, relative to the cases folder; `output` is outside it.
    static func commands(for item: Case, output: String) -> [(name: String, arguments: [String])] {
        switch item.kind {
        case "catalog":
            [("format", ["format", "--check", item.file]), ("check", ["check", item.file]), ("stats", ["stats", item.file]),
             ("export", ["export", "--project-root", item.dir, "--output", output, item.file])]
        case "xliff":
            [("import", ["import", "--project-root", item.project ?? item.dir, item.file])]
        default:
            [("export", ["export", "--project-root", item.dir, "--output", output, item.dir]),
             ("migrate", ["migrate", "--output", output + "-migrated", item.dir])]
        }
    }

    /// Every file under `folder`, by relative path.
    static func snapshot(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: folder + "/" + relative),
               (try? FileManager.default.attributesOfItem(atPath: folder + "/" + relative)[.type] as? FileAttributeType) == .typeRegular {
                files[relative] = data
            }
        }
        return files
    }

    /// One line `path:line:column: error: …`, with a line inside the file (at most one past its last
    /// line feed).
    static func isLocated(_ diagnostic: Diagnostic, in path: String, bytes: [UInt8]) -> Bool {
        guard let location = diagnostic.location, location.path == path, !diagnostic.description.contains("\n") else {
            return false
        }
        let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        return diagnostic.severity == .error && (1...lines).contains(location.line) && location.column >= 1
            && diagnostic.description.hasPrefix("\(path):\(location.line):\(location.column): error: ")
    }

    @Test func everyCaseIsRefusedWithALocationOrAcceptedAndNothingCrashesHangsOrChanges() throws {
        try TemporaryFolder.with { folder in
            let cases = folder.path + "/cases"
            let generator = Process()
            generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            generator.arguments = ["python3", "scripts/make-broken-inputs", "--from", "Samples", "--seed", "7",
                                   "--limit", "150", "--per-file", "20", "--huge-bytes", "4000000", "--out", cases]
            generator.currentDirectoryURL = URL(fileURLWithPath: Self.repository)
            generator.standardOutput = FileHandle.nullDevice
            try generator.run()
            generator.waitUntilExit()
            try #require(generator.terminationStatus == 0)
            let manifest = try String(contentsOfFile: cases + "/manifest.jsonl", encoding: .utf8)
            let items = try manifest.split(separator: "\n").map { try JSONDecoder().decode(Case.self, from: Data($0.utf8)) }

            var problems: [String] = []
            var refusedCount = 0
            var mutations: Set<String> = []
            for item in items {
                mutations.insert(item.mutation)
                let label = "case \(item.dir) (\(item.kind), \(item.mutation))"
                let started = ContinuousClock.now
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: cases + "/" + item.file)))
                let refusal = Self.readerDiagnostic(item.kind, bytes, path: item.file)
                if let refusal {
                    refusedCount += 1
                    if !Self.isLocated(refusal, in: item.file, bytes: bytes) {
                        problems.append("\(label): the reader's diagnostic is not located in the file: \(refusal)")
                    }
                }
                var before = Self.snapshot(cases + "/" + item.dir)
                for command in Self.commands(for: item, output: folder.path + "/out/" + item.dir) {
                    let result = runCLI(command.arguments, currentDirectory: cases)
                    let lines = result.stderr.split(separator: "\n").map(String.init)
                    if let refusal {
                        let expected: Int32 = command.name == "migrate" ? 1 : 65
                        if result.exitCode != expected || !lines.contains(refusal.description) {
                            problems.append("\(label): \(command.name) exited \(result.exitCode) (expected \(expected) "
                                + "with \"\(refusal)\"): \(lines.suffix(3))")
                        }
                    } else if ![0, 1].contains(result.exitCode)
                                && !(command.name == "import" && result.exitCode == 65
                                     && lines.contains { $0.hasPrefix(item.file + ":") && $0.contains(": error: ") }) {
                        problems.append("\(label): the reader accepts the file, but \(command.name) exited \(result.exitCode): "
                            + "\(lines.suffix(3))")
                    }
                    // Only an import that succeeded (0, or 1 for refused units) may write, and only its project.
                    let mayWrite = command.name == "import" && [0, 1].contains(result.exitCode)
                    let after = Self.snapshot(cases + "/" + item.dir)
                    if !mayWrite && after != before {
                        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
                        problems.append("\(label): \(command.name) exited \(result.exitCode) and changed \(changed)")
                    }
                    before = after
                }
                let elapsed = ContinuousClock.now - started
                if elapsed > .seconds(5) {
                    problems.append("\(label): took \(elapsed)")
                }
            }
            #expect(problems == [])
            #expect(items.count >= 140)
            // Every mutation kind is represented, and most cases are really broken.
            #expect(mutations.count == 15)
            #expect(refusedCount > items.count / 2)
        }
    }
}
