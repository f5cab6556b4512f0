import Foundation

/// The app's chrome on the stage: the rows it lays out around the screen, what it paints, the keys it adds and
/// the overlays and question that own the keyboard while they last.
extension StratusRuntime: StageChrome {
    var shownScreen: ScreenRenderer? { currentRenderer }

    /// Lays out the chrome's rows (log, status line, tabs, footer); the current screen, when loaded, gets the
    /// rows left.
    func prepareFrame(size: Size) -> Rect? {
        chrome.tick = frameTick
        chromeFrames.begin()
        forgetClosedScreens()
        animating = false
        frameLayout = ChromeLayout()
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else { return nil }
        let tabRows = tabBar.height(for: engine.navigator)
        if showingLog { notices.markSeen(in: engine) }
        notices.noteDrawn(in: engine)
        let failure = notices.failureToShow(in: engine)
        let statusRows = failure == nil ? 0 : 1
        // The question before leaving typed text wraps (at most half the screen) rather than being cut.
        let footerRows = leaveQuestion.map { min(Footer.noticeRows($0, width: size.width), size.height / 2) } ?? 1
        let contentHeight = size.height - footerRows - tabRows - statusRows - (showingLog ? max(3, size.height / 3) : 0)
        frameLayout = ChromeLayout(fits: true, content: Rect(x: 0, y: 0, width: size.width, height: contentHeight),
                                   tabRows: tabRows, footerRows: footerRows, failure: failure)
        guard let screen = currentScreen, case .loaded(let root) = screen.phase else { return nil }
        // The screen describes what changed at the start of its frame (`NodeScreen`).
        let state = state(for: screen)
        state.root = root
        if showsTabWithoutTyping {
            showsTabWithoutTyping = false
            state.renderer.arriveWithoutTyping()
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
            chrome.paintTooSmall("Terminal too small: \(size) (need at least \(Self.minimumSize))", into: &buffer)
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
                chrome.paintError(error, url: screen.url, canGoBack: canGoBack, into: &buffer, area: area)
            case .loaded:
                animating = currentRenderer?.sawAnimation ?? false
            }
        }
        // Read after the screen is drawn: the bindings of this frame's tree.
        let bindings = keyBindings
        let statusRows = layout.failure == nil ? 0 : 1
        let footerRow = size.height - layout.footerRows
        if showingLog {
            chrome.paintLog(engine.logs, into: &buffer, area: Rect(x: 0, y: area.height, width: size.width,
                                                                   height: footerRow - layout.tabRows - statusRows - area.height))
        }
        if let failure = layout.failure {
            notices.paintStatusLine(failure, into: &buffer, row: footerRow - layout.tabRows - 1)
        }
        if layout.tabRows > 0 {
            tabBar.paint(engine.navigator, into: &buffer, row: footerRow - 1)
        }
        if let question = leaveQuestion {
            chrome.paintNotice(question, into: &buffer, row: footerRow, rows: layout.footerRows)
        } else {
            chrome.paintFooter(bindings: bindings, unseenErrors: notices.unseenErrorCount(in: engine),
                               sourceNotice: notices.sourceNotice(for: currentScreen), into: &buffer, row: footerRow)
        }
        if showingHelp {
            chrome.paintHelp(bindings: bindings, controlKeys: currentRenderer?.focusedControlKeys(reachedPast: bindings) ?? [],
                             ownKeys: overlayBindings, into: &buffer, area: area)
            cursor = nil
        }
        return cursor
    }

    /// The question asked before leaving typed text, while it is asked.
    var leaveQuestion: String? {
        pendingLeave.map { "Lose what you typed? \($0.key.label) leaves, any other key stays." }
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
                showingHelp = true
                chrome.scrollHelpToTop()
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
        let ends = FrameTable.unbounded / 2
        let moves: [(KeyPress.Key, String, Int)] = [
            (.up, "Scroll the help", -1), (.down, "Scroll the help", 1),
            (.pageUp, "Scroll the help a page", -page), (.pageDown, "Scroll the help a page", page),
            (.home, "To the first / last key", -ends), (.end, "To the first / last key", ends),
        ]
        return moves.map { key, words, rows in
            KeyBinding(KeyPress(key), description: words, show: false) { [unowned self] in chrome.scrollHelp(by: rows) }
        }
    }

    /// Closes the help or the log, whichever is open.
    private func closeOverlay() {
        if showingLog { terminal.setNeedsFullRepaint() }
        showingHelp = false
        showingLog = false
    }

    /// While the help is open it owns the mouse: the wheel over its rows scrolls them and a click closes it;
    /// else a click on a footer item presses its key and a click on a tab shows it. Each part's interaction index
    /// finds what is under the pointer, where the part drew it.
    func handle(_ mouse: MouseEvent) -> Bool {
        if showingHelp {
            if chrome.handleHelp(mouse) { return true }
            if case .press = mouse.kind { showingHelp = false }
            return true
        }
        return chrome.handleFooter(mouse) || tabBar.handle(mouse)
    }
}
