import Testing
@testable import LocBridge

extension XLIFF {
    /// `--tool-info ID,NAME,VERSION[,BUILD]` and locbridge's own `<tool>` (FORMATS.md §2, "Schema validity").
    @Suite struct ToolInfoTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var text: String
            var tool: ToolInfo?
            var testDescription: String { text.debugDescription }
        }

        static let cases: [Case] = [
            Case(text: "com.apple.dt.xcode,Xcode,16.0,16A242",
                 tool: ToolInfo(id: "com.apple.dt.xcode", name: "Xcode", version: "16.0", buildNumber: "16A242")),
            Case(text: "com.apple.dt.xcode,Xcode,16.0", tool: ToolInfo(id: "com.apple.dt.xcode", name: "Xcode", version: "16.0")),
            Case(text: "com.apple.dt.xcode,Xcode,16.0,", tool: ToolInfo(id: "com.apple.dt.xcode", name: "Xcode", version: "16.0")),
            Case(text: "tool,Name With Spaces,1.0 beta", tool: ToolInfo(id: "tool", name: "Name With Spaces", version: "1.0 beta")),
            Case(text: "", tool: nil),
            Case(text: "a,b", tool: nil),
            Case(text: "a,,c", tool: nil),
            Case(text: ",b,c", tool: nil),
            Case(text: "a,b,", tool: nil),
            Case(text: "a,b,c,d,e", tool: nil),
        ]

        @Test(arguments: cases)
        func parsesCommaSeparated(_ form: Case) {
            #expect(ToolInfo(commaSeparated: form.text) == form.tool)
        }

        @Test func locbridgeToolHasNoBuildNumber() {
            #expect(ToolInfo.locbridge == ToolInfo(id: "locbridge", name: "locbridge", version: locbridgeVersion))
        }
    }
}
