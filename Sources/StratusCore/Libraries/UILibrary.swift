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
    /// Registered components by name (without the namespace).
    public private(set) var components: [String: any ComponentFactory] = [:]
    /// Registered actions by name (without the namespace).
    public private(set) var actions: [String: ActionHandler] = [:]
    /// The properties of actions registered as `ActionDecodable` types, recorded from their decoding code, and of
    /// actions registered with their properties.
    public var actionSchemas: [String: ValueSchema] { declaredActionSchemas.mapValues(\.value) }
    /// The same, each worked out the first time it is asked for: recording a schema runs the type's decoding code,
    /// whose conformance checks each scan every conformance record of the program, and a screen that never meets
    /// the action, or is never checked, should not pay for it (Docs/Evidence.md, "Process floor: argument parsing and
    /// exported symbols").
    private(set) var declaredActionSchemas: [String: Once<ValueSchema>] = [:]
    /// Registered operations by (global) name.
    public private(set) var operations: [String: OperationHandler] = [:]
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
        copy.components[name] = factory
        return copy
    }

    /// Adds an action with a closure handler.
    public consuming func addAction(_ name: String, handler: @escaping ActionHandler) -> UILibrary {
        var copy = self
        copy.actions[name] = handler
        return copy
    }

    /// Adds an action with a closure handler and the properties it reads, so that `stratus check` type-checks
    /// them as it does an `ActionDecodable` action's.
    public consuming func addAction(_ name: String, properties: [PropertySchema],
                                    handler: @escaping ActionHandler) -> UILibrary {
        var copy = addAction(name, handler: handler)
        copy.declaredActionSchemas[name] = Once { .object(properties) }
        return copy
    }

    /// Adds an action whose properties are decoded into `T` (through StratusDecoder, Docs/Nimbus.md §8) and then
    /// executed. A decoding error is logged as an action deserialization error and the action does not run.
    /// Its schema (`SchemaRecorder`) is recorded when first asked for, so that `stratus check` type-checks the
    /// action's properties.
    public consuming func addAction<T: ActionDecodable>(_ name: String, _ type: T.Type) -> UILibrary {
        var copy = addAction(name) { event in
            let action = try event.decodeProperties(as: T.self)
            try action.execute()
        }
        copy.declaredActionSchemas[name] = Once { SchemaRecorder.schema(of: T.self) }
        return copy
    }

    /// Adds an operation with a closure body.
    public consuming func addOperation(_ name: String, _ body: @escaping OperationHandler) -> UILibrary {
        var copy = self
        copy.operations[name] = body
        return copy
    }

    /// Adds an operation whose positional arguments are zipped to `T.properties` and decoded into `T`.
    /// Fewer arguments than property names, a decoding error or a throwing `execute` give null and a log line.
    public consuming func addOperation<T: OperationDecodable>(_ name: String, _ type: T.Type) -> UILibrary {
        addOperation(name) { arguments in
            try OperationDecoding.run(T.self, arguments: arguments)
        }
    }

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
