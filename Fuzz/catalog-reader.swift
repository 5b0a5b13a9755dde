// libFuzzer target: the String Catalog reader and writer.
// Oracle beyond "no crash": whatever the reader accepts, the writer's output reads back to the same
// catalog and writes the same bytes again (the canonical form is a fixed point).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let first = try? CatalogReader.read(bytes, path: "fuzz.xcstrings") else { return 0 }
    let written = CatalogWriter.bytes(first.catalog)
    guard let second = try? CatalogReader.read(written, path: "rewritten.xcstrings") else {
        fatalError("the writer's output does not read back")
    }
    guard second.catalog == first.catalog, CatalogWriter.bytes(second.catalog) == written else {
        fatalError("the canonical form is not a fixed point")
    }
    for language in first.catalog.languages {
        _ = CatalogFlattener(catalog: first.catalog, language: language).units()
    }
    return 0
}
