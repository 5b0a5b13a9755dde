// libFuzzer target: the XLIFF 1.2 reader (libxml2 SAX2 with the secure options).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXLIFFReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? XLIFFReader.read(bytes, path: "fuzz.xliff")
    return 0
}
