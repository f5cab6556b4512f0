/// A grid of cells: what one frame looks like.
///
/// Views are laid out, then painted into a buffer; the buffer is compared with the previous frame's and only the
/// changed cells reach the backend (`FrameDiff`). The headless backend is the buffer itself.
public struct CellBuffer: Hashable, Sendable {
    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// The cells, row after row.
    public private(set) var cells: [Cell]
    /// Pictures that a terminal with a graphics protocol may draw in real pixels over their cells, in the order
    /// they were painted (`PicturePlacement`). Not part of equality: the cells are the frame; these are a hint.
    public var pictures: [PicturePlacement] = []
    /// The part of the focused control that is on screen, when one is: where the terminal's cursor waits (hidden)
    /// when no caret shows, so that braille displays and screen magnifiers, which follow the cursor, follow focus.
    /// Not part of equality either.
    public var focusedArea: Rect?

    /// Two buffers are equal when their cells are.
    public static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
    }

    /// Hashes the size and the cells.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(cells)
    }

    /// A buffer of blank cells.
    public init(width: Int, height: Int, filling cell: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: cell, count: self.width * self.height)
    }

    /// The whole buffer as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The columns of row `y` that a printed line shows: up to its last cell with text, without the blanks after it.
    /// - Parameter keepsBlank: whether a blank cell is still worth printing (a colored line keeps the blanks whose
    ///   background shows); a plain line drops every trailing blank.
    public func printedWidth(ofRow y: Int, keepingBlanksWhere keepsBlank: ((Cell) -> Bool)? = nil) -> Int {
        guard y >= 0, y < height else { return 0 }
        return cells.withUnsafeBufferPointer { cells in
            let start = y * width
            var end = width
            while end > 0 {
                let cell = cells[start + end - 1]
                guard cell.showsNoText || cell.isContinuation else { break }
                if let keepsBlank, keepsBlank(cell) { break }
                end -= 1
            }
            return end
        }
    }

    /// Appends what a printed frame shows of the first `columns` cells of row `y` to `bytes`, as
    /// ``Cell/appendPrintedText(to:)`` writes each, the right halves of wide characters left out: a plain line of
    /// `stratus render` in one call, over the cells' storage.
    public func appendPrintedText(ofRow y: Int, columns: Int, to bytes: inout [UInt8]) {
        guard y >= 0, y < height else { return }
        let start = y * width, end = start + min(max(columns, 0), width)
        cells.withUnsafeBufferPointer { cells in
            for index in start..<end where !cells[index].isContinuation { cells[index].appendPrintedText(to: &bytes) }
        }
    }

    /// The cell at column `x`, row `y`; a blank cell outside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return .blank }
            return cells[y * width + x]
        }
        set { set(newValue, x: x, y: y) }
    }

    /// Replaces a cell, repairing wide characters that the write cuts in half.
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let index = y * width + x
        // Widths are read in place: copying a cell out copies (and retains) its text.
        let oldWidth = cells[index].width
        if oldWidth == 0 && x > 0 && cells[index - 1].width == 2 {
            cells[index - 1] = Cell(" ", width: 1, style: cells[index - 1].style)
        }
        if oldWidth == 2 && cell.width != 2 && x + 1 < width {
            cells[index + 1] = Cell(" ", width: 1, style: cells[index + 1].style)
        }
        cells[index] = cell
        if cell.width == 2 {
            if x + 1 < width {
                if cells[index + 1].width == 2 && x + 2 < width {
                    cells[index + 2] = Cell(" ", width: 1, style: cells[index + 2].style)
                }
                cells[index + 1] = Cell("", width: 0, style: cell.style)
            } else {
                // A wide character never straddles the right edge.
                cells[index] = Cell(" ", width: 1, style: cell.style)
            }
        }
    }

    /// Writes `text` from (`x`, `y`) on one line, clipped to `clip`; returns the column after the last cell written.
    ///
    /// `text` must already be sanitized and hold no newline. A wide character that would cross the clip's right
    /// edge becomes a space, so nothing ever straddles a clip boundary.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style, clip: Rect? = nil) -> Int {
        let clip = (clip ?? bounds).intersection(bounds)
        guard y >= clip.y, y < clip.maxY else { return x + CharacterWidth.width(of: text) }
        var column = x
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let rowStart = y * width
            for byte in text.utf8 {
                if column >= clip.maxX { break }
                if column >= clip.x {
                    let index = rowStart + column
                    let cell = Cell(ascii: byte, style: style.resolvedOver(cells[index].style))
                    // Narrow over narrow needs no wide-character repair (the common case, kept fast).
                    if cells[index].width == 1 { cells[index] = cell } else { set(cell, x: column, y: y) }
                }
                column += 1
            }
            return column
        }
        CharacterWidth.cells(of: text) { cluster, clusterWidth in
            defer { column += clusterWidth }
            if column >= clip.maxX || column + clusterWidth <= clip.x { return }
            let resolved = style.resolvedOver(self[max(column, clip.x), y].style)
            if column < clip.x || column + clusterWidth > clip.maxX {
                for fill in max(column, clip.x)..<min(column + clusterWidth, clip.maxX) {
                    set(Cell(" ", width: 1, style: resolved), x: fill, y: y)
                }
                return
            }
            set(Cell(cluster, width: UInt8(clusterWidth), style: resolved), x: column, y: y)
        }
        return column
    }

    /// Fills `rect` (clipped) with `character` in `style`.
    public mutating func fill(_ rect: Rect, with character: String = " ", style: Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX {
                set(Cell(character, width: 1, style: style.resolvedOver(cells[row * width + column].style)), x: column, y: row)
            }
        }
    }

    /// Paints `background` under what is already in `rect`, keeping the text.
    public mutating func paintBackground(_ rect: Rect, color: Color) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX {
                cells[row * width + column].style.background = color
            }
        }
    }

    /// Adds `attributes` to every cell of `rect` (used to show focus).
    public mutating func addAttributes(_ attributes: TextAttributes, in rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX { cells[row * width + column].style.attributes.formUnion(attributes) }
        }
    }

    /// Resizes the buffer, keeping the top-left content that still fits.
    public mutating func resize(width newWidth: Int, height newHeight: Int) {
        var resized = CellBuffer(width: newWidth, height: newHeight)
        for row in 0..<min(height, resized.height) {
            for column in 0..<min(width, resized.width) { resized.cells[row * resized.width + column] = cells[row * width + column] }
        }
        self = resized
    }

    /// Every row as text, continuation cells skipped, trailing spaces kept.
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            line.reserveCapacity(width)
            for column in 0..<width {
                let cell = cells[row * width + column]
                if cell.width != 0 { line += cell.text }
            }
            return line
        }
    }

    /// Every row as text, continuation cells skipped, trailing spaces removed.
    public var trimmedLines: [String] {
        lines.map { line in
            var trimmed = Substring(line)
            while trimmed.last == " " { trimmed = trimmed.dropLast() }
            return String(trimmed)
        }
    }

    /// The frame as text: rows joined by newlines, trailing spaces of each row removed.
    public var text: String { trimmedLines.joined(separator: "\n") }
}

extension Style {
    /// This style painted over a cell that already has `below`: an unset background keeps the one underneath,
    /// so text drawn inside a colored box keeps the box's color.
    func resolvedOver(_ below: Style) -> Style {
        if background != nil { return self }
        var style = self
        style.background = below.background
        return style
    }
}
