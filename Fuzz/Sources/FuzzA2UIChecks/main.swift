import Foundation
import FuzzSupport
import StratusA2UI
import StratusCodable

/// libFuzzer target: check evaluation. The input's first line is a check's condition (JSON: a call nested in
/// `and`, `or`, `not`, with paths and literals, or anything else), the rest the data model it reads (JSON, else
/// a text). The condition is read as a bound value and evaluated; then a Button holding it as its check, and a
/// TextField bound to the model, are put on a surface whose screen is built and whose Button is pressed.
/// Whatever the input: nothing traps, evaluation gives the same answer twice, the Button is disabled exactly when
/// its check fails, and a press is blocked exactly then.
///
/// The condition also goes through v1.0's function calls both ways (``calls(_:over:)``): as the `callFunction` of
/// an agent's `callRendererFunction`, which is answered exactly once, with its id; and, on a surface whose unknown
/// functions are the agent's, as a check and a Text's text, whose `callAgentFunction` messages are answered with the
/// data model, each answer taken once and a second answer, or one to a call never made, refused.
@main
enum FuzzA2UIChecks {
    static func main() {
        exit(runFuzzer { data, count in
            let text = String(decoding: fuzzInput(data, count), as: UTF8.self)
            let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            guard let condition = try? JSONValue(parsing: String(parts[0])) else { return 0 }
            let rest = parts.count > 1 ? String(parts[1]) : "{}"
            let model = (try? JSONValue(parsing: rest)) ?? .string(rest)
            FuzzA2UIChecks.evaluate(condition, over: model)
            FuzzA2UIChecks.press(condition, over: model)
            FuzzA2UIChecks.calls(condition, over: model)
            return 0
        })
    }

    /// The condition alone: read, evaluated twice in the same context.
    static func evaluate(_ condition: JSONValue, over model: JSONValue) {
        guard let bound = try? BoundValue(condition) else { return }
        let context = EvaluationContext(dataModel: DataModel(model))
        let first = Result { () throws(A2UIError) in try bound.evaluate(in: context) }
        let second = Result { () throws(A2UIError) in try bound.evaluate(in: context) }
        switch (first, second) {
        case (.success(let a), .success(let b)): precondition(a == b, "a check evaluated twice gave \(String(describing: a)) then \(String(describing: b))")
        case (.failure, .failure): break
        default: preconditionFailure("a check evaluated twice succeeded once and failed once")
        }
    }

    /// The condition as a Button's check on a surface: the screen says disabled exactly when a press is blocked.
    static func press(_ condition: JSONValue, over model: JSONValue) {
        let components: JSONValue = [
            ["id": "root", "component": "Column", "children": ["field", "send"]],
            ["id": "field", "component": "TextField", "label": "Email", "value": ["path": "/email"],
             "checks": [["condition": condition, "message": "field"]]],
            ["id": "send", "component": "Button", "child": "label", "action": ["event": ["name": "go", "context": ["model": ["path": "/"]]]],
             "checks": [["condition": condition, "message": "button"]]],
            ["id": "label", "component": "Text", "text": "Go"],
        ]
        var group = SurfaceGroup()
        let messages: [JSONValue] = [
            ["version": "v0.9", "createSurface": ["surfaceId": "s", "catalogId": "basic"]],
            ["version": "v0.9", "updateComponents": ["surfaceId": "s", "components": components]],
            ["version": "v0.9", "updateDataModel": ["surfaceId": "s", "path": "/", "value": model]],
        ]
        for message in messages {
            guard let decoded = try? ServerMessage(decoding: message), (try? group.apply(decoded)) != nil else { return }
        }
        guard let surface = group["s"], let button = surface.tree().root?.allNodes.first(where: { $0.type == "Button" }) else { return }
        let failing = surface.failingChecks(of: button)
        let enabled = node(id: "send", in: SurfaceScreen(group).value)?["properties"]?["enabled"]
        precondition(enabled == .bool(failing.isEmpty), "the Button's enabled is \(String(describing: enabled)) with \(failing.count) failing")
        if case .blocked? = try? surface.performAction(of: button) {
            precondition(!failing.isEmpty, "a press was blocked with every check holding")
        } else {
            precondition(failing.isEmpty, "a press went through with a check failing")
        }
    }

    /// The condition in v1.0's function-call messages, both ways.
    static func calls(_ condition: JSONValue, over model: JSONValue) {
        let catalog = try? Catalog(decoding: ["catalogId": "fuzz", "functions": [
            "formatCurrency": ["allowedCallers": "rendererOrAgent"], "pluralize": ["allowedCallers": "agentOnly"], "required": [:],
        ]])
        var group = SurfaceGroup()
        group.catalogs = catalog.map { [$0] } ?? []
        group.callsAgentFunctions = true
        // The agent calls the renderer: one answer, with the call's id, never a surface's error.
        var call = condition.objectValue ?? [:]
        call["catalogId"] = "fuzz"
        let agentCall: JSONValue = ["version": "v1.0", "callRendererFunction": ["functionCallId": "f-1", "callFunction": .object(call)]]
        if let decoded = try? ServerMessage(decoding: agentCall), let outcome = try? group.apply(decoded) {
            precondition(outcome.replies.count == 1, "a callRendererFunction got \(outcome.replies.count) answers")
            let reply = outcome.replies[0].json
            let body = reply["rendererFunctionResponse"] ?? reply["error"]
            precondition(body?["functionCallId"] == "f-1" && body?["surfaceId"] == nil, "answered as \(reply)")
        }
        // The renderer calls the agent: each call asked once, each answer taken once.
        let components: JSONValue = [
            ["id": "root", "component": "Column", "children": ["shown", "send"]],
            ["id": "shown", "component": "Text", "text": condition],
            ["id": "send", "component": "Button", "child": "shown", "action": ["functionCall": ["call": "agentSide", "args": ["v": condition]]],
             "checks": [["condition": condition, "message": "button"]]],
        ]
        let create: JSONValue = ["version": "v1.0", "createSurface": [
            "surfaceId": "s", "catalogId": "fuzz", "dataModel": model.objectValue.map(JSONValue.object) ?? [:], "components": components]]
        guard let decoded = try? ServerMessage(decoding: create), let outcome = try? group.apply(decoded) else { return }
        var answered: Set<String> = []
        for reply in outcome.replies {
            guard let id = reply.json["callAgentFunction"]?["functionCallId"]?.stringValue else {
                preconditionFailure("a surface made for the agent answered with \(reply.json)")
            }
            precondition(answered.insert(id).inserted, "the call \(id) was asked twice")
            let response: JSONValue = ["version": "v1.0", "agentFunctionResponse": ["functionCallId": .string(id), "value": model]]
            guard let message = try? ServerMessage(decoding: response) else { continue }
            let first = try? group.apply(message)
            precondition(first != nil, "the answer to \(id) was refused")
            let second = try? group.apply(message)
            precondition(second == nil, "the call \(id) was answered twice")
        }
        if let never = try? ServerMessage(decoding: ["version": "v1.0", "agentFunctionResponse": ["functionCallId": "never", "value": 1]]) {
            let taken = try? group.apply(never)
            precondition(taken == nil, "an answer to a call never made was taken")
        }
        // The surface is still shown and its Button still pressed whatever the answers were.
        guard let surface = group["s"], let button = surface.tree().root?.allNodes.first(where: { $0.type == "Button" }) else { return }
        _ = SurfaceScreen(group).value
        _ = try? surface.performAction(of: button)
    }

    /// The node of the screen whose id is `id`.
    static func node(id: String, in screen: JSONValue) -> JSONValue? {
        if screen["id"] == .string(id) { return screen }
        for child in screen["children"]?.arrayValue ?? [] {
            if let found = node(id: id, in: child) { return found }
        }
        return nil
    }
}
