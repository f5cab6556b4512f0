import Foundation
import Testing

/// The key rules of Docs/Keys.md, pressed in a real terminal (tmux) on the gallery: what the screen says is what
/// the keys do.
@Suite("key rules (tmux)", .serialized)
struct KeyRulesEndToEndTests {
    /// True when the form's email field shows exactly `text`.
    func showsEmail(_ text: String, _ screen: String) -> Bool {
        screen.components(separatedBy: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "Email: " + text }
    }

    func quit(_ session: TmuxSession) async throws {
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }

    @Test func overlaysOwnTheKeyboardWhileOpen() async throws {
        guard let session = try await TmuxSession.running("index.json", waitingFor: "Stratus gallery") else { return }
        // The help says any key closes it: q closes it and the app keeps running.
        try await session.send("?")
        #expect(try await session.waitFor("─ Keys ─").found)
        try await session.send("q")
        var screen = try await session.settledScreen()
        #expect(!screen.contains("─ Keys ─") && screen.contains("Stratus gallery") && !screen.contains("EXIT="),
                "q in the help should close it, not quit:\n\(screen)")
        // The log: Tab closes it and does not move focus on the screen beneath, so Enter opens the first entry.
        try await session.send("F12")
        #expect(try await session.waitFor("Log (any key closes)").found)
        try await session.send("Tab")
        screen = try await session.settledScreen()
        #expect(!screen.contains("Log (any key closes)"), "Tab did not close the log:\n\(screen)")
        try await session.send("Enter")
        let opened = try await session.waitUntil {
            screen = try await session.capture()
            return screen.contains("← Esc")
        }
        #expect(opened && screen.contains("← Esc  Component showcase"),
                "Tab acted on the screen beneath the log (Enter opened another entry):\n\(screen)")
        // Esc closes the log and does not go back beneath it.
        try await session.send("F12")
        #expect(try await session.waitFor("Log (any key closes)").found)
        try await session.send("Escape")
        screen = try await session.settledScreen()
        #expect(!screen.contains("Log (any key closes)") && screen.contains("← Esc  Component showcase"),
                "Esc should close the log and stay on the screen:\n\(screen)")
        try await quit(session)
    }

    @Test func theHelpListsTheKeysTheFocusedControlReadsItself() async throws {
        guard let session = try await TmuxSession.running("form.json", waitingFor: "[ Sign up ]") else { return }
        // Focus starts in the name field, typing: ? would be text, so the footer offers F1 for the help.
        var shown = try await session.waitFor("F1  Keys")
        #expect(shown.found, "the footer does not offer F1 while typing:\n\(shown.screen)")
        try await session.send("F1")
        shown = try await session.waitFor("On the focused control:")
        #expect(shown.found && shown.screen.contains("Move the caret") && shown.screen.contains("Letters, digits, signs"),
                "the help does not list the text field's own keys:\n\(shown.screen)")
        // Any key closes the help, and is not typed into the field beneath.
        try await session.send("x")
        var screen = try await session.settledScreen()
        #expect(!screen.contains("─ Keys ─") && !screen.contains("Name: x"), "x should only close the help:\n\(screen)")
        try await quit(session)

        guard let table = try await TmuxSession.running("dashboard.json", waitingFor: "Selected row: 0") else { return }
        // Focus starts on the services table, which reads Up/Down itself: the help says so, and Down moves a row.
        try await table.send("?")
        shown = try await table.waitFor("On the focused control:")
        #expect(shown.found && shown.screen.contains("The row above / below"), "the help does not list the table's keys:\n\(shown.screen)")
        try await table.send("Escape")
        screen = try await table.settledScreen()
        #expect(!screen.contains("─ Keys ─"), "Esc did not close the help:\n\(screen)")
        try await table.send("Down")
        #expect(try await table.waitFor("Selected row: 1").found)
        try await quit(table)
    }

    @Test func escLeavesTypingInPlaceAndEveryWayOutAsksTheSameQuestion() async throws {
        guard let session = try await TmuxSession.running("apps/gallery.yaml", waitingFor: "Stratus gallery") else { return }
        try await session.send("M-3")
        #expect(try await session.waitFor("[ Sign up ]").found)
        // Focus starts on the name, not on Back; Tab reaches the email.
        try await session.type("Ada")
        #expect(try await session.waitFor("Name: Ada").found)
        try await session.send("Tab")
        try await session.type("x")
        #expect(try await session.waitFor("Email: x").found)
        // Esc leaves typing: q is no longer text, and quitting would lose the typing, so it asks.
        try await session.send("Escape")
        try await Task.sleep(for: .milliseconds(200))
        try await session.send("q")
        let asked = try await session.waitFor("Lose what you typed? q leaves")
        #expect(asked.found && showsEmail("x", asked.screen), "q did not ask before quitting:\n\(asked.screen)")
        // Space stays, and only stays: nothing typed, nothing ticked.
        try await session.send("Space")
        var screen = try await session.settledScreen()
        #expect(!screen.contains("Lose what you typed?") && !screen.contains("EXIT="), "Space did not stay:\n\(screen)")
        #expect(showsEmail("x", screen) && screen.contains("[ ] I accept the terms"), "the stay key acted:\n\(screen)")
        // Focus stayed on the email: Enter types there again.
        try await session.send("Enter")
        try await Task.sleep(for: .milliseconds(200))
        try await session.type("y")
        let typed = try await session.waitFor("Email: xy")
        #expect(typed.found, "Esc did not keep focus on the email field:\n\(typed.screen)")
        // ctrl+c, while typing, asks the same question; a second one quits.
        try await session.send("C-c")
        #expect(try await session.waitFor("Lose what you typed? Ctrl+C leaves").found)
        try await session.send("Enter")
        screen = try await session.settledScreen()
        #expect(!screen.contains("Lose what you typed?") && screen.contains("Email: xy") && !screen.contains("EXIT="),
                "Enter did not stay:\n\(screen)")
        try await session.send("C-c")
        #expect(try await session.waitFor("Lose what you typed? Ctrl+C leaves").found)
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=130").found)
    }

    @Test func theBackButtonAndItsShortcutAskTheSameQuestionBeforeLosingTypedText() async throws {
        guard let session = try await TmuxSession.running("index.json", waitingFor: "Stratus gallery") else { return }
        // The sign-up form is the third entry; focus starts on its name field.
        try await session.send("Tab", "Tab")
        try await Task.sleep(for: .milliseconds(300))
        try await session.send("Enter")
        #expect(try await session.waitFor("[ Sign up ]").found)
        try await session.type("Ada")
        #expect(try await session.waitFor("Name: Ada").found)
        // Ctrl+B, the Back button's shortcut, asks even while typing (the field does not take it as an editing key).
        try await session.send("C-b")
        let asked = try await session.waitFor("Lose what you typed? Ctrl+B leaves")
        #expect(asked.found, "Ctrl+B did not ask before leaving typed text:\n\(asked.screen)")
        // Any other key only stays: x is not typed.
        try await session.send("x")
        var screen = try await session.settledScreen()
        #expect(!screen.contains("Lose what you typed?") && screen.contains("Name: Ada") && !screen.contains("Name: Adax")
                && screen.contains("[ Sign up ]"), "x did not only stay:\n\(screen)")
        // The Back button itself, reached with Shift+Tab: Enter asks, and Enter again leaves.
        try await session.send("BTab")
        try await Task.sleep(for: .milliseconds(300))
        try await session.send("Enter")
        let button = try await session.waitFor("Lose what you typed? Enter leaves")
        #expect(button.found, "the Back button did not ask before leaving typed text:\n\(button.screen)")
        try await session.send("Enter")
        screen = try await session.waitFor("Stratus gallery").screen
        #expect(screen.contains("Stratus gallery") && !screen.contains("[ Sign up ]"), "Enter did not leave:\n\(screen)")
        try await quit(session)
    }

    @Test func keysTypedWhileAScreenOpensGoToItAndFocusStartsPastBack() async throws {
        guard let session = try await TmuxSession.running("index.json", waitingFor: "Stratus gallery") else { return }
        // The sign-up form is the third entry. Enter and two Tabs in one write: the Tabs go to the form, whose focus
        // starts on the name, so they reach the password.
        try await session.send("Tab", "Tab")
        try await Task.sleep(for: .milliseconds(300))
        try await session.send("Enter", "Tab", "Tab")
        #expect(try await session.waitFor("[ Sign up ]").found)
        try await session.type("pw")
        let typed = try await session.waitFor("Password: ••")
        #expect(typed.found, "the Tabs typed while the form opened were lost:\n\(typed.screen)")
        // Back again, and a quick Enter on the opened form does not go back: focus is not on Back.
        try await session.send("Escape")
        try await session.send("Escape")
        #expect(try await session.waitFor("Lose what you typed?").found)
        try await session.send("Escape")
        #expect(try await session.waitFor("Stratus gallery").found)
        try await session.send("Enter", "Enter")
        #expect(try await session.waitFor("[ Sign up ]").found)
        let screen = try await session.settledScreen()
        #expect(screen.contains("[ Sign up ]") && !screen.contains("Stratus gallery"), "Enter went back:\n\(screen)")
        try await quit(session)
    }

    @Test func keysAreNamedOneWayTabsAnswerBracketsAndEscIsClaimedOnlyWhereItGoesBack() async throws {
        guard let session = try await TmuxSession.running("apps/gallery.yaml", waitingFor: "Stratus gallery") else { return }
        var screen = try await session.capture()
        let rows = { (screen: String) in screen.components(separatedBy: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty } }
        // The tab bar and the footer write the keys the one way; the footer offers a tab key every terminal sends.
        #expect(rows(screen).dropLast().last?.hasPrefix(" Alt+1 Gallery │ Alt+2 To-do │ Alt+3 Form") == true, "tab bar:\n\(screen)")
        #expect(rows(screen).last?.hasPrefix(" ]  Next tab ") == true, "footer:\n\(screen)")
        #expect(!screen.contains("M-") && !screen.contains("^"), "keys written another way:\n\(screen)")
        // `]` shows the next tab without Alt. Its first screen has nowhere to go back to: no `← Esc`, no Esc in the
        // footer, a disabled Back and no Ctrl+B; Esc leaves typing and nothing else.
        try await session.send("]")
        let todo = try await session.waitFor("To-do list")
        #expect(todo.found, "] did not show the next tab:\n\(todo.screen)")
        screen = try await session.settledScreen()
        #expect(!screen.contains("← Esc") && !screen.contains("Ctrl+B") && !(rows(screen).last ?? "").contains("Esc"),
                "a tab's first screen claims it can go back:\n\(screen)")
        try await session.send("Escape")
        try await session.send("Escape")
        screen = try await session.settledScreen()
        #expect(screen.contains("To-do list") && screen.contains("]  Next tab"), "Esc did something on a tab's root:\n\(screen)")
        // `[` shows the previous tab; the help lists every tab key as the bar writes it.
        try await session.send("[")
        #expect(try await session.waitFor("Stratus gallery").found)
        try await session.send("?")
        let help = try await session.waitFor("─ Keys ─")
        for key in ["Alt+1", "Alt+3", "]", "[", "Shift+Tab", "q / Ctrl+C"] {
            #expect(help.screen.contains("│ \(key) "), "\(key) is not in the help:\n\(help.screen)")
        }
        try await session.send("Escape")
        screen = try await session.settledScreen()
        #expect(!screen.contains("─ Keys ─"), "Esc did not close the help:\n\(screen)")
        // A screen opened from the gallery can go back, and says so; Esc does.
        try await session.send("Enter")
        let opened = try await session.waitFor("← Esc  Component showcase")
        #expect(opened.found && (rows(opened.screen).last ?? "").contains("Esc  Back"), "\(opened.screen)")
        try await session.send("Escape")
        #expect(try await session.waitFor("Stratus gallery").found)
        try await quit(session)
    }
}
