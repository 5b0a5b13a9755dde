/// Small catalogs written by hand after FORMATS.md §1.
enum SampleCatalogs {
    /// How another tool (e.g. a JSON pretty-printer) writes a catalog: 4-space indent, `": "`, keys in
    /// insertion order (`Done` before `Cancel`), `{}` for an empty entry, a trailing newline.
    static let otherToolStyle = """
        {
            "sourceLanguage": "en",
            "strings": {
                "Done": {
                    "localizations": {
                        "de": {
                            "stringUnit": {
                                "state": "translated",
                                "value": "Fertig"
                            }
                        }
                    }
                },
                "Cancel": {}
            },
            "version": "1.0"
        }

        """

    /// The same catalog as Xcode writes it: 2-space indent, `" : "`, keys sorted, an empty object as
    /// `{`, empty line, `}`, and no newline after the final `}`.
    static let xcodeStyle = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Cancel" : {

            },
            "Done" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Fertig"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// Cut off in the middle of a member: not JSON.
    static let malformed = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" :
        """
}
