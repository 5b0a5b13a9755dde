import Foundation
import LocBridge
import Testing
@testable import LocBridgeCLI

/// The warnings an import gives once every input is merged are found in dictionary order, which changes
/// from run to run; on one line (a one-line XLIFF) they still come out in one order, naming the same unit.
@Suite struct ImportDiagnosticOrderTests {
    static let keys = (0..<8).map { "%lld files \($0)" }

    /// Russian `one`, `few` and `other` of every key (no `many`), all on line 1.
    static let xliff = #"<?xml version="1.0" encoding="UTF-8"?><xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"#
        + #"<file original="App/Localizable.xcstrings" source-language="en" target-language="ru" datatype="plaintext"><body>"#
        + keys.flatMap { key in
            [("other", "%lld файла"), ("one", "%lld файл"), ("few", "%lld файла")].map { category, target in
                #"<trans-unit id="\#(key)|==|plural.\#(category)"><source>\#(key)</source><target state="translated">\#(target)</target></trans-unit>"#
            }
        }.joined()
        + "</body></file></xliff>\n"

    @Test func warningsOnOneLineComeOutInOneOrder() throws {
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { "# + Self.keys.map { #""\#($0)" : { }"# }.joined(separator: ", ")
            + #" }, "version" : "1.0" }"#
        let result = try TemporaryFolder.with { folder in
            try folder.write(catalog, to: "App/Localizable.xcstrings")
            try folder.write(Self.xliff, to: "ru.xliff")
            return runCLI(["import", "--dry-run", "ru.xliff"], currentDirectory: folder.path)
        }
        #expect(result.exitCode == 0)
        let warnings = result.stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("ru.xliff") }
        #expect(warnings == Self.keys.map { key in
            #"ru.xliff:1:1: warning: "\#(key)" (\#(key)|==|plural.few): the ru plural has no form many, which ru uses "#
                + "(one, few, many, other); check reports it: translate the missing form"
        })
    }
}
