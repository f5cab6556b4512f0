import Foundation
import Testing
@testable import StratusApp
@testable import StratusTerminal

/// The `?` help of every gallery screen agrees with the keys the screen answers (Docs/Keys.md): it lists every
/// binding in force with its words, every key it lists is answered, and a key it does not list does nothing.
@MainActor
@Suite struct HelpAgreesWithKeysTests {
    nonisolated static let screens = ["index.json", "showcase.json", "todo.json", "form.json", "navigation.json", "catalogue.json",
                          "dashboard.json", "shortcuts.json", "images.json", "hello.yaml", "apps/gallery.yaml"]

    /// Keys a user might try: every letter, digit and sign a screen of the gallery uses, the moving keys, the
    /// function keys, Ctrl with every letter and Alt with every digit.
    static let candidates: [KeyPress] = {
        var keys = "abcdefghijklmnopqrstuvwxyz0123456789?+-[]/ ".map { KeyPress(.character($0)) }
        keys += [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .escape, .tab, .backspace, .delete].map { KeyPress($0) }
        keys.append(KeyPress(.tab, modifiers: .shift))
        keys += (1...12).map { KeyPress(.function($0)) }
        keys += "abdefghijklnoprstuvwxyz".map { KeyPress(.character($0), modifiers: .ctrl) }
        keys += "123456789".map { KeyPress(.character($0), modifiers: .alt) }
        // Last: Enter on a field that sends may leave the screen.
        keys.append(KeyPress(.enter))
        return keys
    }()

    func open(_ screen: String) async throws -> HeadlessSession {
        let target = try ScreenTarget(resolving: PackageRoot.screen(screen))
        let assembly = try AppAssembly(target: target, mode: .dev, requestTimeout: 5)
        let session = try await assembly.stratus.headless(width: 100, height: 30)
        session.runtime.animationsFrozen = true
        await session.settle()
        // Out of typing mode, where `?` is a key and not text (focus often starts in a field).
        if session.runtime.currentRenderer?.focusedNode?.isTextInput == true { try await session.press("esc") }
        return session
    }

    /// Every row the help shows, paged through from its first to its last.
    func helpText(of session: HeadlessSession) async throws -> String {
        try await session.press("?")
        var pages = [session.text]
        for _ in 0..<10 {
            try await session.press("pagedown")
            if session.text == pages.last { break }
            pages.append(session.text)
        }
        try await session.press("esc")
        return pages.joined(separator: "\n")
    }

    @Test(arguments: screens)
    func theHelpListsEveryBindingInForceWithItsWords(_ screen: String) async throws {
        let session = try await open(screen)
        let inForce = session.runtime.keyBindings
        let controlKeys = session.runtime.currentRenderer?.focusedControlKeys(reachedPast: inForce) ?? []
        // Each key once, with what it does now: a binding the focused control or an earlier binding of the same key
        // takes first is not listed again.
        let bindings = RuntimeChrome.reached(inForce, past: controlKeys)
        let help = try await helpText(of: session)
        #expect(help.contains("─ Keys ─"), "\(screen): ? did not open the help")
        for binding in bindings {
            let label = binding.key.label
            let rows = help.components(separatedBy: "\n").filter { $0.contains("│ \(label) ") || $0.contains(" / \(label) ") }
            #expect(rows.contains { $0.contains(binding.helpText) }, "\(screen): the help does not list \(label) \(binding.helpText):\n\(help)")
        }
        #expect(!session.didQuit)
    }

    @Test(arguments: screens)
    func aKeyTheHelpDoesNotListDoesNothing(_ screen: String) async throws {
        let session = try await open(screen)
        let listed = Set(session.runtime.keyBindings.map(\.key))
        // The focused control's own keys are listed too (a text field out of typing mode reads none).
        let controlKeys = session.runtime.currentRenderer?.focusedControlKeys ?? []
        for press in Self.candidates where !listed.contains(press) && !controlKeys.contains(where: { $0.answers(press) }) {
            let before = session.text
            let handled = session.runtime.stage.handle(press)
            await session.settle()
            #expect(!handled && session.text == before, "\(screen): \(press.label), not in the help, did something:\n\(session.text)")
        }
    }

    @Test(arguments: screens)
    func everyKeyTheHelpListsIsAnswered(_ screen: String) async throws {
        let keys = try await open(screen).runtime.keyBindings.map(\.key)
        for key in keys {
            // A fresh screen for each key: the one before may have left it (Esc back, Enter on an entry, q).
            let session = try await open(screen)
            #expect(session.runtime.stage.handle(key), "\(screen): \(key.label) is in the help but nothing answered it")
        }
    }

    /// The help's rows under "On the focused control:", up to "On this screen:" (empty when it has no such section).
    func focusedControlSection(of help: String) -> String {
        help.components(separatedBy: "On this screen:").first?.components(separatedBy: "On the focused control:").dropFirst().first ?? ""
    }

    /// Presses Tab `count` times on a fresh `screen`.
    func focusing(_ screen: String, tabs count: Int) async throws -> HeadlessSession {
        let session = try await open(screen)
        for _ in 0..<count { try await session.press("tab") }
        // A text field where focus starts is out of typing mode (`open`): Enter types again.
        if let renderer = session.runtime.currentRenderer, renderer.typingPaused, renderer.focusedNode?.isTextInput == true {
            try await session.press("enter")
        }
        return session
    }

    /// Every control of the screen that reads keys itself (a text field, a table, a tab bar, an open list, a
    /// slider): with it focused, the help lists its keys with their words under "On the focused control", and
    /// among the keys a user might try it answers exactly those.
    @Test(arguments: screens)
    func theHelpListsTheKeysOfTheFocusedControl(_ screen: String) async throws {
        let walk = try await open(screen)
        var visited = Set<String>()
        var checked = 0
        for stop in 0..<40 {
            guard let renderer = walk.runtime.currentRenderer, let focused = renderer.focusedNode,
                  let identity = focused.identity, visited.insert(identity).inserted else { break }
            if renderer.handlers(of: focused)?.keyHandler != nil {
                let session = try await focusing(screen, tabs: stop)
                let bindings = session.runtime.keyBindings
                let controlKeys = session.runtime.currentRenderer?.focusedControlKeys(reachedPast: bindings) ?? []
                if !controlKeys.isEmpty { checked += 1 }

                // While typing, ? is text: F1 opens the help.
                try await session.press("f1")
                let help = session.text
                try await session.press("esc")
                // A key a priority binding takes first (the screen's Ctrl+B Back) never reaches the control: the
                // help's section for the control does not name it.
                let section = focusedControlSection(of: help)
                for binding in bindings where binding.priority {
                    let label = binding.key.label
                    #expect(!section.contains("│ \(label) ") && !section.contains(" / \(label) "),
                            "\(screen), \(stop) Tabs: the help lists \(label) as the focused control's, but \(binding.description) takes it first:\n\(help)")
                }
                #expect(help.contains("On the focused control:") == !controlKeys.isEmpty,
                        "\(screen), \(stop) Tabs: the help's section for the focused control does not match its keys \(controlKeys.map(\.label)):\n\(help)")
                for key in controlKeys {
                    let row = help.components(separatedBy: "\n").first { $0.contains("│ \(key.label) ") }
                    #expect(row?.contains(key.description) == true, "\(screen), \(stop) Tabs: the help does not list \(key.label) \(key.description):\n\(help)")
                }
                for press in Self.candidates {
                    guard let renderer = session.runtime.currentRenderer else { break }
                    let declared = renderer.focusedControlKeys.contains { $0.answers(press) }
                    let handled = renderer.offerToFocusedView(press)
                    #expect(handled == declared, "\(screen), \(stop) Tabs: \(press.label) is \(declared ? "listed" : "not listed") for the focused control but \(handled ? "answered" : "not answered")")
                    if handled { await session.settle() }
                }
            }
            try await walk.press("tab")
        }
        if ["form.json", "catalogue.json", "todo.json", "showcase.json"].contains(screen) {
            #expect(checked > 0, "\(screen): no control reading keys itself was reached")
        }
    }

    /// On the form opened from the gallery its Back button's Ctrl+B goes back, before the focused field sees it
    /// (a priority binding): the help does not list Ctrl+B among the field's caret keys, and Ctrl+B goes back.
    @Test func aKeyAPriorityBindingTakesIsNotListedAsTheFocusedControls() async throws {
        let session = try await open("index.json")
        try await session.press("down", "down", "enter")
        #expect(session.text.contains("Sign-up form") && session.runtime.currentRenderer?.isTyping == true, "\(session.text)")
        try await session.press("f1")
        let help = session.text
        let section = focusedControlSection(of: help)
        #expect(section.contains("Move the caret") && !section.contains("Ctrl+B"), "\(help)")
        try await session.press("esc", "ctrl+b")
        #expect(session.text.contains("Stratus gallery"), "Ctrl+B did not go back:\n\(session.text)")
    }
}
