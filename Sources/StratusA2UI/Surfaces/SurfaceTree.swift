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
    /// Its children, in order. A list whose template items are left to the renderer (``lazyItems``) has one
    /// child: the template itself, resolved once in the list's scope with no item index (ids without `:index`).
    public var children: [SurfaceNode]
    /// For a List whose template items are not resolved (see ``Surface/tree(leavingItemsOfListsLongerThan:)``):
    /// where its items are and how many there are.
    public var lazyItems: LazyItems? = nil
    /// Where its component was among the surface's components when the node was resolved.
    var componentHint = ComponentHint()

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

/// Where a node's component was among its surface's components (``Surface/component(of:)``), so that writing a
/// screen finds it without hashing its id again: a hint, no part of the node's identity (any two are equal).
struct ComponentHint: Sendable, Hashable {
    /// The component's position in ``Surface/components``, when the node was resolved from the surface.
    var index: Int?

    static func == (lhs: ComponentHint, rhs: ComponentHint) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}

/// The items of a List's template that a tree leaves unresolved: a renderer builds the ones it shows, as a lazy
/// list builds its rows (Docs/A2UI.md, "Long lists").
public struct LazyItems: Sendable, Hashable {
    /// The template's component id.
    public var templateId: String
    /// The list in the data model.
    public var pointer: JSONPointer
    /// How many items it holds.
    public var count: Int
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
        tree(leavingItemsOfListsLongerThan: nil)
    }

    /// Resolves the components as ``tree()`` does, except that a List over a template with more than `limit`
    /// items, whose template holds no template itself, keeps its items unresolved (``SurfaceNode/lazyItems``):
    /// its one child is the template, resolved once. Resolving costs what the rest of the surface costs, however
    /// long the list; nil resolves every item.
    public func tree(leavingItemsOfListsLongerThan limit: Int?) -> SurfaceTree {
        var problems: [A2UIError] = []
        guard isReady, let rootId, let root = components.index(forKey: rootId) else { return SurfaceTree(root: nil, problems: problems) }
        let node = resolve(root, instanceId: rootId, slot: "", scope: .root, index: nil, depth: 0, lazyLimit: limit,
                           problems: &problems)
        return SurfaceTree(root: node, problems: problems)
    }

    /// The node shown as `instanceId` in ``tree(leavingItemsOfListsLongerThan:)`` with `limit`, an item of a list
    /// left unresolved included (only that item is resolved); nil when there is none.
    public func node(instanceId: String, leavingItemsOfListsLongerThan limit: Int?) -> SurfaceNode? {
        // A component reached from the root through lists of ids only is shown once, under its own id, at the
        // root's scope: found without resolving the tree, so that typing in a large surface costs what the field
        // costs.
        if isReady, let component = components[instanceId], isReachedThroughIds(instanceId) {
            return SurfaceNode(componentId: instanceId, instanceId: instanceId, type: component.type, slot: "",
                               scope: .root, index: nil, children: [])
        }
        guard let root = tree(leavingItemsOfListsLongerThan: limit).root else { return nil }
        var stack = [root]
        while let node = stack.popLast() {
            if node.instanceId == instanceId { return node }
            guard let items = node.lazyItems, let template = components.index(forKey: items.templateId) else {
                stack.append(contentsOf: node.children)
                continue
            }
            // An item's nodes are named `<id><list's suffix>:<offset>`, after the nodes of the template.
            let suffix = node.instanceId.dropFirst(node.componentId.count)
            for prototype in node.children.flatMap(\.allNodes) where instanceId.hasPrefix(prototype.instanceId + ":") {
                let written = instanceId.dropFirst(prototype.instanceId.count + 1)
                guard let offset = Int(written), String(offset) == written, (0..<items.count).contains(offset) else { continue }
                var problems: [A2UIError] = []
                let item = resolve(template, instanceId: "\(items.templateId)\(suffix):\(offset)", slot: node.children[0].slot,
                                   scope: items.pointer.appending(index: offset), index: offset, depth: 0, lazyLimit: nil,
                                   problems: &problems)
                if let found = item.allNodes.first(where: { $0.instanceId == instanceId }) { return found }
            }
        }
        return nil
    }

    /// Whether `id` is the root or is reached from it through lists of child ids only, no template above it.
    private func isReachedThroughIds(_ id: String) -> Bool {
        var current = id
        for _ in 0..<Self.maximumDepth {
            if current == rootId { return true }
            let parent = components.values.first { component in
                component.references.contains { reference in
                    if case .explicit(let ids) = reference.children { ids.contains(current) } else { false }
                }
            }
            guard let parent else { return false }
            current = parent.id
        }
        return false
    }

    /// Whether the components below `id` (itself included) repeat a template anywhere.
    private func repeatsTemplate(below id: String) -> Bool {
        var seen: Set<String> = []
        var pending = [id]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let component = components[next] else { continue }
            for reference in component.references {
                switch reference.children {
                case .template: return true
                case .explicit(let ids): pending.append(contentsOf: ids)
                }
            }
        }
        return false
    }

    /// The node of the component at `position` in ``components``, and the nodes below it.
    func resolve(
        _ position: Int, instanceId: String, slot: String, scope: JSONPointer, index: Int?, depth: Int,
        lazyLimit: Int?, problems: inout [A2UIError]
    ) -> SurfaceNode {
        let component = components.values[position]
        var node = SurfaceNode(componentId: component.id, instanceId: instanceId, type: component.type, slot: slot,
                               scope: scope, index: index, children: [])
        node.componentHint.index = position
        guard depth < Self.maximumDepth else {
            problems.append(A2UIError(.cycle, "component \"\(component.id)\" is nested deeper than \(Self.maximumDepth) levels"))
            return node
        }
        // The instance id is the component's id and a suffix: cut by their bytes.
        let suffix = Substring(instanceId.utf8.dropFirst(component.id.utf8.count))
        for reference in component.references {
            switch reference.children {
            case .explicit(let ids):
                // A long column's children are made room for at once, not by growing the list as they come.
                if ids.count > 1 { node.children.reserveCapacity(node.children.count + ids.count) }
                for id in ids {
                    guard let child = components.index(forKey: id) else {
                        problems.append(Self.missingChild(id, of: component, in: reference))
                        continue
                    }
                    node.children.append(resolve(child, instanceId: suffix.isEmpty ? id : id + suffix, slot: reference.property, scope: scope,
                                                 index: index, depth: depth + 1, lazyLimit: lazyLimit, problems: &problems))
                }
            case .template(let templateId, let path):
                guard let template = components.index(forKey: templateId) else {
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
                case .array(let items)? where lazyLimit.map({ items.count > $0 }) == true && component.type == "List"
                    && component.references.count == 1 && !repeatsTemplate(below: templateId):
                    node.lazyItems = LazyItems(templateId: templateId, pointer: pointer, count: items.count)
                    node.children.append(resolve(template, instanceId: suffix.isEmpty ? templateId : templateId + suffix, slot: reference.property,
                                                 scope: pointer, index: nil, depth: depth + 1, lazyLimit: nil,
                                                 problems: &problems))
                case .array(let items)?:
                    for offset in items.indices {
                        node.children.append(resolve(template, instanceId: "\(templateId)\(suffix):\(offset)",
                                                     slot: reference.property, scope: pointer.appending(index: offset),
                                                     index: offset, depth: depth + 1, lazyLimit: lazyLimit,
                                                     problems: &problems))
                    }
                case let other?:
                    problems.append(A2UIError(.templateNotList,
                        "component \"\(component.id)\" repeats \"\(templateId)\" over \(pointer), which holds \(other.kindDescription), not a list"))
                }
            }
        }
        return node
    }

    /// The problem of a child id `id` that no component of the surface has, named by `component`'s `reference`.
    static func missingChild(_ id: String, of component: Component, in reference: ComponentReference) -> A2UIError {
        A2UIError(.missingComponent,
                  "component \"\(component.id)\" names \"\(id)\" in \(reference.property), and no component has that id")
    }

    /// Where the root component is among ``components`` when the surface shows it (``tree()`` then has a root).
    var rootPosition: Int? {
        guard isReady, let rootId else { return nil }
        return components.index(forKey: rootId)
    }

    /// The component `node` shows: found at the place it was resolved at, while it is still there.
    func component(of node: SurfaceNode) -> Component? {
        if let index = node.componentHint.index, index < components.count, components.keys[index] == node.componentId {
            return components.values[index]
        }
        return components[node.componentId]
    }

    /// The value of `property` of the component `node` shows, in the node's scope; nil when it has none or its
    /// path leads to nothing.
    ///
    /// - Throws: ``A2UIError`` from a malformed value or a failing function call.
    public func value(_ property: String, of node: SurfaceNode) throws(A2UIError) -> JSONValue? {
        guard let component = component(of: node), let value = try component.value(property) else { return nil }
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
        guard let component = component(of: node), case .object(let attributes)? = component.properties["accessibility"] else {
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

    /// v1.0's `accessibility.live` and `accessibility.hidden` of `node`'s component, `hidden` evaluated in the
    /// node's scope: `live` as written when it is `polite` or `assertive` (`off`, the default, is nil), `hidden`
    /// true when the component is to be left out of what a screen reader tells.
    ///
    /// - Throws: ``A2UIError`` from a malformed or failing `hidden`.
    public func assistiveState(of node: SurfaceNode) throws(A2UIError) -> (live: String?, hidden: Bool) {
        guard let component = component(of: node), case .object(let attributes)? = component.properties["accessibility"] else {
            return (nil, false)
        }
        let live = attributes["live"]?.stringValue.flatMap { ["polite", "assertive"].contains($0) ? $0 : nil }
        guard let written = attributes["hidden"] else { return (live, false) }
        let value = try BoundValue(reading: MessageReader(written, at: [.key("accessibility"), .key("hidden")]), version: component.version)
        let hidden = try value.evaluate(in: context(scope: node.scope, index: node.index))
        return (live, hidden?.isTruthy == true)
    }

    /// The text of `property` of `node` (`Text`'s `text`, a label): its value as text, the empty string for none.
    public func text(_ property: String, of node: SurfaceNode) throws(A2UIError) -> String {
        TextConversion.string(try value(property, of: node))
    }
}
