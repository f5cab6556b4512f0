/// What the user can reach on one frame: the focus order, the areas a click or the wheel hits, the key bindings
/// the footer lists and the screen's frames by id.
///
/// It is built from the frame's placed boxes (`PlacedBoxes`), the same ones the painter draws, so a box is hit
/// where it is drawn and nowhere else; Tab, the arrows, clicks, the wheel, the footer, `?` help and
/// scroll-into-view all read it. A disabled box disables everything inside it, lazy-list rows included. A lazy
/// list is one stop in the focus order that stands for all of its rows (`LazyRowSource`), so focus reaches rows
/// that are not built or not on screen.
///
/// While a modal is shown (`PlacedBoxes.modalStart`), only it and what it holds are indexed: the screen beneath
/// is drawn but takes no focus, keys, clicks or wheel.
///
/// Key bindings are declared: a binding counts while its box is in the tree, wherever it sits and whatever its
/// size, rather than when layout happened to give it a place on screen.
struct InteractionIndex {
    /// One place in the focus order.
    enum FocusStop {
        /// A focusable box.
        case box(BoxDescription)
        /// Every row of a lazy list, in order.
        case rows(any LazyRowSource)
    }

    /// A visible area of a box, for clicks and the wheel.
    struct HitArea {
        /// The part of the box on screen (clipped by its scroll views and the screen).
        let frame: Rect
        /// The box's unclipped top-left corner (a click's cell is given relative to it).
        let origin: Point
        /// The box.
        let node: BoxDescription
        /// Its place in paint order (its position among the placed boxes): a higher one is drawn over a lower one.
        let order: Int
    }

    /// The focus order: reading order, which is tree order (a column top to bottom, a row left to right).
    private(set) var stops: [FocusStop] = []
    /// A focusable box that is built (lazy-list rows on screen included) and where it is on the screen, whole
    /// (`frame`, scrolled away or not) and as far as it is on screen (`visible`): what the arrows and the page
    /// keys measure lines and screenfuls with.
    struct Focusable {
        /// The box.
        let node: BoxDescription
        /// Its border box.
        let frame: Rect
        /// The part of it on screen (empty when it is not shown).
        let visible: Rect
    }

    /// The focusable boxes that are built, by identity; the first box placed with an identity keeps it.
    private(set) var focusables: [String: Focusable] = [:]
    /// Their frames, as a plain list: asked on every frame whether a control shares the focused one's line
    /// (``identity(alongLineFrom:forward:)``), which walking the table above would make cost more than it saves.
    private(set) var focusableFrames: [Rect] = []
    /// Boxes a click focuses or activates, in paint order (later ones are on top).
    private(set) var clickTargets: [HitArea] = []
    /// Scroll views and lazy lists on screen, in paint order.
    private(set) var scrollTargets: [HitArea] = []
    /// Boxes that hide what is drawn beneath them (`PlacedBox.coversBeneath`), in paint order: a click or the wheel
    /// there reaches no box drawn before them.
    private var covers: [HitArea] = []
    /// Every key binding in the tree, with the box that declares it, in tree order.
    private(set) var declaredBindings: [(owner: BoxDescription, binding: KeyBinding)] = []
    /// Boxes with an identity or a node id that are on screen, with their visible frames, in tree order
    /// (searched only when a test or a script asks where an id is, so a frame pays no hashing for it).
    private var identifiedFrames: [(node: BoxDescription, frame: Rect)] = []

    /// What the boxes do when acted on (their bindings are read from here).
    private let handlers: HandlerTable
    /// Where the boxes were laid out (read to tell whether a scroll target has something to scroll).
    private let frames: FrameTable

    /// An index with nothing in it (no screen yet).
    init() {
        handlers = HandlerTable()
        frames = FrameTable()
    }

    /// Indexes the boxes of `placed`, laid out in `frames`, their handlers in `handlers`.
    ///
    /// `expectedFocusableCount` is room to make in the table of focusable boxes (the last frame's count).
    init(_ placed: PlacedBoxes, frames: FrameTable, handlers: HandlerTable, expectedFocusableCount: Int = 0) {
        self.handlers = handlers
        self.frames = frames
        focusables.reserveCapacity(expectedFocusableCount)
        focusableFrames.reserveCapacity(expectedFocusableCount)
        // Beneath a modal, boxes are drawn but inert: only where their ids are is kept.
        let firstActive = placed.modalStart ?? 0
        placed.withBoxes { boxes, count in
            for order in 0..<min(firstActive, count) where boxes[order].node.identity != nil || boxes[order].node.nodeID != nil {
                if boxes[order].isShown { identifiedFrames.append((boxes[order].node, boxes[order].visible)) }
            }
            for order in firstActive..<count { add(boxes + order, order: order) }
        }
    }

    /// Indexes the placed box at `box`, the `order`th in paint order (read field by field, in place).
    private mutating func add(_ box: UnsafePointer<PlacedBox>, order: Int) {
        let isShown = box.pointee.isShown, isDisabled = box.pointee.isDisabled
        let handled = box.pointee.node.handledEvents
        let canFocus = !isDisabled && box.pointee.node.canFocus
        let identified = box.pointee.node.identity != nil || box.pointee.node.nodeID != nil
        let clickable = isShown && !isDisabled && (canFocus || !handled.isDisjoint(with: [.activate, .click]))
        // Most boxes (text, plain stacks) are none of what is indexed: they are passed over without holding on to
        // their description.
        guard canFocus || clickable || (isShown && identified) || handled.contains(.keyBindings) || box.pointee.coversBeneath
                || box.pointee.scrollsItsContent else { return }
        let node = box.pointee.node
        if !isDisabled, handled.contains(.keyBindings), let bindings = handlers.handlers(of: node)?.bindings {
            for binding in bindings { declaredBindings.append((node, binding)) }
        }
        if isShown {
            let visible = box.pointee.visible, origin = box.pointee.frame.origin
            if identified { identifiedFrames.append((node, visible)) }
            if clickable { clickTargets.append(HitArea(frame: visible, origin: origin, node: node, order: order)) }
            if box.pointee.coversBeneath { covers.append(HitArea(frame: visible, origin: origin, node: node, order: order)) }
        }
        if canFocus, let identity = node.identity {
            if box.pointee.isInFocusOrder { stops.append(.box(node)) }
            if focusables[identity] == nil {
                focusables[identity] = Focusable(node: node, frame: box.pointee.frame, visible: isShown ? box.pointee.visible : .zero)
                focusableFrames.append(box.pointee.frame)
            }
        }
        if box.pointee.scrollsItsContent {
            if isShown {
                scrollTargets.append(HitArea(frame: box.pointee.visible, origin: box.pointee.frame.origin, node: node, order: order))
            }
            // A lazy list (the only box with rows): one stop for all of its rows.
            if !isDisabled, box.pointee.isInFocusOrder, let rows = frames.frame(of: node).lazyRows { stops.append(.rows(rows)) }
        }
    }

    // MARK: - Focus

    /// The focusable box with `identity`, if it is built (on screen, or in a built lazy-list row).
    func box(withIdentity identity: String?) -> BoxDescription? {
        guard let identity else { return nil }
        if let focusable = focusables[identity] { return focusable.node }
        for case .rows(let source) in stops {
            if let box = source.box(withIdentity: identity) { return box }
        }
        return nil
    }

    /// True when focus can rest on `identity`.
    func canFocus(_ identity: String?) -> Bool { box(withIdentity: identity) != nil }

    /// The first focusable identity on screen in reading order (where focus starts), passing over controls that
    /// leave the screen (`leavesScreen`, a Back button) when there is another.
    var firstIdentityOnScreen: String? {
        // Indexing put every focusable placed box here, lazy-list rows on screen included: with none, no stop has
        // one on screen, and a list's rows need not be asked (a scrolled list without focusable rows asks each frame).
        guard !focusables.isEmpty else { return nil }
        var leaving: String?
        for stop in stops {
            switch stop {
            case .box(let node):
                guard let identity = node.identity else { continue }
                if !node.leavesScreen { return identity }
                if leaving == nil { leaving = identity }
            case .rows(let source):
                for row in source.rowsOnScreen {
                    if let identity = source.focusableIdentities(ofRow: row).first { return identity }
                }
            }
        }
        return leaving
    }

    /// True when some focusable box is on screen.
    var hasFocusableOnScreen: Bool { !focusables.isEmpty }

    /// How many rows past the last one asked about a focus move looks at in a lazy list before it goes on to
    /// the next stop: rows must be built to be asked, so a long list of rows without a focusable box would
    /// otherwise be built whole by one Tab. A list that knows its rows from data can lift this limit.
    static let rowSearchLimit = 256

    /// The identity after (or before) `identity` in reading order, wrapping around; the first (or last) when
    /// `identity` is nil or not in the order. Lazy lists are asked for their rows, built or not.
    func identity(after identity: String?, forward: Bool) -> String? {
        guard !stops.isEmpty else { return nil }
        // Where `identity` is: its stop, and for a lazy list its row and its place in the row.
        var start: (stop: Int, row: Int?, slot: Int)?
        if let identity {
            for (position, stop) in stops.enumerated() {
                switch stop {
                case .box(let node) where node.identity == identity:
                    start = (position, nil, 0)
                case .rows(let source):
                    if let row = source.row(containing: identity),
                       let slot = source.focusableIdentities(ofRow: row).firstIndex(of: identity) {
                        start = (position, row, slot)
                    }
                default:
                    break
                }
                if start != nil { break }
            }
        }
        guard let start else {
            return forward ? firstIdentity(inStopsFrom: 0, forward: true) : firstIdentity(inStopsFrom: stops.count - 1, forward: false)
        }
        // The rest of a lazy list first: the next slot in the row, then the next rows.
        if case .rows(let source) = stops[start.stop], let row = start.row {
            let slots = source.focusableIdentities(ofRow: row)
            let next = start.slot + (forward ? 1 : -1)
            if slots.indices.contains(next) { return slots[next] }
            if let found = Self.firstIdentity(in: source, fromRow: row + (forward ? 1 : -1), forward: forward) { return found }
        }
        let step = forward ? 1 : -1
        return firstIdentity(inStopsFrom: (start.stop + step + stops.count) % stops.count, forward: forward, limit: stops.count)
    }

    /// Where Tab (`forward`) or Shift+Tab goes from `identity`: the next stop in reading order, wrapping around, a
    /// lazy list being one stop. From a row of a list, Tab leaves the list (the arrows move inside it); into a
    /// list, focus goes to its first row on screen. The first (or last) stop when `identity` is nil or not in the
    /// order; `identity` itself when its stop is the only one.
    func identity(tabbingFrom identity: String?, forward: Bool) -> String? {
        guard !stops.isEmpty else { return nil }
        let step = forward ? 1 : stops.count - 1
        guard let identity, let start = stopPosition(of: identity) else {
            return entryIdentity(inStopsFrom: forward ? 0 : stops.count - 1, step: step, limit: stops.count)
        }
        guard stops.count > 1 else { return identity }
        return entryIdentity(inStopsFrom: (start + step) % stops.count, step: step, limit: stops.count - 1) ?? identity
    }

    /// The position of the stop that holds `identity`: its box's, or the lazy list's whose rows hold it.
    private func stopPosition(of identity: String) -> Int? {
        stops.firstIndex { stop in
            switch stop {
            case .box(let node): return node.identity == identity
            case .rows(let source): return source.row(containing: identity) != nil
            }
        }
    }

    /// The identity focus takes entering the stops from `position` on, `step` at a time (wrapping), at most
    /// `limit` stops: a box's own, or a lazy list's first focusable row on screen (else its first).
    private func entryIdentity(inStopsFrom position: Int, step: Int, limit: Int) -> String? {
        var position = position
        for _ in 0..<limit {
            switch stops[position] {
            case .box(let node):
                if let identity = node.identity { return identity }
            case .rows(let source):
                for row in source.rowsOnScreen {
                    if let identity = source.focusableIdentities(ofRow: row).first { return identity }
                }
                if let found = Self.firstIdentity(in: source, fromRow: 0, forward: true) { return found }
            }
            position = (position + step) % stops.count
        }
        return nil
    }

    /// The first identity met walking the stops from `position` (wrapping), at most `limit` stops.
    private func firstIdentity(inStopsFrom position: Int, forward: Bool, limit: Int? = nil) -> String? {
        var position = position
        for _ in 0..<(limit ?? stops.count) {
            switch stops[position] {
            case .box(let node):
                if let identity = node.identity { return identity }
            case .rows(let source):
                if let found = Self.firstIdentity(in: source, fromRow: forward ? 0 : source.rowCount - 1, forward: forward) {
                    return found
                }
            }
            position = (position + (forward ? 1 : stops.count - 1)) % stops.count
        }
        return nil
    }

    /// The first focusable identity of a lazy list from row `row` on (or back), skipping rows without one.
    private static func firstIdentity(in source: any LazyRowSource, fromRow row: Int, forward: Bool) -> String? {
        var row = row
        var searched = 0
        while row >= 0, row < source.rowCount, searched < rowSearchLimit {
            searched += 1
            let slots = source.focusableIdentities(ofRow: row)
            if let found = forward ? slots.first : slots.last { return found }
            row += forward ? 1 : -1
        }
        return nil
    }

    /// The lazy list whose rows hold `identity`, with the row, when focus is inside one.
    func list(containing identity: String?) -> (source: any LazyRowSource, row: Int)? {
        guard let identity else { return nil }
        for case .rows(let source) in stops {
            if let row = source.row(containing: identity) { return (source, row) }
        }
        return nil
    }

    /// The first focusable identity of `source` at or after row `row` (or at or before it, backwards), looking
    /// the other way when there is none that way: where Home, End and PageUp/PageDown put focus in a list.
    static func identity(in source: any LazyRowSource, nearRow row: Int, forward: Bool) -> String? {
        let row = max(0, min(source.rowCount - 1, row))
        return firstIdentity(in: source, fromRow: row, forward: forward)
            ?? firstIdentity(in: source, fromRow: row, forward: !forward)
    }

    /// The identities of the focusable boxes outside lazy lists, in focus order (where focus goes when its box
    /// leaves the tree: the neighbour that is still there).
    var boxIdentities: [String] {
        stops.compactMap { stop in
            if case .box(let node) = stop { return node.identity }
            return nil
        }
    }

    // MARK: - Pointer

    /// The box a click at `point` focuses or activates: the topmost one there, unless something drawn over it
    /// hides it there.
    func clickTarget(at point: Point) -> HitArea? {
        guard let target = clickTargets.last(where: { $0.frame.contains(point) }) else { return nil }
        return target.order < coverOrder(at: point) ? nil : target
    }

    /// The innermost scroll view or lazy list under `point` that has something to scroll, unless something drawn
    /// over it hides it there.
    func scrollTarget(at point: Point) -> BoxDescription? {
        let covered = coverOrder(at: point)
        return scrollTargets.last { $0.frame.contains(point) && $0.node.canScroll(in: frames) && $0.order >= covered }?.node
    }

    /// The paint order of the topmost box that hides what is beneath it at `point` (-1 for none): boxes drawn
    /// before it are not reached there, those inside it are.
    private func coverOrder(at point: Point) -> Int {
        covers.last { $0.frame.contains(point) }?.order ?? -1
    }

    /// The first scroll view or lazy list on screen that has something to scroll.
    var firstScrollTarget: HitArea? { scrollTargets.first { $0.node.canScroll(in: frames) } }

    /// Where the box with `id` (an identity or a node id) is drawn, clipped to what is visible.
    func frame(ofID id: String) -> Rect? {
        identifiedFrames.first { $0.node.identity == id }?.frame ?? identifiedFrames.first { $0.node.nodeID == id }?.frame
    }

    /// The on-screen frame of `node` when it is a scroll target.
    func scrollFrame(of node: BoxDescription) -> Rect? {
        scrollTargets.first { $0.node === node }?.frame
    }

    // MARK: - Keys

    /// The bindings in force, in the order the footer lists them: the focused box's and its ancestors' first,
    /// then the rest in tree order; a key bound twice keeps its first binding.
    func bindings(focused: BoxDescription?) -> [KeyBinding] {
        var bindings: [KeyBinding] = []
        func add(_ binding: KeyBinding, declaredBy owner: BoxDescription) {
            guard !bindings.contains(where: { $0.key == binding.key }) else { return }
            var binding = binding
            if owner.leavesScreen { binding.leavesScreen = true }
            bindings.append(binding)
        }
        var node = focused
        while let current = node {
            for binding in handlers.handlers(of: current)?.bindings ?? [] { add(binding, declaredBy: current) }
            // What is around a modal is beneath it: its bindings are not in force while the modal is shown.
            node = current.presentation == .modal ? nil : current.parent
        }
        for (owner, binding) in declaredBindings { add(binding, declaredBy: owner) }
        return bindings
    }
}
