import Foundation
import StratusCore
import Testing

/// A conversation with an A2A agent (`stratus run a2a+http://...`) in a real terminal (tmux), with the booking agent
/// of `Agents/booking_a2a_agent.py` served by a2a-sdk on loopback: the first message typed on the prompt line, the
/// form filled, its Button enabled by its checks and pressed, the agent's log proving the action's context and the
/// task and context it went to, the confirmation replacing the form and its list streaming in. Then a stream cut in
/// the middle of an event, resumed; and what the screen says when the stream holds garbage, or stays quiet; the
/// terminal is restored each time.
@Suite("A2UI agent over A2A (tmux)", .serialized)
struct AgentA2AEndToEndTests {
    /// A session running `stratus run` on `agent` with `options`, once the form shows (the first message typed on
    /// the prompt line when `options` has no `--message`); nil, with a recorded issue, when it does not.
    static func conversation(with agent: A2ABookingAgent, options: String = "--message 'Book a flight'",
                             width: Int = 100, height: Int = 32) async throws -> TmuxSession? {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        let session = try await TmuxSession(tmux: tmux, width: width, height: height)
        try await session.type(line: "\(binary) run \(agent.url) \(options); echo EXIT\"\"=$?")
        if !options.contains("--message") {
            let asked = try await session.waitFor("Message to the agent at \(agent.url)")
            #expect(asked.found, "no prompt for the first message:\n\(asked.screen)")
            try await session.type(line: "Book a flight")
        }
        let opened = try await session.waitFor("Type the passenger's name", timeout: .seconds(60))
        #expect(opened.found, "the agent's form did not show:\n\(opened.screen)")
        return opened.found ? session : nil
    }

    /// Quits (confirming that typed text may go) and checks that the terminal is back to the shell.
    static func quit(_ session: TmuxSession) async throws {
        try await session.send("C-c")
        if try await session.waitFor("Lose what you typed?", timeout: .seconds(5)).found { try await session.send("C-c") }
        #expect(try await session.waitFor("EXIT=").found)
        #expect(try await !session.isAlternateScreenOn())
    }

    @Test func aWholeConversationFromThePromptToTheConfirmation() async throws {
        let folder = try TemporaryFolder()
        // The agent holds the itinerary's last item until the test has seen the first ones.
        let release = folder.path + "/release-last-item"
        let agent = try await A2ABookingAgent.start(in: folder, ["--pace", "0.05", "--hold-last", release])
        defer { agent.stop() }
        guard let session = try await Self.conversation(with: agent, options: "") else { return }
        try await AgentStdioEndToEndTests.fillFormUntilBookable(session)
        try await session.send("Tab")
        try await session.send("Enter")
        // The itinerary streams in: its first items show while its last one has not been sent.
        let first = try await session.waitFor("Seat assigned in Business")
        #expect(first.found, "the confirmation did not come:\n\(first.screen)")
        #expect(first.screen.contains("Check-in opens 24 h before 2026-12-24") && !first.screen.contains("Boarding pass sent to Ada"),
                "the list did not stream:\n\(first.screen)")
        try Data().write(to: URL(fileURLWithPath: release))
        let confirmed = try await session.waitFor("Boarding pass sent to Ada")
        #expect(confirmed.found, "the itinerary did not stream in:\n\(confirmed.screen)")
        #expect(confirmed.screen.contains("Booking confirmed") && confirmed.screen.contains("Ada, Business, departing 2026-12-24"))
        // The agent deleted the form's surface: the confirmation replaced it.
        #expect(!confirmed.screen.contains("Book a flight") && !confirmed.screen.contains("Passenger name"), "\(confirmed.screen)")
        // The agent's log: the words typed on the prompt, then the action with the form's context, in the same task.
        let entries = try agent.log()
        let requests = entries.compactMap { $0["a2a"] }
        #expect(requests.first?["text"] == "Book a flight", "\(entries)")
        #expect(requests.count == 2 && requests.last?["messageTaskId"] == requests.first?["taskId"]
                && requests.last?["messageContextId"] == requests.first?["contextId"], "\(requests)")
        let received = try #require(entries.first { $0["received"]?["action"] != nil }, "no action logged: \(entries)")
        #expect(received["received"]?["action"]?["name"] == "book" && received["received"]?["action"]?["sourceComponentId"] == "book")
        #expect(received["received"]?["action"]?["context"] == ["name": "Ada", "cabin": ["business"], "date": "2026-12-24"])
        #expect(received["verdict"] == "ok")
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=130").found)
        #expect(try await !session.isAlternateScreenOn())
    }

    /// Starts the agent with `fault`, fills its form and books in `stratus run` with `options`, then waits for
    /// `told` on screen; runs `then` on the session and the agent, quits and stops the agent.
    static func booking(with fault: String, options: String = "--message 'Book a flight'", told: String,
                        then: (TmuxSession, A2ABookingAgent) async throws -> Void) async throws {
        let folder = try TemporaryFolder()
        let agent = try await A2ABookingAgent.start(in: folder, ["--pace", "0", "--fault", fault])
        defer { agent.stop() }
        guard let session = try await conversation(with: agent, options: options) else { return }
        try await AgentStdioEndToEndTests.fillFormAndBook(session)
        let shown = try await session.waitFor(told)
        #expect(shown.found, "\(fault): not shown:\n\(shown.screen)")
        try await then(session, agent)
        try await quit(session)
    }

    @Test func aStreamCutInTheMiddleOfAnEventIsResumedWhileTheTaskGoesOn() async throws {
        let folder = try TemporaryFolder()
        // The agent cuts the connection half way through the confirmation's event and goes on with the task,
        // holding the itinerary's last item until the test has seen the rest: the task is still running when
        // Stratus asks for its stream again.
        let release = folder.path + "/release-last-item"
        let agent = try await A2ABookingAgent.start(in: folder, ["--pace", "0", "--fault", "cut", "--hold-last", release])
        defer { agent.stop() }
        let log = folder.path + "/stratus.log"
        guard let session = try await Self.conversation(with: agent, options: "--message 'Book a flight' --log '\(log)'") else { return }
        try await AgentStdioEndToEndTests.fillFormAndBook(session)
        let resumed = try await session.waitFor("Seat assigned in Business")
        #expect(resumed.found, "the cut answer was not resumed:\n\(resumed.screen)")
        #expect(resumed.screen.contains("Booking confirmed") && !resumed.screen.contains("Boarding pass sent to Ada"), "\(resumed.screen)")
        try Data().write(to: URL(fileURLWithPath: release))
        let confirmed = try await session.waitFor("Boarding pass sent to Ada")
        #expect(confirmed.found, "the resumed stream did not go on:\n\(confirmed.screen)")
        // Each message applied once: the confirmation applied twice would fail (its surface exists) and say so.
        #expect(!confirmed.screen.contains("could not be applied") && !confirmed.screen.contains("cut"), "\(confirmed.screen)")
        let logged = try await session.waitUntil {
            ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains("was resumed with SubscribeToTask")
        }
        #expect(logged, "\((try? String(contentsOfFile: log, encoding: .utf8)) ?? "no log")")
        #expect(try agent.log().contains { $0["verdict"] == "ok" })
        try await Self.quit(session)
    }

    @Test func garbageInTheStreamIsShownAndTheWholeEventsAfterItApply() async throws {
        try await Self.booking(with: "garbage", told: "not JSON-RPC") { session, _ in
            let confirmed = try await session.waitFor("Boarding pass sent to Ada")
            #expect(confirmed.found, "the events after the garbage were not applied:\n\(confirmed.screen)")
        }
    }

    @Test func aSlowAgentIsShownAndTheScreenStillAnswers() async throws {
        try await Self.booking(with: "slow", options: "--message hello --agent-timeout 2",
                               told: "has said nothing for 2 s since the action was sent") { session, _ in
            #expect(try await session.capture().contains("› Ada"))
            try await session.send("?")
            let help = try await session.waitFor("This help")
            #expect(help.found, "the help did not open:\n\(help.screen)")
            try await session.send("Escape")
            #expect(try await session.waitUntil { try await !session.capture().contains("This help") })
        }
    }
}
