/// A runnable event: a list of actions bound to the scope it was declared in (a node, or an outer event).
///
/// `run()` evaluates each action's properties right before that action runs, calls its handler, logs a failure
/// and goes on with the next action; state changes reach the UI in one batch after the last action
/// (Docs/Nimbus.md §2).
@MainActor
public final class ServerDrivenEvent {
    /// The event's name, also the name of its implicit state (`onPress`, `onChange`, `onSuccess`).
    public let name: String
    /// The actions as written.
    public let definition: EventDescription
    /// The scope the event was declared in; each run gets a child scope holding the implicit state.
    public let scope: Scope
    /// The node that declared the event (directly or through an outer event), for logs.
    public private(set) weak var node: Node?
    /// How many events led to this one across asynchronous hops (sendRequest callbacks, view events).
    let generation: Int
    unowned let engine: ServerDrivenEngine

    init(description: EventDescription, scope: Scope, node: Node?, generation: Int, engine: ServerDrivenEngine) {
        self.name = description.name
        self.definition = description
        self.scope = scope
        self.node = node
        self.generation = generation
        self.engine = engine
    }

    /// Runs the actions with a null implicit state.
    public func run() {
        engine.run(self, implicitState: .null)
    }

    /// Sets the event's implicit state (named after the event) to `implicitState`, then runs the actions.
    public func run(with implicitState: JSONValue) {
        engine.run(self, implicitState: implicitState)
    }

    /// The action names of this event, in order (for tests and tooling).
    public var actionNames: [String] { definition.actions.map(\.name) }

    /// True when every action of the event only takes the user back (`pop`, `popTo`, `dismiss`): a Back button's
    /// event. A renderer may keep focus from starting on such a control.
    public var onlyGoesBack: Bool {
        let names = actionNames
        return !names.isEmpty && names.allSatisfy(NavigationActions.backActionNames.contains)
    }
}

/// One action being run: its resolved properties, the event that runs it and access to the engine.
///
/// Handlers and `@CoreAction` receive this object.
@MainActor
public final class ActionTriggeredEvent {
    /// The action's identifier as written (`setState`, `myApp:save`).
    public let name: String
    /// The action's properties, evaluated right now in the event's scope; nested events stay raw lists.
    public let properties: JSONObject
    /// The action's metadata as written (never used by handlers; observers may read it).
    public let metadata: JSONObject?
    /// The event running the action.
    public let event: ServerDrivenEvent
    /// The scope of this run: the event's implicit state, then the declaring node's chain.
    public let scope: Scope
    /// The engine.
    public unowned let engine: ServerDrivenEngine
    /// Where the action sits in the screen.
    public let jsonPath: String
    let nestedEvents: [String: ServerDrivenEvent]

    init(name: String, properties: JSONObject, metadata: JSONObject?, event: ServerDrivenEvent, scope: Scope,
         engine: ServerDrivenEngine, jsonPath: String, nestedEvents: [String: ServerDrivenEvent]) {
        self.name = name
        self.properties = properties
        self.metadata = metadata
        self.event = event
        self.scope = scope
        self.engine = engine
        self.jsonPath = jsonPath
        self.nestedEvents = nestedEvents
    }

    /// The navigator of the engine.
    public var navigator: ScreenNavigator { engine.navigator }

    /// The screen the action's event belongs to, when it belongs to one.
    public var screen: Screen? { scope.screen }

    /// A nested event of the action's properties: `"onSuccess"`, `"events.onNoteSaved"`.
    public func event(at path: String) -> ServerDrivenEvent? {
        nestedEvents[path]
    }

    /// The nested event paths, in the order they appear.
    public var eventPaths: [String] { nestedEvents.keys.sorted() }

    /// A reader over the properties, with the core's coercions and error messages.
    public var reader: PropertyReader { PropertyReader(properties) }

    /// Writes a state seen from this action, like the `setState` action (`path` is `id` or `id.key.key`).
    public func setState(path: String, value: JSONValue) throws {
        try engine.setState(path: path, value: value, from: scope)
    }

    /// Logs through the engine.
    public func log(_ level: LogEntry.Level, _ message: String) {
        engine.log(level, message)
    }

    /// Decodes the properties into `T`; `@Event`, `@StatefulEvent` and `@CoreAction` find this action.
    public func decodeProperties<T: Decodable>(as type: T.Type) throws -> T {
        do {
            return try ValueDecoding.decode(T.self, from: .object(properties), userInfo: [.stratusAction: self])
        } catch {
            throw StratusCoreError(.actionDeserialization, "Error while deserializing the properties of the action "
                + "\"\(name)\": \(error)", jsonPath: jsonPath)
        }
    }
}
