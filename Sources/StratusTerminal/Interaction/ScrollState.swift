/// The scroll position of a scroll view or lazy list; kept per identity across re-renders.
public final class ScrollState {
    /// Cells scrolled from the top.
    public var y = 0
    /// Cells scrolled from the left.
    public var x = 0
    /// The first row shown by a lazy list.
    public var firstIndex = 0
    /// True when a scroll view draws its thumb.
    var showsIndicator = true
    /// True for a screen's own scroll: its content is laid out in the viewport first (`.expand` fills it), and
    /// scrolls only when it does not fit there.
    var fitsViewportFirst = false
    /// The content size from the last layout.
    var contentSize = Size.zero
    /// The viewport size from the last layout.
    var viewport = Size.zero
    /// An empty scroll position.
    public init() {}
}
