import Foundation
import OrderedCollections
import StratusCodable

/// A check of a component that does not hold.
public struct CheckFailure: Sendable, Hashable {
    /// The component whose check failed.
    public var componentId: String
    /// The position of the check in the component's `checks`.
    public var index: Int
    /// What the check says to the user.
    public var message: String
    /// Why evaluating it failed, when it did not evaluate at all (a failing call counts as a failed check).
    public var error: A2UIError?
}

/// What using a component's action came to.
public enum ActionOutcome: Sendable, Hashable {
    /// An event to send to the agent.
    case send(ClientMessage)
    /// A local function ran (`openUrl`); nothing goes to the agent.
    case ranLocally(FunctionCall)
    /// The action calls a function no catalog of the renderer has: the agent's (`callAgentFunction`, v1.0 of
    /// 2026-08-18), for ``SurfaceGroup/callAgent(_:from:in:)`` to send.
    case callAgent(FunctionCall)
    /// The component's checks fail, so it is disabled and nothing happened.
    case blocked([CheckFailure])
}

extension Surface {
    /// The checks of `node`'s component that do not hold now, in order.
    ///
    /// A check whose condition cannot be evaluated (wrong arguments, an unknown function) fails, with the error.
    public func failingChecks(of node: SurfaceNode) -> [CheckFailure] {
        guard let component = components[node.componentId] else { return [] }
        let context = context(scope: node.scope, index: node.index)
        var failures: [CheckFailure] = []
        for (index, check) in component.checks.enumerated() {
            do {
                if try check.condition.evaluate(in: context)?.isTruthy != true {
                    failures.append(CheckFailure(componentId: component.id, index: index, message: check.message))
                }
            } catch {
                failures.append(CheckFailure(componentId: component.id, index: index, message: check.message, error: error))
            }
        }
        return failures
    }

    /// Uses the action of `node`'s component (a Button press): resolves its context into the version's action
    /// message, or runs its local function.
    ///
    /// - Parameters:
    ///   - date: the moment of use, written as the message's `timestamp`.
    ///   - actionId: the id the agent's `actionResponse` will carry, when the action wants one (v0.10 and later).
    /// - Returns: nil when the component has no action; ``ActionOutcome/blocked(_:)`` when its checks fail.
    /// - Throws: ``A2UIError`` from a context value that cannot be evaluated or a failing local function.
    public func performAction(of node: SurfaceNode, at date: Date = Date(), actionId: String? = nil) throws(A2UIError) -> ActionOutcome? {
        guard let component = components[node.componentId], let action = component.action else { return nil }
        let failures = failingChecks(of: node)
        guard failures.isEmpty else { return .blocked(failures) }
        let context = context(scope: node.scope, index: node.index)
        switch action {
        case .functionCall(let call):
            if callsAgentFunctions, functions[call.name] == nil, !call.name.hasPrefix("@") { return .callAgent(call) }
            _ = try context.call(call)
            return .ranLocally(call)
        case .event(let event):
            var resolved = JSONObject()
            for (key, value) in event.context {
                do {
                    resolved[key] = try value.evaluate(in: context) ?? .null
                } catch {
                    throw A2UIError(error.kind, "component \"\(component.id)\", action context \"\(key)\": \(error.message)")
                }
            }
            let wantResponse = version.hasRemoteCalls && event.wantResponse
            var userMessage: String?
            if let message = event.userMessage {
                do {
                    userMessage = TextConversion.string(try message.evaluate(in: context))
                } catch {
                    throw A2UIError(error.kind, "component \"\(component.id)\", action userMessage: \(error.message)")
                }
            }
            return .send(ClientMessage(version: version, kind: .action(ResolvedAction(
                name: event.name, surfaceId: id, sourceComponentId: component.id, timestamp: date, context: resolved,
                wantResponse: wantResponse, actionId: wantResponse ? (actionId ?? "\(id)-\(component.id)-\(event.name)") : nil,
                userMessage: userMessage
            ))))
        }
    }

    /// Writes what the user entered into the data model, at the path `property` of `node`'s component is bound
    /// to (two-way binding: a TextField's `value`, a CheckBox's `value`, a Slider's `value`).
    ///
    /// - Returns: where in the data model it was written.
    /// - Throws: ``A2UIError`` (`invalidPath`) when the property is not bound to a path or the write cannot be
    ///   done; the data model is then unchanged.
    @discardableResult
    public mutating func write(_ value: JSONValue?, to property: String = "value", of node: SurfaceNode) throws(A2UIError) -> JSONPointer {
        guard let component = components[node.componentId], let bound = try component.value(property), let path = bound.boundPath else {
            throw A2UIError(.invalidPath, "component \"\(node.componentId)\"'s \(property) is not bound to the data model")
        }
        let pointer = try JSONPointer(path, relativeTo: node.scope)
        try dataModel.set(value, at: pointer)
        return pointer
    }
}
