import Foundation

/// An action whose properties are decoded into the conforming type before it runs (Docs/Nimbus.md §8).
///
/// ```swift
/// struct Save: ActionDecodable {
///     var note: String
///     @Event var onSaved: () -> Void
///     @CoreAction var triggered: ActionTriggeredEvent
///     @MainActor func execute() throws { ... ; onSaved() }
/// }
/// UILibrary("myApp").addAction("save", Save.self)
/// ```
public protocol ActionDecodable: Decodable, SendableMetatype {
    /// Runs the action. Mark it `@MainActor` to reach the engine through `@CoreAction`.
    @MainActor func execute() throws
}

/// An operation whose positional arguments are zipped to `properties` and decoded into the conforming type.
///
/// ```swift
/// struct FormatPrice: OperationDecodable {
///     static let properties = ["value", "currency"]
///     var value: Double
///     var currency: String
///     func execute() -> String { ... }
/// }
/// ```
public protocol OperationDecodable: Decodable, SendableMetatype {
    /// What `execute` returns; encoded into a JSON value.
    associatedtype Output: Encodable
    /// The names given to the positional arguments, in order.
    static var properties: [String] { get }
    /// The coding-key type `init(from:)` reads the arguments with, when it is a plain `CodingKey` (not a
    /// KeyedCodable one): told to the decoder, which then does not ask the Swift runtime which it is. The runtime's
    /// first answer for each key type searches every conformance record of the program. Nil by default.
    static var plainCodingKeys: (any CodingKey.Type)? { get }
    /// Computes the operation's value.
    func execute() throws -> Output
    /// The operation made straight from its positional arguments (as many as `properties` at least), without a
    /// decoder, when they hold the plain types it reads; nil to have them decoded. It must answer only what
    /// decoding would, and nil wherever decoding would coerce a value or fail (decoding then says why). Nil for
    /// every argument by default. Decoding costs thousands of instructions a call: an operation of every row of a
    /// list (the catalogue's `formatPrice`) is worth this.
    static func fromPlainArguments(_ arguments: [JSONValue]) -> Self?
    /// `output` as a JSON value: a string or a JSON value as it is, anything else encoded.
    static func jsonValue(of output: Output) throws -> JSONValue
}

extension OperationDecodable {
    /// No key type declared: the decoder asks the runtime.
    public static var plainCodingKeys: (any CodingKey.Type)? { nil }
    /// Always decoded.
    public static func fromPlainArguments(_ arguments: [JSONValue]) -> Self? { nil }
    /// Encoded.
    public static func jsonValue(of output: Output) throws -> JSONValue { try ValueDecoding.encode(output) }
}

extension OperationDecodable where Output == String {
    /// A string, without the encoder.
    public static func jsonValue(of output: String) -> JSONValue { .string(output) }
}

extension OperationDecodable where Output == JSONValue {
    /// The value as it is.
    public static func jsonValue(of output: JSONValue) -> JSONValue { output }
}

extension CodingUserInfoKey {
    /// The `Node` whose properties are being decoded; `Event`, `StatefulEvent` find events through it.
    public static let stratusNode = CodingUserInfoKey(rawValue: "stratus.node")!
    /// The `ActionTriggeredEvent` whose properties are being decoded; `CoreAction` and events use it.
    public static let stratusAction = CodingUserInfoKey(rawValue: "stratus.action")!
}

/// Decodes operation arguments: zips them to `T.properties`, decodes, runs and encodes the result. An operation made
/// from plain arguments (`OperationDecodable.fromPlainArguments`) skips the decoding.
enum OperationDecoding {
    static func run<T: OperationDecodable>(_ type: T.Type, arguments: [JSONValue]) throws -> JSONValue {
        let names = T.properties
        guard arguments.count >= names.count else {
            throw StratusCoreError(.operationFailed, "Invalid properties array. \(T.self) expects \(names.count) "
                + "arguments (\(names.joined(separator: ", "))), but got \(arguments.count).")
        }
        let operation: T
        if let plain = T.fromPlainArguments(arguments) {
            operation = plain
        } else {
            var object = JSONObject()
            for (name, argument) in zip(names, arguments) { object[name] = argument }
            operation = try ValueDecoding.decode(T.self, from: .object(object), userInfo: [:], plainKeys: T.plainCodingKeys)
        }
        return try T.jsonValue(of: try operation.execute())
    }
}
