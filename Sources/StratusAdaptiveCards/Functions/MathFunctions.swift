import Foundation
import StratusCodable

extension ExpressionFunctions {
    /// The numbers of the arguments, an array argument counting as its elements (`max(createArray(1, 2), 5)`).
    private static func numbers(_ values: [JSONValue?], of function: String) throws(EvaluationFailure) -> [JSONValue] {
        var numbers: [JSONValue] = []
        for value in values {
            if case .array(let array)? = value {
                for element in array {
                    guard element.doubleValue != nil else { throw EvaluationFailure("\(function) expects numbers") }
                    numbers.append(element)
                }
            } else {
                guard let value, value.doubleValue != nil else { throw EvaluationFailure("\(function) expects numbers") }
                numbers.append(value)
            }
        }
        return numbers
    }

    private static func rounding(_ name: String, _ rule: FloatingPointRoundingRule) -> ExpressionFunction {
        .eager(1, 1) { values, _ throws(EvaluationFailure) in
            ExpressionValue.number(try Arguments.number(values[0], of: name).rounded(rule))
        }
    }

    /// Math functions.
    static let mathFunctions: [String: ExpressionFunction] = [
        "max": .eager(1) { values, _ throws(EvaluationFailure) in
            try numbers(values, of: "max").max { ($0.doubleValue ?? 0) < ($1.doubleValue ?? 0) }
        },
        "min": .eager(1) { values, _ throws(EvaluationFailure) in
            try numbers(values, of: "min").min { ($0.doubleValue ?? 0) < ($1.doubleValue ?? 0) }
        },
        "sum": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            ExpressionValue.number(try numbers([.array(try Arguments.array(values[0], of: "sum"))], of: "sum")
                .reduce(0) { $0 + ($1.doubleValue ?? 0) })
        },
        "average": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            let all = try numbers([.array(try Arguments.array(values[0], of: "average"))], of: "average")
            guard !all.isEmpty else { throw EvaluationFailure("average of an empty array") }
            return ExpressionValue.number(all.reduce(0) { $0 + ($1.doubleValue ?? 0) } / Double(all.count))
        },
        "floor": rounding("floor", .down),
        "ceiling": rounding("ceiling", .up),
        "round": .eager(1, 2) { values, _ throws(EvaluationFailure) in
            let number = try Arguments.number(values[0], of: "round")
            let digits = values.count > 1 ? try Arguments.integer(values[1], of: "round") : 0
            guard (0...15).contains(digits) else { throw EvaluationFailure("round: digits must be between 0 and 15") }
            let scale = pow(10, Double(digits))
            return ExpressionValue.number((number * scale).rounded(.toNearestOrAwayFromZero) / scale)
        },
        "abs": .eager(1, 1) { values, _ throws(EvaluationFailure) in ExpressionValue.number(abs(try Arguments.number(values[0], of: "abs"))) },
        "sqrt": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            let number = try Arguments.number(values[0], of: "sqrt")
            guard number >= 0 else { throw EvaluationFailure("sqrt of a negative number") }
            return ExpressionValue.number(number.squareRoot())
        },
        "rand": .eager(2, 2) { values, _ throws(EvaluationFailure) in
            let low = try Arguments.integer(values[0], of: "rand")
            let high = try Arguments.integer(values[1], of: "rand")
            guard low < high else { throw EvaluationFailure("rand: the minimum must be less than the maximum") }
            return .integer(Int64(Int.random(in: low..<high)))
        },
    ]

    /// Object functions: properties added, set, removed, read, merged.
    static let objectFunctions: [String: ExpressionFunction] = [
        "addProperty": .eager(3, 3) { values, _ throws(EvaluationFailure) in
            var object = try Arguments.object(values[0], of: "addProperty")
            let key = try Arguments.string(values[1], of: "addProperty")
            guard object[key] == nil else { throw EvaluationFailure("addProperty: '\(key)' already exists") }
            object[key] = values[2] ?? .null
            return .object(object)
        },
        "setProperty": .eager(3, 3) { values, _ throws(EvaluationFailure) in
            var object = try Arguments.object(values[0], of: "setProperty")
            object[try Arguments.string(values[1], of: "setProperty")] = values[2] ?? .null
            return .object(object)
        },
        "removeProperty": .eager(2, 2) { values, _ throws(EvaluationFailure) in
            var object = try Arguments.object(values[0], of: "removeProperty")
            object.removeValue(forKey: try Arguments.string(values[1], of: "removeProperty"))
            return .object(object)
        },
        "getProperty": .lazy(1, 2) { arguments, evaluator throws(EvaluationFailure) in
            if arguments.count == 1 {
                let name = try Arguments.string(try evaluator.evaluate(arguments[0]), of: "getProperty")
                return evaluator.value(named: name)
            }
            let container = try evaluator.evaluate(arguments[0])
            let name = try Arguments.string(try evaluator.evaluate(arguments[1]), of: "getProperty")
            return container.flatMap { ExpressionPath.member(name, of: $0) }
        },
        "merge": .eager(1) { values, _ throws(EvaluationFailure) in
            var merged = JSONObject()
            for value in values {
                let objects = value?.arrayValue ?? [value ?? .null]
                for object in objects {
                    for (key, member) in try Arguments.object(object, of: "merge") { merged[key] = member }
                }
            }
            return .object(merged)
        },
    ]
}
