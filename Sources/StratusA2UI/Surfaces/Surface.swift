import OrderedCollections
import StratusCodable

/// One A2UI surface: its components by id, its root, its data model and its catalog, built message by message.
///
/// ``apply(_:)`` takes one message for this surface and either applies all of it or, when anything in it is
/// wrong, throws and leaves the surface exactly as it was (a surface is a value: the message is applied to a
/// copy, which replaces the surface only when it is whole). ``tree()`` resolves the components from the root into
/// the nodes a renderer shows, template items expanded with their own scope; a renderer keys its live nodes by
/// ``SurfaceNode/instanceId`` so that nodes which stay keep their state across updates.
public struct Surface: Sendable {
    /// The surface's id.
    public let id: String
    /// The version of the messages that made it; replies are written in it.
    public var version: A2UIVersion
    /// The catalog its components and functions come from (nil in v0.8 until `beginRendering` names one).
    public var catalogId: String?
    /// `theme` / `surfaceProperties` (v0.9+) or v0.8's `styles`, as written.
    public var surfaceProperties: JSONObject
    /// Whether the agent wants the whole data model with every message the client sends.
    public var sendDataModel: Bool
    /// The components, by id, in the order they first arrived.
    public private(set) var components: OrderedDictionary<String, Component>
    /// The id of the root component: `root` from v0.9 on, what `beginRendering` names in v0.8.
    public private(set) var rootId: String?
    /// Whether the surface may be shown: from creation on in v0.9 and later, after `beginRendering` in v0.8.
    public private(set) var isReady: Bool
    /// The surface's data.
    public var dataModel: DataModel
    /// The functions its bindings may call.
    public var functions: FunctionLibrary
    /// The locale of its formatting functions.
    public var locale: String
    /// Whether its calls of functions no catalog of the renderer has go to the agent (``AgentCalls``).
    public var callsAgentFunctions = false
    /// The calls of agent functions its bindings made, and the agent's answers.
    public internal(set) var agentCalls = AgentCalls()
    /// The ids of the components that may call a function (``Component/mayCallFunctions``): only their values can
    /// call the agent's.
    var callingComponents: Set<String> = []
    /// Whether a component stored so far has a `weight`: only then are a node's children looked at for theirs.
    private(set) var holdsWeights = false
    /// The templates repeated over a path from the root, by the id of the component repeating them: what a write
    /// into the data model must leave a list (``TemplateLists``).
    var templateLists: [String: (templateId: String, pointer: JSONPointer)] = [:]

    /// Creates an empty surface.
    public init(id: String, version: A2UIVersion, catalogId: String? = nil, functions: FunctionLibrary = .basic,
                locale: String = "en") {
        self.id = id
        self.version = version
        self.catalogId = catalogId
        self.surfaceProperties = [:]
        self.sendDataModel = false
        self.components = [:]
        self.rootId = version == .v0_8 ? nil : "root"
        self.isReady = version != .v0_8
        self.dataModel = DataModel()
        self.functions = functions
        self.locale = locale
    }

    /// A ready surface made of `components` and `dataModel` (what the items of a long list are evaluated against,
    /// ``SurfaceScreen/itemProperty(_:)``).
    init(id: String, version: A2UIVersion, components: [Component], dataModel: DataModel, locale: String) {
        self.init(id: id, version: version, locale: locale)
        for component in components { self.components[component.id] = component }
        holdsWeights = components.contains { $0.properties["weight"] != nil }
        self.dataModel = dataModel
        self.isReady = true
    }

    /// The component with `id`.
    public subscript(id: String) -> Component? { components[id] }

    /// The `weight` of the component `id`, when it has one.
    func weight(of id: String) -> JSONValue? {
        guard let index = components.index(forKey: id) else { return nil }
        return components.values[index].properties["weight"]
    }

    /// Applies one message addressed to this surface; on error the surface is unchanged.
    ///
    /// - Returns: what changed, for a renderer to update only that.
    /// - Throws: ``A2UIError``: `surfaceState` for a message of another surface or one that cannot apply here
    ///   (`createSurface` again), `cycle` for components that would contain themselves, `invalidPath` for a data
    ///   model write that cannot be done.
    @discardableResult
    public mutating func apply(_ message: ServerMessage) throws(A2UIError) -> SurfaceChange {
        guard message.surfaceId == id else {
            throw A2UIError(.surfaceState, "message for surface \"\(message.surfaceId ?? "")\" applied to surface \"\(id)\"")
        }
        if case .updateDataModel(let update) = message.kind {
            // A data model write changes nothing when it fails (``DataModel/set(_:at:)-(_,JSONPointer)``), so it
            // is done in place: a copy of the surface would share the model, and the write would copy the
            // containers on its path (a list of 100,000 items for each message about one of them).
            return try updateDataModel(update, version: message.version)
        }
        var updated = self
        let change = try updated.applyToCopy(message)
        self = updated
        return change
    }

    /// Writes an `updateDataModel` (v0.8 `dataModelUpdate`) into the data model; on error nothing changes.
    private mutating func updateDataModel(_ update: UpdateDataModel, version: A2UIVersion) throws(A2UIError) -> SurfaceChange {
        let key = version == .v0_8 ? "dataModelUpdate" : "updateDataModel"
        let pointer: JSONPointer
        do {
            pointer = try JSONPointer(update.path)
            try refuseNonList(update.value, at: pointer)
            try dataModel.set(update.value, at: pointer)
        } catch {
            throw A2UIError(error.kind, error.message, at: [.key(key), .key("path")])
        }
        return SurfaceChange(dataModelChanged: true, dataPaths: [pointer])
    }

    private mutating func applyToCopy(_ message: ServerMessage) throws(A2UIError) -> SurfaceChange {
        switch message.kind {
        case .createSurface(let create):
            guard components.isEmpty, catalogId == nil else {
                throw A2UIError(.surfaceState, "surface \"\(id)\" already exists; deleteSurface must come before createSurface")
            }
            version = message.version
            catalogId = create.catalogId
            surfaceProperties = create.surfaceProperties
            sendDataModel = create.sendDataModel
            if let model = create.dataModel { dataModel = DataModel(model) }
            var change = SurfaceChange(dataModelChanged: create.dataModel != nil)
            if !create.components.isEmpty {
                change.components = try store(create.components, pathPrefix: [.key("createSurface"), .key("components")])
            }
            return change
        case .beginRendering(let begin):
            rootId = begin.root
            isReady = true
            if let catalog = begin.catalogId { catalogId = catalog }
            surfaceProperties = begin.styles
            return SurfaceChange(rootChanged: true)
        case .updateComponents(let update):
            let key = message.version == .v0_8 ? "surfaceUpdate" : "updateComponents"
            return SurfaceChange(components: try store(update.components, pathPrefix: [.key(key), .key("components")]))
        case .updateDataModel(let update):
            return try updateDataModel(update, version: message.version)
        case .deleteSurface, .callFunction, .actionResponse, .callRendererFunction, .agentFunctionResponse:
            return SurfaceChange()
        }
    }

    /// Adds or replaces `incoming` by id, after checking that no component would contain itself or change its type.
    private mutating func store(_ incoming: [Component], pathPrefix: [JSONPathComponent]) throws(A2UIError) -> [String] {
        var merged = components
        merged.reserveCapacity(components.count + incoming.count)
        for component in incoming { merged[component.id] = component }
        // A component that names none is on no cycle: only those that name some are started from.
        if let cycle = Self.cycle(in: merged, through: incoming.compactMap { $0.references.isEmpty ? nil : $0.id }) {
            let index = incoming.firstIndex { $0.id == cycle.first } ?? 0
            throw A2UIError(.cycle, "components form a cycle: \(cycle.joined(separator: " -> "))",
                            at: pathPrefix + [.index(index)])
        }
        // The components are read where they are (by index) rather than copied out one by one: a message may
        // bring tens of thousands.
        for index in incoming.indices where !components.isEmpty {
            guard let existing = components.index(forKey: incoming[index].id),
                  components.values[existing].type != incoming[index].type else { continue }
            throw Self.typeChange(of: components.values[existing], to: incoming[index], at: pathPrefix + [.index(index), .key("component")])
        }
        components = merged
        for index in incoming.indices {
            if incoming[index].properties["weight"] != nil { holdsWeights = true }
            if incoming[index].mayCallFunctions {
                callingComponents.insert(incoming[index].id)
            } else if !callingComponents.isEmpty {
                callingComponents.remove(incoming[index].id)
            }
            let templateList = Self.templateList(of: incoming[index])
            if templateList != nil || !templateLists.isEmpty { templateLists[incoming[index].id] = templateList }
        }
        // v0.8's initialization shorthand: a literal beside an absolute path is written there when nothing is.
        for index in incoming.indices where incoming[index].version == .v0_8 {
            let component = incoming[index]
            for name in component.properties.keys {
                guard case .initializedPath(let path, let initial)? = try? component.value(name),
                      JSONPointer.isAbsolute(path), dataModel.value(at: path) == nil else { continue }
                try? dataModel.set(initial, at: path)
            }
        }
        return incoming.map(\.id)
    }

    /// The error of a message that gives a component of the surface another type: a renderer shows each component
    /// as one node of its type, and the message is refused rather than the node made again with what it held.
    static func typeChange(of existing: Component, to incoming: Component, at path: [JSONPathComponent]) -> A2UIError {
        A2UIError(.invalidMessage,
                  "component \"\(existing.id)\" has type \(existing.type) and cannot change to \(incoming.type); "
                      + "give the new component an id of its own, or delete the surface and create it again",
                  at: path)
    }

    /// The ids the component `id` of `components` names, read where it is kept (no copy of the component is
    /// made); none when there is no such component.
    private static func referencedIds(of id: String, in components: OrderedDictionary<String, Component>) -> [String] {
        guard let index = components.index(forKey: id) else { return [] }
        return components.values[index].referencedIds
    }

    /// A cycle through one of `starts` (`a -> b -> a`), following child ids and template components.
    static func cycle(in components: OrderedDictionary<String, Component>, through starts: [String]) -> [String]? {
        // Only a component that names some can be on a cycle. When few do (a long column and the odd row), a child
        // is told from them by comparing ids, not by hashing it to look its component up.
        var containers: [String] = []
        for index in components.values.indices where !components.values[index].references.isEmpty {
            containers.append(components.keys[index])
            if containers.count > 8 { break }
        }
        let fewContainers = containers.count <= 8
        var finished: Set<String> = []
        for start in starts where !finished.contains(start) {
            // A component that names none (most of a long list's) is on no cycle: it is not walked.
            let children = referencedIds(of: start, in: components)
            guard !children.isEmpty else { continue }
            // Depth-first with an explicit stack: deep trees never overflow the thread's stack.
            var path: [String] = []
            var onPath: Set<String> = []
            // Each entry keeps its children: a component's ids are listed once, not once a child.
            var stack: [(id: String, children: [String], next: Int)] = [(start, children, 0)]
            path.append(start)
            onPath.insert(start)
            while let top = stack.last {
                let children = top.children
                if top.next < children.count {
                    stack[stack.count - 1].next += 1
                    let child = children[top.next]
                    if fewContainers, !containers.contains(child) { continue }
                    // Every component on the path names some: one that names none (most of a long column's
                    // children) is on no cycle, and is not looked for in the path's set.
                    let grandchildren = referencedIds(of: child, in: components)
                    guard !grandchildren.isEmpty else { continue }
                    if onPath.contains(child) {
                        return Array(path[(path.firstIndex(of: child) ?? 0)...]) + [child]
                    }
                    guard !finished.contains(child) else { continue }
                    stack.append((child, grandchildren, 0))
                    path.append(child)
                    onPath.insert(child)
                } else {
                    stack.removeLast()
                    path.removeLast()
                    onPath.remove(top.id)
                    finished.insert(top.id)
                }
            }
        }
        return nil
    }

    /// The context bindings of this surface are evaluated in, at the root or in a template item.
    public func context(scope: JSONPointer = .root, index: Int? = nil) -> EvaluationContext {
        var context = EvaluationContext(dataModel: dataModel, scope: scope, index: index, functions: functions, locale: locale)
        if callsAgentFunctions { context.agentResults = agentCalls.results }
        return context
    }
}

/// What one message changed on a surface.
public struct SurfaceChange: Sendable, Hashable {
    /// The ids of the components added or replaced.
    public var components: [String] = []
    /// Whether the root or readiness changed.
    public var rootChanged = false
    /// Whether the data model changed.
    public var dataModelChanged = false
    /// The data paths written (the root for a whole-model replacement).
    public var dataPaths: [JSONPointer] = []
}
