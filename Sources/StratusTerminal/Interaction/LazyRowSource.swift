/// Rows the interaction index can ask about whether or not they are built or on screen.
///
/// A lazy list takes part in the focus order as one stop that stands for all its rows: Tab and the arrows ask it
/// for the focusable identities of a row by index, and for the row that holds an identity. Today the answer
/// comes from the rows layout built on demand (`LazyRows`); a list that knows its rows from data can answer
/// without building anything.
protocol LazyRowSource: AnyObject {
    /// How many rows the list has.
    var rowCount: Int { get }
    /// The rows on screen on the last frame, in order.
    var rowsOnScreen: [Int] { get }
    /// How many rows PageUp and PageDown move: the rows wholly on screen on the last frame (a screenful, as a
    /// pager moves, however tall the rows), at least one.
    var rowsPerPage: Int { get }
    /// The identities focus can reach in row `index`, in reading order (empty when none, or when the row is
    /// disabled).
    func focusableIdentities(ofRow index: Int) -> [String]
    /// The row holding the focusable box `identity`, if the list knows it.
    func row(containing identity: String) -> Int?
    /// The box with `identity` in a built row (to run its actions), if any.
    func box(withIdentity identity: String) -> BoxDescription?
}

extension LazyRows: LazyRowSource {
    var rowCount: Int { list.count }

    var rowsOnScreen: [Int] { onScreen.map(\.index) }

    var rowsPerPage: Int {
        guard let frames, let owner else { return max(1, onScreen.count) }
        let vertical = list.axis == .vertical
        let viewport = frames.frame(of: owner).viewport
        let extent = vertical ? viewport.height : viewport.width
        let whole = onScreen.filter { row in
            guard row.position >= 0, let box = built[row.index] else { return false }
            let size = frames.frame(of: box).result
            return row.position + (vertical ? size.height : size.width) <= extent
        }
        return max(1, whole.count)
    }

    func focusableIdentities(ofRow index: Int) -> [String] {
        guard index >= 0, index < list.count, owner != nil else { return [] }
        return PlacedBoxes.focusableBoxes(in: row(index), frames: frames).compactMap(\.identity)
    }

    func row(containing identity: String) -> Int? {
        built.first { PlacedBoxes.focusableBoxes(in: $0.value, frames: frames).contains { $0.identity == identity } }?.key
    }

    func box(withIdentity identity: String) -> BoxDescription? {
        for row in built.values {
            if let box = PlacedBoxes.focusableBoxes(in: row, frames: frames).first(where: { $0.identity == identity }) {
                return box
            }
        }
        return nil
    }
}
