/// What painting needs to know besides geometry.
public struct PaintContext {
    /// True when the box being painted has focus.
    public var isFocused: Bool
    /// The style inherited from the enclosing boxes.
    public var style: Style
    /// Frames since the app started, for animations (spinners).
    public var tick: Int
    /// The part of the box's content that is on screen (scrolled-away and clipped parts left out), when known:
    /// a canvas draws nothing outside it.
    public var visible: Rect? = nil
}
