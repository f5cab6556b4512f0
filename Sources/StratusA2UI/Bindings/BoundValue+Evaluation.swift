import OrderedCollections
import StratusCodable

extension BoundValue {
    /// The value now: the literal, what is at the path, the call's result, or the list of its elements' values; nil when a path leads to nothing.
    ///
    /// - Throws: ``A2UIError`` from a malformed path, an unknown function, or a function given wrong arguments.
    public func evaluate(in context: EvaluationContext) throws(A2UIError) -> JSONValue? {
        switch self {
        case .literal(let value):
            return value
        case .path(let path), .initializedPath(let path, _):
            return context.dataModel.value(at: try context.pointer(for: path))
        case .call(let call):
            return try context.call(call)
        case .list(let elements):
            var values: [JSONValue] = []
            values.reserveCapacity(elements.count)
            for element in elements { values.append(try element.evaluate(in: context) ?? .null) }
            return .array(values)
        }
    }
}

extension EvaluationContext {
    /// Calls `call`: its arguments are evaluated first, in this context.
    ///
    /// An argument bound to a path where nothing is passes null: the protocol asks renderers to take missing data
    /// gracefully while a stream is still arriving, so `required` says false there instead of failing.
    ///
    /// - Throws: ``A2UIError``: `unknownFunction`, `invalidArguments`, or what an argument's evaluation throws.
    public func call(_ call: FunctionCall) throws(A2UIError) -> JSONValue {
        if call.name == "@index" {
            guard let index else {
                throw A2UIError(.invalidArguments, "@index: called outside a template item")
            }
            var offset = 0.0
            if let argument = call.arguments["offset"] {
                let arguments = FunctionArguments(function: "@index", values: ["offset": try argument.evaluate(in: self) ?? .null])
                offset = try arguments.number("offset")
            }
            return .number(Double(index) + offset)
        }
        guard let function = functions[call.name] else {
            guard let agentResults else { throw A2UIError(.unknownFunction, "unknown function \"\(call.name)\"") }
            // The agent's function: its answer where it came, null while it is awaited (the protocol's pending
            // state), its error as a failed evaluation (a binding shows nothing, a check fails).
            switch agentResults[AgentCalls.key(call.name, try arguments(of: call))] {
            case .value(let value)?: return value
            case .error(let code, let message)?:
                throw A2UIError(.invalidArguments, "\(call.name): the agent answered \(code): \(message)")
            case nil: return .null
            }
        }
        return try function.evaluate(FunctionArguments(function: call.name, values: try arguments(of: call)), self)
    }

    /// The arguments of `call`, each evaluated in this context (null where a path leads to nothing).
    func arguments(of call: FunctionCall) throws(A2UIError) -> OrderedDictionary<String, JSONValue> {
        var values = OrderedDictionary<String, JSONValue>()
        for (name, argument) in call.arguments {
            values[name] = try argument.evaluate(in: self) ?? .null
        }
        return values
    }

    /// `template` with every `${...}` replaced by its value as text (`formatString`).
    public func format(_ template: String) throws(A2UIError) -> String {
        var text = ""
        for part in try InterpolationParser().parse(template) {
            text += TextConversion.string(try part.evaluate(in: self))
        }
        return text
    }
}
