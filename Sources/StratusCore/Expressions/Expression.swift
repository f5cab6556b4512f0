/// A parsed `@{...}` expression, or a string template that mixes text with expressions.
///
/// Expressions are values: they are parsed once when a screen is read and can be shared between threads.
/// They are bound to the states of a scope only when a node is built (see `BoundExpression`).
public indirect enum Expression: Sendable, Hashable {
    /// A constant: `true`, `false`, `null`, a number or a quoted string.
    case literal(JSONValue)
    /// A reference to a state and a path inside it: `user.name`, `list[0].title`.
    case state(StateReference)
    /// A call of a registered operation with its arguments: `sum(counter, 1)`.
    case operation(OperationCall)
    /// Text around one or more expressions. Parts are stringified Kotlin-style and joined; `null` becomes "".
    case template([Expression])
    /// Code that could not be parsed. Evaluates to `null` and logs `message` where it is bound.
    case invalid(message: String)
}

/// A state id plus the path inside that state's value.
public struct StateReference: Sendable, Hashable {
    /// The id of the state, found by walking up the scope chain.
    public var stateID: String
    /// The keys and indexes to follow inside the state's value.
    public var path: [PathComponent]

    /// Creates a reference to `stateID` followed by `path`.
    public init(stateID: String, path: [PathComponent] = []) {
        self.stateID = stateID
        self.path = path
    }

    /// Reads a `setState` path: a state id, then keys separated by dots (`user.address.city`); nil for anything
    /// else, indexes included (nimbus-core's pattern `^(\w+)((?:\.\w+)*)$`).
    public init?(statePath: String) {
        let segments = statePath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // ASCII letters, digits and `_`, read as bytes: a scalar's Unicode properties cost hundreds of instructions
        // a character, and a `setState` reads its path on every press.
        let isWord: (String) -> Bool = { segment in
            !segment.isEmpty && segment.utf8.allSatisfy { byte in
                (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
            }
        }
        guard let stateID = segments.first, segments.allSatisfy(isWord) else { return nil }
        self.init(stateID: stateID, path: segments.dropFirst().map(PathComponent.key))
    }
}

/// One step of a path into a JSON value: a member name or an array index.
public enum PathComponent: Sendable, Hashable, CustomStringConvertible {
    /// The member with this name, in an object.
    case key(String)
    /// The element at this index, in an array.
    case index(Int)

    public var description: String {
        switch self {
        case .key(let key): return key
        case .index(let index): return "[\(index)]"
        }
    }
}

/// A call of an operation inside an expression.
public struct OperationCall: Sendable, Hashable {
    /// The operation's name. Operation names are global: a library namespace does not apply to them.
    public var name: String
    /// The arguments, each an expression of its own.
    public var arguments: [Expression]

    /// Creates a call of `name` with `arguments`.
    public init(name: String, arguments: [Expression]) {
        self.name = name
        self.arguments = arguments
    }
}

extension Expression {
    /// Every state id this expression reads, in order of appearance, without repetition.
    public var referencedStateIDs: [String] {
        var seen: [String] = []
        collectStateIDs(into: &seen)
        return seen
    }

    private func collectStateIDs(into seen: inout [String]) {
        switch self {
        case .literal, .invalid:
            return
        case .state(let reference):
            if !seen.contains(reference.stateID) { seen.append(reference.stateID) }
        case .operation(let call):
            for argument in call.arguments { argument.collectStateIDs(into: &seen) }
        case .template(let parts):
            for part in parts { part.collectStateIDs(into: &seen) }
        }
    }

    /// The value of this expression when it needs no state and no operation, or nil.
    var constantValue: JSONValue? {
        if case .literal(let value) = self { return value }
        return nil
    }
}
