import Foundation

/// A node as read from a screen, before it is bound to states: id assigned, properties parsed.
///
/// Descriptions are values, built once per screen. The engine instantiates them into live `Node`s; a forEach
/// instantiates its template children once per item, with an id suffix (`person:John`).
public struct NodeDescription: Sendable, Hashable {
    /// The id from the JSON, or the generated `nimbus:N`.
    public var id: String
    /// The component's name.
    public var component: ComponentName
    /// The node's local states and their initial values, in declaration order.
    public var states: JSONObject
    /// The properties with their expressions and events located.
    public var properties: PropertyTemplate
    /// The child nodes (for `if` its `then`/`else`, for `forEach` its template).
    public var children: [NodeDescription]
    /// Where the node came from: `$.children[2]`.
    public var jsonPath: String {
        get { path.text }
        set { path = NodePath(newValue) }
    }
    /// `jsonPath`, written out only when asked for.
    private(set) var path: NodePath

    /// Creates a description.
    public init(id: String, component: ComponentName, states: JSONObject = ViewRequest.noState, properties: PropertyTemplate = .empty,
                children: [NodeDescription] = [], jsonPath: String) {
        self.init(id: id, component: component, states: states, properties: properties, children: children,
                  path: NodePath(jsonPath))
    }

    /// Creates the description of the child at `index` of the node written at `parentPath`, whose path
    /// (`PARENT.children[INDEX]`) is written out only when asked for, as ``NodeBuilder`` makes them.
    public init(id: String, component: ComponentName, states: JSONObject = ViewRequest.noState,
                properties: PropertyTemplate = .empty, children: [NodeDescription] = [], child index: Int,
                of parentPath: String) {
        self.init(id: id, component: component, states: states, properties: properties, children: children,
                  path: NodePath(child: index, of: parentPath))
    }

    init(id: String, component: ComponentName, states: JSONObject, properties: PropertyTemplate,
         children: [NodeDescription], path: NodePath) {
        self.id = id
        self.component = component
        self.states = states
        self.properties = properties
        self.children = children
        self.path = path
    }

    /// True when this node or one below it declares local states (what a hidden `if` branch would keep).
    var declaresStates: Bool { !states.isEmpty || children.contains { $0.declaresStates } }

    /// `true` for `if`, `then`, `else` and `forEach`, which never reach the UI layer.
    var isStructural: Bool {
        component.namespace.isEmpty && (component.name == "if" || component.name == "forEach"
            || component.name == "then" || component.name == "else")
    }
}

/// Hands out `nimbus:1`, `nimbus:2`, ... for nodes without an id. One per engine, never reset between screens.
public final class NodeIDGenerator: @unchecked Sendable {
    private let lock = NSLock()
    private var counter = 0

    /// Creates a generator starting at `nimbus:1`.
    public init() {}

    /// The next id.
    public func next() -> String {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return "nimbus:\(counter)"
    }
}

/// Reads a screen's JSON into node descriptions, with the core's rules (Docs/Nimbus.md §1).
public struct NodeBuilder: Sendable {
    /// The id generator shared by every screen of one engine.
    public let ids: NodeIDGenerator

    /// Creates a builder that takes ids from `ids`.
    public init(ids: NodeIDGenerator) {
        self.ids = ids
    }

    /// Reads a node and its subtree. Ids are assigned in pre-order: a parent before its children.
    ///
    /// - Throws: `StratusCoreError.malformedComponent` with the node's JSON path when `_:component` is not a
    ///   string or `state`/`properties`/`children` have the wrong type.
    public func build(_ json: JSONValue, jsonPath: String = "$", source: String? = nil) throws -> NodeDescription {
        try build(json, path: NodePath(jsonPath), source: source, depth: 0)
    }

    /// How deep nodes may nest; deeper trees are refused rather than exhausting the stack.
    public static let maximumDepth = 512

    private func build(_ json: JSONValue, path: NodePath, source: String?, depth: Int) throws -> NodeDescription {
        // Written out only for a problem, or once for the children's paths.
        var jsonPath: String { path.text }
        guard depth < Self.maximumDepth else {
            throw StratusCoreError(.malformedComponent, "Components are nested more than \(Self.maximumDepth) "
                + "levels deep at JSONPath \"\(jsonPath)\".", source: source, jsonPath: jsonPath)
        }
        guard case .object(let object) = json else {
            throw malformed(id: nil, jsonPath: jsonPath, source: source, key: nil, expected: "Map", found: json)
        }
        let explicitID: String?
        switch object["id"] {
        case .string(let id)?: explicitID = id
        case nil, .null?: explicitID = nil
        case let other?: explicitID = NimbusText.string(other)
        }
        guard case .string(let identifier)? = object["_:component"] else {
            throw malformed(id: explicitID, jsonPath: jsonPath, source: source, key: "_:component", expected: "String",
                            found: object["_:component"] ?? .null)
        }
        let id = explicitID ?? ids.next()
        var states: JSONObject = [:]
        switch object["state"] {
        case nil, .null?: break
        case .object(let map)?: states = Self.normalizedStates(map)
        case let other?:
            throw malformed(id: id, jsonPath: jsonPath, source: source, key: "state", expected: "Map", found: other)
        }
        var properties = PropertyTemplate.empty
        switch object["properties"] {
        case nil, .null?: break
        case .object(let map)?: properties = PropertyTemplate(parsing: map, jsonPath: { "\(path.text).properties" })
        case let other?:
            throw malformed(id: id, jsonPath: jsonPath, source: source, key: "properties", expected: "Map", found: other)
        }
        var children: [NodeDescription] = []
        switch object["children"] {
        case nil, .null?: break
        case .array(let list)?:
            children.reserveCapacity(list.count)
            let parent = path.text
            for (index, child) in list.enumerated() {
                children.append(try build(child, path: NodePath(child: index, of: parent), source: source, depth: depth + 1))
            }
        case let other?:
            throw malformed(id: id, jsonPath: jsonPath, source: source, key: "children", expected: "List", found: other)
        }
        return NodeDescription(id: id, component: ComponentName(parsing: identifier), states: states,
                               properties: properties, children: children, path: path)
    }

    /// Docs/Nimbus.md §1: before the core moved to a map of states (December 2022), a single state was
    /// `{"id": "x", "value": 1}`; read it as `{"x": 1}`.
    static func normalizedStates(_ map: JSONObject) -> JSONObject {
        if map.count == 2, case .string(let id)? = map["id"], let value = map["value"] {
            return [id: value]
        }
        return map
    }

    private func malformed(id: String?, jsonPath: String, source: String?, key: String?, expected: String,
                           found: JSONValue) -> StratusCoreError {
        let cause: String
        if let key {
            cause = "Unexpected value type at \"\(key)\". Expected \"\(expected)\", found \""
                + "\(PropertyReader.kotlinTypeName(of: found))\"."
        } else {
            cause = "Expected a component (\"\(expected)\"), found \"\(PropertyReader.kotlinTypeName(of: found))\"."
        }
        let message = "Error while trying to deserialize component with id \"\(id ?? "unknown")\" and JSONPath "
            + "\"\(jsonPath)\". Cause: \(cause)"
        return StratusCoreError(.malformedComponent, message, source: source, jsonPath: jsonPath)
    }
}
