/// The scroll position of a scroll view or lazy list: user state, kept per identity across re-renders.
///
/// Only the position lives here. How the view scrolls is in its description (`Scrolling`, `LazyList`); the
/// content and viewport sizes are layout results, in the frame table.
///
/// This is the position asked for. Layout reads it and never writes it: a frame shows it brought within the
/// content (a scroll view's clamp, a lazy list's rows), and the renderer's scrolling (keys, the wheel, focus moved
/// out of view) asks for the next position from the one shown (Docs/RenderPipeline.md, "Scroll position").
public final class ScrollState {
    /// Cells scrolled from the top (in a lazy list, from the top of row `firstIndex`).
    public var y = 0
    /// Cells scrolled from the left.
    public var x = 0
    /// The first row a lazy list shows.
    public var firstIndex = 0
    /// An empty scroll position.
    public init() {}
}
