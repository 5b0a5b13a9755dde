/// The legacy tables that localize an app's Info.plist (`InfoPlist.strings`, `<Name>-InfoPlist.strings`),
/// whose bundle name Xcode 16.3 marks as not to be translated: exported `translate="no"` with its target
/// kept (airwallex: 24 of 24 units), and `shouldTranslate: false` in the catalogs it writes.
enum InfoPlistTable {
    static let untranslatedKey = "CFBundleName"

    /// Whether the table named `table` (without its extension) is an Info.plist table.
    static func isInfoPlist(table: String) -> Bool {
        table == "InfoPlist" || table.hasSuffix("-InfoPlist")
    }
}
