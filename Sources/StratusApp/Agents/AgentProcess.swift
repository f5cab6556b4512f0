import Foundation
import StratusA2UITerminal
import StratusCodable
import StratusCore
#if canImport(Glibc)
import Glibc
#endif

/// An agent run as a child process that speaks A2UI as JSON Lines: its standard output is the message stream,
/// its standard input takes the client's messages, its standard error is words for the log (the way language
/// servers are run).
///
/// Started as a `ChildProcess` (an empty signal mask and default signal actions, so that `kill PID` and Ctrl+C
/// in its own terminal stop it), through `/usr/bin/env` so that the command is found on `PATH`. Its pipes are read by
/// two threads of its own (blocking reads, so no line waits on an event loop), and writes are done on a serial
/// queue, so that an agent that stops reading fills its pipe without blocking the screen.
final class AgentProcess: AgentTransport, @unchecked Sendable {
    /// The command and its arguments, as typed after `--`.
    let command: [String]
    var name: String { command.joined(separator: " ") }
    /// The agent is a child process: the restart key starts it again.
    var runsTheAgent: Bool { true }

    // Guarded by `lock`: started on the main actor, ended from the process's exit handler.
    private let lock = NSLock()
    private var process: ChildProcess?
    private var input: FileHandle?
    private let writes = DispatchQueue(label: "stratus.agent.stdin")
    /// How long an agent told to stop (SIGTERM) has before it is killed (SIGKILL).
    static let gracePeriod: Duration = .seconds(1)

    init(command: [String]) {
        self.command = command
    }

    func start(reportingTo inbox: AgentInbox) throws(StratusAppError) {
        guard !command.isEmpty else { throw StratusAppError(.invalidArgument, "--agent needs a command after --") }
        // A write to an agent that is gone must be an error to handle, not a signal that ends Stratus.
        signal(SIGPIPE, SIG_IGN)
        let output = Self.pipe(), errors = Self.pipe(), input = Self.pipe()
        let process: ChildProcess
        do {
            process = try ChildProcess(executable: "/usr/bin/env", arguments: command, input: .descriptor(input.read),
                                       output: .descriptor(output.write), errors: .descriptor(errors.write))
        } catch {
            [output, errors, input].forEach { close($0.read); close($0.write) }
            throw StratusAppError(.invalidArgument, "could not start the agent \(name): \(error.message)")
        }
        // The child has its copies; these ends are the agent's, and the reads end when it closes them.
        [output.write, errors.write, input.read].forEach { close($0) }
        // Both pipes are read to their ends before the exit is reported: what the agent wrote before it exited,
        // messages and last words alike, is told first (its last words are read on another thread than its exit).
        let pipesEnded = DispatchGroup()
        pipesEnded.enter()
        pipesEnded.enter()
        lock.withLock {
            self.process = process
            self.input = FileHandle(fileDescriptor: input.write, closeOnDealloc: true)
        }
        Self.readLines(from: FileHandle(fileDescriptor: output.read, closeOnDealloc: true), as: AgentEvent.line,
                       into: inbox) { pipesEnded.leave() }
        Self.readLines(from: FileHandle(fileDescriptor: errors.read, closeOnDealloc: true), as: AgentEvent.diagnostic,
                       into: inbox) { pipesEnded.leave() }
        process.onExit { termination in
            _ = pipesEnded.wait(timeout: .now() + .seconds(2))
            let how = switch termination {
            case .signalled(let signal): "was stopped by signal \(signal)"
            case .exited(let status): "exited with status \(status)"
            }
            inbox.post([.ended(how)])
        }
    }

    /// A pipe whose two ends are close-on-exec (the child gets its end by `dup2`, which clears the flag).
    private static func pipe() -> (read: CInt, write: CInt) {
        var ends: [CInt] = [-1, -1]
        _ = Glibc.pipe(&ends)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
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
        let (process, input) = lock.withLock { () -> (ChildProcess?, FileHandle?) in
            defer { self.process = nil; self.input = nil }
            return (self.process, self.input)
        }
        writes.async { try? input?.close() }
        process?.terminate(grace: Self.gracePeriod)
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
