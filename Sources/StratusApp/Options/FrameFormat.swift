import ArgumentParser

/// What `stratus render` writes: the frame as lines of text, or as a picture.
public enum FrameFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// One line per row (with ANSI colours when `--color` asks for them).
    case text
    /// An SVG picture with colours, attributes and box-drawing as shapes.
    case svg
    /// A standalone HTML page holding the SVG picture.
    case html
}
