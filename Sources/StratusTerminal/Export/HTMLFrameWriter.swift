/// Writes a frame as a standalone HTML page: the SVG picture of ``SVGFrameWriter`` on the theme's background,
/// with a title, so that a browser shows the frame exactly as the SVG does.
public struct HTMLFrameWriter: Sendable {
    /// The picture's writer (cell size, font, theme).
    public var svg: SVGFrameWriter
    /// The page title.
    public var title: String

    /// A writer with the given picture settings and title.
    public init(svg: SVGFrameWriter = SVGFrameWriter(), title: String = "Stratus frame") {
        self.svg = svg
        self.title = title
    }

    /// The whole HTML document.
    public func document(for frame: CellBuffer) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(SVGFrameWriter.escaped(title))</title>
        <style>html,body{margin:0;padding:0;background:\(svg.theme.background)}svg{display:block}</style>
        </head>
        <body>
        \(svg.document(for: frame))</body>
        </html>

        """
    }
}
