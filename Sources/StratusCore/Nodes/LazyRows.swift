/// The children of a node whose component builds them lazily (`layout:lazyColumn`), seen as rows.
///
/// Each child node is a row, except that a `forEach` directly inside such a node is virtual: each of its items is
/// one row (of however many nodes its template renders, possibly none), built only when asked for. A list of a
/// million items then holds the items and their keys, and nodes for the rows on screen only. Nodes of rows that
/// are built keep their usual ids (`<template id>:<key>`) and their state updates; `children` lists them.
extension Node {

    /// How many rows the node's children make: one per child node, and one per item of a virtual `forEach`.
    ///
    /// For a node that does not build its children lazily this is `children.count`. O(number of slots).
    public var lazyRowCount: Int {
        guard buildsChildrenLazily else { return children.count }
        return slots.reduce(0) { $0 + $1.rowCount }
    }

    /// The nodes of row `index` (see `lazyRowCount`), building them if needed; empty for an index out of range.
    ///
    /// Building a row does not count as a change of this node (its `revision` stays): the rows were always
    /// there, only not built. The node holds a bounded number of built rows and releases the least recently asked
    /// for beyond that, keeping their local states (nimbus-core keeps such rows whole).
    public func lazyRow(at index: Int) -> [Node] {
        guard buildsChildrenLazily else { return children.indices.contains(index) ? [children[index]] : [] }
        var remaining = index
        for slot in slots {
            let count = slot.rowCount
            if remaining < count {
                switch slot {
                case .node(let node):
                    return [node]
                case .structure(let structure):
                    let nodes = structure.rowNodes(at: remaining)
                    adoptBuiltRow(nodes)
                    return nodes
                }
            }
            remaining -= count
        }
        return []
    }

    /// Adds the nodes of a row that was just built to `children` (attached with this node), in no particular
    /// order: `lazyRow(at:)` is the ordered view.
    private func adoptBuiltRow(_ nodes: [Node]) {
        // Children of an attached node are attached, so a detached node is new here; otherwise look.
        for node in nodes where !node.isAttached && (isAttached || !children.contains { $0 === node }) {
            appendBuiltChild(node)
        }
    }
}

extension ChildSlot {
    /// How many rows this slot gives a node that builds its children lazily.
    var rowCount: Int {
        switch self {
        case .node: return 1
        case .structure(let structure): return structure.rowCount
        }
    }
}
