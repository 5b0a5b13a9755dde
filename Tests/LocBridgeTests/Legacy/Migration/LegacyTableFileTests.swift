import Testing
@testable import LocBridge

/// `LegacyTableFile.holdingFolder(ofLproj:)`: read from the spelling, for every shape a user types.
@Suite struct LegacyTableFileTests {
    @Test(arguments: [
        ("App/en.lproj", "App"),
        ("App/en.lproj/", "App"),
        ("App/en.lproj/Localizable.strings", "App"),
        ("en.lproj", "."),
        ("en.lproj/Localizable.stringsdict", "."),
        ("../en.lproj", ".."),
        ("/en.lproj", "/"),
        ("/p/App/Base.lproj", "/p/App"),
        ("App", nil),
        ("App/Localizable.strings", nil),
        ("App/en.lproj/Sub/Localizable.strings", nil),
    ] as [(String, String?)])
    func holdingFolder(path: String, expected: String?) {
        #expect(LegacyTableFile.holdingFolder(ofLproj: path) == expected)
    }
}
