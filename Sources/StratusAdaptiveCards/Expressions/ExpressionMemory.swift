import StratusCodable

/// Where an expression reads its names from.
///
/// An expression asks for the first name of a path (`user` in `user.name[0]`) and follows the rest itself, member
/// names without regard to case.
public protocol ExpressionMemory: Sendable {
    /// The value of the name, or nil when there is none (undefined, which differs from a JSON `null`).
    func value(named name: String) -> JSONValue?
}

/// Memory made of one JSON object: each name is a member of it, looked up without regard to case.
public struct ObjectMemory: ExpressionMemory {
    /// The object (or any value: names then find nothing unless it is an object).
    public var root: JSONValue

    /// Creates memory over `root`.
    public init(_ root: JSONValue) {
        self.root = root
    }

    /// The member `name` of the root object.
    public func value(named name: String) -> JSONValue? {
        ExpressionPath.member(name, of: root)
    }
}

/// How an evaluation treats what the data does not hold, and which locale and clock it uses.
public struct EvaluationOptions: Sendable {
    /// What a path that leads to nothing evaluates to, given the path as written (`user.name`); nil leaves it
    /// undefined. Templating writes the `${...}` back with it.
    public var nullSubstitution: (@Sendable (String) -> JSONValue)?
    /// The locale of `string()` and `formatNumber()` when none is given: `en-US` as botbuilder-js in a host
    /// without one.
    public var locale: String
    /// The current time, for `utcNow()` and the like.
    public var now: @Sendable () -> Double

    /// Creates options; the clock defaults to the system's, in seconds since 1970.
    public init(nullSubstitution: (@Sendable (String) -> JSONValue)? = nil, locale: String = "en-US",
                now: @escaping @Sendable () -> Double = { Timestamp.currentSeconds() }) {
        self.nullSubstitution = nullSubstitution
        self.locale = locale
        self.now = now
    }
}
