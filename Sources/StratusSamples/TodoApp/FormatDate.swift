import Foundation
import StratusCore

/// `formatDate(timestamp)`: a date in milliseconds since 1970 as `Dec 19, 2022` (UTC, so that a screen
/// reads the same everywhere). A value that is not a number gives an empty string.
struct FormatDate: OperationDecodable {
    static let properties = ["timestamp"]
    var timestamp: Double?

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    func execute() -> String {
        guard let timestamp, timestamp.isFinite else { return "" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: timestamp / 1000))
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return "" }
        return "\(Self.months[month - 1]) \(day), \(year)"
    }
}
