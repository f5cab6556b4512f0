import Foundation

/// A DateTimeInput's value as A2UI writes it (ISO 8601: `2026-12-24`, `18:30`, `18:30:05` or
/// `2026-12-24T18:30`), read as its parts (year, month, day, hour, minute, second), one of which the arrows move
/// a step, kept between `min` and `max`.
///
/// A value is written back in the form it was read in. Values are compared as the instants they name in UTC, so
/// a time alone compares with times alone.
struct DateTimeStep: Equatable {
    /// What the text holds.
    enum Form: Equatable { case date, time(seconds: Bool), dateTime(seconds: Bool) }

    let form: Form
    /// The instant, in UTC (a time alone is on 1 January 2000).
    let instant: Date
    /// The zone written after the time (`Z`, `+02:00`), kept as it was written; empty when there is none.
    let zone: String

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    /// Today's date where the user is, `YYYY-MM-DD`.
    static var today: String {
        ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: [.withFullDate])
    }

    /// Reads `text`, or nil when it is none of the forms. A time may end in a zone (`Z`, `+02:00`, `-0500`),
    /// which is kept as written and plays no part in comparing values; a fraction of a second is not read.
    init?(_ text: String) {
        let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        var components = DateComponents(year: 2000, month: 1, day: 1, hour: 0, minute: 0, second: 0)
        var form: Form
        // A date alone first: its last `-24` is no zone.
        let isDate = parts.count == 1 && Self.readDate(parts[0], into: &components)
        let (time, zone) = isDate ? ("", "") : Self.splitZone(parts[parts.count - 1])
        if parts.count == 2 {
            guard Self.readDate(parts[0], into: &components), let seconds = Self.readTime(time, into: &components) else { return nil }
            form = .dateTime(seconds: seconds)
        } else if isDate {
            form = .date
        } else if let seconds = Self.readTime(time, into: &components) {
            form = .time(seconds: seconds)
        } else {
            return nil
        }
        guard let instant = Self.calendar.date(from: components),
              Self.calendar.dateComponents([.year, .month, .day], from: instant).day == components.day else { return nil }
        self.form = form
        self.instant = instant
        self.zone = zone
    }

    private init(form: Form, instant: Date, zone: String) {
        self.form = form
        self.instant = instant
        self.zone = zone
    }

    /// The time and the zone after it (`Z`, `+hh:mm`, `-hhmm`, `+hh`); no zone when the end is none of these.
    private static func splitZone(_ text: Substring) -> (time: Substring, zone: String) {
        if text.hasSuffix("Z") { return (text.dropLast(), "Z") }
        guard let sign = text.lastIndex(where: { $0 == "+" || $0 == "-" }) else { return (text, "") }
        let offset = text[text.index(after: sign)...]
        let digits = offset.filter { $0 != ":" }
        guard [2, 4].contains(digits.count), digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
              offset.count == digits.count || (offset.count == 5 && offset.dropFirst(2).first == ":") else { return (text, "") }
        return (text[..<sign], String(text[sign...]))
    }

    /// A part of the value, which the arrows change: the year, the month, the day, the hour, the minute or the
    /// second.
    enum Part: Equatable { case year, month, day, hour, minute, second }

    /// The parts ``text`` shows, in order, each with the characters it takes (`2026-12-24T18:30`: the year
    /// `0..<4`, the month `5..<7`... the minute `14..<16`).
    var parts: [(part: Part, range: Range<Int>)] {
        let date: [(part: Part, range: Range<Int>)] = [(.year, 0..<4), (.month, 5..<7), (.day, 8..<10)]
        func time(from start: Int, seconds: Bool) -> [(part: Part, range: Range<Int>)] {
            var parts: [(part: Part, range: Range<Int>)] = [(.hour, start..<start + 2), (.minute, start + 3..<start + 5)]
            if seconds { parts.append((.second, start + 6..<start + 8)) }
            return parts
        }
        switch form {
        case .date: return date
        case .time(let seconds): return time(from: 0, seconds: seconds)
        case .dateTime(let seconds): return date + time(from: 11, seconds: seconds)
        }
    }

    /// The place in ``parts`` of the part a caret `caret` characters from the start is on: the part it is in,
    /// or just after (a caret after `2026` is on the year); past the end, the last part.
    func partIndex(at caret: Int) -> Int {
        let parts = self.parts
        return parts.firstIndex { $0.range.lowerBound <= caret && caret <= $0.range.upperBound } ?? parts.count - 1
    }

    /// The value with `part` moved `steps` steps (back when negative), round its own range as in a desktop date
    /// field: December goes up to January of the same year, 23 h to 0 h of the same day, the day round the days
    /// of its month; a day the new month lacks becomes its last (31 January a month on is 28 February). The
    /// result is then no earlier than `minimum` and no later than `maximum` (values of another form are not
    /// limits).
    func stepping(_ part: Part, by steps: Int, minimum: DateTimeStep?, maximum: DateTimeStep?) -> DateTimeStep {
        var fields = Self.calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        func round(_ value: Int?, within range: ClosedRange<Int>) -> Int {
            let count = range.count, offset = (value ?? range.lowerBound) - range.lowerBound
            return (offset + steps % count + count) % count + range.lowerBound
        }
        switch part {
        case .year: fields.year = min(9999, max(1, (fields.year ?? 2000) + steps))
        case .month: fields.month = round(fields.month, within: 1...12)
        case .day: fields.day = round(fields.day, within: 1...Self.days(inMonthOf: fields))
        case .hour: fields.hour = round(fields.hour, within: 0...23)
        case .minute: fields.minute = round(fields.minute, within: 0...59)
        case .second: fields.second = round(fields.second, within: 0...59)
        }
        fields.day = min(fields.day ?? 1, Self.days(inMonthOf: fields))
        var moved = Self.calendar.date(from: fields) ?? instant
        if let minimum, minimum.sameForm(as: self), moved < minimum.instant { moved = minimum.instant }
        if let maximum, maximum.sameForm(as: self), moved > maximum.instant { moved = maximum.instant }
        return DateTimeStep(form: form, instant: moved, zone: zone)
    }

    /// How many days the month of `fields` has.
    private static func days(inMonthOf fields: DateComponents) -> Int {
        let first = DateComponents(year: fields.year, month: fields.month, day: 1)
        guard let date = calendar.date(from: first), let days = calendar.range(of: .day, in: .month, for: date) else { return 31 }
        return days.count
    }

    /// Whether `other` is a date where this is a date, a time where this is a time, and so on.
    func sameForm(as other: DateTimeStep) -> Bool {
        switch (form, other.form) {
        case (.date, .date), (.time, .time), (.dateTime, .dateTime): return true
        default: return false
        }
    }

    /// The user's locale, as the environment names it (`LC_ALL`, then `LC_TIME`, then `LANG`: `de_DE.UTF-8` is
    /// `de_DE`); nil for `C` and `POSIX`, which name none, and where nothing is set: values are then shown as
    /// written.
    static let userLocale: Locale? = userLocale(environment: ProcessInfo.processInfo.environment)

    static func userLocale(environment: [String: String]) -> Locale? {
        guard let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) else {
            return nil
        }
        let identifier = String(name.prefix { $0 != "." && $0 != "@" })
        return identifier.isEmpty || identifier == "C" || identifier == "POSIX" ? nil : Locale(identifier: identifier)
    }

    /// The value as the user reads dates: in `locale`'s words (`15.12.2025, 18:00` in German), a time with a zone
    /// moved into `timeZone`, one without as written.
    func shown(in locale: Locale, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = Self.calendar.timeZone
        var instant = self.instant
        if let offset = zoneOffset {
            instant -= TimeInterval(offset)
            formatter.timeZone = timeZone
        }
        switch form {
        case .date: (formatter.dateStyle, formatter.timeStyle) = (.medium, .none)
        case .time: (formatter.dateStyle, formatter.timeStyle) = (.none, .short)
        case .dateTime: (formatter.dateStyle, formatter.timeStyle) = (.medium, .short)
        }
        return formatter.string(from: instant)
    }

    /// The zone's offset from UTC in seconds (`Z` is 0, `+02:00` 7,200), nil when no zone is written.
    private var zoneOffset: Int? {
        guard let sign = zone.first else { return nil }
        guard sign != "Z" else { return 0 }
        let digits = zone.dropFirst().filter { $0 != ":" }
        guard let hours = Int(digits.prefix(2)) else { return nil }
        let minutes = Int(digits.dropFirst(2)) ?? 0
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// The value written in its form.
    var text: String {
        let c = Self.calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        let date = String(format: "%04d", c.year ?? 0) + "-" + two(c.month) + "-" + two(c.day)
        let time = two(c.hour) + ":" + two(c.minute)
        switch form {
        case .date: return date
        case .time(let seconds): return time + (seconds ? ":" + two(c.second) : "") + zone
        case .dateTime(let seconds): return date + "T" + time + (seconds ? ":" + two(c.second) : "") + zone
        }
    }

    private static func readDate(_ text: Substring, into components: inout DateComponents) -> Bool {
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].count == 4, fields[1].count == 2, fields[2].count == 2,
              let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2]),
              (1...12).contains(month), (1...31).contains(day) else { return false }
        components.year = year
        components.month = month
        components.day = day
        return true
    }

    /// Reads `hh:mm` or `hh:mm:ss`; returns whether it had seconds, or nil when it is neither.
    private static func readTime(_ text: Substring, into components: inout DateComponents) -> Bool? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2 || fields.count == 3, fields.allSatisfy({ $0.count == 2 }),
              let hour = Int(fields[0]), let minute = Int(fields[1]), (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        let second = fields.count == 3 ? Int(fields[2]) : 0
        guard let second, (0...59).contains(second) else { return nil }
        components.hour = hour
        components.minute = minute
        components.second = second
        return fields.count == 3
    }
}
