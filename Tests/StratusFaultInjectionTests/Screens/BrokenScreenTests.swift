import Foundation
import Testing
@testable import StratusCore

/// Broken screens give a clear error or a tree built around the problem; never a crash, a hang or a silent loss.
@MainActor
struct BrokenScreenTests {
    func makeEngine() -> ServerDrivenEngine {
        ServerDrivenEngine(baseURLString: "", libraries: [standInLibrary], httpClient: RefusingClient())
    }

    /// Runs every event of every node of the tree once.
    func pressEverything(in root: Node) {
        var pending = [root]
        while let node = pending.popLast() {
            for path in node.eventPaths { node.event(at: path)?.run() }
            pending.append(contentsOf: node.children)
        }
    }

    @Test func everyTruncationOfAScreenFailsWithAMalformedJSONError() throws {
        let engine = makeEngine()
        for prefix in BrokenScreens.truncations {
            engine.navigator.open(json: prefix)
            let error = try #require(engine.navigator.currentScreen?.error, "truncation \(prefix.utf8.count) loaded")
            #expect(error.kind == .malformedJSON)
        }
        // And the engine still opens a good screen afterwards.
        engine.navigator.open(json: BrokenScreens.valid)
        #expect(engine.navigator.currentScreen?.root?.node(withID: "title") != nil)
    }

    @Test func malformedJSONErrorsSayWhere() throws {
        let engine = makeEngine()
        engine.navigator.open(json: "{\"_:component\": \"layout:text\",\n \"properties\": {\"text\": tru}}")
        let error = try #require(engine.navigator.currentScreen?.error)
        // source:line:column, the form of every Stratus error (ProblemLocation).
        #expect(error.description.hasPrefix("inline:2:25: "), "\(error.description)")
    }

    @Test func wrongTypesEverywhereNeverCrash() throws {
        let screens = BrokenScreens.wrongTypes
        #expect(screens.count > 100)
        for screen in screens {
            let engine = makeEngine()
            do {
                let root = try engine.buildTree(json: screen)
                pressEverything(in: root)
            } catch let error as StratusCoreError {
                #expect(!error.description.isEmpty)
            }
        }
    }

    @Test func unknownEverythingIsLoggedAndTheRestBuilds() throws {
        let engine = makeEngine()
        let root = try engine.buildTree(jsonText: BrokenScreens.unknownEverything)
        pressEverything(in: root)
        let logged = engine.logs.map(\.message).joined(separator: "\n")
        #expect(logged.contains("teleport"), "unknown action not reported: \(logged)")
        #expect(logged.contains("frobnicate"), "unknown operation not reported: \(logged)")
        #expect(logged.contains("missing"), "unknown state not reported: \(logged)")
    }

    @Test func tenThousandDeepNestingGivesAnErrorOrATree() throws {
        let engine = makeEngine()
        // As text, through the parser.
        engine.navigator.open(json: BrokenScreens.nestedText(depth: 10_000))
        let screen = try #require(engine.navigator.currentScreen)
        if let error = screen.error { #expect(error.kind == .malformedJSON || error.kind == .malformedComponent) }
        // As an already parsed value, straight to the tree builder.
        #expect {
            try engine.buildTree(json: BrokenScreens.nested(depth: 10_000))
        } throws: { error in
            (error as? StratusCoreError)?.description.contains("nested more than \(NodeBuilder.maximumDepth)") == true
        }
        // Just under the limit still builds.
        let root = try engine.buildTree(json: BrokenScreens.nested(depth: NodeBuilder.maximumDepth - 1))
        #expect(root.node(withID: "leaf") != nil)
    }

    @Test func hundredThousandSiblingsBuildAndUpdate() throws {
        let engine = makeEngine()
        let root = try engine.buildTree(json: BrokenScreens.siblings(100_000))
        let column = try #require(root.children.first)
        #expect(column.children.count == 100_000)
        try engine.setState(path: "n", value: 2, from: column.scope)
        #expect(column.children.last?.properties["text"] == 2)
    }

    @Test func hugeStringsArriveWhole() throws {
        let engine = makeEngine()
        let huge = String(repeating: "é", count: 2_000_000)
        let root = try engine.buildTree(json: ["_:component": "layout:text", "id": "t", "properties": ["text": .string(huge)]])
        #expect(root.node(withID: "t")?.properties["text"]?.stringValue?.count == 2_000_000)
    }

    @Test func invalidUTF8IsRejectedWithAPosition() throws {
        var bytes = Array(#"{"_:component": "layout:text", "properties": {"text": "ab"#.utf8)
        bytes += [0xC3, 0x28, 0xFF, 0xFE]
        bytes += Array(#""}}"#.utf8)
        #expect(throws: StratusCodableError.self) { try JSONValue(parsing: Data(bytes)) }
        do {
            _ = try JSONValue(parsing: Data(bytes))
        } catch {
            #expect(error.description.contains("column"), "\(error.description)")
        }
        // The engine's own parsing path refuses it too.
        #expect(throws: StratusCoreError.self) { try ServerDrivenEngine.parseJSON(Data(bytes), source: "invalid") }
    }

    @Test(arguments: BrokenScreens.hostileTexts)
    func controlCharactersReachTheTreeUnchanged(_ text: String) throws {
        // Sanitizing is the terminal's job (see the terminal tests); the engine must keep the text intact.
        let engine = makeEngine()
        let root = try engine.buildTree(json: ["_:component": "layout:text", "id": "t", "properties": ["text": .string(text)]])
        #expect(root.node(withID: "t")?.properties["text"] == .string(text))
    }
}

/// A transport that refuses everything at once.
struct RefusingClient: HTTPClientProtocol {
    func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        throw StratusCoreError(.request, "offline test: \(request.url)")
    }
}
