import StratusCodable

/// What a screen showing one surface must change after components of the surface changed (an `updateComponents`):
/// only the nodes whose components changed, by id, and the nodes whose children did, rather than the whole screen
/// written again (Docs/A2UI.md, "One reactive model").
///
/// A renderer that shows the surface on the engine's live nodes gives ``plan(_:changing:shown:)`` the shape of what
/// it shows (the ids and components of a node's children); the plan says, node by node, the properties to read
/// anew and the children to keep (by id) or to build (their JSON, as ``SurfaceScreen`` writes them).
public struct ScreenPatch: Sendable {
    /// One live node to change.
    public struct NodeChange: Sendable {
        /// The node's id.
        public var id: String
        /// Its new properties, as ``SurfaceScreen`` writes them; nil keeps the ones it has.
        public var properties: JSONObject?
        /// Its new children, in order; nil keeps the ones it has.
        public var children: [Child]?
    }

    /// A child of a changed node: one it shows now, kept with its subtree, or a new subtree.
    public enum Child: Sendable {
        /// The node shown now with this id.
        case kept(String)
        /// A new node and its subtree, as ``SurfaceScreen`` writes them.
        case new(JSONValue)
    }

    /// What a renderer shows for a node now: its children's ids and components, and whether it builds its rows
    /// lazily (a long list, whose rows are not children to match).
    public struct Shown: Sendable {
        /// The node's children: each one's id and component (`a2ui:Text`).
        public var children: [(id: String, component: String)]
        /// Whether the node is a lazy list.
        public var isLazy: Bool

        /// What a renderer shows for a node.
        public init(children: [(id: String, component: String)], isLazy: Bool) {
            self.children = children
            self.isLazy = isLazy
        }
    }

    /// The nodes to change, parents before their children.
    public var changes: [NodeChange]
    /// What the properties and nodes written show of the data model without an engine binding: the renderer adds
    /// them to the surface's ``SurfaceScreen/dataModelReadsState``.
    public var reads: DataModelReads
    /// What could not be shown in the nodes written (as ``SurfaceScreen/problems``).
    public var problems: [A2UIError]

    /// The changes that show `surface`, whose components `changed` were added or replaced, on a screen that shows
    /// it now (``SurfaceScreen`` with this surface alone): `shown` tells what the screen shows for a node id, nil
    /// for one it does not show. Nil when the surface's root cannot be changed in place (it is not shown yet, or
    /// it is a long list that must be written again): the screen must then be written again whole.
    public static func plan(_ surface: Surface, changing changed: Set<String>,
                            shown: @escaping (String) -> Shown?) -> ScreenPatch? {
        guard let root = surface.tree(leavingItemsOfListsLongerThan: SurfaceScreen.listsLeftToTheEngine).root,
              let rootShown = shown(root.instanceId) else { return nil }
        var planner = Planner(writer: NodeWriter(surface: surface, usedIds: []), changed: changed, shown: shown)
        guard planner.visit(root, shownAs: rootShown) else { return nil }
        return ScreenPatch(changes: planner.changes, reads: planner.writer.reads, problems: planner.writer.problems)
    }

    /// Walks the surface's tree beside what is shown.
    private struct Planner {
        var writer: NodeWriter
        let changed: Set<String>
        let shown: (String) -> Shown?
        var changes: [NodeChange] = []

        /// Plans the changes of `node`, shown now as `now`; false when the node cannot be changed in place and its
        /// parent must build it anew (a long list whose template or lazy form changed).
        mutating func visit(_ node: SurfaceNode, shownAs now: Shown) -> Bool {
            let changedItself = changed.contains(node.componentId)
            if let items = node.lazyItems {
                // A list's rows are the engine's `forEach`'s: the list is kept as it is while nothing of it changed.
                let changedBelow = node.allNodes.contains { changed.contains($0.componentId) }
                return now.isLazy == (items.count > SurfaceScreen.longListThreshold) && !changedItself && !changedBelow
            }
            guard !now.isLazy else { return false }
            var children: [Child] = []
            children.reserveCapacity(node.children.count)
            var reshaped = node.children.count != now.children.count
            var childChanged = false
            let position = changes.count
            // Where each shown child is, by id: made only once a child is not where it was.
            var positions: [String: Int]?
            for (index, child) in node.children.enumerated() {
                childChanged = childChanged || changed.contains(child.componentId)
                var match: Int? = index < now.children.count && now.children[index].id == child.instanceId ? index : nil
                if match == nil {
                    reshaped = true
                    if positions == nil {
                        positions = Dictionary(now.children.enumerated().map { ($0.element.id, $0.offset) }) { first, _ in first }
                    }
                    match = positions?[child.instanceId]
                }
                if let match, now.children[match].component == SurfaceScreen.namespace + ":" + child.type,
                   let childShown = shown(child.instanceId), visit(child, shownAs: childShown) {
                    children.append(.kept(child.instanceId))
                } else {
                    children.append(.new(writer.node(child)))
                    reshaped = true
                }
            }
            // A node's properties say how its children are placed (their weights, a Modal's slots).
            guard changedItself || childChanged || reshaped else { return true }
            let change = NodeChange(id: node.instanceId, properties: writer.properties(of: node),
                                    children: reshaped ? children : nil)
            changes.insert(change, at: position)
            return true
        }
    }
}
