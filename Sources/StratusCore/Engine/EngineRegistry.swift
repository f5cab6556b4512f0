/// The engine's registries: what each component, action and operation name stands for, from the libraries
/// registered (the core library first).
///
/// A name registered again replaces the earlier one; action observers add up. The engine answers its public
/// look-ups (``ServerDrivenEngine/componentFactory(for:)``, ``ServerDrivenEngine/actionHandler(named:)``...) from
/// here.
///
/// The libraries are kept as they are, in the order they were registered, and a component or action is looked up in
/// them when it is asked for (in the last library of its namespace that has the name): a screen meets a few of the 150
/// or so names the built-in and sample libraries register, and a table of them all, made at every start, was about
/// 240,000 instructions of the catalogue's first frame (Docs/Evidence.md, "Catalogue first frame: the registry looks
/// names up when asked"). A component is looked up again when asked again (about 1,000 instructions; the engine keeps
/// its last ones, ``ServerDrivenEngine/componentFactory(for:)``); an action, asked for each event built, and an
/// operation (names are global: looked up in every library, then among the built-in ones) are kept once found. Action
/// observers and prefetching actions are few and are gathered when a library is registered.
struct EngineRegistry {
    /// The libraries registered, in the order they were registered (a dozen: a look-up compares their namespaces).
    private var libraries: [UILibrary] = []
    /// The actions looked up so far, by name (a name no library registers is not kept).
    private var resolvedActions: [ComponentName: ActionHandler] = [:]
    /// The operations looked up so far, by name, and the built-in ones until a library registers their name (a name
    /// no library registers is not kept).
    private var resolvedOperations: [String: OperationHandler] = BuiltinOperations.all
    /// The observers of every action, in the order their libraries were registered.
    private(set) var actionObservers: [ActionObserver] = []
    /// The actions whose screens are fetched ahead when the screen that holds them loads (`push`, `present`).
    private(set) var prefetchingActions: Set<ComponentName> = []

    /// Adds what `library` registers, under its namespace (operations are global).
    mutating func register(_ library: UILibrary) {
        libraries.append(library)
        // An action or operation looked up may now be the new library's.
        if !resolvedActions.isEmpty {
            resolvedActions = resolvedActions.filter { $0.key.namespace != library.namespace }
        }
        for name in library.operationNames { resolvedOperations.removeValue(forKey: name) }
        if !library.actionObservers.isEmpty { actionObservers += library.actionObservers }
        for name in library.prefetchingActions {
            prefetchingActions.insert(ComponentName(namespace: library.namespace, name: name))
        }
    }

    /// Adds what each of `libraries` registers, in order.
    mutating func register(contentsOf libraries: [UILibrary]) {
        self.libraries.reserveCapacity(self.libraries.count + libraries.count)
        for library in libraries { register(library) }
    }

    /// The component registered as `name`.
    func component(named name: ComponentName) -> Component? {
        lastRegistered(name, in: { $0.component(named: $1) }).map { Component(name: name, factory: $0) }
    }

    /// The handler of the action `name`, looked up in its namespace's libraries the first time and kept.
    ///
    /// Inlined where the engine asks (as the table it replaces was read there): called, a handler read from a
    /// dictionary is wrapped in a new closure for its caller, an allocation for every action of every event built
    /// (count-build).
    @inline(__always)
    mutating func action(named name: ComponentName) -> ActionHandler? {
        if let handler = resolvedActions[name] { return handler }
        return resolveAction(named: name)
    }

    /// The handler of the action `name`, looked up in its namespace's libraries and kept.
    private mutating func resolveAction(named name: ComponentName) -> ActionHandler? {
        guard let handler = lastRegistered(name, in: { $0.action(named: $1) }) else { return nil }
        resolvedActions[name] = handler
        return handler
    }

    /// The operation `name`: a built-in one no library replaced, or one found before, else looked up in every library
    /// (names are global), then among the built-in operations, and kept. Inlined as ``action(named:)`` is.
    @inline(__always)
    mutating func operation(named name: String) -> OperationHandler? {
        if let handler = resolvedOperations[name] { return handler }
        return resolveOperation(named: name)
    }

    /// The operation `name`, looked up in every library, then among the built-in operations, and kept.
    private mutating func resolveOperation(named name: String) -> OperationHandler? {
        var found: OperationHandler?
        for library in libraries.reversed() {
            found = library.operation(named: name)
            if found != nil { break }
        }
        guard let handler = found ?? BuiltinOperations.all[name] else { return nil }
        resolvedOperations[name] = handler
        return handler
    }

    /// The declared properties of the action `name`, worked out when first asked for (by its library).
    func actionSchema(named name: ComponentName) -> Once<ValueSchema>? {
        lastRegistered(name, in: { $0.actionSchema(named: $1) })
    }

    /// Every registered component name, each once.
    var componentNames: [ComponentName] { names(in: { $0.componentNames }) }

    /// Every registered action name, each once.
    var actionNames: [ComponentName] { names(in: { $0.actionNames }) }

    /// Every registered operation name, each once.
    var operationNames: [String] {
        var names = Set(BuiltinOperations.all.keys)
        for library in libraries { names.formUnion(library.operationNames) }
        return Array(names)
    }

    /// What the last library of `name`'s namespace that registers `name.name` (`entry` of the library and the name
    /// is not nil) registered under it.
    private func lastRegistered<Value>(_ name: ComponentName,
                                       in entry: (UILibrary, String) -> Value?) -> Value? {
        for library in libraries.reversed() where library.namespace == name.namespace {
            if let value = entry(library, name.name) { return value }
        }
        return nil
    }

    /// The names each library gives (`named`), each once.
    private func names(in named: (UILibrary) -> Set<String>) -> [ComponentName] {
        var names = Set<ComponentName>()
        for library in libraries {
            for name in named(library) {
                names.insert(ComponentName(namespace: library.namespace, name: name))
            }
        }
        return Array(names)
    }

    /// A registered component's name and factory, as an object the engine can keep its last look-ups in
    /// (``ServerDrivenEngine/componentFactory(for:)``).
    final class Component {
        let name: ComponentName
        let factory: any ComponentFactory
        init(name: ComponentName, factory: any ComponentFactory) {
            self.name = name
            self.factory = factory
        }
    }
}
