import Foundation
import NIOPosix
import Testing
@testable import StratusSSH

@Suite("Pseudo-terminal process")
struct PseudoTerminalProcessTests {
    /// Reads the master until `text` shows up or the child's terminal closes.
    private func read(_ process: PseudoTerminalProcess, until text: String, seconds: Double = 10) -> String {
        var output: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline, !String(decoding: output, as: UTF8.self).contains(text) {
            var descriptor = pollfd(fd: process.master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(process.master, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            output += buffer[..<count]
        }
        return String(decoding: output, as: UTF8.self)
    }

    @Test func runsOnItsOwnControllingTerminalWithTheGivenSizeAndEnvironment() throws {
        let process = try PseudoTerminalProcess(
            executable: "/bin/sh", arguments: ["-c", "stty size; echo TERM=$TERM; test -t 0 && echo TTY; echo DONE"],
            environment: ["TERM": "xterm-256color", "PATH": "/usr/bin:/bin"], columns: 120, rows: 40)
        let output = read(process, until: "DONE")
        #expect(output.contains("40 120"))
        #expect(output.contains("TERM=xterm-256color"))
        #expect(output.contains("TTY"))
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        #expect(PseudoTerminalProcess.exitCode(of: try process.waitForExit(on: loop).wait()) == 0)
    }

    @Test func aResizeReachesTheChildAsSIGWINCH() throws {
        let process = try PseudoTerminalProcess(
            executable: "/bin/sh",
            arguments: ["-c", "trap 'stty size; exit 0' WINCH; echo READY; while :; do sleep 0.05; done"],
            environment: ["PATH": "/usr/bin:/bin"], columns: 80, rows: 24)
        #expect(read(process, until: "READY").contains("READY"))
        process.resize(columns: 132, rows: 50)
        #expect(read(process, until: "50 132").contains("50 132"))
        _ = try process.terminate(on: MultiThreadedEventLoopGroup.singleton.next()).wait()
    }

    /// The child holds its terminal and nothing else of the server's: not another session's master. Its
    /// descriptors are read from outside (`/proc/PID/fd`): a shell listing its own would show the pipe or the
    /// directory it opened to list them.
    @Test func theChildInheritsNoOtherDescriptor() throws {
        let other = try PseudoTerminalProcess(executable: "/bin/sleep", arguments: ["30"], environment: [:],
                                              columns: 80, rows: 24)
        let process = try PseudoTerminalProcess(
            executable: "/bin/sh", arguments: ["-c", "echo READY; exec sleep 30"],
            environment: ["PATH": "/usr/bin:/bin"], columns: 80, rows: 24)
        #expect(read(process, until: "READY").contains("READY"))
        // Once sh has become sleep and sleep has settled (while it starts, it may hold a locale file open for a
        // moment), the descriptors are those it was started with.
        func listing() -> [String: String] {
            let folder = "/proc/\(process.pid)/fd"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return Dictionary(uniqueKeysWithValues: names.map { name in
                (name, (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name)) ?? "?")
            })
        }
        var descriptors: [String: String] = [:]
        for _ in 0..<100 {
            let command = (try? String(contentsOfFile: "/proc/\(process.pid)/cmdline", encoding: .utf8)) ?? ""
            if command.hasPrefix("sleep") {
                let first = listing()
                Thread.sleep(forTimeInterval: 0.1)
                descriptors = listing()
                if descriptors == first { break }
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(descriptors.keys.sorted() == ["0", "1", "2"], "inherited: \(descriptors)")
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let status = try other.terminate(on: loop).wait()
        #expect(status & 0x7F == SIGHUP)
        _ = try process.terminate(on: loop).wait()
    }

    @Test func terminateKillsAChildThatIgnoresTheHangUp() throws {
        let process = try PseudoTerminalProcess(
            executable: "/bin/sh", arguments: ["-c", "trap '' HUP; echo READY; while :; do sleep 0.05; done"],
            environment: ["PATH": "/usr/bin:/bin"], columns: 80, rows: 24)
        #expect(read(process, until: "READY").contains("READY"))
        let status = try process.terminate(on: MultiThreadedEventLoopGroup.singleton.next(), grace: .milliseconds(200)).wait()
        #expect(status & 0x7F == SIGKILL)
    }
}
