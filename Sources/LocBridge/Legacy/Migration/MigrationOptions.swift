/// How `LegacyMigrator` builds a catalog.
public struct MigrationOptions: Hashable, Sendable {
    /// The catalog's `sourceLanguage`; `Base.lproj` counts as this language.
    public var developmentLanguage: String
    /// The state of migrated translations (`translated`, or `needs_review` to have them checked);
    /// the development language's own units are always `translated`.
    public var translationState: TranslationState

    public init(developmentLanguage: String = "en", translationState: TranslationState = .translated) {
        self.developmentLanguage = developmentLanguage
        self.translationState = translationState
    }
}
