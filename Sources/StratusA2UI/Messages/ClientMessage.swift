import Foundation
import OrderedCollections
import StratusCodable

/// One message from the client to the agent: an action, a function's result, or an error.
///
/// ``json`` writes it as its version does: v0.8 as `{"userAction": {...}}` or `{"error": {...}}` with no version;
/// v0.9 and later as `{"version": "v0.9", "action": {...}}`, `functionResponse` or `error`.
public struct ClientMessage: Sendable, Hashable {
    /// The version to write it in (that of the surface it comes from).
    public var version: A2UIVersion
    /// What it says.
    public var kind: Kind

    /// What a client message says.
    public enum Kind: Sendable, Hashable {
        /// A user used a component with an event action.
        case action(ResolvedAction)
        /// The result of a `callFunction` that wanted a response.
        case functionResponse(functionCallId: String, call: String, value: JSONValue)
        /// The result of the agent's `callRendererFunction` (v1.0 of 2026-08-18).
        case rendererFunctionResponse(FunctionResponse)
        /// A function the renderer's catalogs do not have, for the agent to run (v1.0 of 2026-08-18).
        case callAgentFunction(AgentFunctionCall)
        /// Something went wrong on the client.
        case error(ClientError)
    }

    /// Creates a message.
    public init(version: A2UIVersion, kind: Kind) {
        self.version = version
        self.kind = kind
    }

    /// The message as JSON, in its version's shape.
    public var json: JSONValue {
        var object = JSONObject()
        if let wireName = version.wireName { object["version"] = .string(wireName) }
        switch kind {
        case .action(let action):
            var body: JSONObject = [
                "name": .string(action.name),
                "surfaceId": .string(action.surfaceId),
                "sourceComponentId": .string(action.sourceComponentId),
                "timestamp": .string(Self.timestamp(action.timestamp)),
                "context": .object(action.context),
            ]
            if let userMessage = action.userMessage { body["userMessage"] = .string(userMessage) }
            if version.hasRemoteCalls, action.wantResponse {
                body["wantResponse"] = true
                if let actionId = action.actionId { body["actionId"] = .string(actionId) }
            }
            object[version == .v0_8 ? "userAction" : "action"] = .object(body)
        case .functionResponse(let functionCallId, let call, let value):
            object["functionResponse"] = [
                "functionCallId": .string(functionCallId), "call": .string(call), "value": value,
            ]
        case .rendererFunctionResponse(let response):
            object["rendererFunctionResponse"] = response.json
        case .callAgentFunction(let call):
            object["callAgentFunction"] = call.json
        case .error(let error):
            var body: JSONObject = ["code": .string(error.code)]
            if let surfaceId = error.surfaceId { body["surfaceId"] = .string(surfaceId) }
            if let path = error.path { body["path"] = .string(path) }
            body["message"] = .string(error.message)
            if let functionCallId = error.functionCallId { body["functionCallId"] = .string(functionCallId) }
            object["error"] = .object(body)
        }
        return .object(object)
    }

    /// An ISO 8601 timestamp in UTC with seconds (`2025-09-19T17:05:00Z`), as the schemas' `date-time` reads it.
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        let year = parts.year.map { String(format: "%04d", $0) } ?? "0000"
        return "\(year)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))Z"
    }
}

/// An action with its context resolved: what a Button's press sends.
public struct ResolvedAction: Sendable, Hashable {
    /// The action's name.
    public var name: String
    /// The surface it comes from.
    public var surfaceId: String
    /// The component used.
    public var sourceComponentId: String
    /// When it was used.
    public var timestamp: Date
    /// The context, every binding resolved against the data model.
    public var context: JSONObject
    /// Whether an `actionResponse` is asked for (v0.10 and later).
    public var wantResponse: Bool
    /// The id the response will carry, when one is asked for.
    public var actionId: String?
    /// What the user did, in words, when the event says (v1.0 of 2026-08-18's `userMessage`).
    public var userMessage: String?

    /// Creates a resolved action.
    public init(name: String, surfaceId: String, sourceComponentId: String, timestamp: Date, context: JSONObject,
                wantResponse: Bool = false, actionId: String? = nil, userMessage: String? = nil) {
        self.name = name
        self.surfaceId = surfaceId
        self.sourceComponentId = sourceComponentId
        self.timestamp = timestamp
        self.context = context
        self.wantResponse = wantResponse
        self.actionId = actionId
        self.userMessage = userMessage
    }
}

/// A client-side error, as the `error` message carries it.
public struct ClientError: Sendable, Hashable {
    /// `VALIDATION_FAILED`, `INVALID_FUNCTION_CALL`, or another code.
    public var code: String
    /// One or two sentences on what went wrong.
    public var message: String
    /// The surface it happened on (absent for errors of a function call from the server, from v0.10 on).
    public var surfaceId: String?
    /// The JSON Pointer of the field that failed validation (`VALIDATION_FAILED` only).
    public var path: String?
    /// The server's function call that failed.
    public var functionCallId: String?

    /// Creates an error.
    public init(code: String, message: String, surfaceId: String? = nil, path: String? = nil, functionCallId: String? = nil) {
        self.code = code
        self.message = message
        self.surfaceId = surfaceId
        self.path = path
        self.functionCallId = functionCallId
    }

    /// The code of a failed validation.
    public static let validationFailed = "VALIDATION_FAILED"
    /// The code of a function call the client refuses (unknown, or not callable from the server).
    public static let invalidFunctionCall = "INVALID_FUNCTION_CALL"
    /// The code of a component placed under a parent its catalog does not allow (v1.0 of 2026-08-18).
    public static let unallowedParent = "UNALLOWED_PARENT"
    /// The code of a container holding a child its catalog does not allow (v1.0 of 2026-08-18).
    public static let unallowedChild = "UNALLOWED_CHILD"
}
