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

    /// What running every case gave.
    struct Outcome {
        var cases = 0
        var refused = 0
        var mutations: Set<String> = []
        var problems: [String] = []
    }

    @Test func everyCaseIsRefusedWithALocationOrAcceptedAndNothingCrashesHangsOrChanges() throws {
        let outcome = try Self.run(from: ["Samples"], limit: 150, perFile: 20)
        #expect(outcome.problems == [])
        #expect(outcome.cases >= 140)
        // Every mutation kind is represented, and most cases are really broken.
        #expect(outcome.mutations.count == 15)
        #expect(outcome.refused > outcome.cases / 2)
    }

    /// The same over the corpus (`LOCBRIDGE_CORPUS`), a few cases per file.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LOCBRIDGE_CORPUS"] != nil, "set LOCBRIDGE_CORPUS to the corpus folder"))
    func corpusCasesToo() throws {
        let corpus = ProcessInfo.processInfo.environment["LOCBRIDGE_CORPUS"]!
        let path = corpus.hasPrefix("/") ? corpus : FileManager.default.currentDirectoryPath + "/" + corpus
        let outcome = try Self.run(from: [path], limit: 300, perFile: 2)
        #expect(outcome.problems == [])
        #expect(outcome.cases >= 250)
        #expect(outcome.mutations.count == 15)
    }

    /// Generates the cases with `scripts/make-broken-inputs` (seed 7, huge values of 4 MB) and runs each.
    static func run(from sources: [String], limit: Int, perFile: Int) throws -> Outcome {
        try TemporaryFolder.with { folder in
            let cases = folder.path + "/cases"
            let generator = Process()
            generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            generator.arguments = ["python3", "scripts/make-broken-inputs", "--seed", "7", "--limit", "\(limit)",
                                   "--per-file", "\(perFile)", "--huge-bytes", "4000000", "--out", cases, "--from"] + sources
            generator.currentDirectoryURL = URL(fileURLWithPath: Self.repository)
            generator.standardOutput = FileHandle.nullDevice
            try generator.run()
            generator.waitUntilExit()
            try #require(generator.terminationStatus == 0)
            let manifest = try String(contentsOfFile: cases + "/manifest.jsonl", encoding: .utf8)
            let items = try manifest.split(separator: "\n").map { try JSONDecoder().decode(Case.self, from: Data($0.utf8)) }

            var outcome = Outcome(cases: items.count)
            for item in items {
                outcome.mutations.insert(item.mutation)
                let label = "case \(item.dir) (\(item.kind), \(item.mutation), from \(item.source))"
                let started = ContinuousClock.now
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: cases + "/" + item.file)))
                let refusal = Self.readerDiagnostic(item.kind, bytes, path: item.file)
                if let refusal {
                    outcome.refused += 1
                    if !Self.isLocated(refusal, in: item.file, bytes: bytes) {
                        outcome.problems.append("\(label): the reader's diagnostic is not located in the file: \(refusal)")
                    }
                }
                var before = Self.snapshot(cases + "/" + item.dir)
                for command in Self.commands(for: item, output: folder.path + "/out/" + item.dir) {
                    let result = runCLI(command.arguments, currentDirectory: cases)
                    let lines = result.stderr.split(separator: "\n").map(String.init)
                    if let refusal {
                        let expected: Int32 = command.name == "migrate" ? 1 : 65
                        if result.exitCode != expected || !lines.contains(refusal.description) {
                            outcome.problems.append("\(label): \(command.name) exited \(result.exitCode) (expected \(expected) "
                                + "with \"\(refusal)\"): \(lines.suffix(3))")
                        }
                    } else if ![0, 1].contains(result.exitCode) && !(result.exitCode == 65 && ["import", "export"].contains(command.name)
                                && lines.contains { $0.hasPrefix(item.file + ":") && $0.contains(": error: ") }) {
                        // Besides the reader, import may refuse routing and export a control character XML
                        // cannot carry: also with exit 65 and an error located in the file.
                        outcome.problems.append("\(label): the reader accepts the file, but \(command.name) exited "
                            + "\(result.exitCode): \(lines.suffix(3))")
                    }
                    // Only an import that succeeded (0, or 1 for refused units) may write, and only its project.
                    let mayWrite = command.name == "import" && [0, 1].contains(result.exitCode)
                    let after = Self.snapshot(cases + "/" + item.dir)
                    if !mayWrite && after != before {
                        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
                        outcome.problems.append("\(label): \(command.name) exited \(result.exitCode) and changed \(changed)")
                    }
                    before = after
                }
                // A hang, not a busy machine: every command on a 20 MB value took up to 7 s in the debug build
                // while another test run shared the two cores (as `scripts/conformance`'s bound, 20 s).
                let elapsed = ContinuousClock.now - started
                if elapsed > .seconds(20) {
                    outcome.problems.append("\(label): took \(elapsed)")
                }
            }
            return outcome
        }
    }
}
