import StratusCodable

/// A surface's screen written straight from its components, each node as its component is reached from the root,
/// rather than from the surface's tree resolved first (``Surface/tree(leavingItemsOfListsLongerThan:)``): the nodes
/// and their order are the tree's, but no node of the tree is made and kept for each component, only to be read
/// again while writing (a long column's texts are read once, each while it is at hand).
///
/// A component whose children the tree resolves in a scope of their own or places by weight or slot (a template,
/// a weighted child, a Modal) is resolved and written as before, with what is below it.
extension NodeWriter {
    /// The screen's root, the component at `root` among the surface's components, and the nodes below it, written
    /// into `builder`; nil when the root is a List whose items the engine repeats (such screens are JSON only).
    mutating func node<Builder: SurfaceScreenBuilder>(componentAt root: Int, into builder: inout Builder) -> Builder.Node? {
        let id = surface.components.keys[root]
        guard isWrittenAsReached(surface.components.values[root], depth: 0) else {
            let resolved = resolve(root, instanceId: id, slot: "", scope: .root, index: nil, depth: 0)
            guard resolved.lazyItems == nil else { return nil }
            return node(resolved, at: .root, into: &builder, declaringRootStates: true)
        }
        return node(componentAt: root, instanceId: id, slot: "", scope: .root, index: nil, depth: 0, at: .root, into: &builder)
    }

    /// Whether `component`, at `depth` below the root, is written as it is reached: not one whose children are
    /// resolved in a scope of their own (a template) or placed by weight or slot (a Modal), nor one too deep.
    private func isWrittenAsReached(_ component: Component, depth: Int) -> Bool {
        depth < Surface.maximumDepth && !surface.holdsWeights && component.type != "Modal"
            && component.references.allSatisfy { if case .explicit = $0.children { true } else { false } }
    }

    /// The component at `position` resolved as the tree resolves it, with the nodes below it; what could not be
    /// resolved is kept in ``problems``.
    private mutating func resolve(_ position: Int, instanceId: String, slot: String, scope: JSONPointer, index: Int?,
                                  depth: Int) -> SurfaceNode {
        var problems: [A2UIError] = []
        let resolved = surface.resolve(position, instanceId: instanceId, slot: slot, scope: scope, index: index,
                                       depth: depth, lazyLimit: SurfaceScreen.listsLeftToTheEngine, problems: &problems)
        self.problems += problems
        return resolved
    }

    /// The node of the component at `position`, shown as `instanceId` at `nodePosition` (not the root), and the
    /// nodes below it.
    private mutating func node<Builder: SurfaceScreenBuilder>(
        componentAt position: Int, instanceId: String, slot: String, scope: JSONPointer, index: Int?, depth: Int,
        at nodePosition: NodePosition, into builder: inout Builder
    ) -> Builder.Node {
        let component = surface.components.values[position]
        let isRoot = nodePosition.parentPath == nil
        guard isWrittenAsReached(component, depth: depth) else {
            let resolved = resolve(position, instanceId: instanceId, slot: slot, scope: scope, index: index, depth: depth)
            return self.node(resolved, at: nodePosition, into: &builder, declaringRootStates: isRoot)
        }
        var reached = SurfaceNode(componentId: component.id, instanceId: instanceId, type: component.type, slot: slot,
                                  scope: scope, index: index, children: [])
        reached.componentHint.index = position
        // In the order the tree's writer takes: the node's id and properties, then its children.
        let id = claimId(of: reached)
        let name = componentName(of: component.type)
        let (properties, bindings) = writtenProperties(of: reached)
        var children: [Builder.Node] = []
        let count = component.references.reduce(0) { count, reference in
            if case .explicit(let ids) = reference.children { count + ids.count } else { count }
        }
        if count > 0 {
            // The instance id is the component's id and a suffix: cut by their bytes.
            let suffix = Substring(instanceId.utf8.dropFirst(component.id.utf8.count))
            let path = nodePosition.path
            // Written into a list made at once (see ``node(_:at:into:declaringRootStates:)``).
            // Components are mostly stored in the order they are named (a message lists a column, then its
            // children): the one after the last child found is looked at before the table.
            var next = position + 1
            children = Array(unsafeUninitializedCapacity: count) { buffer, made in
                for reference in component.references {
                    guard case .explicit(let ids) = reference.children else { continue }
                    for childId in ids {
                        let stored = next < surface.components.count && surface.components.keys[next] == childId
                        guard let child = stored ? next : surface.components.index(forKey: childId) else {
                            problems.append(Surface.missingChild(childId, of: component, in: reference))
                            continue
                        }
                        next = child + 1
                        buffer.initializeElement(at: made, to: self.node(
                            componentAt: child, instanceId: suffix.isEmpty ? childId : childId + suffix, slot: reference.property,
                            scope: scope, index: index, depth: depth + 1, at: NodePosition(child: made, of: path), into: &builder))
                        made += 1
                    }
                }
            }
        }
        let written = WrittenNode(component: name, id: id, states: isRoot ? rootStates : [:], properties: properties,
                                  bindings: bindings)
        return builder.node(written, children: children, at: nodePosition)
    }
}
