import StratusCore
import Yams

/// Reads YAML screens into `JSONValue`s, recording where each value starts.
///
/// Scalars follow YAML's resolution (`true`, `12`, `1.5`, `~`); quoted scalars stay strings. Mapping keys
/// become strings. Aliases are refused, because a screen is a tree and an alias could make it a huge one.
enum YAMLReader {
    static func read(_ text: String, file: String?) throws(StratusAppError) -> (JSONValue, SourcePositionMap) {
        let root: Yams.Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw positioned(error, file: file)
        } catch {
            throw StratusAppError(.screenLoadFailed, "invalid YAML: \(error)", file: file)
        }
        var positions = SourcePositionMap()
        guard let root else { return (.null, positions) }
        let value = try convert(root, path: "$", positions: &positions, depth: 0, file: file)
        return (value, positions)
    }

    private static func convert(
        _ node: Yams.Node, path: String, positions: inout SourcePositionMap, depth: Int, file: String?,
        key: SourcePositionMap.Position? = nil
    ) throws(StratusAppError) -> JSONValue {
        let position = node.mark.map { SourcePositionMap.Position(line: $0.line, column: $0.column) }
        if let position { positions.record(path, value: position, key: key) }
        guard depth < 512 else {
            throw StratusAppError(.screenLoadFailed, "YAML nested deeper than 512 levels", file: file,
                                  line: position?.line, column: position?.column, jsonPath: path)
        }
        switch node {
        case .scalar(let scalar):
            return value(of: node, scalar: scalar)
        case .sequence(let sequence):
            var elements: [JSONValue] = []
            for (index, element) in sequence.enumerated() {
                elements.append(try convert(
                    element, path: SourcePositionMap.element(index, of: path), positions: &positions,
                    depth: depth + 1, file: file))
            }
            return .array(elements)
        case .mapping(let mapping):
            var object = JSONObject()
            for (keyNode, valueNode) in mapping {
                let name = keyNode.string ?? "\(keyNode)"
                let keyPosition = keyNode.mark.map { SourcePositionMap.Position(line: $0.line, column: $0.column) }
                object[name] = try convert(
                    valueNode, path: SourcePositionMap.member(name, of: path), positions: &positions,
                    depth: depth + 1, file: file, key: keyPosition)
            }
            return .object(object)
        case .alias:
            throw StratusAppError(.screenLoadFailed, "YAML aliases are not supported in screens", file: file,
                                  line: position?.line, column: position?.column, jsonPath: path)
        }
    }

    private static func value(of node: Yams.Node, scalar: Yams.Node.Scalar) -> JSONValue {
        switch Tag.Name(rawValue: node.tag.rawValue) {
        case .null: return .null
        case .bool: return node.bool.map(JSONValue.bool) ?? .string(scalar.string)
        case .int:
            if let integer = node.int { return .integer(Int64(integer)) }
            return node.float.map(JSONValue.double) ?? .string(scalar.string)
        case .float: return node.float.map(JSONValue.double) ?? .string(scalar.string)
        default: return .string(scalar.string)
        }
    }

    private static func positioned(_ error: YamlError, file: String?) -> StratusAppError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            return StratusAppError(.screenLoadFailed, "invalid YAML: \(problem)", file: file, line: mark.line,
                                   column: mark.column)
        default:
            return StratusAppError(.screenLoadFailed, "invalid YAML: \(error)", file: file)
        }
    }
}
