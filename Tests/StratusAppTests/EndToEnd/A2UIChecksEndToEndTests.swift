import Foundation
import StratusCore
import Testing

/// The specification's two forms with checks (v0.9's `09_login-form.json` and `32_advanced-form-validator.json`),
/// worked by hand in a real terminal (tmux) with the real binary, spoken by `Agents/replay_agent.py` over stdio so
/// that what the client sends is known: filled invalidly, each field says what is wrong once left, the Button is
/// disabled and says why, and nothing is sent; filled validly, the Button sends its action with the values typed.
@Suite("A2UI checks (tmux)", .serialized)
struct A2UIChecksEndToEndTests {
    static let agent = PackageRoot.path + "/Agents/replay_agent.py"

    /// `stratus run --agent` speaking `example` (a v0.9 basic-catalog example), once `opening` shows.
    static func session(_ example: String, log: String, opening: String) async throws -> TmuxSession? {
        guard let corpus = PackageRoot.externalCorpus("a2ui") else {
            try Test.cancel("../shared/external-corpora/a2ui is absent: the forms with checks are skipped")
        }
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        guard Subprocess.which("python3") != nil else { try Test.cancel("python3 is not installed (make deps-test installs it)") }
        let session = try await TmuxSession(tmux: tmux, width: 100, height: 36)
        let file = corpus + "/v0_9/catalogs/basic/examples/" + example
        try await session.type(line: "\(binary) run --agent -- python3 \(agent) \(file) --log \(log); echo EXIT\"\"=$?")
        let opened = try await session.waitFor(opening)
        #expect(opened.found, "\(example) did not show:\n\(opened.screen)")
        return opened.found ? session : nil
    }

    /// The actions the client sent, oldest first (the data model's metadata lines left out).
    static func actions(in log: String) throws -> [JSONValue] {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return try text.split(separator: "\n").map { try JSONValue(parsing: String($0)) }.compactMap { $0["action"] }
    }

    /// Waits for the Button's message `gone` to go (its checks hold), Tabs to it and presses it: one action
    /// `name` with `context` must have been sent.
    static func pressOnceEnabled(_ session: TmuxSession, log: String, whenGone gone: String, sends name: String,
                                 with context: JSONValue) async throws {
        let enabled = try await session.waitUntil { await !(try session.capture()).contains(gone) }
        let filled = try await session.capture()
        #expect(enabled, "the Button stayed disabled with the form filled:\n\(filled)")
        try await session.send("Tab")
        try await session.send("Enter")
        let sent = try await session.waitUntil { !(try actions(in: log)).isEmpty }
        let received = try actions(in: log)
        #expect(sent && received.count == 1, "\(received)")
        #expect(received.first?["name"] == .string(name))
        #expect(received.first?["context"] == context)
    }

    /// Quits, saying yes to losing what was typed.
    static func quit(_ session: TmuxSession) async throws {
        try await session.send("C-c")
        _ = try await session.waitFor("Lose what you typed?", timeout: .seconds(5))
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }

    @Test func theLoginFormSendsNothingInvalidAndItsEmailValid() async throws {
        let folder = try TemporaryFolder()
        let log = folder.path + "/client.log"
        guard let session = try await Self.session("09_login-form.json", log: log, opening: "Welcome back") else { return }
        let opened = try await session.capture()
        // Nothing typed yet: the fields say nothing, the Button says why it is disabled.
        #expect(!opened.contains("Email is required") && opened.contains("Please fix errors before signing in"), "\(opened)")
        try await session.type("ada")
        try await session.send("Tab")
        try await session.expectShown("Please enter a valid email address", "the email field was left")
        try await session.type("short")
        try await session.send("Tab")
        try await session.expectShown("Password must be at least 8 characters long", "the password field was left")
        // The disabled Button is passed over: focus is on the sign-up link, and nothing was sent.
        #expect(try Self.actions(in: log).isEmpty)
        try await Self.quit(session)
        // A second conversation, filled validly: Tab now stops on the enabled Button, and Enter sends the email.
        guard let valid = try await Self.session("09_login-form.json", log: log, opening: "Welcome back") else { return }
        try await valid.type("ada@example.com")
        try await valid.send("Tab")
        try await valid.type("long-enough")
        try await Self.pressOnceEnabled(valid, log: log, whenGone: "Please fix errors before signing in",
                                        sends: "login", with: ["email": "ada@example.com"])
        try await Self.quit(valid)
    }

    @Test func theRegistrationFormSendsNothingUntilTheTermsAreAgreedThenItsValues() async throws {
        let folder = try TemporaryFolder()
        let log = folder.path + "/client.log"
        guard let session = try await Self.session("32_advanced-form-validator.json", log: log, opening: "Email Address")
        else { return }
        try await session.type("ada")
        try await session.send("Tab")
        try await session.type("12")
        try await session.send("Tab")
        try await session.type("123")
        try await session.send("Tab")
        for message in ["Invalid email format", "Invalid phone format", "Must be exactly 5 digits",
                        "You must agree to terms AND provide either Email or Phone, plus a Zip code."] {
            try await session.expectShown(message, "every field was left invalid")
        }
        // On the terms: Tab passes the disabled Button and comes round to the email field; Enter there sends nothing.
        try await session.send("Tab")
        try await session.send("Enter")
        #expect(try Self.actions(in: log).isEmpty)
        // The email made valid, the zip code too, the terms agreed to: the Button sends the form's data.
        try await session.type("@example.com")
        try await session.send("Tab")
        try await session.send("Tab")
        try await session.type("45")
        try await session.send("Tab")
        try await session.send("Space")
        // The phone stays invalid: the Button asks for either an email or a phone, and a zip code.
        try await Self.pressOnceEnabled(session, log: log, whenGone: "You must agree to terms", sends: "register",
                                        with: ["data": ["email": "ada@example.com", "phone": "12", "zip": "12345", "agree": true]])
        try await Self.quit(session)
    }
}
