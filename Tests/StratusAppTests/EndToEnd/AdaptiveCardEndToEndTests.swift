import Foundation
import StratusCodable
import Testing

/// Adaptive Cards worked by hand in a real terminal (tmux) with the real binary: a scenario card's inputs refused
/// then filled and submitted, a ShowCard opened and its input submitted, ToggleVisibility. What the actions send is
/// read from `--log`, where `stratus run` writes each activity (`Adaptive Card activity: {...}`).
@Suite("Adaptive Cards (tmux)", .serialized)
struct AdaptiveCardEndToEndTests {
    /// The activities written to `log`, oldest first.
    static func activities(in log: String) throws -> [JSONValue] {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let marker = "Adaptive Card activity: "
        return try text.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: marker) else { return nil }
            return try JSONValue(parsing: String(line[start.upperBound...]))
        }
    }

    @Test func aScenarioCardRefusesAnInvalidSubmitThenSendsWhatWasTyped() async throws {
        guard let corpus = PackageRoot.externalCorpus("adaptivecards") else {
            try Test.cancel("../shared/external-corpora/adaptivecards is absent: the scenario card is skipped")
        }
        let folder = try TemporaryFolder()
        let log = folder.path + "/run.log"
        guard let session = try await TmuxSession.running(
            path: corpus + "/v1.5/Scenarios/InputForm.json", options: "--log \(log)", waitingFor: "Tell us about yourself")
        else { return }
        // Past the name, the email and the phone to Submit, with nothing typed: refused, each required input says why.
        try await session.send("Tab", "Tab", "Tab", "Enter")
        try await session.expectShown("Please enter your name in the specified format", "an empty required name")
        try await session.expectShown("Please enter a valid email address", "an empty required email")
        #expect(try Self.activities(in: log).isEmpty)
        // The focus went to the first invalid input: what is typed now is the name.
        try await session.type("Doe, John")
        try await session.send("Tab")
        try await session.type("john@example.com")
        try await session.send("Tab", "Tab", "Enter")
        let sent = try await session.waitUntil { !(try Self.activities(in: log)).isEmpty }
        let activities = try Self.activities(in: log)
        let screen = try await session.capture()
        #expect(sent, "nothing was sent:\n\(screen)")
        #expect(activities == [["type": "message",
                                "value": ["myName": "Doe, John", "myEmail": "john@example.com", "myTel": ""]]])
        try await session.quitSayingYes()
    }

    @Test func aShowCardOpensBelowItsActionsAndSubmitsItsInput() async throws {
        let folder = try TemporaryFolder()
        let log = folder.path + "/run.log"
        let card = try folder.write("card.json", """
            {"type": "AdaptiveCard", "version": "1.0", "body": [{"type": "TextBlock", "text": "A trip to Lisbon"}],
             "actions": [{"type": "Action.ShowCard", "title": "Comment", "card": {"type": "AdaptiveCard",
               "body": [{"type": "Input.Text", "id": "comment", "placeholder": "Your comment"}],
               "actions": [{"type": "Action.Submit", "title": "Send", "data": {"kind": "comment"}}]}}]}
            """)
        guard let session = try await TmuxSession.running(path: card, options: "--log \(log)", waitingFor: "A trip to Lisbon")
        else { return }
        await #expect(!(try session.capture()).contains("Your comment"))
        try await session.send("Enter")
        try await session.expectShown("Your comment", "the ShowCard did not open")
        try await session.send("Tab")
        try await session.type("Lovely")
        try await session.send("Tab", "Enter")
        let sent = try await session.waitUntil { !(try Self.activities(in: log)).isEmpty }
        let screen = try await session.capture()
        #expect(sent, "nothing was sent:\n\(screen)")
        #expect(try Self.activities(in: log) == [["type": "message", "value": ["kind": "comment", "comment": "Lovely"]]])
        try await session.quitSayingYes()
    }

    @Test func toggleVisibilityShowsItsTargets() async throws {
        guard let corpus = PackageRoot.externalCorpus("adaptivecards") else {
            try Test.cancel("../shared/external-corpora/adaptivecards is absent: the ToggleVisibility card is skipped")
        }
        guard let session = try await TmuxSession.running(
            path: corpus + "/v1.2/Elements/Action.ToggleVisibility.json",
            waitingFor: "Press the buttons to toggle the images!")
        else { return }
        await #expect(!(try session.capture()).contains("Here are some images:"))
        // Focus starts on Toggle!, the card's first control.
        try await session.send("Enter")
        try await session.expectShown("Here are some images:", "Toggle! did not show its targets")
        try await session.send("Enter")
        let hidden = try await session.waitUntil { await !(try session.capture()).contains("Here are some images:") }
        let screen = try await session.capture()
        #expect(hidden, "Toggle! again did not hide them:\n\(screen)")
        try await session.quitSayingYes()
    }
}
