/// Writers for a localization and what it holds.
extension CatalogWriter {
    static func writeLocalization(_ localization: Localization, to out: inout JSONOutput) {
        out.beginObject()
        writeMembers(Members.localization, extra: localization.extra, to: &out) { out, name in
            switch name {
            case "stringSet":
                if let set = localization.stringSet {
                    out.key(name)
                    writeStringSet(set, to: &out)
                }
            case "stringUnit":
                if let unit = localization.stringUnit {
                    out.key(name)
                    writeStringUnit(unit, to: &out)
                }
            case "substitutions":
                if let substitutions = localization.substitutions {
                    out.key(name)
                    writeMap(substitutions, name: { $0 }, rank: { _ in nil }, to: &out) { out, substitution in
                        writeSubstitution(substitution, to: &out)
                    }
                }
            case "variations":
                if let variations = localization.variations {
                    out.key(name)
                    writeVariations(variations, to: &out)
                }
            default: break
            }
        }
        out.endObject()
    }

    private static func writeStringUnit(_ unit: StringUnit, to out: inout JSONOutput) {
        out.beginObject()
        writeMembers(Members.stringUnit, extra: unit.extra, to: &out) { out, name in
            switch name {
            case "state":
                out.key(name)
                out.string(unit.state.rawValue)
            case "value":
                out.key(name)
                out.string(unit.value)
            default: break
            }
        }
        out.endObject()
    }

    private static func writeStringSet(_ set: StringSet, to out: inout JSONOutput) {
        out.beginObject()
        writeMembers(Members.stringSet, extra: set.extra, to: &out) { out, name in
            switch name {
            case "state":
                out.key(name)
                out.string(set.state.rawValue)
            case "values":
                out.key(name)
                out.beginArray()
                for value in set.values {
                    out.element()
                    out.string(value)
                }
                out.endArray()
            default: break
            }
        }
        out.endObject()
    }

    private static func writeVariations(_ variations: Variations, to out: inout JSONOutput) {
        out.beginObject()
        writeMembers(Members.variations, extra: variations.extra, to: &out) { out, name in
            switch name {
            case "device":
                if let device = variations.device {
                    out.key(name)
                    writeMap(device, name: { $0.rawValue }, rank: \.xcodeRank, to: &out) { out, form in
                        writeLocalization(form, to: &out)
                    }
                }
            case "plural":
                if let plural = variations.plural {
                    out.key(name)
                    writeMap(plural, name: { $0.rawValue }, rank: \.xcodeRank, to: &out) { out, form in
                        writeLocalization(form, to: &out)
                    }
                }
            default: break
            }
        }
        out.endObject()
    }

    private static func writeSubstitution(_ substitution: Substitution, to out: inout JSONOutput) {
        out.beginObject()
        writeMembers(Members.substitution, extra: substitution.extra, to: &out) { out, name in
            switch name {
            case "argNum":
                if let number = substitution.argNum {
                    out.key(name)
                    out.integer(number)
                }
            case "formatSpecifier":
                if let specifier = substitution.formatSpecifier {
                    out.key(name)
                    out.string(specifier)
                }
            case "variations":
                if let variations = substitution.variations {
                    out.key(name)
                    writeVariations(variations, to: &out)
                }
            default: break
            }
        }
        out.endObject()
    }
}
