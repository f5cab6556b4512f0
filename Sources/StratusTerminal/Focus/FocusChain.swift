/// The focusable boxes of a laid-out tree in reading order, and the moves between them.
///
/// Reading order is tree order: a column's children top to bottom, a row's left to right, which is how screens
/// are written. Disabled boxes are skipped; so are rows of a lazy list that are not built (the list scrolls to
/// reach them).
struct FocusChain {
    /// The focusable boxes, in order.
    let nodes: [RenderNode]

    /// Collects the chain of `root`.
    init(root: RenderNode) {
        var nodes: [RenderNode] = []
        func visit(_ node: RenderNode) {
            if node.disabled { return }
            if node.canFocus { nodes.append(node) }
            if case .lazy(let list) = node.content {
                for (index, _) in list.visible { visit(list.row(index, parent: node)) }
                return
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        self.nodes = nodes
    }

    /// The box with `identity`, if it is in the chain.
    func node(withIdentity identity: String?) -> RenderNode? {
        guard let identity else { return nil }
        return nodes.first { $0.identity == identity }
    }

    /// The identity after (or before) `identity`, wrapping around; the first (or last) when nothing is focused.
    func identity(after identity: String?, forward: Bool) -> String? {
        guard !nodes.isEmpty else { return nil }
        guard let identity, let index = nodes.firstIndex(where: { $0.identity == identity }) else {
            return forward ? nodes.first?.identity : nodes.last?.identity
        }
        let next = (index + (forward ? 1 : nodes.count - 1)) % nodes.count
        return nodes[next].identity
    }
}

extension RenderNode {
    /// The position of this box's border box relative to `ancestor`'s border box, scroll offsets ignored.
    func position(relativeTo ancestor: RenderNode) -> Point? {
        var x = 0, y = 0
        var node: RenderNode? = self
        while let current = node, current !== ancestor {
            x += current.origin.x
            y += current.origin.y
            node = current.parent
        }
        return node == nil ? nil : Point(x: x, y: y)
    }

    /// The scroll views and lazy lists this box is inside, innermost first.
    var scrollAncestors: [RenderNode] {
        var result: [RenderNode] = []
        var node = parent
        while let current = node {
            switch current.content {
            case .scroll, .lazy: result.append(current)
            default: break
            }
            node = current.parent
        }
        return result
    }

    /// Scrolls every enclosing scroll view so this box is visible (its top first when it is taller than the view).
    func scrollIntoView() {
        for ancestor in scrollAncestors {
            guard case .scroll(let axes, let state) = ancestor.content,
                  let position = position(relativeTo: ancestor) else { continue }
            let inner = Rect(x: 0, y: 0, width: ancestor.size.width, height: ancestor.size.height).inset(by: ancestor.chromeInsets)
            if axes != .horizontal {
                let top = position.y - inner.y
                if top < state.y { state.y = top }
                else if top + min(size.height, inner.height) > state.y + inner.height { state.y = top + min(size.height, inner.height) - inner.height }
                state.y = max(0, min(state.y, max(0, state.contentSize.height - inner.height)))
            }
            if axes != .vertical {
                let left = position.x - inner.x
                if left < state.x { state.x = left }
                else if left + min(size.width, inner.width) > state.x + inner.width { state.x = left + min(size.width, inner.width) - inner.width }
                state.x = max(0, min(state.x, max(0, state.contentSize.width - inner.width)))
            }
        }
    }
}
