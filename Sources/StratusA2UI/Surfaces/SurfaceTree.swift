import OrderedCollections
import StratusCodable

/// One shown instance of a component: a component in the tree, or one item of a template.
///
/// Template items are instances of the same component with their own ``scope`` (the item's pointer, against
/// which relative paths resolve) and ``index``; ``instanceId`` tells them apart (`item-row:2`, and `cell:2:0`
/// inside nested templates), so a renderer that keys its nodes by it keeps the state of items that stay.
public struct SurfaceNode: Sendable, Hashable {
    /// The component's id.
    public var componentId: String
    /// The component id with the template item indices above it (`item-row:2`); the id itself outside templates.
    public var instanceId: String
    /// The component's type.
    public var type: String
    /// The property of the parent it came from (`children`, `child`, `tabs[1].child`, `trigger`); empty for the root.
    public var slot: String
    /// Where its relative paths resolve.
    public var scope: JSONPointer
    /// Its template item's position, when it is in one.
    public var index: Int?
    /// Its children, in order.
    public var children: [SurfaceNode]

    /// Every node of the subtree, depth first, this one first.
    public var allNodes: [SurfaceNode] {
        var nodes: [SurfaceNode] = []
        var stack = [self]
        while let node = stack.popLast() {
            nodes.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return nodes
    }
}

/// A surface resolved from its root, with what could not be resolved.
public struct SurfaceTree: Sendable {
    /// The root node; nil while the surface is not ready or has no root component yet.
    public var root: SurfaceNode?
    /// What was skipped: children naming missing components, templates over something that is not a list,
    /// malformed template paths. The rest of the tree is still there.
    public var problems: [A2UIError]
}

extension Surface {
    /// The deepest tree resolved; deeper components are reported, not recursed into.
    public static let maximumDepth = 256

    /// Resolves the components from the root into nodes, expanding templates over the data model.
    ///
    /// A child that names a missing component is skipped (it may arrive later: progressive rendering), and so is
    /// a template whose path holds nothing yet; a template over something other than a list is skipped and
    /// reported. Components of a surface never form a cycle (``apply(_:)`` refuses one).
    public func tree() -> SurfaceTree {
        var problems: [A2UIError] = []
        guard isReady, let rootId, let root = components[rootId] else { return SurfaceTree(root: nil, problems: problems) }
        let node = resolve(root, instanceId: rootId, slot: "", scope: .root, index: nil, depth: 0, problems: &problems)
        return SurfaceTree(root: node, problems: problems)
    }

    private func resolve(
        _ component: Component, instanceId: String, slot: String, scope: JSONPointer, index: Int?, depth: Int,
        problems: inout [A2UIError]
    ) -> SurfaceNode {
        var node = SurfaceNode(componentId: component.id, instanceId: instanceId, type: component.type, slot: slot,
                               scope: scope, index: index, children: [])
        guard depth < Self.maximumDepth else {
            problems.append(A2UIError(.cycle, "component \"\(component.id)\" is nested deeper than \(Self.maximumDepth) levels"))
            return node
        }
        let suffix = instanceId.dropFirst(component.id.count)
        for reference in component.references {
            switch reference.children {
            case .explicit(let ids):
                for id in ids {
                    guard let child = components[id] else {
                        problems.append(A2UIError(.missingComponent,
                            "component \"\(component.id)\" names \"\(id)\" in \(reference.property), and no component has that id"))
                        continue
                    }
                    node.children.append(resolve(child, instanceId: id + suffix, slot: reference.property, scope: scope,
                                                 index: index, depth: depth + 1, problems: &problems))
                }
            case .template(let templateId, let path):
                guard let template = components[templateId] else {
                    problems.append(A2UIError(.missingComponent,
                        "component \"\(component.id)\" repeats \"\(templateId)\", and no component has that id"))
                    continue
                }
                let pointer: JSONPointer
                do {
                    pointer = try JSONPointer(path, relativeTo: scope)
                } catch {
                    problems.append(A2UIError(error.kind, "component \"\(component.id)\": \(error.message)"))
                    continue
                }
                switch dataModel.value(at: pointer) {
                case nil, .null?:
                    continue
                case .array(let items)?:
                    for offset in items.indices {
                        node.children.append(resolve(template, instanceId: "\(templateId)\(suffix):\(offset)",
                                                     slot: reference.property, scope: pointer.appending(index: offset),
                                                     index: offset, depth: depth + 1, problems: &problems))
                    }
                case let other?:
                    problems.append(A2UIError(.templateNotList,
                        "component \"\(component.id)\" repeats \"\(templateId)\" over \(pointer), which holds \(other.kindDescription), not a list"))
                }
            }
        }
        return node
    }

    /// The value of `property` of the component `node` shows, in the node's scope; nil when it has none or its
    /// path leads to nothing.
    ///
    /// - Throws: ``A2UIError`` from a malformed value or a failing function call.
    public func value(_ property: String, of node: SurfaceNode) throws(A2UIError) -> JSONValue? {
        guard let component = components[node.componentId], let value = try component.value(property) else { return nil }
        do {
            return try value.evaluate(in: context(scope: node.scope, index: node.index))
        } catch {
            throw A2UIError(error.kind, "component \"\(node.componentId)\", \(property): \(error.message)",
                            at: [.key(property)] + error.pathComponents)
        }
    }

    /// The accessibility attributes of `node`'s component (`accessibility: {label, description}`, from v0.9),
    /// evaluated in the node's scope: what a screen reader says for it; nil for each one it does not have.
    ///
    /// - Throws: ``A2UIError`` from a malformed or failing label or description.
    public func accessibility(of node: SurfaceNode) throws(A2UIError) -> (label: String?, description: String?) {
        guard let component = components[node.componentId], case .object(let attributes)? = component.properties["accessibility"] else {
            return (nil, nil)
        }
        let context = context(scope: node.scope, index: node.index)
        func text(_ key: String) throws(A2UIError) -> String? {
            guard let written = attributes[key] else { return nil }
            let value = try BoundValue(reading: MessageReader(written, at: [.key("accessibility"), .key(key)]), version: component.version)
            return try value.evaluate(in: context).map { TextConversion.string($0) }
        }
        return (try text("label"), try text("description"))
    }

    /// The text of `property` of `node` (`Text`'s `text`, a label): its value as text, the empty string for none.
    public func text(_ property: String, of node: SurfaceNode) throws(A2UIError) -> String {
        TextConversion.string(try value(property, of: node))
    }
}
