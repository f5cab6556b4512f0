import Foundation

/// A DateTimeInput's value as A2UI writes it (ISO 8601: `2026-12-24`, `18:30`, `18:30:05` or
/// `2026-12-24T18:30`), moved one step by the arrows and kept between `min` and `max`.
///
/// A date moves by a day, a time or a date with a time by a minute; a value is written back in the form it was
/// read in. Values are compared as the instants they name in UTC, so a time alone compares with times alone.
struct DateTimeStep: Equatable {
    /// What the text holds.
    enum Form: Equatable { case date, time(seconds: Bool), dateTime(seconds: Bool) }

    let form: Form
    /// The instant, in UTC (a time alone is on 1 January 2000).
    let instant: Date

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    /// Today's date where the user is, `YYYY-MM-DD`.
    static var today: String {
        ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: [.withFullDate])
    }

    /// Reads `text`, or nil when it is none of the forms (a zone offset or fraction is not read).
    init?(_ text: String) {
        let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        var components = DateComponents(year: 2000, month: 1, day: 1, hour: 0, minute: 0, second: 0)
        var form: Form
        if parts.count == 2 {
            guard Self.readDate(parts[0], into: &components), let seconds = Self.readTime(parts[1], into: &components) else { return nil }
            form = .dateTime(seconds: seconds)
        } else if let seconds = Self.readTime(parts[0], into: &components) {
            form = .time(seconds: seconds)
        } else if Self.readDate(parts[0], into: &components) {
            form = .date
        } else {
            return nil
        }
        guard let instant = Self.calendar.date(from: components),
              Self.calendar.dateComponents([.year, .month, .day], from: instant).day == components.day else { return nil }
        self.form = form
        self.instant = instant
    }

    private init(form: Form, instant: Date) {
        self.form = form
        self.instant = instant
    }

    /// The value `steps` steps later (earlier when negative), no earlier than `minimum` and no later than
    /// `maximum` (values of another form are not limits).
    func moved(by steps: Int, minimum: DateTimeStep?, maximum: DateTimeStep?) -> DateTimeStep {
        let unit: Calendar.Component = form == .date ? .day : .minute
        var moved = Self.calendar.date(byAdding: unit, value: steps, to: instant) ?? instant
        if case .time = form, let day = Self.calendar.dateComponents([.day], from: moved).day, day != 1 {
            // A time alone goes round the clock.
            moved = Self.calendar.date(byAdding: .day, value: 1 - day, to: moved) ?? moved
        }
        if let minimum, minimum.sameForm(as: self), moved < minimum.instant { moved = minimum.instant }
        if let maximum, maximum.sameForm(as: self), moved > maximum.instant { moved = maximum.instant }
        return DateTimeStep(form: form, instant: moved)
    }

    /// Whether `other` is a date where this is a date, a time where this is a time, and so on.
    func sameForm(as other: DateTimeStep) -> Bool {
        switch (form, other.form) {
        case (.date, .date), (.time, .time), (.dateTime, .dateTime): return true
        default: return false
        }
    }

    /// The value written in its form.
    var text: String {
        let c = Self.calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        let date = String(format: "%04d", c.year ?? 0) + "-" + two(c.month) + "-" + two(c.day)
        let time = two(c.hour) + ":" + two(c.minute)
        switch form {
        case .date: return date
        case .time(let seconds): return time + (seconds ? ":" + two(c.second) : "")
        case .dateTime(let seconds): return date + "T" + time + (seconds ? ":" + two(c.second) : "")
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
