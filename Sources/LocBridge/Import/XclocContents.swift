import Foundation

/// What an `.xcloc` bundle's `contents.json` says about its language, checked against the XLIFF
/// inside it: a bundle whose `targetLocale` is `de` but whose XLIFF says `fr` was edited by hand or by
/// a tool, and which of the two is right is the translator's call.
public enum XclocContents {
    /// What `contents.json` gives: the bundle's language, or the warning to print instead.
    public enum Locale {
        case found(String)
        case unreadable(Diagnostic)
    }

    /// The bundle's `targetLocale`, or a warning when `contents.json` is missing or unreadable.
    public static func targetLocale(ofBundle path: String, resolved: String) -> Locale {
        let file = path + "/contents.json"
        let data: [UInt8]
        do {
            data = try FileBytes.read(resolved + "/contents.json")
        } catch {
            // Only a missing file is "missing": a folder, a FIFO or a device there is said as what it is.
            let missing = access(resolved + "/contents.json", F_OK) != 0 && errno == ENOENT
            return .unreadable(Diagnostic(.warning, missing ? "\(file) is missing; the bundle's XLIFF is imported as it is"
                : "\(file): \(error.reason); the bundle's XLIFF is imported as it is"))
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(data)) as? [String: Any],
              let locale = object["targetLocale"] as? String else {
            return .unreadable(Diagnostic(.warning, "\(file) is not the JSON Xcode writes (an object with a targetLocale); "
                + "the bundle's XLIFF is imported as it is", at: SourceLocation(path: file, line: 1, column: 1)))
        }
        return .found(locale)
    }

    /// The warning for a `<file>` whose `target-language` is not the bundle's `targetLocale`, both read
    /// through `--map-language` (`map`), so that a tool's `ru-RU` in both agrees when mapped to `ru`.
    public static func mismatch(bundle: String, locale: String, file: XLIFFFile,
                                map: [(from: String, to: String)] = []) -> Diagnostic? {
        let language = Importer.mapped(file.targetLanguage, by: map) ?? file.targetLanguage
        guard !LanguageTag.same(Importer.mapped(locale, by: map) ?? locale, language) else { return nil }
        return Diagnostic(.warning, "\(bundle)/contents.json has targetLocale \(Diagnostic.quoted(locale)) but "
            + "\(Diagnostic.fileOriginal(file.original)) has target-language \"\(file.targetLanguage)\"; its translations go "
            + "to \(language), as the XLIFF says",
            at: file.startLocation)
    }
}
