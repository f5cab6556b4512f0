/// A number as the Nimbus core's operations see it: an integer or a double (Docs/Nimbus.md §4).
///
/// Arithmetic follows Kotlin's promotion: Double if either side is a Double, else integer; an integer
/// division stays integral only when exact. Integer overflow, which Kotlin wraps silently, becomes a Double.
enum NumberValue: Equatable {
    case integer(Int64)
    case double(Double)

    /// The core's `toNumberOrNull` (``NimbusCoercion/number(_:)``): numbers as they are, numeric strings parsed;
    /// anything else (booleans included) is nil.
    init?(coercing value: JSONValue) {
        switch NimbusCoercion.number(value) {
        case .integer(let integer)?: self = .integer(integer)
        case .double(let double)?: self = .double(double)
        default: return nil
        }
    }

    var asDouble: Double {
        switch self {
        case .integer(let integer): return Double(integer)
        case .double(let double): return double
        }
    }

    var json: JSONValue {
        switch self {
        case .integer(let integer): return .integer(integer)
        case .double(let double): return .double(double)
        }
    }

    static func + (lhs: NumberValue, rhs: NumberValue) -> NumberValue {
        if case .integer(let left) = lhs, case .integer(let right) = rhs {
            let (result, overflow) = left.addingReportingOverflow(right)
            return overflow ? .double(Double(left) + Double(right)) : .integer(result)
        }
        return .double(lhs.asDouble + rhs.asDouble)
    }

    static func - (lhs: NumberValue, rhs: NumberValue) -> NumberValue {
        if case .integer(let left) = lhs, case .integer(let right) = rhs {
            let (result, overflow) = left.subtractingReportingOverflow(right)
            return overflow ? .double(Double(left) - Double(right)) : .integer(result)
        }
        return .double(lhs.asDouble - rhs.asDouble)
    }

    static func * (lhs: NumberValue, rhs: NumberValue) -> NumberValue {
        if case .integer(let left) = lhs, case .integer(let right) = rhs {
            let (result, overflow) = left.multipliedReportingOverflow(by: right)
            return overflow ? .double(Double(left) * Double(right)) : .integer(result)
        }
        return .double(lhs.asDouble * rhs.asDouble)
    }

    /// Division; an integer division by zero throws, as Kotlin's does.
    static func divide(_ lhs: NumberValue, by rhs: NumberValue) throws -> NumberValue {
        if case .integer(let left) = lhs, case .integer(let right) = rhs {
            if right == 0 { throw StratusCoreError(.operationFailed, "Division by zero.") }
            let (remainder, overflow) = left.remainderReportingOverflow(dividingBy: right)
            if !overflow, remainder == 0 { return .integer(left / right) }
            return .double(Double(left) / Double(right))
        }
        return .double(lhs.asDouble / rhs.asDouble)
    }

    /// Three-way comparison in the promoted type.
    func compare(to other: NumberValue) -> Int {
        if case .integer(let left) = self, case .integer(let right) = other {
            return left < right ? -1 : (left == right ? 0 : 1)
        }
        let left = asDouble, right = other.asDouble
        return left < right ? -1 : (left == right ? 0 : 1)
    }
}
