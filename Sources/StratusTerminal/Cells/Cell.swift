/// One cell of the terminal grid.
///
/// `text` holds one ncurses cell: a printable code point plus the zero-width ones that ride along with it
/// (see `CharacterWidth.cells`). A wide character occupies its own cell (width 2) and the cell to its right, which
/// is a continuation cell (width 0, empty text).
///
/// The text is stored in the cell itself (`CellText`), so a cell is plain bytes: a frame's buffer is filled,
/// copied, compared with the previous frame and freed without a reference count or a call per cell.
public struct Cell: Hashable, Sendable {
    /// What the cell shows; empty for the right half of a wide character.
    ///
    /// A cell holds one grapheme cluster of at most `CellText.capacity` UTF-8 bytes (a code point and up to four
    /// zero-width ones take at most 20); longer text is cut after the last whole code point that fits.
    public var text: String {
        get { storedText.string }
        set { storedText = CellText(newValue) }
    }
    /// 1 for a normal cell, 2 for the left half of a wide character, 0 for its right half.
    public var width: UInt8
    /// Colors and attributes.
    public var style: Style
    /// The text's bytes.
    var storedText: CellText

    /// A cell from its parts.
    public init(_ text: String = " ", width: UInt8 = 1, style: Style = .plain) {
        self.storedText = CellText(text)
        self.width = width
        self.style = style
    }

    /// A narrow cell showing one printable ASCII character, made without going through `String`.
    init(ascii byte: UInt8, style: Style) {
        self.storedText = CellText(ascii: byte)
        self.width = 1
        self.style = style
    }

    /// A blank cell with the default look.
    public static let blank = Cell()

    /// True for the right half of a wide character.
    public var isContinuation: Bool { width == 0 }

    /// True when the cell's text is a space or empty, known without making a `String` of it.
    public var showsNoText: Bool { storedText.isSpaceOrEmpty }

    /// Appends what a printed frame shows of the cell to `bytes`: its text's UTF-8 bytes, a space when it has none.
    /// A frame's lines are written this way without making a `String` per cell (`stratus render`).
    public func appendPrintedText(to bytes: inout [UInt8]) {
        storedText.appendPrinted(to: &bytes)
    }
}

/// A cell's text as UTF-8 bytes inside the value: 23 bytes and their count in three machine words.
struct CellText: Hashable, Sendable {
    /// The most bytes a cell's text keeps.
    static let capacity = 23

    /// Bytes 0-7, 8-15 and 16-22, then the count in the last byte; unused bytes are zero, so equal texts have
    /// equal words.
    private var words: (UInt64, UInt64, UInt64) = (0, 0, 0)

    /// `text`'s UTF-8 bytes, cut after the last whole code point within `capacity`.
    init(_ text: String) {
        var text = text
        let count = text.withUTF8 { bytes -> Int in
            var count = min(bytes.count, Self.capacity)
            // Never end inside a code point: step back over continuation bytes (10xxxxxx).
            if count < bytes.count {
                while count > 0 && bytes[count] & 0xC0 == 0x80 { count -= 1 }
            }
            withUnsafeMutableBytes(of: &words) { storage in
                storage.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[..<count]))
            }
            return count
        }
        withUnsafeMutableBytes(of: &words) { $0[Self.capacity] = UInt8(count) }
    }

    /// One ASCII byte.
    init(ascii byte: UInt8) {
        withUnsafeMutableBytes(of: &words) { storage in
            storage[0] = byte
            storage[Self.capacity] = 1
        }
    }

    /// The text, as a `String` (one that fits in a small string, as nearly all do, allocates nothing).
    var string: String {
        withUnsafeBytes(of: words) { storage in
            String(decoding: storage[..<Int(storage[Self.capacity])], as: UTF8.self)
        }
    }

    /// True for one space or no text.
    var isSpaceOrEmpty: Bool {
        withUnsafeBytes(of: words) { storage in
            let count = storage[Self.capacity]
            return count == 0 || (count == 1 && storage[0] == UInt8(ascii: " "))
        }
    }

    /// Appends the text's bytes to `bytes`, a space when there are none.
    func appendPrinted(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: words) { storage in
            let count = Int(storage[Self.capacity])
            if count == 0 {
                bytes.append(UInt8(ascii: " "))
            } else {
                // Byte by byte: `append(contentsOf:)` of a slice goes through its generic path, which cost more than
                // the rest of printing a cell (most cells hold one byte).
                for index in 0..<count { bytes.append(storage[index]) }
            }
        }
    }

    static func == (lhs: CellText, rhs: CellText) -> Bool {
        lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
    }
}
