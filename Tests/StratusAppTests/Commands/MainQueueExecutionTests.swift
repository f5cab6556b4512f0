import Foundation
import Testing
@testable import StratusApp

/// `render` and `check` run on one thread (`MainQueueExecution`); `run` and `serve` keep Swift's thread pool.
@Suite struct MainQueueExecutionTests {
    @Test func theOneShotCommandsAreNamedAsTheirCommandsAre() {
        let names = [RenderCommand.configuration.commandName, CheckCommand.configuration.commandName].compactMap { $0 }
        #expect(MainQueueExecution.oneShotCommands == Set(names))
        #expect(MainQueueExecution.suits(["render", "x.json"]))
        #expect(MainQueueExecution.suits(["check", "Screens"]))
        #expect(!MainQueueExecution.suits(["run", "render"]))
        #expect(!MainQueueExecution.suits(["render.json"]))
        #expect(!MainQueueExecution.suits(["serve", "Screens"]))
        #expect(!MainQueueExecution.suits([]))
    }

    /// The catalogue asks for its items when it opens (a `sendRequest`, answered in nonisolated code, handed to
    /// the main actor), the keys wait (a sleep's deadline) and move the selection: every step of that runs on the
    /// main queue. The process starts at most two threads, both Dispatch's: the one that drains the main queue once
    /// the main thread hands it over (`dispatchMain`), and the one that keeps the timers of a key script that waits
    /// (on Swift's thread pool: five).
    @Test(arguments: [
        ["render", "Screens/catalogue.json", "--size", "100x30", "--keys", "wait:50 down down enter"],
        ["check", "Screens/catalogue.json"],
    ])
    func aOneShotCommandStartsNoThreadOfItsOwn(_ arguments: [String]) async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        guard let strace = Subprocess.which("strace") else {
            try Test.cancel("strace is not installed (make deps-test installs it with apt-get when it may)")
        }
        let folder = try TemporaryFolder()
        let trace = folder.path + "/threads"
        let paths = arguments.map { $0.hasPrefix("Screens/") ? PackageRoot.path + "/" + $0 : $0 }
        let result = try await Subprocess.run(
            strace, ["-f", "-qq", "-e", "trace=clone,clone3", "-o", trace, binary] + paths)
        if result.status != 0, result.standardError.contains("ptrace") {
            try Test.cancel("strace cannot trace here: \(result.standardError)")
        }
        #expect(result.status == 0, "\(result.standardError)")
        if arguments.first == "render" {
            #expect(result.standardOutput.contains("Selected: Brisk Lamp 1"), "\(result.standardOutput)")
        }
        let started = try String(contentsOfFile: trace, encoding: .utf8)
            .split(separator: "\n").filter { $0.contains("CLONE_THREAD") }
        #expect(started.count <= 2, "\(started.joined(separator: "\n"))")
    }
}
