/// Turns a tree of box descriptions into frames and routes input to it: layout, paint, focus, keys, mouse.
///
/// One renderer drives one visible screen, and a frame has one entry, `render(into:area:)`: the content
/// describes what changed (`ScreenContent`: a live node tree's `NodeScreen`, or `ViewHost`'s view), then the
/// tree is laid out (when something changed), placed, indexed and painted. It knows nothing of nodes, navigation
/// or the terminal: the stage (`Stage`) gives it an area, asks for frames, and hands it keys and clicks.
@MainActor
public final class ScreenRenderer {
    /// State kept between frames.
    let graph: ViewGraph
    /// The tree being shown.
    private(set) var root: BoxDescription?
    /// Where the descriptions come from, asked at the start of each frame; nil: the root is set from outside
    /// (`setRoot(_:)`), as the footer's is. The content owns its renderer.
    weak var content: (any ScreenContent)?
    /// Where layout put each box of the tree, kept between frames so unchanged boxes are not laid out again.
    let frames = FrameTable()
    /// Where focus is and whether a focused text field types (`FocusController`).
    let focusController = FocusController()
    /// The identity of the focused box.
    public var focusedIdentity: String? { focusController.identity }
    /// Frames painted so far (drives spinners).
    var tick = 0
    /// Where the terminal cursor should be after the last frame.
    public private(set) var cursor: Point?
    /// True when the last frame drew something animated (a spinner), so frames keep coming.
    var sawAnimation = false
    private var layoutSize: Size?
    /// True when Esc took the focused text field out of typing mode; moving focus ends it.
    var typingPaused: Bool { focusController.typingPaused }

    /// A renderer with its own state graph.
    public init(graph: ViewGraph = ViewGraph()) {
        self.graph = graph
        // The boxes focus leaves and reaches are told, found in the index of the frame focus moved on.
        focusController.onChange = { [unowned self] old, new in
            index.box(withIdentity: old).flatMap(handlers(of:))?.onFocusChange?(false)
            index.box(withIdentity: new).flatMap(handlers(of:))?.onFocusChange?(true)
        }
    }

    /// Shows `root`; focus stays on the same identity when it still exists, else moves to the first focusable box.
    func setRoot(_ newRoot: BoxDescription) {
        root = newRoot
        placementIsCurrent = false
        layoutSize = nil
        focusController.revealNextFrame()
    }

    /// Describes what changed (`content`), then lays out, indexes and paints the tree into `buffer` inside `area`.
    func render(into buffer: inout CellBuffer, area: Rect) {
        placeFrame(in: area)
        paintFrame(into: &buffer)
    }

    /// A frame's first part: describes what changed (`content`), then lays the tree out in `area`, places and
    /// indexes it and settles focus. `paintFrame(into:)` (or `withholdFrame()`) ends the frame.
    func placeFrame(in area: Rect) {
        switch content?.describe() {
        case .root(let newRoot)?: setRoot(newRoot)
        case .described?:
            placementIsCurrent = false
            revealFocusNextFrame()
        case .unchanged?, nil: break
        }
        guard let root else { return }
        let origin = Point(x: area.x + root.margin.leading, y: area.y + root.margin.top)
        let previous = index
        // The screen is laid out above the rows its toasts take (found once it is placed: `toastRows`).
        var contentArea = area
        for _ in 0..<2 {
            contentArea = Rect(x: area.x, y: area.y, width: area.width, height: max(0, area.height - toastRows))
            place(root, origin: origin, area: contentArea, over: area)
            if !takeToastRows(in: area) { break }
        }
        if contentArea.size != revealedIn {
            // The shell gave the screen another size (the log opened, a question wrapped, the terminal resized, a
            // toast came): whatever now covers the focused box's old place, focus is scrolled back into view.
            revealedIn = contentArea.size
            focusController.revealNextFrame()
        }
        focusController.keepValid(in: index, previous: previous)
        if !graph.focusRequests.isEmpty { takeFocusRequests() }
        if let forward = focusController.afterPaging {
            // A page scrolled focus away: it goes to the first (last) control the new page shows.
            focusController.afterPaging = nil
            let shown = index.identitiesWhollyOnScreen
            if !index.isWhollyOnScreen(focusedIdentity), let target = forward ? shown.first : shown.last { focusController.focus(target) }
        }
        focusController.framePlaced(focusedIsTextInput: focusedNode?.isTextInput == true)
        if focusController.takeReveal(), let focused = focusedNode, focused.scrollIntoView(in: frames) {
            place(root, origin: origin, area: contentArea, over: area)
        }
    }

    /// A frame's second part: paints the tree `placeFrame(in:)` placed into `buffer`.
    func paintFrame(into buffer: inout CellBuffer) {
        guard let root else { return }
        var painter = Painter(focusedIdentity: focusedIdentity, tick: tick)
        painter.paint(placed, into: &buffer)
        // Out of typing mode the field keeps its focus mark but not the terminal cursor.
        cursor = typingPaused ? nil : painter.cursor
        sawAnimation = painter.sawAnimation
        forgetUnreachable(from: root)
    }

    /// Ends a frame placed but not shown (`Stage.drawFrame(withholdingIfReplaced:)`): nothing is painted, and
    /// the cursor and animation of the last frame painted stand until the next.
    func withholdFrame() {
        guard let root else { return }
        forgetUnreachable(from: root)
    }

    /// Drops the frames and handlers of boxes no longer in the tree under `root`.
    private func forgetUnreachable(from root: BoxDescription) {
        frames.prune(keepingReachableFrom: root)
        graph.handlers.prune(keepingReachableFrom: root, frames: frames)
    }

    /// Gives the toasts the screen presents the rows they need at the bottom of `area` (the screen is laid out in
    /// the rows above, so a toast covers nothing, the focus least of all), or no rows once none is shown; when
    /// they would leave the screen no row, they are not drawn. True when that changed what the screen was placed
    /// in (it must be placed again).
    private func takeToastRows(in area: Rect) -> Bool {
        let height = placed.presented.filter { $0.presentation == .toast }.map { area.maxY - $0.frame.y }.max() ?? 0
        let shows = height < area.height
        let rows = shows ? height : 0
        guard rows != toastRows || shows != showsToasts else { return false }
        toastRows = rows
        showsToasts = shows
        placementIsCurrent = false
        return true
    }

    /// Lays `root` out in `area` (when needed), places its boxes with its border box at `origin` (what it presents
    /// over `screen`) and indexes them.
    ///
    /// The last frame's placement and index are kept when nothing they were made from changed: the same tree,
    /// described and laid out as before (`placementIsCurrent`), at the same place, scrolled as before. A key that
    /// only moves focus then paints again without placing hundreds of boxes.
    private func place(_ root: BoxDescription, origin: Point, area: Rect, over screen: Rect) {
        let laidOut = layout(root, in: area.size)
        if !laidOut, placementIsCurrent, placedAt == (origin, area), placedOver == screen, placed.scrollOffsetsAreCurrent { return }
        placed = PlacedBoxes(root: root, frames: frames, origin: origin, clip: area, presentingOver: screen, showsToasts: showsToasts,
                             placingEveryBox: placesEveryBox, expectedCount: placed.boxes.count)
        index = InteractionIndex(placed, frames: frames, handlers: graph.handlers, expectedFocusableCount: index.focusables.count)
        placementIsCurrent = true
        placedAt = (origin, area)
        placedOver = screen
    }

    /// Lays `root` out in `size` when it changed since the last layout; true when it did.
    private func layout(_ root: BoxDescription, in size: Size) -> Bool {
        guard layoutSize != size || !frames.isValid(root, in: size) else { return false }
        frames.layout(root, in: size)
        layoutSize = size
        return true
    }

    /// False once the tree was replaced or described again since the last placement (which must then be made
    /// again); layout and scrolling are checked on their own (`place`).
    private var placementIsCurrent = false
    /// The rows at the bottom of the screen's area the toasts take while they are shown.
    private var toastRows = 0
    /// False while the toasts would leave the screen no row: they are not drawn.
    private var showsToasts = true
    /// The size the screen was last given (its area less its toasts' rows): focus is revealed again when it changes.
    private var revealedIn: Size?
    /// Where the last placement put the root's border box, and the area it was clipped to.
    private var placedAt: (origin: Point, area: Rect) = (Point(x: 0, y: 0), .zero)
    /// The area the last placement presented boxes over (toasts, modals).
    private var placedOver = Rect.zero

    /// The boxes of the last frame where they landed on the screen: what was painted and indexed.
    private(set) var placed = PlacedBoxes()
    /// What the user can reach on the last frame: focus order, hit areas, bindings.
    private(set) var index = InteractionIndex()

    /// The boxes the last frame presented over the screen and drew (toasts, then modals), bottom to top.
    var presentations: [(presentation: Presentation, identity: String?)] {
        placed.presented.filter(\.isShown).map { ($0.presentation, $0.node.identity) }
    }

    /// What the last frame is to a screen reader: its placed boxes as an accessibility tree.
    ///
    /// It tells what is scrolled away too, so it is made from a placement of every box: the first time it is asked,
    /// the frame's boxes are placed again whole, and from then on every frame places every box (a screen reader
    /// asks after each frame).
    var accessibilityTree: AccessibilityTree {
        placesEveryBox = true
        if !placed.placesEveryBox, placementIsCurrent, let root {
            placed = PlacedBoxes(root: root, frames: frames, origin: placedAt.origin, clip: placedAt.area, presentingOver: placedOver,
                                 showsToasts: showsToasts, placingEveryBox: true, expectedCount: placed.boxes.count)
            // Hit areas and the modal's start are positions in the placement.
            index = InteractionIndex(placed, frames: frames, handlers: graph.handlers, expectedFocusableCount: index.focusables.count)
        }
        return AccessibilityTree(placed, focusedIdentity: focusedIdentity)
    }
    /// True once the accessibility tree was asked for: every frame then places every box (`accessibilityTree`).
    private var placesEveryBox = false

    /// Layout invariants the last frame broke (debug builds; see `LayoutInvariants`).
    public var layoutProblems: [String] { placed.layoutProblems }

    /// Scrolls the focused box into view on the next frame (the tree changed around it).
    func revealFocusNextFrame() { focusController.revealNextFrame() }

    /// The focused box, if it is still in the tree.
    var focusedNode: BoxDescription? { index.box(withIdentity: focusedIdentity) }

    /// Gives focus to the first focusable box of each box that asked for it while it resolved, the last asking
    /// winning; what each asked to run then runs after the frame, as `onAppear` actions do.
    private func takeFocusRequests() {
        let requests = graph.focusRequests
        graph.focusRequests.removeAll()
        for request in requests {
            var target: String?
            request.box.forEachNode { box in
                if target == nil, box.canFocus, let identity = box.identity, index.canFocus(identity) { target = identity }
            }
            if let target { focusController.focus(target) }
            graph.deferred.append(request.taken)
        }
    }

    /// Moves focus to `identity` (nil clears it), telling both boxes; the next frame scrolls it into view.
    func focus(_ identity: String?) {
        focusController.focus(identity)
    }

    /// Moves focus to the next (or previous) stop in reading order, as Tab and Shift+Tab do: a lazy list is one
    /// stop, entered at its first row on screen and left by the next Tab (the arrows move between its rows).
    func moveFocus(forward: Bool) {
        focusController.move(forward: forward, in: index)
    }

    /// What `box` does when the user acts on it, if anything.
    func handlers(of box: BoxDescription) -> InteractionHandlers? { graph.handlers.handlers(of: box) }

    /// Forces a full layout on the next frame.
    func relayoutNextFrame() { layoutSize = nil }

    /// Marks every frame stale: the next frame lays the whole tree out again, nothing reused.
    func forgetLayout() { frames.invalidateAll() }

    /// Scrolls a scroll view or lazy list by `rows` (negative: up) from where the last frame showed it; the next
    /// frame places it again (a lazy list is laid out again).
    func scroll(_ node: BoxDescription, by rows: Int) {
        switch node.content {
        case .scroll(let scrolling, let state):
            // Clamped to the content from the last layout, which does not clamp the state itself.
            let frame = frames.frame(of: node)
            let shown = frame.scrollOffset(of: state)
            if scrolling.axes == .horizontal { state.x = max(0, min(shown.x + rows, frame.contentSize.width - frame.viewport.width)) }
            else { state.y = max(0, min(shown.y + rows, frame.contentSize.height - frame.viewport.height)) }
        case .lazy(let list):
            if let start = frames.frame(of: node).lazyRows?.startPosition {
                list.scroll.firstIndex = start.first
                list.scroll.y = start.offset
            }
            list.scroll.y += rows
            frames.invalidate(node)
        default:
            break
        }
    }

    /// The scroll view to scroll with the keyboard: the innermost one around the focused box that has something to
    /// scroll, else the first such one on screen.
    var primaryScrollNode: BoxDescription? {
        focusedNode?.scrollAncestors.first { $0.canScroll(in: frames) } ?? index.firstScrollTarget?.node
    }

    /// Offers a key to the focused box's own key handler; true when it used it. A text field out of typing mode
    /// is not offered keys.
    func offerToFocusedView(_ press: KeyPress) -> Bool {
        guard !(typingPaused && focusedNode?.isTextInput == true),
              let handler = focusedNode.flatMap(handlers(of:))?.keyHandler else { return false }
        return handler(press)
    }

    /// The keys the focused box's own key handler answers now (`offerToFocusedView`), with their words: none for
    /// a text field out of typing mode, which is offered no keys.
    var focusedControlKeys: [ControlKey] {
        guard !(typingPaused && focusedNode?.isTextInput == true) else { return [] }
        return focusedNode.flatMap(handlers(of:))?.controlKeys ?? []
    }

    /// The focused control's keys that reach it down the key path with `bindings` in force: a priority binding
    /// (a screen's Ctrl+B Back, the app's tabs) takes its key first, so the control does not get it and the help
    /// does not list it as the control's.
    func focusedControlKeys(reachedPast bindings: [KeyBinding]) -> [ControlKey] {
        let taken = Set(bindings.filter(\.priority).map(\.key))
        guard !taken.isEmpty else { return focusedControlKeys }
        return focusedControlKeys.compactMap { controlKey in
            var reached = controlKey
            reached.keys.removeAll { taken.contains($0) }
            return reached.keys.isEmpty && !reached.typesCharacters ? nil : reached
        }
    }

    /// The screen's bindings in force now: its components' (the focused box's and its ancestors' first), then
    /// the focus and scrolling keys.
    func bindings() -> [KeyBinding] {
        componentBindings() + navigationBindings()
    }

    /// The bindings the screen's components declare: the focused box's and its ancestors' first (the focus
    /// chain), then the others' in tree order.
    ///
    /// A chord the screen declares (Ctrl or Alt and a key, such as a Back button's Ctrl+B) is a priority binding:
    /// it acts before a focused text field, which would otherwise take it as an editing key, so the footer that
    /// shows it while typing tells the truth.
    func componentBindings() -> [KeyBinding] {
        index.bindings(focused: focusedNode).map { binding in
            var binding = binding
            if !binding.key.modifiers.isDisjoint(with: [.ctrl, .alt]) { binding.priority = true }
            guard binding.leavesScreen else { return binding }
            let action = binding.action, key = binding.key
            binding.action = { [unowned self] in leave(by: key, action) }
            return binding
        }
    }

    /// Runs `action`, which leaves the screen, through the focus controller's `leaveGuard` (the app's question
    /// about typed text).
    private func leave(by key: KeyPress, _ action: @escaping () -> Void) {
        focusController.leave(by: key, action)
    }

    /// The focus and scrolling keys, declared like every other binding: only those that do something now (Enter
    /// only on a box that activates, the arrows move focus or scroll whichever the screen allows).
    func navigationBindings() -> [KeyBinding] {
        let focused = focusedNode
        var bindings: [KeyBinding] = []
        if focused?.isTextInput == true, typingPaused {
            bindings.append(KeyBinding(KeyPress(.enter), description: "Type", help: "Type in the field") { [unowned self] in
                resumeTyping()
            })
        } else if focused?.isTextInput == true {
            bindings.append(KeyBinding(KeyPress(.escape), description: "Leave the field", show: false) { [unowned self] in
                leaveTyping()
            })
        }
        bindings.append(KeyBinding(KeyPress(.tab), description: "Next") { [unowned self] in moveFocus(forward: true) })
        bindings.append(KeyBinding(KeyPress(.tab, modifiers: .shift), description: "Previous", show: false) { [unowned self] in
            moveFocus(forward: false)
        })
        if let activate = focused.flatMap(handlers(of:))?.onActivate {
            let leaves = focused?.leavesScreen == true
            bindings += [KeyPress(.enter), KeyPress(.character(" "))].map { key in
                KeyBinding(key, description: "Activate", show: false, action: leaves ? { [unowned self] in leave(by: key, activate) } : activate)
            }
        }
        bindings += movingBindings()
        return bindings
    }

    /// A click focuses and activates the box under it; the wheel scrolls the scroll view under it.
    func handle(_ mouse: MouseEvent) -> Bool {
        let point = Point(x: mouse.x, y: mouse.y)
        switch mouse.kind {
        case .press(.left):
            guard let target = index.clickTarget(at: point) else { return false }
            let node = target.node
            if node.canFocus { focus(node.identity) }
            if node.isTextInput { resumeTyping() }
            let actions = handlers(of: node)
            if let onClick = actions?.onClick {
                onClick(Point(x: mouse.x - target.origin.x, y: mouse.y - target.origin.y))
            } else if let activate = actions?.onActivate {
                // A click on Back asks as Enter on it would (focus is on it now).
                if node.leavesScreen { leave(by: KeyPress(.enter), activate) } else { activate() }
            }
            return true
        case .wheelUp, .wheelDown:
            guard let scroller = index.scrollTarget(at: point) else { return false }
            scroll(scroller, by: mouse.kind == .wheelDown ? 3 : -3)
            return true
        default:
            return false
        }
    }

    /// Where the box with `id` (an identity or a node id) was drawn on the last frame.
    func frame(ofID id: String) -> Rect? { index.frame(ofID: id) }
}
