/// The local states of a subtree whose nodes were released, by scope label (`<node id><forEach suffix>`), so that
/// the subtree can be built again later with the values it had.
///
/// nimbus-core keeps a hidden `if` branch and the rows that left a `forEach` alive (both are core fixmes), so their
/// local states survive. Stratus releases those nodes and keeps only this compact record: the same values come
/// back when the branch shows again or the key returns, without holding a node tree meanwhile.
typealias KeptStates = [String: JSONObject]

extension ChildSlot {
    /// Adds the local states of everything below this slot (shown or kept) to `states`.
    func collectStates(into states: inout KeptStates) {
        switch self {
        case .node(let node): node.collectStates(into: &states)
        case .structure(let structure): structure.collectStates(into: &states)
        }
    }

    /// The nodes this slot holds, shown or not.
    var heldNodeCount: Int {
        switch self {
        case .node(let node): return node.heldNodeCount
        case .structure(let structure): return structure.heldNodeCount
        }
    }
}

extension Node {
    /// Adds this node's local states and those of everything below it to `states`.
    func collectStates(into states: inout KeptStates) {
        if !self.states.isEmpty { states[scope.label] = KeptStates.record(of: self.states) }
        for slot in slots { slot.collectStates(into: &states) }
    }

    /// The nodes this node holds, itself included: its visible children and those of hidden branches or rows
    /// kept by `if` and `forEach`. Nodes of a hidden branch or of a row that left its list are released, so this
    /// falls when a long list is replaced by a short one.
    public var heldNodeCount: Int {
        1 + slots.reduce(0) { $0 + $1.heldNodeCount }
    }
}

@MainActor
extension KeptStates {
    /// The values of `cells`, by state id, in order.
    static func record(of cells: [StateCell]) -> JSONObject {
        var record = JSONObject()
        for cell in cells { record[cell.id] = cell.value }
        return record
    }
}
