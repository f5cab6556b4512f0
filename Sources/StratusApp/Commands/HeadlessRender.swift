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

    /// Runs and prints; returns the exit status (1 when the screen could not be loaded or a step failed).
    @MainActor
    func perform() async -> Int32 {
        let session: HeadlessSession
        do {
            session = try await assembly.stratus.headless(width: size.width, height: size.height)
        } catch {
            StandardError.write("stratus: \(error)")
            return 1
        }
        var status: Int32 = 0
        let steps = script.steps
        // Drive the session in its own task, so that a request that never ends cannot hold the frame back:
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
        let finished = await Self.value(of: driver, timeout: timeout)
        switch finished {
        case .none:
            StandardError.write("stratus: still busy after \(Self.format(timeout)) s (--timeout); printing the frame as it is")
            _ = session.runtime.renderFrame()
        case .some(.some(let failure)):
            StandardError.write("stratus: \(failure)")
            status = 1
        case .some(.none):
            break
        }
        for line in FramePrinter.lines(of: session.cells, color: color) { print(line) }
        if dumpState { print(StateDump.value(of: session.engine).jsonString()) }
        for entry in session.engine.logs where entry.level != .info {
            StandardError.write("stratus: \(entry.level): \(entry.message)")
        }
        if let screen = session.engine.navigator.currentScreen, let error = screen.error {
            StandardError.write("stratus: could not load \(screen.url): \(error)")
            status = 1
        }
        return status
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
    static func value<T: Sendable>(of task: Task<T, Never>, timeout: Double) async -> T?? {
        await withCheckedContinuation { (continuation: CheckedContinuation<T??, Never>) in
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
