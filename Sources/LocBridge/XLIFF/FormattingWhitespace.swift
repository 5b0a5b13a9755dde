/// Line breaks and indentation a tool put around a text when it pretty-printed an XLIFF file without
/// `xml:space="preserve"` (XLIFF 1.2 then lets white space be formatting): a run of white space at either
/// end of the text that holds a line break. Spaces alone are text.
enum FormattingWhitespace {
    /// The byte range of `bytes` that is text: without such runs at its ends.
    static func kept(in bytes: UnsafeBufferPointer<UInt8>) -> (start: Int, end: Int) {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func hasBreak(_ range: Range<Int>) -> Bool { bytes[range].contains { $0 == 0x0A || $0 == 0x0D } }
        var start = 0, end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        if !hasBreak(0..<start) { start = 0 }
        var last = end
        while last > start, isSpace(bytes[last - 1]) { last -= 1 }
        if hasBreak(last..<end) { end = last }
        return (start, end)
    }

    /// The spaces and tabs after the last line break of a leading run (`kept`'s start): the indentation the
    /// tool gave the text's first line. Nil without a line break.
    static func lastLineIndent(in run: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let lastBreak = run.lastIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
        return run.count - lastBreak - 1
    }

    /// `text` without such runs.
    static func trimmed(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            let (start, end) = kept(in: bytes)
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
    }

    /// `unit` as it was before the reader left out formatting, as far as the catalog (or development
    /// file) tells: a source equal to the expected one but for white space at its ends is that source; a
    /// target equal to the current translation but for such white space is that translation (an
    /// untouched re-import changes nothing); another target takes the source's white space at its ends.
    /// Phrases one by one. Units the reader did not trim come back as they are.
    static func restoring(_ unit: TranslationUnit, expectedSource: String?, expectedSourceSet: [String]? = nil,
                          current: String?, currentSet: [String]? = nil) -> TranslationUnit {
        guard unit.formattingTrimmed else { return unit }
        var restored = unit
        if unit.sourceSet == nil {
            var edges: (leading: Substring, trailing: Substring)?
            // The tool may have indented the inner lines of a text too (each on its own line of the file);
            // recognised where the catalog's source has no indentation of its own after its line breaks.
            var reindented = false
            if let expectedSource, stripped(expectedSource) == stripped(unit.source) {
                restored.source = expectedSource
                edges = whiteEdges(of: expectedSource)
            } else if let expectedSource, let indent = unit.sourceLayoutIndent,
                      withoutIndentation(stripped(unit.source), indent) == String(stripped(expectedSource)) {
                // The tool put the text on a line of its own, and indented each of its lines as much as the
                // first, over any indentation of the text's own (`List:\n  - a`, QA).
                restored.source = expectedSource
                edges = whiteEdges(of: expectedSource)
            } else if let expectedSource, dedented(expectedSource) == expectedSource,
                      dedented(String(stripped(expectedSource))) == dedented(String(stripped(unit.source))) {
                restored.source = expectedSource
                edges = whiteEdges(of: expectedSource)
                reindented = true
            }
            // A tool may have laid out the target alone that way (its source left as it was): every inner line
            // of the target is indented. Where the catalog's source indents none, all of it is the tool's;
            // where the source indents lines itself, what goes beyond the source's least indentation.
            var toolIndentation = 0
            if !reindented, let expectedSource, let target = unit.target, everyInnerLineIndented(String(stripped(target))) {
                if dedented(expectedSource) == expectedSource {
                    reindented = true
                } else if let source = leastInnerIndentation(expectedSource), let laidOut = leastInnerIndentation(String(stripped(target))),
                          laidOut > source {
                    toolIndentation = laidOut - source
                }
                if reindented || toolIndentation > 0, edges == nil { edges = whiteEdges(of: expectedSource) }
            }
            // Where the tool put the target on a line of its own, its first line shows the indentation
            // it added to every line (QA: guessed from the source's, a translation's own was changed).
            let laidOutTarget = unit.target.flatMap { target in
                unit.targetLayoutIndent.flatMap { withoutIndentation(stripped(target), $0) }
            }
            if laidOutTarget != nil {
                reindented = false
                if edges == nil, let expectedSource { edges = whiteEdges(of: expectedSource) }
            }
            if let target = unit.target {
                let core = laidOutTarget.map { $0[...] } ?? (reindented ? dedented(String(stripped(target)))[...]
                    : toolIndentation > 0 ? dedented(String(stripped(target)), by: toolIndentation)[...] : stripped(target))
                // An untouched target is the current translation, whatever the guesses above made of it.
                if let current, sameLines(stripped(current), stripped(target)) || sameLines(stripped(current), core)
                    || (reindented && sameLines(dedented(String(stripped(current)))[...], core)) {
                    restored.target = current
                } else if let edges, !target.isEmpty {
                    restored.target = String(edges.leading + core + edges.trailing)
                }
            }
        } else if let sourceSet = unit.sourceSet {
            var edges: [(leading: Substring, trailing: Substring)]?
            if let expectedSourceSet, sameButEdges(sourceSet, expectedSourceSet) {
                restored.sourceSet = expectedSourceSet
                edges = expectedSourceSet.map(whiteEdges)
            }
            if let targetSet = unit.targetSet {
                if let currentSet, sameButEdges(targetSet, currentSet) {
                    restored.targetSet = currentSet
                } else if let edges, edges.count == targetSet.count {
                    restored.targetSet = zip(targetSet, edges).map { String($1.leading + stripped($0) + $1.trailing) }
                }
            }
        }
        return restored
    }

    private static func isWhite(_ character: Character) -> Bool { character == " " || character == "\t" || character.isNewline }

    /// `text` without white space at its ends.
    private static func stripped(_ text: String) -> Substring {
        let start = text.firstIndex { !isWhite($0) } ?? text.endIndex
        let end = text.lastIndex { !isWhite($0) }.map { text.index(after: $0) } ?? start
        return text[start..<max(start, end)]
    }

    /// `text` without the spaces and tabs after each of its line breaks.
    private static func dedented(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        var result = ""
        var afterBreak = false
        for character in text {
            if afterBreak, character == " " || character == "\t" { continue }
            afterBreak = character.isNewline
            result.append(character)
        }
        return result
    }

    /// The fewest spaces and tabs after any of `text`'s line breaks; nil without one.
    private static func leastInnerIndentation(_ text: String) -> Int? {
        var least: Int?
        var current: Int?
        for character in text {
            if character.isNewline {
                if let current { least = min(least ?? current, current) }
                current = 0
            } else if let count = current {
                if character == " " || character == "\t" { current = count + 1 } else {
                    least = min(least ?? count, count)
                    current = nil
                }
            }
        }
        if let current { least = min(least ?? current, current) }
        return least
    }

    /// `text` with `count` spaces or tabs taken from after each of its line breaks.
    private static func dedented(_ text: String, by count: Int) -> String {
        var result = ""
        var left = 0
        for character in text {
            if left > 0, character == " " || character == "\t" {
                left -= 1
                continue
            }
            left = character.isNewline ? count : 0
            result.append(character)
        }
        return result
    }

    /// `text` with `count` spaces or tabs taken from after each of its line breaks; a line of only white
    /// space (a pretty-printer may leave it empty) loses what it has up to `count`. Nil when a line with
    /// text has fewer: then the tool did not lay out every line.
    private static func withoutIndentation(_ text: Substring, _ count: Int) -> String? {
        var result = ""
        var indentation = ""
        var atLineStart = false
        for character in text {
            if atLineStart {
                if character == " " || character == "\t" {
                    indentation.append(character)
                    continue
                }
                if !character.isNewline {
                    guard indentation.count >= count else { return nil }
                    atLineStart = false
                }
                result += indentation.dropFirst(count)
                indentation = ""
            }
            result.append(character)
            if character.isNewline { atLineStart = true }
        }
        return result + indentation.dropFirst(count)
    }

    /// Whether `text` has line breaks and each is followed by a space or tab.
    private static func everyInnerLineIndented(_ text: String) -> Bool {
        var sawBreak = false
        var previousWasBreak = false
        for character in text {
            if previousWasBreak, character != " ", character != "\t" { return false }
            previousWasBreak = character.isNewline
            sawBreak = sawBreak || previousWasBreak
        }
        return sawBreak && !previousWasBreak
    }

    /// Whether `a` and `b` are the same text, but that a line of only white space in one may be empty in
    /// the other: a pretty-printer strips such lines (QA: " \n" in a translation came back as "\n").
    private static func sameLines(_ a: Substring, _ b: Substring) -> Bool {
        a == b || (a.contains(where: \.isNewline) && blankLinesEmptied(a) == blankLinesEmptied(b))
    }

    /// `text` with each line of only spaces and tabs made empty (scalar by scalar: `\r\n` is one Character).
    private static func blankLinesEmptied(_ text: Substring) -> String {
        var result = String.UnicodeScalarView()
        var pending = String.UnicodeScalarView()
        var atLineStart = true
        for scalar in text.unicodeScalars {
            if atLineStart, scalar == " " || scalar == "\t" {
                pending.append(scalar)
                continue
            }
            // Kept unless the line ends here: then it held only white space.
            if scalar != "\n", scalar != "\r" { result.append(contentsOf: pending) }
            pending.removeAll()
            atLineStart = scalar == "\n" || scalar == "\r"
            result.append(scalar)
        }
        return String(result)
    }

    /// The white space at the ends of `text`.
    private static func whiteEdges(of text: String) -> (leading: Substring, trailing: Substring) {
        let core = stripped(text)
        guard !core.isEmpty else { return (text[...], "") }
        return (text[..<core.startIndex], text[core.endIndex...])
    }

    private static func sameButEdges(_ a: [String], _ b: [String]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { stripped($0) == stripped($1) }
    }
}
