/// One argument-consuming format specifier found in a text, as `String(format:)` reads it.
///
/// A translation must consume the same arguments as its source (FORMATS.md §3, import policy 5).
/// `%%` and the `%arg` placeholder of a substitution's forms (FORMATS.md §1) consume nothing and are never
/// specifiers.
public struct FormatSpecifier: Hashable, Sendable {
    /// The explicit `N$` position (1-based); nil when the specifier takes the next implicit argument.
    public var position: Int?
    /// What type of argument the specifier consumes.
    public var kind: Kind
    /// The specifier as written, e.g. `%1$@`, `%lld`, `%-10s`, `%#@items@`.
    public var text: String
    /// Where the specifier's `%` is, in `Character`s from the start of the text (for messages).
    public var offset: Int
    /// Where a `*` width takes its `int` value from; nil when the width is written out or absent.
    public var widthArgument: StarArgument?
    /// Where a `.*` precision takes its `int` value from; nil when the precision is written out or absent.
    public var precisionArgument: StarArgument?

    /// Creates a specifier.
    public init(
        position: Int?, kind: Kind, text: String, offset: Int,
        widthArgument: StarArgument? = nil, precisionArgument: StarArgument? = nil
    ) {
        self.position = position
        self.kind = kind
        self.text = text
        self.offset = offset
        self.widthArgument = widthArgument
        self.precisionArgument = precisionArgument
    }

    /// The argument type a specifier consumes. Two specifiers are interchangeable exactly when their kinds
    /// are equal, so each case is one argument class as CoreFoundation's formatter reads `va_list`:
    ///
    /// - Integers `d i u o x X` (and the old spellings `D U O`) are one class per width: signedness and
    ///   base do not change what is read. Without a length modifier, or with `h`, `hh` or `L`, the argument
    ///   is read as a 32-bit `int` (`h`/`hh` values are promoted to `int`; CoreFoundation reads `%Ld` as an
    ///   `int`, unlike glibc). With `l`, `ll`, `q`, `z`, `t` or `j` it is a 64-bit integer: `long`, `size_t`
    ///   and `ptrdiff_t` are 64-bit on every 64-bit Apple platform, so `%ld` and `%lld` are the same class
    ///   while `%d` and `%lld` are not (reading one as the other is a real crash risk).
    /// - Floating point `f F e E g G a A` is `double` with any length modifier but `L` (`long double`).
    /// - For `@ c C s S P p n` length modifiers are ignored, as CoreFoundation ignores them.
    public enum Kind: Hashable, Sendable {
        /// `%@`: an object.
        case object
        /// `d i u o x X D U O` with no length modifier or `h`, `hh`, `L`: a 32-bit integer.
        case int
        /// `d i u o x X D U O` with `l`, `ll`, `q`, `z`, `t`, `j`: a 64-bit integer.
        case int64
        /// `f F e E g G a A`, alone or with any length modifier but `L`: a `double`.
        case double
        /// `f F e E g G a A` with `L`: a `long double`.
        case longDouble
        /// `%c`: an 8-bit character (passed as an `int`).
        case char
        /// `%C`: a 16-bit `unichar` (passed as an `int`).
        case unichar
        /// `%s`: a NUL-terminated C string.
        case cString
        /// `%S`: a NUL-terminated `unichar` string.
        case unicharString
        /// `%P`: a Pascal string (length byte first), which CoreFoundation still reads.
        case pascalString
        /// `%p`: a pointer.
        case pointer
        /// `%n`: stores the count of characters written so far through a pointer. Refused by `mismatch`.
        case storeCount
        /// `%#@NAME@` (or `%N$#@NAME@`): a substitution, which consumes the one argument its variations
        /// select on (FORMATS.md §1, §2).
        case substitution(String)
    }

    /// Where a `*` width or `.*` precision takes its value from. Either way it consumes an `int` argument,
    /// before the specifier's own value when both are implicit (`%*d` consumes two arguments).
    public enum StarArgument: Hashable, Sendable {
        /// `*`: the next implicit argument.
        case implicit
        /// `*N$`: argument N.
        case explicit(Int)
    }
}

/// Format-specifier parity between a source text and its translation (FORMATS.md §3, import policy 5).
///
/// The grammar is CoreFoundation's, which `String(format:)` and `NSString` use on every platform:
/// `%`, then in any order flags `- + 0 #`, digits (a width, or a precision after `.`), an `N$` position,
/// `*` and `.*` (each consumes an `int`; `*N$` names its argument), length modifiers `h hh l ll q z t j L`,
/// and finally one conversion character (see ``FormatSpecifier/Kind``). Deliberate choices:
///
/// - A `%` that does not begin a complete specifier is literal text and consumes nothing: `100%` at the
///   end, `%k`, `% of`. Like CoreFoundation, scanning resumes after the character that ended the attempt.
/// - A space is never a flag here, although printf's grammar allows one (`% d`). In prose a `%` is very
///   often followed by a space and a one-letter word that is also a conversion: French `50 % de`,
///   Spanish `10 % o más`, Italian `10 % e 20 %`, Catalan `10 % i`, Spanish `de 10 % a 20 %`. Reading
///   those as specifiers would reject good translations of strings that are never formatted. Where it
///   matters, in a format string, ``mismatch(source:translation:)`` reports such a `%` instead (below).
/// - `'` (thousands grouping) is not a flag: CoreFoundation does not accept it, so `%'d` consumes nothing.
/// - `%arg`, the placeholder in a substitution's forms, is skipped: it is not `%a` followed by `rg`.
/// - `%#@NAME@` is a substitution when NAME is non-empty and has no whitespace, `%` or `@`; a `%#@` without
///   such a name is not a specifier (CoreFoundation never reads `%#@` as an object).
/// - Implicit specifiers (and implicit `*`) take arguments 1, 2, 3… in text order, counted independently of
///   explicit `N$` positions, as CoreFoundation counts them.
public enum FormatSpecifiers {
    /// Every argument-consuming specifier in `text`, in text order. `%%` and `%arg` consume nothing and are
    /// not included; a `%` that begins no valid specifier is literal text and is not included either.
    public static func parse(_ text: String) -> [FormatSpecifier] {
        var specifiers = scan(text).specifiers
        for (index, offset) in characterOffsets(specifiers.map(\.offset), in: text).enumerated() {
            specifiers[index].offset = offset
        }
        return specifiers
    }

    /// Nil when `translation` consumes the same arguments as `source`; otherwise a message saying what
    /// differs, naming specifiers as written. Arguments are compared by position after implicit positions
    /// are numbered, so reordering with `N$` is allowed and the same position may be used more than once
    /// with the same kind. The first difference found is reported, checked in this order:
    ///
    /// 1. `%n` in either text is refused: `the translation uses %n, which is refused: …`.
    /// 2. Substitutions are matched by name: `the source uses %#@items@ but the translation does not`.
    /// 3. One position used with two kinds in one text: `the translation uses argument 1 as both %1$@ and %1$d`.
    /// 4. A different number of arguments:
    ///    `the translation has 1 format specifier (%@) but the source has 2 (%@, %lld)`; the lists show one
    ///    specifier per argument in position order (a `*` appears as `width of %*d`). When the translation
    ///    has fewer and a `%` in it begins no specifier (`%K`, `%b`, a bare `%1$`), that `%` is named first,
    ///    as rule 6 names it: `the translation's % at offset 6 ("%K") is not a format specifier, so …`.
    /// 5. The first position that is missing, extra, or of another kind:
    ///    `argument 2 is %lld in the source but %@ in the translation`.
    /// 6. When the source is a format string (it has a specifier, `%%` or `%arg`) and writes no stray `%`
    ///    itself, a translation `%` that begins no specifier is reported, because `String(format:)` would
    ///    read `% d` as a specifier or drop the `%`: a literal percent sign must be written `%%` there.
    public static func mismatch(source: String, translation: String) -> String? {
        let source = scan(source)
        let translation = scan(translation)
        // The common case, decided without the general comparison's sets and labels.
        if sameImplicitArguments(source, translation) { return strayPercent(source: source, translation: translation) }
        return refusedSpecifier(source: source, translation: translation)
            ?? substitutionDifference(source: source, translation: translation)
            ?? argumentDifference(source: source, translation: translation)
            ?? strayPercent(source: source, translation: translation)
    }
}
