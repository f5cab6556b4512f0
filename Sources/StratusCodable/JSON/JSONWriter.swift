/// Writes ``JSONValue``s as JSON text, compact or indented.
struct JSONWriter {
    /// `nil` for compact output, otherwise the indentation unit.
    let indent: String?
    private(set) var output = ""

    init(pretty: Bool) {
        indent = pretty ? "  " : nil
    }

    mutating func write(_ value: JSONValue, depth: Int = 0) {
        switch value {
        case .null: output += "null"
        case .bool(let bool): output += bool ? "true" : "false"
        case .integer(let integer): output += String(integer)
        case .double(let double): output += Self.format(double)
        case .string(let string): Self.writeQuoted(string, into: &output)
        case .array(let array):
            if array.isEmpty {
                output += "[]"
                return
            }
            output += "["
            for (offset, element) in array.enumerated() {
                if offset > 0 { output += "," }
                newline(depth: depth + 1)
                write(element, depth: depth + 1)
            }
            newline(depth: depth)
            output += "]"
        case .object(let object):
            if object.isEmpty {
                output += "{}"
                return
            }
            output += "{"
            var first = true
            for (key, member) in object {
                if !first { output += "," }
                first = false
                newline(depth: depth + 1)
                Self.writeQuoted(key, into: &output)
                output += indent == nil ? ":" : ": "
                write(member, depth: depth + 1)
            }
            newline(depth: depth)
            output += "}"
        }
    }

    private mutating func newline(depth: Int) {
        guard let indent else { return }
        output += "\n"
        for _ in 0..<depth { output += indent }
    }

    /// The shortest text that reads back as the same double (`1.0`, `0.1`, `1e+20`); `null` for NaN and
    /// infinities, which JSON cannot represent.
    static func format(_ double: Double) -> String {
        guard double.isFinite else { return "null" }
        return double.description
    }

    /// Appends `string` in double quotes, escaping what JSON requires (quote, backslash, control characters).
    static func writeQuoted(_ string: String, into output: inout String) {
        output += "\""
        var needsEscaping = false
        for byte in string.utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            needsEscaping = true
            break
        }
        if !needsEscaping {
            output += string
        } else {
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": output += "\\\""
                case "\\": output += "\\\\"
                case "\n": output += "\\n"
                case "\r": output += "\\r"
                case "\t": output += "\\t"
                case "\u{08}": output += "\\b"
                case "\u{0C}": output += "\\f"
                case let control where control.value < 0x20:
                    let hex = String(control.value, radix: 16, uppercase: true)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default:
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON: `{"a":[1,2.5,"x"]}`.
    public var description: String { jsonString() }

    /// The value as JSON text: compact by default, or indented by two spaces with `pretty`.
    ///
    /// Integers print as `1`, doubles as the shortest text that reads back the same (`1.0`, `0.1`);
    /// keys keep their order. NaN and infinities, which JSON cannot hold, print as `null`.
    public func jsonString(pretty: Bool = false) -> String {
        var writer = JSONWriter(pretty: pretty)
        writer.write(self)
        return writer.output
    }
}
