import Testing
@testable import StratusCore

/// Typed actions and operations decoded through StratusDecoder with `@Event`, `@StatefulEvent`, `@CoreAction`.
@MainActor
struct DecodableLibraryTests {
    struct Save: ActionDecodable {
        var note: String
        var count: Int
        var tags: [String]?
        @Event var onSaved: () -> Void
        @Event var onMissing: () -> Void
        @StatefulEvent var onDone: (String) -> Void
        @CoreAction var triggered: ActionTriggeredEvent

        @MainActor func execute() throws {
            triggered.log(.info, "saved \(note) \(count) \(tags ?? [])")
            onMissing()
            onSaved()
            onDone("done!")
        }
    }

    struct FormatPrice: OperationDecodable {
        static let properties = ["value", "currency"]
        var value: Double
        var currency: String
        func execute() -> String { "\(currency) \(value)" }
    }

    struct Pair: OperationDecodable {
        struct Output: Encodable { var first: Int; var second: Int }
        static let properties = ["first", "second"]
        var first: Int
        var second: Int
        func execute() throws -> Output { Output(first: first, second: second) }
    }

    /// Says whether it was made from plain arguments or decoded.
    struct Tagged: OperationDecodable {
        static let properties = ["value"]
        var value: String
        var madePlain = false
        enum CodingKeys: String, CodingKey { case value }
        init(value: String, madePlain: Bool) { self.value = value; self.madePlain = madePlain }
        static func fromPlainArguments(_ arguments: [JSONValue]) -> Tagged? {
            guard case .string(let value) = arguments[0] else { return nil }
            return Tagged(value: value, madePlain: true)
        }
        func execute() -> JSONValue { ["value": .string(value), "plain": .bool(madePlain)] }
    }

    let engine = makeEngine(libraries: [
        UILibrary("app")
            .addAction("save", Save.self)
            .addOperation("formatPrice", FormatPrice.self)
            .addOperation("pair", Pair.self)
            .addOperation("tagged", Tagged.self),
    ])

    @Test func typedActionDecodesPropertiesEventsAndTheTriggeredAction() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "state": {"n": "7"}, "properties": {"onPress": [
          {"_:action": "app:save", "properties": {"note": "@{n}", "count": "@{n}", "tags": ["a"],
            "onSaved": [{"_:action": "log", "properties": {"message": "callback"}}],
            "onDone": [{"_:action": "log", "properties": {"message": "@{onDone}"}}]}}]}}
        """#))
        try root.press("b")
        #expect(engine.logs.map(\.message) == ["saved 7 7 [\"a\"]", "callback", "done!"])
    }

    @Test func typedActionWithBadPropertiesIsLoggedAndDoesNotRun() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "properties": {"onPress": [
          {"_:action": "app:save", "properties": {"count": 1}},
          {"_:action": "log", "properties": {"message": "next"}}]}}
        """#))
        try root.press("b")
        #expect(engine.logs.count == 2)
        #expect(engine.logs[0].level == .error)
        #expect(engine.logs[0].message.hasPrefix("ActionDeserializationError"))
        #expect(engine.logs[0].message.contains("note"))
        #expect(engine.logs[1].message == "next")
    }

    @Test func typedOperationZipsPositionalArguments() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:text", "id": "t", "properties": {"text": "@{formatPrice('10.5', 'BRL')}",
          "pair": "@{pair(1, '2')}", "short": "@{formatPrice(1)}"}}
        """#))
        let node = try root.find("t")
        #expect(node.properties["text"] == "BRL 10.5")
        #expect(node.properties["pair"] == ["first": 1, "second": 2])
        #expect(node.properties["short"] == .some(.null))
        #expect(engine.logs.count == 1)
        #expect(engine.logs.first?.message.contains("Invalid properties array.") == true)
    }

    @Test func plainArgumentsSkipDecodingAndOthersAreDecoded() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:text", "id": "t", "properties": {"text": "@{tagged('a')}", "number": "@{tagged(12)}",
          "none": "@{tagged()}", "flag": "@{tagged(true)}"}}
        """#))
        let node = try root.find("t")
        #expect(node.properties["text"] == ["value": "a", "plain": true])
        #expect(node.properties["number"] == ["value": "12", "plain": false])
        #expect(node.properties["none"] == .some(.null))
        #expect(node.properties["flag"] == ["value": "true", "plain": false])
        #expect(engine.logs.count == 1)
    }

    @Test func stringOutputsAreTheEncodersStrings() throws {
        for text in ["", "R$ 1,00", "naïve \"quoted\"\n"] {
            #expect(FormatPrice.jsonValue(of: text) == (try StratusEncoder().encode(text)))
        }
        let value: JSONValue = ["a": [1, 2.5, nil]]
        #expect(Tagged.jsonValue(of: value) == value)
        #expect(try Pair.jsonValue(of: Pair.Output(first: 1, second: 2)) == ["first": 1, "second": 2])
    }

    struct Button: Decodable {
        var text: String
        @Event var onPress: () -> Void
        @StatefulEvent var onChange: (Int) -> Void
    }

    @Test func componentEventsAreFoundThroughTheNode() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "state": {"n": 0}, "properties": {"text": "@{n}",
          "onPress": [{"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}],
          "onChange": [{"_:action": "setState", "properties": {"path": "n", "value": "@{onChange}"}}]}}
        """#))
        let node = try root.find("b")
        let decoder = StratusDecoder(userInfo: [.stratusNode: node])
        let button = try decoder.decode(Button.self, from: .object(node.properties))
        #expect(button.text == "0")
        button.onPress()
        #expect(node.properties["text"] == 1)
        button.onChange(41)
        #expect(node.properties["text"] == 41)
    }

    @Test func codingPathsBecomeEventPaths() {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int?
            init(stringValue: String) { self.stringValue = stringValue }
            init(intValue: Int) { self.stringValue = "Index \(intValue)"; self.intValue = intValue }
        }
        #expect(EventLookup.codingPathString([Key(stringValue: "tabs"), Key(intValue: 1), Key(stringValue: "onSelect")])
            == "tabs[1].onSelect")
    }
}
