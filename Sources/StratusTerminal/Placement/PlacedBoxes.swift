/// The boxes of a laid-out tree where they land on the screen, in paint order: the one traversal after layout
/// that works out frames, clips, scroll offsets, layers, inherited styles and disabled state.
///
/// The painter draws these boxes and the interaction index hit-tests and orders focus with them; neither walks
/// the tree itself, so they cannot disagree about where a box is. Order is the tree's (a box before its
/// children, a column top to bottom, a row left to right), which is reading order for focus and bottom-to-top
/// for drawing: a later box is drawn over an earlier one.
///
/// The boxes on screen are placed, and of those that are not, the ones the interaction index needs and the boxes
/// around them (`FrameTable.holdsReachable(_:)`): a box scrolled away still has its place in the focus order and
/// its key bindings still count, but a column's texts scrolled away are not placed, so a frame of a column of
/// 65,536 texts places the screenful it shows. A placement made `placingEveryBox` (what the accessibility tree is
/// made from: a screen reader tells what is scrolled away too) places every box. Either way the rows of a lazy
/// list that are not on screen are not placed: the list stands for them in the focus order (`LazyRowSource`), and
/// they are not built, so a list of 100,000 rows places the few it shows.
///
/// The rules, in one place:
/// - a box's frame is its layout origin from its parent's frame, moved back by a scroll view's offset;
/// - the children of a stack, flow or plain box are clipped to the part of it on screen (to the inside of its
///   border and padding when it is `clipped`); those of a host or an overlay to what clips the box itself (a
///   host is a transparent slot, and what its child draws around itself, a shadow, is clipped by the boxes
///   around it); those of a scroll view or lazy list to the inside of its border and padding;
/// - a box that `opensUpwardWhenCut` puts its last child (its list) above its first one when the list would be
///   cut at the bottom of the clip and fits above, on a drop-down layer of its own;
/// - each child of an overlay is a layer of its own;
/// - a box presented over the screen (`presentation`) is placed once the rest of the tree is, however its stack is
///   scrolled, on a layer of its own over a cleared area: the toasts over the bottom of the screen's area (unless
///   the screen asks not to draw them: `showsToasts`), then the modals over its middle, the last on top; the boxes
///   beneath the top modal are inert (`modalStart`);
/// - a disabled box disables everything inside it, and dims it.
struct PlacedBoxes {
    /// A box presented over the screen, where it was placed.
    struct Presented {
        /// The presented box.
        let node: BoxDescription
        /// How it is presented.
        let presentation: Presentation
        /// Where it is (a toast not drawn on this frame: where it would be).
        let frame: Rect
        /// False for a toast not drawn on this frame (`showsToasts`).
        let isShown: Bool
    }

    /// The boxes, in tree order.
    private(set) var boxes: [PlacedBox] = []
    #if DEBUG
    /// How many boxes were looked at, placed or not (debug builds: for tests of what a frame visits).
    private(set) var boxesVisited = 0
    #endif
    /// True when every box was placed, shown or not; false when boxes that are not shown were placed only where
    /// the interaction index needs them.
    let placesEveryBox: Bool
    /// Layout invariants broken on this frame (checked in debug builds only; always empty in release).
    var layoutProblems: [String] { invariants.problems }
    private var invariants = LayoutInvariants()
    private var layerCount = 0
    /// Where the boxes were laid out: their layout results (wrapped lines, content size, a lazy list's rows).
    let frames: FrameTable
    /// The screen's area: what a presented box is placed over.
    private var area = Rect.zero
    /// Boxes presented over the screen, met in the tree and placed after it: where their stack put them (`base`),
    /// and what they inherit.
    private var pending: [(node: BoxDescription, base: Point, style: Style, disabled: Bool, inFocusOrder: Bool)] = []
    /// The presented boxes, in the order they were placed (the toasts, then the modals; the last is on top).
    private(set) var presented: [Presented] = []
    /// The position in `boxes` of the top modal's box: the boxes before it are beneath the modal, and take no
    /// focus, keys or clicks while it is shown; nil when no modal is.
    private(set) var modalStart: Int?

    /// The scroll positions the boxes were placed with (each scroll view's offset, each lazy list's first row and
    /// offset): the placement holds only while they stay so.
    private var scrollOffsets: [(state: ScrollState, x: Int, y: Int, firstIndex: Int)] = []

    /// True when every scroll view and lazy list is scrolled as it was when the boxes were placed.
    var scrollOffsetsAreCurrent: Bool {
        scrollOffsets.allSatisfy { $0.state.x == $0.x && $0.state.y == $0.y && $0.state.firstIndex == $0.firstIndex }
    }

    /// No boxes (no screen yet).
    init() {
        frames = FrameTable()
        placesEveryBox = true
    }

    /// Places `root`, laid out in `frames`, with its border box at `origin`, shown inside `clip`, then the boxes
    /// it presents, over `screen` (`clip` when nil; toasts only when `showsToasts`). Boxes not shown are placed
    /// only where the interaction index needs them, unless `placingEveryBox`.
    ///
    /// `expectedCount` is room to make for the boxes at once (the last frame's count, which the next one is
    /// usually close to), so the list is not copied as it grows.
    init(root: BoxDescription, frames: FrameTable, origin: Point, clip: Rect, presentingOver screen: Rect? = nil,
         showsToasts: Bool = true, placingEveryBox: Bool = false, expectedCount: Int = 0) {
        self.frames = frames
        placesEveryBox = placingEveryBox
        boxes.reserveCapacity(expectedCount)
        let rootOrigin = frames.frame(of: root).origin
        area = screen ?? clip
        place(root, base: Point(x: origin.x - rootOrigin.x, y: origin.y - rootOrigin.y), clip: clip, inherited: .plain,
              disabled: false, layer: .content, inFocusOrder: true, raised: false, parentShown: true)
        // The toasts first, then the modals over them; what a presented box presents in turn comes after.
        var placed = 0
        while placed < pending.count {
            let batch = pending[placed...]
            placed = pending.count
            for box in batch.filter({ $0.node.presentation == .toast }) + batch.filter({ $0.node.presentation != .toast }) {
                presentBox(box, showsToasts: showsToasts)
            }
        }
    }

    /// Places a presented box over the screen's area: a toast's bottom edge on the area's, where its stack put it
    /// across; a modal in the middle (from the top when it is taller than the area).
    private mutating func presentBox(_ box: (node: BoxDescription, base: Point, style: Style, disabled: Bool, inFocusOrder: Bool),
                                     showsToasts: Bool) {
        let laidOut = frames.frame(of: box.node)
        let size = laidOut.size, presentation = box.node.presentation ?? .toast
        let corner = presentation == .toast
            ? Point(x: box.base.x + laidOut.origin.x, y: area.maxY - size.height)
            : Point(x: area.x + max(0, (area.width - size.width) / 2), y: area.y + max(0, (area.height - size.height) / 2))
        let shown = presentation != .toast || showsToasts
        presented.append(Presented(node: box.node, presentation: presentation,
                                   frame: Rect(x: corner.x, y: corner.y, width: size.width, height: size.height), isShown: shown))
        guard shown else { return }
        if presentation == .modal { modalStart = boxes.count }
        layerCount += 1
        place(box.node, base: Point(x: corner.x - laidOut.origin.x, y: corner.y - laidOut.origin.y), clip: area,
              inherited: box.style, disabled: box.disabled, layer: PlacedBox.Layer(kind: .overlay, number: layerCount),
              inFocusOrder: box.inFocusOrder, raised: true, parentShown: true, presentedNow: true)
    }

    private mutating func place(_ node: BoxDescription, base: Point, clip: Rect, inherited: Style, disabled inheritedDisabled: Bool,
                                layer: PlacedBox.Layer, inFocusOrder: Bool, raised: Bool, parentShown: Bool, presentedNow: Bool = false) {
        #if DEBUG
        boxesVisited &+= 1
        #endif
        if node.isPresented, !presentedNow {
            pending.append((node, base, inherited, inheritedDisabled, inFocusOrder))
            return
        }
        let laidOut = frames.rect(of: node)
        let frame = Rect(x: base.x + laidOut.x, y: base.y + laidOut.y, width: laidOut.width, height: laidOut.height)
        let visible = frame.intersection(clip)
        let shown = parentShown && !visible.isEmpty
        if !shown, !placesEveryBox, !frames.holdsReachable(node) { return }
        let disabled = inheritedDisabled || node.disabled
        var style = Style.plain
        if shown {
            // Only what is drawn needs a style: a box not shown has no box inside it shown either.
            style = inherited.merged(with: node.style)
            if node.disabled { style.attributes.insert(.dim) }
            if let background = node.background, !background.isTransparent { style.background = background }
        }
        #if DEBUG
        if !disabled, node.canFocus { invariants.record(focusable: node, frame: visible, layer: layer.number) }
        #endif
        let position = boxes.count
        boxes.append(PlacedBox(node: node, frame: frame, clip: clip, visible: visible, style: style,
                               isDisabled: disabled, layer: layer, isShown: shown, isInFocusOrder: inFocusOrder,
                               isRaised: raised, coversBeneath: PlacedBox.covers(node, shown: shown, raised: raised, layer: layer),
                               end: position + 1))
        /// The inside of the box's border and padding, clipped.
        func insideClip() -> Rect { frame.inset(by: node.chromeInsets).intersection(clip) }
        switch node.content {
        case .stack, .none, .flow:
            let childClip = node.clipped ? insideClip() : visible
            if node.children.count >= StackPass.minimumChildren, !placesEveryBox, !node.opensUpwardWhenCut,
               let visited = frames.childrenToPlace(of: node, at: frame.origin, in: childClip, shown: shown) {
                // A long stack in order: the children shown and those the interaction index reads, not every one.
                let children = node.children
                for index in visited {
                    place(children[index], base: frame.origin, clip: childClip, inherited: style, disabled: disabled, layer: layer,
                          inFocusOrder: inFocusOrder, raised: false, parentShown: shown)
                }
                break
            }
            let raisedBase = node.opensUpwardWhenCut ? raisedLastChildBase(of: node, frame: frame, clip: clip) : nil
            for (offset, child) in node.children.enumerated() {
                #if DEBUG
                if !child.isPresented { checkInside(child, parent: node, parentFrame: frame) }
                #endif
                let isList = node.opensUpwardWhenCut && node.children.count > 1 && offset == node.children.count - 1
                if isList {
                    // A raised list is placed above its header and clipped only by what clips the box itself.
                    layerCount += 1
                    place(child, base: raisedBase ?? frame.origin, clip: raisedBase == nil ? childClip : clip, inherited: style,
                          disabled: disabled, layer: PlacedBox.Layer(kind: .dropDown, number: layerCount),
                          inFocusOrder: inFocusOrder, raised: raisedBase != nil, parentShown: shown)
                    continue
                }
                place(child, base: frame.origin, clip: childClip, inherited: style, disabled: disabled, layer: layer,
                      inFocusOrder: inFocusOrder, raised: false, parentShown: shown)
            }
        case .host:
            let childClip = node.clipped ? insideClip() : clip
            for child in node.children {
                #if DEBUG
                if !child.isPresented { checkInside(child, parent: node, parentFrame: frame) }
                #endif
                place(child, base: frame.origin, clip: childClip, inherited: style, disabled: disabled, layer: layer,
                      inFocusOrder: inFocusOrder, raised: false, parentShown: shown)
            }
        case .overlay:
            let childClip = node.clipped ? insideClip() : clip
            for child in node.children {
                // Each child of an overlay is a layer of its own: boxes may overlap across layers.
                layerCount += 1
                place(child, base: frame.origin, clip: childClip, inherited: style, disabled: disabled,
                      layer: PlacedBox.Layer(kind: .overlay, number: layerCount), inFocusOrder: inFocusOrder, raised: false,
                      parentShown: shown)
            }
        case .scroll(_, let state):
            boxes[position].scrollsItsContent = true
            scrollOffsets.append((state, state.x, state.y, state.firstIndex))
            let innerClip = insideClip()
            let offset = frames.frame(of: node).scrollOffset(of: state)
            let scrolled = Point(x: frame.x - offset.x, y: frame.y - offset.y)
            for child in node.children {
                place(child, base: scrolled, clip: innerClip, inherited: style, disabled: disabled, layer: layer,
                      inFocusOrder: inFocusOrder, raised: false, parentShown: shown)
            }
        case .lazy(let list):
            boxes[position].scrollsItsContent = true
            scrollOffsets.append((list.scroll, list.scroll.x, list.scroll.y, list.scroll.firstIndex))
            // Only the rows on screen are placed; the focus order asks the list for the others.
            let rows = frames.lazyRows(of: node, list, frame: frames.frame(of: node))
            let innerClip = insideClip()
            for (index, _) in rows.onScreen {
                place(rows.row(index), base: frame.origin, clip: innerClip, inherited: style, disabled: disabled, layer: layer,
                      inFocusOrder: false, raised: false, parentShown: shown)
            }
        case .text, .spacer, .rule, .canvas:
            break
        }
        boxes[position].end = boxes.count
    }

    /// Calls `body` with the boxes where they are stored, and their number.
    ///
    /// A frame places hundreds of boxes, and a box read out of the list, or passed on from it, is copied whole
    /// (its description retained and released, three rectangles) to use a few of its fields: that cost more than
    /// what the painter and the interaction index do with it. Through the pointer, `boxes[position].field` reads
    /// one field in place. Nothing may keep the pointer past `body`.
    func withBoxes(_ body: (_ boxes: UnsafePointer<PlacedBox>, _ count: Int) -> Void) {
        boxes.withUnsafeBufferPointer { buffer in
            guard let first = buffer.baseAddress else { return }
            body(first, buffer.count)
        }
    }

    /// Where the last child of an `opensUpwardWhenCut` box goes so that it ends where the first child starts,
    /// when it would be cut at the bottom of `clip` and fits above; nil to leave it in place.
    private func raisedLastChildBase(of node: BoxDescription, frame: Rect, clip: Rect) -> Point? {
        guard node.opensUpwardWhenCut, node.children.count > 1, let first = node.children.first, let last = node.children.last
        else { return nil }
        let firstFrame = frames.frame(of: first), lastFrame = frames.frame(of: last)
        let top = frame.y + firstFrame.origin.y, height = lastFrame.size.height
        guard frame.y + lastFrame.origin.y + height > clip.maxY, top - height >= clip.y else { return nil }
        return Point(x: frame.x, y: top - height - lastFrame.origin.y)
    }

    #if DEBUG
    /// Checks that `child`, where layout put it, lies inside `parent` at `parentFrame`.
    private mutating func checkInside(_ child: BoxDescription, parent: BoxDescription, parentFrame: Rect) {
        let laidOut = frames.frame(of: child)
        let childFrame = Rect(x: parentFrame.x + laidOut.origin.x, y: parentFrame.y + laidOut.origin.y,
                              width: laidOut.size.width, height: laidOut.size.height)
        invariants.check(child: child, frame: childFrame, isInside: parent, parentFrame: parentFrame)
    }
    #endif

    /// The focusable boxes inside `row` (itself included), in reading order, leaving out disabled ones (for a
    /// lazy list inside, the rows on screen as laid out in `frames`): what a lazy list answers for one of its rows,
    /// built but not necessarily placed (not on screen). Disabled boxes and lazy lists follow the rules above.
    static func focusableBoxes(in row: BoxDescription, frames: FrameTable?) -> [BoxDescription] {
        var boxes: [BoxDescription] = []
        func visit(_ node: BoxDescription) {
            if node.disabled { return }
            if node.canFocus { boxes.append(node) }
            if case .lazy = node.content {
                guard let rows = frames?.frame(of: node).lazyRows else { return }
                for (index, _) in rows.onScreen { visit(rows.row(index)) }
                return
            }
            for child in node.children { visit(child) }
        }
        visit(row)
        return boxes
    }
}
