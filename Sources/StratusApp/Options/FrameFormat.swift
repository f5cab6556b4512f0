import ArgumentParser

/// What `stratus render` writes: the frame as lines of text, as a picture, or what the screen is to a screen reader.
public enum FrameFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// One line per row (with ANSI colours when `--color` asks for them).
    case text
    /// An SVG picture with colours, attributes and box-drawing as shapes.
    case svg
    /// A standalone HTML page holding the SVG picture.
    case html
    /// The screen's accessibility tree as an indented outline, one element a line.
    case accessibility
    /// The screen's accessibility tree as JSON.
    case accessibilityJSON = "accessibility-json"
}
