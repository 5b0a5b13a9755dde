// TEMPORARY until KeyOrder.swift lands: Foundation's comparator only.
import Foundation
public enum KeyOrder {
    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: Locale.current) == .orderedAscending
    }
    public static func sorted(_ keys: [String]) -> [String] { keys.sorted(by: areInIncreasingOrder) }
    public static func isSorted(_ keys: [String]) -> Bool { zip(keys, keys.dropFirst()).allSatisfy { !areInIncreasingOrder($1, $0) } }
}
