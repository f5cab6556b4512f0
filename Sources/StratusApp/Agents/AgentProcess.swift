import Foundation
import StratusCodable
#if canImport(Glibc)
import Glibc
#endif

/// An agent run as a child process that speaks A2UI as JSON Lines: its standard output is the message stream,
/// its standard input takes the client's messages, its standard error is words for the log (the way language
/// servers are run).
///
/// Built on Foundation's `Process` with pipes read by two threads of its own (blocking reads, so no line waits on
/// an event loop), and writes done on a serial queue, so that an agent that stops reading fills its pipe without
/// blocking the screen. `Process` needs no package beyond Foundation and does all this project needs of a child
/// (start it with arguments, find it on `PATH`, signal it, learn its exit status).
final class AgentProcess: AgentTransport, @unchecked Sendable {
    /// The command and its arguments, as typed after `--`.
    let command: [String]
    var name: String { command.joined(separator: " ") }

    // Guarded by `lock`: started on the main actor, ended from the process's termination handler.
    private let lock = NSLock()
    private var process: Process?
    private var input: FileHandle?
    private let writes = DispatchQueue(label: "stratus.agent.stdin")
    /// How long an agent told to stop (SIGTERM) has before it is killed.
    static let gracePeriod: Duration = .seconds(1)

    init(command: [String]) {
        self.command = command
    }

    func start(reportingTo inbox: AgentInbox) throws(StratusAppError) {
        guard !command.isEmpty else { throw StratusAppError(.invalidArgument, "--agent needs a command after --") }
        // A write to an agent that is gone must be an error to handle, not a signal that ends Stratus.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        // Both pipes are read to their ends before the exit is reported: what the agent wrote before it exited,
        // messages and last words alike, is told first (its last words are read on another thread than its exit).
        let pipesEnded = DispatchGroup()
        pipesEnded.enter()
        pipesEnded.enter()
        process.terminationHandler = { finished in
            _ = pipesEnded.wait(timeout: .now() + .seconds(2))
            let status = finished.terminationStatus
            let how = finished.terminationReason == .uncaughtSignal ? "was stopped by signal \(status)" : "exited with status \(status)"
            inbox.post([.ended(how)])
        }
        do {
            try process.run()
        } catch {
            throw StratusAppError(.invalidArgument, "could not start the agent \(name): \(error.localizedDescription)")
        }
        lock.withLock {
            self.process = process
            self.input = input.fileHandleForWriting
        }
        Self.readLines(from: output.fileHandleForReading, as: AgentEvent.line, into: inbox) { pipesEnded.leave() }
        Self.readLines(from: errors.fileHandleForReading, as: AgentEvent.diagnostic, into: inbox) { pipesEnded.leave() }
    }

    /// Writes `line`; a data model goes first, on a line of its own: `{"metadata": {"a2uiClientDataModel": ...}}`
    /// (JSON Lines have no metadata of their own, and a client message may hold nothing but its version and body).
    func send(_ line: String, dataModel: JSONValue?) {
        guard let handle = lock.withLock({ input }) else { return }
        let metadata = dataModel.map { (["metadata": ["a2uiClientDataModel": $0]] as JSONValue).jsonString() + "\n" } ?? ""
        let bytes = Array((metadata + line + "\n").utf8)
        writes.async {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Glibc.write(handle.fileDescriptor, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // The agent closed its input or exited: its end is reported by the process.
                }
                offset += written
            }
        }
    }

    func stop() {
        let (process, input) = lock.withLock { () -> (Process?, FileHandle?) in
            defer { self.process = nil; self.input = nil }
            return (self.process, self.input)
        }
        writes.async { try? input?.close() }
        guard let process, process.isRunning else { return }
        let pid = process.processIdentifier
        process.terminate()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(Self.gracePeriod.components.seconds * 1000))) {
            if process.isRunning { kill(pid, SIGKILL) }
        }
    }

    /// Reads `handle` to its end on a thread of its own, posting each line (without its line break; a last line
    /// without one too) as `event`, every line read in one go in one batch; `ended` runs at the end.
    private static func readLines(from handle: FileHandle, as event: @escaping @Sendable (String) -> AgentEvent,
                                  into inbox: AgentInbox, ended: @escaping @Sendable () -> Void) {
        let thread = Thread {
            var buffer: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let descriptor = handle.fileDescriptor
            while true {
                let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                buffer.append(contentsOf: chunk[..<count])
                guard let lastBreak = buffer.lastIndex(of: UInt8(ascii: "\n")) else { continue }
                let lines = buffer[..<lastBreak].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                inbox.post(lines.map { event(String(decoding: $0, as: UTF8.self)) })
                buffer.removeSubrange(...lastBreak)
            }
            if !buffer.isEmpty { inbox.post([event(String(decoding: buffer, as: UTF8.self))]) }
            try? handle.close()
            ended()
        }
        thread.start()
    }
}
