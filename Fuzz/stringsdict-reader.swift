// libFuzzer target: the .stringsdict reader (XML and binary property lists, plural rules).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsDictReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? StringsDictReader.read(bytes, path: "fuzz.stringsdict")
    return 0
}
