/// Cuts the text of an Adaptive Expression into tokens, following botbuilder-js's grammar
/// (libraries/adaptive-expressions/src/parser/ExpressionAntlrLexer.g4): whitespace and line breaks are skipped,
/// strings take single or double quotes, and a backtick string is cut into text and `${...}` parts.
struct ExpressionLexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Every token of the text, ending with `.end`.
    ///
    /// - Throws: ``AdaptiveCardsError`` of kind `syntax` at the offending character.
    mutating func tokens() throws(AdaptiveCardsError) -> [ExpressionToken] {
        var tokens: [ExpressionToken] = []
        while true {
            skipWhitespace()
            guard index < scalars.count else {
                tokens.append(ExpressionToken(kind: .end, offset: scalars.count))
                return tokens
            }
            tokens.append(try token())
        }
    }

    private mutating func skipWhitespace() {
        while index < scalars.count, [" ", "\t", "\u{FEFF}", "\u{A0}", "\r", "\n"].contains(scalars[index]) {
            index += 1
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        index + ahead < scalars.count ? scalars[index + ahead] : nil
    }

    private mutating func token() throws(AdaptiveCardsError) -> ExpressionToken {
        let start = index
        let scalar = scalars[index]
        if Self.isDigit(scalar) { return number() }
        if scalar == "'" || scalar == "\"" {
            return ExpressionToken(kind: .string(try quoted()), offset: start)
        }
        if scalar == "`" { return ExpressionToken(kind: .interpolation(try interpolation()), offset: start) }
        if let identifier = identifier() { return ExpressionToken(kind: .identifier(identifier), offset: start) }
        for symbol in Self.twoCharacterSymbols where peek() == symbol.0 && peek(1) == symbol.1 {
            index += 2
            return ExpressionToken(kind: .symbol(String(symbol.0) + String(symbol.1)), offset: start)
        }
        if Self.singleCharacterSymbols.contains(scalar) {
            index += 1
            return ExpressionToken(kind: .symbol(String(scalar)), offset: start)
        }
        throw AdaptiveCardsError(.syntax, "unexpected character '\(scalar)'", offset: start)
    }

    private static let twoCharacterSymbols: [(Unicode.Scalar, Unicode.Scalar)] = [
        ("=", "="), ("!", "="), ("<", ">"), ("&", "&"), ("|", "|"), ("<", "="), (">", "="), ("=", ">"), ("?", "?"),
    ]
    private static let singleCharacterSymbols: Set<Unicode.Scalar> = [
        "+", "-", "!", "^", "*", "/", "%", "&", "<", ">", "(", ")", ".", "[", "]", "{", "}", ",", ":", "?",
    ]

    private mutating func number() -> ExpressionToken {
        let start = index
        while let next = peek(), Self.isDigit(next) { index += 1 }
        var isInteger = true
        if peek() == ".", let after = peek(1), Self.isDigit(after) {
            isInteger = false
            index += 1
            while let next = peek(), Self.isDigit(next) { index += 1 }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        return ExpressionToken(kind: .number(Double(text) ?? 0, isInteger: isInteger), offset: start)
    }

    /// A name, when one starts here. `%` starts a name only when a letter or `_` follows (alone it is modulo).
    private mutating func identifier() -> String? {
        let start = index
        let first = scalars[index]
        if Self.isLetter(first) || first == "_" || first == "#" || first == "$" {
            index += 1
        } else if first == "@" {
            index += peek(1) == "@" ? 2 : 1
        } else if first == "%", let next = peek(1), Self.isLetter(next) || next == "_" {
            index += 1
        } else {
            return nil
        }
        while let next = peek(), Self.isLetter(next) || Self.isDigit(next) || next == "_" { index += 1 }
        return String(String.UnicodeScalarView(scalars[start..<index]))
    }

    /// A single- or double-quoted string with its escapes applied: `\n`, `\r`, `\t`, `\\`, and the quotes; any
    /// other backslash stays as written (as botbuilder-js: `"ab\ycd"` is `ab\ycd`).
    private mutating func quoted() throws(AdaptiveCardsError) -> String {
        let start = index
        let quote = scalars[index]
        index += 1
        var text = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == quote {
                index += 1
                return String(text)
            }
            if scalar == "\\", let next = peek(1) {
                switch next {
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                case "\\", "'", "\"": text.append(next)
                default: text.append(scalar); text.append(next)
                }
                index += 2
                continue
            }
            text.append(scalar)
            index += 1
        }
        throw AdaptiveCardsError(.syntax, "a string is not closed: \(quote) expected", offset: start)
    }

    /// A backtick string: text (where `` \` `` and `\$` escape), and `${...}` parts whose braces and strings nest.
    private mutating func interpolation() throws(AdaptiveCardsError) -> [ExpressionToken.InterpolationPiece] {
        let start = index
        index += 1
        guard let pieces = try pieces(closedBy: "`") else {
            throw AdaptiveCardsError(.syntax, "a string is not closed: ` expected", offset: start)
        }
        return pieces
    }

    /// The pieces of a whole text read as the inside of a backtick string, without a closing backtick: how
    /// templating reads a card's string (a backtick in it is text).
    static func interpolationPieces(of text: String) throws(AdaptiveCardsError) -> [ExpressionToken.InterpolationPiece] {
        var lexer = ExpressionLexer(text)
        return try lexer.pieces(closedBy: nil) ?? []
    }

    /// Text and `${...}` parts up to `terminator` (consumed), or to the end when it is nil; nil when the
    /// terminator never comes.
    private mutating func pieces(closedBy terminator: Unicode.Scalar?) throws(AdaptiveCardsError) -> [ExpressionToken.InterpolationPiece]? {
        var pieces: [ExpressionToken.InterpolationPiece] = []
        var text = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            if let terminator, scalar == terminator {
                index += 1
                if !text.isEmpty { pieces.append(.text(String(text))) }
                return pieces
            }
            if scalar == "\\", let next = peek(1), next == "`" || next == "$" {
                text.append(next)
                index += 2
                continue
            }
            if scalar == "$", peek(1) == "{" {
                if !text.isEmpty { pieces.append(.text(String(text))) }
                text = String.UnicodeScalarView()
                let (body, bodyStart) = try templateBody()
                pieces.append(.expression(body, offset: bodyStart))
                continue
            }
            text.append(scalar)
            index += 1
        }
        guard terminator == nil else { return nil }
        if !text.isEmpty { pieces.append(.text(String(text))) }
        return pieces
    }

    /// The text between `${` and its matching `}`, with the offset of its first scalar.
    private mutating func templateBody() throws(AdaptiveCardsError) -> (String, Int) {
        let open = index
        index += 2
        let bodyStart = index
        var depth = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "'", "\"":
                _ = try quoted()
                continue
            case "{":
                depth += 1
            case "}":
                if depth == 0 {
                    let body = String(String.UnicodeScalarView(scalars[bodyStart..<index]))
                    index += 1
                    return (body, bodyStart)
                }
                depth -= 1
            default:
                break
            }
            index += 1
        }
        throw AdaptiveCardsError(.syntax, "'${' is not closed: '}' expected", offset: open)
    }
}
