import OrderedCollections
import StratusCodable

/// The calls of agent functions a surface's bindings make (v1.0 of 2026-08-18): a function no catalog of the
/// renderer has is the agent's, so a binding or a check that calls it sends a `callAgentFunction` and shows its
/// value once the agent's `agentFunctionResponse` comes (null until then, the protocol's pending state).
///
/// A call is known by its function and evaluated arguments (``key(_:_:)``): the same call is asked once, and a
/// call whose arguments change (the user typed) is a new call.
public struct AgentCalls: Sendable {
    /// The agent's answers, by key.
    public internal(set) var results: [String: FunctionResponse.Result] = [:]
    /// The calls asked, by key: the id each was sent with.
    public internal(set) var asked: [String: String] = [:]

    /// Creates a record of no calls.
    public init() {}

    /// What identifies a call: its function and its evaluated arguments (`verifyProvider({"id":"PRV-102"})`).
    public static func key(_ name: String, _ arguments: OrderedDictionary<String, JSONValue>) -> String {
        name + "(" + JSONValue.object(arguments).jsonString() + ")"
    }
}

extension Surface {
    /// The calls of agent functions this surface's bindings and checks make now that were not asked yet, in the
    /// order of the tree, each with its key; empty when the surface's calls do not go to the agent.
    func agentCallsNotAsked() -> [(key: String, name: String, arguments: OrderedDictionary<String, JSONValue>)] {
        // Most surfaces call no function at all: they are not resolved for nothing (at every key and message).
        guard callsAgentFunctions, !callingComponents.isEmpty, let root = tree().root else { return [] }
        var found: [(key: String, name: String, arguments: OrderedDictionary<String, JSONValue>)] = []
        var seen: Set<String> = []
        for node in root.allNodes {
            guard let component = components[node.componentId] else { continue }
            let context = context(scope: node.scope, index: node.index)
            var values: [BoundValue] = component.checks.map(\.condition)
            for name in component.properties.keys {
                if let value = try? component.value(name) { values.append(value) }
            }
            for call in values.flatMap(\.calls) where context.functions[call.name] == nil && !call.name.hasPrefix("@") {
                guard let arguments = try? context.arguments(of: call) else { continue }
                let key = AgentCalls.key(call.name, arguments)
                guard agentCalls.asked[key] == nil, seen.insert(key).inserted else { continue }
                found.append((key, call.name, arguments))
            }
        }
        return found
    }
}

extension BoundValue {
    /// The calls in this value, outermost first, those in arguments included.
    var calls: [FunctionCall] {
        switch self {
        case .literal, .path, .initializedPath: return []
        case .call(let call): return [call] + call.arguments.values.flatMap(\.calls)
        case .list(let elements): return elements.flatMap(\.calls)
        }
    }
}

extension Component {
    /// Whether `value`, a property of a component, holds a `{"call": ...}` (``mayCallFunctions``).
    static func containsCall(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let members):
            // A path alone (most bound values) holds no call: told by its one member, without looking further.
            if members.count == 1, members.keys[0] == "path", case .string = members.values[0] { return false }
            return members["call"] != nil || members.values.contains(where: containsCall)
        case .array(let items):
            return items.contains(where: containsCall)
        default:
            return false
        }
    }
}
