/// Turning node descriptions into live nodes, `if`s and `forEach`es bound to their scopes.
extension ServerDrivenEngine {
    /// The root `fragment` node `nimbus:root` around a screen's content, attached.
    func makeRoot(for description: NodeDescription, in scope: Scope) -> Node {
        let root = Node(id: "nimbus:root", component: .fragment, properties: [:], path: NodePath("$"), scope: scope,
                        states: [], engine: self)
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
        let (scope, cells) = makeScope(for: description, suffix: suffix, parent: parentScope)
        let id = description.id + suffix
        if description.component.namespace.isEmpty {
            switch description.component.name {
            case "if":
                let element = IfElement(id: id, scope: scope, engine: self)
                element.states = cells
                element.container = container
                element.build(description, suffix: suffix, parent: parent)
                return .structure(element)
            case "forEach":
                let element = ForEachElement(id: id, scope: scope, engine: self)
                element.states = cells
                element.container = container
                element.isVirtual = parent.map { $0 === container && $0.buildsChildrenLazily } ?? false
                element.build(description, suffix: suffix, parent: parent)
                return .structure(element)
            default:
                break
            }
        }
        let node = Node(id: id, component: description.component, properties: description.properties.raw,
                        path: description.path, scope: scope, states: cells, engine: self)
        node.setParent(parent)
        bindProperties(description.properties, of: node)
        node.slots = description.children.map {
            instantiate($0, suffix: suffix, scope: scope, parent: node, container: node)
        }
        node.recomputeChildren()
        return .node(node)
    }

    /// Instantiates `description` with the local states in `kept` (by scope label) instead of their initial
    /// values: a released `if` branch or `forEach` row built again.
    func instantiate(_ description: NodeDescription, suffix: String, scope: Scope, parent: Node?,
                     container: any ChildContainer, restoring kept: KeptStates) -> ChildSlot {
        guard !kept.isEmpty else {
            return instantiate(description, suffix: suffix, scope: scope, parent: parent, container: container)
        }
        let outer = propagation.restoringStates
        propagation.restoringStates = outer.isEmpty ? kept : outer.merging(kept) { _, restored in restored }
        defer { propagation.restoringStates = outer }
        return instantiate(description, suffix: suffix, scope: scope, parent: parent, container: container)
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
    func bindProperties(_ template: PropertyTemplate, of node: Node) {
        for part in template.dynamicParts {
            switch part {
            case .expression(let path, let expression):
                let binding = Binding(expression, path: path, scope: node.scope, engine: self,
                                      at: { propertyJSONPath(path, of: node.jsonPath) })
                node.setProperty(binding.value, at: path)
                if !binding.isConstant {
                    binding.owner = node
                    node.bindings.append(binding)
                }
            case .event(let path, let description):
                let event = ServerDrivenEvent(description: description, scope: node.scope, node: node, generation: 0,
                                              engine: self)
                node.addEvent(event, at: propertyPathString(path))
                eventWasCreated(event)
            }
        }
    }

    /// Checks the event's actions (unknown actions are logged at build time) and starts prefetches.
    func eventWasCreated(_ event: ServerDrivenEvent) {
        for action in event.definition.actions where action.problem == nil {
            if actionHandler(named: action.name) == nil {
                log(.error, "Couldn't find handler for action with name \"\(action.name)\". Please, make sure you "
                    + "registered your custom actions.")
            }
        }
        startPrefetches(for: event.definition, scope: event.scope)
    }
}
