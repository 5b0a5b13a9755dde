/// Namespace for the tests of `Sources/LocBridge/Validation/Checks/`, so that their ids read
/// `Checks/…` and `swift test --filter Check` selects them.
enum Checks {}
