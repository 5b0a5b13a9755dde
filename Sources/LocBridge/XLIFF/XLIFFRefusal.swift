/// Why the XLIFF reader drops a unit, worded for whoever reads the file: import refuses the unit;
/// check refuses nothing, so it says what import will do.
struct XLIFFRefusal {
    /// What is wrong with the unit (`it has 2 <target> elements, so …`).
    var problem: String
    /// What to do about it, without `and import again` (`keep one`).
    var remedy: String
    /// Whether import's wording ends `and import again`: not when the remedy already says what comes
    /// next (export again, export with placeholders as text).
    var importAgain = true

    /// The message about the unit `subject` names (`MergeMessages.subject`).
    func message(subject: String, for purpose: XLIFFReader.Purpose) -> String {
        switch purpose {
        case .importing:
            "refused \(subject): \(problem); \(remedy)" + (importAgain ? " and import again" : "")
        case .checking:
            "\(subject): \(problem); import will refuse the unit: \(remedy)"
        }
    }
}

extension XLIFFReader {
    /// Who reads the file, for the wording of refused units (`XLIFFRefusal`); nothing else differs.
    public enum Purpose: Sendable {
        /// Import, which refuses such units (the default).
        case importing
        /// Check, which reports what import will refuse.
        case checking
    }
}
