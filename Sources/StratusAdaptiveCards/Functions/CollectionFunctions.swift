import StratusCodable

extension ExpressionFunctions {
    /// `foreach`, `select`, `where`, `any`, `all`: the collection, and for each element (an object's members as
    /// `{key, value}`) the body evaluated with the variable bound to it, by `(items, item, body)` or
    /// `(items, item => body)`.
    private static func iterating(_ name: String,
                                  _ finish: @escaping @Sendable ([(element: JSONValue, result: JSONValue?)], Bool) -> JSONValue) -> ExpressionFunction {
        .lazy(2, 3) { arguments, evaluator throws(EvaluationFailure) in
            let variable: String
            let body: Expression
            if arguments.count == 3, case .name(let name) = arguments[1].kind {
                (variable, body) = (name, arguments[2])
            } else if arguments.count == 2, case .lambda(let name, let lambdaBody) = arguments[1].kind {
                (variable, body) = (name, lambdaBody)
            } else {
                throw EvaluationFailure("\(name) expects a collection, a variable name and an expression")
            }
            let elements: [JSONValue]
            var isObject = false
            switch try evaluator.evaluateStrictly(arguments[0]) {
            case .array(let array)?:
                elements = array
            case .object(let object)?:
                elements = object.map { .object(["key": .string($0.key), "value": $0.value]) }
                isObject = true
            case let other:
                throw EvaluationFailure("\(name) expects an array or an object, not \(ExpressionValue.kind(other))")
            }
            var results: [(element: JSONValue, result: JSONValue?)] = []
            results.reserveCapacity(elements.count)
            for element in elements {
                results.append((element, try evaluator.evaluate(body, binding: variable, to: element)))
            }
            return finish(results, isObject)
        }
    }

    /// The elements of an array, or the characters of a string, for functions that take either.
    private static func sequence(_ value: JSONValue?, of function: String) throws(EvaluationFailure) -> (elements: [JSONValue], isString: Bool) {
        switch value {
        case .array(let array)?: return (array, false)
        case .string(let string)?: return (string.map { .string(String($0)) }, true)
        case nil, .null?: return ([], false)
        default: throw EvaluationFailure("\(function) expects an array or a string, not \(ExpressionValue.kind(value))")
        }
    }

    private static func rebuilt(_ elements: some Sequence<JSONValue>, isString: Bool) -> JSONValue {
        isString ? .string(elements.map { $0.stringValue ?? "" }.joined()) : .array(Array(elements))
    }

    private static func sorted(_ values: [JSONValue?], descending: Bool) throws(EvaluationFailure) -> JSONValue {
        let array = try Arguments.array(values[0], of: descending ? "sortByDescending" : "sortBy")
        let key = values.count > 1 ? values[1]?.stringValue : nil
        let sorted = array.sorted { lhs, rhs in
            let left = key.map { ExpressionPath.member($0, of: lhs) } ?? lhs
            let right = key.map { ExpressionPath.member($0, of: rhs) } ?? rhs
            return order(left, right) == (descending ? .orderedDescending : .orderedAscending)
        }
        return .array(sorted)
    }

    private static func flattened(_ array: [JSONValue], depth: Int) -> [JSONValue] {
        array.flatMap { element -> [JSONValue] in
            if depth > 0, case .array(let inner) = element { return flattened(inner, depth: depth - 1) }
            return [element]
        }
    }

    /// Collection functions: counting, searching, slicing, sorting, iterating.
    static let collectionFunctions: [String: ExpressionFunction] = [
        "count": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            if case .object(let object)? = values[0] { return .integer(Int64(object.count)) }
            return .integer(Int64(try sequence(values[0], of: "count").elements.count))
        },
        "contains": .eager(2, 2) { values, _ throws(EvaluationFailure) in
            switch values[0] {
            case .string(let text)?: return .bool(text.contains(try Arguments.stringOrEmpty(values[1], of: "contains")))
            case .array(let array)?: return .bool(array.contains { ExpressionValue.equals($0, values[1]) })
            case .object?: return .bool(values[1]?.stringValue.flatMap { ExpressionPath.member($0, of: values[0]!) } != nil)
            default: return .bool(false)
            }
        },
        "empty": .eager(1, 1) { values, _ in
            switch values[0] {
            case nil, .null?: return .bool(true)
            case .string(let text)?: return .bool(text.isEmpty)
            case .array(let array)?: return .bool(array.isEmpty)
            case .object(let object)?: return .bool(object.isEmpty)
            default: return .bool(false)
            }
        },
        "first": .eager(1, 1) { values, _ in
            switch values[0] {
            case .array(let array)?: return array.first
            case .string(let text)?: return text.first.map { .string(String($0)) }
            default: return nil
            }
        },
        "last": .eager(1, 1) { values, _ in
            switch values[0] {
            case .array(let array)?: return array.last
            case .string(let text)?: return text.last.map { .string(String($0)) }
            default: return nil
            }
        },
        "join": .eager(2, 3) { values, _ throws(EvaluationFailure) in
            let items = try Arguments.array(values[0], of: "join").map { ExpressionValue.text($0) }
            let separator = try Arguments.string(values[1], of: "join")
            guard values.count == 3, items.count > 1 else { return .string(items.joined(separator: separator)) }
            let lastSeparator = try Arguments.string(values[2], of: "join")
            return .string(items.dropLast().joined(separator: separator) + lastSeparator + items[items.count - 1])
        },
        "foreach": iterating("foreach") { results, _ in .array(results.map { $0.result ?? .null }) },
        "select": iterating("select") { results, _ in .array(results.map { $0.result ?? .null }) },
        "where": iterating("where") { results, isObject in
            let kept = results.filter { ExpressionValue.isTrue($0.result) }.map(\.element)
            // An object filtered stays an object of the members kept.
            guard isObject else { return .array(kept) }
            var object = JSONObject()
            for member in kept {
                if let key = member["key"]?.stringValue { object[key] = member["value"] ?? .null }
            }
            return .object(object)
        },
        "any": iterating("any") { results, _ in .bool(results.contains { ExpressionValue.isTrue($0.result) }) },
        "all": iterating("all") { results, _ in .bool(results.allSatisfy { ExpressionValue.isTrue($0.result) }) },
        "union": .eager(1) { values, _ throws(EvaluationFailure) in
            var result: [JSONValue] = []
            for value in values {
                for element in try Arguments.array(value, of: "union") where !result.contains(element) { result.append(element) }
            }
            return .array(result)
        },
        "intersection": .eager(1) { values, _ throws(EvaluationFailure) in
            var result = try Arguments.array(values[0], of: "intersection")
            for value in values.dropFirst() {
                let other = try Arguments.array(value, of: "intersection")
                result = result.filter { other.contains($0) }
            }
            var unique: [JSONValue] = []
            for element in result where !unique.contains(element) { unique.append(element) }
            return .array(unique)
        },
        "skip": .eager(2, 2) { values, _ throws(EvaluationFailure) in
            let (elements, isString) = try sequence(values[0], of: "skip")
            let count = max(0, try Arguments.integer(values[1], of: "skip"))
            return rebuilt(elements.dropFirst(count), isString: isString)
        },
        "take": .eager(2, 2) { values, _ throws(EvaluationFailure) in
            let (elements, isString) = try sequence(values[0], of: "take")
            let count = max(0, try Arguments.integer(values[1], of: "take"))
            return rebuilt(elements.prefix(count), isString: isString)
        },
        "subArray": .eager(2, 3) { values, _ throws(EvaluationFailure) in
            let array = try Arguments.array(values[0], of: "subArray")
            let start = try Arguments.integer(values[1], of: "subArray")
            let end = values.count > 2 ? try Arguments.integer(values[2], of: "subArray") : array.count
            guard start >= 0, start <= end, end <= array.count else {
                throw EvaluationFailure("subArray: \(start) to \(end) does not fit in \(array.count) elements")
            }
            return .array(Array(array[start..<end]))
        },
        "range": .eager(2, 2) { values, _ throws(EvaluationFailure) in
            let start = try Arguments.integer(values[0], of: "range")
            let count = try Arguments.integer(values[1], of: "range")
            guard count > 0, count <= 1_000_000 else { throw EvaluationFailure("range: the count \(count) must be between 1 and 1000000") }
            return .array((start..<(start + count)).map { .integer(Int64($0)) })
        },
        "sortBy": .eager(1, 2) { values, _ throws(EvaluationFailure) in try sorted(values, descending: false) },
        "sortByDescending": .eager(1, 2) { values, _ throws(EvaluationFailure) in try sorted(values, descending: true) },
        "flatten": .eager(1, 2) { values, _ throws(EvaluationFailure) in
            let depth = values.count > 1 ? try Arguments.integer(values[1], of: "flatten") : 100
            return .array(flattened(try Arguments.array(values[0], of: "flatten"), depth: depth))
        },
        "unique": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            var result: [JSONValue] = []
            for element in try Arguments.array(values[0], of: "unique") where !result.contains(element) { result.append(element) }
            return .array(result)
        },
        "reverse": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            let (elements, isString) = try sequence(values[0], of: "reverse")
            return rebuilt(elements.reversed(), isString: isString)
        },
        "indicesAndValues": .eager(1, 1) { values, _ throws(EvaluationFailure) in
            switch values[0] {
            case .array(let array)?:
                return .array(array.enumerated().map { .object(["index": .integer(Int64($0.offset)), "value": $0.element]) })
            case .object(let object)?:
                return .array(object.map { .object(["index": .string($0.key), "value": $0.value]) })
            default:
                throw EvaluationFailure("indicesAndValues expects an array or an object, not \(ExpressionValue.kind(values[0]))")
            }
        },
        "createArray": .eager(0) { values, _ in .array(values.map { $0 ?? .null }) },
    ]
}
