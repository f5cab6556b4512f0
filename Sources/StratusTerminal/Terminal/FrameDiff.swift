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
        let cells = next.cells, width = next.width
        if previous?.width != width || previous?.height != next.height { changes.reserveCapacity(cells.count) }
        forEachChange(from: previous, to: next) { index in
            // Read in place: the buffer's subscript copies a cell per call.
            changes.append(CellChange(x: index % width, y: index / width, cell: cells[index]))
            return true
        }
        return changes
    }

    /// How many cells ``changes(from:to:)`` lists, without listing them (a first frame lists every cell): what a
    /// backend that keeps whole frames needs (``TerminalBackend/readsChangedCells``). Never inlined: its loop over
    /// every cell of a frame ran 2% slower inlined into `Terminal.lastChangeCount` (callgrind, `count-lazy-scroll`).
    @inline(never)
    public static func changeCount(from previous: CellBuffer?, to next: CellBuffer) -> Int {
        var count = 0
        forEachChange(from: previous, to: next) { _ in
            count += 1
            return true
        }
        return count
    }

    /// Whether ``changes(from:to:)`` lists any cell: the search ends at the first changed cell.
    public static func hasChanges(from previous: CellBuffer?, to next: CellBuffer) -> Bool {
        var changed = false
        forEachChange(from: previous, to: next) { _ in
            changed = true
            return false
        }
        return changed
    }

    /// Calls `found` with the index in `next.cells` of each changed cell, in reading order (see
    /// ``changes(from:to:)``), until it returns false.
    @inline(__always)
    private static func forEachChange(from previous: CellBuffer?, to next: CellBuffer, _ found: (Int) -> Bool) {
        let new = next.cells, width = next.width
        guard let previous, previous.width == next.width, previous.height == next.height else {
            for index in new.indices where !new[index].isContinuation {
                guard found(index) else { return }
            }
            return
        }
        // Over the cells' storage: the arrays' checked subscripts took a tenth more instructions a cell.
        previous.cells.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                var lastFound = -1
                for index in new.indices where old[index] != new[index] {
                    if !new[index].isContinuation {
                        guard found(index) else { return }
                        lastFound = index
                    } else if index % width > 0, lastFound != index - 1 {
                        // The left half changed too (or will be written with it); report it once.
                        guard found(index - 1) else { return }
                        lastFound = index - 1
                    }
                }
            }
        }
    }
}
