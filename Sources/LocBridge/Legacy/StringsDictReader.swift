/// Reads a `.stringsdict` file (XML or binary property list) into `LegacyStringsDict` (FORMATS.md §4).
///
/// Per entry: `NSStringLocalizedFormatKey` plus one dictionary per variable (`NSStringFormatSpecTypeKey`
/// = `NSStringPluralRuleType`, `NSStringFormatValueTypeKey`, `zero`…`other`), or
/// `NSStringDeviceSpecificRuleType` (device → text or → a plural format of its own), or
/// `NSStringVariableWidthRuleType` (width → text). Anything that would make the entry mean something
/// else than it says is an error with its line: a missing format key, a variable used but not defined,
/// an unknown rule type, a value of the wrong type. Harmless oddities are warnings.
public enum StringsDictReader {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"
    static let deviceRuleType = "NSStringDeviceSpecificRuleType"
    static let widthRuleType = "NSStringVariableWidthRuleType"
    static let knownDevices: Set<String> = ["iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "other"]

    /// Parses the bytes of a `.stringsdict` file; `path` is used in locations only.
    public static func read(_ bytes: [UInt8], path: String) throws(LegacyError) -> LegacyStringsDict {
        let root: PropertyListNode
        let format: LegacyFileFormat
        if PropertyListSyntax.isBinary(bytes) {
            root = try BinaryPropertyListReader.read(bytes, path: path)
            format = .binaryPropertyList
        } else {
            let decoded = try LegacyTextDecoder.decode(bytes, path: path)
            guard PropertyListSyntax.isXML(decoded.utf8) else {
                throw LegacyError("a .stringsdict file is a property list (XML or binary), and this file is neither",
                                  at: SourceLocation(path: path, line: 1, column: 1))
            }
            root = try XMLPropertyListReader.read(decoded.utf8, path: path)
            format = .xmlPropertyList
        }
        var interpreter = Interpreter()
        let entries = try interpreter.entries(root)
        return LegacyStringsDict(format: format, entries: entries, diagnostics: interpreter.diagnostics)
    }

    /// Reads and parses a file; `displayPath` (default `path`) is what locations show.
    public static func read(contentsOfFile path: String, displayPath: String? = nil) throws(LegacyError) -> LegacyStringsDict {
        let shown = displayPath ?? path
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            throw LegacyError("cannot read the .stringsdict file: \(error.reason)", at: SourceLocation(path: shown, line: 1, column: 1))
        }
        return try read(bytes, path: shown)
    }

    /// Turns the property-list tree into rules, collecting warnings.
    private struct Interpreter {
        var diagnostics: [Diagnostic] = []

        mutating func entries(_ root: PropertyListNode) throws(LegacyError) -> [StringsDictEntry] {
            guard let members = root.members else {
                throw LegacyError("expected a dictionary at the top of the property list, found \(root.kindDescription)", at: root.location)
            }
            var entries: [StringsDictEntry] = []
            for member in lastWins(members) {
                guard let body = member.node.members else {
                    throw LegacyError("expected a dictionary for the entry \(Diagnostic.quoted(member.key)), found \(member.node.kindDescription)",
                                      at: member.node.location)
                }
                let rule = try self.rule(body, of: "the entry \(Diagnostic.quoted(member.key))", at: member.keyLocation)
                entries.append(StringsDictEntry(key: member.key, keyLocation: member.keyLocation, rule: rule))
            }
            return entries
        }

        /// `owner` names the dictionary in messages: `the entry "k"`, or `the entry "k" (iphone)`.
        mutating func rule(_ members: [PropertyListMember], of owner: String, at location: SourceLocation) throws(LegacyError) -> StringsDictRule {
            let members = lastWins(members)
            for ruleKey in [StringsDictReader.deviceRuleType, StringsDictReader.widthRuleType] {
                guard let rule = members.first(where: { $0.key == ruleKey }) else { continue }
                if let other = members.first(where: { $0.key != ruleKey }) {
                    throw LegacyError("\(owner) has both \(ruleKey) and \(Diagnostic.quoted(other.key)); a device or width rule stands alone",
                                      at: other.keyLocation)
                }
                guard let variants = rule.node.members else {
                    throw LegacyError("expected a dictionary for \(ruleKey) of \(owner), found \(rule.node.kindDescription)", at: rule.node.location)
                }
                if ruleKey == StringsDictReader.deviceRuleType {
                    var result: [StringsDictDeviceVariant] = []
                    for variant in lastWins(variants) {
                        if !StringsDictReader.knownDevices.contains(variant.key) {
                            warn("unknown device \"\(variant.key)\" in \(owner); it is kept as written", at: variant.keyLocation)
                        }
                        // A width rule under a device makes the entry one catalogs cannot express, as a
                        // width rule at the top does.
                        if let inner = variant.node.members, inner.contains(where: { $0.key == StringsDictReader.widthRuleType }),
                           case .width(let widths) = try self.rule(inner, of: "\(owner) (\(variant.key))", at: variant.keyLocation) {
                            return .width(widths)
                        }
                        let value = try variantValue(variant, of: "\(owner) (\(variant.key))")
                        result.append(StringsDictDeviceVariant(device: DeviceKind(variant.key), value: value, location: variant.keyLocation))
                    }
                    return .device(result)
                }
                var result: [StringsDictWidthVariant] = []
                for variant in lastWins(variants) {
                    let value = try variantValue(variant, of: "\(owner) (width \(variant.key))")
                    result.append(StringsDictWidthVariant(width: variant.key, value: value, location: variant.keyLocation))
                }
                return .width(result)
            }
            return .plural(try format(members, of: owner, at: location))
        }

        mutating func variantValue(_ member: PropertyListMember, of owner: String) throws(LegacyError) -> StringsDictVariantValue {
            switch member.node.value {
            case .string(let text):
                return .text(text)
            case .dictionary(let members):
                return .plural(try format(lastWins(members), of: owner, at: member.keyLocation))
            default:
                throw LegacyError("expected a string or a dictionary for \(owner), found \(member.node.kindDescription)",
                                  at: member.node.location)
            }
        }

        /// `NSStringLocalizedFormatKey` and the variables; checks that every reference is defined.
        mutating func format(_ members: [PropertyListMember], of owner: String, at location: SourceLocation) throws(LegacyError) -> StringsDictFormat {
            guard let formatMember = members.first(where: { $0.key == StringsDictReader.formatKey }) else {
                throw LegacyError("\(owner) has no \(StringsDictReader.formatKey)", at: location)
            }
            let formatKey = try string(formatMember.node, for: "\(StringsDictReader.formatKey) of \(owner)")
            let formatReferences = StringsDictReference.all(in: formatKey)
            var used = Set(formatReferences.map(\.name))
            var variables: [StringsDictVariable] = []
            for member in members where member.key != StringsDictReader.formatKey {
                guard let body = member.node.members else {
                    if used.contains(member.key) {
                        throw LegacyError("expected a dictionary for the variable \(Diagnostic.quoted(member.key)) of \(owner), found \(member.node.kindDescription)",
                                          at: member.node.location)
                    }
                    warn("\(Diagnostic.quoted(member.key)) in \(owner) is \(member.node.kindDescription), not a variable; it is ignored", at: member.keyLocation)
                    continue
                }
                variables.append(try variable(member.key, body, of: owner, at: member.keyLocation))
            }
            let defined = Set(variables.map(\.name))
            for reference in formatReferences where !defined.contains(reference.name) {
                throw LegacyError("the format of \(owner) uses the variable \(Diagnostic.quoted(reference.name)), which is not defined",
                                  at: formatMember.node.location)
            }
            for variable in variables {
                for form in variable.forms {
                    for reference in StringsDictReference.all(in: form.text) {
                        guard defined.contains(reference.name) else {
                            throw LegacyError("the form \"\(form.category)\" of the variable \(Diagnostic.quoted(variable.name)) in \(owner) uses the variable "
                                + "\(Diagnostic.quoted(reference.name)), which is not defined", at: form.location)
                        }
                        used.insert(reference.name)
                    }
                }
            }
            for variable in variables where !used.contains(variable.name) {
                warn("the variable \(Diagnostic.quoted(variable.name)) of \(owner) is not used by its format", at: variable.location)
            }
            return StringsDictFormat(formatKey: formatKey, formatKeyLocation: formatMember.node.location, variables: variables)
        }

        mutating func variable(_ name: String, _ members: [PropertyListMember], of owner: String, at location: SourceLocation) throws(LegacyError) -> StringsDictVariable {
            let members = lastWins(members)
            let described = "the variable \"\(name)\" of \(owner)"
            guard let spec = members.first(where: { $0.key == StringsDictReader.specTypeKey }) else {
                throw LegacyError("\(described) has no \(StringsDictReader.specTypeKey)", at: location)
            }
            let type = try string(spec.node, for: "\(StringsDictReader.specTypeKey) of \(described)")
            guard type == StringsDictReader.pluralRuleType else {
                // Apple reads device and width rules as a key of the entry itself, not as a variable's type.
                if type == StringsDictReader.deviceRuleType || type == StringsDictReader.widthRuleType {
                    throw LegacyError("\(type) is not a variable's rule type (\(described)); it goes in the entry itself, as the key "
                        + "of a dictionary of variants, in place of \(StringsDictReader.formatKey)", at: spec.node.location)
                }
                throw LegacyError("unknown rule type \"\(type)\" for \(described); expected \(StringsDictReader.pluralRuleType)", at: spec.node.location)
            }
            var valueType: String?
            var forms: [StringsDictPluralForm] = []
            for member in members where member.key != StringsDictReader.specTypeKey {
                if member.key == StringsDictReader.valueTypeKey {
                    valueType = try string(member.node, for: "\(StringsDictReader.valueTypeKey) of \(described)")
                    continue
                }
                let category = PluralCategory(member.key)
                guard PluralCategory.cldrOrder.contains(category) else {
                    warn("unknown plural category \(Diagnostic.quoted(member.key)) in \(described); it is ignored", at: member.keyLocation)
                    continue
                }
                let text = try string(member.node, for: "the form \(Diagnostic.quoted(member.key)) of \(described)")
                forms.append(StringsDictPluralForm(category: category, text: text, location: member.node.location))
            }
            if valueType == nil {
                warn("\(described) has no \(StringsDictReader.valueTypeKey)", at: location)
            }
            if !forms.contains(where: { $0.category == .other }) {
                warn("\(described) has no \"other\" form", at: location)
            }
            return StringsDictVariable(name: name, location: location, valueType: valueType, forms: forms)
        }

        func string(_ node: PropertyListNode, for what: String) throws(LegacyError) -> String {
            guard let text = node.string else {
                throw LegacyError("expected a string for \(what), found \(node.kindDescription)", at: node.location)
            }
            return text
        }

        /// Members with the same key: the last one wins, each earlier one is reported.
        mutating func lastWins(_ members: [PropertyListMember]) -> [PropertyListMember] {
            var warnings: [Diagnostic] = []
            let kept = DuplicateKeys.lastWins(members, key: \.key, line: \.keyLocation.line) { member, firstLine in
                warnings.append(Diagnostic(.warning, "duplicate key \(Diagnostic.quoted(member.key)) (first at line \(firstLine)); "
                    + "the last one wins", at: member.keyLocation))
            }
            diagnostics += warnings
            return kept
        }

        mutating func warn(_ message: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(.warning, message, at: location))
        }
    }
}
