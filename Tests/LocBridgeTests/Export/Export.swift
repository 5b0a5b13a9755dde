/// Namespace for the tests of `Sources/LocBridge/Export/`, so that their ids read `Export/…` and
/// `swift test --filter Export` selects them.
enum Export {}
