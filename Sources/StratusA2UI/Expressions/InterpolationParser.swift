import OrderedCollections
import StratusCodable

/// Reads `formatString` templates: literal text with `${...}` expressions in it.
///
/// An expression is a path (`${/user/name}`, `${firstName}`), a literal (`${'text'}`, `${42}`, `${true}`;
/// `${null}` is nothing), a function call with named arguments (`${formatDate(value: ${/date}, format: 'yyyy')}`),
/// or another `${...}` nested in it. `\${` is a literal `${`. The grammar and its edge cases follow google/A2UI
/// renderers/web_core/src/v0_9/basic_catalog/expressions/expression_parser.ts; v1.0's system functions start with
/// `@` (`${@index(offset: 1)}`). Nesting deeper than ``maximumDepth`` is an error, never a stack overflow.
public struct InterpolationParser: Sendable {
    /// The deepest nesting of `${...}` accepted.
    public static let maximumDepth = 10

    /// Creates a parser.
    public init() {}

    /// The parts of `template`, in order: literal text and the expressions between it (empty parts dropped).
    ///
    /// - Throws: ``A2UIError`` (`expression`) for an unclosed `${`, a call without `)`, an argument without `:`,
    ///   characters after a complete expression, or nesting deeper than ``maximumDepth``.
    public func parse(_ template: String, depth: Int = 0) throws(A2UIError) -> [BoundValue] {
        guard depth <= Self.maximumDepth else { throw Self.error("Max recursion depth reached in parse") }
        guard template.contains("${") else { return template.isEmpty ? [] : [.literal(.string(template))] }
        var scanner = Scanner(Array(template.unicodeScalars))
        var parts: [BoundValue] = []
        var text = ""
        func flush() {
            if !text.isEmpty { parts.append(.literal(.string(text))) }
            text = ""
        }
        while !scanner.isAtEnd {
            if scanner.matches("${") {
                flush()
                scanner.advance(2)
                let content = try scanner.interpolationContent()
                let part = try parseExpression(content, depth: depth + 1)
                if part != .literal("") { parts.append(part) }
            } else if scanner.matches("\\${") {
                // Kept as its own part, as the reference does; the text after it starts a new part.
                flush()
                parts.append(.literal("${"))
                scanner.advance(3)
            } else {
                text.unicodeScalars.append(scanner.next())
            }
        }
        flush()
        return parts
    }

    /// One expression, the whole of `expression` (what stands between `${` and `}`).
    public func parseExpression(_ expression: String, depth: Int = 0) throws(A2UIError) -> BoundValue {
        guard depth <= Self.maximumDepth else { throw Self.error("Max recursion depth reached in parse") }
        var scanner = Scanner(Array(expression.unicodeScalars))
        scanner.skipWhitespace()
        let result = try value(&scanner, depth: depth)
        scanner.skipWhitespace()
        guard scanner.isAtEnd else {
            throw Self.error("Unexpected characters at end of expression: '\(scanner.rest)'")
        }
        return result
    }

    private func value(_ scanner: inout Scanner, depth: Int) throws(A2UIError) -> BoundValue {
        scanner.skipWhitespace()
        if scanner.isAtEnd { return .literal("") }
        if scanner.matches("${") {
            scanner.advance(2)
            let content = try scanner.interpolationContent()
            return try parseExpression(content, depth: depth + 1)
        }
        let first = scanner.peek()
        if first == "'" || first == "\"" { return .literal(.string(scanner.stringLiteral())) }
        if Scanner.isDigit(first) { return .literal(scanner.numberLiteral()) }
        if scanner.keyword("true") { return .literal(true) }
        if scanner.keyword("false") { return .literal(false) }
        if scanner.keyword("null") { return .literal("") }
        let token = scanner.pathOrIdentifier()
        scanner.skipWhitespace()
        if scanner.peek() == "(" {
            return .call(try call(named: token, &scanner, depth: depth))
        }
        return token.isEmpty ? .literal("") : .path(token)
    }

    private func call(named name: String, _ scanner: inout Scanner, depth: Int) throws(A2UIError) -> FunctionCall {
        scanner.advance(1)
        scanner.skipWhitespace()
        var arguments: OrderedDictionary<String, BoundValue> = [:]
        while !scanner.isAtEnd, scanner.peek() != ")" {
            let argument = scanner.identifier()
            scanner.skipWhitespace()
            guard scanner.peek() == ":" else {
                throw Self.error("Expected ':' after argument name '\(argument)' in function '\(name)'")
            }
            scanner.advance(1)
            scanner.skipWhitespace()
            arguments[argument] = try value(&scanner, depth: depth)
            scanner.skipWhitespace()
            if scanner.peek() == "," {
                scanner.advance(1)
                scanner.skipWhitespace()
            } else if scanner.peek() != ")" {
                break
            }
        }
        guard scanner.peek() == ")" else { throw Self.error("Expected ')' after function arguments for '\(name)'") }
        scanner.advance(1)
        return FunctionCall(name: name, arguments: arguments)
    }

    private static func error(_ message: String) -> A2UIError { A2UIError(.expression, message) }
}

/// A cursor over the Unicode scalars of an expression.
private struct Scanner {
    let scalars: [Unicode.Scalar]
    var position = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var isAtEnd: Bool { position >= scalars.count }

    var rest: String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[min(position, scalars.count)...])
        return text
    }

    func peek(_ offset: Int = 0) -> Unicode.Scalar {
        position + offset < scalars.count ? scalars[position + offset] : "\0"
    }

    mutating func next() -> Unicode.Scalar {
        defer { position += 1 }
        return scalars[position]
    }

    mutating func advance(_ count: Int) { position += count }

    func matches(_ text: String) -> Bool {
        var offset = 0
        for scalar in text.unicodeScalars {
            guard peek(offset) == scalar, position + offset < scalars.count else { return false }
            offset += 1
        }
        return true
    }

    mutating func skipWhitespace() {
        while !isAtEnd, peek().properties.isWhitespace { position += 1 }
    }

    /// Consumes `word` when it stands alone (not the start of a longer name).
    mutating func keyword(_ word: String) -> Bool {
        guard matches(word) else { return false }
        let after = peek(word.unicodeScalars.count)
        if Self.isAlphanumeric(after) || after == "_" { return false }
        advance(word.unicodeScalars.count)
        return true
    }

    /// The text up to the `}` that closes an interpolation already opened; quotes are skipped whole.
    mutating func interpolationContent() throws(A2UIError) -> String {
        let start = position
        var balance = 1
        while !isAtEnd, balance > 0 {
            let scalar = next()
            if scalar == "{" {
                balance += 1
            } else if scalar == "}" {
                balance -= 1
            } else if scalar == "'" || scalar == "\"" {
                while !isAtEnd {
                    let inner = next()
                    if inner == "\\" {
                        if !isAtEnd { position += 1 }
                    } else if inner == scalar {
                        break
                    }
                }
            }
        }
        guard balance == 0 else { throw A2UIError(.expression, "Unclosed interpolation: missing '}'") }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<(position - 1)])
        return text
    }

    mutating func stringLiteral() -> String {
        let quote = next()
        var text = ""
        while !isAtEnd {
            let scalar = next()
            if scalar == "\\" {
                guard !isAtEnd else { break }
                switch next() {
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                case let other: text.unicodeScalars.append(other)
                }
            } else if scalar == quote {
                break
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    mutating func numberLiteral() -> JSONValue {
        var text = ""
        while !isAtEnd, Self.isDigit(peek()) || peek() == "." { text.unicodeScalars.append(next()) }
        if let integer = Int64(text) { return .integer(integer) }
        return Double(text).map(JSONValue.double) ?? .double(.nan)
    }

    mutating func pathOrIdentifier() -> String {
        var text = ""
        // `@` only opens a name: v1.0's system functions (`@index`).
        if peek() == "@" { text.unicodeScalars.append(next()) }
        while !isAtEnd {
            let scalar = peek()
            guard Self.isAlphanumeric(scalar) || "/._-".unicodeScalars.contains(scalar) else { break }
            text.unicodeScalars.append(next())
        }
        return text
    }

    mutating func identifier() -> String {
        var text = ""
        while !isAtEnd, Self.isAlphanumeric(peek()) || peek() == "_" { text.unicodeScalars.append(next()) }
        return text
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar)
    }
}
