// libFuzzer target: the XLIFF reader followed by the merge engine, into Samples/TodoApp's catalog (read
// once, from the folder scripts/fuzz runs in). Whatever a translator's file holds, the merge must not
// crash, and the merged catalog must be one the writer and reader agree on.
import Foundation

private let sampleCatalog: StringCatalog = {
    guard let result = try? CatalogReader.read(contentsOfFile: "Samples/TodoApp/Localizable.xcstrings") else {
        fatalError("run from the repository root: Samples/TodoApp/Localizable.xcstrings is needed")
    }
    return result.catalog
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFFMerge(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let read = try? XLIFFReader.read(bytes, path: "fuzz.xliff") else { return 0 }
    var catalog = sampleCatalog
    for file in read.document.files {
        _ = Merge.apply(file, to: &catalog, catalogPath: "App/Localizable.xcstrings")
    }
    let written = CatalogWriter.bytes(catalog)
    guard let again = try? CatalogReader.read(written, path: "merged.xcstrings"), again.catalog == catalog else {
        fatalError("the merged catalog does not read back as itself")
    }
    return 0
}
