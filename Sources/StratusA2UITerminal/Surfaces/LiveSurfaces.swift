import Foundation
import StratusA2UI
import StratusCore

/// The A2UI surfaces of the streams an app shows, kept live: what the user enters goes into their data models
/// and the screen is shown again; what a Button sends is kept, in order, for the agent (and for `stratus render
/// --dump-actions`).
///
/// A stream file is read into a ``SurfaceGroup`` by ``A2UIFormat``, which keeps it here under the URL of the screen
/// it was read for; ``SurfaceHost`` feeds surfaces here from messages a program receives. The screen the engine shows names the two actions of
/// ``SurfaceScreen`` (`a2ui:press`, `a2ui:write`), which ``library`` answers. Several surfaces are tabs of the app
/// (``StreamTabs``): a tab's screen is at the stream's URL with a fragment, and its surfaces are found here under
/// the stream's URL.
public final class LiveSurfaces: @unchecked Sendable {
    // Guarded by `lock`: streams are read off the main actor, actions run on it.
    private let lock = NSLock()
    private var groups: [String: SurfaceGroup] = [:]
    private var sent: [ClientMessage] = []
    /// The messages still to arrive at each URL, until its screen is first shown.
    private var arrivals: [String: [A2UIStream.Entry]] = [:]
    /// The streams whose messages are arriving, by URL: the reading they belong to, and the task that waits out
    /// their delays.
    private var arriving: [String: (reading: UUID, task: Task<Void, Never>)] = [:]
    /// The URLs of streams with timed messages: their screen keeps the form that waits for them.
    private var timed: Set<String> = []
    /// What changed in the surfaces at each URL since their screens were last shown.
    private var pending: [String: PendingChange] = [:]
    /// The conversations with agents, by the URL of the screen that shows their surfaces.
    private var conversations: [String: Conversation] = [:]
    /// What the screens of each stream say above their surfaces: that an action reached no agent.
    private var unheard: [String: String] = [:]
    private var tellsUnheard = false
    /// The app's tabs the surfaces make (used on the main actor only).
    let tabs = StreamTabs()

    /// Whether an action that no agent receives (a Button of a stream opened from a file) is said above the
    /// surfaces as well as in the log: `stratus run` says it; `stratus render`, whose `--dump-actions` prints
    /// the actions, only logs it.
    public var tellsUnheardActions: Bool {
        get { lock.withLock { tellsUnheard } }
        set { lock.withLock { tellsUnheard = newValue } }
    }

    /// What makes a screen's surfaces a conversation with an agent: the screen around them, and where the
    /// messages their Buttons produce go.
    public struct Conversation {
        /// The screen shown, made from the surfaces' own (``SurfaceScreen``).
        public var screen: @MainActor (JSONValue) -> JSONValue
        /// Takes each message a Button produced, for the agent.
        public var send: @MainActor (ClientMessage) -> Void
        /// The catalogs the renderer holds besides the basic ones (``SurfaceGroup/catalogs``).
        public var catalogs: [Catalog]
        /// Whether the screen shown is the surfaces' own, nothing around it.
        let showsSurfacesAlone: Bool

        /// A conversation whose screen is `screen` around the surfaces', whose Buttons' messages go to `send`.
        public init(screen: @escaping @MainActor (JSONValue) -> JSONValue,
                    send: @escaping @MainActor (ClientMessage) -> Void, catalogs: [Catalog] = []) {
            self.screen = screen
            self.send = send
            self.catalogs = catalogs
            showsSurfacesAlone = false
        }

        /// A conversation whose screen is the surfaces' own, whose Buttons' messages go to `send`.
        public init(send: @escaping @MainActor (ClientMessage) -> Void, catalogs: [Catalog] = []) {
            self.screen = { $0 }
            self.send = send
            self.catalogs = catalogs
            showsSurfacesAlone = true
        }

        /// The surfaces of a conversation as it starts: none, with its catalogs, calling the agent's functions.
        var emptySurfaces: SurfaceGroup {
            var group = SurfaceGroup()
            group.catalogs = catalogs
            group.callsAgentFunctions = true
            return group
        }
    }

    /// What changed in a stream's surfaces since its screens were last shown: only data written (the pointers
    /// written, by surface id), which the engine states of the screens can follow; data written and components
    /// added or replaced (their ids, by surface id), which the screens' nodes of those components can follow; or
    /// anything else.
    private enum PendingChange {
        case data([String: Set<JSONPointer>])
        case components(data: [String: Set<JSONPointer>], components: [String: Set<String>])
        case structure

        /// Adds `message`'s change, which applied with `outcome`: an `updateDataModel` writes data, an
        /// `updateComponents` (from v0.9 on: v0.8's may write initial values into the model) changes components,
        /// any other message may change what the screens are made of. A path written again is kept once, and the
        /// change grows in place: an agent may send a hundred thousand writes between two frames.
        mutating func add(_ message: ServerMessage, _ outcome: SurfaceGroup.Outcome) {
            guard let surfaceId = outcome.surfaceId, !outcome.removed, !outcome.change.rootChanged else {
                self = .structure
                return
            }
            var written: [String: Set<JSONPointer>]
            var components: [String: Set<String>]
            switch self {
            case .data(let data): (written, components) = (data, [:])
            case .components(let data, let ids): (written, components) = (data, ids)
            case .structure: return
            }
            // Let go of this value's own reference first, so that the tables below are changed without a copy.
            self = .structure
            switch message.kind {
            case .updateDataModel where outcome.change.components.isEmpty:
                written[surfaceId, default: []].formUnion(outcome.change.dataPaths)
            case .updateComponents where message.version != .v0_8:
                written[surfaceId, default: []].formUnion(outcome.change.dataPaths)
                components[surfaceId, default: []].formUnion(outcome.change.components)
            default:
                return
            }
            self = components.isEmpty ? .data(written) : .components(data: written, components: components)
        }
    }

    /// Creates an empty store.
    public init() {}

    /// Keeps the surfaces read from the stream at `url` (the URL the engine asked for), and the messages that
    /// arrive later: they start arriving when the screen is first shown. A stream read again replaces both, and
    /// messages of the old reading still to arrive never do.
    public func keep(_ group: SurfaceGroup, arriving later: [A2UIStream.Entry], for url: String) {
        lock.withLock {
            groups[url] = group
            // The screen read with them is made from them as they are: nothing to show yet.
            pending[url] = nil
            arrivals[url] = later.isEmpty ? nil : later
            arriving.removeValue(forKey: url)?.task.cancel()
            if later.isEmpty { timed.remove(url) } else { timed.insert(url) }
        }
    }

    /// Makes the surfaces shown at `url` a conversation with an agent: they start empty, are shown inside
    /// `conversation`'s screen, and what their Buttons produce is handed to it.
    public func converse(at url: String, _ conversation: Conversation) {
        lock.withLock {
            conversations[url] = conversation
            groups[url] = conversation.emptySurfaces
            pending[url] = nil
        }
    }

    /// Whether the surfaces at `url` are a conversation with an agent.
    public func isConversation(at url: String) -> Bool {
        lock.withLock { conversations[url] != nil }
    }

    /// Whether the screen at `url` is made from surfaces kept here as they are now, not read from a file: a
    /// conversation's, or a tab's (``StreamTabs``).
    public func answers(_ url: String) -> Bool {
        let stream = StreamTabs.stream(ofScreenAt: url)
        return lock.withLock { conversations[stream] != nil || (stream != url && groups[stream] != nil) }
    }

    /// The screen the surfaces make now for the screen at `url` (a stream's, or one of its tabs').
    ///
    /// The stream's own screen, when its surfaces are not tabs, shows every change applied so far: the next
    /// message is shown from there (``show(at:on:in:)``) rather than by building it again. (Tabs are open screens
    /// of their own, which may not have been shown what changed.)
    @MainActor
    public func currentScreen(at url: String) -> JSONValue {
        let stream = StreamTabs.stream(ofScreenAt: url)
        let group = lock.withLock {
            let group = groups[stream]
            if stream == url, let group, SurfaceTab.tabs(of: group).count <= 1 { pending[url] = nil }
            return group
        }
        return screen(of: group ?? SurfaceGroup(), at: url)
    }

    /// The screen ``currentScreen(at:)`` gives for `url`, as the engine's node descriptions written straight from
    /// the surfaces (``SurfaceDescriptions``), when it is one surface's own screen (not a tab's, no messages to
    /// arrive, nothing around it); nil otherwise, and nothing changes.
    @MainActor
    public func currentDescription(at url: String, ids: NodeIDGenerator) -> NodeDescription? {
        let stream = StreamTabs.stream(ofScreenAt: url)
        guard stream == url, !isTimed(url) else { return nil }
        let group: SurfaceGroup? = lock.withLock {
            guard unheard[url] == nil, conversations[url].map(\.showsSurfacesAlone) ?? true,
                  let group = groups[url], SurfaceTab.tabs(of: group).count <= 1 else { return nil }
            return group
        }
        guard let group, let description = SurfaceDescriptions.describe(group, ids: ids) else { return nil }
        lock.withLock { pending[url] = nil }
        return description
    }

    /// Forgets every surface shown at `url` (an agent that starts over).
    @MainActor
    public func clear(at url: String) {
        lock.withLock {
            groups[url] = conversations[url]?.emptySurfaces ?? SurfaceGroup()
            pending[url] = .structure
        }
        tabs.forget(stream: url)
    }

    /// Whether the stream at `url` has timed messages: its screen is built in the form that waits for them,
    /// before, while and after they arrive, so that its nodes keep their places.
    private func isTimed(_ url: String) -> Bool {
        lock.withLock { timed.contains(url) }
    }

    /// The surfaces of the stream shown at `url`.
    public func surfaces(at url: String) -> SurfaceGroup? {
        lock.withLock { groups[url] }
    }

    /// The messages Buttons produced so far, oldest first: each an `action` (v0.8 `userAction`) message in its
    /// surface's version.
    public var sentMessages: [ClientMessage] { lock.withLock { sent } }

    /// The actions the screens of A2UI streams run: `a2ui:press`, `a2ui:write` and `a2ui:arrive`, and the
    /// operation the rows of their long lists are evaluated with.
    public var library: UILibrary {
        UILibrary(SurfaceScreen.namespace)
            .addAction("press") { [self] event in try press(event) }
            .addAction("write") { [self] event in try write(event) }
            .addAction("arrive") { [self] event in arrive(event) }
            .addOperation(SurfaceScreen.itemPropertyOperation, SurfaceScreen.itemProperty)
    }

    /// Shows `group`'s new state on `screen`, at `url` (the screen's own: the stream's or a tab's): nodes keep their ids, so what the terminal keeps by id (focus, typed
    /// text, scroll positions) stays. The screen's own states are not kept: those of a long list are its data.
    @MainActor
    private func show(_ group: SurfaceGroup, at url: String, on screen: Screen, in engine: ServerDrivenEngine) throws {
        try engine.reload(screen, with: self.screen(of: group, at: url), preserving: .identities)
    }

    /// The screen `group` makes when shown at `url` (the stream's URL, or one of its tabs'): the surfaces of
    /// the screen's tab, inside its conversation's screen, if it has one.
    @MainActor
    func screen(of group: SurfaceGroup, at url: String) -> JSONValue {
        let stream = StreamTabs.stream(ofScreenAt: url)
        let surfaceTabs = SurfaceTab.tabs(of: group)
        let surfaces = SurfaceScreen(group, showing: tabs.surfaceIds(forScreenAt: url, of: surfaceTabs),
                                     arriving: isTimed(stream) || surfaceTabs.count > 1).value
        guard let conversation = lock.withLock({ conversations[stream] }) else {
            guard let notice = lock.withLock({ unheard[stream] }) else { return surfaces }
            // Ids of their own, so that the surfaces' nodes keep theirs (and focus and typed text stay).
            return [
                "_:component": "layout:column", "id": "a2ui-unheard",
                "children": [
                    ["_:component": "layout:text", "id": "a2ui-unheard-notice",
                     "properties": ["text": SurfaceScreen.escapingExpressions(.string(notice)), "weight": "bold"]],
                    surfaces,
                ],
            ]
        }
        return conversation.screen(surfaces)
    }

    /// Shows the surfaces of the stream at `url` as they are now, keeping focus, typed text and scroll positions.
    ///
    /// When only data models changed since the screens were last shown, and the screens' bindings follow what
    /// changed, only the engine states holding the models are written: the nodes bound to what changed update
    /// (Docs/A2UI.md, "One reactive model"). When components were added or replaced too, only the nodes of those
    /// components, and those whose children changed, are changed in place (``patch(_:in:at:on:in:)``). Otherwise the app's tabs are arranged for the surfaces, and every open
    /// screen of the stream is built again (`screen`, the one it was first shown on, and each tab's, shown or not).
    /// A screen that cannot be built is logged and the old one stays.
    @MainActor
    public func show(at url: String, on screen: Screen, in engine: ServerDrivenEngine) {
        guard let group = surfaces(at: url) else { return }
        switch lock.withLock({ pending.removeValue(forKey: url) }) {
        case .data(let written)?:
            if follow(written, in: group, at: url, on: screen, in: engine) { return }
        case .components(let written, let changed)?:
            if follow(written, in: group, at: url, on: screen, in: engine),
               patch(changed, in: group, at: url, on: openScreens(of: url, on: screen, in: engine), in: engine) {
                return
            }
        case .structure?, nil:
            break
        }
        tabs.arrange(SurfaceTab.tabs(of: group), ofStreamAt: url, in: engine.navigator)
        for shown in openScreens(of: url, on: screen, in: engine) {
            do {
                try show(group, at: shown.resolvedURL ?? url, on: shown, in: engine)
            } catch {
                engine.log(.error, "\(error)")
            }
        }
    }

    /// Applies messages that arrived for the surfaces at `url`, in order, without showing them: for each, the
    /// replies it asks for (a `functionResponse`...) or why it could not apply (it then changed nothing).
    @MainActor
    public func apply(_ messages: [ServerMessage], at url: String) -> [Result<[ClientMessage], A2UIError>] {
        // Taken out of the table while the messages apply, so that each applies in place instead of to a copy.
        guard var group = lock.withLock({ groups.removeValue(forKey: url) }) else { return [] }
        var results: [Result<[ClientMessage], A2UIError>] = []
        results.reserveCapacity(messages.count)
        // Taken out too, so that each message's change is added in place.
        var change = lock.withLock { pending.removeValue(forKey: url) } ?? .data([:])
        for message in messages {
            do {
                let outcome = try group.apply(message)
                change.add(message, outcome)
                results.append(.success(outcome.replies))
            } catch {
                results.append(.failure(error))
            }
        }
        lock.withLock {
            groups[url] = group
            pending[url] = change
        }
        return results
    }

    /// Where an action's node is: the stream's URL, its surface and the node itself.
    @MainActor
    private func target(of event: ActionTriggeredEvent) throws
        -> (url: String, group: SurfaceGroup, surface: Surface, node: SurfaceNode) {
        let (url, group, surfaceId, node) = try node(of: event)
        guard let surface = group[surfaceId] else { throw Self.unknownSurface(of: event) }
        return (url, group, surface, node)
    }

    /// Where an action's node is: the stream's URL, its surfaces, the id of its surface and the node itself, found
    /// without a copy of the surface.
    @MainActor
    private func node(of event: ActionTriggeredEvent) throws
        -> (url: String, group: SurfaceGroup, surfaceId: String, node: SurfaceNode) {
        guard let screen = event.screen, let url = screen.resolvedURL.map(StreamTabs.stream(ofScreenAt:)),
              let group = surfaces(at: url),
              case .string(let surfaceId)? = event.properties["surfaceId"],
              case .string(let instanceId)? = event.properties["node"],
              let found = group.reading(surfaceId, { surface in
                  surface.node(instanceId: instanceId, leavingItemsOfListsLongerThan: SurfaceScreen.listsLeftToTheEngine)
              }) else {
            throw Self.unknownSurface(of: event)
        }
        guard let node = found else {
            throw A2UIError(.missingComponent, "\(event.name): surface \"\(surfaceId)\" has no component \"\(instanceId)\"")
        }
        return (url, group, surfaceId, node)
    }

    /// The error of an action whose surface is not among those shown.
    @MainActor
    private static func unknownSurface(of event: ActionTriggeredEvent) -> A2UIError {
        A2UIError(.surfaceState, "\(event.name): the A2UI surface of this screen is not known")
    }

    /// A Button was pressed: its action message is kept for the agent; one whose checks fail sends nothing.
    @MainActor
    private func press(_ event: ActionTriggeredEvent) throws {
        let (url, _, surface, node) = try target(of: event)
        switch try surface.performAction(of: node) {
        case .send(let message)?:
            lock.withLock { sent.append(message) }
            if let conversation = lock.withLock({ conversations[url] }) {
                conversation.send(message)
            } else {
                tellUnheard(message, at: url, from: event)
            }
        case .callAgent(let call)?:
            // The agent's function: a `callAgentFunction`, whose id the group keeps for the agent's answer.
            guard var group = surfaces(at: url), group.callsAgentFunctions else {
                throw A2UIError(.unknownFunction, "component \"\(node.componentId)\": unknown function \"\(call.name)\"")
            }
            let message = try group.callAgent(call, from: node, in: surface.id)
            lock.withLock {
                groups[url] = group
                sent.append(message)
            }
            lock.withLock { conversations[url] }?.send(message)
        case .ranLocally?, .blocked?, nil:
            break
        }
    }

    /// Says that `message` reached no agent: in the log, and above the surfaces when ``tellsUnheardActions``.
    @MainActor
    private func tellUnheard(_ message: ClientMessage, at url: String, from event: ActionTriggeredEvent) {
        guard case .action(let action) = message.kind else { return }
        let text = "No agent received the action “\(action.name)”: this stream was opened from a file "
            + "(stratus run FILE --agent -- COMMAND sends its actions to an agent)."
        event.engine.log(.warning, text)
        guard tellsUnheardActions, let screen = event.screen else { return }
        // A change of what the screens are made of: they are built again, with the notice.
        lock.withLock {
            unheard[url] = text
            pending[url] = .structure
        }
        show(at: url, on: screen, in: event.engine)
    }

    /// The user changed an input: the value goes into the data model at the path its property is bound to, and
    /// the screen is built again from the surfaces (nodes keep their ids, so focus and typed text stay).
    @MainActor
    private func write(_ event: ActionTriggeredEvent) throws {
        let (url, _, surfaceId, node) = try node(of: event)
        guard case .string(let property)? = event.properties["property"] else { return }
        let value = event.properties["value"] ?? .null
        // Written where the table keeps the surfaces, not into a copy: the copy would share, and so copy, the
        // surface and its data model. The group found above is let go of first, for the same reason.
        let written: (group: SurfaceGroup, pointer: JSONPointer, calls: [ClientMessage])? = try lock.withLock {
            guard let pointer = try groups[url]?.write(value, to: property, of: node, in: surfaceId),
                  // What the user typed may be an argument of a call of the agent's function: that call goes out now.
                  let calls = groups[url]?.agentCallsDue(), let group = groups[url] else { return nil }
            return (group, pointer, calls)
        }
        guard let (group, pointer, calls) = written else { throw Self.unknownSurface(of: event) }
        if !calls.isEmpty, let conversation = lock.withLock({ conversations[url] }) {
            for call in calls { conversation.send(call) }
        }
        guard let screen = event.screen else { return }
        if follow(surfaceId, at: CollectionOfOne(pointer), in: group, at: url, on: screen, in: event.engine) { return }
        try show(group, at: screen.resolvedURL ?? url, on: screen, in: event.engine)
    }

    /// Applies a message that arrived for the surfaces shown at `url` and shows them again on `screen`, keeping
    /// focus, typed text and scroll positions; a message that cannot apply changes nothing and is thrown.
    @MainActor
    public func receive(_ message: ServerMessage, at url: String, on screen: Screen, in engine: ServerDrivenEngine) throws(A2UIError) {
        guard var group = surfaces(at: url) else { return }
        let outcome = try group.apply(message)
        lock.withLock {
            groups[url] = group
            pending[url, default: .data([:])].add(message, outcome)
        }
        show(at: url, on: screen, in: engine)
    }

    /// The open screens of the stream at `url` (`screen`, the one it was first shown on, and each tab's).
    @MainActor
    func openScreens(of url: String, on screen: Screen, in engine: ServerDrivenEngine) -> [Screen] {
        var open: [Screen] = []
        for stack in engine.navigator.allStacks {
            for shown in stack where shown.resolvedURL.map(StreamTabs.stream(ofScreenAt:)) == url { open.append(shown) }
        }
        return open.isEmpty ? [screen] : open
    }

    /// Shows the data models of surfaces after writes (the pointers written, by surface id) without building
    /// any screen again: the engine state each open screen of the stream holds a model in is written at those
    /// pointers, so that only the bindings reading there run again and only the nodes bound to what changed update
    /// (Docs/A2UI.md, "One reactive model"). Writes nothing and returns false when a screen shows something of what
    /// changed that no binding follows (``DataModelReads``): it must be built again.
    @MainActor
    private func follow(_ written: [String: Set<JSONPointer>], in group: SurfaceGroup, at url: String,
                        on screen: Screen, in engine: ServerDrivenEngine) -> Bool {
        var writes: [StateWrite] = []
        let open = openScreens(of: url, on: screen, in: engine)
        for (surfaceId, pointers) in written {
            guard addWrites(of: surfaceId, at: pointers, in: group, on: open, to: &writes) else { return false }
        }
        write(writes, in: engine)
        return true
    }

    /// ``follow(_:in:at:on:in:)`` of the writes at `pointers` into the data model of surface `surfaceId` alone
    /// (what the user typed into an input), with no table made for them.
    @MainActor
    private func follow(_ surfaceId: String, at pointers: some Collection<JSONPointer>, in group: SurfaceGroup,
                        at url: String, on screen: Screen, in engine: ServerDrivenEngine) -> Bool {
        var writes: [StateWrite] = []
        guard addWrites(of: surfaceId, at: pointers, in: group, on: openScreens(of: url, on: screen, in: engine),
                        to: &writes) else { return false }
        write(writes, in: engine)
        return true
    }

    /// Makes `writes` in one batch: the nodes bound to what they change update once.
    @MainActor
    private func write(_ writes: [StateWrite], in engine: ServerDrivenEngine) {
        engine.batch {
            for write in writes { engine.write(write.model, to: write.cell, changedAt: write.paths) }
        }
    }

    /// A write of a surface's data model into the engine state of one open screen.
    private struct StateWrite {
        var cell: StateCell
        var model: JSONValue
        var paths: [[String]]
    }

    /// Adds to `writes` the write of surface `surfaceId`'s data model, changed at `pointers`, into the state of each
    /// screen of `open` that shows it; false when a screen shows something of what changed that no binding follows.
    @MainActor
    private func addWrites(of surfaceId: String, at pointers: some Collection<JSONPointer>, in group: SurfaceGroup,
                           on open: [Screen], to writes: inout [StateWrite]) -> Bool {
        guard let (model, rootId) = group.reading(surfaceId, { ($0.dataModel.root, $0.rootId) }), case .object = model else {
            return false
        }
        let paths = pointers.map(\.segments)
        for shown in open {
            guard let root = shown.root else { return false }
            guard let surfaceRoot = surfaceRoot(of: surfaceId, rootId: rootId, under: root) else { continue }
            let reads = DataModelReads(json: surfaceRoot.state(named: SurfaceScreen.dataModelReadsState)?.value ?? .null)
            guard !pointers.contains(where: reads.areAffected(byWriteAt:)),
                  let cell = surfaceRoot.states.first(where: { $0.id == SurfaceScreen.dataModelState }) else { return false }
            writes.append(StateWrite(cell: cell, model: model, paths: paths))
        }
        return true
    }

    /// The node of a screen's tree that shows the root of the surface `surfaceId`: the one declaring its states.
    @MainActor
    func surfaceRoot(of surfaceId: String, in group: SurfaceGroup, under root: Node) -> Node? {
        surfaceRoot(of: surfaceId, rootId: group.reading(surfaceId, \.rootId) ?? nil, under: root)
    }

    /// ``surfaceRoot(of:in:under:)`` of a surface whose root component is `rootId`.
    @MainActor
    private func surfaceRoot(of surfaceId: String, rootId: String?, under root: Node) -> Node? {
        guard let rootId else { return nil }
        func isSurfaceRoot(_ node: Node) -> Bool {
            node.states.contains { $0.id == SurfaceScreen.surfaceIdState && $0.value == .string(surfaceId) }
        }
        // The root component's node is named by its id, or, where ids of several surfaces could meet, by both.
        if let node = root.node(withID: rootId), isSurfaceRoot(node) { return node }
        if let node = root.node(withID: surfaceId + "/" + rootId), isSurfaceRoot(node) { return node }
        return nil
    }

    /// The screen of a stream with several tabs or timed messages is shown: the app's tabs are arranged for its
    /// surfaces. Then each message arrives after its delay, is applied to the surfaces as they are then (with what
    /// the user entered), and the stream's screens are shown again, keeping focus and typed text. A message that
    /// cannot apply is logged at its line and column; the surfaces keep what they had.
    ///
    /// What is built again is the engine's background work (`runInBackground`), so that a headless session waits
    /// for it before the next key and the frame. The delays are not: they are time passing (`stratus render --keys
    /// "... wait:MS ..."` lets them pass, as a user would), and each message is applied, with those of no delay
    /// after it, as background work once its time came.
    @MainActor
    private func arrive(_ event: ActionTriggeredEvent) {
        guard let screen = event.screen, let url = screen.resolvedURL.map(StreamTabs.stream(ofScreenAt:)) else { return }
        // Arranging changes no screen (each already shows its tab), unless the stream may not have tabs: its
        // screens are then built again with the surfaces stacked, once this action is over.
        let engine = event.engine
        if let group = surfaces(at: url), tabs.arrange(SurfaceTab.tabs(of: group), ofStreamAt: url, in: engine.navigator) {
            engine.runInBackground { [weak self] in self?.show(at: url, on: screen, in: engine) }
        }
        guard let later = lock.withLock({ arrivals.removeValue(forKey: url) }) else { return }
        let reading = UUID()
        let task = Task { @MainActor [weak self] in
            var next = 0
            while next < later.count {
                try? await Task.sleep(for: .milliseconds(later[next].delay))
                guard !Task.isCancelled, self != nil else { return }
                // This message and those due at the same time, applied as one piece of background work.
                var due = next + 1
                while due < later.count, later[due].delay == 0 { due += 1 }
                let entries = later[next..<due]
                next = due
                let last = next == later.count
                engine.runInBackground { [weak self] in
                    // A stream read again meanwhile: the old reading's messages never arrive.
                    guard let self, self.lock.withLock({ self.arriving[url]?.reading }) == reading else { return }
                    for entry in entries {
                        do throws(A2UIError) {
                            try self.receive(entry.message, at: url, on: screen, in: engine)
                        } catch {
                            engine.log(.error, "\(screen.url):\(entry.line):\(entry.column): \(error.message)")
                        }
                    }
                    if last { self.lock.withLock { self.arriving[url] = nil } }
                }
            }
        }
        lock.withLock { arriving[url] = (reading, task) }
    }
}
