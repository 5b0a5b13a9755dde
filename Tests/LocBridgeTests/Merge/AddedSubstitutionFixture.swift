@testable import LocBridge

/// A catalog whose German translation adds a substitution the English source lacks: "%lld visits" →
/// "Insgesamt %#@VISITS@" with VISITS (argNum 1, lld) and its forms. Xcode compiles this; its export
/// gives the forms their own id as `<source>` (observed in Xcode 27).
enum AddedSubstitutionFixture {
    static let english = """
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%lld visits"
              }
            }
    """

    static func german(_ text: String = "Insgesamt %#@VISITS@", one: String = "%arg Besuch", other: String = "%arg Besuche",
                       formatSpecifier: String = "lld", state: String = "translated", zero: String? = nil) -> String {
        // `zero` sorts after `other` in Xcode's key order.
        let zeroForm = zero.map { ",\n" + """
                          "zero" : {
                            "stringUnit" : {
                              "state" : "\(state)",
                              "value" : "\($0)"
                            }
                          }
        """ } ?? ""
        return """
                "de" : {
                  "stringUnit" : {
                    "state" : "\(state)",
                    "value" : "\(text)"
                  },
                  "substitutions" : {
                    "VISITS" : {
                      "argNum" : 1,
                      "formatSpecifier" : "\(formatSpecifier)",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "\(state)",
                              "value" : "\(one)"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "\(state)",
                              "value" : "\(other)"
                            }
                          }\(zeroForm)
                        }
                      }
                    }
                  }
                },
        """
    }

    /// The catalog with `german` (a localization and its comma, or nothing) before English.
    static func catalog(_ german: String = german()) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "visits" : {
              "localizations" : {
        \(german)
        \(english)
              }
            }
          },
          "version" : "1.0"
        }
        """
    }

    /// The catalog without German.
    static let englishOnly = catalog("").replacingOccurrences(of: "\n\n", with: "\n")

    /// One unit as the export writes it.
    static func unit(_ path: String, source: String, target: String?, state: String = "translated") -> String {
        let id = "visits" + (path.isEmpty ? "" : "|==|" + path)
        let targetLine = target.map { "\n        <target state=\"\(state)\">\($0)</target>" } ?? ""
        return """
                  <trans-unit id="\(id)" xml:space="preserve">
                    <source>\(source)</source>\(targetLine)
                    <note/>
                  </trans-unit>
            """
    }

    /// A form of VISITS: its `<source>` is its id.
    static func form(_ category: String, target: String?, source: String? = nil, state: String = "translated") -> String {
        unit("substitutions.VISITS.plural.\(category)", source: source ?? "visits|==|substitutions.VISITS.plural.\(category)",
             target: target, state: state)
    }

    /// The German export of `catalog()`.
    static let export = [
        unit("", source: "%lld visits", target: "Insgesamt %1$#@VISITS@"),
        form("one", target: "%1$lld Besuch"),
        form("other", target: "%1$lld Besuche"),
    ].joined(separator: "\n")
}
