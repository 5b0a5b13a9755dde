import Foundation

/// The `.stringsdict` half of `LegacyMerger`.
extension LegacyMerger {
    /// `developmentBytes` reads the development-language file again, for a target file that does not
    /// exist yet (its header and layout are copied).
    mutating func mergeStringsDict(development: LegacyStringsDict, target bytes: [UInt8]?,
                                   developmentBytes: () -> [UInt8]? = { nil }) -> Result {
        var dict: LegacyStringsDict?
        var decoded: LegacyTextDecoder.Decoded?
        if let bytes {
            do {
                let read = try StringsDictReader.read(bytes, path: targetDisplay)
                dict = read
                if read.format == .xmlPropertyList {
                    decoded = try LegacyTextDecoder.decode(bytes, path: targetDisplay)
                } else {
                    unwritable = "\(targetDisplay) is a \(read.format); locbridge only writes translations into XML "
                        + ".stringsdict files: convert it to XML (plutil -convert xml1 on macOS) and import again"
                }
            } catch {
                return Result(diagnostics: [error.diagnostic], isFatal: true)
            }
        }
        // Whole entries for keys the target has not (or no file), written in the development file's order.
        var newEntries: [String: PendingEntry] = [:]
        // For entries the target has: forms, variables it lacks (the development entry has them) and new
        // format keys, checked together below, so that no format key names a variable the file would not
        // define and no form goes where the format key does not lead.
        var forms: [PendingForm] = []
        var newVariables: [String: PendingEntry] = [:]
        var formatKeys: [String: (write: Write, location: SourceLocation)] = [:]
        let twins = Self.keysInTwoSpellings(development.entries + (dict?.entries ?? []))
        for (order, unit) in file.units.enumerated() {
            if isRepeated(unit, order: order) { continue }
            guard let id = StringsDictUnitID(unit.id.description) else {
                if unit.translate, unit.hasTarget {
                    unknown(unit, order: order, "not a .stringsdict id (/KEY:dict/NSStringLocalizedFormatKey:dict/:string or "
                        + "/KEY:dict/VARIABLE:dict/CATEGORY:dict/:string)")
                } else {
                    _ = decide(unit, order: order, current: nil, developmentSource: unit.source, otherForm: nil)
                }
                continue
            }
            if !twins.isEmpty, let twin = twins[CodePointKey(text: id.key)] {
                if unit.translate, unit.hasTarget {
                    note(.error, Self.twinRefusal(id.key, id: unit.id.description, twin: twin), for: unit, order: order)
                }
                continue
            }
            guard case .plural(let format)? = development[id.key]?.rule else {
                if unit.translate, unit.hasTarget {
                    note(.warning, MergeMessages.unknownKey(id: unit.id.description, key: id.key, catalog: file.original),
                         for: unit, order: order)
                } else {
                    _ = decide(unit, order: order, current: nil, developmentSource: unit.source, otherForm: nil)
                }
                continue
            }
            var targetFormat: StringsDictFormat?
            if case .plural(let other)? = dict?[id.key]?.rule { targetFormat = other }
            let source: String, otherForm: String?, current: String?, location: SourceLocation?
            var substitutions: SubstitutionArguments?
            if let variableName = id.variable, let category = id.category {
                guard let variable = format[variable: variableName] else {
                    if unit.translate, unit.hasTarget {
                        unknown(unit, order: order, "\(Diagnostic.quoted(id.key)) has no variable \(Diagnostic.quoted(variableName)) in "
                            + Diagnostic.quotedIfNeeded(file.original))
                    } else {
                        _ = decide(unit, order: order, current: nil, developmentSource: unit.source, otherForm: nil)
                    }
                    continue
                }
                // A rule key (`NSStringFormatSpecTypeKey`) or a misspelt category would be written as a form
                // beside the rule's keys: a second key of that name, which the system reads instead (QA).
                guard category.xcodeRank != nil else {
                    if unit.translate, unit.hasTarget {
                        note(.warning, MergeMessages.unknownCategory(id: unit.id.description, category: category.rawValue),
                             for: unit, order: order)
                    } else {
                        _ = decide(unit, order: order, current: nil, developmentSource: unit.source, otherForm: nil)
                    }
                    continue
                }
                source = variable[category] ?? variable[.other] ?? ""
                otherForm = variable[.other]
                let form = targetFormat?[variable: variableName]?.forms.first { $0.category == category }
                current = form?.text
                location = form?.location
            } else {
                source = format.formatKey
                otherForm = nil
                current = targetFormat?.formatKey
                location = targetFormat?.formatKeyLocation
                substitutions = StringsDictRenamedVariables.arguments(development: format, target: targetFormat)
            }
            guard let write = decide(unit, order: order, current: current, developmentSource: source, otherForm: otherForm,
                                     substitutions: substitutions) else {
                continue
            }
            if let location {
                if let variable = id.variable {
                    forms.append(PendingForm(write: write, key: id.key, variable: variable, place: .replace(location)))
                } else {
                    formatKeys[id.key] = (write, location)
                }
                continue
            }
            // Not in the target yet: added, when there is somewhere to add it.
            if dict?[id.key] == nil {
                var entry = newEntries[id.key] ?? PendingEntry()
                if let variable = id.variable, let category = id.category {
                    entry.forms[variable, default: []].append((category, write.value))
                } else {
                    entry.formatKey = write.value
                }
                // Counted once the entry is known to be complete (below).
                entry.writes.append(write)
                newEntries[id.key] = entry
                continue
            } else if let targetFormat, let variable = id.variable, let category = id.category,
                      targetFormat[variable: variable]?.forms.isEmpty == false {
                forms.append(PendingForm(write: write, key: id.key, variable: variable, place: .add(category)))
            } else if let targetFormat, let variable = id.variable, let category = id.category,
                      targetFormat[variable: variable] == nil {
                // Counted once the variable is known to be complete and named (below).
                newVariables[id.key, default: PendingEntry()].forms[variable, default: []].append((category, write.value))
                newVariables[id.key]!.writes.append(write)
            } else {
                let missing = targetFormat == nil ? "\"\(id.key)\" in \(targetDisplay) is not a plural entry"
                    : "\(targetDisplay) has no variable \"\(id.variable ?? "")\" with forms for \"\(id.key)\""
                unknown(unit, order: order, "\(missing), so locbridge cannot add the form (add it by hand, then import again)")
            }
        }

        // A plural rule without `other` fails at run time: a new entry is added only when each of its
        // variables has that form, and its units are refused otherwise.
        for (key, entry) in newEntries {
            guard case .plural(let format)? = development[key]?.rule else { continue }
            let incomplete = format.variables.map(\.name).filter { name in
                !(entry.forms[name]?.contains { $0.category == .other } ?? false)
            }
            guard incomplete.isEmpty else {
                for write in entry.writes {
                    note(.error, MergeMessages.refused(key: key, id: write.unit.id.description, problem: "\"\(key)\" is not in "
                        + "\(targetDisplay) yet, and a .stringsdict plural needs its \"other\" form, which the XLIFF does not "
                        + "translate for \(incomplete.map { "\"\($0)\"" }.joined(separator: ", "))"), for: write.unit, order: write.order)
                }
                newEntries[key] = nil
                continue
            }
            entry.writes.forEach { commit($0) }
        }

        let placed = placeInEntries(forms: forms, newVariables: &newVariables, formatKeys: formatKeys, target: dict,
                                    development: development)
        let replacements = placed.replacements
        let newForms = placed.newForms

        func cldrSorted(_ forms: [(category: PluralCategory, text: String)]) -> [(category: PluralCategory, text: String)] {
            forms.sorted { (PluralCategory.cldrOrder.firstIndex(of: $0.category) ?? 6) < (PluralCategory.cldrOrder.firstIndex(of: $1.category) ?? 6) }
        }
        var adding: [StringsDictEditor.NewForms] = []
        var appending: [StringsDictEditor.NewEntry] = []
        var inserting: [StringsDictEditor.NewVariables] = []
        for entry in development.entries {
            guard case .plural(let format) = entry.rule else { continue }
            if let new = newVariables[entry.key], case .plural(let targetFormat)? = dict?[entry.key]?.rule {
                inserting.append(.init(formatKeyLocation: targetFormat.formatKeyLocation, key: entry.key,
                                       variables: format.variables.filter { new.forms[$0.name] != nil },
                                       forms: new.forms.mapValues(cldrSorted)))
            }
            if let variables = newForms[entry.key], case .plural(let targetFormat)? = dict?[entry.key]?.rule {
                for variable in targetFormat.variables {
                    guard let forms = variables[variable.name] else { continue }
                    adding.append(.init(existing: variable.forms, forms: cldrSorted(forms), key: entry.key))
                }
            }
            if let new = newEntries[entry.key] {
                // The format key is the development one unless a translation of it was sent.
                appending.append(.init(key: entry.key, formatKey: new.formatKey ?? format.formatKey, variables: format.variables,
                                       forms: new.forms.mapValues(cldrSorted)))
            }
        }
        guard !replacements.isEmpty || !adding.isEmpty || !appending.isEmpty || !inserting.isEmpty else { return Result() }
        // A file that cannot be edited had each of these refused (`commit`).
        guard unwritable == nil else { return Result() }
        guard let dict, let decoded else {
            // No target file: a new one shaped like the development file, in its encoding.
            let developmentText = developmentBytes().flatMap { try? LegacyTextDecoder.decode($0, path: file.original) }
            let text = StringsDictEditor.newFile(appending, development: development.format == .xmlPropertyList
                ? developmentText?.utf8 : nil, developmentDict: development)
            return Result(bytes: LegacyTextEditing.encode(text, as: development.format == .xmlPropertyList
                ? developmentText?.encoding ?? .utf8 : .utf8))
        }
        switch StringsDictEditor.edit(decoded.utf8, replacing: replacements, adding: adding, appending: appending,
                                      inserting: inserting, dict: dict) {
        case .success(let text):
            return Result(bytes: LegacyTextEditing.encode(text, as: decoded.encoding))
        case .failure(let failure):
            let location = failure.location.path.isEmpty ? SourceLocation(path: targetDisplay, line: failure.location.line,
                                                                          column: failure.location.column) : failure.location
            return Result(diagnostics: [Diagnostic(.error, "cannot find where to write \"\(failure.key)\"; "
                + "\(targetDisplay) was left as it is", at: location)], isFatal: true)
        }
    }
}

extension LegacyMerger {
    /// Keys written in two Unicode spellings (`café` as U+00E9 and as e + U+0301), each with the other's
    /// entry: two keys to the app, which the `.stringsdict` merge, keyed by text, cannot yet keep apart.
    static func keysInTwoSpellings(_ entries: [StringsDictEntry]) -> [CodePointKey: StringsDictEntry] {
        var first: [String: StringsDictEntry] = [:]
        var twins: [CodePointKey: StringsDictEntry] = [:]
        for entry in entries {
            guard let other = first[entry.key] else {
                first[entry.key] = entry
                continue
            }
            guard !other.key.utf8.elementsEqual(entry.key.utf8) else { continue }
            twins[CodePointKey(text: entry.key)] = other
            twins[CodePointKey(text: other.key)] = entry
        }
        return twins
    }

    static func twinRefusal(_ key: String, id: String, twin: StringsDictEntry) -> String {
        let codes = NormalizationDifference.describe(key, twin.key)!
        return "refused \(MergeMessages.subject(key: key, id: id)): \(twin.keyLocation.path):\(twin.keyLocation.line) has this "
            + "key in another Unicode spelling (\(codes.second) for \(codes.first)), a second key to the app, which locbridge "
            + "cannot yet keep apart from this one in a .stringsdict: translate the two by hand"
    }

    /// A `.stringsdict` entry (or the variables of one) the target file lacks, gathered from the units
    /// that translate it.
    struct PendingEntry {
        var formatKey: String?
        /// Variable name → its translated forms.
        var forms: [String: [(category: PluralCategory, text: String)]] = [:]
        var writes: [LegacyMerger.Write] = []
    }

    /// A form for a variable the target's entry has: replacing the `<string>` at a location, or added.
    struct PendingForm {
        var write: Write
        var key: String
        var variable: String
        var place: Place
        enum Place {
            case replace(SourceLocation)
            case add(PluralCategory)
        }
    }
}
