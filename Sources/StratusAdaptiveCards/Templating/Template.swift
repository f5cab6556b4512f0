import StratusCodable

/// An Adaptive Card template: a card whose strings hold `${...}` expressions, expanded with data into a card.
///
/// Expansion follows the JS templating SDK (microsoft/AdaptiveCards source/nodejs/adaptivecards-templating,
/// template-engine.ts): `$data` on an object changes the data its expressions read (an array repeats the object
/// once per element, with `$index`), `$when` drops the object unless it evaluates to `true`, `$root` is the data
/// given and `$host` the host's. A string that is exactly `${expression}` becomes the expression's value with its
/// JSON type; in a longer string each `${...}` is written as text. A path that leads to nothing stays written as
/// `${path}` (and is false in `$when`); an interpolated part that fails stays written as it was.
///
/// ```swift
/// let template = try Template(["type": "TextBlock", "text": "Hi ${name}"])
/// try template.expand(data: ["name": "Ada"])   // {"type":"TextBlock","text":"Hi Ada"}
/// ```
public struct Template: Sendable {
    private let root: TemplateNode

    /// Prepares a template, parsing every expression once.
    ///
    /// - Throws: ``AdaptiveCardsError`` for the first expression that does not parse, with its JSON path and its
    ///   offset in the string.
    public init(_ json: JSONValue) throws(AdaptiveCardsError) {
        root = try TemplateNode.prepare(json)
    }

    /// How templates, data and cards are read: as JavaScript's `JSON.parse` reads them, a key written twice keeps
    /// its last value.
    public static let parsingOptions = JSONParsingOptions(duplicateKeys: .keepLast)

    /// The members templating reads and never writes out.
    static let reservedMembers: Set<String> = ["$data", "$when", "$root", "$index", "$host", "$_acTemplateVersion"]

    /// Expands the template with `data` (`$root`) and `host` (`$host`).
    ///
    /// - Returns: The card, every number written as JavaScript would (`2.0` is `2`), and the warnings about
    ///   `$when` values that are not expressions.
    /// - Throws: ``AdaptiveCardsError`` of kind `evaluation` when a whole-string binding, a `$data` expression
    ///   fails, at its JSON path.
    public func expand(data: JSONValue? = nil, host: JSONValue? = nil) throws(AdaptiveCardsError) -> Expansion {
        var expander = TemplateExpander(memory: TemplateMemory(root: data, data: nil, index: nil, host: host))
        let card = try expander.expand(root)
        return Expansion(card: ExpressionValue.normalized(card ?? .null), warnings: expander.warnings)
    }

    /// What ``expand(data:host:)`` gives.
    public struct Expansion: Sendable, Hashable {
        /// The expanded card; `null` when the whole template was dropped by `$when`.
        public var card: JSONValue
        /// What the expansion noticed without failing, one sentence each.
        public var warnings: [String]
    }
}

/// One expansion's walk: the data in scope and the warnings so far.
struct TemplateExpander {
    var memory: TemplateMemory
    var warnings: [String] = []

    private var substitutingOptions: EvaluationOptions {
        EvaluationOptions(nullSubstitution: { .string("${\($0)}") })
    }

    /// The expanded value of `node`, nil when it expands to nothing (JavaScript's undefined).
    mutating func expand(_ node: TemplateNode) throws(AdaptiveCardsError) -> JSONValue? {
        switch node {
        case .literal(let value):
            return value
        case .binding(let expression, _, let path):
            do {
                return try expression.evaluate(in: memory, options: substitutingOptions)
            } catch {
                throw error.at(path)
            }
        case .interpolation(let parts, _):
            var text = ""
            for part in parts {
                switch part {
                case .text(let literal):
                    text += literal
                case .expression(let expression, let source):
                    if let value = try? expression.evaluate(in: memory, options: substitutingOptions) {
                        text += ExpressionValue.text(value)
                    } else {
                        text += "${\(source)}"
                    }
                }
            }
            return .string(text)
        case .array(let elements):
            var result: [JSONValue] = []
            for element in elements {
                let saved = memory
                defer { memory = saved }
                switch try expand(element) {
                case .array(let items)?: result.append(contentsOf: items)
                case nil, .null?: continue
                case let value?: result.append(value)
                }
            }
            return .array(result)
        case .object(let members):
            let saved = memory
            defer { memory = saved }
            return try expand(object: members)
        }
    }

    private mutating func expand(object members: [(key: String, node: TemplateNode)]) throws(AdaptiveCardsError) -> JSONValue? {
        let when = members.first { $0.key == "$when" }?.node
        var contexts: [JSONValue?] = [nil]
        var repeats = false
        if let dataNode = members.first(where: { $0.key == "$data" })?.node {
            let context = try expand(dataNode)
            if case .array(let elements)? = context {
                contexts = elements
                repeats = true
            } else {
                contexts = [context]
            }
        }
        var results: [JSONValue] = []
        for (index, context) in contexts.enumerated() {
            if repeats { memory.index = index }
            if let context { memory.data = context }
            if let when, !isTrue(when) { continue }
            var object = JSONObject()
            for (key, node) in members where !Template.reservedMembers.contains(key) {
                if let value = try expand(node) { object[key] = value }
            }
            results.append(.object(object))
        }
        switch results.count {
        case 0: return .null
        case 1: return results[0]
        default: return .array(results)
        }
    }

    /// Whether a `$when` holds: only an expression that evaluates to `true` does.
    private mutating func isTrue(_ when: TemplateNode) -> Bool {
        guard case .binding(let expression, let source, _) = when else {
            warnings.append("$when is not an expression ${...}: the object is dropped")
            return false
        }
        guard let value = try? expression.evaluate(in: memory) else {
            warnings.append("$when ${\(source)} could not be evaluated: the object is dropped")
            return false
        }
        return value == .bool(true)
    }
}
