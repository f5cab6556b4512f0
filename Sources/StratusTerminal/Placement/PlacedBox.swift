/// One box of the laid-out tree where it lands on the screen: its absolute frame, the area it may draw in, its
/// layer, the style it inherits and whether it is disabled.
///
/// Made by `PlacedBoxes`, the one traversal after layout; the painter draws from it and the interaction index
/// hit-tests and orders focus from it, so what is drawn is what is clickable and focusable. Its layout results
/// (wrapped lines, content size, a lazy list's rows) are in the frame table (`PlacedBoxes.frames`): a box holds
/// one reference, to its description, so that placing, reading and dropping hundreds of them a frame stays cheap.
struct PlacedBox {
    /// What a box is drawn above.
    struct Layer: Hashable {
        /// The kinds of layer.
        enum Kind: Hashable {
            /// The screen's content, in the flow of its stacks.
            case content
            /// A child of an overlay (`ZStack`, `layout:positioned`): drawn over the children before it. A child
            /// with an opaque background hides what is beneath it, as a dialog does.
            case overlay
            /// The list of a box that `opensUpwardWhenCut` (a drop-down), below its header or, when it would be
            /// cut there, raised above it and over what is there.
            case dropDown
        }

        /// The kind.
        let kind: Kind
        /// Tells layers apart: every child of an overlay and every drop-down list has a number of its own, and
        /// the boxes inside it share it (0 for the content).
        let number: Int

        /// The screen's content.
        static let content = Layer(kind: .content, number: 0)
    }

    /// The box.
    let node: BoxDescription
    /// The border box, in screen cells (where layout put it, moved by the scroll views around it).
    let frame: Rect
    /// The area the box may draw in (its shadow and border included): its parent's clip for its children.
    let clip: Rect
    /// The part of `frame` inside `clip`.
    let visible: Rect
    /// The style its text is drawn in: the enclosing boxes' merged with its own, dim when disabled, on its
    /// background when it has one. Plain for a box that is not shown (nothing of it is drawn).
    let style: Style
    /// True when the box or a box around it is disabled.
    let isDisabled: Bool
    /// The layer it is drawn on.
    let layer: Layer
    /// True when some of the box is drawn: `visible` is not empty, and neither is that of any box around it.
    let isShown: Bool
    /// False for the boxes of lazy-list rows: the focus order asks the list for its rows instead (so rows not
    /// built or not on screen have a place in it too).
    let isInFocusOrder: Bool
    /// True for a drop-down's list raised above its header: it is drawn on a cleared area, over what is there.
    let isRaised: Bool
    /// True when the box hides what was drawn beneath it on the screen (a raised drop-down's list, or an overlay
    /// layer's box with an opaque background): clicks and the wheel there reach nothing drawn before it.
    let coversBeneath: Bool
    /// True for a scroll view or a lazy list (set by the traversal; read where matching the content would copy it).
    var scrollsItsContent = false
    /// The position in `PlacedBoxes` just past the box's last descendant (set by the traversal once it has
    /// placed them).
    var end: Int

    /// Whether a box placed so covers what is beneath it (`coversBeneath`).
    static func covers(_ node: BoxDescription, shown: Bool, raised: Bool, layer: Layer) -> Bool {
        guard shown else { return false }
        if raised { return true }
        guard layer.kind != .content, let background = node.background else { return false }
        return !background.isTransparent
    }
}
