/// Writers for a localization and what it holds.
extension CatalogWriter {
    static func writeLocalization(_ localization: Localization, to out: inout JSONOutput) {
        out.beginObject()
        writeMembers(Members.localization, extra: localization.extra, to: &out) { out, member in
            switch member {
            case 0:
                if let set = localization.stringSet {
                    out.key("stringSet")
                    writeStringSet(set, to: &out)
                }
            case 1:
                if let unit = localization.stringUnit {
                    out.key("stringUnit")
                    writeStringUnit(unit, to: &out)
                }
            case 2:
                if let substitutions = localization.substitutions {
                    out.key("substitutions")
                    writeMap(substitutions, name: { $0 }, rank: { _ in nil }, to: &out) { out, substitution in
                        writeSubstitution(substitution, to: &out)
                    }
                }
            default:
                if let variations = localization.variations {
                    out.key("variations")
                    writeVariations(variations, to: &out)
                }
            }
        }
        out.endObject()
    }

    private static func writeStringUnit(_ unit: StringUnit, to out: inout JSONOutput) {
        out.beginObject()
        writeMembers(Members.stringUnit, extra: unit.extra, to: &out) { out, member in
            if member == 0 {
                out.key("state")
                out.string(unit.state.rawValue)
            } else {
                out.key("value")
                out.string(unit.value)
            }
        }
        out.endObject()
    }

    private static func writeStringSet(_ set: StringSet, to out: inout JSONOutput) {
        out.beginObject()
        writeMembers(Members.stringSet, extra: set.extra, to: &out) { out, member in
            if member == 0 {
                out.key("state")
                out.string(set.state.rawValue)
            } else {
                out.key("values")
                out.beginArray()
                for value in set.values {
                    out.element()
                    out.string(value)
                }
                out.endArray()
            }
        }
        out.endObject()
    }

    private static func writeVariations(_ variations: Variations, to out: inout JSONOutput) {
        out.beginObject()
        writeMembers(Members.variations, extra: variations.extra, to: &out) { out, member in
            if member == 0, let device = variations.device {
                out.key("device")
                writeMap(device, name: \.rawValue, rank: \.xcodeRank, to: &out) { out, form in
                    writeLocalization(form, to: &out)
                }
            } else if member == 1, let plural = variations.plural {
                out.key("plural")
                writeMap(plural, name: \.rawValue, rank: \.xcodeRank, to: &out) { out, form in
                    writeLocalization(form, to: &out)
                }
            }
        }
        out.endObject()
    }

    private static func writeSubstitution(_ substitution: Substitution, to out: inout JSONOutput) {
        out.beginObject()
        writeMembers(Members.substitution, extra: substitution.extra, to: &out) { out, member in
            switch member {
            case 0:
                if let number = substitution.argNum {
                    out.key("argNum")
                    out.integer(number)
                }
            case 1:
                if let specifier = substitution.formatSpecifier {
                    out.key("formatSpecifier")
                    out.string(specifier)
                }
            default:
                if let variations = substitution.variations {
                    out.key("variations")
                    writeVariations(variations, to: &out)
                }
            }
        }
        out.endObject()
    }
}
