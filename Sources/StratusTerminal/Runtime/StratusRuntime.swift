import Foundation

/// The running app: the engine, the screens' renderers, global keys, the footer, help and log overlays, and the
/// loop that reads input and draws frames.
///
/// Frames are drawn only when something changed (input, an engine update, a state change, a resize, an
/// animation tick), at most 60 per second over time (`FramePacer`); each frame is laid out, painted into a
/// fresh buffer, diffed against the previous one, and only changed cells reach the backend.
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
    var screens: [ObjectIdentifier: NodeScreen] = [:]
    /// What covers the screen for a while, the top one taking keys first: the `?` help, the log console, the
    /// question before leaving typed text (`OverlayStack`).
    let overlays = OverlayStack()
    /// Where the shell's parts go on each frame: the screen's slot and the chrome around it (`ShellLayout`).
    let shellLayout = ShellLayout()
    private var startTime = Date()
    /// When the next frame may be drawn.
    private var pacer = FramePacer()
    var animating = false
    /// When true, animations stay on their first frame (headless sessions, so frames are deterministic).
    public var animationsFrozen = false
    /// True once the user asked to quit.
    public internal(set) var quitRequested = false
    /// True when the user quit with Ctrl+C, which a shell reports as an interrupt (exit status 130).
    public internal(set) var quitByInterrupt = false
    /// The smallest terminal the app draws in; smaller shows a message instead.
    public static let minimumSize = Size(width: 20, height: 5)
    /// The frames the chrome is drawn on, one count for all its parts (moved by `prepareFrame(size:)`).
    let chromeFrames = ChromeFrames()
    /// The footer, the `?` help, the log console and the loading and error boxes.
    let chrome: RuntimeChrome
    /// The app's tabs, when it has some.
    let tabBar: TabBar
    /// The screen-reader presentation: each frame told as lines (`Stratus.screenReader(_:)`); nil: cells only.
    var screenReader: ScreenReader?
    /// The status line of unhandled request failures and the footer's error badge.
    let notices: ErrorNotices

    init(engine: ServerDrivenEngine, backend: any TerminalBackend, mode: RenderMode) {
        self.engine = engine
        chrome = RuntimeChrome(frames: chromeFrames)
        tabBar = TabBar(frames: chromeFrames)
        notices = ErrorNotices(frames: chromeFrames)
        self.terminal = Terminal(backend: backend)
        self.stage = Stage(terminal: terminal)
        self.mode = mode
        stage.chrome = self
        // A click on a footer item presses its key, down the one key path.
        chrome.pressKey = { [unowned self] key in stage.handle(key) }
        tabBar.onCycle = { [unowned self] in tabWasCycled() }
        overlays.onChange = { [unowned self] in terminal.setNeedsDraw() }
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

    func state(for screen: Screen) -> NodeScreen {
        let key = ObjectIdentifier(screen)
        if let state = screens[key] { return state }
        let state = NodeScreen(mode: mode)
        state.graph.onStateChange = { [weak self, weak state] ownerID in
            state?.nodes.invalidate([ownerID])
            self?.hasChangesToShow = true
            self?.terminal.setNeedsDraw()
        }
        // A Back button, its shortcut and a click on it ask before losing typed text, as Esc does.
        state.renderer.focusController.leaveGuard = { [weak self] key, leave in
            guard let self else { return }
            self.leave(by: key, losingText: self.currentScreenHoldsText, leave)
        }
        state.nodes.onProblem = { [weak self] problem in self?.engine.log(problem) }
        state.nodes.describeProblem = { [weak self] problem in self?.engine.describe(problem) ?? problem.placedDescription }
        screens[key] = state
        return state
    }

    /// Drops the renderers of screens that left the stacks.
    func forgetClosedScreens() {
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
    /// - Parameters:
    ///   - text: the badge's words; nil takes the badge away.
    ///   - url: the screen's `Screen.resolvedURL`, as the engine's `ScreenLoading` loader is asked
    ///     for it.
    public func setSourceNotice(_ text: String?, forScreenAt url: String) {
        notices.setSourceNotice(text, forScreenAt: url)
        terminal.setNeedsDraw()
    }

    /// The focused identity on the current screen.
    public var focusedID: String? {
        guard let screen = currentScreen else { return nil }
        return screens[ObjectIdentifier(screen)]?.renderer.focusedIdentity
    }

    /// What the current screen is to a screen reader, as its last frame placed it (empty before the first).
    public var accessibilityTree: AccessibilityTree {
        currentRenderer?.accessibilityTree ?? AccessibilityTree()
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
        // A screen reader tells each key's effect on its own: the frame of the key before is drawn first.
        if hasChangesToShow || currentScreenAwaitsFirstFrame || screenReader != nil { renderFrame() }
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
            screenReader?.keyWillBeHandled(press, by: self)
            stage.handle(press)
            screenReader?.keyWasHandled(press, by: self)
        }
    }

    /// Keys typed while the screen on top was loading: they go to it once it is drawn (focus is then on its first
    /// control), and are dropped if it fails to load.
    private var keysForLoadingScreen: [KeyPress] = []
    /// True while keys typed during a load wait for their screen.
    private var hasKeysTypedAhead: Bool { !keysForLoadingScreen.isEmpty }
    /// The most keys kept for a loading screen; more are answered at once.
    private static let typeAheadLimit = 256

    /// True when the screen on top is loaded but not drawn yet: it has no focus, so a key must wait for a frame.
    private var currentScreenAwaitsFirstFrame: Bool {
        guard let screen = currentScreen, case .loaded(let root) = screen.phase else { return false }
        return screens[ObjectIdentifier(screen)]?.awaitsFirstFrame(of: root) ?? true
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
    /// asks "Lose what you typed?" and only `key` pressed again leaves (`LeaveQuestion`, on the overlay stack).
    func leave(by key: KeyPress, losingText: Bool, _ leave: @escaping () -> Void) {
        guard losingText else { return leave() }
        overlays.push(LeaveQuestion(key: key, chrome: chrome, leave: leave))
    }

    /// True from `]` or `[` showing a tab until the tab's screen is placed: its focused text field starts out of
    /// typing mode (`ScreenRenderer.arriveWithoutTyping()`).
    var showsTabWithoutTyping = false

    /// `]` or `[` showed another tab: the next key waits for its frame, where a text field focused there is out
    /// of typing mode, so a second `]` typed at once switches again instead of being typed.
    func tabWasCycled() {
        showsTabWithoutTyping = true
        hasChangesToShow = true
        terminal.setNeedsDraw()
    }

    /// True when the current screen holds text the user typed and has not sent.
    var currentScreenHoldsText: Bool {
        guard let screen = currentScreen else { return false }
        return screens[ObjectIdentifier(screen)]?.graph.holdsUnsavedText == true
    }

    /// True when any open screen (in any tab) holds text the user typed and has not sent.
    var anyScreenHoldsText: Bool { screens.values.contains { $0.graph.holdsUnsavedText } }

    // MARK: - Frames

    /// Draws a frame if anything changed since the last one; returns true when cells changed.
    @discardableResult
    public func renderFrame() -> Bool {
        renderFrame(withholdingIfReplaced: false)
    }

    /// Draws a frame as `renderFrame()` does; with `withholdingIfReplaced`, a frame after which the screen runs
    /// `onAppear` actions is placed but not painted (`Stage.drawFrame(withholdingIfReplaced:)`), for a caller that
    /// draws the next frame before anything reads the terminal. Every frame is painted while keys typed ahead
    /// wait (they act on the frame drawn before them) or a screen reader listens (it tells each frame).
    @discardableResult
    func renderFrame(withholdingIfReplaced: Bool) -> Bool {
        let elapsed = Date().timeIntervalSince(startTime)
        let tick = animationsFrozen ? 0 : Int(elapsed * 10)
        if animating && tick != chrome.tick { terminal.setNeedsDraw() }
        if notices.haveNews(in: engine) { terminal.setNeedsDraw() }
        hasChangesToShow = false
        frameTick = tick
        let withholds = withholdingIfReplaced && !hasKeysTypedAhead && screenReader == nil
        guard stage.drawFrame(withholdingIfReplaced: withholds) else {
            pressKeysTypedAhead()
            return false
        }
        pacer.frameDrawn(at: Date())
        screenReader?.frameDrawn(by: self)
        #if DEBUG
        logLayoutProblems()
        #endif
        let changed = terminal.lastFrameChangedCells
        pressKeysTypedAhead()
        return changed
    }

    /// The tick of the frame being drawn (tenths of a second since start; 0 while animations are frozen).
    var frameTick = 0
    /// Where the frame being drawn puts the screen and the chrome around it.
    var frameLayout = ChromeLayout()

    /// Where the frame being drawn puts the screen and the chrome around it (`ShellLayout`), and what it shows.
    struct ChromeLayout {
        /// False when the terminal is too small to draw anything but a message.
        var fits = false
        /// The areas of the screen and of each part of the chrome.
        var areas = ShellLayout.Areas()
        /// The request failure the status line shows.
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

    /// Reads input and draws frames until the user quits. Frames are at most 60 per second over time, and a frame
    /// after a quiet moment is drawn at once (`FramePacer`). Between them the loop waits for input without
    /// polling (`TerminalBackend.waitForInput(upTo:)`): a key wakes it at once, and so does anything that asks for
    /// a frame; an animation wakes it at its next tick.
    public func runLoop() async throws {
        renderFrame()
        while !quitRequested {
            try Task.checkCancellation()
            for event in backend.pollInput() {
                handle(event)
                if quitRequested { return }
            }
            if pacer.delay(at: Date()) == 0, needsFrame || hasKeysTypedAhead {
                renderFrame()
            }
            await backend.waitForInput(upTo: .seconds(timeUntilNextFrame()))
        }
    }

    /// The longest wait while nothing asks for a frame. It bounds how late the loop notices what changes without
    /// asking for one: an error counted by the engine (the footer's badge), keys typed while a screen loaded.
    private static let idleWait: TimeInterval = 0.1

    /// Seconds until the next frame is due: when the pacer allows one, if something changed; the next
    /// animation tick while only an animation runs, `idleWait` otherwise.
    private func timeUntilNextFrame() -> TimeInterval {
        let now = Date()
        if terminal.needsDraw || notices.haveNews(in: engine) || hasKeysTypedAhead {
            return pacer.delay(at: now)
        }
        if animating && !animationsFrozen {
            let elapsed = now.timeIntervalSince(startTime) * 10
            return min(Self.idleWait, (elapsed.rounded(.down) + 1 - elapsed) / 10)
        }
        return Self.idleWait
    }
}
