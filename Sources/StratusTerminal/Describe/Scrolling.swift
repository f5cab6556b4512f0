/// How a scroll view scrolls, as described: along which axes and what it shows.
///
/// The scroll position is user state (`ScrollState`), and the content and viewport sizes are layout results
/// (`NodeFrame`); neither is part of the description.
struct Scrolling {
    /// The axes the content scrolls along.
    let axes: ScrollAxes
    /// True when the thumb is drawn on the right edge while the content overflows.
    var showsIndicator = true
    /// True for a screen's own scroll: its content is laid out in the viewport first (`.expand` fills it), and
    /// scrolls only when it does not fit there.
    var fitsViewportFirst = false
}
