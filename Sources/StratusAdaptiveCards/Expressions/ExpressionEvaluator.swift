import StratusCodable

/// Why an evaluation failed, in words; the evaluator puts the offset of the failing call on it.
struct EvaluationFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// Evaluates expressions against memory, with the variables of the lambdas being evaluated on top of it.
struct ExpressionEvaluator {
    let memory: any ExpressionMemory
    private(set) var options: EvaluationOptions
    /// The variables of enclosing lambdas (`item` in `foreach(items, item, ...)`), innermost last.
    private var locals: [(name: String, value: JSONValue?)] = []

    init(memory: any ExpressionMemory, options: EvaluationOptions) {
        self.memory = memory
        self.options = options
    }

    /// The value of `name`: a lambda variable first, then memory.
    func value(named name: String) -> JSONValue? {
        for local in locals.reversed() where local.name == name { return local.value }
        return memory.value(named: name)
    }

    /// Evaluates `body` with `name` bound to `value`.
    mutating func evaluate(_ body: Expression, binding name: String, to value: JSONValue?) throws(EvaluationFailure) -> JSONValue? {
        locals.append((name, value))
        defer { locals.removeLast() }
        return try evaluate(body)
    }

    /// The value of `expression` read without null substitution: what conditions and comparisons see, so that a
    /// path to nothing is false in them rather than its `${...}` text (as botbuilder-js's `if`, `not`, `exists`).
    mutating func evaluateStrictly(_ expression: Expression) throws(EvaluationFailure) -> JSONValue? {
        let substitution = options.nullSubstitution
        options.nullSubstitution = nil
        defer { options.nullSubstitution = substitution }
        return try evaluate(expression)
    }

    /// The value of `expression`; nil is undefined.
    mutating func evaluate(_ expression: Expression) throws(EvaluationFailure) -> JSONValue? {
        switch expression.kind {
        case .constant(let value):
            return value
        case .name, .member, .index:
            return try access(expression)
        case .lambda:
            throw EvaluationFailure("a lambda can only be an argument of foreach, select, where, any or all")
        case .array(let elements):
            var array: [JSONValue] = []
            array.reserveCapacity(elements.count)
            for element in elements { array.append(try evaluate(element) ?? .null) }
            return .array(array)
        case .object(let members):
            var object = JSONObject()
            for member in members {
                if let value = try evaluate(member.value) { object[member.key] = value }
            }
            return .object(object)
        case .interpolation(let parts):
            var text = ""
            for part in parts { text += ExpressionValue.text(try evaluate(part)) }
            return .string(text)
        case .call(let name, let arguments):
            guard let function = ExpressionFunctions.table[name] else {
                throw EvaluationFailure("unknown function '\(name)'")
            }
            switch function.body {
            case .eager(let body):
                var values: [JSONValue?] = []
                values.reserveCapacity(arguments.count)
                for argument in arguments { values.append(try evaluate(argument)) }
                return try body(values, options)
            case .lazy(let body):
                return try body(arguments, &self)
            }
        }
    }

    /// Reads a path: the steps that are names or literal indexes are followed in memory; a path that leads to
    /// nothing is undefined, or the null substitution of its text.
    private mutating func access(_ expression: Expression) throws(EvaluationFailure) -> JSONValue? {
        if let path = ExpressionPath(expression), case .key(let root) = path.steps[0] {
            let value = ExpressionPath.value(at: path.steps.dropFirst(), in: value(named: root))
            if value == nil, let substitute = options.nullSubstitution { return substitute(path.text) }
            return value
        }
        switch expression.kind {
        case .member(let left, let name):
            return ExpressionPath.value(at: [.key(name)], in: try evaluate(left))
        case .index(let left, let index):
            let container = try evaluate(left)
            switch try evaluate(index) {
            case .integer(let position)?:
                return ExpressionPath.value(at: [.index(Int(clamping: position))], in: container)
            case .string(let key)?:
                return ExpressionPath.value(at: [.key(key)], in: container)
            case .double(let position)? where position == position.rounded():
                return ExpressionPath.value(at: [.index(Int(position))], in: container)
            case nil, .null?:
                return nil
            default:
                throw EvaluationFailure("an index must be a number or a string")
            }
        default:
            return nil
        }
    }
}

extension Expression {
    /// Evaluates this expression against `memory`.
    ///
    /// - Returns: The value, or nil when the expression reads a path that leads to nothing (undefined).
    /// - Throws: ``AdaptiveCardsError`` of kind `evaluation`, at the offset of the expression that failed.
    public func evaluate(in memory: any ExpressionMemory,
                         options: EvaluationOptions = EvaluationOptions()) throws(AdaptiveCardsError) -> JSONValue? {
        var evaluator = ExpressionEvaluator(memory: memory, options: options)
        do {
            return try evaluator.evaluate(self)
        } catch {
            throw AdaptiveCardsError(.evaluation, error.message, offset: offset)
        }
    }
}
