/// Builders for the small catalogs and XLIFF files the check and stats tests use. Every catalog entry is
/// written on one line, so the key of the Nth entry (0-based) is on line 4 + N; every XLIFF unit is one
/// line, the Nth (0-based) on line 5 + N.
enum CheckFixtures {
    /// A catalog (other tools' layout, which the reader accepts) with one entry per line.
    static func catalog(source: String = "en", _ entries: String...) -> String {
        "{\n  \"sourceLanguage\" : \(json(source)),\n  \"strings\" : {\n"
            + entries.map { "    " + $0 }.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}"
    }

    /// `"KEY" : { MEMBERS }`.
    static func entry(_ key: String, _ members: String...) -> String {
        "\(json(key)) : { \(members.joined(separator: ", ")) }"
    }

    /// `"localizations" : { … }`.
    static func localizations(_ localizations: String...) -> String {
        "\"localizations\" : { \(localizations.joined(separator: ", ")) }"
    }

    /// `"LANG" : { "stringUnit" : … }`.
    static func unit(_ language: String, _ value: String, state: String = "translated") -> String {
        "\(json(language)) : { \(stringUnit(value, state: state)) }"
    }

    /// `"LANG" : { "variations" : { "plural" : { … } } }`, forms in the order given.
    static func plural(_ language: String, _ forms: KeyValuePairs<String, String>) -> String {
        "\(json(language)) : { \"variations\" : { \"plural\" : { \(pluralForms(forms)) } } }"
    }

    /// `"LANG" : { "stringSet" : … }`: App Shortcut phrases.
    static func phrases(_ language: String, _ values: [String], state: String = "translated") -> String {
        "\(json(language)) : { \"stringSet\" : { \"state\" : \(json(state)), \"values\" : [ \(values.map(json).joined(separator: ", ")) ] } }"
    }

    /// Phrases as XLIFF writes them, one `<mrk mtype="x-set">` each, for `transUnit`'s source or target.
    static func phraseMarks(_ phrases: String...) -> String {
        phrases.enumerated().map { #"<mrk mtype="x-set" mid="\#($0.offset)">\#($0.element)</mrk>"# }.joined()
    }

    /// `"one" : { "stringUnit" : … }, …`.
    static func pluralForms(_ forms: KeyValuePairs<String, String>) -> String {
        forms.map { "\(json($0.key)) : { \(stringUnit($0.value)) }" }.joined(separator: ", ")
    }

    /// `"LANG" : { MEMBERS }`, for localizations with substitutions.
    static func localization(_ language: String, _ members: String...) -> String {
        "\(json(language)) : { \(members.joined(separator: ", ")) }"
    }

    /// `"substitutions" : { "NAME" : { "argNum" : N, "formatSpecifier" : "SPEC", "variations" : … } }`.
    static func substitutions(_ name: String, argNum: Int, formatSpecifier: String, _ forms: KeyValuePairs<String, String>) -> String {
        "\"substitutions\" : { \(json(name)) : { \"argNum\" : \(argNum), \"formatSpecifier\" : \(json(formatSpecifier)), "
            + "\"variations\" : { \"plural\" : { \(pluralForms(forms)) } } } }"
    }

    static func stringUnit(_ value: String, state: String = "translated") -> String {
        "\"stringUnit\" : { \"state\" : \(json(state)), \"value\" : \(json(value)) }"
    }

    /// A JSON string literal.
    static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// An XLIFF document with one `<file>`; `units` are `<trans-unit>` lines (the first on line 5).
    static func xliff(language: String, source: String = "en", original: String = "App/Localizable.xcstrings",
                      _ units: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="\(original)" source-language="\(source)" target-language="\(language)" datatype="plaintext">
            <body>
        \(units.map { "      " + $0 }.joined(separator: "\n"))
            </body>
          </file>
        </xliff>

        """
    }

    /// One `<trans-unit>` line; `target` nil leaves the `<target>` out; `translate` false marks it `translate="no"`.
    static func transUnit(_ id: String, source: String, target: String?, state: String? = "translated",
                          translate: Bool = true) -> String {
        let targetElement = target.map { text in
            "<target\(state.map { " state=\"\($0)\"" } ?? "")>\(text)</target>"
        } ?? ""
        return "<trans-unit id=\"\(id)\"\(translate ? "" : " translate=\"no\"") xml:space=\"preserve\"><source>\(source)</source>"
            + "\(targetElement)<note/></trans-unit>"
    }
}
