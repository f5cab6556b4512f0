import StratusA2UI
import StratusCore

extension LiveSurfaces {
    /// Shows components that changed (their ids, by surface id) on the open screens of a stream without building
    /// any screen again: on each screen, only the nodes of the changed components, and those whose children
    /// changed, are changed in place (``ScreenPatch``, ``ServerDrivenEngine/update(_:properties:children:source:)``),
    /// so every other node stays the same object with its focus, typed text and scroll position.
    ///
    /// Changes nothing and returns false when a screen must be built again: it shows several surfaces (their ids
    /// may clash, and are written with the surface's id before them), or a surface's root cannot change in place
    /// (not shown yet, a long list written again).
    @MainActor
    func patch(_ changed: [String: Set<String>], in group: SurfaceGroup, at url: String, on screens: [Screen],
               in engine: ServerDrivenEngine) -> Bool {
        var plans: [(nodes: [String: Node], patch: ScreenPatch, reads: StateCell?)] = []
        let surfaceTabs = SurfaceTab.tabs(of: group)
        for screen in screens {
            guard let root = screen.root else { return false }
            let shownIds = tabs.surfaceIds(forScreenAt: screen.resolvedURL ?? url, of: surfaceTabs)
                ?? group.surfaces.values.filter(\.isReady).map(\.id)
            for (surfaceId, components) in changed {
                guard shownIds.contains(surfaceId), let surface = group[surfaceId], surface.isReady else { continue }
                guard shownIds.count == 1, let surfaceRoot = surfaceRoot(of: surfaceId, in: group, under: root) else { return false }
                let nodes = Self.nodesById(under: surfaceRoot)
                let patch = ScreenPatch.plan(surface, changing: components) { id in
                    nodes[id].map { node in
                        ScreenPatch.Shown(children: node.children.map { ($0.id, $0.component.identifier) },
                                          isLazy: node.buildsChildrenLazily)
                    }
                }
                guard let patch else { return false }
                plans.append((nodes, patch, surfaceRoot.states.first { $0.id == SurfaceScreen.dataModelReadsState }))
            }
        }
        do {
            try engine.batch {
                for plan in plans {
                    for change in plan.patch.changes {
                        guard let node = plan.nodes[change.id] else { continue }
                        let children = change.children?.compactMap { child -> ChildContent? in
                            switch child {
                            case .kept(let id): plan.nodes[id].map(ChildContent.kept)
                            case .new(let content): .new(content)
                            }
                        }
                        try engine.update(node, properties: change.properties, children: children, source: url)
                    }
                    // What the new nodes show of the data model without a binding is added to what the screen reads so.
                    guard let cell = plan.reads else { continue }
                    var reads = DataModelReads(json: cell.value)
                    reads.everything = reads.everything || plan.patch.reads.everything
                    reads.pointers.formUnion(plan.patch.reads.pointers)
                    engine.write(reads.json, to: cell)
                }
            }
        } catch {
            engine.log(.error, "\(error)")
            return false
        }
        return true
    }

    /// The nodes of the subtree of `root` (itself included), by id.
    @MainActor
    private static func nodesById(under root: Node) -> [String: Node] {
        var nodes: [String: Node] = [:]
        var pending = [root]
        while let node = pending.popLast() {
            nodes[node.id] = node
            pending.append(contentsOf: node.children)
        }
        return nodes
    }
}
