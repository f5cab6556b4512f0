import StratusCodable
import Testing
@testable import StratusA2UI

@Suite struct BoundValueTests {
    private let context = EvaluationContext(dataModel: DataModel([
        "user": ["name": "Ada"], "employees": [["name": "Alice"], ["name": "Bob"]],
    ]))

    @Test func readsLegacyLiteralWrappersAndTheInitializationShorthand() throws {
        func value(_ json: JSONValue) throws -> BoundValue { try BoundValue(json, version: .v0_8) }
        #expect(try value(["literalString": "Hello"]) == .literal("Hello"))
        #expect(try value(["literalNumber": 3]) == .literal(3))
        #expect(try value(["literalBoolean": false]) == .literal(false))
        #expect(try value(["literalArray": ["a"]]) == .literal(["a"]))
        #expect(try value(["path": "/user/name"]) == .path("/user/name"))
        #expect(try value(["path": "/user/name", "literalString": "Guest"]) == .initializedPath("/user/name", initial: "Guest"))
    }

    @Test func readsModernLiteralsPathsAndCalls() throws {
        #expect(try BoundValue("Hello") == .literal("Hello"))
        #expect(try BoundValue(["path": "name"]) == .path("name"))
        #expect(try BoundValue(["call": "not", "args": ["value": true]])
            == .call(FunctionCall(name: "not", arguments: ["value": .literal(true)])))
        // An object that is neither a binding nor a call is a literal (a function's configuration argument).
        #expect(try BoundValue(["path": "/a", "other": 1]) == .literal(["path": "/a", "other": 1]))
        #expect(throws: A2UIError.self) { try BoundValue(["path": 3]) }
        #expect(throws: A2UIError.self) { try BoundValue(["call": "f", "args": [1]]) }
    }

    @Test func evaluatesAbsoluteAndRelativePathsAndCalls() throws {
        #expect(try BoundValue.path("/user/name").evaluate(in: context) == "Ada")
        #expect(try BoundValue.path("/user/age").evaluate(in: context) == nil)
        let bob = context.item(at: try JSONPointer("/employees/1"), index: 1)
        #expect(try BoundValue.path("name").evaluate(in: bob) == "Bob")
        #expect(try BoundValue.path("/user/name").evaluate(in: bob) == "Ada")
        let greeting = BoundValue.call(FunctionCall(name: "formatString", arguments: ["value": .literal("Hi ${name}, I am ${/user/name}")]))
        #expect(try greeting.evaluate(in: bob) == "Hi Bob, I am Ada")
        #expect(try BoundValue.initializedPath("/user/name", initial: "Guest").evaluate(in: context) == "Ada")
    }

    /// `and`, `or` and `not` over calls and paths, nested: the whole expression is evaluated (a list holding calls
    /// was a literal, two objects, so `and` of two failing checks held).
    @Test func callsAndPathsNestedInListsAreEvaluated() throws {
        let model = DataModel(["email": "ada", "password": "", "agree": false, "zip": "10115"])
        let context = EvaluationContext(dataModel: model)
        func check(_ json: JSONValue) throws -> JSONValue? { try BoundValue(json).evaluate(in: context) }
        let email: JSONValue = ["call": "email", "args": ["value": ["path": "/email"]]]
        let long: JSONValue = ["call": "length", "args": ["value": ["path": "/password"], "min": 8]]
        let zip: JSONValue = ["call": "required", "args": ["value": ["path": "/zip"]]]
        #expect(try check(["call": "and", "args": ["values": [email, long]]]) == false)
        #expect(try check(["call": "or", "args": ["values": [email, zip]]]) == true)
        #expect(try check(["call": "and", "args": ["values": [["path": "/agree"], zip]]]) == false)
        #expect(try check(["call": "not", "args": ["value": ["call": "and", "args": ["values": [["path": "/agree"], zip]]]]]) == true)
        // The list is read as bound values, each element in its own place.
        guard case .call(let call) = try BoundValue(["call": "and", "args": ["values": [["path": "/agree"], true]]]),
              case .list(let elements)? = call.arguments["values"] else {
            Issue.record("a list holding a path is not read as a list of bound values")
            return
        }
        #expect(elements == [.path("/agree"), .literal(true)])
        // A list of plain data stays a literal, and so does a v0.8 list.
        #expect(try BoundValue(["a", ["b": 1]]) == .literal(["a", ["b": 1]]))
        #expect(try BoundValue([["path": "/x"]], version: .v0_8) == .literal([["path": "/x"]]))
        // A malformed call inside a list says where it is.
        #expect(throws: A2UIError.self) { try BoundValue([["call": "f", "args": [1]]]) }
    }

    @Test func anUnknownFunctionIsNamed() {
        #expect {
            try BoundValue.call(FunctionCall(name: "shout")).evaluate(in: context)
        } throws: { error in
            (error as? A2UIError)?.kind == .unknownFunction && (error as? A2UIError)?.message == "unknown function \"shout\""
        }
    }

    @Test func aRequiredArgumentBoundToNothingIsNullNotAnError() throws {
        let check = BoundValue.call(FunctionCall(name: "required", arguments: ["value": .path("/user/email")]))
        #expect(try check.evaluate(in: context) == false)
    }

    @Test func malformedChildListsAndActionsSayWhere() {
        #expect {
            try Component(id: "c", type: "Column", properties: ["children": ["one": "a"]], version: .v0_8)
        } throws: { error in
            (error as? A2UIError)?.message == "children must have \"explicitList\" or \"template\""
        }
        #expect {
            try Component(id: "c", type: "Column", properties: ["children": ["a", 2]])
        } throws: { error in
            (error as? A2UIError)?.location.path == "$.children[1]"
        }
        #expect {
            try Component(id: "b", type: "Button", properties: ["action": ["name": "old-style"]])
        } throws: { error in
            (error as? A2UIError)?.message == "an action needs \"event\" or \"functionCall\""
        }
    }
}
