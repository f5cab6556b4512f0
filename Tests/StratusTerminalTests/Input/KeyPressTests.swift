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

    @Test func labelsForTheFooter() throws {
        #expect(try KeyPress(parsing: "ctrl+s").label == "^S")
        #expect(try KeyPress(parsing: "esc").label == "Esc")
        #expect(try KeyPress(parsing: "f5").label == "F5")
        #expect(try KeyPress(parsing: "shift+tab").label == "⇧Tab")
    }
}

@Suite struct InputDecoderTests {
    func decode(_ bytes: [UInt8]) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    func keys(_ text: String) -> [InputEvent] { decode(Array(text.utf8)) }

    @Test func decodesPrintableAndControlKeys() {
        #expect(keys("aé") == [.key(.character("a")), .key(.character("é"))])
        #expect(decode([0x0D, 0x09, 0x7F, 0x13]) == [.key(KeyPress(.enter)), .key(KeyPress(.tab)), .key(KeyPress(.backspace)),
                                                    .key(KeyPress(.character("s"), modifiers: .ctrl))])
    }

    @Test func decodesEscapeSequencesWithModifiers() {
        #expect(keys("\u{1B}[A\u{1B}[1;5C\u{1B}[3~\u{1B}[Z\u{1B}OP\u{1B}[15~") == [
            .key(KeyPress(.up)), .key(KeyPress(.right, modifiers: .ctrl)), .key(KeyPress(.delete)),
            .key(KeyPress(.tab, modifiers: .shift)), .key(KeyPress(.function(1))), .key(KeyPress(.function(5))),
        ])
    }

    @Test func escapeFollowedByAKeyIsAlt() {
        #expect(keys("\u{1B}x") == [.key(KeyPress(.character("x"), modifiers: .alt))])
    }

    @Test func loneEscapeWaitsForFlush() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.hasPendingBytes)
        #expect(decoder.flush() == [.key(KeyPress(.escape))])
    }

    @Test func splitSequencesAreJoined() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)).isEmpty)
        #expect(decoder.feed(Array("3D".utf8)) == [.key(KeyPress(.left, modifiers: .alt))])
    }

    @Test func decodesSGRMouse() {
        #expect(keys("\u{1B}[<0;10;5M\u{1B}[<0;10;5m\u{1B}[<65;1;1M") == [
            .mouse(MouseEvent(.press(.left), x: 9, y: 4)), .mouse(MouseEvent(.release(.left), x: 9, y: 4)),
            .mouse(MouseEvent(.wheelDown, x: 0, y: 0)),
        ])
    }

    @Test func decodesBracketedPasteAsSanitizedText() {
        #expect(keys("\u{1B}[200~hi\u{1B}[31mthere\u{1B}[201~") == [.paste("hithere")])
    }

    @Test func unknownSequencesAreDroppedWhole() {
        #expect(keys("\u{1B}[99Xa") == [.key(.character("a"))])
    }
}
