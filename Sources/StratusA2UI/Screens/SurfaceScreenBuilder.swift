import OrderedCollections
import StratusCodable

/// What the screen of a surface is written into, node by node: JSON (``SurfaceScreen/value``), or a renderer's own
/// nodes, so that a renderer that reads the screen into nodes anyway need not have it written as JSON and read again
/// (``SurfaceScreen/write(_:into:)``).
///
/// Nodes are handed over children first; each comes with its position in the screen's JSON, the JSON path the
/// engine reports its problems at.
public protocol SurfaceScreenBuilder {
    /// A written node, with the nodes below it.
    associatedtype Node

    /// The node `written` at `position`, whose children, in order, are `children`.
    mutating func node(_ written: WrittenNode, children: [Node], at position: NodePosition) -> Node

    /// A node that is written only as JSON (a List whose items the engine's `forEach` repeats), at `position`.
    mutating func node(json: JSONValue, at position: NodePosition) -> Node
}

/// A node of a surface's screen as the screen's JSON writes it: `{"_:component", "id", "state", "properties"}`.
public struct WrittenNode: Sendable {
    /// The component the node is made of (`a2ui:Text`).
    public var component: String
    /// The node's id.
    public var id: String
    /// The states the node declares: the surface's root declares its data model (``SurfaceScreen/dataModelState``)
    /// and what goes with it; no other node declares any.
    public var states: JSONObject
    /// The properties: evaluated values with `@{` escaped, bindings to the data model (`@{a2uiData.rows[3]}`),
    /// events (`onPress`, `onChange`).
    public var properties: JSONObject
    /// The properties bound to the data model, in the order written.
    public var bindings: [BoundProperty]
}

/// A property of a written node bound to the data model (``WrittenNode/bindings``).
public struct BoundProperty: Sendable, Hashable {
    /// The property's name, as the node's properties write it.
    public var name: String
    /// The steps it reads inside the state ``SurfaceScreen/dataModelState`` (`rows`, `3`): the expression its text
    /// parses into, known without parsing it.
    public var steps: [JSONPathComponent]
}

/// Where a node is in its screen's JSON: the root (`$`), or the child at an index of the node at a path.
public struct NodePosition: Sendable, Hashable {
    /// The JSON path of the node it is a child of; nil for the root.
    public var parentPath: String?
    /// Its index among that node's children.
    public var index: Int

    /// The root of the screen.
    public static let root = NodePosition(parentPath: nil, index: 0)

    /// The child at `index` of the node at `parentPath`.
    public init(child index: Int, of parentPath: String) {
        self.init(parentPath: parentPath, index: index)
    }

    private init(parentPath: String?, index: Int) {
        self.parentPath = parentPath
        self.index = index
    }

    /// The JSON path: `$`, `$.children[2]`.
    public var path: String {
        guard let parentPath else { return "$" }
        return parentPath + ".children[" + String(index) + "]"
    }
}

/// Writes nodes as the screen's JSON.
struct JSONNodeBuilder: SurfaceScreenBuilder {
    func node(_ written: WrittenNode, children: [JSONValue], at position: NodePosition) -> JSONValue {
        var object: JSONObject = ["_:component": .string(written.component), "id": .string(written.id)]
        if !written.properties.isEmpty { object["properties"] = .object(written.properties) }
        if !children.isEmpty { object["children"] = .array(children) }
        if !written.states.isEmpty { object["state"] = .object(written.states) }
        return .object(object)
    }

    func node(json: JSONValue, at position: NodePosition) -> JSONValue { json }
}

extension SurfaceScreen {
    /// The screen ``init(_:showing:arriving:)`` writes for `group` (every surface, none arriving), its nodes handed
    /// to `builder` instead of written as JSON, when it is one surface's: nil when the group shows none or
    /// several, or when the surface's root is a List whose items the engine repeats (such screens are written
    /// as JSON only).
    ///
    /// - Returns: the root node, and what could not be shown (``problems``).
    public static func write<Builder: SurfaceScreenBuilder>(_ group: SurfaceGroup, into builder: inout Builder)
        -> (root: Builder.Node, problems: [A2UIError])? {
        var shown: (surface: Surface, root: Int)?
        for surface in group.surfaces.values {
            guard let root = surface.rootPosition else { continue }
            guard shown == nil else { return nil }
            shown = (surface, root)
        }
        guard let shown else { return nil }
        var writer = NodeWriter.screenWriter(of: shown.surface, after: [])
        guard let root = writer.node(componentAt: shown.root, into: &builder) else { return nil }
        return (root, writer.problems)
    }
}
