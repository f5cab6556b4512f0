import Testing
@testable import StratusTerminal

@Suite struct KeyPressTests {
    @Test(arguments: [
        ("a", "a"), ("A", "A"), ("enter", "enter"), ("Return", "enter"), ("esc", "esc"), ("escape", "esc"), ("tab", "tab"),
        ("shift+tab", "shift+tab"), ("space", "space"), ("backspace", "backspace"), ("delete", "delete"),
        ("insert", "insert"), ("up", "up"), ("down", "down"), ("left", "left"), ("right", "right"), ("home", "home"),
        ("end", "end"), ("pageup", "pageup"), ("PageDown", "pagedown"), ("f1", "f1"), ("F12", "f12"),
        ("ctrl+x", "ctrl+x"), ("ctrl+X", "ctrl+x"), ("alt+x", "alt+x"), ("shift+alt+ctrl+left", "ctrl+alt+shift+left"),
        ("ctrl+shift+f5", "ctrl+shift+f5"), ("?", "?"), ("ctrl++", "ctrl++"), ("plus", "+"),
    ])
    func parsesAndPrintsCanonically(_ text: String, _ canonical: String) throws {
        let press = try KeyPress(parsing: text)
        #expect(press.description == canonical)
        #expect(try KeyPress(parsing: press.description) == press)
    }

    @Test(arguments: ["", "ctrl+", "hyper+x", "f25", "foo", "ctrl+foo", "shift+"])
    func rejectsTextThatIsNotAKey(_ text: String) {
        #expect(throws: TerminalError.self) { try KeyPress(parsing: text) }
    }

    @Test func parsesSequences() throws {
        #expect(try KeyPress.parseSequence("tab tab,enter") == [KeyPress(.tab), KeyPress(.tab), KeyPress(.enter)])
    }

    @Test func labelsWriteKeysOneWayForPeople() throws {
        #expect(try KeyPress(parsing: "ctrl+s").label == "Ctrl+S")
        #expect(try KeyPress(parsing: "alt+1").label == "Alt+1")
        #expect(try KeyPress(parsing: "ctrl+alt+left").label == "Ctrl+Alt+Left")
        #expect(try KeyPress(parsing: "esc").label == "Esc")
        #expect(try KeyPress(parsing: "f5").label == "F5")
        #expect(try KeyPress(parsing: "shift+tab").label == "Shift+Tab")
        #expect(try KeyPress(parsing: "pagedown").label == "PageDown")
        #expect(try KeyPress(parsing: "space").label == "Space")
        #expect(try KeyPress(parsing: "q").label == "q")
        #expect(try KeyPress(parsing: "?").label == "?")
    }
}
