/// One legacy table across languages: every `<lang>.lproj/<Table>.strings` and `.stringsdict` in one
/// folder, which a migration turns into `<folder>/<Table>.xcstrings` (FORMATS.md §4 "Migration to a
/// catalog").
public struct LegacyTableSet: Hashable, Sendable {
    /// The folder holding the `*.lproj` folders, as the user spelled it (`App/Resources`).
    public var folder: String
    /// The folder on disk (absolute).
    public var resolvedFolder: String
    /// The folder relative to the search root it was found under (`""` for the root itself); `--output`
    /// keeps this layout.
    public var relativeFolder: String
    /// The table name (`Localizable`, `InfoPlist`).
    public var table: String
    /// One item per `.lproj` folder that holds this table, sorted by folder name.
    public var files: [LegacyTableFiles]
    /// The storyboard, xib or intent definition of the same name in one of the `.lproj` folders
    /// (`App/Base.lproj/Main.storyboard`): the table then translates that file's texts.
    public var interfaceFile: String?

    public init(folder: String, resolvedFolder: String, relativeFolder: String, table: String, files: [LegacyTableFiles],
                interfaceFile: String? = nil) {
        self.folder = folder
        self.resolvedFolder = resolvedFolder
        self.relativeFolder = relativeFolder
        self.table = table
        self.files = files
        self.interfaceFile = interfaceFile
    }

    /// `<Table>.xcstrings`.
    public var catalogName: String { table + ".xcstrings" }
}

/// The files of one table in one `.lproj` folder.
public struct LegacyTableFiles: Hashable, Sendable {
    /// The `.lproj` folder's name without the extension (`en`, `zh-Hans`, `Base`).
    public var folderLanguage: String
    /// `<lang>.lproj/<Table>.strings` as shown to the user, with its path on disk.
    public var strings: LegacyFilePath?
    /// `<lang>.lproj/<Table>.stringsdict` as shown to the user, with its path on disk.
    public var stringsDict: LegacyFilePath?

    public init(folderLanguage: String, strings: LegacyFilePath? = nil, stringsDict: LegacyFilePath? = nil) {
        self.folderLanguage = folderLanguage
        self.strings = strings
        self.stringsDict = stringsDict
    }

    /// `Base.lproj` stands for the development language (FORMATS.md §4).
    public var isBase: Bool { folderLanguage == "Base" }

    /// The catalog language this folder contributes to (`English.lproj` and `zh_CN.lproj` as `en` and
    /// `zh-Hans`).
    public func language(development: String) -> String {
        isBase ? development : LegacyLanguageName.catalogLanguage(folderLanguage)
    }

    /// Whether the folder holds the development language itself (by any of its names).
    public func isDevelopment(_ development: String) -> Bool {
        !isBase && LegacyLanguageName.catalogLanguage(folderLanguage) == development
    }
}

/// A file path as shown in messages and as opened on disk.
public struct LegacyFilePath: Hashable, Sendable {
    public var display: String
    public var resolved: String

    public init(display: String, resolved: String) {
        self.display = display
        self.resolved = resolved
    }
}
