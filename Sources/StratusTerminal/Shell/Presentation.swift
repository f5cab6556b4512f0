/// How a box of a screen is shown over the screen instead of in its stack (`View.presented(as:)`): the screen's
/// entries of the shell's overlay stack (`OverlayStack`, `ScreenOverlay`).
///
/// A presented box takes no room in its stack. It is placed after the rest of the screen's tree, on a layer of its
/// own over a cleared area, wherever its stack is scrolled (`PlacedBoxes`).
public enum Presentation: Sendable, Hashable {
    /// Over the bottom of the screen's area (a toast), not modal: the screen keeps its keys and its focus. When it
    /// would cover the focused box, the focused box is scrolled clear of it; when nothing can scroll so, it is not
    /// drawn on that frame. The toast's own controls are reached by Tab, after the screen's.
    case toast
    /// Over the middle of the screen's area (a dialog), modal: while it is shown, focus, keys, clicks and the wheel
    /// reach only what is inside it (the screen beneath is inert until it closes).
    case modal
}
