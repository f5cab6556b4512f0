/// What layout found for one box: its size, where it sits in its parent, and what it needs to skip the work
/// next time.
final class NodeFrame {
    /// The size of the border box (margins excluded).
    var size = Size.zero
    /// Where the border box sits inside the parent's border box (margins included in the offset).
    var origin = Point(x: 0, y: 0)
    /// The space last offered (margins included), and the size taken in it (margins included).
    var proposal: Size?
    var result = Size.zero
    /// The box's revision these results were computed for; -1 before the first layout.
    var revision = -1
    /// The effective sizing rules (horizontal, vertical) and the revision they were computed for.
    var flex: (horizontal: Dimension, vertical: Dimension)?
    var flexRevision = -1
    /// True when the box got less height than it wanted (see `FrameTable.isCutShortVertically(_:)`).
    var cutShortVertically = false
    /// A text box's lines after wrapping at its laid-out width.
    var lines: [String] = []
    /// A scroll view's content size, margins included (the scrolled axis unbounded).
    var contentSize = Size.zero
    /// The area a scroll view or lazy list shows its content in (a lazy list's scroll bar left out).
    var viewport = Size.zero
    /// A lazy list's built rows and the rows on screen.
    var lazyRows: LazyRows?
}

/// The layout of a described tree: one `NodeFrame` per box, keyed by the box's `key`, and the rows built for
/// its lazy lists (`LazyRows`, in their boxes' frames).
///
/// The frame loop owns one table per screen and keeps it between frames, which makes layout incremental: a box
/// whose revision and proposal are unchanged keeps its frame and is not laid out again. Painting and the
/// interaction index read frames from here; descriptions hold none. Frames of boxes that left the tree are dropped
/// from time to time (`prune(keepingReachableFrom:)`).
final class FrameTable {
    private var frames: [Int: NodeFrame] = [:]
    /// The number of frames after the last prune: the table is pruned again once it has grown well past it.
    private var keptAfterPrune = 0

    /// An empty table: the first layout computes every box.
    init() {}

    /// The frame of `box`, empty (zero size, at the origin) when it was never laid out.
    func frame(of box: BoxDescription) -> NodeFrame {
        if let frame = frames[box.key] { return frame }
        let frame = NodeFrame()
        frames[box.key] = frame
        return frame
    }

    /// The rows built for lazy list `box` (whose content is `list` and frame `frame`), created empty on first use.
    func lazyRows(of box: BoxDescription, _ list: LazyList, frame: NodeFrame) -> LazyRows {
        if let rows = frame.lazyRows { return rows }
        let rows = LazyRows(list: list, owner: box, frames: self)
        frame.lazyRows = rows
        return rows
    }

    /// The number of boxes with a frame.
    var count: Int { frames.count }

    /// True when `box` was laid out in `available` and has not changed since.
    func isValid(_ box: BoxDescription, in available: Size) -> Bool {
        guard let frame = frames[box.key] else { return false }
        return frame.revision == box.revision && frame.proposal == available
    }

    /// Marks the frames of `box` and of its ancestors as stale, so the next layout computes them again (what did
    /// not change below them is still reused): for layout inputs that are not part of the description, such as a
    /// lazy list's scroll position.
    func invalidate(_ box: BoxDescription) {
        var node: BoxDescription? = box
        while let current = node {
            frames[current.key]?.revision = -1
            node = current.parent
        }
    }

    /// Marks every frame as stale: the next layout computes the whole tree again (the frames themselves are
    /// reused, so this costs no allocation).
    func invalidateAll() {
        for frame in frames.values {
            frame.revision = -1
            frame.flexRevision = -1
        }
    }

    /// Drops the frames of boxes no longer reachable from `root` (built lazy-list rows included) once the table
    /// has grown to about twice what the last prune kept, so the cost of the walk is spread over many frames.
    func prune(keepingReachableFrom root: BoxDescription) {
        guard frames.count > 2 * keptAfterPrune + 1024 else { return }
        let reachable = reachableKeys(from: root)
        frames = frames.filter { reachable.contains($0.key) }
        keptAfterPrune = frames.count
    }

    /// The keys of `root` and of every box below it, built lazy-list rows included: what the frame and handler
    /// tables keep when they prune.
    func reachableKeys(from root: BoxDescription) -> Set<Int> {
        var keys = Set<Int>()
        func visit(_ box: BoxDescription) {
            keys.insert(box.key)
            if case .lazy = box.content, let rows = frames[box.key]?.lazyRows {
                for row in rows.built.values { visit(row) }
            }
            for child in box.children { visit(child) }
        }
        visit(root)
        return keys
    }
}
