// libFuzzer target: the legacy .strings reader (encoding detection, tokenizer, escapes, comments).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsTokenizer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = try? StringsFileReader.read(bytes, path: "fuzz.strings")
    return 0
}
