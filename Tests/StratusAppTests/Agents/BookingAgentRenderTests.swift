import Foundation
import StratusCore
import Testing

/// The booking agent of `Agents/booking_agent.py` over stdio, driven headless with `stratus render --agent --keys`:
/// the whole conversation, the action `--dump-actions` prints, and what the agent's log says it received.
@Suite("The booking agent, headless")
struct BookingAgentRenderTests {
    static let agent = PackageRoot.path + "/Agents/booking_agent.py"
    /// The first lines of the frame once Ada's booking in Business on 2026-12-24 is confirmed, whatever the transport.
    static let confirmation = [
        "Booking confirmed", "Ada, Business, departing 2026-12-24", "Itinerary",
        "Check-in opens 24 h before 2026-12-24", "Seat assigned in Business", "Boarding pass sent to Ada",
    ]

    @Test func theFormFilledAndBookedGivesTheConfirmationAndItsItinerary() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        guard Subprocess.which("python3") != nil else { try Test.cancel("python3 is not installed (make deps-test installs it)") }
        let folder = try TemporaryFolder()
        let result = try await Subprocess.run(binary, [
            "render", "--size", "80x12", "--timeout", "60", "--dump-actions",
            "--keys", "'Ada' tab down enter tab tab '2026-12-24' tab enter",
            "--agent", "--", "python3", Self.agent, "--pace", "0", "--log", folder.path + "/agent.log",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(6)) == Self.confirmation, "\(result.standardOutput)")
        let printed = try JSONValue(parsing: try #require(lines.last { $0.hasPrefix("{") }))
        let log = try String(contentsOfFile: folder.path + "/agent.log", encoding: .utf8)
        let received = try #require(try log.split(separator: "\n").map { try JSONValue(parsing: String($0)) }.first { $0["received"] != nil })
        // What the agent received is what the Button produced, and the agent found its context right.
        #expect(received["received"] == printed)
        #expect(printed["action"]?["context"] == ["name": "Ada", "cabin": ["business"], "date": "2026-12-24"])
        // The form's surface asked for its data model (sendDataModel): it came on the metadata line before the
        // action, as it stood when the Button was pressed.
        #expect(received["dataModel"] == ["version": "v0.9", "surfaces": ["booking": ["name": "Ada", "cabin": ["business"], "date": "2026-12-24"]]])
        #expect(received["verdict"] == "ok")
    }

    @Test func theButtonStaysDisabledUntilTheDateIsADate() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        guard Subprocess.which("python3") != nil else { try Test.cancel("python3 is not installed (make deps-test installs it)") }
        let result = try await Subprocess.run(binary, [
            "render", "--size", "80x16", "--timeout", "60", "--dump-actions",
            "--keys", "'Ada' tab down enter tab tab '24/12' tab enter",
            "--agent", "--", "python3", Self.agent, "--pace", "0",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Type the date as YYYY-MM-DD"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("Book a flight"))
        #expect(!result.standardOutput.contains("{\""), "a disabled Button sent an action:\n\(result.standardOutput)")
    }
}
