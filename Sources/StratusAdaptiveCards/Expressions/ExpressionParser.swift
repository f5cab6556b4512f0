import StratusCodable

/// Reads tokens into an ``Expression`` with botbuilder-js's precedences, loosest first: `? :`, `??`, `||`, `&&`,
/// `<` `<=` `>` `>=`, `&`, `==` `!=` `<>`, `+` `-`, `*` `/` `%`, `^` (to the right), then `!`, `-`, `+` before an
/// operand, then `.member`, `(arguments)` and `[index]` after a primary (ExpressionAntlrParser.g4 there).
struct ExpressionParser {
    private var tokens: [ExpressionToken]
    private var position = 0
    /// Added to every offset: where this text starts inside the text being parsed (a `${...}` part).
    private let base: Int

    /// How deep expressions may nest (parentheses, calls, backtick strings inside `${...}`): far more than any
    /// card needs, few enough that parsing and evaluating fit a thread's stack.
    static let maximumDepth = 200
    /// How many operators or postfix steps may follow one another at one level (`1+1+1...`, `a.b.c...`): each one
    /// adds a level to the tree that evaluation walks.
    static let maximumChain = 1_000

    /// Parses `text`, whose first scalar is at `offset` of the enclosing text, `depth` levels deep in it.
    static func parse(_ text: String, startingAt offset: Int, depth: Int = 0) throws(AdaptiveCardsError) -> Expression {
        var lexer = ExpressionLexer(text)
        let tokens: [ExpressionToken]
        do {
            tokens = try lexer.tokens()
        } catch {
            throw error.shifted(by: offset)
        }
        var parser = ExpressionParser(tokens: tokens, base: offset, depth: depth)
        if case .end = parser.current.kind {
            return Expression(.constant(.string("")), offset: offset)
        }
        let expression = try parser.expression(0)
        guard case .end = parser.current.kind else {
            throw parser.unexpected()
        }
        return expression
    }

    private init(tokens: [ExpressionToken], base: Int, depth: Int) {
        self.tokens = tokens
        self.base = base
        self.depth = depth
    }

    /// How deep the parser is now, counting the enclosing texts.
    private var depth: Int

    private var current: ExpressionToken { tokens[position] }

    private func offset(of token: ExpressionToken) -> Int { base + token.offset }

    private func unexpected() -> AdaptiveCardsError {
        let token = current
        let what: String
        switch token.kind {
        case .end: what = "the expression ends too early"
        case .symbol(let symbol): what = "unexpected '\(symbol)'"
        case .identifier(let name): what = "unexpected name '\(name)'"
        case .number: what = "unexpected number"
        case .string, .interpolation: what = "unexpected string"
        }
        return AdaptiveCardsError(.syntax, what, offset: offset(of: token))
    }

    private func isSymbol(_ symbol: String) -> Bool {
        if case .symbol(let found) = current.kind { return found == symbol }
        return false
    }

    private mutating func expect(_ symbol: String) throws(AdaptiveCardsError) {
        guard isSymbol(symbol) else {
            var error = unexpected()
            error.message += ": '\(symbol)' expected"
            throw error
        }
        position += 1
    }

    /// Binary operators: their precedence (higher binds tighter) and the function each one calls.
    private static let binaryOperators: [String: (precedence: Int, function: String)] = [
        "??": (2, "coalesce"), "||": (3, "or"), "&&": (4, "and"),
        "<": (5, "less"), "<=": (5, "lessOrEquals"), ">": (5, "greater"), ">=": (5, "greaterOrEquals"),
        "&": (6, "concat"), "==": (7, "equals"), "!=": (7, "notEquals"), "<>": (7, "notEquals"),
        "+": (8, "add"), "-": (8, "sub"), "*": (9, "mul"), "/": (9, "div"), "%": (9, "mod"), "^": (10, "exp"),
    ]
    private static let ternaryPrecedence = 1
    private static let prefixPrecedence = 11

    private mutating func expression(_ minimum: Int) throws(AdaptiveCardsError) -> Expression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw AdaptiveCardsError(.syntax, "the expression nests more than \(Self.maximumDepth) levels deep",
                                     offset: offset(of: current))
        }
        var left = try prefix()
        var chain = 0
        while true {
            chain += 1
            guard chain <= Self.maximumChain else {
                throw AdaptiveCardsError(.syntax, "more than \(Self.maximumChain) operators in a row", offset: offset(of: current))
            }
            guard case .symbol(let symbol) = current.kind else { break }
            if symbol == "?" {
                guard Self.ternaryPrecedence >= minimum else { break }
                position += 1
                let whenTrue = try expression(0)
                try expect(":")
                let whenFalse = try expression(Self.ternaryPrecedence)
                left = Expression(.call("if", [left, whenTrue, whenFalse]), offset: left.offset)
                continue
            }
            guard let (precedence, function) = Self.binaryOperators[symbol], precedence >= minimum else { break }
            position += 1
            // `^` groups to the right: 3^2^2 is 3^(2^2); the others to the left.
            let right = try expression(symbol == "^" ? precedence : precedence + 1)
            left = Expression(.call(function, [left, right]), offset: left.offset)
        }
        return left
    }

    private mutating func prefix() throws(AdaptiveCardsError) -> Expression {
        let token = current
        if case .symbol(let symbol) = token.kind, ["!", "-", "+"].contains(symbol) {
            position += 1
            let operand = try expression(Self.prefixPrecedence)
            let function = symbol == "!" ? "not" : symbol
            return Expression(.call(function, [operand]), offset: offset(of: token))
        }
        return try postfix(try primary())
    }

    private mutating func primary() throws(AdaptiveCardsError) -> Expression {
        let token = current
        let start = offset(of: token)
        switch token.kind {
        case .number(let value, let isInteger):
            position += 1
            if isInteger, let integer = Int64(exactly: value) {
                return Expression(.constant(.integer(integer)), offset: start)
            }
            return Expression(.constant(.double(value)), offset: start)
        case .string(let text):
            position += 1
            return Expression(.constant(.string(text)), offset: start)
        case .interpolation(let pieces):
            position += 1
            var parts: [Expression] = []
            for piece in pieces {
                switch piece {
                case .text(let text):
                    parts.append(Expression(.constant(.string(text)), offset: start))
                case .expression(let text, let pieceOffset):
                    parts.append(try Self.parse(text, startingAt: base + pieceOffset, depth: depth + 1))
                }
            }
            return Expression(.interpolation(parts), offset: start)
        case .identifier(let name):
            position += 1
            switch name {
            case "true": return Expression(.constant(.bool(true)), offset: start)
            case "false": return Expression(.constant(.bool(false)), offset: start)
            case "null": return Expression(.constant(.null), offset: start)
            default: return Expression(.name(name), offset: start)
            }
        case .symbol("("):
            position += 1
            let inner = try expression(0)
            try expect(")")
            return inner
        case .symbol("["):
            position += 1
            var elements: [Expression] = []
            if !isSymbol("]") {
                repeat { elements.append(try argument()) } while try consumeComma()
            }
            try expect("]")
            return Expression(.array(elements), offset: start)
        case .symbol("{"):
            position += 1
            var members: [Expression.Member] = []
            if !isSymbol("}") {
                repeat {
                    let key: String
                    switch current.kind {
                    case .identifier(let name): key = name
                    case .string(let text): key = text
                    default: throw unexpected()
                    }
                    position += 1
                    try expect(":")
                    members.append(Expression.Member(key: key, value: try expression(0)))
                } while try consumeComma()
            }
            try expect("}")
            return Expression(.object(members), offset: start)
        default:
            throw unexpected()
        }
    }

    private mutating func consumeComma() throws(AdaptiveCardsError) -> Bool {
        guard isSymbol(",") else { return false }
        position += 1
        return true
    }

    /// An argument of a call or an element of an array: an expression or a lambda `name => body`.
    private mutating func argument() throws(AdaptiveCardsError) -> Expression {
        if case .identifier(let name) = current.kind, position + 1 < tokens.count,
           case .symbol("=>") = tokens[position + 1].kind {
            let start = offset(of: current)
            position += 2
            return Expression(.lambda(name, try expression(0)), offset: start)
        }
        return try expression(0)
    }

    private mutating func postfix(_ primary: Expression) throws(AdaptiveCardsError) -> Expression {
        var result = primary
        var chain = 0
        while case .symbol(let symbol) = current.kind {
            chain += 1
            guard chain <= Self.maximumChain else {
                throw AdaptiveCardsError(.syntax, "more than \(Self.maximumChain) members, indexes or calls in a row",
                                         offset: offset(of: current))
            }
            switch symbol {
            case ".":
                position += 1
                guard case .identifier(let name) = current.kind else {
                    var error = unexpected()
                    error.message += ": a member name expected after '.'"
                    throw error
                }
                position += 1
                result = Expression(.member(result, name), offset: result.offset)
            case "[":
                position += 1
                let index = try expression(0)
                try expect("]")
                result = Expression(.index(result, index), offset: result.offset)
            case "(", "!":
                if symbol == "!" {
                    guard position + 1 < tokens.count, case .symbol("(") = tokens[position + 1].kind else { return result }
                    position += 1
                }
                guard let name = Self.functionName(result) else {
                    throw AdaptiveCardsError(.syntax, "only a name can be called as a function", offset: result.offset)
                }
                position += 1
                var arguments: [Expression] = []
                if !isSymbol(")") {
                    repeat { arguments.append(try argument()) } while try consumeComma()
                }
                try expect(")")
                try ExpressionFunctions.validate(name, arguments: arguments, offset: result.offset)
                result = Expression(.call(name, arguments), offset: result.offset)
            default:
                return result
            }
        }
        return result
    }

    /// `name` or `a.b.name`: the name of the function a call calls.
    private static func functionName(_ expression: Expression) -> String? {
        switch expression.kind {
        case .name(let name): return name
        case .member(let left, let name): return functionName(left).map { $0 + "." + name }
        default: return nil
        }
    }
}

extension AdaptiveCardsError {
    /// This error with its offset moved by `delta`.
    func shifted(by delta: Int) -> AdaptiveCardsError {
        var copy = self
        copy.offset = (offset ?? 0) + delta
        return copy
    }
}
