/// Views without screens: renders a view tree into a buffer and drives it with keys and the mouse.
///
/// For component authors' unit tests (`ViewHost(MyView(), width: 40, height: 5).text`) and for benchmarks.
/// A change to a view's `@State` resolves the view again before the next frame.
@MainActor
public final class ViewHost {
    let renderer = ScreenRenderer()
    /// The view, described again before a frame when its state changed.
    private let content: ViewContent
    /// The frame loop, on an in-memory terminal.
    private let terminal: Terminal
    /// The frame composition and key path the app uses too, without chrome: the view fills the terminal.
    private let stage: Stage
    private let backend: HeadlessBackend
    /// The terminal size.
    public var size: Size { backend.size }
    /// The last frame.
    public var frame: CellBuffer { backend.frame }
    /// Cells that changed on the last frame.
    public var lastChangeCount: Int { terminal.lastChangeCount }

    /// Resolves `view` and draws the first frame.
    public init<V: View>(_ view: V, width: Int, height: Int) {
        let graph = renderer.graph
        content = ViewContent { resolveSingle(view, in: ResolveContext(graph: graph, ownerID: "root")) }
        backend = HeadlessBackend(width: width, height: height)
        terminal = Terminal(backend: backend)
        stage = Stage(terminal: terminal)
        stage.content = renderer
        renderer.content = content
        graph.onStateChange = { [weak self] _ in
            self?.content.stateChanged = true
            self?.terminal.setNeedsDraw()
        }
        draw()
    }

    /// Draws a frame (the view resolved again first when its state changed, laid out when needed, painted and
    /// diffed); returns the number of changed cells.
    @discardableResult
    public func draw(forcingLayout: Bool = false) -> Int {
        if forcingLayout { renderer.forgetLayout() }
        // `onAppear` actions run after the frame that shows their view, as in the app; a state they change is
        // drawn by the next frame.
        stage.drawFrame(force: true)
        return terminal.lastChangeCount
    }

    /// The frame as text.
    public var text: String { frame.text }
    /// The identity of the focused box.
    public var focusedID: String? { renderer.focusedIdentity }
    /// Where the terminal cursor is after the last frame (a focused text field's caret); nil when it is hidden.
    public var cursor: Point? { renderer.cursor }
    /// Layout invariants the last frame broke, one sentence each (checked in debug builds only).
    public var layoutProblems: [String] { renderer.layoutProblems }

    /// Handles a key by the app's key path and redraws; returns true when something took it.
    @discardableResult
    public func press(_ key: KeyPress) -> Bool {
        let used = stage.handle(key)
        draw()
        return used
    }

    /// Clicks the cell at (`x`, `y`) and redraws; returns true when something under it took the click.
    @discardableResult
    public func click(x: Int, y: Int) -> Bool {
        let used = stage.handle(MouseEvent(.press(.left), x: x, y: y))
        draw()
        return used
    }

    /// Scrolls the first scroll view or lazy list on screen by `rows` and redraws.
    public func scroll(by rows: Int) {
        if let scroller = renderer.primaryScrollNode { renderer.scroll(scroller, by: rows) }
        draw()
    }
}

/// `ViewHost`'s view as a screen's content: resolved into a stable host box on the first frame, and again before
/// a frame when one of its `@State`s changed.
@MainActor
private final class ViewContent: ScreenContent {
    /// A stable slot holding the resolved view.
    private let root = BoxDescription(.host)
    private let resolve: () -> BoxDescription
    private var resolved = false
    /// True when a `@State` changed since the view was last resolved.
    var stateChanged = false

    init(resolve: @escaping () -> BoxDescription) {
        self.resolve = resolve
    }

    func describe() -> ScreenContentChange {
        guard !resolved || stateChanged else { return .unchanged }
        root.setChildren([resolve()])
        stateChanged = false
        defer { resolved = true }
        return resolved ? .described : .root(root)
    }
}
