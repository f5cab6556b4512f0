import Testing
@testable import StratusCore

/// Docs/Nimbus.md §3.2: the rows of ZupIT/nimbus `src/commonTest/…/unity/expression/expression.kt`, one test each.
@MainActor
struct ExpressionOracleTests {
    let engine = makeEngine()

    /// The value of `text` as a node property, with `states` in scope.
    func evaluate(_ text: String, _ states: [String: JSONValue] = [:]) -> JSONValue {
        let scope = Scope(parent: engine.scope, cells: states.map { StateCell(id: $0.key, value: $0.value) },
                          label: "test")
        switch ExpressionParser.parse(text) {
        case .text(let plain): return .string(plain)
        case .expression(let expression): return BoundExpression.evaluateDetached(expression, in: scope, engine: engine, at: { "$" })
        }
    }

    nonisolated static let person: JSONValue = ["firstName": "Test", "lastName": "de Oliveira",
                                    "email": "testdeoliveira@kotlintest.com"]

    @Test func findsExpressionsInText() {
        #expect(ExpressionParser.containsExpression("This is a text with an @{expression} inside of the text!"))
        #expect(ExpressionParser.containsExpression("@{expression}"))
        #expect(!ExpressionParser.containsExpression("This is a text with no expression inside of the text!"))
    }

    @Test(arguments: ["Hello World!", 584, 584.73, true, [1, 2, 3, 4], person] as [JSONValue])
    func wholeStringExpressionKeepsTheStateType(value: JSONValue) {
        #expect(evaluate("@{sds}", ["sds": value]) == value)
    }

    @Test(arguments: [
        ("Hello World", "Mid text expression: Hello World."),
        (584, "Mid text expression: 584."),
        (true, "Mid text expression: true."),
        ([1, 2, 3, 4], "Mid text expression: [1, 2, 3, 4]."),
        (person, "Mid text expression: {firstName=Test, lastName=de Oliveira, email=testdeoliveira@kotlintest.com}."),
    ] as [(JSONValue, String)])
    func templateStringifiesKotlinStyle(value: JSONValue, expected: String) {
        #expect(evaluate("Mid text expression: @{sds}.", ["sds": value]) == .string(expected))
    }

    @Test func templateReadsAMapKey() {
        #expect(evaluate("Mid text expression: @{sds.lastName}.", ["sds": Self.person]) == "Mid text expression: de Oliveira.")
    }

    @Test func pathReadsAnArrayPosition() {
        let person: JSONValue = ["firstName": "Test", "phones": ["(00) 00000-0000", "(99) 99999-9999"]]
        #expect(evaluate("@{sds.phones[1]}", ["sds": person]) == "(99) 99999-9999")
        #expect(evaluate("Mid text expression: @{sds[2]}.", ["sds": ["one", "two", "three", "four"]])
            == "Mid text expression: three.")
    }

    @Test func templateWithSeveralStatesPrintsDoublesShortest() {
        let states: [String: JSONValue] = [
            "person": Self.person,
            "product": ["productName": "Test Object", "price": 133.7, "description": "Product for testing"],
            "sport": ["sportName": "Basketball", "whatYouUse": "Ball"],
        ]
        #expect(evaluate("Mid text expression: @{product.price}.", states) == "Mid text expression: 133.7.")
    }

    @Test func missingStateIsEmptyInATemplateAndLogged() {
        #expect(evaluate("Mid text expression: @{sds}.", ["sds2": "Hello World"]) == "Mid text expression: .")
        #expect(engine.logs.last?.message.hasPrefix("Couldn't find state with id \"sds\". Using null in its place.")
            == true)
        #expect(engine.logs.last?.level == .error)
    }

    @Test func missingStateIsNullInAWholeExpression() {
        #expect(evaluate("@{sds}", ["sds2": "Hello World"]) == nil)
        #expect(engine.logs.count == 1)
    }

    @Test func missingKeyIsNullWithoutError() {
        #expect(evaluate("@{sds.description}", ["sds": Self.person]) == nil)
        #expect(engine.logs.isEmpty)
    }

    @Test func backslashEscapesAnExpression() {
        #expect(evaluate("\\@{sds}", ["sds": "Hello World"]) == "@{sds}")
    }

    @Test func escapedBackslashDoesNotEscape() {
        #expect(evaluate("\\\\@{sds}", ["sds": "Hello World"]) == "\\Hello World")
    }

    @Test func oddRunOfBackslashesEscapes() {
        #expect(evaluate("\\\\\\@{sds}", ["sds": "Hello World"]) == "\\@{sds}")
    }

    @Test func literals() {
        #expect(evaluate("@{true}") == true)
        #expect(evaluate("@{false}") == false)
        #expect(evaluate("@{null}") == nil)
        #expect(evaluate("@{10}") == .integer(10))
        #expect(evaluate("@{10.5}") == .double(10.5))
        #expect(evaluate("@{'true'}") == "true")
        #expect(evaluate("@{'hello world, this is { beagle }!'}") == "hello world, this is { beagle }!")
    }

    @Test func quotedStringUnescapesQuotes() {
        #expect(evaluate("@{'hello \\'world\\'!'}") == "hello 'world'!")
    }

    @Test func quotedStringKeepsControlCharacters() {
        #expect(evaluate("@{'hello\nworld!'}") == "hello\nworld!")
    }

    @Test func malformedStringStaysLiteral() {
        #expect(evaluate("@{'test}") == "@{'test}")
        #expect(evaluate("@{count]") == "@{count]")
    }

    @Test func stateIDMayStartWithADigit() {
        #expect(evaluate("@{5ao1}", ["5ao1": "test"]) == "test")
    }

    @Test func malformedNumberIsAnUnknownStatePath() {
        #expect(evaluate("@{58.72.98}", ["58.72.98": "test"]) == nil)
        #expect(engine.logs.count == 1)
    }

    @Test func nestedOperations() {
        #expect(evaluate("@{and(eq(1,1), gt(2,1), lt(2,3))}") == true)
        #expect(evaluate("@{and(eq(1,1), gt(2,4), lt(2,3))}") == false)
    }

    @Test func negativeLiteralIsNotSupported() {
        #expect(evaluate("@{-1}") == nil)
        #expect(engine.logs.count == 1)
    }

    @Test func unknownOperationIsNullAndLogged() {
        #expect(evaluate("@{nope(1)}") == nil)
        #expect(engine.logs.map(\.message) == ["Operation with name \"nope\" doesn't exist. Using null as its value."])
    }

    @Test func operationArgumentsMayHoldCommasAndParenthesesInStrings() {
        #expect(evaluate("@{concat('a, (b', 'c)')}") == "a, (bc)")
        #expect(evaluate("@{length(array())}") == .integer(0))
    }

    @Test func keywordAsStateIDIsAnError() {
        #expect(evaluate("@{true.x}") == nil)
        #expect(engine.logs.first?.message.contains("key word") == true)
    }

    @Test func severalExpressionsInOneTemplate() {
        #expect(evaluate("@{a} and @{b}!", ["a": 1, "b": nil]) == "1 and !")
    }

    @Test func stringifiesDoublesLikeKotlin() {
        #expect(NimbusText.double(5.0) == "5.0")
        #expect(NimbusText.double(21.599999999999998) == "21.599999999999998")
        #expect(NimbusText.double(95.785429) == "95.785429")
        #expect(NimbusText.double(1e7) == "1.0E7")
        #expect(NimbusText.double(12345678.9) == "1.23456789E7")
        #expect(NimbusText.double(0.0001) == "1.0E-4")
        #expect(NimbusText.double(-2.5e-5) == "-2.5E-5")
        #expect(NimbusText.double(0.001) == "0.001")
        #expect(NimbusText.double(-0.0) == "-0.0")
    }

    @Test func stringifiesContainersLikeKotlin() {
        let list: JSONValue = [1, 3456, true, nil, ["a": 1], [0, 1]]
        #expect(NimbusText.string(list) == "[1, 3456, true, null, {a=1}, [0, 1]]")
        let map: JSONValue = ["a": 1, "b": 234, "c": true, "d": nil, "e": ["a": 1], "f": [0, 1]]
        #expect(NimbusText.string(map) == "{a=1, b=234, c=true, d=null, e={a=1}, f=[0, 1]}")
    }
}
