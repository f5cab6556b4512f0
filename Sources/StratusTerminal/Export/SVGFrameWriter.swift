/// Writes a frame as an SVG picture: every cell at a fixed pixel size, its colours and bold, italic, dim,
/// underline and reverse, box-drawing and block characters as exact shapes (``CellShape``), other text in a
/// monospace font. A pure function of a ``CellBuffer``, like Rich's and Textual's `export_svg`.
///
/// Cell (column, row) covers the pixels `column * cellWidth ..< (column + 1) * cellWidth` and
/// `row * cellHeight ..< (row + 1) * cellHeight`; the picture has no margin, so a screenshot of it can be checked
/// cell by cell.
public struct SVGFrameWriter: Sendable {
    /// The colours a cell without its own colour gets: the terminal's defaults.
    public struct Theme: Hashable, Sendable {
        /// The default text colour.
        public var foreground: Color
        /// The default background colour.
        public var background: Color

        /// A theme from its two colours.
        public init(foreground: Color, background: Color) {
            self.foreground = foreground
            self.background = background
        }

        /// Light grey on near black, like a default dark terminal.
        public static let dark = Theme(foreground: Color(red: 0xD4, green: 0xD4, blue: 0xD4),
                                       background: Color(red: 0x1E, green: 0x1E, blue: 0x1E))
    }

    /// Pixels per cell, across.
    public var cellWidth: Int
    /// Pixels per cell, down.
    public var cellHeight: Int
    /// The font size in pixels; about 1.66 times `cellWidth` fills a cell with DejaVu Sans Mono.
    public var fontSize: Double
    /// The CSS font family of the text.
    public var fontFamily: String
    /// The default colours.
    public var theme: Theme
    /// Cells to outline in red over the frame (a diff picture marks the cells that changed).
    public var markedCells: Set<Point>

    /// A writer with 10 by 20 pixel cells and the dark theme.
    public init(cellWidth: Int = 10, cellHeight: Int = 20, fontSize: Double = 16.6,
                fontFamily: String = "'DejaVu Sans Mono', 'Menlo', 'Consolas', 'Liberation Mono', monospace",
                theme: Theme = .dark, markedCells: Set<Point> = []) {
        self.cellWidth = max(1, cellWidth)
        self.cellHeight = max(1, cellHeight)
        self.fontSize = fontSize
        self.fontFamily = fontFamily
        self.theme = theme
        self.markedCells = markedCells
    }

    /// The size of the picture of `frame`, in pixels.
    public func pixelSize(of frame: CellBuffer) -> Size {
        Size(width: frame.width * cellWidth, height: frame.height * cellHeight)
    }

    /// The colours a cell is drawn with: defaults filled in, reverse applied, dim text mixed into the background.
    public func colors(of style: Style) -> (foreground: Color, background: Color) {
        var foreground = (style.foreground ?? theme.foreground).composited(over: theme.background)
        var background = (style.background ?? theme.background).composited(over: theme.background)
        if style.attributes.contains(.reverse) { swap(&foreground, &background) }
        if style.attributes.contains(.dim) {
            foreground = Color(red: foreground.red, green: foreground.green, blue: foreground.blue, alpha: 128)
                .composited(over: background)
        }
        return (foreground, background)
    }

    /// The whole SVG document (UTF-8 text, no XML declaration needed).
    public func document(for frame: CellBuffer) -> String {
        let size = pixelSize(of: frame)
        var classes = TextClasses()
        var backgrounds = ""
        var shapes = ""
        var texts = ""
        for row in 0..<frame.height {
            backgrounds += backgroundRuns(row, of: frame)
            shapes += shapeElements(row, of: frame)
            texts += textElements(row, of: frame, classes: &classes)
        }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size.width)\" height=\"\(size.height)\" "
            + "viewBox=\"0 0 \(size.width) \(size.height)\">\n"
        svg += "<style>\ntext{font-family:\(fontFamily);font-size:\(CellShape.format(fontSize))px;"
            + "white-space:pre;dominant-baseline:alphabetic}\n"
        for (index, look) in classes.looks.enumerated() { svg += ".t\(index){\(look.css)}\n" }
        svg += "</style>\n"
        svg += "<rect width=\"\(size.width)\" height=\"\(size.height)\" fill=\"\(theme.background)\"/>\n"
        svg += "<g shape-rendering=\"crispEdges\">\n" + backgrounds + shapes + "</g>\n"
        svg += texts
        if !markedCells.isEmpty { svg += marks() }
        svg += "</svg>\n"
        return svg
    }

    // MARK: Backgrounds

    private func backgroundRuns(_ row: Int, of frame: CellBuffer) -> String {
        var output = ""
        var column = 0
        while column < frame.width {
            let background = colors(of: frame[column, row].style).background
            var end = column + 1
            while end < frame.width, colors(of: frame[end, row].style).background == background { end += 1 }
            if background != theme.background {
                output += "<rect x=\"\(column * cellWidth)\" y=\"\(row * cellHeight)\" "
                    + "width=\"\((end - column) * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(background)\"/>\n"
            }
            column = end
        }
        return output
    }

    // MARK: Shapes

    private func shapeElements(_ row: Int, of frame: CellBuffer) -> String {
        var output = ""
        for column in 0..<frame.width {
            let cell = frame[column, row]
            guard !cell.isContinuation,
                  let shapes = CellShape.shapes(for: cell.text, width: cellWidth, height: cellHeight) else { continue }
            let color = colors(of: cell.style).foreground
            let (x, y) = (column * cellWidth, row * cellHeight)
            for shape in shapes {
                switch shape {
                case .rectangle(let dx, let dy, let width, let height, let opacity):
                    output += "<rect x=\"\(CellShape.format(Double(x) + dx))\" y=\"\(CellShape.format(Double(y) + dy))\" "
                        + "width=\"\(CellShape.format(width))\" height=\"\(CellShape.format(height))\" fill=\"\(color)\""
                        + (opacity < 1 ? " fill-opacity=\"\(CellShape.format(opacity))\"" : "") + "/>\n"
                case .stroke(let path, let width):
                    output += "<path transform=\"translate(\(x) \(y))\" d=\"\(path)\" fill=\"none\" stroke=\"\(color)\" "
                        + "stroke-width=\"\(CellShape.format(width))\" shape-rendering=\"geometricPrecision\"/>\n"
                }
            }
        }
        return output
    }

    // MARK: Text

    /// A text look: colour and font attributes, shared by all the runs that have it.
    struct TextLook: Hashable {
        var color: Color
        var bold: Bool
        var italic: Bool

        var css: String {
            "fill:\(color)" + (bold ? ";font-weight:bold" : "") + (italic ? ";font-style:italic" : "")
        }
    }

    /// The looks used so far, numbered in order of first use.
    struct TextClasses {
        var looks: [TextLook] = []
        var numbers: [TextLook: Int] = [:]

        mutating func number(of look: TextLook) -> Int {
            if let number = numbers[look] { return number }
            looks.append(look)
            numbers[look] = looks.count - 1
            return looks.count - 1
        }
    }

    private func look(of cell: Cell) -> TextLook {
        TextLook(color: colors(of: cell.style).foreground, bold: cell.style.attributes.contains(.bold),
                 italic: cell.style.attributes.contains(.italic))
    }

    private func isText(_ cell: Cell) -> Bool {
        !cell.isContinuation && CellShape.shapes(for: cell.text, width: cellWidth, height: cellHeight) == nil
    }

    private func textElements(_ row: Int, of frame: CellBuffer, classes: inout TextClasses) -> String {
        var output = ""
        let baseline = Double(row * cellHeight) + (Double(cellHeight) + fontSize * 0.7) / 2
        var column = 0
        while column < frame.width {
            let cell = frame[column, row]
            let blank = cell.text == " " || cell.text.isEmpty
            guard isText(cell), !blank else {
                column += 1
                continue
            }
            // A run: cells of one look, spaces inside it included, up to a shape or a change of look.
            let runLook = look(of: cell)
            var text = ""
            var lastInk = column
            var probe = column
            while probe < frame.width {
                let next = frame[probe, row]
                if next.isContinuation {
                    probe += 1
                    continue
                }
                let nextBlank = next.text == " " || next.text.isEmpty
                guard isText(next), nextBlank || look(of: next) == runLook else { break }
                text += nextBlank ? " " : next.text
                if !nextBlank { lastInk = probe + max(1, Int(next.width)) - 1 }
                probe += 1
            }
            while text.hasSuffix(" ") { text.removeLast() }
            let cells = lastInk - column + 1
            let number = classes.number(of: runLook)
            output += "<text class=\"t\(number)\" x=\"\(column * cellWidth)\" y=\"\(CellShape.format(baseline))\" "
                + "textLength=\"\(cells * cellWidth)\" lengthAdjust=\"spacingAndGlyphs\">\(Self.escaped(text))</text>\n"
            column = lastInk + 1
        }
        output += underlines(row, of: frame)
        return output
    }

    private func underlines(_ row: Int, of frame: CellBuffer) -> String {
        var output = ""
        var column = 0
        let y = row * cellHeight + cellHeight - max(2, cellHeight / 8)
        while column < frame.width {
            let style = frame[column, row].style
            guard style.attributes.contains(.underline) else {
                column += 1
                continue
            }
            let color = colors(of: style).foreground
            var end = column + 1
            while end < frame.width, frame[end, row].style.attributes.contains(.underline),
                  colors(of: frame[end, row].style).foreground == color { end += 1 }
            output += "<rect x=\"\(column * cellWidth)\" y=\"\(y)\" width=\"\((end - column) * cellWidth)\" "
                + "height=\"\(max(1, cellHeight / 20))\" fill=\"\(color)\" shape-rendering=\"crispEdges\"/>\n"
            column = end
        }
        return output
    }

    private func marks() -> String {
        var output = "<g fill=\"none\" stroke=\"#FF3B30\" stroke-width=\"2\" shape-rendering=\"crispEdges\">\n"
        for cell in markedCells.sorted(by: { ($0.y, $0.x) < ($1.y, $1.x) }) {
            output += "<rect x=\"\(cell.x * cellWidth + 1)\" y=\"\(cell.y * cellHeight + 1)\" "
                + "width=\"\(cellWidth - 2)\" height=\"\(cellHeight - 2)\"/>\n"
        }
        return output + "</g>\n"
    }

    /// Text made safe for XML content and attribute values.
    public static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            default: output.append(character)
            }
        }
        return output
    }
}
