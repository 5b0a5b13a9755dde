// libFuzzer target: the String Catalog reader and writer.
// Oracles beyond "no crash":
// - reading `strings` in chunks on several threads gives what reading it in one go gives: the same
//   catalog with the same lines, or the same error (fuzz inputs are far below the size that splits,
//   so the split is forced here, with chunks small enough to cut every input into several);
// - whatever the reader accepts, the writer's output reads back to the same catalog and writes the
//   same bytes again (the canonical form is a fixed point);
// - writing with the second half made on another thread (forced here) gives the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let single = Result { () throws(CatalogError) in try CatalogReader.read(bytes, path: "fuzz.xcstrings", splittingAbove: .max) }
    let chunked = Result { () throws(CatalogError) in
        try CatalogReader.read(bytes, path: "fuzz.xcstrings", splittingAbove: 0, chunkBytes: 1 + size % 256)
    }
    switch (single, chunked) {
    case (.success(let one), .success(let many)):
        guard one.catalog == many.catalog, one.catalog.strings.mapValues(\.line) == many.catalog.strings.mapValues(\.line) else {
            fatalError("reading in chunks gave another catalog")
        }
    case (.failure(let one), .failure(let many)):
        guard one.description == many.description else { fatalError("reading in chunks gave another error") }
    default:
        fatalError("reading in chunks and in one go disagree on whether the file is valid")
    }
    guard case .success(let first) = single else { return 0 }
    let written = CatalogWriter.bytes(first.catalog)
    guard let second = try? CatalogReader.read(written, path: "rewritten.xcstrings") else {
        fatalError("the writer's output does not read back")
    }
    guard second.catalog == first.catalog, CatalogWriter.bytes(second.catalog) == written else {
        fatalError("the canonical form is not a fixed point")
    }
    var split: [UInt8] = []
    CatalogWriter.write(first.catalog, splittingAbove: 0) { split.append(contentsOf: $0) }
    guard split == written else { fatalError("writing in two halves gave other bytes") }
    for language in first.catalog.languages {
        _ = CatalogFlattener(catalog: first.catalog, language: language).units()
    }
    return 0
}
