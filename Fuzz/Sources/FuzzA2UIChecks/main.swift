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

    /// The node of the screen whose id is `id`.
    static func node(id: String, in screen: JSONValue) -> JSONValue? {
        if screen["id"] == .string(id) { return screen }
        for child in screen["children"]?.arrayValue ?? [] {
            if let found = node(id: id, in: child) { return found }
        }
        return nil
    }
}
