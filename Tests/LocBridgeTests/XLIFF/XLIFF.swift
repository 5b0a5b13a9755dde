/// Namespace for the tests of `Sources/LocBridge/XLIFF/`, so that their ids read `XLIFF/…` and
/// `swift test --filter XLIFF` selects them.
enum XLIFF {}
