import Foundation

/// The body of an operation: positional arguments in, a value out. Throwing gives `null` and a log line.
public typealias OperationHandler = @Sendable ([JSONValue]) throws -> JSONValue

/// Every operation the Nimbus core registers (Docs/Nimbus.md §4), with the core's exact semantics.
///
/// Names are global across libraries. A library may replace a built-in by registering the same name.
public enum BuiltinOperations {
    /// The built-in operations by name.
    public static let all: [String: OperationHandler] = {
        // With room for the 30 at once: grown one by one, the table was rehashed five times (about 18 K of the 47 K
        // instructions making it took, at every start of a screen).
        var operations = [String: OperationHandler](minimumCapacity: 30)
        addNumberOperations(to: &operations)
        addLogicOperations(to: &operations)
        addOtherOperations(to: &operations)
        addStringOperations(to: &operations)
        addCollectionOperations(to: &operations)
        return operations
    }()

    // MARK: - Numbers

    private static func addNumberOperations(to operations: inout [String: OperationHandler]) {
        operations["sum"] = { try reduceNumbers($0) { $0 + $1 } }
        operations["subtract"] = { try reduceNumbers($0) { $0 - $1 } }
        operations["multiply"] = { try reduceNumbers($0) { $0 * $1 } }
        operations["divide"] = { try reduceNumbers($0) { try NumberValue.divide($0, by: $1) } }
        operations["gt"] = { compare($0) { $0 > 0 } }
        operations["gte"] = { compare($0) { $0 >= 0 } }
        operations["lt"] = { compare($0) { $0 < 0 } }
        operations["lte"] = { compare($0) { $0 <= 0 } }
    }

    /// Kotlin's `reduce`: an empty list throws; any null or non-number makes the result null.
    private static func reduceNumbers(_ arguments: [JSONValue],
                                      _ combine: (NumberValue, NumberValue) throws -> NumberValue) throws -> JSONValue {
        guard let first = arguments.first else {
            throw StratusCoreError(.operationFailed, "Empty collection can't be reduced.")
        }
        var result = NumberValue(coercing: first)
        for argument in arguments.dropFirst() {
            guard let left = result, let right = NumberValue(coercing: argument) else {
                result = nil
                continue
            }
            result = try combine(left, right)
        }
        return result?.json ?? .null
    }

    /// Compares the first two arguments as numbers; a missing or non-numeric side gives `false`.
    private static func compare(_ arguments: [JSONValue], _ test: (Int) -> Bool) -> JSONValue {
        guard arguments.count >= 2, let left = NumberValue(coercing: arguments[0]),
              let right = NumberValue(coercing: arguments[1]) else { return .bool(false) }
        return .bool(test(left.compare(to: right)))
    }

    // MARK: - Logic

    private static func addLogicOperations(to operations: inout [String: OperationHandler]) {
        operations["and"] = { arguments in .bool(!arguments.contains(.bool(false))) }
        operations["or"] = { arguments in .bool(arguments.contains(.bool(true))) }
        operations["not"] = { arguments in
            let reader = PropertyReader(arguments: arguments)
            let value = reader[0].bool()
            if reader.hasErrors { throw StratusCoreError(.operationFailed, reader.errorsDescription) }
            return .bool(!value)
        }
        operations["condition"] = { arguments in
            let reader = PropertyReader(arguments: arguments)
            let premise = reader[0].bool()
            if reader.hasErrors { throw StratusCoreError(.operationFailed, reader.errorsDescription) }
            let chosen = premise ? 1 : 2
            return arguments.indices.contains(chosen) ? arguments[chosen] : .null
        }
    }

    // MARK: - Comparison, containers

    private static func addOtherOperations(to operations: inout [String: OperationHandler]) {
        operations["contains"] = { arguments in
            let element = arguments.count > 1 ? arguments[1] : .null
            switch arguments.first ?? .null {
            case .array(let array): return .bool(array.contains(element))
            case .object(let object):
                // A map contains a key; Kotlin compares the key with the element, so only strings can match.
                guard case .string(let key) = element else { return .bool(false) }
                return .bool(object[key] != nil)
            case .string(let string):
                let needle = element.isNull ? "" : NimbusText.string(element)
                return .bool(needle.isEmpty || string.contains(needle))
            default: return .bool(false)
            }
        }
        operations["concat"] = { arguments in
            switch arguments.first {
            case .array?:
                return .array(arguments.flatMap { $0.arrayValue ?? [] })
            case .object?:
                var result = JSONObject()
                for case .object(let object) in arguments {
                    for (key, value) in object { result[key] = value }
                }
                return .object(result)
            case nil:
                throw StratusCoreError(.operationFailed, "Empty collection can't be reduced.")
            default:
                // Appended one by one: `joined()` is the standard library's generic path over `StringProtocol`, whose
                // first use searches every conformance record of the program (the catalogue's first frame asks it).
                var text = ""
                for argument in arguments { text += NimbusText.string(argument) }
                return .string(text)
            }
        }
        operations["length"] = { arguments in
            switch arguments.first ?? .null {
            case .array(let array): return .integer(Int64(array.count))
            case .object(let object): return .integer(Int64(object.count))
            case .string(let string): return .integer(Int64(string.utf16.count))
            default: return .integer(0)
            }
        }
        operations["eq"] = { arguments in
            let left = arguments.first ?? .null
            let right = arguments.count > 1 ? arguments[1] : .null
            if left == right { return .bool(true) }
            guard let leftNumber = NumberValue(coercing: left), let rightNumber = NumberValue(coercing: right) else {
                return .bool(false)
            }
            return .bool(leftNumber.compare(to: rightNumber) == 0)
        }
        operations["isNull"] = { arguments in .bool((arguments.first ?? .null).isNull) }
        operations["isEmpty"] = { arguments in
            switch arguments.first ?? .null {
            case .array(let array): return .bool(array.isEmpty)
            case .object(let object): return .bool(object.isEmpty)
            case .string(let string): return .bool(string.isEmpty)
            case .null: return .bool(true)
            default: return .bool(false)
            }
        }
    }

    // MARK: - Strings

    private static func addStringOperations(to operations: inout [String: OperationHandler]) {
        operations["capitalize"] = { arguments in
            let text = try singleString(arguments)
            guard let first = text.first else { return .string(text) }
            return .string(first.uppercased() + text.dropFirst())
        }
        operations["lowercase"] = { .string(try singleString($0).lowercased()) }
        operations["uppercase"] = { .string(try singleString($0).uppercased()) }
        operations["match"] = { arguments in
            let reader = PropertyReader(arguments: arguments)
            let text = reader[0].string()
            let pattern = reader[1].string()
            if reader.hasErrors { throw StratusCoreError(.operationFailed, reader.errorsDescription) }
            return .bool(try regularExpressionResult { () throws(RegularExpressionError) in
                try BoundedRegularExpression(pattern).matchesWhole(text)
            })
        }
        operations["replace"] = { arguments in
            let reader = PropertyReader(arguments: arguments)
            let text = reader[0].string()
            let pattern = reader[1].string()
            let replacement = reader[2].string()
            if reader.hasErrors { throw StratusCoreError(.operationFailed, reader.errorsDescription) }
            return .string(try regularExpressionResult { () throws(RegularExpressionError) in
                try BoundedRegularExpression(pattern).replacingMatches(in: text, with: replacement)
            })
        }
        operations["substr"] = { arguments in
            // Docs/Nimbus.md §4, where the core differs from its documentation: the third argument is an end
            // index (Kotlin `substring(start, end)`).
            let reader = PropertyReader(arguments: arguments)
            let text = reader[0].string()
            let start = reader[1].int()
            let end = reader[2].optionalInt()
            if reader.hasErrors { throw StratusCoreError(.operationFailed, reader.errorsDescription) }
            let units = Array(text.utf16)
            let upper = end ?? units.count
            guard start >= 0, upper <= units.count, start <= upper else {
                throw StratusCoreError(.operationFailed,
                                       "begin \(start), end \(upper), length \(units.count)")
            }
            return .string(String(decoding: units[start..<upper], as: UTF16.self))
        }
    }

    private static func singleString(_ arguments: [JSONValue]) throws -> String {
        let reader = PropertyReader(arguments: arguments)
        let text = reader[0].string()
        if reader.hasErrors { throw StratusCoreError(.operationFailed, reader.errorsDescription) }
        return text
    }

    // MARK: - Lists and maps

    /// What a bounded regular expression answers, its failure (an invalid pattern, or one that backtracks past its
    /// budget) as the operation's `operationFailed` error naming the pattern.
    private static func regularExpressionResult<Value>(_ search: () throws(RegularExpressionError) -> Value) throws -> Value {
        do {
            return try search()
        } catch {
            throw StratusCoreError(.operationFailed, error.message)
        }
    }

    private static func addCollectionOperations(to operations: inout [String: OperationHandler]) {
        operations["array"] = { .array($0) }
        operations["insert"] = { arguments in
            let reader = PropertyReader(arguments: arguments)
            var list = arguments.first?.arrayValue ?? []
            let item = reader[1].value
            let index = reader[2].optionalInt()
            if reader.hasErrors { throw StratusCoreError(.operationFailed, reader.errorsDescription) }
            if let index {
                guard index >= 0, index <= list.count else {
                    throw StratusCoreError(.operationFailed, "Index: \(index), Size: \(list.count)")
                }
                list.insert(item, at: index)
            } else {
                list.append(item)
            }
            return .array(list)
        }
        operations["remove"] = { arguments in
            var list = arguments.first?.arrayValue ?? []
            let item = arguments.count > 1 ? arguments[1] : .null
            if let index = list.firstIndex(of: item) { list.remove(at: index) }
            return .array(list)
        }
        operations["removeIndex"] = { arguments in
            let reader = PropertyReader(arguments: arguments)
            var list = arguments.first?.arrayValue ?? []
            let index = reader[1].optionalInt()
            if reader.hasErrors { throw StratusCoreError(.operationFailed, reader.errorsDescription) }
            let target = index ?? (list.count - 1)
            guard list.indices.contains(target) else {
                throw StratusCoreError(.operationFailed, "Index \(target) out of bounds for length \(list.count)")
            }
            list.remove(at: target)
            return .array(list)
        }
        operations["object"] = { arguments in
            var object = JSONObject()
            for index in stride(from: 0, to: arguments.count, by: 2) {
                let key = NimbusText.string(arguments[index])
                let value = index + 1 < arguments.count ? arguments[index + 1] : .null
                // Kotlin's map keeps the first insertion position and the last value.
                object[key] = value
            }
            return .object(object)
        }
        operations["entries"] = { arguments in
            guard case .object(let object)? = arguments.first else { return .array([]) }
            return .array(object.map { .object(["key": .string($0.key), "value": $0.value]) })
        }
    }
}
