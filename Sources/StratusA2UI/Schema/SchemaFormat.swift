import Foundation

/// The string formats the A2UI schemas name, checked as JSON Schema's format vocabulary defines them (RFC 3339
/// dates and times, RFC 3986 URIs).
enum SchemaFormat {
    /// Whether `string` is a valid `format`; formats this validator does not know accept every string.
    static func accepts(_ string: String, format: String) -> Bool {
        switch format {
        case "date-time":
            let parts = string.split(whereSeparator: { $0 == "T" || $0 == "t" }).map(String.init)
            return parts.count == 2 && isDate(parts[0]) && isTime(parts[1])
        case "date": return isDate(string)
        case "time": return isTime(string)
        case "uri": return isURI(string)
        default: return true
        }
    }

    private static func isDate(_ text: String) -> Bool {
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].count == 4, fields[1].count == 2, fields[2].count == 2,
              let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2]),
              (1...12).contains(month), day >= 1 else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day <= days
    }

    /// `HH:MM:SS[.frac](Z|±HH:MM)`: RFC 3339 requires the offset.
    private static func isTime(_ text: String) -> Bool {
        var rest = Substring(text)
        func two() -> Int? {
            guard rest.count >= 2, let value = Int(rest.prefix(2)), rest.prefix(2).allSatisfy(\.isNumber) else { return nil }
            rest = rest.dropFirst(2)
            return value
        }
        func take(_ character: Character) -> Bool {
            guard rest.first == character else { return false }
            rest = rest.dropFirst()
            return true
        }
        guard let hour = two(), hour < 24, take(":"), let minute = two(), minute < 60, take(":"), let second = two(), second <= 60 else {
            return false
        }
        if take(".") {
            let digits = rest.prefix { $0.isNumber }
            guard !digits.isEmpty else { return false }
            rest = rest.dropFirst(digits.count)
        }
        if take("Z") || take("z") { return rest.isEmpty }
        guard take("+") || take("-"), let offsetHour = two(), offsetHour < 24, take(":"), let offsetMinute = two(), offsetMinute < 60 else {
            return false
        }
        return rest.isEmpty
    }

    /// An absolute URI: a scheme (a letter, then letters, digits, `+`, `-`, `.`), a colon, and no spaces.
    private static func isURI(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), colon > text.startIndex else { return false }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return false }
        return !text.contains(where: { $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" || $0 == "\\" })
    }
}
