/// Namespace for the tests of `Sources/LocBridge/Units/`, so that their ids read `Units/…` and
/// `swift test --filter Units` selects them.
enum Units {}
