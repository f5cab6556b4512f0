/// What the screen-reader mode says while the user types into a text field (`stratus run --screen-reader
/// --typing-echo`), as screen readers let their users choose: each character as it is typed, each word once it
/// ends, or nothing.
public enum TypingEcho: String, CaseIterable, Sendable {
    /// Each character typed, as a line of its own (a space is said "space"; a password field's "star").
    case characters
    /// Each word once a character that is not a letter or digit ends it, or Enter, Tab or a move of focus does.
    case words
    /// Nothing: the field is read back with F3.
    case off
}

/// The echo of typing into one text field: what to say for each character typed, and the word being typed.
struct TypingEchoer {
    /// What to say.
    let echo: TypingEcho
    /// The letters and digits typed since the last word ended (`words` only).
    private var word = ""

    /// An echoer saying what `echo` asks for.
    init(_ echo: TypingEcho) {
        self.echo = echo
    }

    /// The lines to say for `character`, just typed into a field; `hidden` for a password field, whose
    /// characters are never said.
    mutating func typed(_ character: Character, hidden: Bool) -> [String] {
        switch echo {
        case .off:
            return []
        case .characters:
            if hidden { return ["star"] }
            return [character == " " ? "space" : String(character)]
        case .words:
            if hidden { return [] }
            if character.isLetter || character.isNumber {
                word.append(character)
                return []
            }
            return endWord()
        }
    }

    /// The word being typed, said once (Enter, Tab, or focus leaving the field ended it); none when there is none.
    mutating func endWord() -> [String] {
        defer { word = "" }
        return word.isEmpty ? [] : [word]
    }
}
