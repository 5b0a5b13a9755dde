import Foundation
import Testing
@testable import LocBridge

extension MergeTests {
    /// Importing an unchanged export of a real Xcode-written catalog changes nothing, byte for byte, for
    /// every language the catalog has (translations and the source language).
    @Suite(.enabled(if: Corpus.isConfigured, "set LOCBRIDGE_CORPUS to the corpus folder"))
    struct MergeCorpusTests {
        @Test func importingEveryExportOfEveryCorpusCatalogChangesNothing() throws {
            let files = Corpus.files(endingWith: ".xcstrings")
            #expect(files.count >= 300, "expected the corpus's 361 catalogs, found \(files.count)")
            var failures: [String] = []
            var imports = 0
            for url in files {
                let bytes = try FileBytes.read(url.path)
                let catalog: StringCatalog
                do {
                    catalog = try CatalogReader.read(bytes, path: url.path).catalog
                } catch {
                    failures.append(error.description)
                    continue
                }
                let exporter = Exporter(catalogs: [ExportedCatalog(original: url.lastPathComponent, catalog: catalog)])
                for language in catalog.languages {
                    var merged = catalog
                    let report = Merge.apply(exporter.document(for: language).files[0], to: &merged, catalogPath: url.path)
                    imports += 1
                    let written = CatalogWriter.bytes(merged)
                    if written != bytes {
                        failures.append("\(url.path) [\(language)]: \(ByteDifference.describe(expected: bytes, actual: written))")
                    } else if report.changedCatalog || !report.diagnostics.isEmpty {
                        failures.append("\(url.path) [\(language)]: same bytes, but the report says "
                            + "\(MergeCounts(report)); \(report.diagnostics.prefix(3).map(\.description))")
                    }
                }
            }
            #expect(failures.isEmpty, "\(failures.count) of \(imports) imports changed something:\n\(failures.prefix(10).joined(separator: "\n"))")
            #expect(imports > files.count, "only \(imports) imports of \(files.count) catalogs")
        }

        /// Importing the export of a language into the catalog with that language removed rebuilds it
        /// (folding is the inverse of flattening, on every real structure), apart from what the policy
        /// deliberately does not import: units the format-specifier check refuses (the corpus has real
        /// mismatches, e.g. `"%lld 앱"` for `"%lld app%@"`), and the App Intents placeholder check (CSE's 12
        /// translations of `${toggle} Emoji Search ${state}` and `${toggle} Quick Search ${state}` without
        /// `${toggle}`), empty drafts, and `shouldTranslate: false`
        /// keys, and `new` texts that repeat their source (a tool's placeholder, as in Trio's InfoPlist
        /// catalog); other `new` texts come back as `needs_review`.
        @Test func importingEveryExportIntoTheCatalogWithoutThatLanguageRebuildsIt() throws {
            var failures: [String] = []
            var imports = 0, refusedKeys = 0
            for url in Corpus.files(endingWith: ".xcstrings") {
                let catalog = try CatalogReader.read(try FileBytes.read(url.path), path: url.path).catalog
                let exporter = Exporter(catalogs: [ExportedCatalog(original: url.lastPathComponent, catalog: catalog)])
                for language in catalog.languages where language != catalog.sourceLanguage {
                    var rebuilt = catalog
                    for key in rebuilt.strings.keys { rebuilt.strings[key]!.localizations?[language] = nil }
                    let report = Merge.apply(exporter.document(for: language).files[0], to: &rebuilt, catalogPath: url.path)
                    imports += 1
                    let refused = Set(report.diagnostics.filter { $0.severity == .error }.map(\.message))
                    // Real translations that equal their source, and placeholders, are said in one note each.
                    let said = report.diagnostics.filter {
                        $0.severity != .error && !$0.message.hasSuffix(MergeMessages.copiedSources(0, language: language).drop { $0 != "(" })
                            && !$0.message.hasSuffix(MergeMessages.placeholders(0).drop { $0 != "(" })
                            // The catalog's own blank translations, written back as they were, are said too.
                            && !$0.message.hasSuffix(MergeMessages.blankWritten(key: "", id: "", language: language).drop { $0 != ":" })
                            // And their white space at the ends that differs from the source's (check says it too).
                            && !$0.message.hasSuffix(MergeMessages.whitespace(key: "", id: "", differences: []).drop { $0 != ";" })
                    }
                    if !said.isEmpty {
                        failures.append("\(url.path) [\(language)]: \(said)")
                    }
                    for (key, entry) in catalog.strings {
                        guard var expected = entry.localizations?[language] else { continue }
                        let actual = rebuilt.strings[key]?.localizations?[language]
                        if entry.shouldTranslate == false {
                            if actual != nil { failures.append("\(url.path) [\(language)] \(key.debugDescription): imported") }
                            continue
                        }
                        if let unit = expected.stringUnit, unit.state == .new, actual == nil, TextChecks.hasWords(unit.value, minimum: 1),
                           unit.value == (entry.localizations?[catalog.sourceLanguage]?.stringUnit?.value ?? key) {
                            continue
                        }
                        MergeFixture.replaceState(.new, with: .needsReview, in: &expected)
                        guard actual != expected else { continue }
                        // `refused "KEY": …`, or `refused "KEY" (ID): …` for a variation (MergeMessages.subject).
                        let subject = "refused " + Diagnostic.quoted(key)
                        if refused.contains(where: { $0.hasPrefix(subject + ":") || $0.hasPrefix(subject + " (") }) {
                            refusedKeys += 1
                        } else if expected.stringUnit?.value == "", expected.stringUnit?.state == .needsReview, actual == nil {
                            continue
                        } else {
                            failures.append("\(url.path) [\(language)] \(key.debugDescription): expected \(expected), got \(String(describing: actual))")
                        }
                    }
                }
            }
            #expect(failures.isEmpty, "\(failures.count) differences in \(imports) imports:\n\(failures.prefix(10).joined(separator: "\n"))")
            #expect(imports > 300 && refusedKeys <= 43, "\(imports) imports, \(refusedKeys) keys refused")
        }
    }
}

extension MergeTests {
    /// Xcode's own exports (geteduroam, Xcode 16.0, 19 languages) imported into the project's catalogs
    /// change nothing (corpus README): the identity rule holds on files Xcode wrote, not only on ours.
    @Suite(.enabled(if: Corpus.isConfigured, "set LOCBRIDGE_CORPUS to the corpus folder"))
    struct MergeXcodeExportTests {
        @Test func importingXcodesExportsIntoTheProjectChangesNothing() throws {
            guard let root = Corpus.root() else { return }
            let project = root.appendingPathComponent("projects/geteduroam")
            let exports = try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("Localizations").path)
                .filter { $0.hasSuffix(".xcloc") }.sorted()
            #expect(exports.count == 19)
            var failures: [String] = []
            var imports = 0
            for bundle in exports {
                let language = String(bundle.dropLast(".xcloc".count))
                let xliff = project.appendingPathComponent("Localizations/\(bundle)/Localized Contents/\(language).xliff")
                let document = try XLIFFReader.read(contentsOfFile: xliff.path).document
                for file in document.files where file.original.hasSuffix(".xcstrings") {
                    let path = project.appendingPathComponent(file.original).path
                    let bytes = try FileBytes.read(path)
                    var catalog = try CatalogReader.read(bytes, path: path).catalog
                    let report = Merge.apply(file, to: &catalog, catalogPath: file.original)
                    imports += 1
                    let written = CatalogWriter.bytes(catalog)
                    if written != bytes {
                        failures.append("\(file.original) [\(language)]: \(ByteDifference.describe(expected: bytes, actual: written))")
                    } else if report.changedCatalog || !report.diagnostics.isEmpty || report.unchanged == 0 && language != "et" {
                        failures.append("\(file.original) [\(language)]: \(MergeCounts(report)); \(report.diagnostics.prefix(3))")
                    }
                }
            }
            #expect(failures.isEmpty, "\(failures.count) of \(imports) imports changed something:\n\(failures.prefix(10).joined(separator: "\n"))")
            #expect(imports == 19 * 12)
        }
    }
}
