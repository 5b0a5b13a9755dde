import Testing
@testable import LocBridgeCLI

/// `ShellWord`: paths in hints stay one word the shell passes on as it is.
@Suite struct ShellWordTests {
    @Test(arguments: [
        ("out", "out"),
        ("/tmp/App-1/Loc_2.x+y,z:w@v", "/tmp/App-1/Loc_2.x+y,z:w@v"),
        ("Übersetzungen", "Übersetzungen"),
        ("My Out", "'My Out'"),
        ("it's", #"'it'\''s'"#),
        ("$HOME", "'$HOME'"),
        ("*", "'*'"),
        ("", "''"),
        // A line break or a terminal control is escaped, not kept raw inside single quotes.
        ("a\nb", #"$'a\x0Ab'"#),
        ("o\u{1B}[2J'x\\", #"$'o\x1B[2J\'x\\'"#),
        ("r\u{202E}l", #"$'r\u202El'"#),
    ])
    func quoted(text: String, expected: String) {
        #expect(ShellWord.quoted(text) == expected)
    }

    @Test(arguments: [
        ("out", "out/*.xliff"),
        ("out/", "out/*.xliff"),
        (".", "*.xliff"),
        ("./", "*.xliff"),
        ("/", "/*.xliff"),
        ("My Out/", "'My Out'/*.xliff"),
    ])
    func glob(folder: String, expected: String) {
        #expect(ShellWord.glob("*.xliff", in: folder) == expected)
    }
}
