/// Namespace for the tests of `Sources/LocBridge/Merge/`, so that their ids read `MergeTests/…` and
/// `swift test --filter Merge` selects them. (Not `Merge`: that would hide `LocBridge.Merge`.)
enum MergeTests {}
