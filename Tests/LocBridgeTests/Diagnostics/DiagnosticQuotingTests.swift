import Testing
@testable import LocBridge

/// Texts named in messages are quoted so that the message stays on one line and shows what a terminal
/// would otherwise hide or act on.
struct DiagnosticQuotingTests {
    @Test(arguments: [
        ("Done", #""Done""#),
        ("say \"hi\"", #""say \"hi\"""#),
        ("a\\b", #""a\\b""#),
        ("In\r\nbox", #""In\r\nbox""#),
        ("tab\there", #""tab\there""#),
        ("next\u{85}line", #""next\u{85}line""#),
        ("csi\u{9B}31m", #""csi\u{9B}31m""#),
        ("abc\u{202E}fed", #""abc\u{202E}fed""#),
        ("iso\u{2066}late\u{2069}", #""iso\u{2066}late\u{2069}""#),
        ("line\u{2028}sep", #""line\u{2028}sep""#),
        ("Grüße 🎉 \u{200F}", "\"Grüße 🎉 \u{200F}\""),
    ])
    func quoted(text: String, expected: String) {
        #expect(Diagnostic.quoted(text) == expected)
    }

    /// An XLIFF `<file>` is named with its `original` quoted: a plain path prints as it always did, a
    /// line break (`&#10;` in the file) or terminal control cannot start a forged diagnostic line.
    @Test func fileOriginal() {
        #expect(Diagnostic.fileOriginal("App/Localizable.xcstrings") == #"<file original="App/Localizable.xcstrings">"#)
        #expect(Diagnostic.fileOriginal("App/x\u{9B}31m\u{202E}\nde.xliff:9:1: note: ok")
            == #"<file original="App/x\u{9B}31m\u{202E}\nde.xliff:9:1: note: ok">"#)
    }

    /// Names shown bare stay bare unless they need an escape.
    @Test func quotedIfNeeded() {
        #expect(Diagnostic.quotedIfNeeded("/p/App/Localizable.xcstrings") == "/p/App/Localizable.xcstrings")
        #expect(Diagnostic.quotedIfNeeded("de.lproj") == "de.lproj")
        #expect(Diagnostic.quotedIfNeeded("a\nb") == #""a\nb""#)
        #expect(Diagnostic.quotedIfNeeded(#"say "hi""#) == #""say \"hi\"""#)
    }
}
