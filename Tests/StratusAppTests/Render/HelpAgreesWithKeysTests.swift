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
        keys += [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .tab, .backspace].map { KeyPress($0) }
        keys.append(KeyPress(.tab, modifiers: .shift))
        keys += (1...12).map { KeyPress(.function($0)) }
        keys += "abdefghijklnoprstuvwxyz".map { KeyPress(.character($0), modifiers: .ctrl) }
        keys += "123456789".map { KeyPress(.character($0), modifiers: .alt) }
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
        let bindings = session.runtime.keyBindings
        let help = try await helpText(of: session)
        #expect(help.contains("─ Keys ─"), "\(screen): ? did not open the help")
        for binding in bindings {
            let label = binding.key.label
            let row = help.components(separatedBy: "\n").first { $0.contains("│ \(label) ") || $0.contains(" / \(label) ") }
            #expect(row?.contains(binding.helpText) == true, "\(screen): the help does not list \(label) \(binding.helpText):\n\(help)")
        }
        #expect(!session.didQuit)
    }

    @Test(arguments: screens)
    func aKeyTheHelpDoesNotListDoesNothing(_ screen: String) async throws {
        let session = try await open(screen)
        let listed = Set(session.runtime.keyBindings.map(\.key))
        // A focused control that reads keys itself (a table, a radio group) answers keys of its own; a text field
        // out of typing mode reads none.
        if let renderer = session.runtime.currentRenderer, let focused = renderer.focusedNode, !focused.isTextInput,
           renderer.handlers(of: focused)?.keyHandler != nil { return }
        for press in Self.candidates where !listed.contains(press) {
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
}
