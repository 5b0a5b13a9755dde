import Testing
@testable import LocBridge

extension Units {
    /// The trans-unit id grammar `key|==|path` (FORMATS.md §2, "Id grammar"): every form is written as
    /// Xcode writes it and parses back to the same value; an id with no valid path is a plain key.
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
            // A key may hold the separator when no path follows it (Xcode exports `plain|==|word`): the path
            // starts after the first separator a valid path follows.
            Case(text: "plain|==|word", id: UnitID(key: "plain|==|word")),
            Case(text: "plain|==|unknown.x", id: UnitID(key: "plain|==|unknown.x")),
            Case(text: "plain|==|word|==|plural.one", id: UnitID(key: "plain|==|word", path: [.plural(.one)])),
            Case(text: "varied|==|key|==|device.mac.plural.other",
                 id: UnitID(key: "varied|==|key", path: [.device(.mac), .plural(.other)])),
            Case(text: "a|==|b|==|c|==|substitutions.@A.B@.plural.one",
                 id: UnitID(key: "a|==|b|==|c", path: [.substitution("A.B"), .plural(.one)])),
            Case(text: "k|==|==|==|plural.one", id: UnitID(key: "k|==|==", path: [.plural(.one)])),
            Case(text: "a|==||==|plural.one", id: UnitID(key: "a|==|", path: [.plural(.one)])),
            Case(text: "k|==|", id: UnitID(key: "k|==|")),
        ]

        @Test(arguments: forms)
        func writesEachForm(_ form: Case) {
            #expect(form.id.description == form.text)
        }

        @Test(arguments: forms)
        func parsesEachForm(_ form: Case) {
            #expect(UnitID(parsing: form.text) == form.id)
            #expect(UnitID(parsing: form.text).description == form.text)
        }

        /// With no valid path after any separator, the whole id is a plain key: import and check judge it
        /// against the catalog or the file (`k|==|bogus` beside a key `k` is a broken variation of it).
        static let withoutAPath = [
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
            "k|==|substitutions.a.\u{301}b.plural.one", // a dot before a combining mark still ends a step
            "a|==|b|==|c",
        ]

        @Test(arguments: withoutAPath)
        func readsAnIdWithoutAPathAsAPlainKey(_ text: String) {
            #expect(UnitID(parsing: text) == UnitID(key: text))
            var bytes = text
            #expect(bytes.withUTF8 { UnitID(utf8: $0, previousKey: text) } == UnitID(key: text))
        }

        /// Read by bytes: a combining mark after a dot does not hide the dot.
        @Test func dotBeforeACombiningMarkSeparatesSteps() {
            #expect(UnitID(parsing: "k|==|plural.\u{301}one") == UnitID(key: "k", path: [.plural(PluralCategory("\u{301}one"))]))
        }

        /// The key ends at the first separator a valid path follows, overlapping ones included.
        @Test func keyEndsAtTheFirstSeparatorAPathFollows() {
            #expect(UnitID(parsing: "a|==|plural.one") == UnitID(key: "a", path: [.plural(.one)]))
            #expect(UnitID(parsing: "a|==|plural.one|==|plural.one") == UnitID(key: "a|==|plural.one", path: [.plural(.one)]))
            #expect(UnitID(parsing: "a|==|==|plural.one") == UnitID(key: "a|==", path: [.plural(.one)]))
            #expect(UnitID(parsing: "x|==|substitutions.@A.B@.plural.one") == UnitID(key: "x", path: [.substitution("A.B"), .plural(.one)]))
            // A name runs to the next dot, so `mac|==|plural` leaves `one` without a kind: the second one wins.
            #expect(UnitID(parsing: "x|==|device.mac|==|plural.one") == UnitID(key: "x|==|device.mac", path: [.plural(.one)]))
        }

        /// Messages about an id without a path split it at each separator, overlapping ones included.
        @Test func splitsAtEverySeparator() {
            #expect(UnitID.splits(of: "k|==|bogus").map { [$0.key, $0.path] } == [["k", "bogus"]])
            #expect(UnitID.splits(of: "k|==|==|bogus").map { [$0.key, $0.path] } == [["k", "==|bogus"], ["k|==", "bogus"]])
            #expect(UnitID.splits(of: "a|==|b|==|").map { [$0.key, $0.path] } == [["a", "b|==|"], ["a|==|b", ""]])
            #expect(UnitID.splits(of: "k|==").isEmpty)
            // Only the last ones (by default 64) of a hostile id's thousands: each split copies the key.
            let many = "a" + String(repeating: "|==|plural", count: 20_000)
            let last = UnitID.splits(of: many)
            #expect(last.count == 64 && last.last?.path == "plural" && last.first?.key.utf8.count == 1 + 10 * 19_936)
            #expect(UnitID.splits(of: "a|==|b|==|c", limit: 1).map { [$0.key, $0.path] } == [["a|==|b", "c"]])
            // No dot after any of them: no path, the whole id is the key.
            #expect(UnitID(parsing: many) == UnitID(key: many))
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
            #expect(decomposed.withUTF8 { UnitID(utf8: $0, previousKey: "T\u{E1}p") }.key.utf8.count == 5)
        }
    }
}
