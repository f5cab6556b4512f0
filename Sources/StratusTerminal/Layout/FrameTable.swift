/// What layout found for one box: its size, where it sits in its parent, and what it needs to skip the work
/// next time.
///
/// A screen has one frame per box (65,536 in a column of as many texts), so a frame keeps only what most boxes use;
/// what only scroll views, lazy lists and long stacks keep is in `container`, made for those alone.
final class NodeFrame {
    /// The size of the border box (margins excluded).
    var size = Size.zero
    /// Where the border box sits inside the parent's border box (margins included in the offset).
    var origin = Point(x: 0, y: 0)
    /// The space last offered (margins included), and the size taken in it (margins included).
    var proposal: Size?
    // The flags come here, where `proposal` leaves room.
    /// True when the box got less height than it wanted (see `FrameTable.isCutShortVertically(_:)`).
    var cutShortVertically = false
    /// Whether the box or a box inside it is placed when not on screen (`FrameTable.holdsReachable(_:)`).
    var holdsReachable = false
    /// Whether the text wrapped last (`wrappedText`) was wrapped at word boundaries or cut.
    private var wrapsWords = true
    var result = Size.zero
    /// The box's revision these results were computed for; -1 before the first layout.
    var revision = -1
    /// The effective sizing rules (horizontal, vertical) and the revision they were computed for.
    var flex: (horizontal: Dimension, vertical: Dimension)?
    var flexRevision = -1
    /// The box's revision `holdsReachable` was found for (-1: not yet).
    var reachRevision = -1
    /// The lines of the last wrapping, or nil when they are the text itself, one line (most texts: no array kept).
    private var wrappedLines: [String]?
    private var container: ContainerFrame?
    /// What `lines` were wrapped from, at `wrappedWidth` columns (nil before the first wrapping), and the widest
    /// line's columns: a box laid out again at the same width (a screen's scroll measures its content more than
    /// once) wraps nothing again.
    private var wrappedText: String?
    private var wrappedWidth = 0
    private var linesWidth = 0
    /// The wrapping of the same text before the last one, kept for a text laid out at two widths in turn: a
    /// screen's scroll that overflows measures its content at its width, then one column narrower for the scroll
    /// bar, on every layout, and each text would otherwise be wrapped twice again (most of a key typed above 10,000
    /// texts). `previousWidth` is `Int.min` when there is none; `previousLines` as `wrappedLines`.
    private var previousLines: [String]?
    private var previousWidth = Int.min
    private var previousLinesWidth = 0

    /// A text box's lines after wrapping at its laid-out width.
    var lines: [String] { wrappedLines ?? wrappedText.map { [$0] } ?? [] }
    /// How many `lines` there are.
    var lineCount: Int { wrappedLines?.count ?? (wrappedText == nil ? 0 : 1) }

    /// A scroll view's content size, margins included (the scrolled axis unbounded).
    var contentSize: Size {
        get { container?.contentSize ?? .zero }
        set { if container != nil || newValue != .zero { madeContainer.contentSize = newValue } }
    }
    /// The area a scroll view or lazy list shows its content in (a lazy list's scroll bar left out).
    var viewport: Size {
        get { container?.viewport ?? .zero }
        set { if container != nil || newValue != .zero { madeContainer.viewport = newValue } }
    }
    /// For a scroll view whose content overflowed on its last layout and was laid out one column narrower for the
    /// scroll bar: the width offered to its content and its viewport's height then (`FrameTable.layoutContent`).
    var narrowedIn: Size? {
        get { container?.narrowedIn }
        set { if container != nil || newValue != nil { madeContainer.narrowedIn = newValue } }
    }
    /// A lazy list's built rows and the rows on screen.
    var lazyRows: LazyRows? {
        get { container?.lazyRows }
        set { if container != nil || newValue != nil { madeContainer.lazyRows = newValue } }
    }
    /// A long stack's last pass over its children, for laying out again only those that changed.
    var stackPass: StackPass? {
        get { container?.stackPass }
        set { if container != nil || newValue != nil { madeContainer.stackPass = newValue } }
    }

    private var madeContainer: ContainerFrame {
        if let container { return container }
        let made = ContainerFrame()
        container = made
        return made
    }

    /// Where a scroll view laid out in this frame shows its content: the position `state` asks for, clamped to
    /// the content and the viewport. Layout leaves `state` as it is (Docs/RenderPipeline.md, "Scroll position");
    /// whoever reads a scroll position after layout reads it here, so a position asked for beyond the content (a
    /// wheel spun past the end, content that shrank) shows the end.
    func scrollOffset(of state: ScrollState) -> Point {
        let contentSize = contentSize, viewport = viewport
        return Point(x: max(0, min(state.x, contentSize.width - viewport.width)),
                     y: max(0, min(state.y, contentSize.height - viewport.height)))
    }

    /// Drops both wrappings kept, so the next layout wraps the text again.
    func forgetWrapping() {
        wrappedText = nil
        wrappedLines = nil
        previousLines = nil
        previousWidth = .min
    }

    /// Wraps `block` at `width` into `lines` unless they already hold it; returns the widest line's columns.
    func wrap(_ block: TextBlock, width: Int) -> Int {
        let sameText = wrappedText == block.text && wrapsWords == block.wrap
        if sameText, wrappedWidth == width { return linesWidth }
        let current = (lines: wrappedLines, width: sameText ? wrappedWidth : .min, linesWidth: linesWidth)
        if sameText, previousWidth == width {
            (wrappedLines, linesWidth) = (previousLines, previousLinesWidth)
        } else if TextWrapper.isOneLine(block.text, width: width) {
            (wrappedLines, linesWidth) = (nil, block.text.utf8.count)
        } else {
            let lines = TextWrapper.wrap(block.text, width: width, wrap: block.wrap)
            // A text that wraps the same at both widths keeps one array of lines for both.
            wrappedLines = sameText && lines == current.lines ? current.lines : lines
            linesWidth = lines.reduce(0) { max($0, CharacterWidth.width(of: $1)) }
        }
        (wrappedText, wrappedWidth, wrapsWords) = (block.text, width, block.wrap)
        (previousLines, previousWidth, previousLinesWidth) = current
        return linesWidth
    }
}

/// What only scroll views, lazy lists and long stacks keep in their frames (``NodeFrame``).
private final class ContainerFrame {
    var contentSize = Size.zero
    var viewport = Size.zero
    var narrowedIn: Size?
    var lazyRows: LazyRows?
    var stackPass: StackPass?
}

/// The layout of a described tree: one `NodeFrame` per box, keyed by the box's `key`, and the rows built for
/// its lazy lists (`LazyRows`, in their boxes' frames).
///
/// The frame loop owns one table per screen and keeps it between frames, which makes layout incremental: a box
/// whose revision and proposal are unchanged keeps its frame and is not laid out again. Painting and the
/// interaction index read frames from here; descriptions hold none. Frames of boxes that left the tree are dropped
/// from time to time (`prune(keepingReachableFrom:)`).
///
/// Layout, painting and the interaction index look frames up several times per box and frame, so a lookup is two
/// array indexes, not a hash: keys are handed out in order as boxes are described, so the boxes of one tree have
/// nearby keys, and frames are kept in pages of `pageSize` consecutive keys.
final class FrameTable {
    /// Frames of `pageSize` consecutive keys; page `i` holds the keys from `(firstPage + i) * pageSize`.
    @exclusivity(unchecked) private var pages: [FramePage?] = []
    @exclusivity(unchecked) private var firstPage = 0
    /// The number of boxes with a frame.
    private(set) var count = 0
    /// How many times a box was laid out rather than its frame reused, since the table was made (for tests of
    /// what a change costs).
    var layoutsComputed = 0
    /// How many times a box was asked for its layout, its frame reused or not (for tests of what a change visits).
    var layoutsAsked = 0
    /// How many times a box's children were placed (for tests of what a change visits).
    var arrangementsMade = 0
    /// The number of frames after the last prune: the table is pruned again once it has grown well past it.
    private var keptAfterPrune = 0

    static let pageShift = 7
    static let pageSize = 1 << pageShift

    /// An empty table: the first layout computes every box.
    init() {}

    /// The frame of `box`, empty (zero size, at the origin) when it was never laid out. O(1).
    ///
    /// Inlined: layout asks for frames thousands of times per frame, and where a caller only reads a field or two,
    /// the optimizer then drops the retain and release of the frame (atomic operations that cost more than the
    /// lookup itself).
    @inline(__always)
    func frame(of box: BoxDescription) -> NodeFrame {
        let key = box.key
        let index = (key >> Self.pageShift) &- firstPage
        if index >= 0, index < pages.count, let page = pages[index], let frame = page.frames[key & (Self.pageSize - 1)] {
            return frame
        }
        return newFrame(key: key)
    }

    /// Where layout put `box`: its origin in its parent and its size, read without holding on to its frame (so
    /// a caller that needs nothing else pays no retain and release for it). O(1).
    @inline(__always)
    func rect(of box: BoxDescription) -> Rect {
        let frame = frame(of: box)
        return Rect(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: frame.size.height)
    }

    /// A new, empty frame for the box with `key`.
    @inline(never)
    private func newFrame(key: Int) -> NodeFrame {
        let frame = NodeFrame()
        page(containing: key).frames[key & (Self.pageSize - 1)] = frame
        count += 1
        return frame
    }

    /// The frame of the box with `key`, if it has one.
    private func existingFrame(key: Int) -> NodeFrame? {
        let index = (key >> Self.pageShift) - firstPage
        guard index >= 0, index < pages.count, let page = pages[index] else { return nil }
        return page.frames[key & (Self.pageSize - 1)]
    }

    /// The page holding `key`, made (with the pages between it and the others) when missing.
    private func page(containing key: Int) -> FramePage {
        let number = key >> Self.pageShift
        if pages.isEmpty { firstPage = number }
        if number < firstPage {
            pages.insert(contentsOf: repeatElement(nil, count: firstPage - number), at: 0)
            firstPage = number
        } else if number - firstPage >= pages.count {
            pages.append(contentsOf: repeatElement(nil, count: number - firstPage - pages.count + 1))
        }
        if let page = pages[number - firstPage] { return page }
        let page = FramePage()
        pages[number - firstPage] = page
        return page
    }

    /// The rows built for lazy list `box` (whose content is `list` and frame `frame`), created empty on first use.
    func lazyRows(of box: BoxDescription, _ list: LazyList, frame: NodeFrame) -> LazyRows {
        if let rows = frame.lazyRows { return rows }
        let rows = LazyRows(list: list, owner: box, frames: self)
        frame.lazyRows = rows
        return rows
    }

    /// True when `box` was laid out in `available` and has not changed since.
    func isValid(_ box: BoxDescription, in available: Size) -> Bool {
        guard let frame = existingFrame(key: box.key) else { return false }
        return frame.revision == box.revision && frame.proposal == available
    }

    /// Marks the frames of `box` and of its ancestors as stale, so the next layout computes them again (what did
    /// not change below them is still reused): for layout inputs that are not part of the description, such as a
    /// lazy list's scroll position.
    func invalidate(_ box: BoxDescription) {
        var node: BoxDescription? = box
        while let current = node {
            if let frame = existingFrame(key: current.key) {
                frame.revision = -1
                frame.stackPass = nil
            }
            node = current.parent
        }
    }

    /// Marks every frame as stale: the next layout computes the whole tree again (the frames themselves are
    /// reused, so this costs no allocation).
    func invalidateAll() {
        for case let page? in pages {
            for case let frame? in page.frames {
                frame.revision = -1
                frame.flexRevision = -1
                // Kept (not made again on the next layout), but no longer a pass to lay out changes from.
                frame.stackPass?.revision = -1
                frame.forgetWrapping()
            }
        }
    }

    /// Drops the frames of boxes no longer reachable from `root` (built lazy-list rows included) once the table
    /// has grown to about twice what the last prune kept, so the cost of the walk is spread over many frames.
    func prune(keepingReachableFrom root: BoxDescription) {
        guard count > 2 * keptAfterPrune + 1024 else { return }
        // A screen that only grew (its first frame, a long list filled in) keeps every frame: counting them first
        // saves building a second index of the whole table just to find nothing to drop.
        var reachable = 0
        forEachReachable(from: root) { box in
            if existingFrame(key: box.key) != nil { reachable += 1 }
        }
        guard reachable < count else {
            keptAfterPrune = count
            return
        }
        var kept: [(key: Int, frame: NodeFrame)] = []
        kept.reserveCapacity(reachable)
        forEachReachable(from: root) { box in
            if let frame = existingFrame(key: box.key) { kept.append((box.key, frame)) }
        }
        // In key order, so pages are only ever added after the last.
        kept.sort { $0.key < $1.key }
        pages = []
        count = 0
        for (key, frame) in kept {
            let page = self.page(containing: key)
            let slot = key & (Self.pageSize - 1)
            if page.frames[slot] == nil { count += 1 }
            page.frames[slot] = frame
        }
        keptAfterPrune = count
    }

    /// The keys of `root` and of every box below it, built lazy-list rows included: what the frame and handler
    /// tables keep when they prune.
    func reachableKeys(from root: BoxDescription) -> Set<Int> {
        var keys = Set<Int>()
        forEachReachable(from: root) { keys.insert($0.key) }
        return keys
    }

    /// Calls `body` with `root` and every box below it, built lazy-list rows included.
    private func forEachReachable(from root: BoxDescription, _ body: (BoxDescription) -> Void) {
        func visit(_ box: BoxDescription) {
            body(box)
            if case .lazy = box.content, let rows = existingFrame(key: box.key)?.lazyRows {
                for row in rows.built.values { visit(row) }
            }
            for child in box.children { visit(child) }
        }
        visit(root)
    }
}

/// The frames of `FrameTable.pageSize` consecutive keys.
private final class FramePage {
    @exclusivity(unchecked) var frames = [NodeFrame?](repeating: nil, count: FrameTable.pageSize)
}
