/// One changed cell between two frames.
public struct CellChange: Hashable, Sendable {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int
    /// The new content.
    public var cell: Cell
}

/// The cells that differ between the previous frame and the next one; only these go to the backend.
public enum FrameDiff {
    /// The changed cells, in reading order; every cell when the sizes differ. An unchanged frame gives none.
    ///
    /// The right half of a wide character is never reported alone: the backend writes the whole character from
    /// its left half, and when a wide character is replaced by a narrow one the cell after it is reported too,
    /// because some terminals do not clear it.
    public static func changes(from previous: CellBuffer?, to next: CellBuffer) -> [CellChange] {
        var changes: [CellChange] = []
        guard let previous, previous.width == next.width, previous.height == next.height else {
            // Every cell, in reading order, read in place (the subscript copies a cell per call).
            let cells = next.cells, width = next.width
            changes.reserveCapacity(cells.count)
            for index in cells.indices where !cells[index].isContinuation {
                changes.append(CellChange(x: index % width, y: index / width, cell: cells[index]))
            }
            return changes
        }
        let old = previous.cells, new = next.cells, width = next.width
        var index = 0
        while index < new.count {
            if old[index] != new[index] {
                let y = index / width, x = index % width
                if new[index].isContinuation {
                    // The left half changed too (or will be written with it); report it once.
                    if x > 0, changes.last.map({ $0.x != x - 1 || $0.y != y }) ?? true {
                        changes.append(CellChange(x: x - 1, y: y, cell: new[index - 1]))
                    }
                } else {
                    changes.append(CellChange(x: x, y: y, cell: new[index]))
                }
            }
            index += 1
        }
        return changes
    }
}
