/// One entry of a node's child list before flattening: a node, or a structural element (`if`, `forEach`)
/// that stands for zero or more nodes.
@MainActor
enum ChildSlot {
    case node(Node)
    case structure(StructuralElement)

    /// Appends the nodes this slot currently stands for.
    func appendNodes(to list: inout [Node]) {
        switch self {
        case .node(let node): list.append(node)
        case .structure(let structure): structure.appendNodes(to: &list)
        }
    }

    /// Appends the nodes this slot stands for that are built (see `StructuralElement.appendBuiltNodes(to:)`).
    func appendBuiltNodes(to list: inout [Node]) {
        switch self {
        case .node(let node): list.append(node)
        case .structure(let structure): structure.appendBuiltNodes(to: &list)
        }
    }

    /// Every binding-owning object below this slot goes away for good.
    func dispose() {
        switch self {
        case .node(let node): node.dispose()
        case .structure(let structure): structure.dispose()
        }
    }
}

/// Something that holds child slots and must hear when a structural element among them changes its output.
@MainActor
protocol ChildContainer: AnyObject {
    func childStructureDidChange()
}

extension Node {
    /// Releases the subscriptions of this node and everything below it (its screen closed).
    func dispose() {
        isParked = false
        for binding in bindings { binding.detach() }
        for slot in slots { slot.dispose() }
    }
}
