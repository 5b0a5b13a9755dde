import Foundation

/// What an `.xcloc` bundle's `contents.json` says about its language, checked against the XLIFF
/// inside it: a bundle whose `targetLocale` is `de` but whose XLIFF says `fr` was edited by hand or by
/// a tool, and which of the two is right is the translator's call.
public enum XclocContents {
    /// The bundle a file found by `ImportSources.xliffFiles` lies in (`de.xcloc`), or nil for a plain
    /// XLIFF file.
    public static func bundle(of xliffPath: String) -> String? {
        guard let range = xliffPath.range(of: ".xcloc/Localized Contents/", options: .backwards) else { return nil }
        return String(xliffPath[..<range.lowerBound]) + ".xcloc"
    }

    /// What `contents.json` gives: the bundle's language, or the warning to print instead.
    public enum Locale {
        case found(String)
        case unreadable(Diagnostic)
    }

    /// The bundle's `targetLocale`, or a warning when `contents.json` is missing or unreadable.
    public static func targetLocale(ofBundle path: String, resolved: String) -> Locale {
        let file = path + "/contents.json"
        guard let data = FileManager.default.contents(atPath: resolved + "/contents.json") else {
            return .unreadable(Diagnostic(.warning, "\(file) is missing; the bundle's XLIFF is imported as it is"))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let locale = object["targetLocale"] as? String else {
            return .unreadable(Diagnostic(.warning, "\(file) is not the JSON Xcode writes (an object with a targetLocale); "
                + "the bundle's XLIFF is imported as it is", at: SourceLocation(path: file, line: 1, column: 1)))
        }
        return .found(locale)
    }

    /// The warning for a `<file>` whose `target-language` is not the bundle's `targetLocale`.
    public static func mismatch(bundle: String, locale: String, file: XLIFFFile) -> Diagnostic? {
        guard !LanguageTag.same(locale, file.targetLanguage) else { return nil }
        return Diagnostic(.warning, "\(bundle)/contents.json has targetLocale \(Diagnostic.quoted(locale)) but "
            + "\(Diagnostic.fileOriginal(file.original)) has target-language \"\(file.targetLanguage)\"; its translations go "
            + "to \(file.targetLanguage), as the XLIFF says",
            at: file.startLocation)
    }
}
