/// Turns a tree of render nodes into frames and routes input to it: layout, paint, focus, keys, mouse.
///
/// One renderer drives one visible screen. It knows nothing of nodes, navigation or the terminal: the app
/// (`StratusRuntime`) gives it a root box and a size, asks for frames, and hands it keys and clicks.
@MainActor
public final class ScreenRenderer {
    /// State kept between frames.
    let graph: ViewGraph
    /// The tree being shown.
    private(set) var root: RenderNode?
    /// The identity of the focused box.
    public private(set) var focusedIdentity: String?
    /// Frames painted so far (drives spinners).
    var tick = 0
    /// Where the terminal cursor should be after the last frame.
    public private(set) var cursor: Point?
    /// True when the last frame drew something animated (a spinner), so frames keep coming.
    var sawAnimation = false
    /// True when the tree or the focus changed since the last frame.
    var needsFrame = true
    private var layoutSize: Size?

    /// A renderer with its own state graph.
    public init(graph: ViewGraph = ViewGraph()) {
        self.graph = graph
    }

    /// Shows `root`; focus stays on the same identity when it still exists, else moves to the first focusable box.
    func setRoot(_ newRoot: RenderNode) {
        root = newRoot
        layoutSize = nil
        needsFrame = true
    }

    /// Lays out and paints the tree into `buffer` (its whole area).
    func render(into buffer: inout CellBuffer, area: Rect) {
        guard let root else { return }
        let size = area.size
        if layoutSize != size || !root.layoutIsValid {
            root.layout(in: size)
            layoutSize = size
        }
        ensureFocus()
        cachedChain = FocusChain(root: root)
        defer { cachedChain = nil }
        if let focused = focusedNode { focused.scrollIntoView() }
        var painter = Painter(focusedIdentity: focusedIdentity, tick: tick)
        painter.paint(root, into: &buffer, at: Point(x: area.x + root.margin.leading, y: area.y + root.margin.top))
        cursor = painter.cursor
        lastBindings = activeBindings
        sawAnimation = painter.sawAnimation
        needsFrame = false
    }

    /// The focusable boxes in reading order (cached while painting one frame).
    var focusChain: FocusChain {
        if let cachedChain { return cachedChain }
        guard let root else { return FocusChain(nodes: []) }
        return FocusChain(root: root)
    }
    private var cachedChain: FocusChain?

    /// The focused box, if it is still in the tree.
    var focusedNode: RenderNode? { focusChain.node(withIdentity: focusedIdentity) }

    /// Keeps focus valid: the same identity if it is still focusable, else the first focusable box.
    func ensureFocus() {
        let chain = focusChain
        if chain.node(withIdentity: focusedIdentity) == nil {
            focus(chain.nodes.first?.identity)
        }
    }

    /// Moves focus to `identity` (nil clears it), telling both boxes.
    func focus(_ identity: String?) {
        guard identity != focusedIdentity else { return }
        let chain = focusChain
        let old = chain.node(withIdentity: focusedIdentity)
        focusedIdentity = identity
        needsFrame = true
        old?.onFocusChange?(false)
        chain.node(withIdentity: identity)?.onFocusChange?(true)
    }

    /// Moves focus to the next (or previous) box in reading order, scrolling a lazy list to reach unbuilt rows.
    func moveFocus(forward: Bool) {
        let chain = focusChain
        if let current = chain.node(withIdentity: focusedIdentity),
           let list = current.scrollAncestors.first, case .lazy(let lazy) = list.content {
            let index = chain.nodes.firstIndex { $0 === current } ?? 0
            let neighbour = chain.nodes.indices.contains(index + (forward ? 1 : -1)) ? chain.nodes[index + (forward ? 1 : -1)] : nil
            let stays = neighbour.map { $0.scrollAncestors.contains { $0 === list } } ?? false
            let canScroll = forward ? (lazy.visible.last.map { $0.index < lazy.count - 1 } ?? false) : lazy.scroll.firstIndex > 0 || lazy.scroll.y > 0
            if !stays && canScroll {
                scroll(list, by: forward ? 1 : -1)
                relayout()
                let after = focusChain
                if let moved = after.node(withIdentity: focusedIdentity), let position = after.nodes.firstIndex(where: { $0 === moved }) {
                    let target = position + (forward ? 1 : -1)
                    if after.nodes.indices.contains(target), after.nodes[target].scrollAncestors.contains(where: { $0 === list }) {
                        focus(after.nodes[target].identity)
                        return
                    }
                }
            }
        }
        focus(chain.identity(after: focusedIdentity, forward: forward))
    }

    /// Forces a full layout on the next frame.
    func relayoutNextFrame() { layoutSize = nil }

    /// Lays the tree out again at the last size (after scrolling a lazy list).
    func relayout() {
        guard let root, let size = layoutSize else { return }
        root.invalidateLayout()
        root.layout(in: size)
        needsFrame = true
    }

    /// Scrolls a scroll view or lazy list by `rows` (negative: up).
    func scroll(_ node: RenderNode, by rows: Int) {
        switch node.content {
        case .scroll(let axes, let state):
            if axes == .horizontal { state.x = max(0, state.x + rows) } else { state.y = max(0, state.y + rows) }
            needsFrame = true
        case .lazy(let list):
            list.scroll.y += rows
            node.invalidateLayout()
            relayout()
        default:
            break
        }
    }

    /// The scroll view to scroll with the keyboard: the one around the focused box, else the first on screen.
    var primaryScrollNode: RenderNode? {
        if let around = focusedNode?.scrollAncestors.first { return around }
        var found: RenderNode?
        root?.forEachNode { node in
            guard found == nil, node.screenFrame != nil else { return }
            switch node.content {
            case .scroll, .lazy: found = node
            default: break
            }
        }
        return found
    }

    /// Offers a key to the focused box, then to navigation and activation, then to the bindings on screen.
    /// Returns false when nothing used it (the app then tries its global keys).
    func handle(_ press: KeyPress) -> Bool {
        let focused = focusedNode
        if let handler = focused?.keyHandler, handler(press) { needsFrame = true; return true }
        for binding in activeBindings where binding.key == press {
            binding.action()
            needsFrame = true
            return true
        }
        switch (press.key, press.modifiers) {
        case (.tab, []): moveFocus(forward: true); return true
        case (.tab, .shift): moveFocus(forward: false); return true
        case (.enter, []), (.character(" "), []):
            guard let action = focused?.onActivate else { return false }
            action()
            needsFrame = true
            return true
        case (.down, []), (.right, []), (.up, []), (.left, []):
            let forward = press.key == .down || press.key == .right
            if focusChain.nodes.isEmpty {
                guard let scroller = primaryScrollNode else { return false }
                scroll(scroller, by: forward ? 1 : -1)
            } else {
                moveFocus(forward: forward)
            }
            return true
        case (.pageDown, []), (.pageUp, []):
            guard let scroller = primaryScrollNode else { return false }
            let page = max(1, (scroller.screenFrame?.height ?? 2) - 1)
            scroll(scroller, by: press.key == .pageDown ? page : -page)
            return true
        default:
            return false
        }
    }

    /// The bindings of the last frame (what the footer lists).
    private(set) var lastBindings: [KeyBinding] = []

    /// Every key binding of the boxes drawn on the last frame, focused chain first.
    var activeBindings: [KeyBinding] {
        var bindings: [KeyBinding] = []
        var node = focusedNode
        while let current = node {
            bindings += current.bindings
            node = current.parent
        }
        root?.forEachNode { node in
            guard !node.bindings.isEmpty, node.screenFrame != nil || node === root else { return }
            for binding in node.bindings where !bindings.contains(where: { $0.key == binding.key }) { bindings.append(binding) }
        }
        return bindings
    }

    /// A click focuses and activates the box under it; the wheel scrolls the scroll view under it.
    func handle(_ mouse: MouseEvent) -> Bool {
        guard let root else { return false }
        let point = Point(x: mouse.x, y: mouse.y)
        var target: RenderNode?
        var scroller: RenderNode?
        func visit(_ node: RenderNode) {
            guard let frame = node.screenFrame, frame.contains(point) else { return }
            if node.canFocus || ((node.onActivate != nil || node.onClick != nil) && !node.disabled) { target = node }
            switch node.content {
            case .scroll, .lazy: scroller = node
            default: break
            }
            for child in node.children { visit(child) }
            if case .lazy(let list) = node.content {
                for (index, _) in list.visible { visit(list.row(index, parent: node)) }
            }
        }
        visit(root)
        switch mouse.kind {
        case .press(.left):
            guard let target else { return false }
            if target.canFocus { focus(target.identity) }
            if let onClick = target.onClick, let frame = target.screenFrame {
                let origin = target.paintedOrigin ?? Point(x: frame.x, y: frame.y)
                onClick(Point(x: mouse.x - origin.x, y: mouse.y - origin.y))
            } else {
                target.onActivate?()
            }
            needsFrame = true
            return true
        case .wheelUp, .wheelDown:
            guard let scroller else { return false }
            scroll(scroller, by: mouse.kind == .wheelDown ? 3 : -3)
            return true
        default:
            return false
        }
    }

    /// The box with `identity` drawn on the last frame.
    func node(withIdentity identity: String) -> RenderNode? {
        var found: RenderNode?
        func visit(_ node: RenderNode) {
            if found != nil { return }
            if node.identity == identity { found = node; return }
            for child in node.children { visit(child) }
            if case .lazy(let list) = node.content { for (index, _) in list.visible { visit(list.row(index, parent: node)) } }
        }
        if let root { visit(root) }
        return found
    }
}

extension FocusChain {
    /// A chain from a ready list.
    init(nodes: [RenderNode]) { self.nodes = nodes }
}
