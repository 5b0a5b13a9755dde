import Testing
@testable import LocBridge

/// Format-specifier parity (FORMATS.md §3, import policy 5): what `parse` finds, and the exact message
/// `mismatch` gives for each source/translation pair.
@Suite struct FormatSpecifiersTests {
    /// A source, a translation, and the exact message expected (nil: they consume the same arguments).
    struct Pair: Sendable, CustomTestStringConvertible {
        var source: String
        var translation: String
        var message: String?
        var testDescription: String { "\(source) → \(translation)" }

        init(_ source: String, _ translation: String, _ message: String?) {
            self.source = source
            self.translation = translation
            self.message = message
        }
    }

    /// A text and every specifier `parse` must find in it.
    struct Parsed: Sendable, CustomTestStringConvertible {
        var text: String
        var specifiers: [FormatSpecifier]
        var testDescription: String { text }

        init(_ text: String, _ specifiers: [FormatSpecifier]) {
            self.text = text
            self.specifiers = specifiers
        }
    }

    static let refusedN = ", which is refused: it writes to memory through its argument"

    static let pairs: [Pair] = [
        // Objects and integers.
        Pair("%@", "%@", nil),
        Pair("Hello, %@!", "Hallo, %@!", nil),
        Pair("%d files", "%i Dateien", nil),
        Pair("%u", "%x", nil),
        Pair("%o", "%X", nil),
        Pair("%D", "%d", nil),
        Pair("%hhd", "%d", nil),
        Pair("%hd", "%u", nil),
        Pair("%Ld", "%d", nil),
        Pair("%lld items", "%lld Elemente", nil),
        Pair("%ld", "%lld", nil),
        Pair("%zd", "%qd", nil),
        Pair("%tu", "%jx", nil),
        Pair("%d", "%lld", "argument 1 is %d in the source but %lld in the translation"),
        Pair("%lld", "%d", "argument 1 is %lld in the source but %d in the translation"),
        Pair("%X", "%lx", "argument 1 is %X in the source but %lx in the translation"),
        Pair("%@", "%d", "argument 1 is %@ in the source but %d in the translation"),
        Pair("%C", "%c", "argument 1 is %C in the source but %c in the translation"),
        Pair("%p", "%@", "argument 1 is %p in the source but %@ in the translation"),
        Pair("%S", "%s", "argument 1 is %S in the source but %s in the translation"),
        // Reordering and positions.
        Pair("%1$@ %2$@", "%2$@ %1$@", nil),
        Pair("%1$@ %2$lld", "%2$lld %1$@", nil),
        Pair("%@ %lld", "%2$lld %1$@", nil),
        Pair("%@ %lld", "%lld %@", "argument 1 is %@ in the source but %lld in the translation"),
        Pair("%1$@ and %1$@", "%1$@", nil),
        Pair("%@ sent %@", "%1$@ hat %2$@ gesendet, %1$@", nil),
        Pair("%@", "%1$@ und nochmals %1$@", nil),
        Pair(
            "%@ %@", "%1$@ %1$@",
            "the translation has 1 format specifier (%1$@) but the source has 2 (%@, %@)"),
        Pair("%1$@ %1$d", "%1$@", "the source uses argument 1 as both %1$@ and %1$d"),
        Pair("%@", "%1$@ %1$d", "the translation uses argument 1 as both %1$@ and %1$d"),
        Pair("%1$@ %2$@", "%1$@ %3$@", "the source's argument 2 (%2$@) is missing from the translation"),
        Pair("%1$@ %3$@", "%1$@ %2$@", "the translation uses argument 2 (%2$@), which the source does not have"),
        // Implicit positions are counted apart from explicit ones, as CoreFoundation counts them.
        Pair(
            "%@ %lld", "%1$@ %@",
            "the translation has 1 format specifier (%1$@) but the source has 2 (%@, %lld)"),
        // Dropped and extra specifiers.
        Pair("%@ and %lld", "%@", "the translation has 1 format specifier (%@) but the source has 2 (%@, %lld)"),
        Pair(
            "%@ has %lld items", "%lld Elemente",
            "the translation has 1 format specifier (%lld) but the source has 2 (%@, %lld)"),
        Pair("%@", "%@ %@", "the translation has 2 format specifiers (%@, %@) but the source has 1 (%@)"),
        Pair("Done", "Fertig, %@", "the translation has 1 format specifier (%@) but the source has none"),
        // Listed up to 20: a text of thousands made a message as long (QA).
        Pair(String(repeating: "%@", count: 22), String(repeating: "%@", count: 21),
             "the translation has 21 format specifiers (" + Array(repeating: "%@", count: 20).joined(separator: ", ")
                + ", and 1 more) but the source has 22 (" + Array(repeating: "%@", count: 20).joined(separator: ", ") + ", and 2 more)"),
        Pair("%@", "", "the translation has no format specifiers but the source has 1 (%@)"),
        Pair("", "", nil),
        Pair("Done", "Fertig", nil),
        // Literal percent signs.
        Pair("100%%", "100 %%", nil),
        Pair("%lld%% off", "%lld %% de réduction", nil),
        Pair("100%", "100 %", nil),
        Pair("50% off", "50 % de réduction", nil),
        Pair("50 % off", "50 % off", nil),
        Pair("10% or more", "10 % o más", nil),
        Pair("from 10% to 20%", "del 10 % a 20 %", nil),
        // In a format string, a `%` that is no specifier is reported.
        // String(format:) reads `% d` (space flag) as a specifier: said so, since it takes an argument.
        Pair(
            "%lld%% off", "%lld % de réduction",
            "the translation's % at offset 5 (\"% de\") is read by String(format:) as \"% d\" (a space flag), which "
                + "takes an argument the source does not have; in a format string a literal percent sign is written %%"),
        Pair(
            "%d items", "% d éléments",
            "the translation has no format specifiers but the source has 1 (%d); its % at offset 0 is followed by a "
                + "space, which String(format:) reads as a flag of \"% d\": write the specifier without the space, or %% "
                + "for a percent sign"),
        Pair(
            "%lld%% off", "%lld % réduction",
            "the translation's % at offset 5 (\"% ré\") is not a format specifier; "
                + "in a format string a literal percent sign is written %%"),
        Pair(
            "Save %@", "Économisez %@ à 100%",
            "the translation's % at offset 19 (\"%\") is not a format specifier; "
                + "in a format string a literal percent sign is written %%"),
        Pair(
            "%arg items", "%arg articles à 50 %",
            "the translation's % at offset 19 (\"%\") is not a format specifier; "
                + "in a format string a literal percent sign is written %%"),
        // …but not when the source writes a stray `%` itself.
        Pair("%@ at 100%", "%@ à 100 %", nil),
        // `'` is no flag for CoreFoundation: `%'d` prints no number.
        Pair("%d", "%'d", "the translation's % at offset 0 (\"%'d\") is not a format specifier, so the translation has "
            + "no format specifiers but the source has 1 (%d)"),
        // A `%` that begins no specifier where one is missing is named, as a trailing `%` is.
        Pair("Hello %@", "Hallo %K", "the translation's % at offset 6 (\"%K\") is not a format specifier, so the "
            + "translation has no format specifiers but the source has 1 (%@)"),
        Pair("%d files", "%b Dateien", "the translation's % at offset 0 (\"%b D\") is not a format specifier, so the "
            + "translation has no format specifiers but the source has 1 (%d)"),
        Pair("%1$@ of %2$@", "%2$@ von %1$", "the translation's % at offset 9 (\"%1$\") is not a format specifier, so the "
            + "translation has 1 format specifier (%2$@) but the source has 2 (%1$@, %2$@)"),
        // …not when the source has a stray `%` too (the translation's may be a percent sign like it).
        Pair("50% off %@", "50% Rabatt", "the translation has no format specifiers but the source has 1 (%@)"),
        // Without a space, printf reads German `%ige` as `%i`.
        Pair(
            "%@ increase", "%@ 50%ige Steigerung",
            "the translation has 2 format specifiers (%@, %i) but the source has 1 (%@)"),
        // Floating point, width, precision, flags.
        Pair("%.2f", "%f", nil),
        Pair("%5.1f km", "%.3f km", nil),
        Pair("%lf", "%g", nil),
        Pair("%e", "%A", nil),
        Pair("%f", "%Lf", "argument 1 is %f in the source but %Lf in the translation"),
        Pair("%-10s|", "%s|", nil),
        Pair("%+05d", "%d", nil),
        Pair("%#x", "%x", nil),
        Pair("%s", "%@", "argument 1 is %s in the source but %@ in the translation"),
        // `*` consumes an `int` before the value.
        Pair("%*d", "%d %d", nil),
        Pair("%*d", "%d", "the translation has 1 format specifier (%d) but the source has 2 (width of %*d, %*d)"),
        Pair(
            "%.*f", "%f",
            "the translation has 1 format specifier (%f) but the source has 2 (precision of %.*f, %.*f)"),
        Pair("%*.*f", "%*.*f", nil),
        Pair("%*d", "%@ %d", "argument 1 is width of %*d in the source but %@ in the translation"),
        Pair("%1$*2$d", "%1$*2$d", nil),
        Pair("%2$*1$d", "%d %d", nil),
        Pair(
            "%1$*2$d", "%1$d",
            "the translation has 1 format specifier (%1$d) but the source has 2 (%1$*2$d, width of %1$*2$d)"),
        // Substitutions: by name.
        Pair("%#@items@", "%1$#@items@", nil),
        Pair("%#@items@", "%#@items@", nil),
        Pair("%#@a@", "%#@b@", "the source uses %#@a@ but the translation does not"),
        Pair("%#@a@", "%#@a@ %#@b@", "the translation uses %#@b@ but the source does not"),
        Pair("%#@items@ in %@", "%@: %#@items@", "argument 1 is %#@items@ in the source but %@ in the translation"),
        Pair("%#@items@ in %@", "%2$@: %1$#@items@", nil),
        Pair("%#@a@ %#@b@", "%2$#@b@ %1$#@a@", nil),
        Pair("%1$#@a.b@", "%1$#@a.b@", nil),
        Pair("%#@items@", "%#@items", "the source uses %#@items@ but the translation does not"),
        Pair("%#@items@", "%@", "the source uses %#@items@ but the translation does not"),
        // `%arg` in a substitution's forms consumes nothing; as exported to XLIFF it is `%N$spec`.
        Pair("%arg items", "%arg Elemente", nil),
        Pair("%arg items", "Elemente", nil),
        Pair("%1$lld items", "%1$lld Elemente", nil),
        // `%n` is refused.
        Pair("%n", "%n", "the translation uses %n\(refusedN)"),
        Pair("%d%n", "%d", "the source uses %n\(refusedN)"),
        Pair("%@", "%@%2$n", "the translation uses %2$n\(refusedN)"),
        // Non-ASCII text around specifiers.
        Pair("Привет, %@! У вас %lld писем", "你好，%@！你有 %lld 封邮件", nil),
        Pair(
            "%@ 👋🏽 %d", "%@ 👋🏽",
            "the translation has 1 format specifier (%@) but the source has 2 (%@, %d)"),
        Pair(
            "Café %@ %%", "Café %@ 👩‍👩‍👧 %",
            "the translation's % at offset 10 (\"%\") is not a format specifier; "
                + "in a format string a literal percent sign is written %%"),
    ]

    static let parsed: [Parsed] = [
        Parsed("", []),
        Parsed("No specifiers here", []),
        Parsed("%@", [FormatSpecifier(position: nil, kind: .object, text: "%@", offset: 0)]),
        Parsed(
            "Grüße, %@ 👩‍👩‍👧 %2$lld",
            [
                FormatSpecifier(position: nil, kind: .object, text: "%@", offset: 7),
                FormatSpecifier(position: 2, kind: .int64, text: "%2$lld", offset: 12),
            ]),
        Parsed("Cafe\u{301} %d", [FormatSpecifier(position: nil, kind: .int, text: "%d", offset: 5)]),
        Parsed("100%% %d", [FormatSpecifier(position: nil, kind: .int, text: "%d", offset: 6)]),
        Parsed("%%d", []),
        Parsed("100%", []),
        Parsed("50 % off", []),
        Parsed("% d", []),
        Parsed("%'d", []),
        Parsed("%5", []),
        Parsed("%-%d", []),
        Parsed("%0$@", []),
        Parsed("%1$", []),
        Parsed("%99999999999999999999d", []),
        Parsed("%lc", [FormatSpecifier(position: nil, kind: .char, text: "%lc", offset: 0)]),
        Parsed("%arg items", []),
        Parsed("%argh %@", [FormatSpecifier(position: nil, kind: .object, text: "%@", offset: 6)]),
        Parsed(
            "%ld %lld %qd %zd %td %jd",
            (0 ..< 6).map { index in
                let texts = ["%ld", "%lld", "%qd", "%zd", "%td", "%jd"]
                let offsets = [0, 4, 9, 13, 17, 21]
                return FormatSpecifier(position: nil, kind: .int64, text: texts[index], offset: offsets[index])
            }),
        Parsed(
            "%hd%hhu%d%Ld%D%O%U",
            zip(["%hd", "%hhu", "%d", "%Ld", "%D", "%O", "%U"], [0, 3, 7, 9, 12, 14, 16]).map {
                FormatSpecifier(position: nil, kind: .int, text: $0, offset: $1)
            }),
        Parsed(
            "%Lf %lf %hf %.3e %a",
            [
                FormatSpecifier(position: nil, kind: .longDouble, text: "%Lf", offset: 0),
                FormatSpecifier(position: nil, kind: .double, text: "%lf", offset: 4),
                FormatSpecifier(position: nil, kind: .double, text: "%hf", offset: 8),
                FormatSpecifier(position: nil, kind: .double, text: "%.3e", offset: 12),
                FormatSpecifier(position: nil, kind: .double, text: "%a", offset: 17),
            ]),
        Parsed(
            "%c%C%s%S%P%p%n%ls",
            [
                FormatSpecifier(position: nil, kind: .char, text: "%c", offset: 0),
                FormatSpecifier(position: nil, kind: .unichar, text: "%C", offset: 2),
                FormatSpecifier(position: nil, kind: .cString, text: "%s", offset: 4),
                FormatSpecifier(position: nil, kind: .unicharString, text: "%S", offset: 6),
                FormatSpecifier(position: nil, kind: .pascalString, text: "%P", offset: 8),
                FormatSpecifier(position: nil, kind: .pointer, text: "%p", offset: 10),
                FormatSpecifier(position: nil, kind: .storeCount, text: "%n", offset: 12),
                FormatSpecifier(position: nil, kind: .cString, text: "%ls", offset: 14),
            ]),
        Parsed("%-10s", [FormatSpecifier(position: nil, kind: .cString, text: "%-10s", offset: 0)]),
        Parsed("%+05.1f", [FormatSpecifier(position: nil, kind: .double, text: "%+05.1f", offset: 0)]),
        Parsed(
            "%*d", [FormatSpecifier(position: nil, kind: .int, text: "%*d", offset: 0, widthArgument: .implicit)]),
        Parsed(
            "%*.*f",
            [
                FormatSpecifier(
                    position: nil, kind: .double, text: "%*.*f", offset: 0, widthArgument: .implicit,
                    precisionArgument: .implicit)
            ]),
        Parsed(
            "%1$*2$d",
            [FormatSpecifier(position: 1, kind: .int, text: "%1$*2$d", offset: 0, widthArgument: .explicit(2))]),
        Parsed(
            "%*1$d", [FormatSpecifier(position: nil, kind: .int, text: "%*1$d", offset: 0, widthArgument: .explicit(1))]
        ),
        Parsed(
            "%2$.*3$f",
            [FormatSpecifier(position: 2, kind: .double, text: "%2$.*3$f", offset: 0, precisionArgument: .explicit(3))]),
        Parsed(
            "%#@items@ left",
            [FormatSpecifier(position: nil, kind: .substitution("items"), text: "%#@items@", offset: 0)]),
        Parsed(
            "Ä %2$#@a.b@",
            [FormatSpecifier(position: 2, kind: .substitution("a.b"), text: "%2$#@a.b@", offset: 2)]),
        Parsed("%#@ items@", []),
        Parsed("%#@@", []),
        Parsed("%#x", [FormatSpecifier(position: nil, kind: .int, text: "%#x", offset: 0)]),
        Parsed("50%ige", [FormatSpecifier(position: nil, kind: .int, text: "%i", offset: 2)]),
    ]

    @Test(arguments: pairs)
    func mismatch(_ pair: Pair) {
        #expect(FormatSpecifiers.mismatch(source: pair.source, translation: pair.translation) == pair.message)
    }

    @Test(arguments: parsed)
    func parse(_ case_: Parsed) {
        #expect(FormatSpecifiers.parse(case_.text) == case_.specifiers)
    }

    /// Argument positions as CoreFoundation assigns them: implicit `*`, `.*` and value in that order,
    /// explicit positions apart from the implicit count.
    @Test func argumentPositions() {
        let uses = FormatSpecifiers.arguments(of: FormatSpecifiers.parse("%*.*f %3$@ %d %*1$lld"))
        #expect(uses.map(\.position) == [1, 2, 3, 3, 4, 1, 5])
        #expect(uses.map(\.kind) == [.int, .int, .double, .object, .int, .int, .int64])
        #expect(
            uses.map(\.label) == [
                "width of %*.*f", "precision of %*.*f", "%*.*f", "%3$@", "%d", "width of %*1$lld", "%*1$lld",
            ])
    }

    /// Stray `%` signs and format marks that `mismatch` rule 6 relies on.
    @Test func strayPercentsAndMarks() {
        let french = FormatSpecifiers.scan("50 % de réduction, 10 %% et %arg")
        #expect(french.strayPercents == [3])
        #expect(french.hasFormatMarks)
        #expect(french.isFormatString)
        let plain = FormatSpecifiers.scan("100% sure")
        #expect(plain.strayPercents == [3])
        #expect(!plain.isFormatString)
        #expect(FormatSpecifiers.scan("no percent") == FormatSpecifiers.Scan())
    }

    /// The scan reads scalars, as the formatter reads UTF-16: a combining mark after `%d` does not hide
    /// the `d`. What callers see counts `Character`s: `parse` offsets and the stray `%` message.
    @Test func scalarsAreScannedAndCharactersCounted() {
        #expect(FormatSpecifiers.parse("%d\u{301}") == [FormatSpecifier(position: nil, kind: .int, text: "%d", offset: 0)])
        // `e` + U+0301 and CR LF are one character each, two scalars each.
        #expect(FormatSpecifiers.parse("e\u{301}\r\n %@ %#@ü@")
            == [FormatSpecifier(position: nil, kind: .object, text: "%@", offset: 3),
                FormatSpecifier(position: nil, kind: .substitution("ü"), text: "%#@ü@", offset: 6)])
        #expect(FormatSpecifiers.scan("e\u{301} %@").specifiers.map(\.offset) == [3])
        #expect(FormatSpecifiers.mismatch(source: "%@ done", translation: "e\u{301}\u{301} % %@")
            == "the translation's % at offset 2 (\"% %@\") is not a format specifier; "
            + "in a format string a literal percent sign is written %%")
    }

    /// The scan reads UTF-8: a non-ASCII scalar ends an attempt (`%é`), a multi-byte scalar counts as one
    /// offset, and whitespace outside ASCII (no-break space, em space) ends a substitution name.
    @Test func multiByteScalars() {
        #expect(FormatSpecifiers.scan("%é %😀 %@").strayPercents == [0, 3])
        #expect(FormatSpecifiers.scan("😀é%lld").specifiers.map(\.offset) == [2])
        #expect(FormatSpecifiers.parse("%#@a\u{A0}b@ %#@c\u{2003}d@ %#@日本@").map(\.kind) == [.substitution("日本")])
        #expect(FormatSpecifiers.mismatch(source: "%1$@ 😀 %2$lld", translation: "%2$lld é %1$@") == nil)
    }

    /// Every pair also holds in reverse where it is symmetric: a match stays a match.
    @Test func matchesAreSymmetric() {
        for pair in Self.pairs where pair.message == nil {
            let reversed = FormatSpecifiers.mismatch(source: pair.translation, translation: pair.source)
            let sourceHasStray = !FormatSpecifiers.scan(pair.source).strayPercents.isEmpty
            let translationIsFormat = FormatSpecifiers.scan(pair.translation).isFormatString
            // Rule 6 is one-sided: a stray `%` kept by the source is allowed, not the reverse.
            if sourceHasStray && translationIsFormat { continue }
            #expect(reversed == nil, "\(pair.translation) → \(pair.source)")
        }
    }
}
