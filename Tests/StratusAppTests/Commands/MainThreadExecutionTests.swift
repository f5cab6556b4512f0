import Foundation
import Testing
@testable import StratusApp

/// `render` and `check` run on one thread (`MainThreadExecution`); `run` and `serve` keep Swift's thread pool.
@Suite struct MainThreadExecutionTests {
    @Test func theOneShotCommandsAreNamedAsTheirCommandsAre() {
        let names = [RenderCommand.configuration.commandName, CheckCommand.configuration.commandName].compactMap { $0 }
        #expect(MainThreadExecution.oneShotCommands == Set(names))
        #expect(MainThreadExecution.suits(["render", "x.json"]))
        #expect(MainThreadExecution.suits(["check", "Screens"]))
        #expect(!MainThreadExecution.suits(["run", "render"]))
        #expect(!MainThreadExecution.suits(["render.json"]))
        #expect(!MainThreadExecution.suits(["serve", "Screens"]))
        #expect(!MainThreadExecution.suits([]))
    }

    /// The catalogue asks for its items when it opens (a `sendRequest`, answered in nonisolated code, handed to
    /// the main actor) and draws its frame: every step of that runs on the main thread, and no other thread starts.
    /// A key script that waits starts one, Dispatch's, which keeps the timer of the main actor's sleep (a main-actor
    /// sleep goes to the main executor's timers, which no hook reaches; on Swift's thread pool: five threads; with
    /// `dispatch_main`: two).
    @Test(arguments: [
        (["render", "Screens/catalogue.json", "--size", "100x30"], 0),
        (["render", "Screens/catalogue.json", "--size", "100x30", "--keys", "wait:50 down down enter"], 1),
        (["check", "Screens/catalogue.json"], 0),
    ])
    func aOneShotCommandStartsNoThreadOfItsOwn(_ arguments: [String], threads: Int) async throws {
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
        if arguments.contains("--keys") {
            #expect(result.standardOutput.contains("Selected: Brisk Lamp 1"), "\(result.standardOutput)")
        } else if arguments.first == "render" {
            #expect(result.standardOutput.contains("1000 of 1000 products"), "\(result.standardOutput)")
        }
        let started = try String(contentsOfFile: trace, encoding: .utf8)
            .split(separator: "\n").filter { $0.contains("CLONE_THREAD") }
        #expect(started.count <= threads, "\(started.joined(separator: "\n"))")
    }
}
