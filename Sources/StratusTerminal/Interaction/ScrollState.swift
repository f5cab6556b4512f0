/// The scroll position of a scroll view or lazy list: user state, kept per identity across re-renders.
///
/// Only the position lives here. How the view scrolls is in its description (`Scrolling`, `LazyList`); the
/// content and viewport sizes are layout results, in the frame table.
public final class ScrollState {
    /// Cells scrolled from the top.
    public var y = 0
    /// Cells scrolled from the left.
    public var x = 0
    /// The first row shown by a lazy list.
    public var firstIndex = 0
    /// An empty scroll position.
    public init() {}
}
