import OrderedCollections
import StratusCodable

/// What a component (a Button) does when used: send an event to the server, or call a function locally.
///
/// v0.9 and later: `{"event": {"name": ..., "context": {...}}}` or `{"functionCall": {...}}`; v0.10 and v1.0 add
/// `wantResponse` and `responsePath` to the event. v0.8: `{"name": ..., "context": [{"key": ..., "value": ...}]}`.
public enum ComponentAction: Sendable, Hashable {
    /// An event for the server, whose context values are resolved when it is sent.
    case event(ActionEvent)
    /// A function run on the client (`openUrl`).
    case functionCall(FunctionCall)

    /// Reads an action as `version` writes it.
    init(reading reader: MessageReader, version: A2UIVersion) throws(A2UIError) {
        _ = try reader.object("an action")
        if version == .v0_8 {
            var context: OrderedDictionary<String, BoundValue> = [:]
            for entry in try reader.member("context")?.elements() ?? [] {
                let key = try entry.required("key", in: "a context entry").string()
                context[key] = try BoundValue(reading: try entry.required("value", in: "a context entry"), version: version)
            }
            let name = try reader.required("name", in: "an action").string()
            self = .event(ActionEvent(name: name, context: context))
            return
        }
        if let call = reader.member("functionCall") {
            self = .functionCall(try FunctionCall(reading: call, version: version))
            return
        }
        guard let event = reader.member("event") else {
            throw reader.error("an action needs \"event\" or \"functionCall\"")
        }
        var context: OrderedDictionary<String, BoundValue> = [:]
        if let contextReader = event.member("context") {
            for key in try contextReader.object("\"context\"").keys {
                guard let member = contextReader.member(key) else { continue }
                context[key] = try BoundValue(reading: member, version: version)
            }
        }
        self = .event(ActionEvent(
            name: try event.required("name", in: "an event").string(),
            context: context,
            wantResponse: try event.member("wantResponse")?.bool() ?? false,
            responsePath: try event.member("responsePath")?.string(),
            // v1.0 of 2026-08-18: what the user did, in words, for the conversation's history.
            userMessage: try event.member("userMessage").map { reader throws(A2UIError) in
                try BoundValue(reading: reader, version: version)
            }
        ))
    }
}

/// An event a component sends to the server, before its context is resolved.
public struct ActionEvent: Sendable, Hashable {
    /// The action's name, as the server knows it.
    public var name: String
    /// Context values by key, resolved against the data model when the event is sent.
    public var context: OrderedDictionary<String, BoundValue>
    /// Whether the server is asked for an `actionResponse` (v0.10 and later).
    public var wantResponse: Bool
    /// Where the response's value is written in the data model, when it comes.
    public var responsePath: String?
    /// A sentence saying what the user did (v1.0 of 2026-08-18), resolved when the event is sent and sent as the
    /// action's `userMessage`.
    public var userMessage: BoundValue?

    /// Creates an event.
    public init(name: String, context: OrderedDictionary<String, BoundValue> = [:], wantResponse: Bool = false,
                responsePath: String? = nil, userMessage: BoundValue? = nil) {
        self.name = name
        self.context = context
        self.wantResponse = wantResponse
        self.responsePath = responsePath
        self.userMessage = userMessage
    }
}
