/// An app running on an in-memory terminal, driven like a user would (a Textual-style pilot).
///
/// ```swift
/// let session = try await Stratus(baseURL: base) { Navigator(json: screen) }.headless(width: 80, height: 24)
/// try await session.press("tab", "enter")
/// try await session.type("hello")
/// #expect(session.text.contains("hello"))
/// ```
/// Every call waits until the engine is idle (loads, requests) and a frame is drawn; pictures under way are
/// waited for at most `imageWait` per call.
@MainActor
public final class HeadlessSession {
    /// The running app.
    public let runtime: StratusRuntime
    /// The in-memory terminal.
    public let backend: HeadlessBackend
    /// The longest each call waits for pictures that are loading (`ImageStore`) before drawing its frame
    /// without them; zero draws at once. A picture that arrives later shows on a later call.
    public var imageWait: Duration

    init(runtime: StratusRuntime, backend: HeadlessBackend, imageWait: Duration = HeadlessSession.defaultImageWait) {
        self.runtime = runtime
        self.backend = backend
        self.imageWait = imageWait
        runtime.animationsFrozen = true
    }

    /// One second: pictures from files and from a server nearby arrive well within it; an unreachable or slow
    /// server costs a render at most this much per step (`stratus render --image-wait`).
    nonisolated public static let defaultImageWait = Duration.seconds(1)

    /// The engine (states, logs, navigator).
    public var engine: ServerDrivenEngine { runtime.engine }

    /// Presses keys in the key grammar, one argument per key (`"tab"`, `"ctrl+s"`); an argument with spaces is
    /// a sequence (`"tab tab enter"`). Throws `TerminalError` for a key that does not parse.
    public func press(_ keys: String...) async throws {
        for argument in keys {
            let presses = argument.contains(" ") && argument != " " ? try KeyPress.parseSequence(argument) : [try KeyPress(parsing: argument)]
            for press in presses {
                runtime.handle(.key(press))
                await settle()
            }
        }
    }

    /// Types text, one key per character.
    public func type(_ text: String) async throws {
        for character in text {
            runtime.handle(.key(character == "\n" ? KeyPress(.enter) : KeyPress(.character(character))))
        }
        await settle()
    }

    /// Pastes text in one go (bracketed paste).
    public func paste(_ text: String) async {
        runtime.handle(.paste(text))
        await settle()
    }

    /// Clicks the middle of the box with `id` (a node id or a `.id(...)`): focuses and activates it.
    /// Throws when no such box is on screen.
    public func click(id: String) async throws {
        guard let frame = runtime.screenFrame(ofID: id) else {
            throw TerminalError(.session, "no box with id \"\(id)\" is on screen")
        }
        try await click(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    }

    /// Clicks the cell at (`x`, `y`).
    public func click(x: Int, y: Int) async throws {
        runtime.handle(.mouse(MouseEvent(.press(.left), x: x, y: y)))
        runtime.handle(.mouse(MouseEvent(.release(.left), x: x, y: y)))
        await settle()
    }

    /// Turns the mouse wheel over (`x`, `y`): positive `steps` scroll down.
    public func scroll(x: Int, y: Int, steps: Int) async {
        for _ in 0..<abs(steps) {
            runtime.handle(.mouse(MouseEvent(steps > 0 ? .wheelDown : .wheelUp, x: x, y: y)))
        }
        await settle()
    }

    /// Resizes the terminal.
    public func resize(width: Int, height: Int) async {
        backend.size = Size(width: width, height: height)
        runtime.handle(.resize(backend.size))
        await settle()
    }

    /// Waits until the engine has nothing running, then draws a frame; then waits up to `imageWait` for the
    /// pictures it started loading and draws them. The wait for pictures starts when the first of them is asked
    /// for, not when `settle` is called: a busy process can take longer than `imageWait` to draw that frame.
    public func settle() async {
        var imageDeadline: ContinuousClock.Instant?
        let rounds = 20
        for round in 1...rounds {
            for _ in 0..<50 {
                await engine.waitUntilIdle()
                await Task.yield()
                if !runtime.isLoading { break }
            }
            // A frame whose `onAppear` actions run after it (a `layout:lifecycle`'s `onInit`) is replaced by the
            // next round's before anything reads the terminal: it is placed, not painted. The last round paints.
            runtime.renderFrame(withholdingIfReplaced: round < rounds)
            // A picture that arrives in time asks for a frame (its view's state changes).
            if ImageStore.shared.isLoading(for: engine) {
                let deadline = imageDeadline ?? ContinuousClock.now + imageWait
                imageDeadline = deadline
                await ImageStore.shared.waitForLoads(of: engine, until: deadline)
            }
            // A frame can start work of its own (`onAppear`, `layout:lifecycle`, work they hand the engine to run
            // in the background): settle that too.
            if (!runtime.needsFrame || runtime.isAnimatingOnly) && !engine.hasPendingWork { break }
        }
    }

    /// The frame as text: rows joined by newlines, trailing spaces removed.
    public var text: String { backend.frame.text }
    /// The frame's rows, full width.
    public var lines: [String] { backend.frame.lines }
    /// The frame's cells, with their styles.
    public var cells: CellBuffer { backend.frame }
    /// The identity of the focused box (the node id for a component's own focusable box).
    public var focusedID: String? { runtime.focusedID }
    /// Layout invariants the last frame broke, one sentence each (checked in debug builds only).
    public var layoutProblems: [String] { runtime.layoutProblems }
    /// What the screen shown is to a screen reader (`stratus render --format accessibility`).
    public var accessibility: AccessibilityTree { runtime.accessibilityTree }
    /// Every line a screen reader was told so far, when the app was made with `Stratus.screenReader()`.
    public internal(set) var spokenLines: [String] = []
    /// Whether the app asked to quit.
    public var didQuit: Bool { runtime.quitRequested }

    /// The frame with its styles, as ``FrameSnapshot`` writes it: the rows, then a lettered map of their styles.
    public var styledText: String { FrameSnapshot.text(of: backend.frame) }
}
