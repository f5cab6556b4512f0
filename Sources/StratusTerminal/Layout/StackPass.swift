/// What a long stack's last layout of its children found: what laying out again only the children that changed
/// needs (`FrameTable.layoutStack`), so that a key typed into a field above a column of 10,000 texts visits the
/// field, not the texts.
///
/// It holds while the stack is laid out in the same space and nothing changed but some of its children
/// (`BoxDescription.childrenChanged(since:)`); a frame table that marks the stack stale drops it
/// (`FrameTable.invalidate(_:)`).
final class StackPass {
    /// Stacks with fewer children are laid out whole: visiting them costs less than keeping this.
    static let minimumChildren = 32

    /// The space the children were laid out in (`layoutStack`'s arguments).
    var limit = Size.zero
    var exactWidth: Int?
    var exactHeight: Int?
    /// The stack's revision when its children were laid out.
    var revision = -1
    /// The children's length along the axis (margins included, spacing not) and the longest across it.
    var used = 0
    var crossNatural = 0
    /// True when every child took room in the stack (none presented over the screen, no vertical line in a
    /// row): each was offered the same space, so one can be laid out again alone.
    var isUniform = false
    /// The children laid out again alone, none of whose length along the axis changed: only they need placing
    /// again (`arrangeStack`); nil when every child must be placed.
    var rearranging: [BoxDescription]?
    /// The inner size the children were last placed in, when they were placed cell by cell from the start
    /// (no point lengths, aligned at the start on both axes); nil otherwise.
    var arrangedIn: Size?

    /// True when the children were last placed one after the other along the axis, none before the end of the one
    /// before it and none presented over the screen: those on screen are then a run of them (`PlacedBoxes`).
    var inOrder = false
    /// The indices of the children holding a box placed when not on screen (`FrameTable.reachableChildren`), in
    /// order, for the stack's revision `reachableRevision` (-1: not found yet).
    var reachableChildren: [Int] = []
    var reachableRevision = -1

    /// True when the children were last laid out in this space.
    func matches(limit: Size, exactWidth: Int?, exactHeight: Int?) -> Bool {
        self.limit == limit && self.exactWidth == exactWidth && self.exactHeight == exactHeight
    }
}
