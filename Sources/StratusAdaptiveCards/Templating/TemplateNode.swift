import StratusCodable

/// A template prepared once: every string holding `${` parsed into its expression, the rest kept as it is.
indirect enum TemplateNode: Sendable {
    /// A value without any expression.
    case literal(JSONValue)
    /// A string that is exactly `${expression}`: its value keeps its JSON type.
    case binding(Expression, source: String, path: [JSONPathComponent])
    /// A string with text and `${...}` parts, interpolated into a string.
    case interpolation([Part], path: [JSONPathComponent])
    /// An array of nodes.
    case array([TemplateNode])
    /// An object's members in order.
    case object([(key: String, node: TemplateNode)])

    /// A part of an interpolated string.
    enum Part: Sendable {
        case text(String)
        case expression(Expression, source: String)
    }

    /// Prepares `value`, found at `path` of the template.
    ///
    /// - Throws: ``AdaptiveCardsError`` of the first expression that does not parse, at its path and offset in
    ///   its string.
    static func prepare(_ value: JSONValue, at path: [JSONPathComponent] = []) throws(AdaptiveCardsError) -> TemplateNode {
        switch value {
        case .string(let text) where text.contains("${"):
            return try prepare(string: text, at: path)
        case .array(let elements):
            var nodes: [TemplateNode] = []
            nodes.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() { nodes.append(try prepare(element, at: path + [.index(index)])) }
            return .array(nodes)
        case .object(let object):
            var members: [(key: String, node: TemplateNode)] = []
            members.reserveCapacity(object.count)
            for (key, member) in object { members.append((key, try prepare(member, at: path + [.key(key)]))) }
            return .object(members)
        default:
            return .literal(value)
        }
    }

    private static func prepare(string text: String, at path: [JSONPathComponent]) throws(AdaptiveCardsError) -> TemplateNode {
        do {
            let pieces = try ExpressionLexer.interpolationPieces(of: text)
            var parts: [Part] = []
            for piece in pieces {
                switch piece {
                case .text(let literal):
                    parts.append(.text(literal))
                case .expression(let source, let offset):
                    parts.append(.expression(try ExpressionParser.parse(source, startingAt: offset), source: source))
                }
            }
            if parts.count == 1, case .expression(let expression, let source) = parts[0] {
                return .binding(expression, source: source, path: path)
            }
            return .interpolation(parts, path: path)
        } catch {
            throw error.at(path)
        }
    }
}
