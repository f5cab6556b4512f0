import StratusA2UI
import StratusCore

/// The screen of a surface read into the engine's node descriptions as it is written (``SurfaceScreen/write(_:into:)``),
/// not written as JSON for the engine to read again: the descriptions are those ``NodeBuilder`` reads from
/// ``SurfaceScreen/value``, each node at the JSON path it has there (Docs/A2UI.md, "One reactive model").
///
/// A property bound to the data model is given to the engine with the expression its text reads
/// (`@{a2uiData.rows[3]}` is the state `a2uiData`, then `rows`, then `3`), made from the steps the screen wrote it
/// from rather than parsed; the rest of a node's properties are read as the engine reads any. A List whose items
/// the engine repeats is written as JSON and read by ``NodeBuilder``.
struct SurfaceDescriptions: SurfaceScreenBuilder {
    /// Gives ids to the nodes of JSON that have none.
    let ids: NodeIDGenerator
    /// The component names met so far, read once each.
    private var names: [String: ComponentName] = [:]
    /// The name read last.
    private var last: (identifier: String, name: ComponentName)?
    /// The first error reading a node written as JSON.
    private(set) var failure: (any Error)?
    /// The bound properties of the node described last, with the expressions they read.
    private var parsed: [(name: String, expression: Expression)] = []

    init(ids: NodeIDGenerator) {
        self.ids = ids
    }

    /// The descriptions of the screen of `group`, when it is one surface's (``SurfaceScreen/write(_:into:)``); nil
    /// when it is not, or when a node written as JSON does not read (the screen's JSON then reports it).
    static func describe(_ group: SurfaceGroup, ids: NodeIDGenerator) -> NodeDescription? {
        var builder = SurfaceDescriptions(ids: ids)
        guard let (root, _) = SurfaceScreen.write(group, into: &builder), builder.failure == nil else { return nil }
        return root
    }

    mutating func node(_ written: WrittenNode, children: [NodeDescription], at position: NodePosition) -> NodeDescription {
        // Pairs, not a table: a node has one or two bound properties, and a table would be made and hashed per node.
        // They are written into one list kept from node to node, not into a list made for each.
        // Most nodes have as many as the last one (a long column's texts, one each): written over them in place.
        if parsed.count != written.bindings.count { parsed.removeAll(keepingCapacity: true) }
        for (position, binding) in written.bindings.enumerated() {
            let path = binding.steps.map { step in step.key.map(PathComponent.key) ?? .index(step.index ?? 0) }
            let pair = (name: binding.name, expression: Expression.state(StateReference(stateID: SurfaceScreen.dataModelState, path: path)))
            if position < parsed.count { parsed[position] = pair } else { parsed.append(pair) }
        }
        let properties = PropertyTemplate(parsing: written.properties, jsonPath: position.path + ".properties", parsed: parsed)
        let component = name(written.component)
        guard let parentPath = position.parentPath else {
            return NodeDescription(id: written.id, component: component, states: written.states, properties: properties,
                                   children: children, jsonPath: position.path)
        }
        return NodeDescription(id: written.id, component: component, states: written.states, properties: properties,
                               children: children, child: position.index, of: parentPath)
    }

    mutating func node(json: JSONValue, at position: NodePosition) -> NodeDescription {
        do {
            return try NodeBuilder(ids: ids).build(json, jsonPath: position.path)
        } catch {
            failure = failure ?? error
            return NodeDescription(id: "", component: ComponentName(parsing: "fragment"), jsonPath: position.path)
        }
    }

    private mutating func name(_ identifier: String) -> ComponentName {
        // Siblings are mostly of one type: the last name is looked at before the table.
        if let last, last.identifier == identifier { return last.name }
        let name = names[identifier] ?? ComponentName(parsing: identifier)
        names[identifier] = name
        last = (identifier, name)
        return name
    }
}
