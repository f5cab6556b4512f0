import Foundation

/// An instant as JavaScript's `Date` holds it, milliseconds since 1970 in UTC, read from and written to the
/// ISO 8601 text the date and time functions take and give.
public struct Timestamp: Sendable, Hashable, Comparable {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public var milliseconds: Double

    /// Creates a timestamp from milliseconds since 1970.
    public init(milliseconds: Double) {
        self.milliseconds = milliseconds
    }

    /// Seconds since 1970 now, from the system clock.
    public static func currentSeconds() -> Double { Date().timeIntervalSince1970 }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.milliseconds < rhs.milliseconds }

    /// Reads `2018-03-15`, `2018-03-15T13:00`, `2018-03-15T13:00:00.111Z`, `2018-03-15 13:00:00+02:00`: a text
    /// without an offset is UTC (as botbuilder-js reads it). Nil for anything else.
    public init?(parsing text: String) {
        if let slashed = Timestamp(slashed: text) {
            self = slashed
            return
        }
        let scalars = Array(text.trimmingCharacters(in: .whitespaces).unicodeScalars)
        var index = 0
        func digits(_ count: Int) -> Int? {
            guard index + count <= scalars.count else { return nil }
            var value = 0
            for scalar in scalars[index..<(index + count)] {
                guard let digit = Int(String(scalar)) else { return nil }
                value = value * 10 + digit
            }
            index += count
            return value
        }
        func skip(_ scalar: Unicode.Scalar) -> Bool {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
            return true
        }
        guard let year = digits(4), skip("-"), let month = digits(2), skip("-"), let day = digits(2),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        var (hour, minute, second, fraction) = (0, 0, 0, 0.0)
        var offsetMinutes = 0
        if skip("T") || skip(" ") {
            guard let parsedHour = digits(2), skip(":"), let parsedMinute = digits(2), parsedHour < 24, parsedMinute < 60 else { return nil }
            (hour, minute) = (parsedHour, parsedMinute)
            if skip(":") {
                guard let parsedSecond = digits(2), parsedSecond < 60 else { return nil }
                second = parsedSecond
                if skip(".") || skip(":") {
                    let start = index
                    while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
                    guard index > start else { return nil }
                    fraction = Double("0." + String(String.UnicodeScalarView(scalars[start..<index]))) ?? 0
                }
            }
            if skip("Z") || skip("z") {
                offsetMinutes = 0
            } else if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" {
                let sign = scalars[index] == "-" ? -1 : 1
                index += 1
                guard let offsetHours = digits(2) else { return nil }
                _ = skip(":")
                let minutes = digits(2) ?? 0
                offsetMinutes = sign * (offsetHours * 60 + minutes)
            }
        }
        guard index == scalars.count else { return nil }
        var components = DateComponents()
        (components.year, components.month, components.day) = (year, month, day)
        (components.hour, components.minute, components.second) = (hour, minute, second)
        guard let date = Timestamp.calendar.date(from: components),
              Timestamp.calendar.component(.day, from: date) == day else { return nil }
        milliseconds = (date.timeIntervalSince1970 - Double(offsetMinutes * 60)) * 1000 + (fraction * 1000).rounded()
    }

    /// Reads `03/15/2018` and `03/15/2018 12:00:00` (month first, as JavaScript's `Date` reads them), in UTC.
    private init?(slashed text: String) {
        let parts = text.split(separator: " ", maxSplits: 1)
        guard let day = parts.first, day.contains("/") else { return nil }
        let date = day.split(separator: "/").compactMap { Int($0) }
        guard date.count == 3, day.split(separator: "/").count == 3,
              (1...12).contains(date[0]), (1...31).contains(date[1]), date[2] >= 1000 else { return nil }
        let time = parts.count > 1 ? parts[1].split(separator: ":").map { Int($0) } : []
        guard time.allSatisfy({ $0 != nil }), time.count <= 3 else { return nil }
        let iso = String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", date[2], date[0], date[1],
                         time.count > 0 ? time[0]! : 0, time.count > 1 ? time[1]! : 0, time.count > 2 ? time[2]! : 0)
        self.init(parsing: iso)
    }

    /// The Gregorian calendar in UTC, which every function computes in.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()

    var date: Date { Date(timeIntervalSince1970: milliseconds / 1000) }

    /// The calendar fields of this instant in UTC.
    var components: DateComponents {
        Timestamp.calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
    }

    /// The milliseconds within the second.
    var millisecond: Int {
        Int((milliseconds - (milliseconds / 1000).rounded(.down) * 1000).rounded())
    }

    /// `2018-03-15T13:00:00.111Z`, JavaScript's `toISOString`.
    public var isoText: String { formatted("yyyy-MM-ddTHH:mm:ss.fff'Z'") }

    /// This instant plus `amount` of `unit` (`Second`, `Minute`, `Hour`, `Day`, `Week`, `Month`, `Year`), or nil
    /// for an unknown unit.
    func adding(_ amount: Int, _ unit: String) -> Timestamp? {
        let component: Calendar.Component
        var amount = amount
        switch unit.lowercased() {
        case "second": component = .second
        case "minute": component = .minute
        case "hour": component = .hour
        case "day": component = .day
        case "week": component = .day; amount *= 7
        case "month": component = .month
        case "year": component = .year
        default: return nil
        }
        guard let moved = Timestamp.calendar.date(byAdding: component, value: amount, to: date) else { return nil }
        return Timestamp(milliseconds: (moved.timeIntervalSince1970 * 1000).rounded())
    }

    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                     "September", "October", "November", "December"]
    private static let dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// This instant written with a .NET format string (`yyyy-MM-dd HH:mm`, `dddd`, `MMM d`, `hh:mm tt`, `o`),
    /// in UTC; the day.js letters that botbuilder-js passes through (`YYYY`, `YY`, `DD`, `D`) are read as well.
    /// Text in quotes and after `\` is written as is; other characters too.
    public func formatted(_ format: String) -> String {
        if format == "o" || format == "O" { return formatted("yyyy-MM-ddTHH:mm:ss.fff'0000+00:00'") }
        let fields = components
        let (year, month, day) = (fields.year ?? 1970, fields.month ?? 1, fields.day ?? 1)
        let (hour, minute, second) = (fields.hour ?? 0, fields.minute ?? 0, fields.second ?? 0)
        let weekday = (fields.weekday ?? 1) - 1
        let characters = Array(format)
        var output = ""
        var index = 0
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        while index < characters.count {
            let character = characters[index]
            var run = 1
            while index + run < characters.count, characters[index + run] == character { run += 1 }
            switch character {
            case "y", "Y":
                output += run <= 2 ? two(year % 100) : String(format: "%04d", year)
            case "M":
                switch run {
                case 1: output += "\(month)"
                case 2: output += two(month)
                case 3: output += String(Self.monthNames[month - 1].prefix(3))
                default: output += Self.monthNames[month - 1]
                }
            case "d", "D":
                switch run {
                case 1: output += "\(day)"
                case 2: output += two(day)
                case 3: output += String(Self.dayNames[weekday].prefix(3))
                default: output += Self.dayNames[weekday]
                }
            case "H": output += run == 1 ? "\(hour)" : two(hour)
            case "h":
                let twelve = hour % 12 == 0 ? 12 : hour % 12
                output += run == 1 ? "\(twelve)" : two(twelve)
            case "m": output += run == 1 ? "\(minute)" : two(minute)
            case "s": output += run == 1 ? "\(second)" : two(second)
            case "f", "F", "S":
                let text = String(format: "%03d", millisecond)
                output += run <= 3 ? String(text.prefix(run)) : text + String(repeating: "0", count: run - 3)
            case "t", "A":
                output += hour < 12 ? "AM" : "PM"
            case "z", "Z":
                output += run >= 3 || character == "Z" ? "+00:00" : "+0000"
            case "'", "\"":
                var end = index + 1
                while end < characters.count, characters[end] != character { end += 1 }
                output += String(characters[(index + 1)..<min(end, characters.count)])
                index = end + 1
                continue
            case "\\":
                if index + 1 < characters.count { output.append(characters[index + 1]) }
                index += 2
                continue
            case "%":
                index += 1
                continue
            default:
                output += String(repeating: character, count: run)
            }
            index += run
        }
        return output
    }
}
