/// What layout found for one box: its size, where it sits in its parent, and what it needs to skip the work
/// next time.
///
/// A screen has one frame per box (65,536 in a column of as many texts), so a frame keeps only what most boxes use;
/// what only scroll views, lazy lists and long stacks keep is in `container`, made for those alone.
final class NodeFrame {
    // Lengths are kept in 32 bits (`CellPair`): a screen is far from 2^31 cells, and at 65,536 boxes a frame's
    // every 8 bytes are half a megabyte.
    /// The size of the border box (margins excluded).
    var size: Size {
        get { sizeCells.size }
        set { sizeCells = CellPair(newValue) }
    }
    /// Where the border box sits inside the parent's border box (margins included in the offset).
    var origin: Point {
        get { originCells.point }
        set { originCells = CellPair(newValue) }
    }
    /// The space last offered (margins included), and the size taken in it (margins included).
    var proposal: Size? {
        get { proposalCells == .none ? nil : proposalCells.size }
        set { proposalCells = newValue.map(CellPair.init) ?? .none }
    }
    var result: Size {
        get { resultCells.size }
        set { resultCells = CellPair(newValue) }
    }
    private var sizeCells = CellPair.zero
    private var originCells = CellPair.zero
    private var proposalCells = CellPair.none
    private var resultCells = CellPair.zero
    /// True when the box got less height than it wanted (see `FrameTable.isCutShortVertically(_:)`).
    var cutShortVertically = false
    /// Whether the box or a box inside it is placed when not on screen (`FrameTable.holdsReachable(_:)`).
    var holdsReachable = false
    /// Whether the text wrapped last (`wrappedText`) was wrapped at word boundaries or cut.
    private var wrapsWords = true
    /// The box's revision these results were computed for; -1 before the first layout.
    var revision = -1
    /// The effective sizing rules (horizontal, vertical) and the revision they were computed for.
    var flex: (horizontal: Dimension, vertical: Dimension)?
    var flexRevision = -1
    /// The box's revision `holdsReachable` was found for (-1: not yet).
    var reachRevision = -1
    /// The lines of the last wrapping, or nil when they are the text itself, one line (most texts: no array kept).
    private var wrappedLines: [String]?
    private var container: ContainerFrame?
    /// What `lines` were wrapped from, at `wrappedWidth` columns (nil before the first wrapping), and the widest
    /// line's columns: a box laid out again at the same width (a screen's scroll measures its content more than
    /// once) wraps nothing again.
    private var wrappedText: String?
    private var wrappedWidth: Int32 = 0
    private var linesWidth: Int32 = 0
    /// The wrapping of the same text before the last one, kept for a text laid out at two widths in turn: a
    /// screen's scroll that overflows measures its content at its width, then one column narrower for the scroll
    /// bar, on every layout, and each text would otherwise be wrapped twice again (most of a key typed above 10,000
    /// texts). `previousWidth` is `Int32.min` when there is none; `previousLines` as `wrappedLines`.
    private var previousLines: [String]?
    private var previousWidth = Int32.min
    private var previousLinesWidth: Int32 = 0

    /// A text box's lines after wrapping at its laid-out width.
    var lines: [String] { wrappedLines ?? wrappedText.map { [$0] } ?? [] }
    /// How many `lines` there are.
    var lineCount: Int { wrappedLines?.count ?? (wrappedText == nil ? 0 : 1) }
    /// The line at `index` of `lines` (below `lineCount`), read without making the array.
    func line(at index: Int) -> String { wrappedLines?[index] ?? wrappedText ?? "" }

    /// A scroll view's content size, margins included (the scrolled axis unbounded).
    var contentSize: Size {
        get { container?.contentSize ?? .zero }
        set { if container != nil || newValue != .zero { madeContainer.contentSize = newValue } }
    }
    /// The area a scroll view or lazy list shows its content in (a lazy list's scroll bar left out).
    var viewport: Size {
        get { container?.viewport ?? .zero }
        set { if container != nil || newValue != .zero { madeContainer.viewport = newValue } }
    }
    /// For a scroll view whose content overflowed on its last layout and was laid out one column narrower for the
    /// scroll bar: the width offered to its content and its viewport's height then (`FrameTable.layoutContent`).
    var narrowedIn: Size? {
        get { container?.narrowedIn }
        set { if container != nil || newValue != nil { madeContainer.narrowedIn = newValue } }
    }
    /// A lazy list's built rows and the rows on screen.
    var lazyRows: LazyRows? {
        get { container?.lazyRows }
        set { if container != nil || newValue != nil { madeContainer.lazyRows = newValue } }
    }
    /// A long stack's last pass over its children, for laying out again only those that changed.
    var stackPass: StackPass? {
        get { container?.stackPass }
        set { if container != nil || newValue != nil { madeContainer.stackPass = newValue } }
    }

    private var madeContainer: ContainerFrame {
        if let container { return container }
        let made = ContainerFrame()
        container = made
        return made
    }

    /// Where a scroll view laid out in this frame shows its content: the position `state` asks for, clamped to
    /// the content and the viewport. Layout leaves `state` as it is (Docs/RenderPipeline.md, "Scroll position");
    /// whoever reads a scroll position after layout reads it here, so a position asked for beyond the content (a
    /// wheel spun past the end, content that shrank) shows the end.
    func scrollOffset(of state: ScrollState) -> Point {
        let contentSize = contentSize, viewport = viewport
        return Point(x: max(0, min(state.x, contentSize.width - viewport.width)),
                     y: max(0, min(state.y, contentSize.height - viewport.height)))
    }

    /// Drops both wrappings kept, so the next layout wraps the text again.
    func forgetWrapping() {
        wrappedText = nil
        wrappedLines = nil
        previousLines = nil
        previousWidth = .min
    }

    /// Wraps `block` at `width` into `lines` unless they already hold it; returns the widest line's columns.
    func wrap(_ block: TextBlock, width: Int) -> Int {
        let columns = Int32(clamping: width)
        let sameText = wrappedText == block.text && wrapsWords == block.wrap
        if sameText, wrappedWidth == columns { return Int(linesWidth) }
        let current = (lines: wrappedLines, width: sameText ? wrappedWidth : .min, linesWidth: linesWidth)
        if sameText, previousWidth == columns {
            (wrappedLines, linesWidth) = (previousLines, previousLinesWidth)
        } else if TextWrapper.isOneLine(block.text, width: width) {
            (wrappedLines, linesWidth) = (nil, Int32(clamping: block.text.utf8.count))
        } else {
            let lines = TextWrapper.wrap(block.text, width: width, wrap: block.wrap)
            // A text that wraps the same at both widths keeps one array of lines for both.
            wrappedLines = sameText && lines == current.lines ? current.lines : lines
            linesWidth = Int32(clamping: lines.reduce(0) { max($0, CharacterWidth.width(of: $1)) })
        }
        (wrappedText, wrappedWidth, wrapsWords) = (block.text, columns, block.wrap)
        (previousLines, previousWidth, previousLinesWidth) = current
        return Int(linesWidth)
    }
}

/// Two lengths in cells, 32 bits each: a frame's size, origin, proposal or result.
private struct CellPair: Equatable {
    var first: Int32
    var second: Int32

    static let zero = CellPair(first: 0, second: 0)
    /// No proposal yet.
    static let none = CellPair(first: .min, second: .min)

    init(first: Int32, second: Int32) {
        self.first = first
        self.second = second
    }

    init(_ size: Size) {
        self.init(first: Int32(clamping: size.width), second: Int32(clamping: size.height))
    }

    init(_ point: Point) {
        self.init(first: Int32(clamping: point.x), second: Int32(clamping: point.y))
    }

    var size: Size { Size(width: Int(first), height: Int(second)) }
    var point: Point { Point(x: Int(first), y: Int(second)) }
}

/// What only scroll views, lazy lists and long stacks keep in their frames (``NodeFrame``).
private final class ContainerFrame {
    var contentSize = Size.zero
    var viewport = Size.zero
    var narrowedIn: Size?
    var lazyRows: LazyRows?
    var stackPass: StackPass?
}
