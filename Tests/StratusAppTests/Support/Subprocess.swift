import Foundation
import StratusCore
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion and collects what it printed.
///
/// Written on `posix_spawn` and `waitpid` with output to temporary files, rather than `Process` and pipes:
/// tmux leaves a server behind that inherits the child's descriptors, so a pipe would never reach its end,
/// and `Process` did not always notice the client's exit. A child gets its three standard streams and nothing else
/// of the test process (tests run in parallel: a server started by one test would otherwise hold another test's
/// pipes, sockets and files open, and its own descriptor count would depend on what ran beside it).
struct Subprocess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `executable` with `arguments`; standard input is /dev/null.
    ///
    /// The program is waited for on a thread of its own: Swift's cooperative pool has as many threads as the
    /// machine has cores (two on CI), and a test blocking one of them while a program runs starves every other
    /// test that waits on the clock.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) async throws -> Result {
        let folder = try TemporaryFolder()
        let outputPath = folder.path + "/stdout"
        let errorPath = folder.path + "/stderr"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        ChildProcess.closeInheritedDescriptors(in: &actions)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        let exitStatus = await exitStatus(of: pid)
        return Result(
            status: exitStatus,
            standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }

    /// Waits for the child `pid` to end, on a thread of its own (not one of the cooperative pool's), and returns
    /// its exit status (128 + the signal's number when a signal ended it).
    static func exitStatus(of pid: pid_t) async -> Int32 {
        await withCheckedContinuation { continuation in
            Thread {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                continuation.resume(returning: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
            }.start()
        }
    }

    /// Runs each command line in turn (program first, output discarded) on a thread of its own, without waiting:
    /// for clean-ups that cannot wait, such as a deinit's.
    static func runInBackground(_ commands: [[String]]) {
        Thread {
            for command in commands {
                guard let pid = try? start(command[0], Array(command.dropFirst()), log: "/dev/null") else { continue }
                var status: Int32 = 0
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            }
        }.start()
    }

    /// Starts `executable` with `arguments` in the background, standard input /dev/null, standard output and
    /// error to the file `log`; returns its process id (the caller waits for it).
    static func start(_ executable: String, _ arguments: [String], log: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        ChildProcess.closeInheritedDescriptors(in: &actions)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        return pid
    }

    /// The full path of a program found on PATH.
    static func which(_ program: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
