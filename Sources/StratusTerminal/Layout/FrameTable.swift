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
