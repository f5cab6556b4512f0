/// Where frames go and where input comes from: a real terminal (ncurses) or memory (headless).
@MainActor
public protocol TerminalBackend: AnyObject {
    /// The terminal's size in cells.
    var size: Size { get }
    /// Writes the changed cells of a frame and shows the cursor at `cursor` (hidden when nil).
    func present(_ changes: [CellChange], frame: CellBuffer, cursor: Point?)
    /// Whether `present(_:frame:cursor:)` reads the changed cells (the default). A backend that keeps whole frames
    /// says false and is handed none: a first frame changes every cell, and listing them (a copy of each) cost more
    /// than the rest of presenting it.
    var readsChangedCells: Bool { get }
    /// The input that arrived since the last call, without waiting.
    func pollInput() -> [InputEvent]
    /// Returns when input may be waiting for `pollInput()`, when `wake()` is called, or after `timeout`, whichever
    /// comes first. The main actor is free for other work meanwhile.
    func waitForInput(upTo timeout: Duration) async
    /// Ends a `waitForInput(upTo:)` under way: something other than input asked for a frame.
    func wake()
    /// Gives the terminal back to the shell (idempotent).
    func shutdown()
}

extension TerminalBackend {
    /// Backends read the changed cells unless they say otherwise.
    public var readsChangedCells: Bool { true }
}

/// A backend that keeps the last frame in memory: what tests and `stratus render` use.
@MainActor
public final class HeadlessBackend: TerminalBackend {
    /// The terminal's size.
    public var size: Size
    /// The last frame presented (blank before the first).
    public private(set) lazy var frame = CellBuffer(width: size.width, height: size.height)
    /// The cursor of the last frame.
    public private(set) var cursor: Point?
    /// Frames presented so far.
    public private(set) var frameCount = 0
    /// Input waiting to be polled.
    public var pendingInput: [InputEvent] = []

    /// A headless terminal of the given size.
    public init(width: Int, height: Int) {
        size = Size(width: width, height: height)
    }

    /// Keeps whole frames: the changed cells are not listed for it (`Terminal.lastChangeCount` counts them).
    public var readsChangedCells: Bool { false }

    /// Records the frame.
    public func present(_ changes: [CellChange], frame: CellBuffer, cursor: Point?) {
        self.frame = frame
        self.cursor = cursor
        frameCount += 1
    }

    /// Hands over the queued input.
    public func pollInput() -> [InputEvent] {
        defer { pendingInput.removeAll() }
        return pendingInput
    }

    /// Naps as a backend with no descriptor to watch does (input is queued by the caller, who then polls).
    public func waitForInput(upTo timeout: Duration) async {
        await InputReadiness.wait(on: nil, upTo: timeout)
    }

    /// Nothing to end: waits are short.
    public func wake() {}

    /// Nothing to restore.
    public func shutdown() {}
}
