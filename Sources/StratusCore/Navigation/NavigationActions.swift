/// The navigation actions of the core library: `push`, `present`, `pop`, `popTo`, `dismiss` (Docs/Nimbus.md §2.1),
/// and the prefetch their events start when they are built (Docs/Nimbus.md §7).
@MainActor
enum NavigationActions {
    /// The actions that take the user back to a screen already open.
    nonisolated static let backActionNames: Set<String> = ["pop", "popTo", "dismiss"]

    static func push(_ event: ActionTriggeredEvent) throws {
        let request = try viewRequest(from: event)
        event.navigator.push(request, from: origin(of: event))
    }

    static func present(_ event: ActionTriggeredEvent) throws {
        let request = try viewRequest(from: event)
        event.navigator.present(request, from: origin(of: event))
    }

    static func pop(_ event: ActionTriggeredEvent) throws {
        event.navigator.pop()
    }

    static func popTo(_ event: ActionTriggeredEvent) throws {
        let reader = event.reader
        let url = reader["url"].string()
        if reader.hasErrors { throw CoreLibrary.deserializationError(event, reader) }
        event.navigator.popTo(url: url)
    }

    static func dismiss(_ event: ActionTriggeredEvent) throws {
        event.navigator.dismiss()
    }

    /// The origin deciding which URLs an action may reach: its screen's, or `.inline` outside navigation.
    static func origin(of event: ActionTriggeredEvent) -> Screen.Origin {
        event.screen?.origin ?? .inline
    }

    /// Reads `url`, `method`, `headers`, `body` (or `data`), `fallback`, `prefetch`, `state` and `events`.
    static func viewRequest(from event: ActionTriggeredEvent) throws -> ViewRequest {
        let reader = event.reader
        let url = reader["url"].string()
        let method = reader["method"].optionalEnum(HTTPMethod.self) ?? .get
        let headers = reader["headers"].stringMap()
        // Docs/Nimbus.md §2.1, where Stratus differs: the core reads `body`, backends emit `data`: accept both.
        var body = reader["body"].value
        if body.isNull { body = reader["data"].value }
        let fallback = reader["fallback"].value
        let prefetch = reader["prefetch"].optionalBool() ?? false
        let state = reader["state"].optionalObject() ?? [:]
        if reader.hasErrors { throw CoreLibrary.deserializationError(event, reader) }
        var events: [String: ServerDrivenEvent] = [:]
        for path in event.nestedEvents.keys where path.hasPrefix("events.") {
            let name = String(path.dropFirst("events.".count))
            if !name.contains("."), !name.contains("[") { events[name] = event.nestedEvents[path] }
        }
        return ViewRequest(url: url, method: method, headers: headers, body: body.isNull ? nil : body,
                           fallback: fallback.isNull ? nil : fallback, state: state, events: events,
                           prefetch: prefetch)
    }
}

extension ServerDrivenEngine {
    /// Starts the prefetches of an event's push/present actions with `prefetch: true`, nested events included.
    ///
    /// The URL and method are evaluated in the declaring scope, without the event's implicit state.
    func startPrefetches(for description: EventDescription, scope: Scope) {
        for action in description.actions where action.problem == nil {
            // The flag first: a look-up among the action's few properties, where the name is hashed.
            if action.properties.raw["prefetch"] == .bool(true), prefetches(action.component) {
                // The fetch itself (url, method, headers, body) is evaluated now; state and events wait for the push.
                let fetchKeys: Set<String> = ["url", "method", "headers", "body", "data"]
                var properties = action.properties.raw
                for case .expression(let path, let expression) in action.properties.dynamicParts {
                    guard case .key(let key)? = path.first, fetchKeys.contains(key) else { continue }
                    properties.set(BoundExpression.evaluateDetached(expression, in: scope, engine: self,
                                                                    at: { [owner = action.jsonPath] in propertyJSONPath(path, of: owner) }),
                                   at: path)
                }
                let reader = PropertyReader(properties)
                if let url = reader["url"].optionalString() {
                    let method = reader["method"].optionalEnum(HTTPMethod.self) ?? .get
                    var body = reader["body"].value
                    if body.isNull { body = reader["data"].value }
                    let request = ViewRequest(url: url, method: method, headers: reader["headers"].stringMap(),
                                              body: body.isNull ? nil : body)
                    navigator.prefetch(request, from: scope.screen?.origin ?? .inline)
                }
            }
            for (_, nested) in action.properties.events {
                startPrefetches(for: nested, scope: scope)
            }
        }
    }
}
