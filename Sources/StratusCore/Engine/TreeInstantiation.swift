/// Turning node descriptions into live nodes, `if`s and `forEach`es bound to their scopes.
extension ServerDrivenEngine {
    /// The root `fragment` node `nimbus:root` around a screen's content, attached.
    func makeRoot(for description: NodeDescription, in scope: Scope) -> Node {
        let root = Node(id: "nimbus:root", component: .fragment, properties: [:], path: NodePath("$"), scope: scope,
                        states: [], parent: nil, engine: self)
        root.slots = [instantiate(description, suffix: "", scope: scope, parent: root, container: root)]
        batch {
            root.recomputeChildren()
            root.setAttached(true)
        }
        return root
    }

    /// Instantiates one description under `parent` (the nearest node), for `container` (the node or structural
    /// element whose slots hold it). `suffix` is appended to every id (forEach iterations).
    func instantiate(_ description: NodeDescription, suffix: String, scope parentScope: Scope, parent: Node?,
                     container: any ChildContainer) -> ChildSlot {
        withUnsafePointer(to: description) {
            instantiate(at: $0, suffix: suffix, scope: parentScope, parent: parent, container: container)
        }
    }

    /// Instantiates each of `descriptions` as ``instantiate(_:suffix:scope:parent:container:)`` does, in order.
    func instantiate(_ descriptions: [NodeDescription], suffix: String, scope: Scope, parent: Node?,
                     container: any ChildContainer) -> [ChildSlot] {
        var slots: [ChildSlot] = []
        slots.reserveCapacity(descriptions.count)
        descriptions.withUnsafeBufferPointer { buffer in
            guard let first = buffer.baseAddress else { return }
            for index in buffer.indices {
                slots.append(instantiate(at: first + index, suffix: suffix, scope: scope, parent: parent,
                                         container: container))
            }
        }
        return slots
    }

    /// ``instantiate(_:suffix:scope:parent:container:)`` of the description at `description`, read where it lies.
    ///
    /// A description passed as a value was copied first wherever it came from an array (a node's children, a
    /// forEach's templates), about ten references retained and released per node for the members it holds; read
    /// through its address, only the members a node keeps are copied (Docs/Evidence.md).
    private func instantiate(at description: UnsafePointer<NodeDescription>, suffix: String, scope parentScope: Scope,
                             parent: Node?, container: any ChildContainer) -> ChildSlot {
        let (scope, cells) = description.pointee.states.isEmpty
            ? (parentScope, []) : makeScope(for: description.pointee, suffix: suffix, parent: parentScope)
        let id = description.pointee.id + suffix
        if description.pointee.component.namespace.isEmpty {
            switch description.pointee.component.name {
            case "if":
                let element = IfElement(id: id, scope: scope, engine: self)
                element.states = cells
                element.container = container
                element.build(description.pointee, suffix: suffix, parent: parent)
                return .structure(element)
            case "forEach":
                let element = ForEachElement(id: id, scope: scope, engine: self)
                element.states = cells
                element.container = container
                element.isVirtual = parent.map { $0 === container && $0.buildsChildrenLazily } ?? false
                element.build(description.pointee, suffix: suffix, parent: parent)
                return .structure(element)
            default:
                break
            }
        }
        let node = Node(id: id, component: description.pointee.component,
                        properties: description.pointee.properties.raw, path: description.pointee.path, scope: scope,
                        states: cells, parent: parent, engine: self)
        bindProperties(description.pointee.properties.dynamicParts, of: node)
        if !description.pointee.children.isEmpty {
            node.takeBuiltSlots(instantiate(description.pointee.children, suffix: suffix, scope: scope, parent: node,
                                            container: node))
        }
        return .node(node)
    }

    /// Instantiates `descriptions` with the local states in `kept` (by scope label) instead of their initial
    /// values: a released `if` branch or `forEach` row built again.
    func instantiate(_ descriptions: [NodeDescription], suffix: String, scope: Scope, parent: Node?,
                     container: any ChildContainer, restoring kept: KeptStates) -> [ChildSlot] {
        guard !kept.isEmpty else {
            return instantiate(descriptions, suffix: suffix, scope: scope, parent: parent, container: container)
        }
        let outer = propagation.restoringStates
        propagation.restoringStates = outer.isEmpty ? kept : outer.merging(kept) { _, restored in restored }
        defer { propagation.restoringStates = outer }
        return instantiate(descriptions, suffix: suffix, scope: scope, parent: parent, container: container)
    }

    /// The scope for a description: the parent's, or a new one holding the description's states.
    ///
    /// Docs/Nimbus.md §3.1: a top-level string initial value containing an expression is evaluated once, in the
    /// node's own scope; expressions nested inside maps or lists are not. A subtree built again after its nodes
    /// were released takes its kept values instead (see `KeptStates`).
    func makeScope(for description: NodeDescription, suffix: String,
                           parent: Scope) -> (Scope, [StateCell]) {
        guard !description.states.isEmpty else { return (parent, []) }
        let scope = Scope(parent: parent, label: description.id + suffix)
        let kept = propagation.restoringStates[scope.label]
        var cells: [StateCell] = []
        for (stateID, initial) in description.states {
            if let keptValue = kept?[stateID] {
                let cell = StateCell(id: stateID, value: keptValue)
                scope.declare(cell)
                cells.append(cell)
                continue
            }
            var value = initial
            if case .string(let text) = initial {
                switch ExpressionParser.parse(text) {
                case .expression(let expression):
                    value = BoundExpression.evaluateDetached(expression, in: scope, engine: self,
                                                             at: { [owner = description.path] in stateJSONPath(stateID, of: owner.text) })
                case .text(let plain):
                    value = .string(plain)
                }
            }
            let cell = StateCell(id: stateID, value: value)
            scope.declare(cell)
            cells.append(cell)
        }
        return (scope, cells)
    }

    /// Evaluates a node's property expressions into its properties, keeps the live ones, and creates its events.
    ///
    /// What it makes is gathered here and handed to the node at once: written into the node one by one, each
    /// property, binding and event paid for an access check and a dictionary of events was made per node.
    func bindProperties(_ parts: [PropertyTemplate.DynamicPart], of node: Node) {
        guard !parts.isEmpty else { return }
        var properties = node.properties
        var settings = 0
        var bindings: [Binding] = []
        var events = NodeEvents()
        for part in parts {
            switch part {
            case .expression(let path, let expression):
                let binding = Binding(expression, path: path, scope: node.scope, engine: self, owner: node,
                                      at: { propertyJSONPath(path, of: node.jsonPath) })
                properties.set(binding.value, at: path)
                settings += 1
                if !binding.isConstant { bindings.append(binding) }
            case .event(let path, let description):
                let event = ServerDrivenEvent(description: description, scope: node.scope, node: node, generation: 0,
                                              engine: self)
                events.add(event, at: propertyPathString(path))
                eventWasCreated(event)
            }
        }
        node.takeBound(properties: properties, settings: settings, bindings: bindings, events: events)
    }

    /// Checks the event's actions (unknown actions are logged at build time) and starts prefetches.
    func eventWasCreated(_ event: ServerDrivenEvent) {
        // By index: a loop over the actions copied each of them, its properties and all.
        let actions = event.definition.actions
        for index in actions.indices where actions[index].problem == nil {
            if actionHandler(for: actions[index].component) == nil {
                log(.error, "Couldn't find handler for action with name \"\(actions[index].name)\". Please, make sure "
                    + "you registered your custom actions.")
            }
        }
        startPrefetches(for: event.definition, scope: event.scope)
    }
}
