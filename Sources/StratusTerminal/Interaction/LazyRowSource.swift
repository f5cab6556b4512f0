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
