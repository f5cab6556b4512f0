/// Text from another format written into a screen of the engine, so that it is shown as written: the engine reads
/// `@{...}` in a string as an expression (Docs/Nimbus.md §3.2: an odd run of backslashes before `@{` escapes it).
public enum ExpressionEscaping {
    /// `value` with every `@{` in its strings (at any depth) written so that the engine shows it as text instead of
    /// evaluating it.
    public static func escaped(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text) where text.contains("@{"):
            var escaped = ""
            var slashes = 0
            var characters = text.makeIterator()
            var pending = characters.next()
            while let character = pending {
                pending = characters.next()
                if character == "\\" {
                    slashes += 1
                    continue
                }
                if character == "@", pending == "{" {
                    escaped += String(repeating: "\\", count: slashes * 2 + 1)
                } else {
                    escaped += String(repeating: "\\", count: slashes)
                }
                slashes = 0
                escaped.append(character)
            }
            escaped += String(repeating: "\\", count: slashes)
            return .string(escaped)
        case .array(let items):
            return .array(items.map(escaped))
        case .object(let members):
            return .object(members.mapValues(escaped))
        default:
            return value
        }
    }
}
