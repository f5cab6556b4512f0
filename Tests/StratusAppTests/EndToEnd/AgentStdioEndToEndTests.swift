import Foundation
import StratusCore
import Testing

/// A conversation with an A2UI agent run as a child process (`stratus run --agent -- COMMAND`), in a real terminal
/// (tmux), with the scripted booking agent of `Agents/booking_agent.py`: the form is filled, its Button becomes
/// enabled and is pressed, the agent checks the action's context (its log says what it received) and answers with
/// a confirmation surface whose list streams in. Then what the screen says when the agent exits, or writes
/// something that is not a message, and the key that restarts it.
@Suite("A2UI agent over stdio (tmux)", .serialized)
struct AgentStdioEndToEndTests {
    static let agent = PackageRoot.path + "/Agents/booking_agent.py"

    /// A session running `stratus run --agent` on the booking agent with `agentArguments`, its log in `folder`,
    /// once the form shows; nil, with a recorded issue, when it does not.
    static func conversation(in folder: TemporaryFolder, agentArguments: String = "", options: String = "",
                             width: Int = 100, height: Int = 32) async throws -> TmuxSession? {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        guard Subprocess.which("python3") != nil else { try Test.cancel("python3 is not installed (make deps-test installs it)") }
        let session = try await TmuxSession(tmux: tmux, width: width, height: height)
        try await session.type(line: "\(binary) run \(options) --agent -- python3 \(agent) --log \(folder.path)/agent.log "
                         + "--pace 0.05 \(agentArguments); echo EXIT\"\"=$?")
        let opened = try await session.waitFor("Type the passenger's name")
        #expect(opened.found, "the agent's form did not show:\n\(opened.screen)")
        return opened.found ? session : nil
    }

    /// The entries of the agent's log, oldest first.
    static func log(in folder: TemporaryFolder) throws -> [JSONValue] {
        let text = (try? String(contentsOfFile: folder.path + "/agent.log", encoding: .utf8)) ?? ""
        return try text.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    }

    /// Fills the booking form: a name typed, the second cabin chosen (each option is a control), a date typed.
    static func fillForm(_ session: TmuxSession) async throws {
        try await session.type("Ada")
        #expect(try await session.waitFor("› Ada").found, "typing did not reach the name field")
        try await session.send("Tab")
        try await session.send("Down")
        try await session.send("Enter")
        let chosen = try await session.waitFor("(•) Business")
        #expect(chosen.found, "the cabin was not chosen:\n\(chosen.screen)")
        // Past the last option, to the date.
        try await session.send("Tab")
        try await session.send("Tab")
        try await session.type("2026-12-24")
        let dated = try await session.waitFor("› 2026-12-24")
        #expect(dated.found, "the date was not typed:\n\(dated.screen)")
    }

    /// Fills the form and waits for its Button's checks to enable it (their message goes).
    static func fillFormUntilBookable(_ session: TmuxSession) async throws {
        try await fillForm(session)
        let enabled = try await session.waitUntil { try await !session.capture().contains("Type the date as YYYY-MM-DD") }
        let filled = try await session.capture()
        #expect(enabled, "the Button stayed disabled with the form filled:\n\(filled)")
    }

    /// Fills the form and presses its Button.
    static func fillFormAndBook(_ session: TmuxSession) async throws {
        try await fillForm(session)
        try await session.send("Tab")
        try await session.send("Enter")
    }

    @Test func aWholeConversationFromTheFormToTheConfirmation() async throws {
        let folder = try TemporaryFolder()
        guard let session = try await Self.conversation(in: folder) else { return }
        // The restart key is a binding of the screen: the footer offers it.
        #expect(try await session.capture().contains("Restart agent"))
        try await Self.fillFormUntilBookable(session)
        try await session.send("Tab")
        try await session.send("Enter")
        let confirmed = try await session.waitFor("Boarding pass sent to Ada")
        #expect(confirmed.found, "the confirmation did not stream in:\n\(confirmed.screen)")
        #expect(confirmed.screen.contains("Booking confirmed") && confirmed.screen.contains("Ada, Business, departing 2026-12-24"))
        // The form's surface was deleted by the agent: the confirmation replaced it.
        #expect(!confirmed.screen.contains("Book a flight"), "\(confirmed.screen)")
        #expect(confirmed.screen.contains("Seat assigned in Business"))
        // The agent's log: the action it received, with the context the form resolved to, and its verdict.
        let entries = try Self.log(in: folder)
        let received = try #require(entries.first { $0["received"] != nil }, "the agent logged no message: \(entries)")
        #expect(received["received"]?["action"]?["name"] == "book")
        #expect(received["received"]?["action"]?["surfaceId"] == "booking")
        #expect(received["received"]?["action"]?["sourceComponentId"] == "book")
        #expect(received["received"]?["action"]?["context"] == ["name": "Ada", "cabin": ["business"], "date": "2026-12-24"])
        #expect(received["verdict"] == "ok")
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=130").found)
        #expect(try await !session.isAlternateScreenOn())
    }

    @Test func anAgentThatExitsIsShownWithItsLastWordsAndRestarts() async throws {
        let folder = try TemporaryFolder()
        guard let session = try await Self.conversation(in: folder, agentArguments: "--fault exit") else { return }
        try await Self.fillFormAndBook(session)
        let ended = try await session.waitFor("exited with status 3")
        #expect(ended.found, "the agent's exit was not shown:\n\(ended.screen)")
        #expect(ended.screen.contains("giving up on this booking"), "its last words were not shown:\n\(ended.screen)")
        // What was typed is still there.
        #expect(ended.screen.contains("› Ada"), "\(ended.screen)")
        try await session.send("C-r")
        let restarted = try await session.waitUntil {
            let screen = try await session.capture()
            return !screen.contains("exited with status 3") && screen.contains("Type the passenger's name")
        }
        let afterRestart = try await session.capture()
        #expect(restarted, "Ctrl+R did not start the agent again:\n\(afterRestart)")
        let starts = try Self.log(in: folder).filter { $0["event"] == "start" }
        #expect(starts.count == 2, "the agent was not started twice: \(starts)")
        try await session.send("C-c")
        _ = try await session.waitFor("Lose what you typed?", timeout: .seconds(5))
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }

    @Test func garbageFromTheAgentIsShownAndTheSurfaceKeepsItsState() async throws {
        let folder = try TemporaryFolder()
        guard let session = try await Self.conversation(in: folder, agentArguments: "--fault garbage") else { return }
        try await Self.fillFormAndBook(session)
        let refused = try await session.waitFor("not an A2UI message")
        #expect(refused.found, "the garbage was not reported:\n\(refused.screen)")
        #expect(refused.screen.contains("this is not JSON"), "the line was not quoted:\n\(refused.screen)")
        // The form is as it was: typed text, the choice, the date.
        #expect(refused.screen.contains("› Ada") && refused.screen.contains("(•) Business") && refused.screen.contains("› 2026-12-24"),
                "\(refused.screen)")
        // The agent was told, with an error message on its standard input.
        let told = try await session.waitUntil { try Self.log(in: folder).contains { $0["received"]?["error"] != nil } }
        let entries = try Self.log(in: folder)
        #expect(told, "the agent got no error message: \(entries)")
        try await session.send("C-c")
        _ = try await session.waitFor("Lose what you typed?", timeout: .seconds(5))
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }

    @Test func anAgentThatSaysNothingIsShownAndTheScreenStillAnswers() async throws {
        let folder = try TemporaryFolder()
        guard let session = try await Self.conversation(in: folder, agentArguments: "--fault silent",
                                                        options: "--agent-timeout 2") else { return }
        try await Self.fillFormAndBook(session)
        let silent = try await session.waitFor("has said nothing for 2 s since the action was sent")
        #expect(silent.found, "the silence was not shown:\n\(silent.screen)")
        #expect(silent.screen.contains("It said last: \"booking agent:"), "its last words were not shown:\n\(silent.screen)")
        // Stratus does not wait on the agent: the help opens and closes, the form still takes keys.
        try await session.send("?")
        let help = try await session.waitFor("This help")
        #expect(help.found && help.screen.contains("Restart agent"), "the help did not open:\n\(help.screen)")
        try await session.send("Escape")
        let closed = try await session.waitUntil { try await !session.capture().contains("This help") }
        #expect(closed, "the help did not close")
        try await session.send("C-c")
        _ = try await session.waitFor("Lose what you typed?", timeout: .seconds(5))
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }

    /// The agent starts with no signal blocked or ignored (as from a shell), so that `kill PID` stops it, and
    /// the screen says so at once.
    @Test func anAgentStoppedWithSigtermIsShownAtOnce() async throws {
        let folder = try TemporaryFolder()
        guard let session = try await Self.conversation(in: folder) else { return }
        let pid = try #require(Self.agentProcess(loggingTo: folder), "the agent's process was not found")
        // Signal n is bit n - 1 of the masks /proc shows in hexadecimal; Python ignores SIGPIPE itself.
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8).split(separator: "\n")
        func mask(_ field: String) -> UInt64? {
            status.first { $0.hasPrefix(field) }.flatMap { UInt64($0.dropFirst(field.count).trimmingCharacters(in: .whitespaces), radix: 16) }
        }
        #expect(mask("SigBlk:") == 0, "the agent started with signals blocked: \(String(mask("SigBlk:") ?? 1, radix: 16))")
        let ignored = try #require(mask("SigIgn:"))
        #expect(ignored & (1 << (SIGTERM - 1) | 1 << (SIGINT - 1) | 1 << (SIGHUP - 1)) == 0,
                "the agent started with SIGTERM, SIGINT or SIGHUP ignored: \(String(ignored, radix: 16))")
        kill(pid, SIGTERM)
        // The notice may wrap: its words are looked for across lines. No key is pressed meanwhile: the app notices
        // the agent's end by itself. (How soon is a speed, not checked here: a loaded machine may take seconds.)
        let stopped = try await session.waitUntil {
            try await session.capture().split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("was stopped by signal 15")
        }
        let screen = try await session.capture()
        #expect(stopped, "SIGTERM to the agent was not shown without a key pressed:\n\(screen)")
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=130").found)
    }

    /// The process id of the agent started with `--log` in `folder` (its command line names the folder).
    static func agentProcess(loggingTo folder: TemporaryFolder) -> Int32? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).first { pid in
            let line = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
            let words = String(decoding: line, as: UTF8.self).split(separator: "\u{0}")
            return words.first.map { $0.hasSuffix("python3") } == true && words.contains { $0.hasPrefix(folder.path) }
        }
    }
}
