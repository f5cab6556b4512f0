/// A live component of a screen: its resolved properties, events, children and states.
///
/// Structural components (`if`, `then`, `else`, `forEach`) never appear as nodes: their results are flattened
/// into the parent's `children` (Docs/Nimbus.md §5). Every screen's tree has a root node `nimbus:root` whose
/// component is `fragment`.
@MainActor
public final class Node {
    /// The id from the JSON, or `nimbus:N`, with forEach suffixes (`person:John`, `document:0:0:0`).
    public let id: String
    /// The component to render.
    public let component: ComponentName
    /// The current resolved properties: expressions already evaluated (a whole-string expression keeps its
    /// type); an event property keeps its raw action list (use `event(at:)` to run it).
    public private(set) var properties: JSONObject
    /// The rendered children, with `if`/`forEach` already flattened away; for a node that builds its children
    /// lazily, the nodes of the rows built so far, in no particular order (`lazyRow(at:)` reaches every row).
    public private(set) var children: [Node] = []
    /// The node whose `children` hold this one (also for nodes of a hidden `if` branch or a cached forEach row).
    public private(set) weak var parent: Node?
    /// Where the node came from in its screen: `$.children[2]`.
    public var jsonPath: String { path.text }
    /// `jsonPath`, written out only when asked for.
    let path: NodePath
    /// Bumps whenever `properties` or `children` change.
    public private(set) var revision: Int = 0
    /// The scope the node's expressions and events resolve states in (its own when it declares states).
    public let scope: Scope
    /// The states the node declares (`state` map), in order.
    public let states: [StateCell]
    /// The registered factory for `component`, or nil when no library registers it (the UI shows an error).
    ///
    /// Looked up in the engine's registry on each use rather than stored: a screen holds tens of thousands of nodes,
    /// and a stored existential cost each of them 40 bytes.
    public var factory: (any ComponentFactory)? { engine.componentFactory(for: component) }
    /// True when the node's component builds its children only as they are asked for
    /// (`ComponentFactory.buildsChildrenLazily(given:)`); `lazyRowCount` and `lazyRow(at:)` then reach every child.
    /// Decided once, from the properties the node has when its children are built.
    public private(set) lazy var buildsChildrenLazily: Bool = factory?.buildsChildrenLazily(given: properties) ?? false
    /// `true` while the node is part of its screen's visible tree.
    public internal(set) var isAttached = false
    /// `true` while the node belongs to a row of a virtual `forEach` whose item left the items: the row is kept
    /// whole, detached, for when its key comes back (a search typed, then erased), until too many rows are kept so
    /// (Docs/LazyLists.md). Its bindings still follow their states. A UI may keep what it made for such a node.
    public internal(set) var isParked = false

    private var events = NodeEvents()
    /// Every event path of the node, in the order they appear in its properties.
    public var eventPaths: [String] { events.paths }
    var bindings: [Binding] = []
    var slots: [ChildSlot] = []
    /// `true` while the node is in its engine's batch as changed (see `ServerDrivenEngine.noteChanged`).
    var isNotedChanged = false
    /// `true` while the node waits in its engine's batch for its child list to be recomputed.
    var awaitsChildren = false
    unowned let engine: ServerDrivenEngine

    init(id: String, component: ComponentName, properties: JSONObject, path: NodePath, scope: Scope,
         states: [StateCell], parent: Node?, engine: ServerDrivenEngine) {
        self.id = id
        self.parent = parent
        self.component = component
        self.properties = properties
        self.path = path
        self.scope = scope
        self.states = states
        self.engine = engine
    }

    /// The event at a property path: `"onPress"`, or nested: `"tabs[1].onSelect"`.
    public func event(at path: String) -> ServerDrivenEvent? {
        events.event(at: path)
    }

    /// The first node with `id` in this subtree (this node included), searching the visible children.
    public func node(withID id: String) -> Node? {
        if self.id == id { return self }
        for child in children {
            if let found = child.node(withID: id) { return found }
        }
        return nil
    }

    /// The state this node sees under `id` (its own, an ancestor's, navigation or global), if any.
    public func state(named id: String) -> StateCell? {
        scope.state(named: id)
    }

    // MARK: - Building

    /// Takes what ``ServerDrivenEngine/bindProperties(_:of:)`` made: the properties with `settings` expression
    /// values written in them (each a change, as ``setProperty(_:at:)`` counts them), the bindings that follow
    /// states, and the events (one at a path the node has already replaces its event there).
    func takeBound(properties resolved: JSONObject, settings: Int, bindings newBindings: [Binding],
                   events newEvents: NodeEvents) {
        properties = resolved
        revision &+= settings
        if bindings.isEmpty { bindings = newBindings } else { bindings += newBindings }
        if events.paths.isEmpty {
            events = newEvents
            return
        }
        for (path, event) in zip(newEvents.paths, newEvents.events) { events.add(event, at: path) }
    }

    /// Takes the child slots of a node being built (no children yet, not attached), and its children from them, as
    /// ``recomputeChildren()`` would, without comparing them with the none it had.
    func takeBuiltSlots(_ newSlots: [ChildSlot]) {
        slots = newSlots
        let newChildren = Self.nodes(of: newSlots, reserving: newSlots.count)
        guard !newChildren.isEmpty else { return }
        children = newChildren
        revision &+= 1
    }

    func setParent(_ node: Node?) {
        parent = node
    }

    /// The nodes `slots` stand for now, gathered in room for `expected` of them.
    private static func nodes(of slots: [ChildSlot], reserving expected: Int) -> [Node] {
        var nodes: [Node] = []
        // Each slot holds one node but for an `if` or a `forEach`.
        nodes.reserveCapacity(expected)
        for slot in slots { slot.appendNodes(to: &nodes) }
        guard nodes.capacity > 2 * nodes.count + 16 else { return nodes }
        // Far fewer nodes than room (100,000 rows of a list replaced by 10): the room reserved for as many as before
        // would stay with the node (800 KB there, `scale.rows-100k-replaced-by-10-rss-bytes`).
        var fitting: [Node] = []
        fitting.reserveCapacity(nodes.count)
        fitting.append(contentsOf: nodes)
        return fitting
    }

    /// Recomputes `children` from the slots, attaching and detaching the nodes that joined or left.
    /// - Returns: `true` when the list changed.
    @discardableResult
    func recomputeChildren() -> Bool {
        // Read once: each read of a stored property in the loops below was an access checked at run time.
        let slots = self.slots
        let oldChildren = children
        // A leaf, as most nodes are: nothing to gather, no list to make.
        if slots.isEmpty, oldChildren.isEmpty { return false }
        let newChildren = Self.nodes(of: slots, reserving: Swift.max(oldChildren.count, slots.count))
        if newChildren.count == oldChildren.count, zip(newChildren, oldChildren).allSatisfy({ $0 === $1 }) {
            return false
        }
        children = newChildren
        revision &+= 1
        if isAttached {
            let newSet = Set(newChildren.map(ObjectIdentifier.init))
            let oldSet = Set(oldChildren.map(ObjectIdentifier.init))
            for child in oldChildren where !newSet.contains(ObjectIdentifier(child)) { child.setAttached(false) }
            for child in newChildren where !oldSet.contains(ObjectIdentifier(child)) { child.setAttached(true) }
        }
        return true
    }

    /// Adds the node of a lazily built row to `children` (see `lazyRow(at:)`), without counting it as a change.
    func appendBuiltChild(_ node: Node) {
        children.append(node)
        if isAttached { node.setAttached(true) }
    }

    /// Drops the nodes of released lazy rows from `children`, without counting it as a change: the rows are still
    /// there, only no longer built.
    func builtRowsWereReleased() {
        let unchanged = revision
        recomputeChildren()
        revision = unchanged
    }

    /// Marks this subtree (visible children) parked or not (see `isParked`).
    func setParked(_ parked: Bool) {
        guard isParked != parked else { return }
        isParked = parked
        for child in children { child.setParked(parked) }
    }

    /// Marks this subtree (visible children) attached or detached.
    func setAttached(_ attached: Bool) {
        guard isAttached != attached else { return }
        isAttached = attached
        for child in children { child.setAttached(attached) }
    }

    /// Forgets the node's properties, bindings and events, for properties read anew
    /// (``ServerDrivenEngine/update(_:properties:children:source:)``): `raw` are the new properties as written.
    func replaceProperties(with raw: JSONObject) {
        for binding in bindings { binding.detach() }
        bindings = []
        events = NodeEvents()
        properties = raw
        revision &+= 1
    }

    /// Writes a property value after its expression changed.
    func setProperty(_ value: JSONValue, at path: [PathComponent]) {
        properties.set(value, at: path)
        revision &+= 1
    }
}

/// A node's events by path, in the order they appear in its properties: a node has none, one or two, looked for in
/// turn, with no table made per node.
@MainActor
struct NodeEvents {
    private(set) var paths: [String] = []
    private(set) var events: [ServerDrivenEvent] = []

    /// The event at `path`, if any.
    func event(at path: String) -> ServerDrivenEvent? {
        paths.firstIndex(of: path).map { events[$0] }
    }

    /// Adds `event` at `path`, or replaces the one there.
    mutating func add(_ event: ServerDrivenEvent, at path: String) {
        if let index = paths.firstIndex(of: path) {
            events[index] = event
        } else {
            paths.append(path)
            events.append(event)
        }
    }
}

extension Node: BindingOwner {
    func binding(_ binding: Binding, didChangeTo value: JSONValue) {
        setProperty(value, at: binding.path)
        engine.noteChanged(self)
    }
}

extension Node: ChildContainer {
    func childStructureDidChange() {
        if buildsChildrenLazily {
            // The rows (their count or the nodes of one) changed even when the built children did not.
            revision &+= 1
            engine.noteChanged(self)
        }
        engine.noteChildrenChanged(self)
    }
}

extension Node: CustomStringConvertible {
    public nonisolated var description: String { "\(component.identifier)#\(id)" }
}
