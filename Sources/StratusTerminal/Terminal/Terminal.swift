/// The one frame loop: paints a frame when something changed, diffs it against the last one and hands only the
/// changed cells to the backend.
///
/// The ncurses runtime (`StratusRuntime`), `ViewHost` and headless rendering (`stratus render`, tests) all draw
/// through `draw(_:)`, and every reason for a new frame (input, a state change, an engine update, a resize, an
/// animation tick) reaches it through `setNeedsDraw()`.
@MainActor
public final class Terminal {
    /// Where frames go and input comes from.
    public let backend: any TerminalBackend
    /// The last frame presented.
    private var previous: CellBuffer?
    /// True when the next frame presented is written whole (`setNeedsFullRepaint()`), not compared with `previous`.
    private var repaintsEverything = false
    private var drawRequested = true
    /// How many cells the last frame changed: counted as the backend was handed them, or, for a backend that keeps
    /// whole frames, when first asked (nil until then: the runtime only asks whether any changed).
    private var countedChanges: Int? = 0
    /// The frame before the last one presented, kept while the last one's changed cells are not counted.
    private var frameBeforeLast: CellBuffer?

    /// Cells written by the last frame.
    public var lastChangeCount: Int {
        if let countedChanges { return countedChanges }
        let count = previous.map { FrameDiff.changeCount(from: frameBeforeLast, to: $0) } ?? 0
        countedChanges = count
        frameBeforeLast = nil
        return count
    }

    /// True when the last frame changed a cell (`lastChangeCount > 0`), found without counting them all. A frame
    /// found unchanged is known to count 0, so that `lastChangeCount` asked next does not compare it again.
    var lastFrameChangedCells: Bool {
        if let countedChanges { return countedChanges > 0 }
        guard let previous, FrameDiff.hasChanges(from: frameBeforeLast, to: previous) else {
            (countedChanges, frameBeforeLast) = (0, nil)
            return false
        }
        return true
    }

    /// A frame loop on `backend`; the first `draw` paints a whole frame.
    public init(backend: any TerminalBackend) {
        self.backend = backend
    }

    /// The terminal's size in cells.
    public var size: Size { backend.size }

    /// True when the next `draw` paints: something changed, or the terminal changed size.
    public var needsDraw: Bool {
        drawRequested || previous.map { $0.width != backend.size.width || $0.height != backend.size.height } ?? true
    }

    /// Asks for a frame: the one invalidation path. A run loop waiting for input wakes up to draw it.
    public func setNeedsDraw() {
        if !drawRequested { backend.wake() }
        drawRequested = true
    }

    /// Asks for a frame written whole, every cell handed to the backend (after a resize, or an overlay the
    /// terminal may have drawn over).
    public func setNeedsFullRepaint() {
        repaintsEverything = true
        setNeedsDraw()
    }

    /// Paints a frame with `paint` when one is needed (or `force`), diffs it against the last frame and presents
    /// the changed cells. `paint` fills a blank buffer of the terminal's size and returns where the cursor goes
    /// (nil hides it); it may ask for another frame. Returns true when a frame was painted.
    @discardableResult
    public func draw(force: Bool = false, _ paint: (inout CellBuffer) -> Point?) -> Bool {
        draw(force: force, composing: { .shown(cursor: paint(&$0)) })
    }

    /// What composing a frame gave: the cells painted, with where the cursor goes, or nothing to show.
    enum Composition {
        /// The buffer holds the frame; the cursor goes there (nil hides it).
        case shown(cursor: Point?)
        /// The frame is not shown: it would be replaced at once (`Stage.drawFrame(withholdingIfReplaced:)`).
        case withheld
    }

    /// Draws as `draw(force:_:)` does, except that `compose` may withhold the frame: then nothing is presented,
    /// the last frame presented stays the one the next is compared with, and no cell counts as changed. Returns
    /// true when a frame was composed, shown or not.
    @discardableResult
    func draw(force: Bool = false, composing compose: (inout CellBuffer) -> Composition) -> Bool {
        guard force || needsDraw else { return false }
        drawRequested = false
        let size = backend.size
        var buffer = CellBuffer(width: size.width, height: size.height)
        guard case .shown(let cursor) = compose(&buffer) else {
            (countedChanges, frameBeforeLast) = (0, nil)
            return true
        }
        let comparedWith = repaintsEverything ? nil : previous
        if backend.readsChangedCells {
            let changes = FrameDiff.changes(from: comparedWith, to: buffer)
            backend.present(changes, frame: buffer, cursor: cursor)
            (countedChanges, frameBeforeLast) = (changes.count, nil)
        } else {
            backend.present([], frame: buffer, cursor: cursor)
            (countedChanges, frameBeforeLast) = (nil, comparedWith)
        }
        previous = buffer
        repaintsEverything = false
        return true
    }
}
