import Foundation

/// The app's chrome on the stage: the rows it lays out around the screen, what it paints, the keys it adds and
/// the overlays and question that own the keyboard while they last.
extension StratusRuntime: StageChrome {
    var shownScreen: ScreenRenderer? { currentRenderer }

    /// Lays out the shell's tree (`ShellLayout`: the screen's slot, the log, the status line, the tabs, the
    /// footer); the current screen, when loaded, is drawn in its slot.
    func prepareFrame(size: Size) -> Rect? {
        chrome.tick = frameTick
        chromeFrames.begin()
        forgetClosedScreens()
        animating = false
        frameLayout = ChromeLayout()
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else { return nil }
        let log = overlays.first(LogOverlay.self) != nil
        if log { notices.markSeen(in: engine) }
        notices.noteDrawn(in: engine)
        let failure = notices.failureToShow(in: engine)
        let parts = ShellLayout.Parts(log: log, statusLine: failure != nil, tabBar: tabBar.isShown(for: engine.navigator),
                                      question: leaveQuestion)
        frameLayout = ChromeLayout(fits: true, areas: shellLayout.areas(for: parts, in: size), failure: failure)
        guard let screen = currentScreen, case .loaded(let root) = screen.phase else { return nil }
        // The screen describes what changed at the start of its frame (`NodeScreen`).
        let state = state(for: screen)
        state.root = root
        if showsTabWithoutTyping {
            showsTabWithoutTyping = false
            state.renderer.arriveWithoutTyping()
        }
        state.renderer.tick = frameTick
        return frameLayout.areas.screen
    }

    /// Paints the loading and error states, the log, the status line, the tabs, the footer and the `?` help
    /// around and over the screen, each in the area the shell's layout gave it.
    func paint(into buffer: inout CellBuffer, screenArea: Rect?, cursor: Point?) -> Point? {
        let size = Size(width: buffer.width, height: buffer.height)
        let layout = frameLayout
        guard layout.fits else {
            chrome.paintTooSmall("Terminal too small: \(size) (need at least \(Self.minimumSize))", into: &buffer)
            return nil
        }
        var cursor = cursor
        let areas = layout.areas
        var presented: [(presentation: Presentation, identity: String?)] = []
        if let screen = currentScreen {
            switch screen.phase {
            case .loading:
                animating = true
                chrome.paintLoading(url: screen.url, into: &buffer, area: areas.screen)
            case .failed(let error):
                chrome.paintError(error, url: screen.url, canGoBack: canGoBack, into: &buffer, area: areas.screen)
            case .loaded:
                animating = currentRenderer?.sawAnimation ?? false
                presented = currentRenderer?.presentations ?? []
            }
        }
        // What the screen drew over itself is at the bottom of the stack, beneath what the chrome draws now.
        overlays.showScreenPresentations(presented)
        if let area = areas.log { overlays.top(at: .belowScreen)?.paint(into: &buffer, area: area) }
        if let failure = layout.failure, let area = areas.statusLine {
            notices.paintStatusLine(failure, into: &buffer, area: area)
        }
        if let area = areas.tabBar { tabBar.paint(engine.navigator, into: &buffer, area: area) }
        if let question = overlays.top(at: .footer) {
            question.paint(into: &buffer, area: areas.footer)
        } else {
            // Read after the screen is drawn: the bindings of this frame's tree.
            chrome.paintFooter(bindings: keyBindings, unseenErrors: notices.unseenErrorCount(in: engine),
                               sourceNotice: notices.sourceNotice(for: currentScreen), into: &buffer, area: areas.footer)
        }
        if let help = overlays.top(at: .overScreen) {
            help.paint(into: &buffer, area: areas.screen)
            cursor = nil
        }
        return cursor
    }

    /// The question asked before leaving typed text, while it is asked.
    var leaveQuestion: String? { overlays.first(LeaveQuestion.self)?.text }

    /// True while the `?` help is open.
    var showsHelp: Bool { overlays.first(HelpOverlay.self) != nil }

    /// Opens the `?` help over the screen, at its first row.
    func openHelp() {
        overlays.push(HelpOverlay(chrome: chrome, pageRows: { [unowned self] in backend.size.height / 2 }) { [unowned self] in
            let bindings = keyBindings
            return (bindings, currentRenderer?.focusedControlKeys(reachedPast: bindings) ?? [])
        })
    }

    /// Opens the log console below the screen, or closes it when it is open (F12).
    func toggleLog() {
        if overlays.first(LogOverlay.self) != nil {
            overlays.close(LogOverlay.self)
        } else {
            overlays.push(LogOverlay(chrome: chrome) { [unowned self] in engine.logs })
            notices.markSeen(in: engine)
        }
        terminal.setNeedsFullRepaint()
    }

    /// True when Esc has a screen to go back to: one below the current one, or a presented stack.
    var canGoBack: Bool {
        guard let screen = engine.navigator.currentScreen else { return false }
        return engine.navigator.canGoBack(from: screen)
    }

    /// The screen's bindings (its components', then focus and scrolling), the app's tabs between them, then the
    /// app's own keys, in the order the footer lists them.
    func keyBindings(screen renderer: ScreenRenderer?) -> [KeyBinding] {
        let navigator = engine.navigator
        // While typing, q is text: the footer shows ctrl+c, which quits from anywhere.
        let editing = renderer?.isTyping == true
        var bindings = renderer?.componentBindings() ?? []
        bindings += tabBar.bindings(for: navigator, typing: editing)
        bindings += renderer?.navigationBindings() ?? []
        bindings += screenReader?.bindings(for: self) ?? []
        if canGoBack {
            bindings.append(KeyBinding(KeyPress(.escape), description: "Back", help: "Back to the previous screen") { [unowned self] in
                leave(by: KeyPress(.escape), losingText: currentScreenHoldsText) { [unowned self] in _ = engine.navigator.back() }
            })
        }
        if let screen = currentScreen, case .failed = screen.phase {
            bindings.append(KeyBinding(KeyPress(.character("r")), description: "Retry") { screen.retry() })
        }
        // While typing, ? is text: F1 opens the help from anywhere, and the footer shows it instead.
        for (key, show, priority) in [(KeyPress(.character("?")), !editing, false), (KeyPress(.function(1)), editing, true)] {
            bindings.append(KeyBinding(key, description: "Keys", show: show, priority: priority, help: "This help") { [unowned self] in
                openHelp()
            })
        }
        for (key, show, priority) in [(KeyPress(.character("q")), !editing, false), (KeyPress(.character("c"), modifiers: .ctrl), editing, true)] {
            bindings.append(KeyBinding(key, description: "Quit", show: show, priority: priority) { [unowned self] in
                leave(by: key, losingText: anyScreenHoldsText) { [unowned self] in
                    quitRequested = true
                    quitByInterrupt = key.modifiers == .ctrl
                }
            })
        }
        // Last, so that a narrow footer drops it before Quit; the error badge opens the log too.
        bindings.append(KeyBinding(KeyPress(.function(12)), description: "Log", priority: true, help: "Log console") { [unowned self] in
            toggleLog()
        })
        return bindings
    }

    /// While an overlay is open (the help, the log, the question before leaving typed text) the top one takes
    /// every key (`OverlayStack.handle(_:)`): its own keys act, any other closes it (the question: the key that
    /// asked leaves), and no key reaches the screen or the app's keys beneath.
    func handleModal(_ press: KeyPress) -> Bool {
        let closesLog = overlays.top is LogOverlay
        guard overlays.handle(press) else { return false }
        if closesLog { terminal.setNeedsFullRepaint() }
        return true
    }

    /// The top overlay takes the mouse first (the help: the wheel over it scrolls it, a click closes it); then a
    /// click on a footer item presses its key and a click on a tab shows it. Each part's interaction index finds
    /// what is under the pointer, where the part drew it.
    func handle(_ mouse: MouseEvent) -> Bool {
        if overlays.handle(mouse) { return true }
        return chrome.handleFooter(mouse) || tabBar.handle(mouse)
    }
}
