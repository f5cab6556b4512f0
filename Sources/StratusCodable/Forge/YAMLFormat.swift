import Foundation
import Yams

extension JSONValue {
    /// Parses YAML (1.1 core schema through Yams) into a JSON value, so that screens can be written in YAML.
    ///
    /// Mappings keep their order; plain scalars resolve to null, booleans, integers, doubles or strings as YAML
    /// says (`yes`/`no` stay strings; quoted scalars are always strings). Mapping keys must be scalars. A document
    /// with several YAML documents is an error; an empty document is `null`.
    ///
    /// - Throws: ``StratusCodableError`` with the line and column of the problem.
    public init(parsingYAML text: String) throws(StratusCodableError) {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw Self.yamlError(error)
        }
        guard let node else {
            self = .null
            return
        }
        self = try Self.convert(node, path: [])
    }

    private static func convert(_ node: Node, path: [any CodingKey]) throws(StratusCodableError) -> JSONValue {
        switch node {
        case .scalar(let scalar):
            switch Tag.Name(rawValue: node.tag.rawValue) {
            case .null: return .null
            case .bool: return node.bool.map(JSONValue.bool) ?? .string(scalar.string)
            case .int:
                if let integer = Int64(scalar.string.replacingOccurrences(of: "_", with: "")) { return .integer(integer) }
                if let integer = node.int { return .integer(Int64(integer)) }
                return .string(scalar.string)
            case .float:
                guard let double = node.float, double.isFinite else {
                    throw StratusCodableError(
                        kind: .invalidValue, message: "YAML number \(scalar.string) is not a finite number",
                        position: position(of: node), path: StratusCodableError.pathString(path), codingPath: path)
                }
                return .double(double)
            default: return .string(scalar.string)
            }
        case .sequence(let sequence):
            var array: [JSONValue] = []
            array.reserveCapacity(sequence.count)
            for (index, element) in sequence.enumerated() {
                array.append(try convert(element, path: path + [IndexKey(index)]))
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
                object[name] = try convert(value, path: path + [JSONValueKey(stringValue: name)])
            }
            return .object(object)
        case .alias:
            // Yams resolves aliases while composing; an unresolved one is unusable.
            throw StratusCodableError(
                kind: .invalidSyntax, message: "unresolved YAML alias", position: position(of: node),
                path: StratusCodableError.pathString(path), codingPath: path)
        }
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
            let value = try JSONValue(parsingYAML: String(decoding: data, as: UTF8.self))
            return JSONValueDecoder(value: value, path: [], context: decoder.makeContext(collecting: false))
        } catch {
            return FailingDecoder(error: error)
        }
    }

    /// Decodes a `T` from the YAML in `data`.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try decoder.decode(T.self, from: try JSONValue(parsingYAML: String(decoding: data, as: UTF8.self)))
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
