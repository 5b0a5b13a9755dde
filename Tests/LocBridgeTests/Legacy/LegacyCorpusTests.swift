import Foundation
import Testing
@testable import LocBridge

extension Legacy {
    /// Every legacy file in the corpus reads without error, and what we read agrees with what Xcode
    /// exported from the same files (keys, values, comments, plural forms).
    @Suite(.enabled(if: Corpus.isConfigured, "set LOCBRIDGE_CORPUS to the corpus folder"))
    struct LegacyCorpusTests {
        /// `.strings`/`.stringsdict` under `legacy/*/before` and under `projects/`.
        static func legacyFiles(endingWith suffix: String) -> [URL] {
            Corpus.files(endingWith: suffix).filter {
                $0.path.contains("/projects/") || ($0.path.contains("/legacy/") && $0.path.contains("/before/"))
            }
        }

        @Test func everyStringsFileReads() throws {
            let files = Self.legacyFiles(endingWith: ".strings")
            var entries = 0
            var commented = 0
            var formats: [String: Int] = [:]
            var warnings: [String] = []
            for url in files {
                do {
                    let table = try StringsFileReader.read(contentsOfFile: url.path)
                    #expect(!table.diagnostics.contains { $0.severity == .error }, "\(url.path)")
                    entries += table.entries.count
                    commented += table.entries.filter { $0.comment != nil }.count
                    formats[table.format.description, default: 0] += 1
                    warnings += table.diagnostics.map(\.description)
                } catch {
                    Issue.record("\(error)")
                }
            }
            print("legacy corpus: \(files.count) .strings files, \(entries) entries (\(commented) with a comment), formats \(formats), "
                + "\(warnings.count) warnings")
            // Only duplicate keys, which real projects do have (XcodesApp's "AppleID": the last one wins, as in
            // Xcode's own migration).
            #expect(warnings.allSatisfy { $0.contains("warning: duplicate key") })
            #expect(files.count == 308)
            #expect(formats["text (UTF-16 LE)"] == 21)
            #expect(entries > 7000)
        }

        @Test func everyStringsDictFileReads() throws {
            let files = Self.legacyFiles(endingWith: ".stringsdict")
            var entries = 0
            var variables = 0
            var warnings: [String] = []
            for url in files {
                do {
                    let dict = try StringsDictReader.read(contentsOfFile: url.path)
                    entries += dict.entries.count
                    for entry in dict.entries {
                        if case .plural(let format) = entry.rule { variables += format.variables.count }
                    }
                    warnings += dict.diagnostics.map(\.description)
                } catch {
                    Issue.record("\(error)")
                }
            }
            print("legacy corpus: \(files.count) .stringsdict files, \(entries) entries, \(variables) variables, \(warnings.count) warnings")
            for warning in warnings { print("  \(warning)") }
            #expect(files.count == 31)
            #expect(entries > 100)
        }

        /// Xcode's legacy `<file>`s in the `.xcloc` exports, compared unit by unit with our reading of the
        /// same source files (`Source Contents/<original>`): ids are keys, sources are values, notes
        /// are the cleaned comments (FORMATS.md §4 "Legacy export ids").
        @Test func readingAgreesWithXcodeExports() throws {
            guard let root = Corpus.root() else { return }
            let exports = Corpus.files(endingWith: ".xliff").filter { $0.path.contains(".xcloc/Localized Contents/") }
            var compared = 0
            var notes = 0
            var blocks = 0
            for export in exports {
                let xcloc = export.deletingLastPathComponent().deletingLastPathComponent()
                let document = try XLIFFReader.read(contentsOfFile: export.path).document
                for file in document.files where file.original.hasSuffix(".strings") || file.original.hasSuffix(".stringsdict") {
                    let source = xcloc.appendingPathComponent("Source Contents").appendingPathComponent(file.original).standardized
                    guard FileManager.default.fileExists(atPath: source.path) else { continue }
                    blocks += 1
                    let shown = String(source.path.dropFirst(root.path.count + 1))
                    if file.original.hasSuffix(".strings") {
                        let table = try StringsFileReader.read(contentsOfFile: source.path, displayPath: shown)
                        let units = Dictionary(file.units.map { ($0.id.description, $0) }, uniquingKeysWith: { first, _ in first })
                        // Xcode also extracts strings from code and Info.plist into the same <file>, with the
                        // code's comments; where it exported exactly the file's keys, it read only the file.
                        let onlyTheFile = file.units.count == table.entries.count
                        for entry in table.entries {
                            guard let unit = units[entry.key] else {
                                Issue.record("\(shown): \"\(entry.key)\" was not exported by Xcode")
                                continue
                            }
                            #expect(unit.source == entry.value, "\(shown): \(entry.key)")
                            if onlyTheFile {
                                #expect((unit.note ?? "") == (entry.comment?.text ?? ""), "\(shown): \(entry.key)")
                                notes += 1
                            }
                            compared += 1
                        }
                    } else {
                        let dict = try StringsDictReader.read(contentsOfFile: source.path, displayPath: shown)
                        for unit in file.units {
                            guard let text = Self.text(for: unit.id.description, in: dict) else { continue }
                            #expect(unit.source == text, "\(shown): \(unit.id)")
                            compared += 1
                        }
                    }
                }
            }
            print("legacy corpus: \(compared) units (\(notes) notes) in \(blocks) legacy <file> blocks agree with Xcode's exports")
            #expect(blocks >= 200)
            #expect(compared >= 2000)
        }

        /// Xcode's migration of the same files (`legacy/*/after`) kept, for every key, the comment we attach:
        /// the last comment above the entry, markers stripped and trimmed, the placeholder dropped.
        @Test func commentsAgreeWithXcodeMigration() throws {
            guard let root = Corpus.root() else { return }
            let pairs = [
                ("XcodesApp/before/Xcodes/Resources/en.lproj/Localizable.strings", "XcodesApp/after/Xcodes/Resources/Localizable.xcstrings"),
                ("vienna-rss/before/Vienna/Resources/en.lproj/InfoPlist.strings", "vienna-rss/after/Vienna/Resources/InfoPlist.xcstrings"),
            ]
            var compared = 0
            for (before, after) in pairs {
                let legacy = root.appendingPathComponent("legacy")
                let table = try StringsFileReader.read(contentsOfFile: legacy.appendingPathComponent(before).path, displayPath: before)
                let catalog = try CatalogReader.read(contentsOfFile: legacy.appendingPathComponent(after).path).catalog
                for entry in table.entries {
                    guard let migrated = catalog.strings[entry.key] else { continue }
                    let comment = entry.comment.flatMap { $0.isPlaceholder ? nil : $0.text }
                    #expect(comment == migrated.comment, "\(before): \(entry.key)")
                    compared += 1
                }
            }
            #expect(compared == 173)
        }

        /// The source text Xcode exports for `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` or
        /// `/KEY:dict/VAR:dict/CAT:dict/:string`; nil for a category the file does not have (Xcode adds the
        /// target language's categories).
        static func text(for id: String, in dict: LegacyStringsDict) -> String? {
            let suffix = ":dict/:string"
            guard id.hasPrefix("/"), id.hasSuffix(suffix) else {
                Issue.record("unexpected .stringsdict unit id \(id)")
                return nil
            }
            let parts = id.dropFirst().dropLast(suffix.count).components(separatedBy: ":dict/")
            guard let entry = dict[parts[0]], case .plural(let format) = entry.rule else {
                Issue.record("no plural entry for \(id)")
                return nil
            }
            if parts.count == 2, parts[1] == StringsDictReader.formatKey { return format.formatKey }
            guard parts.count == 3, let variable = format[variable: parts[1]] else {
                Issue.record("no variable for \(id)")
                return nil
            }
            return variable[PluralCategory(parts[2])]
        }
    }
}
