import Testing
@testable import StratusCore

/// Docs/Nimbus.md §4: logic, string, list and map operations, rows of the core's unit tests.
struct OtherOperationOracleTests {
    func run(_ name: String, _ arguments: [JSONValue]) throws -> JSONValue {
        try ArithmeticOracleTests.run(name, arguments)
    }

    func throwsError(_ name: String, _ arguments: [JSONValue]) throws -> Bool {
        let operation = try #require(BuiltinOperations.all[name])
        do {
            _ = try operation(arguments)
            return false
        } catch {
            return true
        }
    }

    @Test func andIsTrueUnlessAnArgumentIsFalse() throws {
        #expect(try run("and", [true, true, true]) == true)
        #expect(try run("and", [true, false, true]) == false)
        #expect(try run("and", [false, false, false]) == false)
        // Only booleans count.
        #expect(try run("and", [true, "false", 0]) == true)
    }

    @Test func orIsTrueWhenAnArgumentIsTrue() throws {
        #expect(try run("or", [false, false, true]) == true)
        #expect(try run("or", [true]) == true)
        #expect(try run("or", [false]) == false)
        #expect(try run("or", [false, false]) == false)
        #expect(try run("or", ["true"]) == false)
    }

    @Test func notNeedsARealBoolean() throws {
        #expect(try run("not", [false]) == true)
        #expect(try run("not", [true]) == false)
        #expect(try throwsError("not", [nil]))
        #expect(try throwsError("not", ["true"]))
    }

    @Test func conditionChoosesAValue() throws {
        #expect(try run("condition", [true, "true value", "false value"]) == "true value")
        #expect(try run("condition", [false, "true value", "false value"]) == "false value")
        #expect(try run("condition", [true, nil, 10]) == nil)
        #expect(try throwsError("condition", [nil, 1, 2]))
    }

    @Test func containsSearchesListsMapKeysAndStrings() throws {
        let list: JSONValue = ["one", "two", "three"]
        #expect(try run("contains", [list, "two"]) == true)
        #expect(try run("contains", [list, "four"]) == false)
        let findable: JSONValue = ["a": "x", "b": "y", "c": "z"]
        let complex: JSONValue = [["a": "x"], ["b": "y", "c": "z"], findable, ["c": "z"]]
        #expect(try run("contains", [complex, findable]) == true)
        #expect(try run("contains", ["This is the test string with more words", "test"]) == true)
        #expect(try run("contains", ["This is the test string with more words", "strawberry"]) == false)
        #expect(try run("contains", [["key": 1], "key"]) == true)
        #expect(try run("contains", [["key": 1], 1]) == false)
        #expect(try run("contains", ["anything", nil]) == true)
        #expect(try run("contains", [10, 1]) == false)
    }

    @Test func concatFollowsTheFirstArgumentsType() throws {
        #expect(try run("concat", ["one", "-two-", "three"]) == "one-two-three")
        #expect(try run("concat", [[1, 2, 3], ["a", "b", "c"], [1, true, "c"]])
            == [1, 2, 3, "a", "b", "c", 1, true, "c"])
        #expect(try run("concat", [["a": 1, "b": 1], ["b": 2], "skipped"]) == ["a": 1, "b": 2])
        #expect(try run("concat", ["a", nil, 1.0]) == "anull1.0")
    }

    @Test func lengthOfListsMapsAndStrings() throws {
        #expect(try run("length", [[1, 2, 3, 4, 5]]) == 5)
        #expect(try run("length", [[]]) == 0)
        #expect(try run("length", [["one": 1, "two": 2, "three": 3, "four": 4, "five": 5]]) == 5)
        #expect(try run("length", ["Test"]) == 4)
        #expect(try run("length", ["This is a test"]) == 14)
        #expect(try run("length", [""]) == 0)
        #expect(try run("length", [12]) == 0)
    }

    @Test func isNullAndIsEmpty() throws {
        #expect(try run("isNull", [nil]) == true)
        #expect(try run("isNull", [""]) == false)
        #expect(try run("isEmpty", [nil]) == true)
        #expect(try run("isEmpty", [[]]) == true)
        #expect(try run("isEmpty", [[:]]) == true)
        #expect(try run("isEmpty", [""]) == true)
        #expect(try run("isEmpty", [["hello": "world"]]) == false)
        for value: JSONValue in [0, 432321.2333, false, true] {
            #expect(try run("isEmpty", [value]) == false)
        }
    }

    @Test func stringCaseOperations() throws {
        #expect(try run("capitalize", ["test"]) == "Test")
        #expect(try run("capitalize", ["test the capitalize function"]) == "Test the capitalize function")
        #expect(try run("lowercase", ["This is a TEST"]) == "this is a test")
        #expect(try run("uppercase", ["This is a Test"]) == "THIS IS A TEST")
        #expect(try run("uppercase", [12]) == "12")
        #expect(try throwsError("capitalize", [nil]))
    }

    @Test func matchIsAFullMatch() throws {
        #expect(try run("match", ["This is a {Test} inside a string text", "^.*\\{.*\\}?.*$"]) == true)
        #expect(try run("match", ["abc", "b"]) == false)
        #expect(try run("match", ["abc", "a.c"]) == true)
    }

    @Test func replaceReplacesEveryMatch() throws {
        #expect(try run("replace", ["This is a Test text.", "This is a ", "Replaced "]) == "Replaced Test text.")
        #expect(try run("replace", ["a-b-c", "-", "+"]) == "a+b+c")
        #expect(try run("replace", ["John Smith", "(\\w+) (\\w+)", "$2 $1"]) == "Smith John")
    }

    @Test func substrTakesAnEndIndex() throws {
        #expect(try run("substr", ["This is a Test text.", 10, 14]) == "Test")
        #expect(try run("substr", ["This is a Test text.", 15]) == "text.")
        #expect(try throwsError("substr", ["short", 2, 10]))
    }

    @Test func hugeNumbersNeverTrap() throws {
        #expect(try run("substr", ["abc", 1e300]) == .null)
        #expect(try run("insert", [[1], 2, -1e300]) == .null)
        #expect(NimbusCoercion.truncated(.nan) == nil)
        #expect(NimbusCoercion.truncated(-.infinity) == .min)
        #expect(NimbusCoercion.truncated(2.9) == 2)
    }

    @Test func arrayReturnsItsArguments() throws {
        #expect(try run("array", [1, 2, true, nil, false, "test", 28]) == [1, 2, true, nil, false, "test", 28])
    }

    @Test func objectStringifiesKeys() throws {
        #expect(try run("object", ["key1", 1, "key2", 2, "key3", 3]) == ["key1": 1, "key2": 2, "key3": 3])
        #expect(try run("object", [true, 1, "key2", 2, 5, "hello", 58, false, nil, "test"])
            == ["true": 1, "key2": 2, "5": "hello", "58": false, "null": "test"])
        #expect(try run("object", ["key1", 1, "key2"]) == ["key1": 1, "key2": nil])
        #expect(try run("object", ["a", 1, "a", 2]) == ["a": 2])
    }

    @Test func entriesListsKeyValuePairsInOrder() throws {
        let map: JSONValue = ["hello": "world", "a": 1, "b": true, "c": ["a", "b"], "d": ["e": 10], "e": nil]
        #expect(try run("entries", [map]) == [
            ["key": "hello", "value": "world"], ["key": "a", "value": 1], ["key": "b", "value": true],
            ["key": "c", "value": ["a", "b"]], ["key": "d", "value": ["e": 10]], ["key": "e", "value": nil],
        ])
        #expect(try run("entries", ["hello"]) == [])
    }

    @Test func insertAppendsOrInsertsAtAnIndex() throws {
        #expect(try run("insert", [["one", "two", "three"], "four"]) == ["one", "two", "three", "four"])
        #expect(try run("insert", [["one", "two", "three"], "four", 1]) == ["one", "four", "two", "three"])
        #expect(try run("insert", ["not a list", "x"]) == ["x"])
        #expect(try throwsError("insert", [[1], 2, 5]))
    }

    @Test func removeDropsTheFirstEqualElement() throws {
        let items: [JSONValue] = [["world": "hello"], ["hello": "hello"], ["hello": "world"], ["world": "world"]]
        let once = try run("remove", [.array(items), items[2]])
        #expect(once == .array([items[0], items[1], items[3]]))
        #expect(try run("remove", [once, items[2]]) == once)
    }

    @Test func removeIndexDropsAnIndexOrTheLast() throws {
        let items: [JSONValue] = [["world": "hello"], ["hello": "hello"], ["hello": "world"], ["world": "world"]]
        let once = try run("removeIndex", [.array(items), 2])
        #expect(once == .array([items[0], items[1], items[3]]))
        #expect(try run("removeIndex", [once, 2]) == .array([items[0], items[1]]))
        #expect(try run("removeIndex", [.array(items)]) == .array(Array(items.prefix(3))))
        #expect(try throwsError("removeIndex", [[], nil]))
    }
}
