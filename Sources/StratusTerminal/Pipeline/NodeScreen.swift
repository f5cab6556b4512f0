/// One screen of the app: its live node tree described for its renderer, and what the user did on it.
///
/// The screen's state lives here and nowhere else: the view graph (`@State`, typed text, scroll positions by
/// identity), the describer that keeps a host box per node and describes only the nodes that changed, and the
/// renderer (layout, placed boxes, interaction index, focus). The renderer asks it for descriptions at the start
/// of each frame (`ScreenContent`).
@MainActor
final class NodeScreen: ScreenContent {
    /// The tree to show, the screen's loaded root (`StratusRuntime` sets it before each frame).
    var root: Node?
    /// The views' state on this screen.
    let graph = ViewGraph()
    /// The node tree's descriptions.
    let nodes: NodeDescriber
    /// Lays out, indexes and paints the descriptions; keeps focus.
    let renderer: ScreenRenderer
    /// The root node last described; nil before the first frame.
    private(set) var rootNode: Node?
    /// The screen's own scroll position: a screen taller than the terminal scrolls, and focus scrolls into view.
    private let scroll = ScrollState()

    /// A screen whose components resolve as `mode` says.
    init(mode: RenderMode) {
        nodes = NodeDescriber(graph: graph, mode: mode)
        renderer = ScreenRenderer(graph: graph)
        renderer.content = self
    }

    /// True when `root` has not been described yet (no frame has shown it).
    func awaitsFirstFrame(of root: Node) -> Bool { rootNode !== root }

    /// A new root (a screen loaded, or loaded again) is described whole inside a vertical scroll view; under the
    /// same root, the nodes that changed are described again.
    func describe() -> ScreenContentChange {
        guard let root else { return .unchanged }
        if rootNode !== root {
            nodes.replaceRoot(with: root)
            rootNode = root
            return .root(BoxDescription(.scroll(Scrolling(axes: .vertical, fitsViewportFirst: true), scroll),
                                        children: [nodes.host(for: root)]))
        }
        guard nodes.needsSync else { return .unchanged }
        nodes.sync(root: root)
        return .described
    }
}
