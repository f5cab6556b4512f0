import Foundation
import StratusCodable
import Testing
@testable import StratusA2UI

/// v1.0 of 2026-08-18's function calls both ways, on a ``SurfaceGroup``: `callRendererFunction` run or refused
/// by the catalog's `allowedCallers`, `callAgentFunction` sent for a binding or a Button and its
/// `agentFunctionResponse` resolved where the call was made, a response to a call never made refused.
@Suite struct FunctionCallsBothWaysTests {
    static let catalogId = "https://example.com/catalogs/terminal.json"
    static let catalog: Catalog = {
        // swiftlint:disable:next force_try
        try! Catalog(decoding: try! JSONValue(parsing: """
        {"catalogId": "\(catalogId)", "components": {},
         "functions": {"formatCurrency": {"allowedCallers": "rendererOrAgent", "returnType": "string"},
                       "pluralize": {"allowedCallers": "agentOnly", "returnType": "string"},
                       "required": {"returnType": "validationResult"},
                       "shred": {"allowedCallers": "agentOnly", "returnType": "void"}}}
        """))
    }()

    private func line(_ text: String) throws -> ServerMessage { try A2UIStream.decodeLine(text) }

    private func call(_ name: String, args: String = "{}", catalog: String = catalogId, id: String = "c1") throws -> ServerMessage {
        try line(#"{"version": "v1.0", "callRendererFunction": {"functionCallId": "\#(id)", "callFunction": {"call": "\#(name)", "catalogId": "\#(catalog)", "args": \#(args)}}}"#)
    }

    @Test func theCatalogsAllowedCallersAreReadAsWrittenAndDefaultToTheRenderer() {
        #expect(Self.catalog.functions["formatCurrency"]?.callableFrom == .clientOrRemote)
        #expect(Self.catalog.functions["pluralize"]?.callableFrom == .remoteOnly)
        #expect(Self.catalog.functions["required"]?.callableFrom == .clientOnly)
        #expect(throws: A2UIError.self) {
            try Catalog(decoding: ["catalogId": "x", "functions": ["f": ["allowedCallers": "anyone"]]])
        }
    }

    @Test func anAgentCallOfAFunctionTheCatalogLetsItCallIsRunAndAnswered() throws {
        var group = SurfaceGroup()
        group.catalogs = [Self.catalog]
        let outcome = try group.apply(try call("formatCurrency", args: #"{"value": 1234.5, "currency": "EUR"}"#))
        #expect(outcome.replies.map(\.json) == [
            ["version": "v1.0", "rendererFunctionResponse": ["functionCallId": "c1", "value": "€1,234.50"]],
        ])
        // A function that fails on its arguments answers with the failure, still as a response.
        let failed = try group.apply(try call("pluralize", args: #"{"value": "many"}"#, id: "c2"))
        #expect(failed.replies.first?.json["rendererFunctionResponse"]?["error"]?["code"] == "EXECUTION_FAILED")
    }

    @Test(arguments: [
        ("required", catalogId, "Function 'required' is rendererOnly and cannot be called by the agent."),
        ("launchRockets", catalogId, "Function 'launchRockets' is not declared by catalog '\(catalogId)'."),
        ("shred", catalogId, "Function 'shred' is declared by catalog '\(catalogId)' but this renderer does not implement it."),
        ("email", "https://a2ui.org/specification/v1_0/catalogs/basic/catalog.json", "Function 'email' is rendererOnly and cannot be called by the agent."),
        ("email", "https://example.com/other.json", "Catalog 'https://example.com/other.json' is not one this renderer holds (\(catalogId), the basic catalog)."),
    ])
    func aCallTheCatalogDoesNotAllowIsRefusedWithInvalidFunctionCall(name: String, catalog: String, message: String) throws {
        var group = SurfaceGroup()
        group.catalogs = [Self.catalog]
        let outcome = try group.apply(try call(name, args: #"{"value": "x"}"#, catalog: catalog, id: "call-9"))
        #expect(outcome.replies.map(\.json) == [
            ["version": "v1.0", "error": ["code": "INVALID_FUNCTION_CALL", "message": .string(message), "functionCallId": "call-9"]],
        ])
    }

    static let greeting = """
    {"version": "v1.0", "createSurface": {"surfaceId": "s", "catalogId": "\(catalogId)", "dataModel": {"name": "Ada"}, "components": [{"id": "root", "component": "Column", "children": ["hello", "name", "verify"]}, {"id": "hello", "component": "Text", "text": {"call": "greet", "args": {"name": {"path": "/name"}}}}, {"id": "name", "component": "TextField", "label": "Name", "value": {"path": "/name"}}, {"id": "verify", "component": "Button", "child": "hello", "action": {"functionCall": {"call": "verifyName", "args": {"name": {"path": "/name"}}}}}]}}
    """

    @Test func aBindingCallingTheAgentsFunctionAsksOnceAndShowsTheAnswerWhereItWasCalled() throws {
        var group = SurfaceGroup()
        group.callsAgentFunctions = true
        let created = try group.apply(try line(Self.greeting))
        #expect(created.replies.map(\.json) == [["version": "v1.0", "callAgentFunction": [
            "surfaceId": "s", "functionCallId": "s-call-1", "callFunction": ["call": "greet", "args": ["name": "Ada"]]]]])
        var surface = try #require(group["s"])
        var hello = try #require(surface.tree().root?.children[0])
        // Pending: nothing shown yet.
        #expect(try surface.value("text", of: hello) == .null)
        // Asked once: another message to the surface asks nothing more.
        #expect(try group.apply(try line(#"{"version": "v1.0", "updateDataModel": {"surfaceId": "s", "path": "/other", "value": 1}}"#)).replies.isEmpty)
        let answered = try group.apply(try line(#"{"version": "v1.0", "agentFunctionResponse": {"functionCallId": "s-call-1", "value": "Hello, Ada!"}}"#))
        #expect(answered.surfaceId == "s" && answered.replies.isEmpty)
        surface = try #require(group["s"])
        hello = try #require(surface.tree().root?.children[0])
        #expect(try surface.value("text", of: hello) == "Hello, Ada!")
        // A new name is a new call; the old answer stays for the old name.
        let name = try #require(surface.tree().root?.children[1])
        try group.write("Bob", of: name, in: "s")
        #expect(group.agentCallsDue().map { $0.json["callAgentFunction"]?["callFunction"]?["args"] } == [["name": "Bob"]])
        #expect(group.agentCallsDue().isEmpty)
    }

    @Test func anAgentsErrorFailsTheBindingAndAResponseToACallNeverMadeIsRefused() throws {
        var group = SurfaceGroup()
        group.callsAgentFunctions = true
        try group.apply(try line(Self.greeting))
        try group.apply(try line(#"{"version": "v1.0", "agentFunctionResponse": {"functionCallId": "s-call-1", "error": {"code": "UNKNOWN_FUNCTION", "message": "no greet here"}}}"#))
        let surface = try #require(group["s"])
        let hello = try #require(surface.tree().root?.children[0])
        #expect(throws: A2UIError.self) { try surface.value("text", of: hello) }
        // Answered already, and never made: both refused, and the agent is told which call.
        for id in ["s-call-1", "made-up"] {
            let response = try line(#"{"version": "v1.0", "agentFunctionResponse": {"functionCallId": "\#(id)", "value": 1}}"#)
            let error = try #require(#expect(throws: A2UIError.self) { try group.apply(response) })
            #expect(error.kind == .unknownFunctionCall)
            #expect(SurfaceGroup.reply(to: error, for: response).json == ["version": "v1.0", "error": [
                "code": "INVALID_FUNCTION_CALL",
                "message": .string("agentFunctionResponse: no call \"\(id)\" is waiting for an answer"), "functionCallId": .string(id)]])
        }
    }

    @Test func aButtonCallingTheAgentsFunctionSendsTheCallWithItsArgumentsEvaluated() throws {
        var group = SurfaceGroup()
        group.callsAgentFunctions = true
        try group.apply(try line(Self.greeting))
        let surface = try #require(group["s"])
        let verify = try #require(surface.tree().root?.children[2])
        guard case .callAgent(let call)? = try surface.performAction(of: verify) else {
            Issue.record("the Button did not call the agent")
            return
        }
        let message = try group.callAgent(call, from: verify, in: "s")
        #expect(message.json == ["version": "v1.0", "callAgentFunction": [
            "surfaceId": "s", "functionCallId": "s-call-2", "callFunction": ["call": "verifyName", "args": ["name": "Ada"]]]])
        #expect(try group.apply(try line(#"{"version": "v1.0", "agentFunctionResponse": {"functionCallId": "s-call-2", "value": {"valid": true}}}"#)).surfaceId == "s")
    }

    @Test func withoutAnAgentAnUnknownFunctionIsStillAnError() throws {
        var group = SurfaceGroup()
        let created = try group.apply(try line(Self.greeting))
        #expect(created.replies.isEmpty)
        let surface = try #require(group["s"])
        let hello = try #require(surface.tree().root?.children[0])
        #expect(throws: A2UIError.self) { try surface.value("text", of: hello) }
    }

    @Test func malformedFunctionMessagesAreRefusedWhereTheyAreWrong() {
        for text in [
            #"{"version": "v1.0", "callRendererFunction": {"functionCallId": "c", "callFunction": {"call": "f"}}}"#,
            #"{"version": "v1.0", "agentFunctionResponse": {"functionCallId": "c", "value": 1, "error": {"code": "E", "message": "m"}}}"#,
            #"{"version": "v1.0", "agentFunctionResponse": {"value": 1}}"#,
        ] {
            #expect(throws: A2UIError.self) { try A2UIStream.decodeLine(text) }
        }
    }
}
