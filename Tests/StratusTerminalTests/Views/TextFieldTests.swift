import Testing
@testable import StratusTerminal

/// `TextField` (Views/TextField.swift) in a view host: editing keys, placeholder, secure text, scrolling to the
/// caret, submit and focus changes.
@MainActor
@Suite struct TextFieldTests {
    /// What a field reported.
    final class Log { var submitted: [String] = []; var focus: [Bool] = [] }

    struct Form: View {
        let log: Log
        var secure = false
        @State var name = ""
        var body: some View {
            VStack {
                TextField("name", text: $name).secure(secure)
                    .onSubmit { log.submitted.append($0) }
                    .onFocusChange { log.focus.append($0) }
                Text("=\(name)|")
                Button("Ok") {}
            }
        }
    }

    func type(_ text: String, into host: ViewHost) {
        for character in text { host.press(KeyPress(.character(character))) }
    }

    @Test func thePlaceholderShowsWhileEmpty() {
        let host = expectFrame(Form(log: Log()), width: 10, height: 3, lines: ["name", "=|", "[ Ok ]"])
        #expect(host.frame[1, 0].style.attributes == [.dim, .underline])
        #expect(host.frame[0, 0].style.attributes == [.dim, .underline, .reverse])
        #expect(host.frame[9, 0].style.attributes == [.underline])
    }

    @Test func typingEditsTheBoundText() {
        let host = ViewHost(Form(log: Log()), width: 10, height: 3)
        type("hello", into: host)
        expectLines(host.frame.lines, ["hello", "=hello|", "[ Ok ]"])
        #expect(host.frame[5, 0].style.attributes == [.underline, .reverse])
    }

    @Test func editingKeysMoveTheCaretAndCut() {
        let host = ViewHost(Form(log: Log()), width: 20, height: 3)
        func value() -> String { trimmedRight(host.frame.lines[1]) }
        type("world", into: host)
        host.press(KeyPress(.home))
        type("hello ", into: host)
        #expect(value() == "=hello world|")
        host.press(KeyPress(.character("k"), modifiers: .ctrl))
        #expect(value() == "=hello |")
        host.press(KeyPress(.left))
        host.press(KeyPress(.backspace))
        #expect(value() == "=hell |")
        host.press(KeyPress(.character("u"), modifiers: .ctrl))
        #expect(value() == "= |")
        host.press(KeyPress(.end))
        host.press(KeyPress(.backspace))
        #expect(value() == "=|")
        #expect(host.text.hasPrefix("name\n"))
    }

    @Test func editingKeysAreUsedAndOthersPassOn() {
        let host = ViewHost(Form(log: Log()), width: 20, height: 3)
        #expect(host.press(KeyPress(.character("a"))))
        #expect(host.press(KeyPress(.left)))
        #expect(host.press(KeyPress(.delete)))
        // Tab is not an editing key: it moves focus.
        let field = host.focusedID
        host.press(KeyPress(.tab))
        #expect(host.focusedID != field)
    }

    @Test func enterSubmitsTheText() {
        let log = Log()
        let host = ViewHost(Form(log: log), width: 20, height: 3)
        type("abc", into: host)
        host.press(KeyPress(.enter))
        #expect(log.submitted == ["abc"])
    }

    @Test func focusChangesAreReported() {
        let log = Log()
        let host = ViewHost(Form(log: log), width: 20, height: 3)
        host.press(KeyPress(.tab))
        #expect(log.focus.last == false)
        host.press(KeyPress(.tab, modifiers: .shift))
        #expect(log.focus.last == true)
    }

    @Test func aSecureFieldShowsDots() {
        let host = ViewHost(Form(log: Log(), secure: true), width: 10, height: 3)
        type("pw", into: host)
        expectLines(host.frame.lines, ["••", "=pw|", "[ Ok ]"])
    }

    @Test func longTextScrollsToKeepTheCaretInView() {
        let stateful = ViewHost(Form(log: Log()), width: 5, height: 3)
        type("abcdefgh", into: stateful)
        // Five columns show four characters and the caret after them.
        #expect(stateful.frame.lines[0] == "efgh ")
        #expect(stateful.frame[4, 0].style.attributes.contains(.reverse))
        stateful.press(KeyPress(.home))
        #expect(stateful.frame.lines[0] == "abcde")
        #expect(stateful.frame[0, 0].style.attributes.contains(.reverse))
    }

    @Test func controlCharactersTypedOrPastedAreDropped() {
        let host = ViewHost(Form(log: Log()), width: 10, height: 3)
        host.press(KeyPress(.character("\u{7}")))
        type("a", into: host)
        #expect(trimmedRight(host.frame.lines[1]) == "=a|")
    }

    /// A field and its mark, drawn inside the field's box (`leadingMark`) or as a dimmed text beside it in a row.
    struct Marked: View {
        let inRow: Bool
        let background: Color?
        @State var name = ""
        var body: some View {
            VStack {
                if inRow {
                    HStack { Text("›").dim(); TextField("name", text: $name).frame(width: .expand) }
                } else {
                    TextField("name", text: $name).leadingMark("›").frame(width: .expand)
                }
                Button("Ok") {}
            }
            .backgroundColor(background)
        }
    }

    @Test func aLeadingMarkDrawsWhatADimTextBesideTheFieldWould() {
        for background in [nil, Color.white, Color.black] {
            let marked = ViewHost(Marked(inRow: false, background: background), width: 12, height: 2)
            let row = ViewHost(Marked(inRow: true, background: background), width: 12, height: 2)
            for host in [marked, row] { type("a long name", into: host) }
            // The field scrolled to keep its caret in view, two cells narrower than the box.
            #expect(trimmedRight(marked.frame.lines[0]) == "› long name")
            for x in 0..<12 {
                #expect(marked.frame[x, 0] == row.frame[x, 0], "cell \(x), background \(String(describing: background))")
            }
            #expect(marked.cursor == row.cursor && marked.cursor == Point(x: 11, y: 0))
            // The mark is the field's: a click on it focuses the field.
            let field = marked.focusedID
            marked.press(KeyPress(.tab))
            #expect(marked.focusedID != field)
            #expect(marked.click(x: 0, y: 0))
            #expect(marked.focusedID == field)
        }
    }
}
