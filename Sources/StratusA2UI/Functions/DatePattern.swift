import Foundation
import StratusCodable

/// A Unicode TR35 date pattern (`yyyy-MM-dd`, `E MMM d, h:mm a`), as formatDate takes it, with English names.
///
/// Letters: `y` year (`yy` two digits), `M`/`L` month (`MMM` Jan, `MMMM` January), `d` day, `E` weekday (`E`-`EEE`
/// Tue, `EEEE` Tuesday), `h`/`hh` 1-12, `H`/`HH` 0-23, `K` 0-11, `k` 1-24, `m` minutes, `s` seconds, `S` fractions,
/// `a` AM/PM. Text in single quotes is literal (`''` is a quote); other punctuation is literal. `Y` (the week year)
/// is read as `y`: date-fns refuses it, but agents write it meaning the year (the v1.0 contact form does).
struct DatePattern {
    private enum Piece {
        case literal(String)
        case field(Character, Int)
    }

    private let pieces: [Piece]

    init(_ pattern: String) {
        var pieces: [Piece] = []
        var characters = Array(pattern)[...]
        while let first = characters.first {
            if first == "'" {
                characters.removeFirst()
                var text = ""
                while let next = characters.first {
                    characters.removeFirst()
                    if next == "'" {
                        if characters.first == "'" {
                            text.append("'")
                            characters.removeFirst()
                        } else {
                            break
                        }
                    } else {
                        text.append(next)
                    }
                }
                pieces.append(.literal(text.isEmpty ? "'" : text))
            } else if first.isASCII, first.isLetter {
                let run = characters.prefix { $0 == first }.count
                pieces.append(.field(first, run))
                characters.removeFirst(run)
            } else {
                pieces.append(.literal(String(first)))
                characters.removeFirst()
            }
        }
        self.pieces = pieces
    }

    /// `date` written with this pattern, in `timeZone`.
    func string(from date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute, .second, .nanosecond], from: date)
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal): text += literal
            case .field(let letter, let count): text += field(letter, count, parts)
            }
        }
        return text
    }

    private func field(_ letter: Character, _ count: Int, _ parts: DateComponents) -> String {
        let year = parts.year ?? 1970, month = parts.month ?? 1, day = parts.day ?? 1
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0, second = parts.second ?? 0
        switch letter {
        case "y", "Y", "u":
            return count == 2 ? Self.padded(year % 100, 2) : Self.padded(year, count)
        case "M", "L":
            switch count {
            case 1, 2: return Self.padded(month, count)
            case 3: return String(Self.months[month - 1].prefix(3))
            case 4: return Self.months[month - 1]
            default: return String(Self.months[month - 1].prefix(1))
            }
        case "d": return Self.padded(day, count)
        case "E", "e", "c":
            let name = Self.weekdays[(parts.weekday ?? 1) - 1]
            switch count {
            case 4: return name
            case 5: return String(name.prefix(1))
            case 6: return String(name.prefix(2))
            default: return String(name.prefix(3))
            }
        case "h": return Self.padded(hour % 12 == 0 ? 12 : hour % 12, count)
        case "H": return Self.padded(hour, count)
        case "K": return Self.padded(hour % 12, count)
        case "k": return Self.padded(hour == 0 ? 24 : hour, count)
        case "m": return Self.padded(minute, count)
        case "s": return Self.padded(second, count)
        case "S":
            let fraction = Self.padded((parts.nanosecond ?? 0) / 1_000_000, 3)
            return String((fraction + String(repeating: "0", count: max(0, count - 3))).prefix(count))
        case "a": return hour < 12 ? "AM" : "PM"
        default: return String(repeating: letter, count: count)
        }
    }

    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"]
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    private static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// The moment a formatDate value names, as JavaScript's `new Date(value)` reads it: an ISO 8601 date or
    /// date-time (`2025-01-01`, `2025-01-01T12:00:00Z`, with a fraction or an offset; without a zone, a date
    /// alone is UTC and a date-time local time), or milliseconds since 1970. Anything else is nil.
    static func date(from value: JSONValue) -> Date? {
        switch value {
        case .integer, .double:
            guard let milliseconds = value.doubleValue, milliseconds.isFinite else { return nil }
            return Date(timeIntervalSince1970: milliseconds / 1000)
        case .string(let text):
            return isoDate(text)
        default:
            return nil
        }
    }

    /// `2025-01-01T12:00:00.000Z`, as JavaScript's `toISOString()`.
    static func isoString(_ date: Date) -> String {
        let base = ClientMessage.timestamp(date)
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down)) % 1000
        return base.dropLast() + "." + padded((milliseconds + 1000) % 1000, 3) + "Z"
    }

    private static func isoDate(_ text: String) -> Date? {
        let scalars = Array(text.trimmingCharacters(in: .whitespaces).utf8)
        var position = 0
        func number(_ digits: Int) -> Int? {
            guard position + digits <= scalars.count else { return nil }
            var value = 0
            for byte in scalars[position..<(position + digits)] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            position += digits
            return value
        }
        func expect(_ character: Character) -> Bool {
            guard position < scalars.count, scalars[position] == character.asciiValue else { return false }
            position += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        var components = DateComponents(year: year, month: month, day: day)
        var zone = TimeZone(identifier: "UTC")
        if position < scalars.count {
            guard expect("T") || expect(" "), let hour = number(2), expect(":"), let minute = number(2),
                  hour < 25, minute < 60 else { return nil }
            components.hour = hour
            components.minute = minute
            if expect(":") {
                guard let second = number(2), second < 61 else { return nil }
                components.second = second
                if expect(".") {
                    var digits = 0, fraction = 0.0, scale = 0.1
                    while position < scalars.count, scalars[position] >= 48, scalars[position] <= 57 {
                        fraction += Double(scalars[position] - 48) * scale
                        scale /= 10
                        position += 1
                        digits += 1
                    }
                    guard digits > 0 else { return nil }
                    components.nanosecond = Int((fraction * 1_000_000_000).rounded())
                }
            }
            zone = .current
            if expect("Z") {
                zone = TimeZone(identifier: "UTC")
            } else if position < scalars.count {
                let sign = scalars[position] == UInt8(ascii: "-") ? -1 : 1
                guard expect("+") || expect("-"), let hours = number(2) else { return nil }
                _ = expect(":")
                guard let minutes = number(2) else { return nil }
                zone = TimeZone(secondsFromGMT: sign * (hours * 3600 + minutes * 60))
            }
            guard position == scalars.count else { return nil }
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone ?? .current
        return calendar.date(from: components)
    }
}
