import Testing
@testable import LocBridge

extension Units {
    /// The trans-unit id grammar `key|==|path` (FORMATS.md §2, "Id grammar"): every form is written as
    /// Xcode writes it and parses back to the same value; malformed paths are refused.
    @Suite struct UnitIDTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var text: String
            var id: UnitID
            var testDescription: String { text }
        }

        static let forms: [Case] = [
            Case(text: "Done", id: UnitID(key: "Done")),
            // A plain key may hold dots, `@` and `|` without being a path.
            Case(text: "a.b@c|d", id: UnitID(key: "a.b@c|d")),
            Case(text: "%lld items|==|plural.one", id: UnitID(key: "%lld items", path: [.plural(.one)])),
            Case(text: "%lld items|==|plural.zero", id: UnitID(key: "%lld items", path: [.plural(.zero)])),
            Case(text: "Tap|==|device.iphone", id: UnitID(key: "Tap", path: [.device(.iphone)])),
            Case(text: "Tap|==|device.applevision", id: UnitID(key: "Tap", path: [.device(.applevision)])),
            Case(text: "%lld taps|==|device.iphone.plural.one",
                 id: UnitID(key: "%lld taps", path: [.device(.iphone), .plural(.one)])),
            Case(text: "%#@files@|==|substitutions.files.plural.one",
                 id: UnitID(key: "%#@files@", path: [.substitution("files"), .plural(.one)])),
            Case(text: "%#@total.strings@|==|substitutions.@total.strings@.plural.other",
                 id: UnitID(key: "%#@total.strings@", path: [.substitution("total.strings"), .plural(.other)])),
            Case(text: "%#@A.B@|==|substitutions.@A.B@.plural.one",
                 id: UnitID(key: "%#@A.B@", path: [.substitution("A.B"), .plural(.one)])),
            Case(text: "K|==|device.mac.substitutions.n.plural.few",
                 id: UnitID(key: "K", path: [.device(.mac), .substitution("n"), .plural(.few)])),
            // A dot is a dot even before a combining mark (one `Character` with it): the name is wrapped.
            Case(text: "K|==|substitutions.@a.\u{301}b@.plural.one",
                 id: UnitID(key: "K", path: [.substitution("a.\u{301}b"), .plural(.one)])),
            Case(text: "Café\u{301}|==|plural.one", id: UnitID(key: "Café\u{301}", path: [.plural(.one)])),
            // A key ending in `|==` runs into the separator: the id goes on with `==|` after the first one.
            Case(text: "a|==", id: UnitID(key: "a|==")),
            Case(text: "a|==|==|plural.one", id: UnitID(key: "a|==", path: [.plural(.one)])),
            Case(text: "Tap|==|==|device.mac", id: UnitID(key: "Tap|==", path: [.device(.mac)])),
            Case(text: "%#@n@|==|==|substitutions.n.plural.one",
                 id: UnitID(key: "%#@n@|==", path: [.substitution("n"), .plural(.one)])),
            Case(text: "|==|==|plural.other", id: UnitID(key: "|==", path: [.plural(.other)])),
            Case(text: "a|=|==|plural.one", id: UnitID(key: "a|=", path: [.plural(.one)])),
            Case(text: "a||==|plural.one", id: UnitID(key: "a|", path: [.plural(.one)])),
        ]

        @Test(arguments: forms)
        func writesEachForm(_ form: Case) {
            #expect(form.id.description == form.text)
        }

        @Test(arguments: forms)
        func parsesEachForm(_ form: Case) {
            #expect(UnitID(parsing: form.text) == form.id)
            #expect(UnitID(parsing: form.text)?.description == form.text)
        }

        static let malformed = [
            "k|==|plural",                             // kind without a name
            "k|==|plural.",                            // empty name
            "k|==|plural.one.",                        // trailing dot
            "k|==|plural..one",                        // empty step
            "k|==|foo.bar",                            // unknown kind
            "k|==|.one",                               // empty kind
            "k|==|",                                   // separator with no path
            "k|==|substitutions.@A.B",                 // unclosed `@`
            "k|==|substitutions.@A.B@x.plural.one",    // text after the closing `@`
            "k|==|substitutions.@@.plural.one",        // empty wrapped name
            "k|==|==|",                                // a key ending in `|==`, no path
            "k|==|==|==|plural.one",                   // the key `k|==|==` would hold the separator
        ]

        @Test(arguments: malformed)
        func refusesMalformedPaths(_ text: String) {
            #expect(UnitID(parsing: text) == nil)
        }

        /// Read by bytes: a combining mark after a dot does not hide the dot.
        @Test func dotBeforeACombiningMarkSeparatesSteps() {
            #expect(UnitID(parsing: "k|==|substitutions.a.\u{301}b.plural.one") == nil)
            #expect(UnitID(parsing: "k|==|plural.\u{301}one") == UnitID(key: "k", path: [.plural(PluralCategory("\u{301}one"))]))
        }

        /// The key is everything before the first separator, unless the next one overlaps it.
        @Test func keyEndsAtTheFirstSeparator() {
            #expect(UnitID(parsing: "a|==|plural.one") == UnitID(key: "a", path: [.plural(.one)]))
            #expect(UnitID(parsing: "a|==|b|==|plural.one") == nil)
            #expect(UnitID(parsing: "a|==|==|plural.one") == UnitID(key: "a|==", path: [.plural(.one)]))
        }

        /// Messages about an id whose path cannot be read split it where the parser ends the key.
        @Test func malformedIdsSplitAsTheParserDoes() {
            #expect(UnitID.splitMalformed("k|==|bogus")! == ("k", "bogus"))
            #expect(UnitID.splitMalformed("k|==|==|bogus")! == ("k|==", "bogus"))
            #expect(UnitID.splitMalformed("k|==|==|")! == ("k|==", ""))
            #expect(UnitID.splitMalformed("k|==") == nil)
        }

        /// The previous unit's key is taken only when the bytes are that key, whatever its normalization.
        @Test(arguments: forms)
        func aPreviousKeyIsUsedOnlyWhenItIsTheKey(_ form: Case) {
            var text = form.text
            let candidates = [nil, form.id.key, form.id.key + "x", "", "Ta\u{301}p"]
            for previous in candidates {
                #expect(text.withUTF8 { UnitID(utf8: $0, previousKey: previous) } == form.id)
            }
            var decomposed = "Ta\u{301}p|==|device.mac"
            #expect(decomposed.withUTF8 { UnitID(utf8: $0, previousKey: "T\u{E1}p") }?.key.utf8.count == 5)
        }
    }
}
