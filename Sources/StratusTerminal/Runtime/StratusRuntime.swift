import Foundation

/// The running app: the engine, the screens' renderers, global keys, the footer, help and log overlays, and the
/// loop that reads input and draws frames.
///
/// Frames are drawn only when something changed (input, an engine update, a state change, a resize, an
/// animation tick), at most 60 per second; each frame is laid out, painted into a fresh buffer, diffed against
/// the previous one, and only changed cells reach the backend.
@MainActor
public final class StratusRuntime {
    /// The Nimbus engine.
    public let engine: ServerDrivenEngine
    /// The frame loop, and through it the backend.
    let terminal: Terminal
    /// The frame composition and key path this app's chrome is part of.
    let stage: Stage
    var backend: any TerminalBackend { terminal.backend }
    let mode: RenderMode
    private var screens: [ObjectIdentifier: ScreenState] = [:]
    private var showingHelp = false
    /// Set by a key that would have lost typed text (Esc back, q, ctrl+c): the footer asks, the same key again
    /// leaves and any other key only stays.
    private var pendingLeave: (key: KeyPress, leave: () -> Void)?
    /// The first row of the `?` help shown (it scrolls when it does not fit).
    private var helpScroll = 0
    private var showingLog = false
    private var startTime = Date()
    private var lastFrameTime = Date.distantPast
    private var animating = false
    /// When true, animations stay on their first frame (headless sessions, so frames are deterministic).
    public var animationsFrozen = false
    /// True once the user asked to quit.
    public private(set) var quitRequested = false
    /// The smallest terminal the app draws in; smaller shows a message instead.
    public static let minimumSize = Size(width: 20, height: 5)
    /// The footer, the `?` help, the log console and the loading and error boxes.
    private let chrome = RuntimeChrome()
    /// The app's tabs, when it has some.
    private let tabBar = TabBar()
    /// The status line of unhandled request failures and the footer's error badge.
    private let notices = ErrorNotices()

    /// The renderers of one screen.
    @MainActor
    final class ScreenState {
        let graph = ViewGraph()
        let nodes: NodeDescriber
        let renderer: ScreenRenderer
        var rootNode: Node?
        /// The screen's own scroll position: a screen taller than the terminal scrolls, and focus scrolls into view.
        let scroll = ScrollState()
        init(mode: RenderMode) {
            nodes = NodeDescriber(graph: graph, mode: mode)
            renderer = ScreenRenderer(graph: graph)
        }
    }

    init(engine: ServerDrivenEngine, backend: any TerminalBackend, mode: RenderMode) {
        self.engine = engine
        self.terminal = Terminal(backend: backend)
        self.stage = Stage(terminal: terminal)
        self.mode = mode
        stage.chrome = self
        // A click on a footer item presses its key, down the one key path.
        chrome.pressKey = { [unowned self] key in stage.handle(key) }
        engine.onUpdate = { [weak self] report in
            guard let self else { return }
            for state in self.screens.values {
                state.nodes.invalidate(report.changedNodeIDs)
            }
            self.hasChangesToShow = true
            self.terminal.setNeedsDraw()
        }
    }

    /// True when state changed since the last frame. The next input event waits for a frame first, so keys read
    /// in one batch (fast typing, text then Enter) each act on live values: Enter submits exactly the text typed
    /// before it, and a field its action cleared starts over empty.
    private var hasChangesToShow = false

    /// The screen on top.
    var currentScreen: Screen? { engine.navigator.currentScreen }

    /// True while the current screen is loading.
    public var isLoading: Bool {
        if case .loading? = currentScreen?.phase { return true }
        return false
    }

    private func state(for screen: Screen) -> ScreenState {
        let key = ObjectIdentifier(screen)
        if let state = screens[key] { return state }
        let state = ScreenState(mode: mode)
        state.graph.onStateChange = { [weak self, weak state] ownerID in
            state?.nodes.invalidate([ownerID])
            self?.hasChangesToShow = true
            self?.terminal.setNeedsDraw()
        }
        state.nodes.onProblem = { [weak self] reason, node in
            self?.engine.log(.warning, "\(reason) at \(node.jsonPath)")
        }
        screens[key] = state
        return state
    }

    /// Drops the renderers of screens that left the stacks.
    private func forgetClosedScreens() {
        // Screens of tabs not shown stay open: switching back keeps their focus, scroll and states.
        let open = Set(engine.navigator.allStacks.flatMap { $0 }.map(ObjectIdentifier.init))
        if screens.keys.contains(where: { !open.contains($0) }) { screens = screens.filter { open.contains($0.key) } }
    }

    /// Layout invariants the current screen's last frame broke, one sentence each (checked in debug builds only).
    public var layoutProblems: [String] { currentRenderer?.layoutProblems ?? [] }
    private var loggedLayoutProblems: [String] = []

    /// Logs each broken layout invariant once, as a warning (debug builds).
    private func logLayoutProblems() {
        let problems = layoutProblems
        for problem in problems where !loggedLayoutProblems.contains(problem) {
            engine.log(.warning, "layout: \(problem)")
        }
        loggedLayoutProblems = problems
    }

    /// Shows `text` in a badge of the footer while the screen loaded from `url` is on top, or takes it away
    /// (nil): what the app found wrong in that screen's source, such as `stratus run`'s `check: 3 warnings`.
    ///
    /// The badge opens the log (F12), where the app is expected to have written each problem; it stays while the
    /// screen is shown, until the app sets another text for the same URL (a reload that fixed the source).
    /// - Parameter url: the screen's ``Screen/resolvedURL``, as the engine's ``ScreenLoading`` loader is asked
    ///   for it.
    public func setSourceNotice(_ text: String?, forScreenAt url: String) {
        notices.setSourceNotice(text, forScreenAt: url)
        terminal.setNeedsDraw()
    }

    /// The focused identity on the current screen.
    public var focusedID: String? {
        guard let screen = currentScreen else { return nil }
        return screens[ObjectIdentifier(screen)]?.renderer.focusedIdentity
    }

    /// The current screen's renderer, when it is loaded.
    var currentRenderer: ScreenRenderer? {
        guard let screen = currentScreen, screen.root != nil else { return nil }
        return screens[ObjectIdentifier(screen)]?.renderer
    }

    /// Where the box with `id` (identity, else node id) was drawn on the last frame.
    func screenFrame(ofID id: String) -> Rect? { currentRenderer?.frame(ofID: id) }

    // MARK: - Input

    /// Handles one input event through the stage's one key path (`Stage`): overlays first, then the screen,
    /// then the app's keys.
    public func handle(_ event: InputEvent) {
        if hasChangesToShow || currentScreenAwaitsFirstFrame { renderFrame() }
        terminal.setNeedsDraw()
        switch event {
        case .resize:
            terminal.setNeedsFullRepaint()
        case .mouse(let mouse):
            stage.handle(mouse)
        case .paste(let text):
            stage.paste(text)
        case .key(let press):
            // Typed ahead while the screen loads, a key waits for it (Esc and ctrl+c act at once: they leave).
            if isLoading, press != KeyPress(.escape), press != KeyPress(.character("c"), modifiers: .ctrl),
               keysForLoadingScreen.count < Self.typeAheadLimit {
                keysForLoadingScreen.append(press)
                return
            }
            stage.handle(press)
        }
    }

    /// Keys typed while the screen on top was loading: they go to it once it is drawn (focus is then on its first
    /// control), and are dropped if it fails to load.
    private var keysForLoadingScreen: [KeyPress] = []
    /// The most keys kept for a loading screen; more are answered at once.
    private static let typeAheadLimit = 256

    /// True when the screen on top is loaded but not drawn yet: it has no focus, so a key must wait for a frame.
    private var currentScreenAwaitsFirstFrame: Bool {
        guard let screen = currentScreen, case .loaded(let root) = screen.phase else { return false }
        return screens[ObjectIdentifier(screen)]?.rootNode !== root
    }

    /// Once the screen that was loading has loaded (and is drawn, when the terminal has room for it), presses the
    /// keys typed for it, in order; drops them if it failed.
    private func pressKeysTypedAhead() {
        guard !keysForLoadingScreen.isEmpty, !isLoading else { return }
        let keys = keysForLoadingScreen
        keysForLoadingScreen.removeAll()
        if case .failed? = currentScreen?.phase { return }
        for key in keys { handle(.key(key)) }
    }

    /// Every key the app answers now (the stage's list: `Stage.keyBindings`).
    var keyBindings: [KeyBinding] { stage.keyBindings }

    /// Runs `leave` (going back, quitting), or, when it would lose text the user typed, asks first: the footer
    /// asks "Lose what you typed?" and only `key` pressed again leaves (`handleModal`).
    private func leave(by key: KeyPress, losingText: Bool, _ leave: @escaping () -> Void) {
        guard losingText else { return leave() }
        pendingLeave = (key, leave)
    }

    /// True when the current screen holds text the user typed and has not sent.
    private var currentScreenHoldsText: Bool {
        guard let screen = currentScreen else { return false }
        return screens[ObjectIdentifier(screen)]?.graph.holdsUnsavedText == true
    }

    /// True when any open screen (in any tab) holds text the user typed and has not sent.
    private var anyScreenHoldsText: Bool { screens.values.contains { $0.graph.holdsUnsavedText } }

    // MARK: - Frames

    /// Draws a frame if anything changed since the last one; returns true when cells changed.
    @discardableResult
    public func renderFrame() -> Bool {
        let elapsed = Date().timeIntervalSince(startTime)
        let tick = animationsFrozen ? 0 : Int(elapsed * 10)
        if animating && tick != chrome.tick { terminal.setNeedsDraw() }
        if notices.haveNews(in: engine) { terminal.setNeedsDraw() }
        hasChangesToShow = false
        frameTick = tick
        guard stage.drawFrame() else {
            pressKeysTypedAhead()
            return false
        }
        lastFrameTime = Date()
        #if DEBUG
        logLayoutProblems()
        #endif
        let changed = terminal.lastChangeCount > 0
        pressKeysTypedAhead()
        return changed
    }

    /// The tick of the frame being drawn (tenths of a second since start; 0 while animations are frozen).
    private var frameTick = 0
    /// The rows the chrome takes on the frame being drawn.
    private var frameLayout = ChromeLayout()

    /// Where the frame being drawn puts the screen and the chrome around it.
    private struct ChromeLayout {
        /// False when the terminal is too small to draw anything but a message.
        var fits = false
        var content = Rect(x: 0, y: 0, width: 0, height: 0)
        var tabRows = 0
        var failure: RequestFailure?
    }

    /// Draws the next frame from scratch (every layout cache dropped): what benchmarks measure.
    /// Returns the number of cells that changed.
    @discardableResult
    public func renderFullFrame(repaintingEverything: Bool = false) -> Int {
        for state in screens.values { state.renderer.forgetLayout() }
        for state in screens.values { state.renderer.relayoutNextFrame() }
        if repaintingEverything { terminal.setNeedsFullRepaint() } else { terminal.setNeedsDraw() }
        renderFrame()
        return lastChangeCount
    }

    /// Cells written by the last frame.
    public var lastChangeCount: Int { terminal.lastChangeCount }

    /// True when the only reason for another frame is an animation (a spinner).
    var isAnimatingOnly: Bool { animating && !terminal.needsDraw }

    /// True when a frame is due (something changed since the last one).
    public var needsFrame: Bool { terminal.needsDraw || animating || notices.haveNews(in: engine) }

    /// Reads input and draws frames until the user quits. Frames are at most 60 per second; when idle, the loop
    /// sleeps between polls and draws nothing.
    public func runLoop() async throws {
        renderFrame()
        while !quitRequested {
            let events = backend.pollInput()
            for event in events {
                handle(event)
                if quitRequested { return }
            }
            if Date().timeIntervalSince(lastFrameTime) >= 1.0 / 60 { renderFrame() }
            try await Task.sleep(nanoseconds: events.isEmpty ? 10_000_000 : 1_000_000)
        }
    }
}

extension StratusRuntime: StageChrome {
    var shownScreen: ScreenRenderer? { currentRenderer }

    /// Lays out the chrome's rows (log, status line, tabs, footer) and brings the current screen's
    /// descriptions up to date with its live tree; the screen gets the rows left.
    func prepareFrame(size: Size) -> Rect? {
        chrome.tick = frameTick
        forgetClosedScreens()
        animating = false
        frameLayout = ChromeLayout()
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else { return nil }
        let tabRows = tabBar.height(for: engine.navigator)
        if showingLog { notices.markSeen(in: engine) }
        notices.noteDrawn(in: engine)
        let failure = notices.failureToShow(in: engine)
        let statusRows = failure == nil ? 0 : 1
        let contentHeight = size.height - 1 - tabRows - statusRows - (showingLog ? max(3, size.height / 3) : 0)
        frameLayout = ChromeLayout(fits: true, content: Rect(x: 0, y: 0, width: size.width, height: contentHeight),
                                   tabRows: tabRows, failure: failure)
        guard let screen = currentScreen, case .loaded(let root) = screen.phase else { return nil }
        let state = state(for: screen)
        if state.rootNode !== root {
            state.nodes.replaceRoot(with: root)
            state.rootNode = root
            state.renderer.setRoot(BoxDescription(.scroll(Scrolling(axes: .vertical, fitsViewportFirst: true), state.scroll),
                                                  children: [state.nodes.host(for: root)]))
        } else if state.nodes.needsSync {
            state.nodes.sync(root: root)
            state.renderer.revealFocusNextFrame()
        }
        state.renderer.tick = frameTick
        return frameLayout.content
    }

    /// Paints the loading and error states, the log, the status line, the tabs, the footer and the `?` help
    /// around and over the screen.
    func paint(into buffer: inout CellBuffer, screenArea: Rect?, cursor: Point?) -> Point? {
        let size = Size(width: buffer.width, height: buffer.height)
        let layout = frameLayout
        guard layout.fits else {
            let message = TextWrapper.wrap("Terminal too small: \(size) (need at least \(Self.minimumSize))", width: size.width, wrap: true)
            for (row, line) in message.enumerated() where row < size.height {
                buffer.write(line, x: 0, y: row, style: Style(attributes: .bold))
            }
            return nil
        }
        var cursor = cursor
        let area = layout.content
        if let screen = currentScreen {
            switch screen.phase {
            case .loading:
                animating = true
                chrome.paintLoading(url: screen.url, into: &buffer, area: area)
            case .failed(let error):
                chrome.paintError(error, url: screen.url, into: &buffer, area: area)
            case .loaded:
                animating = currentRenderer?.sawAnimation ?? false
            }
        }
        // Read after the screen is drawn: the bindings of this frame's tree.
        let bindings = keyBindings
        let statusRows = layout.failure == nil ? 0 : 1
        if showingLog {
            chrome.paintLog(engine.logs, into: &buffer, area: Rect(x: 0, y: area.height, width: size.width,
                                                                   height: size.height - 1 - layout.tabRows - statusRows - area.height))
        }
        if let failure = layout.failure {
            notices.paintStatusLine(failure, into: &buffer, row: size.height - 1 - layout.tabRows - 1)
        }
        if layout.tabRows > 0 {
            tabBar.paint(engine.navigator, into: &buffer, row: size.height - 2)
        }
        if let pending = pendingLeave {
            chrome.paintNotice("Lose what you typed? \(pending.key.label) leaves, any other key stays.", into: &buffer, row: size.height - 1)
        } else {
            chrome.paintFooter(bindings: bindings, unseenErrors: notices.unseenErrorCount(in: engine),
                               sourceNotice: notices.sourceNotice(for: currentScreen), into: &buffer, row: size.height - 1)
        }
        if showingHelp {
            helpScroll = chrome.paintHelp(bindings: bindings, scroll: helpScroll, into: &buffer, area: area)
            cursor = nil
        }
        return cursor
    }

    /// The screen's bindings (its components', then focus and scrolling), the app's tabs between them, then the
    /// app's own keys, in the order the footer lists them.
    func keyBindings(screen renderer: ScreenRenderer?) -> [KeyBinding] {
        let navigator = engine.navigator
        var bindings = renderer?.componentBindings() ?? []
        bindings += tabBar.bindings(for: navigator)
        bindings += renderer?.navigationBindings() ?? []
        let canGoBack = (navigator.stacks.last?.count ?? 0) > 1 || navigator.stacks.count > 1
        if canGoBack {
            bindings.append(KeyBinding(KeyPress(.escape), description: "Back", help: "Back to the previous screen") { [unowned self] in
                leave(by: KeyPress(.escape), losingText: currentScreenHoldsText) { [unowned self] in _ = engine.navigator.back() }
            })
        }
        if let screen = currentScreen, case .failed = screen.phase {
            bindings.append(KeyBinding(KeyPress(.character("r")), description: "Retry") { screen.retry() })
        }
        bindings.append(KeyBinding(KeyPress(.character("?")), description: "Keys", help: "This help") { [unowned self] in
            showingHelp = true
            helpScroll = 0
        })
        // While typing, q is text: the footer shows ctrl+c, which quits from anywhere.
        let editing = renderer?.isTyping == true
        for (key, show, priority) in [(KeyPress(.character("q")), !editing, false), (KeyPress(.character("c"), modifiers: .ctrl), editing, true)] {
            bindings.append(KeyBinding(key, description: "Quit", show: show, priority: priority) { [unowned self] in
                leave(by: key, losingText: anyScreenHoldsText) { [unowned self] in quitRequested = true }
            })
        }
        // Last, so that a narrow footer drops it before Quit; the error badge opens the log too.
        bindings.append(KeyBinding(KeyPress(.function(12)), description: "Log", priority: true, help: "Log console") { [unowned self] in
            showingLog.toggle()
            if showingLog { notices.markSeen(in: engine) }
            terminal.setNeedsFullRepaint()
        })
        return bindings
    }

    /// While the help or the log is open it owns the keyboard: its own keys (`overlayBindings`) act, any other
    /// key closes it (q and ctrl+c included), and no key reaches the screen or the app's keys beneath. After the
    /// question about typed text, the key that asked leaves, and any other key only stays.
    func handleModal(_ press: KeyPress) -> Bool {
        if let pending = pendingLeave {
            pendingLeave = nil
            if press == pending.key { pending.leave() }
            return true
        }
        guard showingHelp || showingLog else { return false }
        if let binding = overlayBindings.binding(for: press) {
            binding.action()
        } else {
            closeOverlay()
        }
        return true
    }

    /// The keys of the open overlay, besides "any other key closes it": the help scrolls with the arrows, the
    /// pages and Home/End; the log has none.
    var overlayBindings: [KeyBinding] {
        guard showingHelp else { return [] }
        let page = max(1, backend.size.height / 2)
        let moves: [(KeyPress.Key, String, (Int) -> Int)] = [
            (.down, "Scroll down", { $0 + 1 }), (.up, "Scroll up", { max(0, $0 - 1) }),
            (.pageDown, "Scroll a page down", { $0 + page }), (.pageUp, "Scroll a page up", { max(0, $0 - page) }),
            (.home, "To the first key", { _ in 0 }), (.end, "To the last key", { _ in Int.max / 2 }),
        ]
        return moves.map { key, words, move in
            KeyBinding(KeyPress(key), description: words, show: false) { [unowned self] in helpScroll = move(helpScroll) }
        }
    }

    /// Closes the help or the log, whichever is open.
    private func closeOverlay() {
        if showingLog { terminal.setNeedsFullRepaint() }
        showingHelp = false
        showingLog = false
    }

    /// While the help is open, the wheel scrolls it and a click closes it; else a click on a footer item presses
    /// its key (the footer's interaction index finds it) and a click on a tab shows it.
    func handle(_ mouse: MouseEvent) -> Bool {
        if showingHelp {
            switch mouse.kind {
            case .wheelDown: helpScroll += 3
            case .wheelUp: helpScroll = max(0, helpScroll - 3)
            case .press: showingHelp = false
            default: break
            }
            return true
        }
        if chrome.handleFooter(mouse) { return true }
        if tabBar.height(for: engine.navigator) > 0, mouse.y == backend.size.height - 2,
           case .press(.left) = mouse.kind, let tab = tabBar.tab(at: mouse.x) {
            engine.navigator.selectTab(at: tab)
            return true
        }
        return false
    }
}
