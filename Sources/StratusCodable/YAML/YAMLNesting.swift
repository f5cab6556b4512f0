/// The guard against YAML nested too deep for the recursive composer (Yams) and converter.
enum YAMLNesting {
    /// The deepest nesting accepted; as ``JSONParsingOptions/maximumDepth``'s default.
    static let limit = 512

    /// Throws when some line of `text` may sit deeper than ``limit``: an upper bound of the depth there, from the
    /// flow brackets still open (outside quotes) plus the line's indentation and its leading `- ` entries.
    static func check(_ text: String) throws(StratusCodableError) {
        var flowDepth = 0
        var line = 1
        var column = 0
        var indentation = 0
        var atLineStart = true
        var quote: UInt8?
        var previous: UInt8 = 0
        for byte in text.utf8 {
            column += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
                indentation = 0
                atLineStart = true
                if quote == UInt8(ascii: "'") { quote = nil }
                previous = byte
                continue
            }
            if let open = quote {
                if byte == open && !(open == UInt8(ascii: "\"") && previous == UInt8(ascii: "\\")) { quote = nil }
                previous = previous == UInt8(ascii: "\\") && byte == UInt8(ascii: "\\") ? 0 : byte
                continue
            }
            if atLineStart {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") {
                    indentation += 1
                } else {
                    atLineStart = false
                }
            }
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"): flowDepth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): flowDepth = max(0, flowDepth - 1)
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            default: break
            }
            if flowDepth + indentation > limit {
                throw StratusCodableError(
                    kind: .tooDeep, message: "YAML nests deeper than the limit of \(limit) levels",
                    position: SourcePosition(line: line, column: column, byteOffset: -1))
            }
            previous = byte
        }
    }
}
