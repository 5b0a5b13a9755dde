import Foundation
import Testing
@testable import LocBridge

extension Units {
    /// An import asks for the export's unit at one path; walking only towards it must give exactly the
    /// unit the whole export has there, and nothing where the export has none.
    @Suite struct CatalogFlattenerPathTests {
        static var catalogs: [(name: String, catalog: StringCatalog)] {
            get throws {
                let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("../../../Samples/TodoApp").standardized.path
                var result = [("rich", try MergeFixture.catalog(MergeRichCatalog.json))]
                for name in ["Localizable.xcstrings", "InfoPlist.xcstrings"] {
                    let path = samples + "/" + name
                    result.append((name, try CatalogReader.read(FileBytes.read(path), path: path).catalog))
                }
                return result
            }
        }

        @Test func eachUnitIsFoundAtItsPath() throws {
            var compared = 0
            for (name, catalog) in try Self.catalogs {
                for language in catalog.languages + ["ru", "ar"] {
                    let flattener = CatalogFlattener(catalog: catalog, language: language)
                    for unit in flattener.units() {
                        let entry = try #require(catalog.strings[unit.id.key])
                        let found = flattener.unit(forKey: unit.id.key, entry: entry, target: entry.localizations?[language],
                                                   at: unit.id.path)
                        #expect(found == unit, "\(name) [\(language)] \(unit.id)")
                        compared += 1
                    }
                }
            }
            #expect(compared > 500)
        }

        @Test func noUnitWhereTheExportHasNone() throws {
            let catalog = try MergeFixture.catalog(MergeRichCatalog.json)
            let flattener = CatalogFlattener(catalog: catalog, language: "de")
            let ids = Set(flattener.units().map(\.id))
            var asked = 0
            for key in catalog.strings.keys {
                let entry = catalog.strings[key]!
                for path: [UnitPathStep] in [[.plural(.few)], [.device(.mac)], [.substitution("nothing"), .plural(.one)], [.plural(.one), .plural(.one)]]
                where !ids.contains(UnitID(key: key, path: path)) {
                    #expect(flattener.unit(forKey: key, entry: entry, target: entry.localizations?["de"], at: path) == nil, "\(key) \(path)")
                    asked += 1
                }
            }
            #expect(asked > 10)
        }

        /// The target given stands for the entry's own localization in the language.
        @Test func theGivenTargetIsUsed() throws {
            let catalog = try MergeFixture.catalog(MergeRichCatalog.json)
            let flattener = CatalogFlattener(catalog: catalog, language: "de")
            let unit = try #require(flattener.units().first { $0.target != nil && $0.id.path.isEmpty })
            let entry = catalog.strings[unit.id.key]!
            let replaced = Localization(stringUnit: StringUnit(state: .translated, value: "Ersatz"))
            #expect(flattener.unit(forKey: unit.id.key, entry: entry, target: replaced, at: [])?.target == "Ersatz")
            #expect(flattener.unit(forKey: unit.id.key, entry: entry, target: nil, at: [])?.target == nil)
        }
    }
}
