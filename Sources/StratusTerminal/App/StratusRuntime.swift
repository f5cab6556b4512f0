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
    var backend: any TerminalBackend { terminal.backend }
    let mode: RenderMode
    private var screens: [ObjectIdentifier: ScreenState] = [:]
    private var showingHelp = false
    /// True after an Esc that would have left a screen holding typed text: the footer asks, and only a second Esc
    /// leaves.
    private var confirmingLeave = false
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
        self.mode = mode
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

    /// Handles one input event: overlays first, then the screen, then the global keys.
    public func handle(_ event: InputEvent) {
        if hasChangesToShow { renderFrame() }
        terminal.setNeedsDraw()
        switch event {
        case .resize:
            terminal.setNeedsFullRepaint()
        case .mouse(let mouse):
            if showingHelp {
                switch mouse.kind {
                case .wheelDown: helpScroll += 3
                case .wheelUp: helpScroll = max(0, helpScroll - 3)
                case .press: showingHelp = false
                default: break
                }
                return
            }
            if mouse.y == backend.size.height - 1, case .press(.left) = mouse.kind, let key = chrome.footerKey(at: mouse.x) {
                handle(.key(key))
                return
            }
            if tabBar.height(for: engine.navigator) > 0, mouse.y == backend.size.height - 2,
               case .press(.left) = mouse.kind, let tab = tabBar.tab(at: mouse.x) {
                engine.navigator.selectTab(at: tab)
                return
            }
            _ = currentRenderer?.handle(mouse)
        case .paste(let text):
            if let renderer = currentRenderer, let field = renderer.focusedNode,
               let handler = renderer.graph.handlers.handlers(of: field)?.keyHandler {
                // Sanitized whole, as the input decoder does: cut into keys first, an escape sequence's tail
                // (`[31m`) would be typed as text.
                for character in TextSanitizer.sanitize(text, keepNewlines: false) { _ = handler(KeyPress(.character(character))) }
            }
        case .key(let press):
            handle(press)
        }
    }

    private func handle(_ press: KeyPress) {
        let wasConfirmingLeave = confirmingLeave
        confirmingLeave = false
        if wasConfirmingLeave, press == KeyPress(.escape) {
            _ = engine.navigator.back()
            return
        }
        if showingHelp {
            switch (press.key, press.modifiers) {
            // The help scrolls when it does not fit; any other key closes it.
            case (.down, []): helpScroll += 1
            case (.up, []): helpScroll = max(0, helpScroll - 1)
            case (.pageDown, []): helpScroll += max(1, backend.size.height / 2)
            case (.pageUp, []): helpScroll = max(0, helpScroll - max(1, backend.size.height / 2))
            case (.home, []): helpScroll = 0
            case (.end, []): helpScroll = Int.max / 2
            default:
                showingHelp = false
                if press == KeyPress(.character("q")) || press == KeyPress(.character("c"), modifiers: .ctrl) { quitRequested = true }
            }
            return
        }
        // One list answers every key: priority bindings first, then the focused view (a text field types), then
        // the rest in order, the screen's before the app's.
        let bindings = keyBindings
        if let binding = bindings.first(where: { $0.priority && $0.key == press }) {
            binding.action()
            return
        }
        if currentRenderer?.offerToFocusedView(press) == true { return }
        bindings.binding(for: press)?.action()
    }

    /// Every key the app answers now, in the order the footer lists them: the screen's (its components', then
    /// focus and scrolling), the app's tabs, then the app's own keys. The key handler, the footer and the `?`
    /// help all read this list.
    var keyBindings: [KeyBinding] {
        let navigator = engine.navigator
        let renderer = currentRenderer
        var bindings = renderer.map { $0.index.bindings(focused: $0.focusedNode) } ?? []
        bindings += tabBar.bindings(for: navigator)
        bindings += renderer?.navigationBindings() ?? []
        let canGoBack = (navigator.stacks.last?.count ?? 0) > 1 || navigator.stacks.count > 1
        if canGoBack {
            bindings.append(KeyBinding(KeyPress(.escape), description: "Back", help: "Back to the previous screen") { [unowned self] in
                goBack()
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
        let editing = renderer?.focusedNode?.isTextInput == true
        bindings.append(KeyBinding(KeyPress(.character("q")), description: "Quit", show: !editing) { [unowned self] in
            quitRequested = true
        })
        bindings.append(KeyBinding(KeyPress(.character("c"), modifiers: .ctrl), description: "Quit", show: editing, priority: true) {
            [unowned self] in quitRequested = true
        })
        // Last, so that a narrow footer drops it before Quit; the error badge opens the log too.
        bindings.append(KeyBinding(KeyPress(.function(12)), description: "Log", priority: true, help: "Log console") { [unowned self] in
            showingLog.toggle()
            if showingLog { notices.markSeen(in: engine) }
            terminal.setNeedsFullRepaint()
        })
        return bindings
    }

    /// Esc: back to the previous screen; when the screen holds typed text, the first Esc only asks (the footer
    /// says a second one leaves).
    private func goBack() {
        if let screen = currentScreen, screens[ObjectIdentifier(screen)]?.graph.holdsUnsavedText == true {
            confirmingLeave = true
            return
        }
        _ = engine.navigator.back()
    }

    // MARK: - Frames

    /// Draws a frame if anything changed since the last one; returns true when cells changed.
    @discardableResult
    public func renderFrame() -> Bool {
        let elapsed = Date().timeIntervalSince(startTime)
        let tick = animationsFrozen ? 0 : Int(elapsed * 10)
        if animating && tick != chrome.tick { terminal.setNeedsDraw() }
        if notices.haveNews(in: engine) { terminal.setNeedsDraw() }
        hasChangesToShow = false
        guard terminal.draw({ buffer in paintFrame(into: &buffer, tick: tick) }) else { return false }
        lastFrameTime = Date()
        #if DEBUG
        logLayoutProblems()
        #endif
        runDeferredActions()
        return terminal.lastChangeCount > 0
    }

    /// Paints the current screen, the footer and the overlays into `buffer`; returns where the cursor goes.
    private func paintFrame(into buffer: inout CellBuffer, tick: Int) -> Point? {
        let size = Size(width: buffer.width, height: buffer.height)
        chrome.tick = tick
        forgetClosedScreens()
        var cursor: Point?
        animating = false
        if size.width < Self.minimumSize.width || size.height < Self.minimumSize.height {
            let message = TextWrapper.wrap("Terminal too small: \(size) (need at least \(Self.minimumSize))", width: size.width, wrap: true)
            for (row, line) in message.enumerated() where row < size.height {
                buffer.write(line, x: 0, y: row, style: Style(attributes: .bold))
            }
        } else {
            let tabRows = tabBar.height(for: engine.navigator)
            if showingLog { notices.markSeen(in: engine) }
            notices.noteDrawn(in: engine)
            let failure = notices.failureToShow(in: engine)
            let statusRows = failure == nil ? 0 : 1
            let contentHeight = size.height - 1 - tabRows - statusRows - (showingLog ? max(3, size.height / 3) : 0)
            let area = Rect(x: 0, y: 0, width: size.width, height: contentHeight)
            if let screen = currentScreen {
                switch screen.phase {
                case .loading:
                    animating = true
                    chrome.paintLoading(url: screen.url, into: &buffer, area: area)
                case .failed(let error):
                    chrome.paintError(error, url: screen.url, into: &buffer, area: area)
                case .loaded(let root):
                    let state = state(for: screen)
                    if state.rootNode !== root {
                        state.nodes.replaceRoot(with: root)
                        state.rootNode = root
                        state.renderer.setRoot(BoxDescription(.scroll(Scrolling(axes: .vertical, fitsViewportFirst: true), state.scroll), children: [state.nodes.host(for: root)]))
                    } else if state.nodes.needsSync {
                        state.nodes.sync(root: root)
                        state.renderer.revealFocusNextFrame()
                    }
                    state.renderer.tick = tick
                    state.renderer.render(into: &buffer, area: area)
                    animating = state.renderer.sawAnimation
                    cursor = state.renderer.cursor
                }
            }
            // Read after the screen is drawn: the bindings of this frame's tree.
            let bindings = keyBindings
            if showingLog {
                chrome.paintLog(engine.logs, into: &buffer, area: Rect(x: 0, y: contentHeight, width: size.width,
                                                                       height: size.height - 1 - tabRows - statusRows - contentHeight))
            }
            if let failure {
                notices.paintStatusLine(failure, into: &buffer, row: size.height - 1 - tabRows - 1)
            }
            if tabRows > 0 {
                tabBar.paint(engine.navigator, into: &buffer, row: size.height - 2)
            }
            chrome.paintFooter(bindings: bindings, unseenErrors: notices.unseenErrorCount(in: engine), into: &buffer,
                               row: size.height - 1)
            if confirmingLeave {
                chrome.paintNotice("Lose what you typed? Esc leaves, any other key stays.", into: &buffer, row: size.height - 1)
            }
            if showingHelp {
                helpScroll = chrome.paintHelp(bindings: bindings, scroll: helpScroll, into: &buffer, area: area)
                cursor = nil
            }
        }
        return cursor
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

    /// Runs the `onAppear` actions collected while building the frame; they may change state (another frame).
    @discardableResult
    func runDeferredActions() -> Bool {
        var ran = false
        for state in screens.values where !state.graph.deferred.isEmpty {
            let actions = state.graph.deferred
            state.graph.deferred.removeAll()
            for action in actions { action() }
            ran = true
        }
        if ran { terminal.setNeedsDraw() }
        return ran
    }

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
