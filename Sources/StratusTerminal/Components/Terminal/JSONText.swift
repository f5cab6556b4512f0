import StratusCodable

/// `json(value)`: `value` as compact JSON text, keys in their order (`{"greeting":"hello","count":3}`).
///
/// A map or list interpolated into text reads the way Nimbus writes it (`{greeting=hello, count=3}`), which is
/// not JSON; a screen that shows a request's answer as JSON passes it through `json` first.
enum JSONText {
    static func evaluate(_ arguments: [JSONValue]) -> JSONValue {
        .string((arguments.first ?? .null).jsonString())
    }
}
