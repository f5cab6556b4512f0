/// The app's shell as one view tree, laid out by the layout engine: the screen as a slot at the top, then what
/// the chrome shows below it (the log console, the status line, the tab bar) and the footer at the bottom
/// (Docs/RenderPipeline.md, "The shell").
///
/// The screen's slot and the log share the rows the other parts leave, two to one (the log at least three rows);
/// the status line and the tab bar take one row each; the footer takes one, or the rows its question wraps to, at
/// most half the terminal. Each part is then drawn by its own pipeline in the area this layout gives it.
@MainActor
final class ShellLayout {
    /// What the shell shows around the screen on one frame: what decides where its parts go.
    struct Parts: Equatable {
        /// True while the log console is open.
        var log = false
        /// True while the status line shows a request failure.
        var statusLine = false
        /// True when the app has tabs.
        var tabBar = false
        /// The question in the footer's place, while one is asked (it wraps); nil: the footer's one row.
        var question: String?
    }

    /// The areas the parts are drawn in, for one frame; nil for a part not shown.
    struct Areas: Equatable {
        var screen = Rect.zero
        var log: Rect?
        var statusLine: Rect?
        var tabBar: Rect?
        var footer = Rect.zero
    }

    /// The shell's tree: a column of slots, each sized by its part's rule.
    struct Tree: View {
        let parts: Parts
        let size: Size

        var body: some View {
            VStack(spacing: 0) {
                Spacer().frame(width: .expand, height: .expand).layoutWeight(2).id(Slot.screen.rawValue)
                if parts.log {
                    Spacer().frame(width: .expand, height: .expand, minHeight: 3).layoutWeight(1).id(Slot.log.rawValue)
                }
                if parts.statusLine { Spacer().frame(width: .expand, height: .fixed(1)).id(Slot.statusLine.rawValue) }
                if parts.tabBar { Spacer().frame(width: .expand, height: .fixed(1)).id(Slot.tabBar.rawValue) }
                if let question = parts.question {
                    // Measured as the footer draws it: a space, then the words, wrapped.
                    Text(" " + question).frame(width: .expand, maxHeight: max(1, size.height / 2)).id(Slot.footer.rawValue)
                } else {
                    Spacer().frame(width: .expand, height: .fixed(1)).id(Slot.footer.rawValue)
                }
            }
            .frame(width: .expand, height: .expand)
        }
    }

    /// The slots of the tree, by identity.
    enum Slot: String {
        case screen = "shell.screen", log = "shell.log", statusLine = "shell.status", tabBar = "shell.tabs"
        case footer = "shell.footer"
    }

    /// The layout of the last tree, kept between frames: an unchanged tree in an unchanged size is not laid out
    /// again.
    private let frames = FrameTable()
    private let graph = ViewGraph()
    private var described: (parts: Parts, size: Size, areas: Areas)?

    /// A shell layout with nothing laid out yet.
    init() {}

    /// Where the parts go in a terminal of `size`.
    func areas(for parts: Parts, in size: Size) -> Areas {
        if let described, described.parts == parts, described.size == size { return described.areas }
        let root = resolveSingle(Tree(parts: parts, size: size), in: ResolveContext(graph: graph, ownerID: "shell"))
        frames.layout(root, in: size)
        var found: [Slot: Rect] = [:]
        func visit(_ box: BoxDescription, origin: Point) {
            let rect = frames.rect(of: box)
            let placed = Rect(x: origin.x + rect.x, y: origin.y + rect.y, width: rect.width, height: rect.height)
            if let slot = box.identity.flatMap(Slot.init(rawValue:)) { found[slot] = placed }
            for child in box.children { visit(child, origin: placed.origin) }
        }
        visit(root, origin: Point(x: 0, y: 0))
        frames.prune(keepingReachableFrom: root)
        let areas = Areas(screen: found[.screen] ?? .zero, log: found[.log], statusLine: found[.statusLine],
                          tabBar: found[.tabBar], footer: found[.footer] ?? .zero)
        described = (parts, size, areas)
        return areas
    }
}
