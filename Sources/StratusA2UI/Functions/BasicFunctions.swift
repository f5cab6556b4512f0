import Foundation
import StratusCodable

/// The basic catalog's validation, logic and action functions, and the reference renderer's arithmetic,
/// comparison and string functions.
///
/// Their arguments and results follow google/A2UI renderers/web_core/src/v0_9/basic_catalog/functions/
/// basic_functions.ts, whose test cases Tests/StratusA2UITests/Functions repeats.
enum BasicFunctions {
    static let validation: [A2UIFunction] = [
        A2UIFunction("required", returns: .boolean) { arguments, _ throws(A2UIError) in
            switch try arguments.value("value") {
            case .null: return false
            case .string(let string): return .bool(!string.isEmpty)
            case .array(let array): return .bool(!array.isEmpty)
            default: return true
            }
        },
        A2UIFunction("regex", returns: .boolean) { arguments, _ throws(A2UIError) in
            let pattern = try arguments.string("pattern")
            return .bool(try matches(try arguments.string("value"), pattern: pattern, arguments: arguments))
        },
        A2UIFunction("length", returns: .boolean) { arguments, _ throws(A2UIError) in
            let value = try arguments.value("value")
            let minimum = try arguments.optionalNumber("min")
            let maximum = try arguments.optionalNumber("max")
            guard minimum != nil || maximum != nil else { throw arguments.error("min", "or \"max\" is required") }
            let length: Int = switch value {
            case .string(let string): string.utf16.count
            case .array(let array): array.count
            default: 0
            }
            if let minimum, Double(length) < minimum { return false }
            if let maximum, Double(length) > maximum { return false }
            return true
        },
        A2UIFunction("numeric", returns: .boolean) { arguments, _ throws(A2UIError) in
            let value = try arguments.number("value")
            let minimum = try arguments.optionalNumber("min")
            let maximum = try arguments.optionalNumber("max")
            guard minimum != nil || maximum != nil else { throw arguments.error("min", "or \"max\" is required") }
            if let minimum, value < minimum { return false }
            if let maximum, value > maximum { return false }
            return true
        },
        A2UIFunction("email", returns: .boolean) { arguments, _ throws(A2UIError) in
            // The reference's own check: a simple pattern, not RFC 5322.
            .bool(try matches(try arguments.string("value"), pattern: "^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$",
                              arguments: arguments))
        },
    ]

    static let logic: [A2UIFunction] = [
        A2UIFunction("and", returns: .boolean) { arguments, _ throws(A2UIError) in
            .bool(try operands(arguments).allSatisfy(\.isTruthy))
        },
        A2UIFunction("or", returns: .boolean) { arguments, _ throws(A2UIError) in
            .bool(try operands(arguments).contains(where: \.isTruthy))
        },
        A2UIFunction("not", returns: .boolean) { arguments, _ throws(A2UIError) in
            .bool(!(try arguments.value("value")).isTruthy)
        },
    ]

    static let arithmetic: [A2UIFunction] = [
        binary("add") { $0 + $1 },
        binary("subtract") { $0 - $1 },
        binary("multiply") { $0 * $1 },
        binary("divide") { $1 == 0 ? .infinity : $0 / $1 },
        A2UIFunction("equals", returns: .boolean) { arguments, _ throws(A2UIError) in
            .bool(same(try arguments.value("a"), try arguments.value("b")))
        },
        A2UIFunction("not_equals", returns: .boolean) { arguments, _ throws(A2UIError) in
            .bool(!same(try arguments.value("a"), try arguments.value("b")))
        },
        A2UIFunction("greater_than", returns: .boolean) { arguments, _ throws(A2UIError) in
            .bool(try arguments.number("a") > arguments.number("b"))
        },
        A2UIFunction("less_than", returns: .boolean) { arguments, _ throws(A2UIError) in
            .bool(try arguments.number("a") < arguments.number("b"))
        },
    ]

    static let strings: [A2UIFunction] = [
        A2UIFunction("contains", returns: .boolean) { arguments, _ throws(A2UIError) in
            let substring = try arguments.string("substring")
            let string = try arguments.string("string")
            return .bool(substring.isEmpty || string.contains(substring))
        },
        A2UIFunction("starts_with", returns: .boolean) { arguments, _ throws(A2UIError) in
            .bool(try arguments.string("string").hasPrefix(try arguments.string("prefix")))
        },
        A2UIFunction("ends_with", returns: .boolean) { arguments, _ throws(A2UIError) in
            .bool(try arguments.string("string").hasSuffix(try arguments.string("suffix")))
        },
    ]

    /// The minimal catalog's one function: the text with its first letter in upper case (as the reference
    /// renderers' demo catalog implements it: google/A2UI renderers/angular/a2ui_explorer/src/app/demo-catalog.ts).
    static let capitalize = A2UIFunction("capitalize", returns: .string) { arguments, _ throws(A2UIError) in
        let text: String = switch arguments.values["value"] {
        case nil, .null?: ""
        default: try arguments.string("value")
        }
        return .string(text.prefix(1).uppercased() + text.dropFirst())
    }

    static let openURL = A2UIFunction("openUrl", returns: .void) { arguments, context throws(A2UIError) in
        let url = try arguments.string("url")
        if !url.isEmpty { context.openURL(url) }
        return .null
    }

    /// A function of two numbers `a` and `b`.
    private static func binary(_ name: String, _ operation: @escaping @Sendable (Double, Double) -> Double) -> A2UIFunction {
        A2UIFunction(name, returns: .number) { arguments, _ throws(A2UIError) in
            .number(operation(try arguments.number("a"), try arguments.number("b")))
        }
    }

    /// `values` of `and` and `or`: a list of at least two.
    private static func operands(_ arguments: FunctionArguments) throws(A2UIError) -> [JSONValue] {
        let values = try arguments.list("values")
        guard values.count >= 2 else { throw arguments.error("values", "must hold at least 2 values, found \(values.count)") }
        return values
    }

    /// Strict equality as JavaScript's `===` on JSON: numbers by value (1 equals 1.0).
    private static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        if let x = a.doubleValue, let y = b.doubleValue { return x == y }
        return a == b
    }

    /// Whether `pattern` (a regular expression, ECMAScript-like) finds a match in `value`.
    /// Matching gives up once it runs past `BoundedRegularExpression.defaultBudget`: an agent's pattern that
    /// backtracks without end on what the user typed fails the call instead of freezing the screen.
    static func matches(_ value: String, pattern: String, arguments: FunctionArguments) throws(A2UIError) -> Bool {
        let expression: BoundedRegularExpression
        do {
            expression = try BoundedRegularExpression(pattern)
        } catch {
            throw arguments.error("pattern", "is not a valid regular expression: \(pattern)")
        }
        do {
            return try expression.hasMatch(in: value)
        } catch {
            throw arguments.error("pattern", "could not be matched: \(error.message)")
        }
    }
}
