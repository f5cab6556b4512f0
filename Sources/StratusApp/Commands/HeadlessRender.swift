import Foundation
import StratusA2UITerminal
import StratusCore
import StratusTerminal

/// What `stratus render` does once its arguments are read: start the app headless, apply the keys, wait
/// for loads and requests to settle (bounded by the timeout), print the frame and, if asked, the states.
struct HeadlessRender: Sendable {
    let assembly: AppAssembly
    let size: TerminalSize
    let script: KeyScript
    let timeout: Double
    let color: Bool
    let dumpState: Bool
    var format: FrameFormat = .text
    /// The colors printed with `color`: 24-bit as the screen gives them, or as a smaller palette shows them.
    var depth: ColorSupport = .trueColor
    /// The longest each step waits for pictures under way (`--image-wait`).
    var imageWait: Duration = HeadlessSession.defaultImageWait
    /// How pictures are drawn (`off`: their placeholders stay, nothing is fetched).
    var images: ImageMode = .cells
    /// Whether to print the A2UI messages the session's Buttons produced and the activities of Adaptive Cards'
    /// actions, one JSON object a line (`--dump-actions`).
    var dumpActions = false

    /// What a render produced: the frame's lines, the state dump, the messages for standard error, the status.
    struct Output: Sendable {
        var lines: [String] = []
        var state: JSONValue?
        /// The A2UI action messages and card activities, when asked for.
        var actions: [JSONValue] = []
        var messages: [String] = []
        var status: Int32 = 0
    }

    /// Runs, prints and ends the process with the exit status (1 when the screen could not be loaded, a request
    /// failed with no `onError` to tell the user, or a step failed).
    @MainActor
    func perform() async -> Never {
        var session: HeadlessSession?
        let output = await render { session = $0 }
        for line in output.lines { print(line) }
        if let state = output.state { print(state.jsonString()) }
        for action in output.actions { print(action.jsonString()) }
        for message in output.messages { StandardError.write("stratus: " + message) }
        // The session lives until the process ends: `exit` flushes the output, and the system takes the memory back
        // in one go instead of the screen's tree being taken apart node by node (a tenth of the run for 65,536 nodes).
        withExtendedLifetime(session) { exit(output.status) }
    }

    /// Runs the app headless and collects what `stratus render` prints; `keep` is handed the session once it
    /// started, for a caller that wants it to outlive the render.
    @MainActor
    func render(keeping keep: (HeadlessSession) -> Void = { _ in }) async -> Output {
        var output = Output()
        let session: HeadlessSession
        do {
            session = try await start()
        } catch {
            output.messages.append("\(error)")
            output.status = 1
            return output
        }
        keep(session)
        defer {
            assembly.agent?.stop()
            assembly.bot?.stop()
        }
        switch await Self.drive(session, through: script.steps, timeout: timeout, settling: settling) {
        case .timedOut:
            output.messages.append(Self.stillBusy(timeout))
        case .failed(let failure):
            output.messages.append(failure)
            output.status = 1
        case .finished:
            break
        }
        output.lines = FramePrinter.output(
            of: session.cells, format: format, color: color, depth: depth, title: assembly.entry,
            accessibility: session.accessibility)
        if dumpState { output.state = StateDump.value(of: session.engine) }
        if dumpActions {
            if let bot = assembly.bot {
                // The channel's activities are what went to the bot; the cards' own record says the same in short.
                output.actions = await bot.sentActivities().map { .object($0.fields) }
            } else {
                output.actions = assembly.loader.liveSurfaces.sentMessages.map(\.json) + assembly.loader.formats.cardActivities
            }
        }
        let problems = diagnose(session)
        output.messages += problems.messages
        output.status = max(output.status, problems.status)
        return output
    }

    /// Starts the app on a headless terminal of `size` and waits for the first screen. A render never reloads
    /// a screen from its file, so screens do not keep what a reload in place needs, except a bot's conversation,
    /// drawn again in place at each change with its cards' inputs kept.
    @MainActor
    func start() async throws -> HeadlessSession {
        try await assembly.stratus.reloadsInPlace(assembly.bot != nil).images(images).headless(width: size.width, height: size.height, imageWait: imageWait)
    }

    /// How applying steps ended.
    enum Outcome: Sendable, Equatable {
        /// Every step was applied and the app settled.
        case finished
        /// A step could not be applied; the message says which and why.
        case failed(String)
        /// The steps did not finish within the timeout; the frame is drawn as it stands.
        case timedOut
    }

    /// Applies `steps` in order. Drives the session in its own task, so that something that never settles cannot
    /// hold the frame back: after `timeout` seconds, a frame is drawn as it stands.
    /// With `settling` (an agent's or a bot's conversation), each step, and the frame, waits for it to answer and
    /// fall quiet first.
    @MainActor
    static func drive(_ session: HeadlessSession, through steps: [KeyScript.Step], timeout: Double,
                      settling: (@MainActor @Sendable () async -> Void)? = nil) async -> Outcome {
        let driver = Task { @MainActor () -> String? in
            for step in steps {
                if let settling {
                    await settling()
                    await session.settle()
                }
                do {
                    try await Self.apply(step, to: session)
                } catch {
                    return "\(Self.describe(step)): \(error)"
                }
            }
            if let settling {
                await settling()
                await session.settle()
            }
            return nil
        }
        switch await Self.value(of: driver, timeout: timeout) {
        case .none:
            _ = session.runtime.renderFrame()
            return .timedOut
        case .some(.some(let failure)):
            return .failed(failure)
        case .some(.none):
            return .finished
        }
    }

    /// What each step waits for before it is applied: the agent's or the bot's conversation to fall quiet.
    @MainActor
    var settling: (@MainActor @Sendable () async -> Void)? {
        if let agent = assembly.agent { return { @MainActor in await agent.settle() } }
        if let bot = assembly.bot { return { @MainActor in await bot.settle() } }
        return nil
    }

    /// The message for steps that did not settle in time.
    static func stillBusy(_ timeout: Double) -> String {
        "still busy after \(format(timeout)) s (--timeout); the frame is printed as it is"
    }

    /// The problems `stratus check` finds in a stream shown, the engine's warnings and errors, and
    /// whether the screen failed to load, has an error by check or showed a request failure (status 1).
    @MainActor
    func diagnose(_ session: HeadlessSession) -> (messages: [String], status: Int32) {
        var messages: [String] = []
        var status: Int32 = 0
        // A screen whose format checks the documents it shows (an A2UI stream) is checked as `stratus check` checks
        // the file: its problems said in check's words, at their places in the file, an error failing.
        var saidByCheck: Set<String> = []
        if let url = session.engine.navigator.currentScreen?.resolvedURL,
           let content = assembly.loader.documentChecked(at: url) {
            let problems = ScreenChecker(engine: session.engine).check(content, formats: assembly.loader.formats)
            messages += problems.map(\.description)
            if problems.contains(where: { $0.severity == .error }) {
                status = 1
                // What the engine met building the screen made from the document is what check found in it: one
                // line a problem, in check's words and the file's places, not again at a path of the made screen.
                saidByCheck = assembly.loader.engineProblems(ofDocumentAt: url)
            }
        }
        for entry in session.engine.logs where entry.level != .info && !saidByCheck.contains(entry.message) {
            messages.append("\(entry.level): \(entry.message)")
        }
        if let screen = session.engine.navigator.currentScreen, let error = screen.error {
            // A local screen's error names its file, line and column (ScreenSourceLoader). The engine logged it
            // when the load failed: it is said once, unless the log let it go.
            let said = ScreenNavigator.loadFailureMessage(screen.url, error)
            if !session.engine.logs.contains(where: { $0.message == said }) {
                messages.append("could not load \(screen.url): \(error)")
            }
            status = 1
        }
        // A request failure that no onError told the user of was shown on screen (the status line): as for a
        // screen that did not load, a script must not take the frame for a success.
        if session.engine.unhandledRequestFailureCount > 0 { status = 1 }
        // A conversation that said a problem (a bot down, a 500, an attachment it cannot show) is not a success.
        if let bot = assembly.bot, bot.problemCount > 0 { status = 1 }
        return (messages, status)
    }

    @MainActor
    static func apply(_ step: KeyScript.Step, to session: HeadlessSession) async throws {
        switch step {
        case .key(let name): try await session.press(name)
        case .text(let text): try await session.type(text)
        case .click(let id): try await session.click(id: id)
        case .wait(let milliseconds):
            try await Task.sleep(for: .milliseconds(milliseconds))
            await session.settle()
        }
    }

    static func describe(_ step: KeyScript.Step) -> String {
        switch step {
        case .key(let name): return "key \(name)"
        case .text(let text): return "typing '\(text)'"
        case .click(let id): return "click:\(id)"
        case .wait(let milliseconds): return "wait:\(milliseconds)"
        }
    }

    /// The task's value, or nil (outer) when it did not finish within `timeout` seconds.
    @MainActor
    static func value<T: Sendable>(of task: Task<T, Never>, timeout: Double) async -> T? {
        await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            let gate = ResumeOnce(continuation)
            Task { @MainActor in gate.resume(.some(await task.value)) }
            Task {
                // The clock is started only if the task is still running when this one gets to run (a render is
                // often done by then): the first sleep of a process costs a search of every protocol conformance
                // record and a thread for the clock.
                guard !gate.isResumed else { return }
                try? await Task.sleep(for: .milliseconds(Int(timeout * 1000)))
                gate.resume(.none)
            }
        }
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

/// Resumes a continuation with the first value offered; later offers are ignored.
private final class ResumeOnce<T: Sendable>: @unchecked Sendable {
    private var continuation: CheckedContinuation<T, Never>?
    private let lock = NSLock()

    init(_ continuation: CheckedContinuation<T, Never>) { self.continuation = continuation }

    /// Whether a value was offered already.
    var isResumed: Bool { lock.withLock { continuation == nil } }

    func resume(_ value: T) {
        let pending = lock.withLock { () -> CheckedContinuation<T, Never>? in
            defer { continuation = nil }
            return continuation
        }
        pending?.resume(returning: value)
    }
}
