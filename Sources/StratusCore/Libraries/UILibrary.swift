/// What the engine knows of a registered component: whether it builds its children lazily and which properties
/// it declares. The UI layer (StratusTerminal's `addComponent(_:_:)`) makes these from a component type, with
/// what it needs to build the component's view; the engine and `stratus check` read only these two.
public protocol ComponentFactory: Sendable {
    /// True when a node with these (resolved) properties shows only some of its children at a time and asks for
    /// the rest by index (`Node.lazyRow(at:)`): a `forEach` directly inside then builds rows only when they are
    /// asked for. A lazy list says true whatever its properties, `layout:scrollView` only with `"lazy": true`;
    /// every other component false: its children are built up front, as nimbus-core does. Asked once per node,
    /// when its children are built (`Node.buildsChildrenLazily`).
    func buildsChildrenLazily(given properties: JSONObject) -> Bool
    /// The component's properties (an `ValueSchema.object(_:)` schema, or `ValueSchema.any` for a component
    /// that reads its properties by hand); `stratus check` type-checks nodes against it. A factory may work it out
    /// the first time it is asked for rather than when it is registered.
    var schema: ValueSchema? { get }
}

/// The body of an action: it receives the triggered action (resolved properties, scope, engine) and may throw;
/// a thrown error is logged and the event's next actions still run.
public typealias ActionHandler = @MainActor @Sendable (ActionTriggeredEvent) throws -> Void

/// Something that watches every action after its handler ran (analytics, tests).
public typealias ActionObserver = @MainActor @Sendable (ActionTriggeredEvent) -> Void

/// A named library of components, actions, operations and action observers (Docs/Nimbus.md §2, §8).
///
/// Each `add…` method consumes the library it is called on and returns it with one more entry, so that a chain of
/// them adds every entry in place; a library kept in a variable and added to again is copied first, as a value is.
///
/// Registering `"button"` in library `"myApp"` makes `myApp:button`; a library with the empty namespace
/// extends the core library. Operation names are global: the namespace does not apply to them.
/// ```swift
/// let myApp = UILibrary("myApp")
///     .addComponent("button", CustomButton.self)      // StratusTerminal: a `View & Decodable` type
///     .addAction("save") { event in ... }
///     .addOperation("formatPrice") { arguments in ... }
/// ```
public struct UILibrary: Sendable {
    /// The namespace of the library's components and actions.
    public let namespace: String
    /// Registered components by name (without the namespace), each one's factory made if it was not yet.
    public var components: [String: any ComponentFactory] {
        Self.table(of: componentEntries, name: \.name) { $0.factory.value }
    }
    /// The components added, in the order they were added, each one's factory made the first time it is looked up
    /// (``component(named:)``): a screen meets a few of the components the libraries register, and making every
    /// factory and a table of them at start, with the table rehashed as it grew, was about 140,000 instructions of the
    /// catalogue's first frame (Docs/Evidence.md, "Catalogue first frame: a component's factory made when first
    /// looked up").
    private var componentEntries: [ComponentEntry] = []
    /// Registered actions by name (without the namespace).
    public var actions: [String: ActionHandler] { Self.table(of: actionEntries, name: \.name) { $0.handler } }
    /// The properties of actions registered as `ActionDecodable` types, recorded from their decoding code, and of
    /// actions registered with their properties.
    public var actionSchemas: [String: ValueSchema] {
        Self.table(of: actionEntries, name: \.name) { $0.schema?.value }
    }
    /// The actions added, in the order they were added, each with its properties when they are declared, worked out
    /// the first time they are asked for: recording a schema runs the type's decoding code, whose conformance checks
    /// each scan every conformance record of the program, and a screen that never meets the action, or is never
    /// checked, should not pay for it (Docs/Evidence.md, "Process floor: argument parsing and exported symbols"). A
    /// list rather than a table, as the components are: the engine looks an action up once and keeps it.
    private var actionEntries: [ActionEntry] = []
    /// Registered operations by (global) name.
    public var operations: [String: OperationHandler] {
        Self.table(of: operationEntries, name: \.name) { $0.body }
    }
    /// The operations added, in the order they were added (the engine looks one up once and keeps it).
    private var operationEntries: [OperationEntry] = []
    /// A table of `entries` by their names, the last one of a name in it (nil `value` leaving none), as adding them
    /// to a table one by one gave.
    private static func table<Entry, Value>(of entries: [Entry], name: (Entry) -> String,
                                            value: (Entry) -> Value?) -> [String: Value] {
        var table: [String: Value] = [:]
        for entry in entries { table[name(entry)] = value(entry) }
        return table
    }
    /// Observers of every action.
    public private(set) var actionObservers: [ActionObserver] = []
    /// Action names whose push/present-style initializer prefetches (`push`, `present`).
    var prefetchingActions: Set<String> = []

    /// Creates an empty library for `namespace` (`""` extends the core library).
    public init(_ namespace: String) {
        self.namespace = namespace
    }

    /// Adds a component under `name`. Components are registered by type with StratusTerminal's
    /// `addComponent(_:_:)`, which makes the factory: this is the hook it uses, open to the package (and to
    /// tests of the engine alone), not to apps.
    package consuming func addComponent(_ name: String, factory: any ComponentFactory) -> UILibrary {
        var copy = self
        copy.componentEntries.append(ComponentEntry(name: name, factory: Once(made: factory)))
        return copy
    }

    /// Adds a component under `name` whose factory `make` makes the first time the component is looked up. The hook
    /// StratusTerminal's `addComponent(_:_:)` registers with.
    package consuming func addComponent(_ name: String,
                                        makingFactory make: @escaping () -> any ComponentFactory) -> UILibrary {
        var copy = self
        copy.componentEntries.append(ComponentEntry(name: name, factory: Once(make)))
        return copy
    }

    /// The factory of the component added last as `name`, made now if it was not yet; nil when none was.
    package func component(named name: String) -> (any ComponentFactory)? {
        componentEntries.last { $0.name == name }?.factory.value
    }

    /// The names of the components added, each once.
    package var componentNames: Set<String> { Set(componentEntries.map(\.name)) }

    /// Adds an action with a closure handler.
    public consuming func addAction(_ name: String, handler: @escaping ActionHandler) -> UILibrary {
        addAction(name, handler: handler, schema: nil)
    }

    /// Adds an action with a closure handler and the properties it reads, so that `stratus check` type-checks
    /// them as it does an `ActionDecodable` action's.
    public consuming func addAction(_ name: String, properties: [PropertySchema],
                                    handler: @escaping ActionHandler) -> UILibrary {
        addAction(name, handler: handler, schema: Once { .object(properties) })
    }

    /// Adds an action whose properties are decoded into `T` (through StratusDecoder, Docs/Nimbus.md §8) and then
    /// executed. A decoding error is logged as an action deserialization error and the action does not run.
    /// Its schema (`SchemaRecorder`) is recorded when first asked for, so that `stratus check` type-checks the
    /// action's properties.
    public consuming func addAction<T: ActionDecodable>(_ name: String, _ type: T.Type) -> UILibrary {
        let handler: ActionHandler = { event in
            let action = try event.decodeProperties(as: T.self)
            try action.execute()
        }
        return addAction(name, handler: handler, schema: Once { SchemaRecorder.schema(of: T.self) })
    }

    private consuming func addAction(_ name: String, handler: @escaping ActionHandler,
                                     schema: Once<ValueSchema>?) -> UILibrary {
        var copy = self
        copy.actionEntries.append(ActionEntry(name: name, handler: handler, schema: schema))
        return copy
    }

    /// The handler of the action added last as `name`; nil when none was.
    package func action(named name: String) -> ActionHandler? {
        actionEntries.last { $0.name == name }?.handler
    }

    /// The declared properties of the action added last as `name`, worked out when first asked for; nil when it
    /// declares none or none was added.
    package func actionSchema(named name: String) -> Once<ValueSchema>? {
        actionEntries.last { $0.name == name }?.schema
    }

    /// The names of the actions added, each once.
    package var actionNames: Set<String> { Set(actionEntries.map(\.name)) }

    /// Adds an operation with a closure body.
    public consuming func addOperation(_ name: String, _ body: @escaping OperationHandler) -> UILibrary {
        var copy = self
        copy.operationEntries.append(OperationEntry(name: name, body: body))
        return copy
    }

    /// Adds an operation whose positional arguments are zipped to `T.properties` and decoded into `T`.
    /// Fewer arguments than property names, a decoding error or a throwing `execute` give null and a log line.
    public consuming func addOperation<T: OperationDecodable>(_ name: String, _ type: T.Type) -> UILibrary {
        addOperation(name) { arguments in
            try OperationDecoding.run(T.self, arguments: arguments)
        }
    }

    /// The body of the operation added last as `name`; nil when none was.
    package func operation(named name: String) -> OperationHandler? {
        operationEntries.last { $0.name == name }?.body
    }

    /// The names of the operations added, in the order they were added (a name added again more than once).
    package var operationNames: [String] { operationEntries.map(\.name) }

    /// Adds an observer called after every action handler, with the same triggered event.
    public consuming func addActionObserver(_ observer: @escaping ActionObserver) -> UILibrary {
        var copy = self
        copy.actionObservers.append(observer)
        return copy
    }

    /// Marks `name` as an action whose `prefetch: true` starts fetching its `url` when the event is built.
    consuming func addPrefetchingAction(_ name: String) -> UILibrary {
        var copy = self
        copy.prefetchingActions.insert(name)
        return copy
    }
}

/// A component added to a library: its name, and its factory, made when first asked for.
private struct ComponentEntry: Sendable {
    let name: String
    let factory: Once<any ComponentFactory>
}

/// An action added to a library: its name, its handler, and its declared properties, if any, worked out when first
/// asked for.
private struct ActionEntry: Sendable {
    let name: String
    let handler: ActionHandler
    let schema: Once<ValueSchema>?
}

/// An operation added to a library. A struct, not a tuple: the metadata of an array of tuples holding a function is
/// made at run time, 30,000 instructions the first time.
private struct OperationEntry: Sendable {
    let name: String
    let body: OperationHandler
}
