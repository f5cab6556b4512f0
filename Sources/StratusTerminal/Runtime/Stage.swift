/// The one frame composition and the one key path: a screen shown in the area its chrome leaves, the chrome
/// drawn around it, and every key, click and paste routed the same way.
///
/// The app (`StratusRuntime`, with its footer, tabs, log and help as chrome), `ViewHost` (no chrome: the view
/// fills the terminal) and headless sessions all draw and answer input through a stage, so a screen behaves
/// the same in a component test as in the app.
///
/// A frame: the chrome says which screen to show and where (`StageChrome.prepareFrame(size:)`), the screen is
/// laid out, indexed and painted into that area, the chrome paints around and over it, the frame loop diffs
/// and presents the cells, and then the `onAppear` actions collected while the frame was built run (they may
/// ask for another frame).
///
/// A key (`handle(_:)`-ing a `KeyPress`), in this order, the first that takes it ends the path:
/// 1. the top of the chrome's overlay stack (`OverlayStack`: the `?` help, the log, the question before leaving
///    typed text), which owns the keyboard while it is open (what the screen presents, a toast or a modal, lets
///    keys through: while a modal is shown, the steps below find only what is inside it);
/// 2. a priority binding (quit, the log console, the app's tabs): before the focused view, so a text field does
///    not type it;
/// 3. the focused view's own key handler (a text field types the key);
/// 4. the bindings in force, in order: the focused box's and its ancestors' (the focus chain), the other boxes'
///    in tree order, the focus and scrolling keys, then the app's (`keyBindings`).
@MainActor
final class Stage {
    /// The frame loop, and through it the backend.
    let terminal: Terminal
    /// What is drawn around the screen and the app's own keys; nil: the screen fills the terminal.
    weak var chrome: (any StageChrome)?
    /// The screen shown when there is no chrome (`ViewHost`'s view).
    var content: ScreenRenderer?
    /// The screen keys and frames go to: the chrome's current one, else `content`.
    var screen: ScreenRenderer? {
        guard let chrome else { return content }
        return chrome.shownScreen
    }

    /// A stage drawing on `terminal`.
    init(terminal: Terminal) {
        self.terminal = terminal
    }

    // MARK: - Frames

    /// Draws a frame when one is needed (or `force`), then runs the actions deferred while it was built;
    /// returns true when a frame was drawn.
    ///
    /// With `withholdingIfReplaced`, a frame built with `onAppear` actions to run after it is described, laid out
    /// and placed as any other (focus lands where it would, lazily shown rows are built and their own `onAppear`
    /// actions collected), but neither painted nor presented: those actions ask for the next frame, and a caller
    /// that draws it before anything reads the terminal (`HeadlessSession.settle()`) never shows this one.
    @discardableResult
    func drawFrame(force: Bool = false, withholdingIfReplaced: Bool = false) -> Bool {
        guard terminal.draw(force: force, composing: { compose(into: &$0, withholdingIfReplaced: withholdingIfReplaced) }) else {
            return false
        }
        runDeferredActions()
        return true
    }

    /// Lays the screen out in its area and paints it, then the chrome (see `drawFrame(force:withholdingIfReplaced:)`
    /// for the frame withheld).
    private func compose(into buffer: inout CellBuffer, withholdingIfReplaced: Bool) -> Terminal.Composition {
        let size = Size(width: buffer.width, height: buffer.height)
        let area: Rect?
        if let chrome { area = chrome.prepareFrame(size: size) } else { area = buffer.bounds }
        let screen = screen
        var cursor: Point?
        if let screen, let area {
            screen.placeFrame(in: area)
            if withholdingIfReplaced, !screen.graph.deferred.isEmpty {
                screen.withholdFrame()
                return .withheld
            }
            screen.paintFrame(into: &buffer)
            cursor = screen.cursor
        }
        if let chrome { cursor = chrome.paint(into: &buffer, screenArea: area, cursor: cursor) }
        return .shown(cursor: cursor)
    }

    /// Runs the `onAppear` actions collected while the shown screen was built; they may change state, so when
    /// any ran, another frame is asked for.
    @discardableResult
    func runDeferredActions() -> Bool {
        guard let graph = screen?.graph, !graph.deferred.isEmpty else { return false }
        let actions = graph.deferred
        graph.deferred.removeAll()
        for action in actions { action() }
        terminal.setNeedsDraw()
        return true
    }

    // MARK: - Input

    /// Every key the stage answers now, in order: the screen's (its components', the focus chain's first, then
    /// focus and scrolling) and the app's, as the chrome orders them. The key path, the footer and the `?` help
    /// all read this list.
    var keyBindings: [KeyBinding] {
        if let chrome { return chrome.keyBindings(screen: screen) }
        return screen?.bindings() ?? []
    }

    /// Answers a key by the one key path (see the type's documentation); returns true when something took it.
    @discardableResult
    func handle(_ press: KeyPress) -> Bool {
        if chrome?.handleModal(press) == true { return true }
        let bindings = keyBindings
        if let binding = bindings.first(where: { $0.priority && $0.key == press }) {
            binding.action()
            return true
        }
        if screen?.offerToFocusedView(press) == true { return true }
        guard let binding = bindings.binding(for: press) else { return false }
        binding.action()
        return true
    }

    /// A click or the wheel: the chrome first (its overlays, the footer, the tabs), then the screen; returns true
    /// when something took it.
    @discardableResult
    func handle(_ mouse: MouseEvent) -> Bool {
        if chrome?.handle(mouse) == true { return true }
        return screen?.handle(mouse) ?? false
    }

    /// A paste goes to the focused view, whole and sanitized (cut into keys first, an escape sequence's tail,
    /// `[31m`, would be typed as text).
    func paste(_ text: String) {
        guard let screen, let handler = screen.focusedNode.flatMap(screen.handlers(of:))?.keyHandler else { return }
        for character in TextSanitizer.sanitize(text, keepNewlines: false) { _ = handler(KeyPress(.character(character))) }
    }
}

/// What an app draws around its screen on a `Stage`, and the keys it adds: the footer, tabs, log, status line,
/// loading and error states and the `?` help of `StratusRuntime`.
@MainActor
protocol StageChrome: AnyObject {
    /// The screen keys and frames go to (nil: none, such as while loading).
    var shownScreen: ScreenRenderer? { get }
    /// Called as a frame starts, before `shownScreen` is read: brings the shown screen up to date and returns the
    /// area it is drawn in (nil: it is not drawn, for want of room or of a loaded screen).
    func prepareFrame(size: Size) -> Rect?
    /// Paints the chrome around and over the screen, which is already in `buffer`; returns where the cursor goes
    /// (`cursor` is the screen's).
    func paint(into buffer: inout CellBuffer, screenArea: Rect?, cursor: Point?) -> Point?
    /// Every key in force with `screen` shown: its bindings and the app's, in the footer's order.
    func keyBindings(screen: ScreenRenderer?) -> [KeyBinding]
    /// A key while an overlay of the chrome is open (the top one takes it); true when it took the key.
    func handleModal(_ press: KeyPress) -> Bool
    /// A click or wheel on the chrome; true when it took it.
    func handle(_ mouse: MouseEvent) -> Bool
}
