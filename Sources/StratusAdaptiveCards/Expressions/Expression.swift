import StratusCodable

/// A parsed Adaptive Expression: a tree of operations, each with the offset where it starts in the text.
///
/// ```swift
/// let expression = try Expression(parsing: "concat(user.name, '!')")
/// try expression.evaluate(in: ObjectMemory(["user": ["name": "Ada"]]))   // "Ada!"
/// ```
public struct Expression: Sendable, Hashable {
    /// The operation an expression node performs.
    public indirect enum Kind: Sendable, Hashable {
        /// A literal value: a number, a string, `true`, `false` or `null`.
        case constant(JSONValue)
        /// A name read from memory (`user`, `$index`, `undefined`), or a lambda's variable.
        case name(String)
        /// A member of the value on the left: `left.member`.
        case member(Expression, String)
        /// An element or member of the value on the left: `left[index]`.
        case index(Expression, Expression)
        /// A call of a function by name: `concat(a, b)`; operators are calls too (`+` is `add`).
        case call(String, [Expression])
        /// A lambda argument: `item => item.x` (only as an argument of `foreach`, `where`, `select`, ...).
        case lambda(String, Expression)
        /// An array literal: `[1, 'a']`.
        case array([Expression])
        /// An object literal, its keys in order: `{a: 1, 'b': 2}`.
        case object([Member])
        /// A backtick string: text and `${...}` parts concatenated.
        case interpolation([Expression])
    }

    /// One member of an object literal.
    public struct Member: Sendable, Hashable {
        /// The key as written (without quotes).
        public var key: String
        /// The value's expression.
        public var value: Expression
    }

    /// What this node does.
    public var kind: Kind
    /// Where this node starts in the text, in Unicode scalars from 0.
    public var offset: Int

    /// Creates a node.
    public init(_ kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// Parses the text of an expression (without `${` and `}`).
    ///
    /// - Throws: ``AdaptiveCardsError`` of kind `syntax` (the grammar) or `invalidCall` (an unknown function or
    ///   a wrong number of arguments), with the offset of the problem.
    public init(parsing text: String) throws(AdaptiveCardsError) {
        self = try ExpressionParser.parse(text, startingAt: 0)
    }
}

extension Expression {
    /// The names this expression reads from memory, as `a.b[0]` paths (lambda variables excluded).
    public var references: [String] {
        var found: [String] = []
        collectReferences(into: &found, bound: [])
        return found
    }

    private func collectReferences(into found: inout [String], bound: Set<String>) {
        if let path = ExpressionPath(self), let first = path.steps.first, case .key(let root) = first {
            if !bound.contains(root), !found.contains(path.text) { found.append(path.text) }
            return
        }
        switch kind {
        case .constant, .name: break
        case .member(let left, _): left.collectReferences(into: &found, bound: bound)
        case .index(let left, let index):
            left.collectReferences(into: &found, bound: bound)
            index.collectReferences(into: &found, bound: bound)
        case .call(let name, let arguments):
            var inner = bound
            if ExpressionFunctions.iteratingFunctions.contains(name), arguments.count == 3,
               case .name(let variable) = arguments[1].kind {
                arguments[0].collectReferences(into: &found, bound: bound)
                inner.insert(variable)
                arguments[2].collectReferences(into: &found, bound: inner)
                return
            }
            for argument in arguments { argument.collectReferences(into: &found, bound: inner) }
        case .lambda(let variable, let body):
            body.collectReferences(into: &found, bound: bound.union([variable]))
        case .array(let elements), .interpolation(let elements):
            for element in elements { element.collectReferences(into: &found, bound: bound) }
        case .object(let members):
            for member in members { member.value.collectReferences(into: &found, bound: bound) }
        }
    }
}
