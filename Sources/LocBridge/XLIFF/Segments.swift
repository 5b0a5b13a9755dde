/// Segmentation by CAT tools (Trados, Okapi, memoQ; XLIFF 1.2 §2.4.3): `<seg-source>` repeats the
/// source split into `<mrk mtype="seg" mid="…">` segments, and `<target>` holds the translated segments
/// in the same markup. Their text, flattened, is the whole text; a target segment without text is one
/// not translated yet, which must not pass for a finished translation.
struct Segments {
    /// The `mid`s of `<seg-source>`'s segments that have text, in order; nil without `<seg-source>` segments.
    private var source: [String]?
    /// The `mid`s of the target's segments, with text and without.
    private var filled: Set<String> = []
    private var empty: [String] = []
    /// The segment being read: the depth of its `<mrk>`, its `mid`, where its text starts.
    private var open: (depth: Int, id: String, start: Int)?
    private var count = 0

    var isOpen: Bool { open != nil }
    /// Whether the target was segmented.
    var inTarget: Bool { !filled.isEmpty || !empty.isEmpty }
    /// Whether every target segment is empty: nothing is translated yet.
    var targetIsBlank: Bool { filled.isEmpty && !empty.isEmpty }

    mutating func start(id: String?, depth: Int, textStart: Int) {
        count += 1
        open = (depth, id ?? "#\(count)", textStart)
    }

    /// Where the open segment's text starts, if the `<mrk>` ending at `depth` is that segment's.
    func textStart(endingAt depth: Int) -> Int? {
        guard let open, open.depth == depth else { return nil }
        return open.start
    }

    /// Ends the open segment of `<seg-source>` (`inSource`) or `<target>`.
    mutating func end(hasText: Bool, inSource: Bool) {
        guard let open else { return }
        self.open = nil
        if inSource {
            if hasText { source = (source ?? []) + [open.id] }
            else if source == nil { source = [] }
        } else if hasText {
            filled.insert(open.id)
        } else {
            empty.append(open.id)
        }
    }

    /// The source's segments the target leaves without text (or leaves out), by `mid`.
    var untranslated: [String] {
        guard inTarget else { return [] }
        guard let source else { return empty }
        return source.filter { !filled.contains($0) }
    }

    /// Whether `bytes` hold more than white space.
    static func hasText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
    }
}
