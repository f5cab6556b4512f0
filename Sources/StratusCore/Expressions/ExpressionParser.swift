/// Turns strings that contain `@{...}` into `Expression`s, following the Nimbus core's grammar (Docs/Nimbus.md §3.2).
///
/// The parser is pure: it needs no state and no registry, so a screen can be parsed off the main actor.
/// Problems inside the braces (a bad state path, a malformed operation) give `.invalid(message:)`, which
/// evaluates to null and is logged where the expression is bound, as the core does.
public enum ExpressionParser {
    /// The result of reading a string property.
    public enum Parsed: Sendable, Hashable {
        /// The string has no expression: it stays this plain text.
        case text(String)
        /// The string is, or contains, expressions.
        case expression(Expression)
    }

    /// Parses a string property: plain text, a whole-string expression (typed result) or a template.
    ///
    /// A string that is exactly one `@{...}` keeps the expression's type; any other mix is a template whose
    /// value is always a string. A backslash escapes `@{`; a malformed `@{` stays literal text.
    public static func parse(_ string: String) -> Parsed {
        // Most strings of a screen hold no expression at all: skip the scan for them.
        guard string.containsUTF8Byte(UInt8(ascii: "@")) else { return .text(string) }
        let bytes = Array(string.utf8)
        let matches = findMatches(in: bytes)
        if matches.isEmpty { return .text(string) }
        if matches.count == 1, let only = matches.first, only.start == 0, only.slashCount == 0, only.end == bytes.count {
            return .expression(parseCode(text(bytes, only.codeRange)))
        }
        var parts: [Expression] = []
        var cursor = 0
        var pendingText = ""
        for match in matches {
            pendingText += text(bytes, cursor..<match.start)
            // Docs/Nimbus.md §3.2: an odd run of backslashes escapes the expression; each `\\` becomes `\`.
            let slashes = String(repeating: "\\", count: (match.slashCount + 1) / 2)
            let code = text(bytes, match.codeRange)
            if match.slashCount % 2 == 1 {
                pendingText += String(slashes.dropLast()) + "@{" + code + "}"
            } else {
                pendingText += slashes
                if !pendingText.isEmpty { parts.append(.literal(.string(pendingText))) }
                pendingText = ""
                parts.append(parseCode(code))
            }
            cursor = match.end
        }
        pendingText += text(bytes, cursor..<bytes.count)
        if !pendingText.isEmpty { parts.append(.literal(.string(pendingText))) }
        if parts.allSatisfy({ $0.constantValue?.stringValue != nil }) {
            // Only escaped expressions: the template is constant text.
            return .text(parts.compactMap { $0.constantValue?.stringValue }.joined())
        }
        return .expression(.template(parts))
    }

    /// `true` when `string` contains at least one (possibly escaped) `@{...}`.
    public static func containsExpression(_ string: String) -> Bool {
        guard string.utf8.contains(UInt8(ascii: "@")) else { return false }
        return !findMatches(in: Array(string.utf8)).isEmpty
    }

    /// How deep operations may nest inside one expression; deeper code is invalid (it would only come from a
    /// hostile or broken screen, and would otherwise exhaust the stack).
    public static let maximumNesting = 64

    /// Parses the code between the braces: a literal, then an operation, then a state reference.
    public static func parseCode(_ code: String) -> Expression {
        parseCode(code, depth: 0)
    }

    static func parseCode(_ code: String, depth: Int) -> Expression {
        if let literal = parseLiteral(code) { return .literal(literal) }
        // A byte search: `contains("(")` went through Foundation's `range(of:)` and an NSString (5,700 instructions
        // each, asked of every expression a screen holds; callgrind of `stratus render Screens/catalogue.json`).
        if code.containsUTF8Byte(UInt8(ascii: "(")) {
            guard depth < maximumNesting else {
                return .invalid(message: "Expression nested more than \(maximumNesting) levels deep. Using null as "
                    + "its value.")
            }
            return parseOperation(code, depth: depth)
        }
        return parseStateReference(code)
    }

    // MARK: - Literals

    static func parseLiteral(_ code: String) -> JSONValue? {
        switch code {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: break
        }
        let bytes = Array(code.utf8)
        if let first = bytes.first, isDigit(first) {
            let dot = bytes.firstIndex(of: UInt8(ascii: "."))
            let integerPart = dot.map { bytes[..<$0] } ?? bytes[...]
            let fraction = dot.map { bytes[($0 + 1)...] } ?? []
            if integerPart.allSatisfy(isDigit) && fraction.allSatisfy(isDigit) {
                if dot != nil { return Double(code.hasSuffix(".") ? code + "0" : code).map(JSONValue.double) }
                if let integer = Int64(code) { return .integer(integer) }
                return Double(code).map(JSONValue.double)
            }
        }
        if bytes.count >= 2, bytes.first == UInt8(ascii: "'"), bytes.last == UInt8(ascii: "'") {
            return .string(String(code.dropFirst().dropLast()).replacingAll("\\'", with: "'"))
        }
        return nil
    }

    // MARK: - Operations

    static func parseOperation(_ code: String, depth: Int) -> Expression {
        let bytes = Array(code.utf8)
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), open > 0,
              bytes[..<open].allSatisfy(isWordByte), bytes.last == UInt8(ascii: ")"),
              !bytes.contains(UInt8(ascii: "\n")) else {
            return .invalid(message: "Invalid operation in expression: \(code). Using null as its value.")
        }
        let name = text(bytes, 0..<open)
        let argumentBytes = Array(bytes[(open + 1)..<(bytes.count - 1)])
        guard let arguments = splitArguments(argumentBytes) else {
            return .invalid(message: "wrong format for parameters: \(text(argumentBytes, 0..<argumentBytes.count))")
        }
        return .operation(OperationCall(name: name, arguments: arguments.map { parseCode($0, depth: depth + 1) }))
    }

    /// Splits an argument list at top-level commas, skipping nested parentheses and quoted strings.
    /// Returns nil when the parentheses do not balance.
    static func splitArguments(_ bytes: [UInt8]) -> [String]? {
        var arguments: [String] = []
        var depth = 0
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "'") {
                guard let end = endOfQuotedString(bytes, from: index) else { return nil }
                index = end
                continue
            }
            if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth < 0 { return nil }
            } else if byte == UInt8(ascii: ","), depth == 0 {
                arguments.append(text(bytes, start..<index).trimmingSpaces())
                start = index + 1
            }
            index += 1
        }
        if depth != 0 { return nil }
        let last = text(bytes, start..<bytes.count).trimmingSpaces()
        if !last.isEmpty || !arguments.isEmpty && start < bytes.count { arguments.append(last) }
        return arguments
    }

    // MARK: - State references

    static func parseStateReference(_ code: String) -> Expression {
        guard let components = parsePath(code), case .key(let stateID)? = components.first else {
            return .invalid(message: "invalid path \"\(code)\". Please, make sure your variable names contain only "
                + "letters, numbers and the symbol \"_\". To access substructures use \".\" and to access array "
                + "indexes use \"[index]\". Using null in the place of this expression.")
        }
        if stateID == "true" || stateID == "false" || stateID == "null" {
            return .invalid(message: "The referred state is invalid because it uses a key word as its id: "
                + "\(stateID). Using null in its place.")
        }
        return .state(StateReference(stateID: stateID, path: Array(components.dropFirst())))
    }

    /// Reads `name(.name|[index])*` where the first segment may carry indexes too (`matrix[1][2]`).
    /// Returns nil when the text does not follow that grammar.
    static func parsePath(_ code: String) -> [PathComponent]? {
        let bytes = Array(code.utf8)
        var components: [PathComponent] = []
        var index = 0
        var expectName = true
        while index < bytes.count || expectName {
            if expectName {
                let start = index
                while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                if index == start { return nil }
                components.append(.key(text(bytes, start..<index)))
                expectName = false
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "["):
                let start = index + 1
                var end = start
                while end < bytes.count, isDigit(bytes[end]) { end += 1 }
                guard end > start, end < bytes.count, bytes[end] == UInt8(ascii: "]"),
                      let value = Int(text(bytes, start..<end)) else { return nil }
                components.append(.index(value))
                index = end + 1
            case UInt8(ascii: "."):
                index += 1
                expectName = true
            default:
                return nil
            }
        }
        return components
    }

    // MARK: - Scanning

    struct Match {
        var start: Int
        var slashCount: Int
        var codeRange: Range<Int>
        var end: Int
    }

    /// Finds every `(\\*)@{...}` like the core's regex `(\\*)@\{(([^'}]|('([^'\\]|\\.)*'))*)\}`, left to right.
    static func findMatches(in bytes: [UInt8]) -> [Match] {
        var matches: [Match] = []
        var index = 0
        var searchFloor = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "@"), bytes[index + 1] == UInt8(ascii: "{") else {
                index += 1
                continue
            }
            guard let close = endOfBody(bytes, from: index + 2) else {
                index += 1
                continue
            }
            var start = index
            while start > searchFloor, bytes[start - 1] == UInt8(ascii: "\\") { start -= 1 }
            matches.append(Match(start: start, slashCount: index - start, codeRange: (index + 2)..<close, end: close + 1))
            index = close + 1
            searchFloor = index
        }
        return matches
    }

    /// The index of the `}` that closes a body starting at `from`, or nil when a quote is never closed.
    private static func endOfBody(_ bytes: [UInt8], from: Int) -> Int? {
        var index = from
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "}"):
                return index
            case UInt8(ascii: "'"):
                guard let end = endOfQuotedString(bytes, from: index) else { return nil }
                index = end
            default:
                index += 1
            }
        }
        return nil
    }

    /// The index just after the quote that closes the string opened at `from`, honouring `\x` escapes.
    private static func endOfQuotedString(_ bytes: [UInt8], from: Int) -> Int? {
        var index = from + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "\n") else { return nil }
                index += 2
            case UInt8(ascii: "'"):
                return index + 1
            default:
                index += 1
            }
        }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    /// Java's `\w`: ASCII letters, digits and `_`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
    }

    private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

extension String {
    /// This string without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// Whether the string's UTF-8 holds `byte`, read in place: `utf8.contains` goes through the view's iterator,
    /// which cost a screen's build 8% of its instructions for the `@` of `@{`.
    func containsUTF8Byte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }

    /// Replaces every occurrence of `target` (non-empty) with `replacement`, left to right.
    func replacingAll(_ target: String, with replacement: String) -> String {
        // Asked of every quoted literal (`\\'` in it): a byte search rules most out before the Unicode-aware one.
        guard let first = target.utf8.first, containsUTF8Byte(first), contains(target) else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
