import Foundation
import StratusA2UI
import StratusCodable

/// The two shapes of A2A's JSON-RPC binding a client meets: A2A 1.0 (what a2a-sdk 1.x serves: the method
/// `SendStreamingMessage`, roles `ROLE_USER`, parts told apart by their member, `text` or `data`, results wrapped
/// as `{"statusUpdate": ...}`) and A2A 0.3 (`message/stream`, roles `user`, parts and results told apart by `kind`).
///
/// Requests are written in the dialect the agent card names; results are read in either shape, whichever arrives.
enum A2ADialect: String, Sendable {
    case v1_0 = "1.0"
    case v0_3 = "0.3"

    /// The JSON-RPC method that sends a message and streams the answer as Server-Sent Events.
    var streamingMethod: String { self == .v1_0 ? "SendStreamingMessage" : "message/stream" }

    /// The JSON-RPC method that streams a running task's events again, the task as it stands first: what a client
    /// whose stream was cut asks for (`SubscribeToTask`, 0.3's `tasks/resubscribe`).
    var resubscribeMethod: String { self == .v1_0 ? "SubscribeToTask" : "tasks/resubscribe" }

    /// The JSON-RPC method that reads a task as it stands (`GetTask`, 0.3's `tasks/get`).
    var getTaskMethod: String { self == .v1_0 ? "GetTask" : "tasks/get" }

    /// The headers every request carries: the protocol version (a 1.x server takes a request without it for 0.3)
    /// and the extensions asked for, under both the current and the 0.3 name of that header.
    func headers(extensions: [String]) -> [(String, String)] {
        var headers = [("A2A-Version", rawValue)]
        if !extensions.isEmpty {
            let list = extensions.joined(separator: ", ")
            headers += [("A2A-Extensions", list), ("X-A2A-Extensions", list)]
        }
        return headers
    }

    /// A user's message: `text`, or A2UI messages in one DataPart of `mimeType`, for the task and context given.
    func message(text: String? = nil, a2ui: [JSONValue] = [], mimeType: String, taskId: String?, contextId: String?,
                 extensions: [String], metadata: JSONObject) -> JSONValue {
        var parts: [JSONValue] = []
        if let text { parts.append(self == .v1_0 ? ["text": .string(text)] : ["kind": "text", "text": .string(text)]) }
        if !a2ui.isEmpty {
            let partMetadata: JSONValue = ["mimeType": .string(mimeType)]
            switch self {
            case .v1_0:
                parts.append(["data": .array(a2ui), "metadata": partMetadata])
            case .v0_3:
                // A 0.3 DataPart holds an object: one message as is, several in a list under `value`.
                parts.append(["kind": "data", "data": a2ui.count == 1 ? a2ui[0] : ["value": .array(a2ui)],
                              "metadata": partMetadata])
            }
        }
        var message: JSONObject = [
            "messageId": .string(UUID().uuidString.lowercased()),
            "role": self == .v1_0 ? "ROLE_USER" : "user",
            "parts": .array(parts),
        ]
        if self == .v0_3 { message["kind"] = "message" }
        if let taskId { message["taskId"] = .string(taskId) }
        if let contextId { message["contextId"] = .string(contextId) }
        if !extensions.isEmpty { message["extensions"] = .array(extensions.map(JSONValue.string)) }
        if !metadata.isEmpty { message["metadata"] = .object(metadata) }
        return .object(message)
    }

    /// The JSON-RPC request that sends `message` and asks for the answer as a stream.
    func streamingRequest(id: Int, message: JSONValue) -> JSONValue {
        request(id: id, method: streamingMethod, params: ["message": message])
    }

    /// A JSON-RPC request of `method` about the task `taskId` (``resubscribeMethod``, ``getTaskMethod``).
    func taskRequest(id: Int, method: String, taskId: String) -> JSONValue {
        request(id: id, method: method, params: ["id": .string(taskId)])
    }

    private func request(id: Int, method: String, params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": .integer(Int64(id)), "method": .string(method), "params": params]
    }
}

/// What one streamed result of A2A says: which task and context it belongs to, the task's state when it names
/// one, and the parts it carries: those of its message (a message, a status update's or a task's status message)
/// and those of its artifacts.
struct A2AUpdate: Equatable {
    var taskId: String?
    var contextId: String?
    /// The task's state in 0.3's spelling (`input-required`, `completed`), whichever shape it came in.
    var state: String?
    /// The id of the message it carries, when it names one.
    var messageId: String?
    /// The parts of the message it carries.
    var messageParts: [JSONValue] = []
    /// The artifacts it carries, in order: a whole task's, or the one an artifact update adds to.
    var artifacts: [A2AArtifact] = []
    /// Whether it is a whole task as it stands (its artifacts whole), not an update.
    var isTask = false

    /// Every part it carries: its message's, then its artifacts'.
    var parts: [JSONValue] { messageParts + artifacts.flatMap(\.parts) }

    /// The states after which a task takes no more messages: the next one starts a task of the same context.
    static let finalStates: Set<String> = ["completed", "canceled", "failed", "rejected"]
    /// The states in which the agent waits for the user: the stream ends, the task goes on.
    static let waitingStates: Set<String> = ["input-required", "auth-required"]

    /// Reads a JSON-RPC result of either shape; nil when it is neither.
    init?(result: JSONValue) {
        let body: JSONValue
        let kind: String
        if let tagged = result["kind"]?.stringValue {
            body = result
            kind = tagged
        } else if result["id"]?.stringValue != nil, result["status"] != nil {
            // A task as it is, unwrapped: what 1.0's GetTask answers.
            body = result
            kind = "task"
        } else if let members = result.objectValue, members.count == 1, let key = members.keys.first, let value = members[key] {
            body = value
            kind = ["statusUpdate": "status-update", "artifactUpdate": "artifact-update"][key] ?? key
        } else {
            return nil
        }
        switch kind {
        case "task":
            isTask = true
            taskId = body["id"]?.stringValue
            contextId = body["contextId"]?.stringValue
            readStatus(of: body)
            artifacts = (body["artifacts"]?.arrayValue ?? []).map { A2AArtifact($0, append: false) }
        case "message":
            taskId = body["taskId"]?.stringValue
            contextId = body["contextId"]?.stringValue
            messageId = body["messageId"]?.stringValue
            messageParts = body["parts"]?.arrayValue ?? []
        case "status-update":
            taskId = body["taskId"]?.stringValue
            contextId = body["contextId"]?.stringValue
            readStatus(of: body)
        case "artifact-update":
            taskId = body["taskId"]?.stringValue
            contextId = body["contextId"]?.stringValue
            artifacts = [A2AArtifact(body["artifact"] ?? [:], append: body["append"]?.boolValue ?? false)]
        default:
            return nil
        }
    }

    /// The state of a task or status update, and the message its status carries.
    private mutating func readStatus(of body: JSONValue) {
        state = body["status"]?["state"].flatMap(\.stringValue).map(Self.state)
        messageId = body["status"]?["message"]?["messageId"]?.stringValue
        messageParts = body["status"]?["message"]?["parts"]?.arrayValue ?? []
    }

    /// `TASK_STATE_INPUT_REQUIRED` (1.0) as `input-required` (0.3).
    static func state(_ name: String) -> String {
        guard name.hasPrefix("TASK_STATE_") else { return name }
        return name.dropFirst("TASK_STATE_".count).lowercased().replacingOccurrences(of: "_", with: "-")
    }
}

/// An artifact as a result carries it: its id, whether its parts follow those sent before under the same id (an
/// artifact update with `append`) or are all of it, and its parts.
struct A2AArtifact: Equatable {
    var id: String?
    var append: Bool
    var parts: [JSONValue]

    init(_ artifact: JSONValue, append: Bool) {
        id = artifact["artifactId"]?.stringValue
        self.append = append
        parts = artifact["parts"]?.arrayValue ?? []
    }
}

/// One part of an A2A message as the A2UI extension sees it.
enum A2APart: Equatable {
    /// Words for people.
    case text(String)
    /// A DataPart marked as A2UI: its messages, in order.
    case a2ui([JSONValue])
    /// A DataPart with another MIME type (or none): not A2UI, never applied.
    case otherData(mimeType: String?)
    /// A file, or a part of a kind this client does not know.
    case other

    /// The MIME types that mark a DataPart as A2UI: `application/json+a2ui` (the extension's v0.8 and v0.9) and
    /// `application/a2ui+json` (v0.10 and later).
    static let a2uiMimeTypes: Set<String> = ["application/json+a2ui", "application/a2ui+json"]

    /// Reads a part of either shape.
    init(_ part: JSONValue) {
        if let text = part["text"]?.stringValue {
            self = .text(text)
            return
        }
        guard let data = part["data"] else {
            self = .other
            return
        }
        // 0.3 and the A2UI extension put the MIME type in the part's metadata; 1.0 also has a member for it.
        let mimeType = part["metadata"]?["mimeType"]?.stringValue
            ?? part["mediaType"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        guard let mimeType, Self.a2uiMimeTypes.contains(mimeType.lowercased()) else {
            self = .otherData(mimeType: mimeType)
            return
        }
        switch data {
        case .array(let messages):
            self = .a2ui(messages)
        case .object(let members) where members.count == 1 && members["value"]?.arrayValue != nil:
            // A list carried by a 0.3 DataPart, whose data must be an object (as a2a-sdk's 0.3 mapping writes it).
            self = .a2ui(members["value"]?.arrayValue ?? [])
        default:
            self = .a2ui([data])
        }
    }
}
