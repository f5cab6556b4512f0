import Foundation

/// One row of `make bench` output: a measure, its value and unit, and the baseline it is compared with.
///
/// Printed as `bench <name>: <value> <unit> | baseline <baseline-name> <value> <unit> | ratio <value/baseline>`;
/// the baseline part is left out when a measure has none.
public struct BenchmarkLine: Sendable, Equatable {
    /// The measure's name (`terminal.products-frame-120x40`).
    public var name: String
    /// What was measured, in `unit`.
    public var value: Double
    /// `ms`, `MiB`, `instructions`...
    public var unit: String
    /// What the measure is compared with, when anything.
    public var baselineName: String?
    /// The baseline's value, in `unit`.
    public var baselineValue: Double?

    /// A row; the baseline is left out when either of its parts is nil.
    public init(name: String, value: Double, unit: String, baselineName: String? = nil, baselineValue: Double? = nil) {
        self.name = name
        self.value = value
        self.unit = unit
        self.baselineName = baselineName
        self.baselineValue = baselineValue
    }

    /// The row as printed.
    public var text: String {
        var line = "bench \(name): \(Self.format(value)) \(unit)"
        if let baselineName, let baselineValue {
            line += " | baseline \(baselineName) \(Self.format(baselineValue)) \(unit)"
            let ratio = baselineValue == 0 ? Double.nan : value / baselineValue
            line += " | ratio \(Self.format(ratio))"
        }
        return line
    }

    /// A figure as the rows write it: whole numbers without a fraction, one decimal from 100, three from 1, four
    /// below; `n/a` for NaN (a ratio over a zero baseline).
    public static func format(_ number: Double) -> String {
        if number.isNaN { return "n/a" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(format: abs(number) >= 100 ? "%.1f" : (abs(number) >= 1 ? "%.3f" : "%.4f"), number)
    }
}
