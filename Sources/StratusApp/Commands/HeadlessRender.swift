import Foundation
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

    /// What a render produced: the frame's lines, the state dump, the messages for standard error, the status.
    struct Output: Sendable {
        var lines: [String] = []
        var state: JSONValue?
        var messages: [String] = []
        var status: Int32 = 0
    }

    /// Runs and prints; returns the exit status (1 when the screen could not be loaded or a step failed).
    @MainActor
    func perform() async -> Int32 {
        let output = await render()
        for line in output.lines { print(line) }
        if let state = output.state { print(state.jsonString()) }
        for message in output.messages { StandardError.write("stratus: " + message) }
        return output.status
    }

    /// Runs the app headless and collects what `stratus render` prints.
    @MainActor
    func render() async -> Output {
        var output = Output()
        let session: HeadlessSession
        do {
            session = try await assembly.stratus.headless(width: size.width, height: size.height)
        } catch {
            output.messages.append("\(error)")
            output.status = 1
            return output
        }
        let steps = script.steps
        // Drive the session in its own task, so that something that never settles cannot hold the frame back:
        // after the timeout, the frame is printed as it stands.
        let driver = Task { @MainActor () -> String? in
            for step in steps {
                do {
                    try await Self.apply(step, to: session)
                } catch {
                    return "\(Self.describe(step)): \(error)"
                }
            }
            return nil
        }
        switch await Self.value(of: driver, timeout: timeout) {
        case .none:
            output.messages.append("still busy after \(Self.format(timeout)) s (--timeout); the frame is printed as it is")
            _ = session.runtime.renderFrame()
        case .some(.some(let failure)):
            output.messages.append(failure)
            output.status = 1
        case .some(.none):
            break
        }
        output.lines = FramePrinter.lines(of: session.cells, color: color)
        if dumpState { output.state = StateDump.value(of: session.engine) }
        for entry in session.engine.logs where entry.level != .info {
            output.messages.append("\(entry.level): \(entry.message)")
        }
        if let screen = session.engine.navigator.currentScreen, let error = screen.error {
            output.messages.append("could not load \(ScreenTransport.displayName(of: screen.url)): \(error)")
            if let located = locatedSyntaxError(for: screen.resolvedURL) { output.messages.append(located) }
            output.status = 1
        }
        return output
    }

    /// For a local screen that is not valid JSON or YAML, the problem at its file, line and column.
    private func locatedSyntaxError(for resolvedURL: String?) -> String? {
        guard let resolvedURL, let url = URL(string: resolvedURL), ScreenTransport.isLocal(url),
              let file = assembly.transport.folder?.resolve(url.path) else { return nil }
        do {
            _ = try ScreenDocument(contentsOfFile: file)
            return nil
        } catch {
            return error.description
        }
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

    func resume(_ value: T) {
        let pending = lock.withLock { () -> CheckedContinuation<T, Never>? in
            defer { continuation = nil }
            return continuation
        }
        pending?.resume(returning: value)
    }
}
