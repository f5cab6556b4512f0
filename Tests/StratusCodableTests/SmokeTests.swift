import Testing
@testable import StratusCodable

@Test func objectsKeepKeyOrder() {
    let value: JSONValue = ["b": 1, "a": 2.5]
    #expect(value.objectValue.map { Array($0.keys) } == ["b", "a"])
    #expect(JSONValue.integer(1) != JSONValue.double(1))
}
