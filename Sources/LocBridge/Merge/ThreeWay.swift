/// How one value of a three-way merge resolves before looking inside it. A nil value is an absent one:
/// never there (base), or deleted (a side).
///
/// - both sides hold the same value (both unchanged, or both changed the same way): that value;
/// - one side holds the base's value (unchanged): the other side's, whatever it did, deletion included;
/// - one side deleted it and the other changed it: a conflict, which keeps the changed value;
/// - both changed it, each in its own way: a conflict, resolved by the caller (look inside, or keep ours).
enum ThreeWay<Value: Equatable> {
    case settled(Value?)
    case deletedByOurs(theirs: Value)
    case deletedByTheirs(ours: Value)
    case changedOnBoth(ours: Value, theirs: Value)

    init(base: Value?, ours: Value?, theirs: Value?) {
        if ours == theirs || base == theirs {
            self = .settled(ours)
        } else if base == ours {
            self = .settled(theirs)
        } else if let ours, let theirs {
            self = .changedOnBoth(ours: ours, theirs: theirs)
        } else if let theirs {
            self = .deletedByOurs(theirs: theirs)
        } else {
            self = .deletedByTheirs(ours: ours!)
        }
    }
}
