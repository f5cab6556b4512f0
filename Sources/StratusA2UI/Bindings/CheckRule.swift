import OrderedCollections
import StratusCodable

/// A validation rule of an input or a Button: a condition that must hold, and what to say when it does not.
///
/// The schemas write `{"condition": {...}, "message": "..."}`; the protocol documents' examples also write the
/// call itself with a message beside it (`{"call": "required", "args": {...}, "message": "..."}`), and both read.
public struct CheckRule: Sendable, Hashable {
    /// What must be true.
    public var condition: BoundValue
    /// What the user is told when it is not.
    public var message: String

    /// Creates a rule.
    public init(condition: BoundValue, message: String) {
        self.condition = condition
        self.message = message
    }

    /// Reads a rule as `version` writes it.
    init(reading reader: MessageReader, version: A2UIVersion) throws(A2UIError) {
        _ = try reader.object("a check")
        // v1.0 of 2026-08-18 made the message optional (a validation function's result may carry its own).
        if version == .v1_0, reader.member("message") == nil {
            message = "This value is not valid."
        } else {
            message = try reader.required("message", in: "a check").string()
        }
        if let condition = reader.member("condition") {
            self.condition = try BoundValue(reading: condition, version: version)
        } else if reader.member("call") != nil {
            self.condition = .call(try FunctionCall(reading: reader, version: version))
        } else {
            throw reader.error("a check needs \"condition\"")
        }
    }
}
