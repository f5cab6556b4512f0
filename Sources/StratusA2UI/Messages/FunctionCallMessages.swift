import StratusCodable

/// `callRendererFunction` (v1.0 of 2026-08-18): the agent asks the renderer to run a function of a catalog.
///
/// The renderer answers with a `rendererFunctionResponse` carrying the same ``functionCallId``, or with an `error`
/// (`INVALID_FUNCTION_CALL`) when the catalog does not let the agent call the function (Docs/A2UI.md, "Function
/// calls").
public struct CallRendererFunction: Sendable, Hashable {
    /// The id to copy into the response.
    public var functionCallId: String
    /// The catalog the function is declared in (`callFunction.catalogId`, required here).
    public var catalogId: String
    /// The call.
    public var call: FunctionCall
}

/// A function's answer to a call (`FunctionResponse` of `common_types.json`): what `agentFunctionResponse` and
/// `rendererFunctionResponse` carry.
public struct FunctionResponse: Sendable, Hashable {
    /// The id of the call answered.
    public var functionCallId: String
    /// A value, or an error.
    public var result: Result

    /// What a call came to.
    public enum Result: Sendable, Hashable {
        /// The function's value.
        case value(JSONValue)
        /// The function failed: a code (`EXECUTION_FAILED`, `UNKNOWN_FUNCTION`) and a sentence.
        case error(code: String, message: String)
    }

    /// Creates a response.
    public init(functionCallId: String, result: Result) {
        self.functionCallId = functionCallId
        self.result = result
    }

    /// The response as the wire writes it: `{"functionCallId", "value"}` or `{"functionCallId", "error": {code,
    /// message}}`.
    public var json: JSONValue {
        switch result {
        case .value(let value):
            return ["functionCallId": .string(functionCallId), "value": value]
        case .error(let code, let message):
            return ["functionCallId": .string(functionCallId),
                    "error": ["code": .string(code), "message": .string(message)]]
        }
    }

    /// Reads `{"functionCallId", "value" | "error": {"code", "message"}}`.
    init(reading body: MessageReader, in type: String) throws(A2UIError) {
        try body.rejectMembers(otherThan: ["functionCallId", "value", "error"], in: type)
        functionCallId = try body.required("functionCallId", in: type).string()
        switch (body.member("value"), body.member("error")) {
        case (let value?, nil):
            result = .value(value.value)
        case (nil, let error?):
            try error.rejectMembers(otherThan: ["code", "message"], in: "\(type)'s error")
            result = .error(code: try error.required("code", in: "\(type)'s error").string(),
                            message: try error.required("message", in: "\(type)'s error").string())
        default:
            throw body.error("\(type) holds exactly one of \"value\" and \"error\"")
        }
    }
}

/// `callAgentFunction` (v1.0 of 2026-08-18): the renderer asks the agent to run a function no catalog of the
/// renderer has, its arguments evaluated.
public struct AgentFunctionCall: Sendable, Hashable {
    /// The surface the call was made from.
    public var surfaceId: String
    /// The id the agent copies into its `agentFunctionResponse`.
    public var functionCallId: String
    /// The function's name.
    public var name: String
    /// The arguments, evaluated.
    public var arguments: JSONObject

    /// Creates a call.
    public init(surfaceId: String, functionCallId: String, name: String, arguments: JSONObject) {
        self.surfaceId = surfaceId
        self.functionCallId = functionCallId
        self.name = name
        self.arguments = arguments
    }

    /// The body of the `callAgentFunction` message.
    public var json: JSONValue {
        var call: JSONObject = ["call": .string(name)]
        if !arguments.isEmpty { call["args"] = .object(arguments) }
        return ["surfaceId": .string(surfaceId), "functionCallId": .string(functionCallId), "callFunction": .object(call)]
    }
}
