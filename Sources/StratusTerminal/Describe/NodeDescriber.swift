/// Whether problems in screens are shown or hidden.
public enum RenderMode: Sendable {
    /// Unknown components and properties that fail to decode show an inline placeholder with the reason.
    case development
    /// Such components are left out silently (the reason is still logged).
    case release
}

/// Turns a live node tree into box descriptions, one stable host box per node, re-resolving only what changed.
///
/// Each node gets a host box that never changes identity; resolving a node builds its component's view and
/// puts the result inside the host (a plain text is merged into its host: `BoxDescription.hold(_:)`). A parent's
/// view refers to its children through their hosts, so when only a child changes, only the child is resolved
/// again. States of nodes that left the tree are dropped.
@MainActor
final class NodeDescriber {
    let graph: ViewGraph
    var mode: RenderMode
    /// Told about what could not be built (an unknown component, properties that did not decode, a shortcut that
    /// is not a key).
    var onProblem: ((ScreenProblem) -> Void)?
    /// How a problem reads on screen (``ServerDrivenEngine/describe(_:)``): the development placeholder shows it.
    var describeProblem: (ScreenProblem) -> String = \.placedDescription
    /// Room for a first frame's nodes made at once (the catalogue's first frames describe 184): growing one by one
    /// rehashed every record at each doubling, 0.14 M instructions of the catalogue's render.
    ///
    /// Its accesses, and those of the records' fields and of `spareContexts`, are not checked for exclusivity at run
    /// time: each is a read or a write that calls out to nothing, on the main actor, and the checks were 0.1 M
    /// instructions of the catalogue's 22 lazy rows.
    @exclusivity(unchecked) private var records = [String: HostRecord](minimumCapacity: 256)

    private final class HostRecord {
        let host: BoxDescription
        /// Held strongly: a weak reference gives every node a side table, after which each retain and release of
        /// it takes the runtime's slow path (5% of describing a column of 65,536 texts). A node that left the tree
        /// is let go with its record, at the next `sync` or `forgetDetachedRecords`.
        let node: Node
        @exclusivity(unchecked) var revision = -1
        @exclusivity(unchecked) var dirty = true
        /// The node's children when it was last resolved (the array is shared, not copied): `sync` compares them
        /// to know whether the tree's shape changed.
        @exclusivity(unchecked) var children: [Node] = []
        /// True while the record waits in `invalidated`.
        var isInvalidated = false
        init(host: BoxDescription, node: Node) {
            self.host = host
            self.node = node
        }
    }

    init(graph: ViewGraph, mode: RenderMode) {
        self.graph = graph
        self.mode = mode
        graph.handlers.onPrune = { [weak self] reachable in
            MainActor.assumeIsolated { self?.hostsLostTheirHandlers(unlessIn: reachable) }
        }
    }

    /// Marks the nodes whose host box was not on screen at a prune of the handler table to be resolved again:
    /// their boxes' handlers were dropped. A lazy list that forgot a row the core still holds describes it again
    /// with the same host, which must then get its handlers back (Docs/LazyLists.md).
    private func hostsLostTheirHandlers(unlessIn reachable: Set<Int>) {
        for record in records.values where !reachable.contains(record.host.key) { record.dirty = true }
    }

    /// The host box of `node`, resolved if it is new or changed.
    func host(for node: Node) -> BoxDescription {
        var isNew = false
        // Found or put in place in one access to the dictionary, the node's id hashed once: looked up, then
        // inserted, a new node's id was hashed twice (0.07 M instructions of the catalogue's first frame).
        let record = Self.record(in: &records[node.id], for: node, isNew: &isNew)
        if isNew {
            if records.count > recordLimit { forgetDetachedRecords() }
            resolve(record, node)
        } else if record.dirty || record.revision != node.revision {
            resolve(record, node)
        }
        return record.host
    }

    /// The record in `slot` when it is `node`'s; else a new record for `node`, put there (`isNew` then set).
    private static func record(in slot: inout HostRecord?, for node: Node, isNew: inout Bool) -> HostRecord {
        if let record = slot, record.node === node { return record }
        let host = BoxDescription(.host)
        host.nodeID = node.id
        let record = HostRecord(host: host, node: node)
        slot = record
        isNew = true
        return record
    }

    /// True when nodes were invalidated since the last `sync`.
    private(set) var needsSync = false
    /// The records of the nodes invalidated since the last `sync`, in order.
    private var invalidated: [HostRecord] = []

    /// Marks nodes to be resolved again before the next frame (their state or properties changed).
    func invalidate(_ ids: some Sequence<String>) {
        for id in ids {
            guard let record = records[id] else { continue }
            record.dirty = true
            if !record.isInvalidated {
                record.isInvalidated = true
                invalidated.append(record)
            }
        }
        needsSync = true
    }

    /// Re-resolves every changed node reachable from `root` and forgets the nodes that left the tree, except parked
    /// ones (`Node.isParked`: a lazy list's row whose item a search left out), whose host boxes and view states
    /// are kept for when the row comes back.
    ///
    /// When every invalidated node is still in the tree with the children it had (a text typed, a value shown),
    /// no node joined or left it: those nodes are resolved again and nothing else is visited, so a key typed above
    /// 10,000 texts costs what it costs above 300. Otherwise the whole tree is walked.
    func sync(root: Node) {
        needsSync = false
        let changed = invalidated
        invalidated.removeAll(keepingCapacity: true)
        for record in changed { record.isInvalidated = false }
        let shapeKept = changed.allSatisfy { record in
            records[record.node.id] === record && record.node.isAttached && !record.node.isParked
                && keepsItsChildren(record)
        }
        if shapeKept {
            for record in changed where record.dirty || record.revision != record.node.revision { resolve(record, record.node) }
            return
        }
        var live = Set<String>()
        var liveRecords = 0
        func visit(_ node: Node) {
            live.insert(node.id)
            if let record = records[node.id], record.node === node {
                liveRecords += 1
                if record.dirty || record.revision != node.revision { resolve(record, node) }
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        if liveRecords != records.count {
            var kept = live
            records = records.filter { id, record in
                if live.contains(id) { return true }
                guard record.node.isParked else { return false }
                kept.insert(id)
                return true
            }
            graph.forgetAll(except: kept)
        }
    }

    /// True when the record's node still has the children it was last resolved with.
    private func keepsItsChildren(_ record: HostRecord) -> Bool {
        let now = record.node.children
        return now.count == record.children.count && zip(now, record.children).allSatisfy { $0 === $1 }
    }

    /// Above this many records, those of nodes that left the tree are dropped (see `forgetDetachedRecords`).
    private var recordLimit = 4_096

    /// Drops the records of nodes that were released or detached (parked ones excepted, as in `sync`): the rows of
    /// a lazy list that the core released while it scrolls, which no `sync` sees when no state changes.
    private func forgetDetachedRecords() {
        func isKept(_ record: HostRecord) -> Bool { record.node.isAttached || record.node.isParked }
        // A screen being described for the first time passes the limit again and again with nothing to drop:
        // counting first spares it a copy of every record each time.
        if !records.values.allSatisfy(isKept) { records = records.filter { isKept($0.value) } }
        recordLimit = max(4_096, records.count * 2)
    }

    /// Starts over from a new tree of the same screen (a first load, a retry, a reload in place): every host is
    /// built again, and the states kept by node id (views' `@State`, text being edited, scroll positions) stay
    /// for the nodes whose id is still in the tree, so a node that keeps its identity across a reload keeps them.
    func replaceRoot(with root: Node) {
        records.removeAll(keepingCapacity: true)
        for record in invalidated { record.isInvalidated = false }
        invalidated.removeAll()
        graph.handlers.removeAll()
        // A first load has no states to keep or drop.
        guard !graph.holdsNoState else {
            needsSync = false
            return
        }
        var live = Set<String>()
        var pending = [root]
        while let node = pending.popLast() {
            live.insert(node.id)
            pending.append(contentsOf: node.children)
        }
        graph.forgetAll(except: live)
        needsSync = false
    }

    /// What a view resolving a node's children calls for each child: made once, not once per node resolved.
    private lazy var hostResolver: (Node) -> BoxDescription = { [unowned self] child in
        MainActor.assumeIsolated { self.host(for: child) }
    }

    /// Contexts done with, for the next nodes resolved: one made and freed a node was 0.3 K instructions of the
    /// 2 K of a text in a lazy list's row.
    @exclusivity(unchecked) private var spareContexts: [ResolveContext] = []

    /// A context for resolving `node`'s views: a spare one restarted, or a new one.
    private func context(for node: Node) -> ResolveContext {
        if let context = spareContexts.popLast() {
            context.restart(for: node.id)
            return context
        }
        let context = ResolveContext(graph: graph, ownerID: node.id)
        context.hostResolver = hostResolver
        return context
    }

    private func resolve(_ record: HostRecord, _ node: Node) {
        record.dirty = false
        record.revision = node.revision
        record.children = node.children
        var context = context(for: node)
        let view = makeView(for: node)
        record.host.hold(resolveSingle(view, in: context))
        // Kept for the next node only when nothing the views made holds it.
        if isKnownUniquelyReferenced(&context) { spareContexts.append(context) }
        let shortcuts = shortcutBindings(of: node)
        if !shortcuts.isEmpty || record.host.handledEvents.contains(.keyBindings) {
            graph.handlers.update(record.host, .keyBindings) { $0.bindings = shortcuts }
        }
    }

    /// The properties every component accepts for its shortcut, listed in each registered component's schema.
    nonisolated static let shortcutProperties: [PropertySchema] = [.optional("shortcut", .string),
                                                                   .optional("shortcutDescription", .string)]

    /// `"shortcut": "ctrl+s"` on a node with an event: the key runs its first event (`onPress` first) from
    /// anywhere on the screen.
    private func shortcutBindings(of node: Node) -> [KeyBinding] {
        guard !node.eventPaths.isEmpty, let text = NimbusText.optionalString(node.properties["shortcut"] ?? .null) else { return [] }
        // A disabled widget (`enabled: false`, Docs/Components.md) is inert: its shortcut neither runs nor shows.
        guard PropertyMap(node.properties).bool("enabled") != false else { return [] }
        guard let key = try? KeyPress(parsing: text) else {
            onProblem?(ScreenProblem(.warning, "invalid shortcut \"\(text)\" on \(node.component.identifier)",
                                     at: node.jsonPath + ".properties.shortcut", screenURL: node.screenURL))
            return []
        }
        let path = node.eventPaths.contains("onPress") ? "onPress" : node.eventPaths[0]
        guard let event = node.event(at: path) else { return [] }
        // A key that only goes back, where there is nothing to go back to, would do nothing: it neither runs nor
        // shows (its Back button is disabled too).
        guard !event.onlyGoesBack || node.screenCanGoBack else { return [] }
        let map = PropertyMap(node.properties)
        let description = map.string("shortcutDescription") ?? map.string("text") ?? map.string("label")
            ?? map.string("title") ?? path
        var binding = KeyBinding(key, description: TextSanitizer.sanitize(description, keepNewlines: false)) {
            MainActor.assumeIsolated { event.run() }
        }
        // A key that only goes back asks before losing typed text, as Esc does (`FocusController.leaveGuard`).
        binding.leavesScreen = event.onlyGoesBack
        return [binding]
    }

    private func makeView(for node: Node) -> AnyView {
        guard let anyFactory = node.factory else { return problem(node.buildProblem()) }
        guard let factory = Self.viewFactory(anyFactory) else {
            return problem(ScreenProblem(.error, "\"\(node.component.identifier)\" is not a terminal component",
                                         at: node.jsonPath + "._:component", screenURL: node.screenURL))
        }
        // A lazy container asks for its rows itself (LazyChildren).
        let children = factory.buildsChildrenLazily(node) ? [] : node.children.map(AnyComponent.init(node:))
        do {
            return try factory.make(node, children)
        } catch {
            return problem(node.buildProblem(decoding: error))
        }
    }

    /// `factory` when it is a ``ViewComponentFactory``, known by comparing its type rather than by `as?`, which
    /// asks the Swift runtime (some 330 instructions a node described).
    private static func viewFactory(_ factory: any ComponentFactory) -> ViewComponentFactory? {
        func opened<Factory: ComponentFactory>(_ factory: Factory) -> ViewComponentFactory? {
            Factory.self == ViewComponentFactory.self ? unsafeBitCast(factory, to: ViewComponentFactory.self) : nil
        }
        return opened(factory)
    }

    private func problem(_ problem: ScreenProblem) -> AnyView {
        onProblem?(problem)
        switch mode {
        case .release: return AnyView(EmptyView())
        case .development: return AnyView(DevelopmentPlaceholder(text: describeProblem(problem)))
        }
    }
}

/// A child node inside its parent's view: resolves to the child's stable host box.
struct NodeView: View {
    let node: Node
    var body: Never { neverBody() }

    /// The host box as `resolution.box`, or no box without a host resolver.
    func _resolve(into resolution: inout _ViewResolution) -> Bool {
        if let resolver = resolution.context.hostResolver { resolution.box = resolver(node) }
        return true
    }
}

/// The inline box shown in development mode where a component could not be built: the problem as the log says it.
struct DevelopmentPlaceholder: View {
    let text: String
    var body: some View {
        Text("⚠ \(text)")
            .foregroundColor(Color(red: 255, green: 85, blue: 85))
            .border(.dashed, color: Color(red: 255, green: 85, blue: 85))
    }
}
