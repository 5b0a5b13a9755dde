/// Segmentation by CAT tools (Trados, Okapi, memoQ; XLIFF 1.2 §2.4.3): `<seg-source>` repeats the
/// source split into `<mrk mtype="seg" mid="…">` segments, and `<target>` holds the translated segments
/// in the same markup. Their text, flattened, is the whole text; a target segment without text is one
/// not translated yet, which must not pass for a finished translation.
struct Segments {
    /// One segment: its `mid` (nil when it has none) and whether it has more than white space.
    private struct Segment {
        var id: String?
        var hasText: Bool
    }

    private var source: [Segment] = []
    /// The text of each `<seg-source>` segment, to find in `<source>` what stands between them.
    private var sourceTexts: [[UInt8]] = []
    private var target: [Segment] = []
    /// Where each target segment's text starts and ends in the packed bytes, for `gaps`.
    private var targetRanges: [Range<Int>] = []
    /// The segment being read: the depth of its `<mrk>`, its `mid`, where its text starts.
    private var open: (depth: Int, id: String?, start: Int)?

    var isOpen: Bool { open != nil }
    /// Whether the target was segmented.
    var inTarget: Bool { !target.isEmpty }

    mutating func start(id: String?, depth: Int, textStart: Int) {
        open = (depth, id, textStart)
    }

    /// Where the open segment's text starts, if the `<mrk>` ending at `depth` is that segment's.
    func textStart(endingAt depth: Int) -> Int? {
        guard let open, open.depth == depth else { return nil }
        return open.start
    }

    /// Ends the open segment of `<seg-source>` (`inSource`) or `<target>`, whose text ends at `textEnd`.
    mutating func end(hasText: Bool, inSource: Bool, textEnd: Int, text: [UInt8] = []) {
        guard let open else { return }
        self.open = nil
        let segment = Segment(id: open.id, hasText: hasText)
        if inSource {
            source.append(segment)
            sourceTexts.append(text)
        } else {
            target.append(segment)
            targetRanges.append(open.start..<textEnd)
        }
    }

    /// The text between consecutive target segments, as ranges of the packed bytes, each with the
    /// number of the segment it follows.
    var gaps: [(after: Int, range: Range<Int>)] {
        zip(targetRanges, targetRanges.dropFirst()).enumerated().compactMap { index, pair in
            pair.0.upperBound <= pair.1.lowerBound ? (index, pair.0.upperBound..<pair.1.lowerBound) : nil
        }
    }

    /// What stands between consecutive segments in the `<source>` text (`sourceText`): found by looking for
    /// each `<seg-source>` segment's text in turn. `between` is what lies outside the segments, `junction`
    /// that with the white space the segments hold at their meeting ends (`Hello. ` + `World.`: a tool may
    /// keep the space inside a segment, and a translator's segment drop it). Nil unless all are found,
    /// with only white space between, and the target has as many segments.
    func separators(in sourceText: UnsafeBufferPointer<UInt8>) -> [(between: [UInt8], junction: [UInt8])]? {
        guard sourceTexts.count == target.count, sourceTexts.count > 1 else { return nil }
        var separators: [(between: [UInt8], junction: [UInt8])] = []
        var position = 0
        for (index, text) in sourceTexts.enumerated() {
            guard !text.isEmpty, position <= sourceText.count, let found = sourceText[position...].firstRange(of: text) else { return nil }
            if index > 0 {
                let between = Array(UnsafeBufferPointer(rebasing: sourceText[position..<found.lowerBound]))
                guard !between.contains(where: { !Self.isSpace($0) }) else { return nil }
                let ending = sourceTexts[index - 1].reversed().prefix(while: Self.isSpace).reversed()
                separators.append((between, ending + between + text.prefix(while: Self.isSpace)))
            }
            position = found.upperBound
        }
        return separators
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }


    /// Whether no target segment has text: nothing is translated yet.
    var targetIsBlank: Bool { !target.contains(where: \.hasText) }

    /// The source's segments the target leaves without text (or leaves out), named by `mid` or, where
    /// the `mid`s do not tell segments apart (missing or repeated), by position (`#2`). Without
    /// `<seg-source>`, the target's own segments without text.
    var untranslated: [String] {
        guard inTarget else { return [] }
        let byID = Self.identifies(source) && Self.identifies(target)
        let name = { (segment: Segment, index: Int) in byID ? segment.id! : "#\(index + 1)" }
        guard !source.isEmpty else {
            return target.enumerated().filter { !$0.element.hasText }.map { name($0.element, $0.offset) }
        }
        if byID {
            let filled = Set(target.filter(\.hasText).compactMap(\.id))
            return source.enumerated().filter { $0.element.hasText && !filled.contains($0.element.id!) }
                .map { name($0.element, $0.offset) }
        }
        return source.enumerated().filter { index, segment in
            segment.hasText && (index >= target.count || !target[index].hasText)
        }.map { name($0.element, $0.offset) }
    }

    /// Whether every segment has a `mid` of its own.
    private static func identifies(_ segments: [Segment]) -> Bool {
        let ids = segments.compactMap(\.id)
        return ids.count == segments.count && Set(ids).count == ids.count
    }

    /// Whether `bytes` hold more than white space.
    static func hasText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    }
}
