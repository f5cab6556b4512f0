import Foundation
import StratusCodable

extension ExpressionFunctions {
    /// A comparison: its arguments read without null substitution, and false when one of them fails or is not
    /// of a kind it compares (botbuilder-js's ComparisonEvaluator).
    static func comparison(_ minimum: Int, _ maximum: Int,
                           _ compare: @escaping @Sendable ([JSONValue?]) -> Bool?) -> ExpressionFunction {
        .lazy(minimum, maximum) { arguments, evaluator throws(EvaluationFailure) in
            var values: [JSONValue?] = []
            for argument in arguments {
                do {
                    values.append(try evaluator.evaluateStrictly(argument))
                } catch {
                    return .bool(false)
                }
            }
            return .bool(compare(values) ?? false)
        }
    }

    /// Orders two numbers or two strings; nil for anything else.
    static func order(_ lhs: JSONValue?, _ rhs: JSONValue?) -> ComparisonResult? {
        if let left = lhs?.doubleValue, let right = rhs?.doubleValue {
            return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
        }
        if case .string(let left)? = lhs, case .string(let right)? = rhs {
            return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
        }
        return nil
    }

    /// Applies a numeric operation left to right over every argument (`sub(5, 1, 1)` is 3).
    static func numeric(_ name: String,
                        _ operation: @escaping @Sendable (JSONValue, JSONValue) throws(EvaluationFailure) -> JSONValue) -> ExpressionFunction {
        .eager(2) { values, _ throws(EvaluationFailure) in
            var result = try numberArgument(values[0], of: name)
            for value in values.dropFirst() {
                result = try operation(result, try numberArgument(value, of: name))
            }
            return result
        }
    }

    private static func numberArgument(_ value: JSONValue?, of name: String) throws(EvaluationFailure) -> JSONValue {
        guard let value, value.doubleValue != nil else {
            throw EvaluationFailure("\(name) expects numbers, not \(ExpressionValue.kind(value))")
        }
        return value
    }

    /// `a + b` on two integers stays an integer while it fits, as JavaScript's numbers are exact up to 2^53.
    private static func integers(_ lhs: JSONValue, _ rhs: JSONValue,
                                 _ operation: (Int64, Int64) -> (Int64, Bool),
                                 else fallback: (Double, Double) -> Double) -> JSONValue {
        if case .integer(let left) = lhs, case .integer(let right) = rhs {
            let (result, overflow) = operation(left, right)
            if !overflow { return .integer(result) }
        }
        return ExpressionValue.number(fallback(lhs.doubleValue ?? 0, rhs.doubleValue ?? 0))
    }

    /// The operators, which are functions too: `+` is `add`, `!` is `not`, `??` is `coalesce`, ...
    static let operatorFunctions: [String: ExpressionFunction] = [
        "add": .eager(2) { values, _ throws(EvaluationFailure) in
            var result = values[0]
            for value in values.dropFirst() {
                let bothNumbers = result?.doubleValue != nil && value?.doubleValue != nil
                if bothNumbers, let left = result, let right = value {
                    result = integers(left, right, { $0.addingReportingOverflow($1) }, else: +)
                } else if (result?.isNull ?? true) && value?.doubleValue != nil
                            || (value?.isNull ?? true) && result?.doubleValue != nil {
                    throw EvaluationFailure("'+' or add cannot be applied to a number and null")
                } else {
                    result = .string(ExpressionValue.text(result) + ExpressionValue.text(value))
                }
            }
            return result
        },
        "sub": numeric("sub") { lhs, rhs in integers(lhs, rhs, { $0.subtractingReportingOverflow($1) }, else: -) },
        "mul": numeric("mul") { lhs, rhs in integers(lhs, rhs, { $0.multipliedReportingOverflow(by: $1) }, else: *) },
        "div": numeric("div") { lhs, rhs throws(EvaluationFailure) in
            let divisor = rhs.doubleValue ?? 0
            guard divisor != 0 else { throw EvaluationFailure("cannot divide by 0") }
            let quotient = (lhs.doubleValue ?? 0) / divisor
            // As botbuilder-js: two integers divide to an integer (rounded down).
            if ExpressionValue.isInteger(lhs), ExpressionValue.isInteger(rhs) { return ExpressionValue.number(quotient.rounded(.down)) }
            return ExpressionValue.number(quotient)
        },
        "mod": numeric("mod") { lhs, rhs throws(EvaluationFailure) in
            let divisor = rhs.doubleValue ?? 0
            guard divisor != 0 else { throw EvaluationFailure("cannot divide by 0") }
            return ExpressionValue.number((lhs.doubleValue ?? 0).truncatingRemainder(dividingBy: divisor))
        },
        "exp": numeric("exp") { lhs, rhs in ExpressionValue.number(pow(lhs.doubleValue ?? 0, rhs.doubleValue ?? 0)) },
        "-": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            ExpressionValue.number(-(try Arguments.number(values[0], of: "-")))
        },
        "+": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            ExpressionValue.number(try Arguments.number(values[0], of: "+"))
        },
        "not": .lazy(1, 1) { arguments, evaluator in
            guard let value = try? evaluator.evaluateStrictly(arguments[0]) else { return .bool(true) }
            return .bool(!ExpressionValue.isTrue(value))
        },
        "and": .lazy(1) { arguments, evaluator in
            for argument in arguments {
                guard let value = try? evaluator.evaluateStrictly(argument), ExpressionValue.isTrue(value) else {
                    return .bool(false)
                }
            }
            return .bool(true)
        },
        "or": .lazy(1) { arguments, evaluator in
            for argument in arguments {
                if let value = try? evaluator.evaluateStrictly(argument), ExpressionValue.isTrue(value) { return .bool(true) }
            }
            return .bool(false)
        },
        "if": .lazy(3, 3) { arguments, evaluator throws(EvaluationFailure) in
            let condition = try? evaluator.evaluateStrictly(arguments[0])
            return try evaluator.evaluate(arguments[ExpressionValue.isTrue(condition ?? nil) ? 1 : 2])
        },
        "coalesce": .eager(1) { values, _ in
            values.first { $0 != nil && $0 != .null } ?? .null
        },
        "concat": .eager(1) { values, _ in
            if values.allSatisfy({ value in value == nil || value == .null || value?.arrayValue != nil }),
               values.contains(where: { $0?.arrayValue != nil }) {
                return .array(values.flatMap { $0?.arrayValue ?? [] })
            }
            return .string(values.map(ExpressionValue.text).joined())
        },
        "equals": comparison(2, 2) { ExpressionValue.equals($0[0], $0[1]) },
        "notEquals": comparison(2, 2) { !ExpressionValue.equals($0[0], $0[1]) },
        "less": comparison(2, 2) { order($0[0], $0[1]).map { $0 == .orderedAscending } },
        "lessOrEquals": comparison(2, 2) { order($0[0], $0[1]).map { $0 != .orderedDescending } },
        "greater": comparison(2, 2) { order($0[0], $0[1]).map { $0 == .orderedDescending } },
        "greaterOrEquals": comparison(2, 2) { order($0[0], $0[1]).map { $0 != .orderedAscending } },
        "exists": comparison(1, 1) { $0[0] != nil && $0[0] != .null },
    ]
}
