/// How pictures are shown on a terminal (`stratus run --images`).
///
/// Half blocks (`cells`) work on every terminal with 24-bit or 256 colours and are the default. Real pixels
/// are opt-in, because a terminal that only claims to understand a graphics protocol shows escape-sequence
/// garbage: `pixels` uses the kitty graphics protocol or sixel when the terminal is detected to have one
/// (`TerminalGraphics.detect`), half blocks otherwise; `kitty` and `sixel` use that protocol without asking.
/// Headless terminals (`stratus render`, tests, screenshots) always draw cells.
public enum ImageMode: String, Sendable, CaseIterable {
    /// Real pixels where the terminal is detected to support them, half blocks elsewhere.
    case pixels
    /// Unicode half blocks in colour, two pixels a cell (the default).
    case cells
    /// The kitty graphics protocol, without detection.
    case kitty
    /// Sixel, without detection.
    case sixel
    /// No picture is loaded: the placeholder stays.
    case off
}
