import StratusCore

/// A path into the `--dump-state` object of `stratus render`: keys separated by dots, `[N]` for array
/// elements, `["key"]` for a key holding dots (`nodes.todo-list.items[2].title`, `global.cart["a.b"]`).
public struct StatePath: Sendable, Equatable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Sendable, Equatable {
        /// An object member.
        case key(String)
        /// An array element, from 0.
        case index(Int)
    }

    /// A path that does not parse.
    public struct ParseError: Error, Sendable {
        /// What is wrong.
        public var message: String
    }

    /// The steps in order.
    public var components: [Component]
    /// The path as written.
    public var description: String

    /// Parses a path.
    public init(parsing text: String) throws(ParseError) {
        description = text
        components = []
        let characters = Array(text)
        var index = 0
        var key = ""
        func flushKey() throws(ParseError) {
            guard !key.isEmpty else { throw ParseError(message: "empty key at character \(index + 1)") }
            components.append(.key(key))
            key = ""
        }
        var afterBracket = false
        while index < characters.count {
            let character = characters[index]
            switch character {
            case ".":
                if !afterBracket { try flushKey() }
                afterBracket = false
                index += 1
            case "[":
                if !key.isEmpty { try flushKey() }
                guard let close = characters[index...].firstIndex(of: "]") else {
                    throw ParseError(message: "unclosed [ at character \(index + 1)")
                }
                let inside = String(characters[(index + 1)..<close])
                if let number = Int(inside), number >= 0 {
                    components.append(.index(number))
                } else if inside.count >= 2, let first = inside.first, first == "\"" || first == "'", inside.last == first {
                    components.append(.key(String(inside.dropFirst().dropLast())))
                } else {
                    throw ParseError(message: "[\(inside)] must be an index or a quoted key")
                }
                index = close + 1
                afterBracket = true
            default:
                key.append(character)
                afterBracket = false
                index += 1
            }
        }
        if !key.isEmpty || components.isEmpty { try flushKey() }
    }

    /// The value at this path, or nil when some step does not exist.
    public func value(in root: JSONValue) -> JSONValue? {
        var current = root
        for component in components {
            switch component {
            case .key(let key):
                guard let next = current[key] else { return nil }
                current = next
            case .index(let index):
                guard let next = current[index] else { return nil }
                current = next
            }
        }
        return current
    }
}

extension JSONValue {
    /// Whether this expected value matches `actual`: numbers compare by value (`3` matches `3.0`), objects by
    /// their members regardless of order, everything else exactly.
    func matches(_ actual: JSONValue) -> Bool {
        switch (self, actual) {
        case (.integer, .integer), (.integer, .double), (.double, .integer), (.double, .double):
            return doubleValue == actual.doubleValue
        case (.array(let expected), .array(let found)):
            return expected.count == found.count && zip(expected, found).allSatisfy { $0.matches($1) }
        case (.object(let expected), .object(let found)):
            return expected.count == found.count
                && expected.allSatisfy { key, value in found[key].map { value.matches($0) } ?? false }
        default:
            return self == actual
        }
    }
}
