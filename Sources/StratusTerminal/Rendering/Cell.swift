/// One cell of the terminal grid.
///
/// `text` holds one ncurses cell: a printable code point plus the zero-width ones that ride along with it
/// (see `CharacterWidth.cells`). A wide character occupies its own cell (width 2) and the cell to its right, which
/// is a continuation cell (width 0, empty text).
public struct Cell: Hashable, Sendable {
    /// What the cell shows; empty for the right half of a wide character.
    public var text: String
    /// 1 for a normal cell, 2 for the left half of a wide character, 0 for its right half.
    public var width: UInt8
    /// Colors and attributes.
    public var style: Style

    /// A cell from its parts.
    public init(_ text: String = " ", width: UInt8 = 1, style: Style = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A blank cell with the default look.
    public static let blank = Cell()

    /// True for the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
