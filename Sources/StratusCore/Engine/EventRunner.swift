/// Running events and their actions (Docs/Nimbus.md §2).
extension ServerDrivenEngine {
    /// Runs an event: implicit state, then each action with freshly evaluated properties, in one batch.
    func run(_ event: ServerDrivenEvent, implicitState: JSONValue) {
        if propagation.eventDepth >= limits.maximumEventDepth {
            log(.error, "Event \"\(event.name)\" cut off: events triggered each other \(limits.maximumEventDepth) "
                + "levels deep (a chain of actions that triggers itself).")
            return
        }
        if event.generation >= limits.maximumEventGenerations {
            log(.error, "Event \"\(event.name)\" cut off: it is the \(event.generation)th event of a chain of "
                + "requests and view events that keeps triggering itself.")
            return
        }
        propagation.eventDepth += 1
        defer { propagation.eventDepth -= 1 }
        let runScope = Scope(parent: event.scope, cells: [StateCell(id: event.name, value: implicitState)],
                             label: "event \(event.name)")
        batch {
            for action in event.definition.actions {
                runAction(action, of: event, in: runScope)
            }
        }
    }

    private func runAction(_ action: ActionDescription, of event: ServerDrivenEvent, in scope: Scope) {
        if let problem = action.problem {
            log(.error, problem)
            return
        }
        guard let handler = actionHandler(for: action.component) else {
            log(.error, "Couldn't find handler for action with name \"\(action.name)\". Please, make sure you "
                + "registered your custom actions.")
            return
        }
        let triggered = trigger(action, of: event, in: scope)
        do {
            try handler(triggered)
        } catch let error as StratusCoreError where error.kind == .actionDeserialization {
            log(.error, "ActionDeserializationError: \(error.message)")
        } catch {
            log(.error, "ActionExecutionError: Error while executing the action \"\(action.name)\". "
                + BoundExpression.text(of: error))
        }
        for observer in actionObservers { observer(triggered) }
    }

    /// Evaluates an action's properties in `scope` and creates its nested events.
    func trigger(_ action: ActionDescription, of event: ServerDrivenEvent, in scope: Scope) -> ActionTriggeredEvent {
        var properties = action.properties.raw
        var nested: [String: ServerDrivenEvent] = [:]
        for part in action.properties.dynamicParts {
            switch part {
            case .expression(let path, let expression):
                let value = BoundExpression.evaluateDetached(expression, in: scope, engine: self) {
                    [owner = action.jsonPath] in propertyJSONPath(path, of: owner)
                }
                properties.set(value, at: path)
            case .event(let path, let description):
                nested[propertyPathString(path)] = ServerDrivenEvent(description: description, scope: scope,
                                                                     node: event.node,
                                                                     generation: event.generation, engine: self)
            }
        }
        return ActionTriggeredEvent(name: action.name, properties: properties, metadata: action.metadata, event: event,
                                    scope: scope, engine: self, jsonPath: action.jsonPath, nestedEvents: nested)
    }

    /// The `setState` semantics: `path` is a state id plus dotted keys, found from `scope` upwards.
    ///
    /// Docs/Nimbus.md §2.1: no `[i]` indexes; an unknown state throws `Could not find state "x"`.
    public func setState(path: String, value: JSONValue, from scope: Scope) throws {
        guard let reference = StateReference(statePath: path) else {
            throw StratusCoreError(.actionExecution, "The path \"\(path)\" is not a valid state path.")
        }
        guard let cell = scope.state(named: reference.stateID) else {
            throw StratusCoreError(.actionExecution, "Could not find state \"\(reference.stateID)\"")
        }
        write(value, to: cell, at: reference.path.map(\.description))
    }
}
