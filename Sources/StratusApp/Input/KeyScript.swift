/// The `--keys` argument of `stratus render`, split into steps.
///
/// Steps are separated by spaces. A quoted token (`'hello world'` or `"hello"`) types its text; inside
/// quotes, a backslash escapes the next character. `click:ID` activates the node with id `ID`.
/// `wait:MS` lets time pass (spinners, toasts). Anything else names a key or a chord (`tab`, `ctrl+s`),
/// which StratusTerminal's key grammar decodes.
public struct KeyScript: Sendable, Equatable {
    /// One step of the script.
    public enum Step: Sendable, Equatable {
        /// A key or chord by name, as written (`enter`, `ctrl+s`).
        case key(String)
        /// Text to type, one character at a time.
        case text(String)
        /// Activate the node with this id.
        case click(String)
        /// Let this many milliseconds pass.
        case wait(milliseconds: Int)
    }

    /// A problem in the script, with the 1-based character column where it starts.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong.
        public var message: String
        /// Where, counted in characters from 1.
        public var column: Int
        /// `column N: message`.
        public var description: String { "column \(column): \(message)" }
    }

    /// The steps in order.
    public var steps: [Step]

    /// Creates a script from steps.
    public init(steps: [Step]) { self.steps = steps }

    /// Splits a `--keys` argument.
    public init(parsing text: String) throws(ParseError) {
        var steps: [Step] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" || character == "\n" {
                index += 1
                continue
            }
            let start = index
            if character == "'" || character == "\"" {
                var typed = ""
                index += 1
                var closed = false
                while index < characters.count {
                    let next = characters[index]
                    if next == "\\", index + 1 < characters.count {
                        typed.append(characters[index + 1])
                        index += 2
                        continue
                    }
                    index += 1
                    if next == character {
                        closed = true
                        break
                    }
                    typed.append(next)
                }
                guard closed else { throw ParseError(message: "unterminated quote \(character)", column: start + 1) }
                steps.append(.text(typed))
                continue
            }
            var token = ""
            while index < characters.count, characters[index] != " ", characters[index] != "\t",
                  characters[index] != "\n" {
                token.append(characters[index])
                index += 1
            }
            steps.append(try Self.step(for: token, column: start + 1))
        }
        self.steps = steps
    }

    private static func step(for token: String, column: Int) throws(ParseError) -> Step {
        if token.hasPrefix("click:") {
            let id = String(token.dropFirst("click:".count))
            guard !id.isEmpty else { throw ParseError(message: "click: needs a node id", column: column) }
            return .click(id)
        }
        if token.hasPrefix("wait:") {
            guard let milliseconds = Int(token.dropFirst("wait:".count)), milliseconds >= 0,
                  milliseconds <= 60_000 else {
                throw ParseError(message: "wait: needs milliseconds between 0 and 60000", column: column)
            }
            return .wait(milliseconds: milliseconds)
        }
        return .key(token)
    }
}
