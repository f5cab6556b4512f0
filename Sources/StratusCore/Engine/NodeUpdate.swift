/// What a node's child list holds after ``ServerDrivenEngine/update(_:properties:children:source:)``: a node it
/// already held, kept whole with its subtree and its states, or the content of a new subtree.
public enum ChildContent {
    /// A child the node holds now, kept as it is.
    case kept(Node)
    /// A new child, read from its JSON as a screen's node is.
    case new(JSONValue)
}

extension ServerDrivenEngine {
    /// Changes one live node in place: its properties read anew, its children replaced by a list that keeps some of
    /// the nodes it held and builds the others; the rest of the screen is untouched.
    ///
    /// This is how a format whose messages change single components (A2UI's `updateComponents`) updates only what
    /// changed, where ``reload(_:with:preserving:)`` builds a whole screen again. The node keeps its identity (its
    /// id, component, scope and states); its properties' expressions and events are bound again from
    /// `properties`; a kept child keeps its subtree, a child not kept is released. New children are built in the
    /// node's scope, their JSON paths under the node's. What changed reaches the UI at the end of the batch, as
    /// any state change does: only the node, and its new children, are described again.
    ///
    /// - Parameters:
    ///   - properties: the node's new properties as a screen writes them; nil keeps the current ones.
    ///   - children: the node's new children, in order; nil keeps them. Ignored for a node that builds its children
    ///     lazily: such a node is replaced by its parent instead.
    ///   - source: the screen's URL, for the errors of a malformed new child.
    /// - Throws: `StratusCoreError.malformedComponent` when a new child is not a valid tree; nothing then changes.
    public func update(_ node: Node, properties: JSONObject?, children: [ChildContent]?,
                       source: String? = nil) throws(StratusCoreError) {
        // Every new child is read before anything changes, so that a malformed one changes nothing.
        var planned: [Planned]?
        if let children, !node.buildsChildrenLazily {
            let builder = NodeBuilder(ids: ids)
            planned = []
            for (index, child) in children.enumerated() {
                switch child {
                case .kept(let kept):
                    planned?.append(.kept(kept))
                case .new(let content):
                    do {
                        planned?.append(.built(try builder.build(content, jsonPath: "\(node.jsonPath).children[\(index)]",
                                                                 source: source)))
                    } catch let error as StratusCoreError {
                        throw error
                    } catch {
                        throw StratusCoreError(.malformedComponent, "\(error)", source: source)
                    }
                }
            }
        }
        batch {
            if let properties {
                let template = PropertyTemplate(parsing: properties, jsonPath: { "\(node.jsonPath).properties" })
                node.replaceProperties(with: template.raw)
                bindProperties(template.dynamicParts, of: node)
                noteChanged(node)
            }
            guard let planned else { return }
            var kept = Set<ObjectIdentifier>()
            for case .kept(let child) in planned { kept.insert(ObjectIdentifier(child)) }
            for slot in node.slots {
                if case .node(let child) = slot, kept.contains(ObjectIdentifier(child)) { continue }
                slot.dispose()
            }
            node.slots = planned.map { child in
                switch child {
                case .kept(let kept):
                    kept.setParent(node)
                    return .node(kept)
                case .built(let description):
                    return instantiate(description, suffix: "", scope: node.scope, parent: node, container: node)
                }
            }
            if node.recomputeChildren() { noteChanged(node) }
        }
    }

    /// A child of ``update(_:properties:children:source:)`` once read.
    private enum Planned {
        case kept(Node)
        case built(NodeDescription)
    }
}
