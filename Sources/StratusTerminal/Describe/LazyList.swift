/// A lazy list as described (`layout:lazyColumn`, `LazyStack`): how many rows, along which axis, and what
/// describes a row when layout asks for it.
///
/// It is a value and holds no rows. Layout asks `rows` for the rows it needs and keeps what it built, and which
/// rows are on screen, in the frame table (`LazyRows`), so the description stays the same whatever is shown.
struct LazyList {
    /// The axis the rows follow.
    let axis: Axis
    /// How many rows the list has.
    let count: Int
    /// True when a vertical list with more rows than lines keeps its last column for a scroll bar.
    let showsIndicator: Bool
    /// The scroll position: user state, kept per identity by the view graph, not part of the description.
    let scroll: ScrollState
    /// Describes a row on demand.
    let rows: any RowDescribing

    init(axis: Axis, count: Int, showsIndicator: Bool = true, scroll: ScrollState, rows: any RowDescribing) {
        self.axis = axis
        self.count = count
        self.showsIndicator = showsIndicator
        self.scroll = scroll
        self.rows = rows
    }
}

/// What describes the rows of a lazy list, one at a time, when layout needs them.
///
/// Asked only for rows that are laid out (on screen, or measured to scroll or to move focus); asking twice for
/// the same index gives an equal description, so what was built may be dropped and built again.
protocol RowDescribing {
    /// The description of row `index` (0 ≤ `index` < the list's count).
    func describeRow(at index: Int) -> BoxDescription
}
