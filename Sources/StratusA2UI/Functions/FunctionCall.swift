import OrderedCollections
import StratusCodable

/// A call of a named function with named arguments, each of which may itself be bound or a call.
///
/// `{"call": "required", "args": {"value": {"path": "/email"}}}`. v0.9 and v0.10 messages may add `returnType`
/// (v0.10's `callFunction` also `callableFrom`); v1.0 left both to the catalog.
public struct FunctionCall: Sendable, Hashable {
    /// The function's name in the catalog (`formatString`, `required`, `@index`).
    public var name: String
    /// The arguments by name, in the order they were written.
    public var arguments: OrderedDictionary<String, BoundValue>
    /// The type the caller expects (`"boolean"`, `"string"`, ...), when the message says.
    public var returnType: String?

    /// Creates a call.
    public init(name: String, arguments: OrderedDictionary<String, BoundValue> = [:], returnType: String? = nil) {
        self.name = name
        self.arguments = arguments
        self.returnType = returnType
    }

    /// Reads `{"call": ..., "args": {...}, "returnType": ...}`.
    init(reading reader: MessageReader, version: A2UIVersion) throws(A2UIError) {
        name = try reader.required("call", in: "a function call").string()
        arguments = [:]
        if let args = reader.member("args") {
            let members = try args.object("\"args\"")
            for key in members.keys {
                // A member exists: the reader for it is never nil here.
                guard let argument = args.member(key) else { continue }
                arguments[key] = try BoundValue(reading: argument, version: version)
            }
        }
        returnType = try reader.member("returnType")?.string()
    }
}
