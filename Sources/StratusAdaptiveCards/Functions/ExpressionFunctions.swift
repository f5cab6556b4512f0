import StratusCodable

/// A prebuilt function: how many arguments it takes and what it does with them.
struct ExpressionFunction: Sendable {
    /// Either the arguments' values, or the arguments unevaluated (for `if`, `and`, `foreach`, ...).
    enum Body: Sendable {
        case eager(@Sendable ([JSONValue?], EvaluationOptions) throws(EvaluationFailure) -> JSONValue?)
        case lazy(@Sendable ([Expression], inout ExpressionEvaluator) throws(EvaluationFailure) -> JSONValue?)
    }

    var minimumArguments: Int
    var maximumArguments: Int
    var body: Body

    /// A function of the arguments' values.
    static func eager(_ minimum: Int, _ maximum: Int = .max,
                      _ body: @escaping @Sendable ([JSONValue?], EvaluationOptions) throws(EvaluationFailure) -> JSONValue?) -> ExpressionFunction {
        ExpressionFunction(minimumArguments: minimum, maximumArguments: maximum, body: .eager(body))
    }

    /// A function that evaluates its arguments itself.
    static func lazy(_ minimum: Int, _ maximum: Int = .max,
                     _ body: @escaping @Sendable ([Expression], inout ExpressionEvaluator) throws(EvaluationFailure) -> JSONValue?) -> ExpressionFunction {
        ExpressionFunction(minimumArguments: minimum, maximumArguments: maximum, body: .lazy(body))
    }
}

/// The prebuilt functions of Adaptive Expressions ("Adaptive expressions prebuilt functions" in Microsoft's
/// documentation; botbuilder-js libraries/adaptive-expressions/src/builtinFunctions), by name, and the check of
/// a call made when an expression is parsed.
public enum ExpressionFunctions {
    /// Every function by its name (names are case-sensitive, as botbuilder-js's).
    static let table: [String: ExpressionFunction] = {
        var table: [String: ExpressionFunction] = [:]
        for family in [operatorFunctions, stringFunctions, collectionFunctions, conversionFunctions,
                       mathFunctions, dateTimeFunctions, objectFunctions] {
            table.merge(family) { first, _ in first }
        }
        return table
    }()

    /// The names of the functions Stratus knows, sorted.
    public static var names: [String] { table.keys.filter { $0.first?.isLetter == true }.sorted() }

    /// The functions whose second argument names a variable for the third (`foreach(items, item, item.x)`).
    static let iteratingFunctions: Set<String> = ["foreach", "select", "where", "any", "all"]

    /// Checks a call when it is parsed: the function exists and takes that many arguments.
    static func validate(_ name: String, arguments: [Expression], offset: Int) throws(AdaptiveCardsError) {
        guard let function = table[name] else {
            throw AdaptiveCardsError(.invalidCall, "unknown function '\(name)'", offset: offset)
        }
        let count = arguments.count
        guard count >= function.minimumArguments, count <= function.maximumArguments else {
            let expected = function.minimumArguments == function.maximumArguments
                ? "\(function.minimumArguments)"
                : function.maximumArguments == .max ? "at least \(function.minimumArguments)"
                : "\(function.minimumArguments) to \(function.maximumArguments)"
            throw AdaptiveCardsError(
                .invalidCall, "'\(name)' takes \(expected) argument\(expected == "1" ? "" : "s"), not \(count)",
                offset: offset)
        }
    }
}

/// Reading arguments of the expected kinds, with botbuilder-js's messages when they are not.
enum Arguments {
    static func number(_ value: JSONValue?, of function: String) throws(EvaluationFailure) -> Double {
        guard let double = value?.doubleValue else {
            throw EvaluationFailure("\(function) expects a number, not \(ExpressionValue.kind(value))")
        }
        return double
    }

    static func integer(_ value: JSONValue?, of function: String) throws(EvaluationFailure) -> Int {
        let double = try number(value, of: function)
        guard double == double.rounded(), abs(double) < 9e15 else {
            throw EvaluationFailure("\(function) expects an integer, not \(ExpressionValue.text(value))")
        }
        return Int(double)
    }

    static func string(_ value: JSONValue?, of function: String) throws(EvaluationFailure) -> String {
        guard case .string(let string)? = value else {
            throw EvaluationFailure("\(function) expects a string, not \(ExpressionValue.kind(value))")
        }
        return string
    }

    /// A string, or the empty string for null and undefined (botbuilder-js's parseStringOrUndefined).
    static func stringOrEmpty(_ value: JSONValue?, of function: String) throws(EvaluationFailure) -> String {
        if value == nil || value == .null { return "" }
        return try string(value, of: function)
    }

    static func array(_ value: JSONValue?, of function: String) throws(EvaluationFailure) -> [JSONValue] {
        guard case .array(let array)? = value else {
            throw EvaluationFailure("\(function) expects an array, not \(ExpressionValue.kind(value))")
        }
        return array
    }

    static func object(_ value: JSONValue?, of function: String) throws(EvaluationFailure) -> JSONObject {
        guard case .object(let object)? = value else {
            throw EvaluationFailure("\(function) expects an object, not \(ExpressionValue.kind(value))")
        }
        return object
    }
}
