import Foundation
import Yams

extension JSONValue {
    /// Parses YAML into a JSON value, so that screens can be written in YAML.
    ///
    /// Plain scalars resolve by the YAML 1.2 core schema: `null`, `~` and nothing are null; only `true` and `false`
    /// (any capitalization YAML allows) are booleans, so `yes`, `no`, `on`, `off` and the country code `NO` stay
    /// strings; `12`, `0o14` and `0xC` are integers; `1.5`, `1e3` are doubles. Quoted scalars are always strings.
    /// Mappings keep their order; keys must be scalars. Several documents in one text are an error; an empty
    /// document is `null`. (When decoding a `String` through ``YAMLDecodingFormat``, a number keeps the text it was
    /// written with: `0123` stays `"0123"`.)
    ///
    /// - Throws: ``StratusCodableError`` with the line and column of the problem.
    public init(parsingYAML text: String) throws(StratusCodableError) {
        self = try Self.parseYAML(text).value
    }

    /// The value of a YAML document, and the text of every number whose JSON form reads differently (`0123`,
    /// `1.10`, `+1`), by path, so that a `String` target can have the text as written.
    static func parseYAML(_ text: String) throws(StratusCodableError) -> (value: JSONValue, numberTexts: [String: String]) {
        try YAMLNesting.check(text)
        let node: Node?
        do {
            node = try Yams.compose(yaml: text, Self.coreSchema)
        } catch {
            throw Self.yamlError(error)
        }
        guard let node else { return (.null, [:]) }
        var texts: [String: String] = [:]
        let value = try Self.convert(node, path: [], numberTexts: &texts)
        return (value, texts)
    }

    /// The YAML 1.2 core schema's resolution of plain scalars (yaml.org/spec/1.2.2, section 10.3.2).
    private static let coreSchema: Resolver = {
        let rules: [(Tag.Name, String)] = [
            (.null, "^(?:~|null|Null|NULL|)$"),
            (.bool, "^(?:true|True|TRUE|false|False|FALSE)$"),
            (.int, "^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"),
            (.float, "^(?:[-+]?(?:\\.[0-9]+|[0-9]+(?:\\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"),
        ]
        var resolver = Resolver.basic
        for (tag, pattern) in rules {
            // The patterns are constants; a failure here is a programming error caught by the YAML tests.
            if let rule = try? Resolver.Rule(tag, pattern) { resolver = resolver.appending(rule) }
        }
        return resolver
    }()

    private static func convert(
        _ node: Node, path: [any CodingKey], numberTexts: inout [String: String]
    ) throws(StratusCodableError) -> JSONValue {
        switch node {
        case .scalar(let scalar):
            let text = scalar.string
            let value: JSONValue
            switch Tag.Name(rawValue: node.tag.rawValue) {
            case .null: return .null
            case .bool: return .bool(text.lowercased() == "true")
            case .int:
                guard let parsed = coreInteger(text) else { return .string(text) }
                value = parsed
            case .float:
                guard let double = coreDouble(text), double.isFinite else {
                    throw StratusCodableError(
                        kind: .invalidValue, message: "YAML number \(text) is not a finite number",
                        position: position(of: node), path: StratusCodableError.pathString(path), codingPath: path)
                }
                value = .double(double)
            default: return .string(text)
            }
            if value.jsonString() != text { numberTexts[StratusCodableError.pathString(path)] = text }
            return value
        case .sequence(let sequence):
            var array: [JSONValue] = []
            array.reserveCapacity(sequence.count)
            for (index, element) in sequence.enumerated() {
                array.append(try convert(element, path: path + [IndexKey(index)], numberTexts: &numberTexts))
            }
            return .array(array)
        case .mapping(let mapping):
            var object = JSONObject(minimumCapacity: mapping.count)
            for (key, value) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    throw StratusCodableError(
                        kind: .invalidSyntax, message: "YAML mapping keys must be scalars",
                        position: position(of: key), path: StratusCodableError.pathString(path), codingPath: path)
                }
                let name = keyScalar.string
                if object[name] != nil {
                    throw StratusCodableError(
                        kind: .invalidSyntax, message: "duplicate key \"\(name)\" in YAML mapping",
                        position: position(of: key), path: StratusCodableError.pathString(path), codingPath: path)
                }
                object[name] = try convert(value, path: path + [JSONValueKey(stringValue: name)], numberTexts: &numberTexts)
            }
            return .object(object)
        case .alias:
            // Yams resolves aliases while composing; an unresolved one is unusable.
            throw StratusCodableError(
                kind: .invalidSyntax, message: "unresolved YAML alias", position: position(of: node),
                path: StratusCodableError.pathString(path), codingPath: path)
        }
    }

    /// A core-schema integer (`-12`, `0o14`, `0xC`); one too large for 64 bits becomes a double.
    private static func coreInteger(_ text: String) -> JSONValue? {
        if text.hasPrefix("0o") { return Int64(text.dropFirst(2), radix: 8).map(JSONValue.integer) }
        if text.hasPrefix("0x") { return Int64(text.dropFirst(2), radix: 16).map(JSONValue.integer) }
        if let integer = Int64(text) { return .integer(integer) }
        return Double(text).map(JSONValue.double)
    }

    /// A core-schema float (`1.5`, `.5`, `1.`, `1e3`, `.inf`, `.nan`).
    private static func coreDouble(_ text: String) -> Double? {
        switch text.lowercased() {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default: break
        }
        var digits = text
        if digits.hasSuffix(".") { digits += "0" }
        if let dot = digits.firstIndex(of: "."), dot == digits.startIndex || !digits[digits.index(before: dot)].isNumber {
            digits.insert("0", at: dot)
        }
        return Double(digits)
    }

    private static func position(of node: Node) -> SourcePosition? {
        guard let mark = node.mark else { return nil }
        return SourcePosition(line: mark.line, column: mark.column, byteOffset: -1)
    }

    private static func yamlError(_ error: any Error) -> StratusCodableError {
        if let yaml = error as? YamlError {
            switch yaml {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                .composer(_, let problem, let mark, _):
                return StratusCodableError(
                    kind: .invalidSyntax, message: "invalid YAML: \(problem)",
                    position: SourcePosition(line: mark.line, column: mark.column, byteOffset: -1), underlyingError: error)
            default:
                return StratusCodableError(kind: .invalidSyntax, message: "invalid YAML: \(yaml)", underlyingError: error)
            }
        }
        return StratusCodableError(kind: .invalidSyntax, message: "invalid YAML: \(error)", underlyingError: error)
    }
}

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

/// Decodes YAML bytes through ``StratusDecoder`` (its policy, userInfo and error messages).
public struct YAMLDecodingFormat: DecodingFormat {
    /// The decoder applied to the parsed YAML.
    public var decoder: StratusDecoder

    /// Creates a YAML format; by default with the nimbus policy.
    public init(decoder: StratusDecoder = StratusDecoder()) {
        self.decoder = decoder
    }

    /// A decoder over the YAML in `data`; bad YAML gives a decoder that throws the parse error.
    public func decoder(for data: Data) -> any Decoder {
        do {
            let (value, texts) = try JSONValue.parseYAML(String(decoding: data, as: UTF8.self))
            let context = decoder.makeContext(collecting: false)
            context.numberTexts = texts
            return JSONValueDecoder(value: value, path: [], context: context)
        } catch {
            return FailingDecoder(error: error)
        }
    }

    /// Decodes a `T` from the YAML in `data`; a `String` target keeps a number's text as written (`0123`).
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let (value, texts) = try JSONValue.parseYAML(String(decoding: data, as: UTF8.self))
        return try decoder.decode(T.self, from: value, numberTexts: texts)
    }
}

/// Encodes values as YAML text through Yams.
public struct YAMLEncodingFormat: EncodingFormat {
    /// Creates a YAML encoding format.
    public init() {}

    /// Encodes `value` as UTF-8 YAML.
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        Data(try YAMLEncoder().encode(value).utf8)
    }
}
