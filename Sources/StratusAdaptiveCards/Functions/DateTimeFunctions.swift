import Foundation
import StratusCodable

extension ExpressionFunctions {
    /// .NET ticks (100 ns since 0001-01-01) at 1970-01-01.
    static let ticksAtEpoch: Int64 = 621_355_968_000_000_000

    /// A timestamp argument: ISO 8601 text, without an offset read as UTC.
    static func timestamp(_ value: JSONValue?, of function: String) throws(EvaluationFailure) -> Timestamp {
        let text = try Arguments.string(value, of: function)
        guard let timestamp = Timestamp(parsing: text) else {
            throw EvaluationFailure("\(function): '\(text)' is not an ISO 8601 timestamp")
        }
        return timestamp
    }

    /// A timestamp as a function's result: ISO text, or the format argument at `index` when there is a non-empty one.
    static func written(_ timestamp: Timestamp, _ values: [JSONValue?], formatAt index: Int) throws(EvaluationFailure) -> JSONValue {
        guard values.count > index, let format = try Arguments.stringOrEmpty(values[index], of: "format") as String?,
              !format.isEmpty else {
            return .string(timestamp.isoText)
        }
        return .string(timestamp.formatted(format))
    }

    /// `addDays(timestamp, count, format?, locale?)` and the like.
    private static func adding(_ unit: String, _ name: String) -> ExpressionFunction {
        .eager(2, 4) { values, _ throws(EvaluationFailure) in
            let start = try timestamp(values[0], of: name)
            guard let moved = start.adding(try Arguments.integer(values[1], of: name), unit) else {
                throw EvaluationFailure("\(name): the result is out of range")
            }
            return try written(moved, values, formatAt: 2)
        }
    }

    /// `addToTime(timestamp, count, unit, format?, locale?)` and `subtractFromTime`.
    private static func moving(_ name: String, sign: Int) -> ExpressionFunction {
        .eager(3, 5) { values, _ throws(EvaluationFailure) in
            let start = try timestamp(values[0], of: name)
            let unit = try Arguments.string(values[2], of: name)
            guard let moved = start.adding(sign * (try Arguments.integer(values[1], of: name)), unit) else {
                throw EvaluationFailure("\(name): '\(unit)' is not Second, Minute, Hour, Day, Week, Month or Year")
            }
            return try written(moved, values, formatAt: 3)
        }
    }

    /// `getPastTime(count, unit, format?, locale?)` and `getFutureTime`.
    private static func fromNow(_ name: String, sign: Int) -> ExpressionFunction {
        .eager(2, 4) { values, options throws(EvaluationFailure) in
            let now = Timestamp(milliseconds: (options.now() * 1000).rounded())
            let unit = try Arguments.string(values[1], of: name)
            guard let moved = now.adding(sign * (try Arguments.integer(values[0], of: name)), unit) else {
                throw EvaluationFailure("\(name): '\(unit)' is not Second, Minute, Hour, Day, Week, Month or Year")
            }
            return try written(moved, values, formatAt: 2)
        }
    }

    private static func field(_ name: String, _ read: @escaping @Sendable (Timestamp) -> Int) -> ExpressionFunction {
        .eager(1, 1) { values, _ throws(EvaluationFailure) in .integer(Int64(read(try timestamp(values[0], of: name)))) }
    }

    private static func startOf(_ name: String, _ kept: Set<Calendar.Component>) -> ExpressionFunction {
        .eager(1, 3) { values, _ throws(EvaluationFailure) in
            let start = try timestamp(values[0], of: name)
            let fields = Timestamp.calendar.dateComponents(kept, from: start.date)
            guard let date = Timestamp.calendar.date(from: fields) else { throw EvaluationFailure("\(name): out of range") }
            return try written(Timestamp(milliseconds: date.timeIntervalSince1970 * 1000), values, formatAt: 1)
        }
    }

    private static func ticksTo(_ name: String, per unit: Double) -> ExpressionFunction {
        .eager(1, 1) { values, _ throws(EvaluationFailure) in
            .double(try Arguments.number(values[0], of: name) / unit)
        }
    }

    /// Date and time functions; every timestamp is ISO 8601 text, computed in UTC.
    static let dateTimeFunctions: [String: ExpressionFunction] = [
        "utcNow": .eager(0, 2) { values, options throws(EvaluationFailure) in
            try written(Timestamp(milliseconds: (options.now() * 1000).rounded()), values, formatAt: 0)
        },
        "formatDateTime": .eager(1, 3) { values, _ throws(EvaluationFailure) in
            try written(try timestamp(values[0], of: "formatDateTime"), values, formatAt: 1)
        },
        "formatEpoch": .eager(1, 3) { values, _ throws(EvaluationFailure) in
            let seconds = try Arguments.number(values[0], of: "formatEpoch")
            return try written(Timestamp(milliseconds: (seconds * 1000).rounded()), values, formatAt: 1)
        },
        "formatTicks": .eager(1, 3) { values, _ throws(EvaluationFailure) in
            let ticks: Int64
            switch values[0] {
            case .integer(let integer)?: ticks = integer
            case .double(let double)?: ticks = Int64(double)
            case .string(let text)?:
                guard let parsed = Int64(text) else { throw EvaluationFailure("formatTicks: '\(text)' is not a number of ticks") }
                ticks = parsed
            default: throw EvaluationFailure("formatTicks expects a number of ticks, not \(ExpressionValue.kind(values[0]))")
            }
            let milliseconds = Double((ticks - ticksAtEpoch) / 10_000)
            return try written(Timestamp(milliseconds: milliseconds), values, formatAt: 1)
        },
        "ticks": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            .integer(Int64(try timestamp(values[0], of: "ticks").milliseconds) * 10_000 + ticksAtEpoch)
        },
        "dateTimeDiff": .eager(2, 2) { values, _ throws(EvaluationFailure) in
            let first = try timestamp(values[0], of: "dateTimeDiff")
            let second = try timestamp(values[1], of: "dateTimeDiff")
            return .integer(Int64(first.milliseconds - second.milliseconds) * 10_000)
        },
        "ticksToDays": ticksTo("ticksToDays", per: 864_000_000_000),
        "ticksToHours": ticksTo("ticksToHours", per: 36_000_000_000),
        "ticksToMinutes": ticksTo("ticksToMinutes", per: 600_000_000),
        "addDays": adding("day", "addDays"),
        "addHours": adding("hour", "addHours"),
        "addMinutes": adding("minute", "addMinutes"),
        "addSeconds": adding("second", "addSeconds"),
        "addToTime": moving("addToTime", sign: 1),
        "subtractFromTime": moving("subtractFromTime", sign: -1),
        "getPastTime": fromNow("getPastTime", sign: -1),
        "getFutureTime": fromNow("getFutureTime", sign: 1),
        "dayOfMonth": field("dayOfMonth") { $0.components.day ?? 0 },
        "dayOfWeek": field("dayOfWeek") { ($0.components.weekday ?? 1) - 1 },
        "dayOfYear": field("dayOfYear") { Timestamp.calendar.ordinality(of: .day, in: .year, for: $0.date) ?? 0 },
        "month": field("month") { $0.components.month ?? 0 },
        "year": field("year") { $0.components.year ?? 0 },
        "date": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            .string(try timestamp(values[0], of: "date").formatted("M/d/yyyy"))
        },
        "startOfDay": startOf("startOfDay", [.year, .month, .day]),
        "startOfHour": startOf("startOfHour", [.year, .month, .day, .hour]),
        "startOfMonth": startOf("startOfMonth", [.year, .month]),
        "getTimeOfDay": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            let fields = try timestamp(values[0], of: "getTimeOfDay").components
            let minutes = (fields.hour ?? 0) * 60 + (fields.minute ?? 0)
            switch minutes {
            case 0: return .string("midnight")
            case 1..<720: return .string("morning")
            case 720: return .string("noon")
            case 721..<1080: return .string("afternoon")
            case 1080..<1320: return .string("evening")
            default: return .string("night")
            }
        },
        "isDateTime": .eager(1, 1) { values, _ in
            .bool(values[0]?.stringValue.flatMap(Timestamp.init(parsing:)) != nil)
        },
    ]
}
