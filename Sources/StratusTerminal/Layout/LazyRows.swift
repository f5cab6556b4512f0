/// What layout built and placed for one lazy list: the rows described so far and the rows on screen.
///
/// It belongs to the frame table (in the list box's `NodeFrame`), not to the description: the built rows are a
/// cache kept while the list's box lives (only the rows built most recently, see `keptBuilds`), and the rows on
/// screen are a layout result of the last frame.
final class LazyRows {
    /// How many of its most recent builds a list keeps; an older row is built again when it is needed.
    ///
    /// Each build asks the row's source once, and a core list (a virtual forEach) releases the rows asked least
    /// recently, keeping the 512 asked last (Docs/LazyLists.md, "Recycling and kept state"). Holding only rows
    /// built within the last 256 builds, however the list was scrolled or searched by focus, this list never
    /// shows a row whose nodes the core released. It also bounds memory.
    static let keptBuilds = 256

    /// The list as described.
    let list: LazyList
    /// The list's box (the parent of its rows).
    private(set) weak var owner: BoxDescription?
    /// The table this belongs to (rows of rows that are lazy lists themselves are found there).
    private(set) weak var frames: FrameTable?
    /// Rows built so far, by index.
    private(set) var built: [Int: BoxDescription] = [:]
    /// The index of each built row.
    private var rowIndexes: [ObjectIdentifier: Int] = [:]
    /// Every build not yet forgotten, oldest first from `oldestBuild`: the row's index and the row built then.
    private var builds: [(index: Int, row: ObjectIdentifier)] = []
    private var oldestBuild = 0
    /// Indexes laid out on the last layout, with their main-axis position.
    var onScreen: [(index: Int, position: Int)] = []
    /// The position the last layout showed, from the one the list's scroll state asked for (layout does not write
    /// the state): the first row shown and the cells of it scrolled past. A long jump (End, a spun wheel) lands on
    /// whole rows here, and a position past either end is brought back within the rows.
    var first = 0
    var offset = 0
    /// The position the state asked for when `first` and `offset` were found.
    var asked: (first: Int, offset: Int)?

    /// The position to start from, for a layout or a scroll: where the last layout brought the position the state
    /// asks for, when it still asks for that one (a long jump depends on the rows seen then, so starting over from
    /// the state could land elsewhere); else the position the state asks for (it was never laid out, or a scroll
    /// since asked for another: two scrolls before a frame add up).
    var startPosition: (first: Int, offset: Int) {
        let state = list.scroll
        if let asked, asked == (state.firstIndex, state.y) { return (first, offset) }
        return (state.firstIndex, state.y)
    }
    /// True when the last layout kept the last column for a scroll bar (more rows than lines).
    var showsIndicator = false

    init(list: LazyList, owner: BoxDescription, frames: FrameTable) {
        self.list = list
        self.owner = owner
        self.frames = frames
    }

    /// Row `index`, described now if it was not built yet.
    func row(_ index: Int) -> BoxDescription {
        if let row = built[index] { return row }
        let row = list.rows.describeRow(at: index)
        row.parent = owner
        built[index] = row
        rowIndexes[ObjectIdentifier(row)] = index
        builds.append((index, ObjectIdentifier(row)))
        forgetOldBuilds()
        return row
    }

    /// Drops the rows built before the last `keptBuilds` builds.
    private func forgetOldBuilds() {
        while builds.count - oldestBuild > Self.keptBuilds {
            let old = builds[oldestBuild]
            oldestBuild += 1
            // The row built then, unless it was replaced since (a row held here is alive, so its identifier is
            // its own).
            if let row = built[old.index], ObjectIdentifier(row) == old.row {
                built[old.index] = nil
                rowIndexes[old.row] = nil
            }
        }
        if oldestBuild > 4 * Self.keptBuilds {
            builds.removeFirst(oldestBuild)
            oldestBuild = 0
        }
    }

    /// The index of `row` when it is one of this list's built rows.
    func index(ofRow row: BoxDescription) -> Int? { rowIndexes[ObjectIdentifier(row)] }

    /// Scrolls so row `index` is wholly visible in `viewport` (its start first when it is longer than the
    /// viewport), moving as little as possible, measuring rows with `frames`. Returns true when the scroll
    /// position changed; the list must then be laid out again.
    func reveal(row index: Int, viewport: Size, frames: FrameTable) -> Bool {
        guard index >= 0, index < list.count else { return false }
        let vertical = list.axis == .vertical
        let state = list.scroll
        let extent = vertical ? viewport.height : viewport.width
        guard extent > 0 else { return false }
        let offered = vertical ? Size(width: viewport.width, height: FrameTable.unbounded)
                               : Size(width: FrameTable.unbounded, height: viewport.height)
        func length(of row: Int) -> Int {
            let outer = frames.layout(self.row(row), in: offered)
            return vertical ? outer.height : outer.width
        }
        // From the position shown, which the state may not hold (it may ask for one past the rows).
        let before = startPosition
        if index < before.first || (index == before.first && before.offset > 0) {
            state.firstIndex = index
            state.y = 0
            return before != (state.firstIndex, state.y)
        }
        // Where the row starts, from the top of the viewport.
        var start = -before.offset
        var row = before.first
        while row < index, start < extent {
            start += length(of: row)
            row += 1
        }
        let rowLength = length(of: index)
        if row == index, start + rowLength <= extent { return false }
        // Put the row's end at the viewport's end, with the rows before it filling the space above.
        var top = extent - rowLength
        var first = index
        while top > 0, first > 0 {
            first -= 1
            top -= length(of: first)
        }
        state.firstIndex = first
        state.y = max(0, -top)
        return before != (state.firstIndex, state.y)
    }
}
