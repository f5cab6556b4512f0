/// A value that paints itself into a rectangle of a cell buffer: what a `Canvas` shows (ratatui's `Widget` idea).
///
/// A painting is part of a description: it holds what it shows (the values it was described with) and draws it
/// into whatever area layout gave the canvas. It keeps no layout results and writes nothing back into the
/// description; what the frame needs from it besides cells (the terminal cursor) it returns.
public protocol CellPainting {
    /// Paints into `buffer` inside `area` (in buffer cells); writes nothing outside `context.visible` when it is
    /// set, and nothing outside `area` in any case.
    func paint(into buffer: inout CellBuffer, area: Rect, context: PaintContext)

    /// Where the terminal cursor goes while the canvas has focus, in buffer cells, once `paint` has drawn `area`;
    /// nil for none (the default).
    func cursor(in area: Rect, context: PaintContext) -> Point?
}

extension CellPainting {
    /// No cursor.
    public func cursor(in area: Rect, context: PaintContext) -> Point? { nil }
}

/// A painting given as a function, for `Canvas(width:height:animated:draw:)`.
struct PaintFunction: CellPainting {
    let draw: (inout CellBuffer, Rect, PaintContext) -> Void

    func paint(into buffer: inout CellBuffer, area: Rect, context: PaintContext) { draw(&buffer, area, context) }
}
