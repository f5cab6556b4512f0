/// Rows that are built only when they become visible (`layout:lazyColumn`).
final class LazyList {
    let axis: Axis
    let count: Int
    let makeRow: (Int) -> BoxDescription
    let scroll: ScrollState
    /// Rows built so far, by index; kept while the list lives.
    private(set) var built: [Int: BoxDescription] = [:]
    /// The index of each built row.
    private var rowIndexes: [ObjectIdentifier: Int] = [:]
    /// The box of the list.
    weak var owner: BoxDescription?
    /// Indexes laid out on the last layout, with their main-axis position.
    var visible: [(index: Int, position: Int)] = []
    /// True when the last layout kept the last column for a scroll bar (more rows than lines).
    var showsIndicator = false

    init(axis: Axis, count: Int, scroll: ScrollState, makeRow: @escaping (Int) -> BoxDescription) {
        self.axis = axis
        self.count = count
        self.scroll = scroll
        self.makeRow = makeRow
    }

    func row(_ index: Int, parent: BoxDescription) -> BoxDescription {
        if let row = built[index] { return row }
        let row = makeRow(index)
        row.parent = parent
        built[index] = row
        rowIndexes[ObjectIdentifier(row)] = index
        return row
    }

    /// Drops the built rows more than `distance` rows away from `index`, so memory stays bounded.
    func forgetRows(fartherThan distance: Int, from index: Int) {
        built = built.filter { abs($0.key - index) < distance }
        rowIndexes = rowIndexes.filter { built[$0.value] != nil }
    }

    /// The index of `row` when it is one of this list's built rows.
    func index(ofRow row: BoxDescription) -> Int? { rowIndexes[ObjectIdentifier(row)] }
}
