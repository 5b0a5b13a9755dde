import Testing
@testable import LocBridge

extension Export {
    /// `machine_translated` is written as Xcode 27 writes it (FORMATS.md §2, "State mapping"):
    /// `state="translated" state-qualifier="leveraged-mt"`, on every kind of leaf the flattener makes.
    @Suite struct ExporterMachineTranslationTests {
        static let catalog = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld photos" : { "localizations" : {
                  "en" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } } } } },
                  "de" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "machine_translated", "value" : "%lld Foto" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Fotos" } } } } } } },
                "Find" : { "localizations" : { "de" : { "stringUnit" : { "state" : "machine_translated", "value" : "Suchen" } } } },
                "Open ${applicationName}" : { "localizations" : {
                  "de" : { "stringSet" : { "state" : "machine_translated", "values" : [ "${applicationName} öffnen" ] } },
                  "en" : { "stringSet" : { "state" : "translated", "values" : [ "Open ${applicationName}" ] } } } },
                "Sent %#@mails@" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Sent %#@mails@" },
                    "substitutions" : { "mails" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg mail" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg mails" } } } } } } },
                  "de" : { "stringUnit" : { "state" : "machine_translated", "value" : "%#@mails@ gesendet" },
                    "substitutions" : { "mails" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "machine_translated", "value" : "%arg Mail" } },
                      "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%arg Mails" } } } } } } } } }
              },
              "version" : "1.0"
            }
            """#

        /// A plain text, a plural form, a phrase set, a substitution's root and form.
        @Test func machineTranslationsCarryTheQualifier() throws {
            try expectXLIFF(ExportFixture.units(Self.catalog, language: "de"), """
                  <trans-unit id="%lld photos|==|plural.one" xml:space="preserve">
                    <source>%lld photo</source>
                    <target state="translated" state-qualifier="leveraged-mt">%lld Foto</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="%lld photos|==|plural.other" xml:space="preserve">
                    <source>%lld photos</source>
                    <target state="translated">%lld Fotos</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Find" xml:space="preserve">
                    <source>Find</source>
                    <target state="translated" state-qualifier="leveraged-mt">Suchen</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Open ${applicationName}" xml:space="preserve">
                    <source><mrk mtype="x-set" mid="0">Open ${applicationName}</mrk></source>
                    <target state="translated" state-qualifier="leveraged-mt"><mrk mtype="x-set" mid="0">${applicationName} öffnen</mrk></target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Sent %#@mails@" xml:space="preserve">
                    <source>Sent %1$#@mails@</source>
                    <target state="translated" state-qualifier="leveraged-mt">%1$#@mails@ gesendet</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Sent %#@mails@|==|substitutions.mails.plural.one" xml:space="preserve">
                    <source>%1$lld mail</source>
                    <target state="translated" state-qualifier="leveraged-mt">%1$lld Mail</target>
                    <note/>
                  </trans-unit>
                  <trans-unit id="Sent %#@mails@|==|substitutions.mails.plural.other" xml:space="preserve">
                    <source>%1$lld mails</source>
                    <target state="needs-review-l10n">%1$lld Mails</target>
                    <note/>
                  </trans-unit>

            """)
        }

        /// The flattener's units carry the qualifier themselves, so `check` and `stats` read what is written.
        @Test func unitsCarryTheQualifier() {
            var unit = TranslationUnit(id: UnitID(key: "k"), source: "Hi", target: "Hallo")
            XLIFFState.set(.machineTranslated, on: &unit)
            #expect(unit.state == "translated" && unit.stateQualifier == "leveraged-mt")
            XLIFFState.set(TranslationState(rawValue: "reviewed"), on: &unit)
            #expect(unit.state == "x-reviewed")
        }
    }
}
