import Foundation
import StratusCore
import Testing

/// The booking agent over A2A (`Agents/booking_a2a_agent.py`, a2a-sdk's server), driven headless with
/// `stratus render a2a+http://... --keys`: the whole conversation in both dialects, what the agent's log says it
/// received, and each way the agent can go wrong, told in the frame and in the log.
@Suite("The booking agent over A2A, headless", .serialized)
struct A2AAgentRenderTests {
    static let keys = "'Ada' tab down enter tab tab '2026-12-24' tab enter"

    /// `stratus render` of the agent at `agent` with `keys` (and `extra` options).
    static func render(_ agent: A2ABookingAgent, keys: String = keys, size: String = "80x12",
                       _ extra: [String] = []) async throws -> Subprocess.Result {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        return try await Subprocess.run(binary, ["render", agent.url, "--message", "Book a flight", "--size", size,
                                           "--timeout", "60", "--dump-actions", "--keys", keys] + extra)
    }

    @Test(arguments: ["1.0", "0.3"])
    func theWholeConversationInEitherDialect(version: String) async throws {
        let folder = try TemporaryFolder()
        let agent = try await A2ABookingAgent.start(in: folder, ["--pace", "0", "--a2a-version", version])
        defer { agent.stop() }
        let result = try await Self.render(agent)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(6)) == BookingAgentRenderTests.confirmation, "\(result.standardOutput)")
        let entries = try agent.log()
        let requests = entries.compactMap { $0["a2a"] }
        #expect(requests.count == 2, "\(entries)")
        #expect(requests.map { $0["method"] } == (version == "1.0" ? ["SendStreamingMessage", "SendStreamingMessage"] : ["message/stream", "message/stream"]))
        // The first message is the user's; the action goes to the same task and context, with the extension on.
        #expect(requests.first?["text"] == "Book a flight")
        #expect(requests.last?["messageTaskId"] == requests.first?["taskId"] && requests.last?["messageContextId"] == requests.first?["contextId"])
        #expect(requests.allSatisfy { $0["extensions"] == ["https://a2ui.org/a2a-extension/a2ui/v0.9"] })
        let printed = try JSONValue(parsing: try #require(lines.last { $0.hasPrefix("{") }))
        let received = try #require(entries.first { $0["received"]?["action"] != nil })
        #expect(received["received"] == printed)
        #expect(printed["action"]?["context"] == ["name": "Ada", "cabin": ["business"], "date": "2026-12-24"])
        // The form's surface asked for its data model (sendDataModel): it came in the A2A message's metadata.
        #expect(received["dataModel"] == ["version": "v0.9", "surfaces": ["booking": ["name": "Ada", "cabin": ["business"], "date": "2026-12-24"]]])
        #expect(received["verdict"] == "ok")
    }

    /// The agent with `fault`, the form filled and booked: the frame and the log.
    static func faulty(_ fault: String, keys: String = keys) async throws -> (frame: String, log: String, agent: [JSONValue]) {
        let folder = try TemporaryFolder()
        let agent = try await A2ABookingAgent.start(in: folder, ["--pace", "0", "--fault", fault])
        defer { agent.stop() }
        let result = try await render(agent, keys: keys, size: "100x16")
        return (result.standardOutput, result.standardError, try agent.log())
    }

    @Test func anAgentCardThatIsNotJSONIsTold() async throws {
        let (frame, log, _) = try await Self.faulty("card", keys: "")
        #expect(frame.contains("sent an agent card that is not JSON"), "\(frame)")
        #expect(log.contains("sent an agent card that is not JSON") && log.contains("this is not an agent card"), "\(log)")
    }

    @Test(arguments: [("404", "404 Not Found"), ("500", "500 Internal Server Error")])
    func anErrorStatusIsTold(fault: String, status: String) async throws {
        let (frame, log, _) = try await Self.faulty(fault, keys: "")
        #expect(frame.contains("answered \(status) to SendStreamingMessage"), "\(frame)")
        #expect(log.contains("answered \(status) to SendStreamingMessage"), "\(log)")
    }

    @Test func aStreamCutInTheMiddleOfAnEventIsResumedAndNothingIsAppliedTwice() async throws {
        // The agent cuts the connection half way through the event carrying the confirmation, and goes on with
        // the task; with no pace it has completed it by the time Stratus asks again, so the task is read whole.
        let (frame, log, agent) = try await Self.faulty("cut")
        #expect(log.contains("cut the connection in the middle of an event") && log.contains("was resumed with GetTask"), "\(log)")
        // Applied once each: a confirmation applied twice would fail (its surface exists) and say so on screen.
        #expect(frame.contains("Booking confirmed") && frame.contains("Boarding pass sent to Ada"), "\(frame)")
        #expect(!frame.contains("could not be applied") && !frame.contains("not applied") && !frame.contains("cut"), "\(frame)")
        #expect(agent.contains { $0["verdict"] == "ok" })
    }

    @Test func anActionTheAgentRefusesWithAJSONRPCErrorIsToldAndTheFormKeepsItsState() async throws {
        let (frame, log, agent) = try await Self.faulty("reject")
        let said = "refused the request with JSON-RPC error -32602: the booking service is closed for maintenance"
        #expect(frame.replacingOccurrences(of: "\n", with: " ").contains(said), "\(frame)")
        #expect(log.contains(said), "\(log)")
        // Nothing typed is lost: the form is there, filled as it was.
        #expect(frame.contains("› Ada") && frame.contains("(•) Business") && frame.contains("› 2026-12-24"), "\(frame)")
        #expect(agent.contains { $0["verdict"] == "ok" })
    }

    @Test func garbageInTheStreamIsTold() async throws {
        let (frame, log, _) = try await Self.faulty("garbage")
        #expect(frame.contains("sent a stream event that is not JSON-RPC"), "\(frame)")
        #expect(log.contains("sent a stream event that is not JSON-RPC") && log.contains("this is not JSON-RPC"), "\(log)")
    }

    @Test func aDataPartWithAnotherMimeTypeIsNotApplied() async throws {
        let (frame, log, _) = try await Self.faulty("mime")
        #expect(frame.contains("DataPart with the MIME type \"application/json\""), "\(frame)")
        #expect(log.contains("not application/json+a2ui: it was not applied"), "\(log)")
        #expect(!frame.contains("Booking confirmed") && frame.contains("› Ada"), "\(frame)")
    }

    @Test func aSlowAgentIsToldAfterTheAgentTimeout() async throws {
        let folder = try TemporaryFolder()
        let agent = try await A2ABookingAgent.start(in: folder, ["--pace", "0", "--fault", "slow"])
        defer { agent.stop() }
        let result = try await Self.render(agent, size: "100x16", ["--agent-timeout", "1", "--timeout", "4"])
        #expect(result.standardOutput.contains("has said nothing for 1 s since the action was sent"), "\(result.standardOutput)")
        #expect(result.standardError.contains("has said nothing for 1 s"), "\(result.standardError)")
        #expect(result.standardOutput.contains("› Ada"), "\(result.standardOutput)")
    }
}
