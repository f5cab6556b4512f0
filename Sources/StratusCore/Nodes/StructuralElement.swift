/// The base of `if` and `forEach`: structural elements whose output is flattened into the nearest node.
@MainActor
class StructuralElement {
    /// The id from the JSON or `nimbus:N` (plus forEach suffixes).
    let id: String
    /// The scope of the element (its own when it declares states).
    let scope: Scope
    weak var container: (any ChildContainer)?
    unowned let engine: ServerDrivenEngine
    var bindings: [Binding] = []
    /// The states the element declares itself (`if` and `forEach` may have a `state` map, like any node).
    var states: [StateCell] = []

    init(id: String, scope: Scope, engine: ServerDrivenEngine) {
        self.id = id
        self.scope = scope
        self.engine = engine
    }

    /// Appends the nodes this element currently renders.
    func appendNodes(to list: inout [Node]) {}

    /// Appends the nodes this element currently renders that are built: what a virtual forEach lists as its
    /// node's children (an `if` in a virtual row builds a shown branch only when the row is asked for).
    func appendBuiltNodes(to list: inout [Node]) { appendNodes(to: &list) }

    /// Releases subscriptions of this element and everything below it.
    func dispose() {
        for binding in bindings { binding.detach() }
    }

    /// Adds the element's own states and those of everything below it (shown or kept) to `kept`.
    func collectStates(into kept: inout KeptStates) {
        if !states.isEmpty { kept[scope.label] = KeptStates.record(of: states) }
    }

    /// The nodes the element holds, shown or not.
    var heldNodeCount: Int { 0 }

    /// How many rows the element gives a container that builds its children lazily: one per node it renders,
    /// unless it builds rows on demand (a virtual forEach: one per item).
    var rowCount: Int {
        var nodes: [Node] = []
        appendNodes(to: &nodes)
        return nodes.count
    }

    /// The nodes of row `index` (see `rowCount`), built if needed.
    func rowNodes(at index: Int) -> [Node] {
        var nodes: [Node] = []
        appendNodes(to: &nodes)
        return nodes.indices.contains(index) ? [nodes[index]] : []
    }
}
