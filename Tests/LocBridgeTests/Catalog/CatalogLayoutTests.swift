@testable import LocBridge
import Testing

/// What an import says about a catalog file in another tool's layout, from its first and last bytes.
@Suite struct CatalogLayoutTests {
    @Test(arguments: [
        ("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}", nil),
        ("{\n  \"sourceLanguage\" : \"en\",\n  \"version\" : \"1.0\"\n}\n", "it ends with a line break"),
        ("{\n    \"sourceLanguage\": \"en\",\n    \"version\": \"1.0\"\n}\n",
         "it is not indented with two spaces per level, it ends with a line break"),
        ("{\n  \"sourceLanguage\": \"en\",\n  \"version\": \"1.0\"\n}", "its names and values are not separated by \" : \""),
        ("{\r\n  \"sourceLanguage\" : \"en\"\r\n}", "its lines end with CR LF"),
        ("\u{FEFF}{\n  \"sourceLanguage\" : \"en\"\n}", "it starts with a byte order mark"),
        ("{\"sourceLanguage\":\"en\",\"version\":\"1.0\"}", "it is not indented with two spaces per level"),
    ] as [(String, String?)])
    func layoutDifferences(text: String, expected: String?) {
        #expect(CatalogLayout.difference(Array(text.utf8)) == expected)
    }
}
