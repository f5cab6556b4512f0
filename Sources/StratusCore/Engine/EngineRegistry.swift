/// The engine's registries: what each component, action and operation name stands for, from the libraries
/// registered (the core library first).
///
/// A name registered again replaces the earlier one; action observers add up. The engine answers its public
/// look-ups (``ServerDrivenEngine/componentFactory(for:)``, ``ServerDrivenEngine/actionHandler(named:)``...) from
/// here.
struct EngineRegistry {
    private(set) var components: [ComponentName: Component] = [:]
    private(set) var actions: [ComponentName: ActionHandler] = [:]
    private(set) var actionSchemas: [ComponentName: Once<ValueSchema>] = [:]
    private(set) var operations: [String: OperationHandler] = BuiltinOperations.all
    /// The observers of every action, in the order their libraries were registered.
    private(set) var actionObservers: [ActionObserver] = []
    /// The actions whose screens are fetched ahead when the screen that holds them loads (`push`, `present`).
    private(set) var prefetchingActions: Set<ComponentName> = []

    /// Adds what `library` registers, under its namespace (operations are global).
    mutating func register(_ library: UILibrary) {
        for (name, factory) in library.components {
            let name = ComponentName(namespace: library.namespace, name: name)
            components[name] = Component(name: name, factory: factory)
        }
        for (name, schema) in library.declaredActionSchemas {
            actionSchemas[ComponentName(namespace: library.namespace, name: name)] = schema
        }
        for (name, handler) in library.actions {
            actions[ComponentName(namespace: library.namespace, name: name)] = handler
        }
        for (name, handler) in library.operations { operations[name] = handler }
        actionObservers += library.actionObservers
        for name in library.prefetchingActions {
            prefetchingActions.insert(ComponentName(namespace: library.namespace, name: name))
        }
    }

    /// Adds what each of `libraries` registers, in order, with room made once for all their components: grown one
    /// insertion at a time, the table was rehashed several times over on every start (the built-in and sample
    /// libraries register about 150 components).
    mutating func register(contentsOf libraries: [UILibrary]) {
        components.reserveCapacity(libraries.reduce(components.count) { $0 + $1.components.count })
        for library in libraries { register(library) }
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
