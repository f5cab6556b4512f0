import Foundation
import StratusCodable
import Testing
@testable import StratusApp

/// A2A's two JSON-RPC shapes as Stratus writes and reads them (Docs/A2UI.md, "A2A"): the requests of 1.0 and 0.3,
/// the results of both, the A2UI extension's DataParts, the agent card. The shapes are those a2a-sdk 1.3.0 writes
/// (its `SendStreamingMessage` results and, on the same endpoint, its 0.3 `message/stream` ones).
@Suite("A2A dialects")
struct A2ADialectTests {
    static let action: JSONValue = ["version": "v0.9", "action": ["name": "book", "context": ["name": "Ada"]]]

    @Test func aOneDotZeroMessageCarriesTheActionsInADataPartWithTheExtensionsMimeType() {
        let message = A2ADialect.v1_0.message(a2ui: [Self.action], mimeType: "application/json+a2ui", taskId: "t1",
                                              contextId: "c1", extensions: ["https://a2ui.org/a2a-extension/a2ui/v0.9"],
                                              metadata: ["a2uiClientCapabilities": ["v0.9": [:]]])
        #expect(message["role"] == "ROLE_USER")
        #expect(message["taskId"] == "t1" && message["contextId"] == "c1")
        #expect(message["parts"] == [["data": [Self.action], "metadata": ["mimeType": "application/json+a2ui"]]])
        #expect(message["extensions"] == ["https://a2ui.org/a2a-extension/a2ui/v0.9"])
        #expect(message["metadata"]?["a2uiClientCapabilities"] != nil)
        let request = A2ADialect.v1_0.streamingRequest(id: 3, message: message)
        #expect(request["method"] == "SendStreamingMessage" && request["id"] == 3 && request["jsonrpc"] == "2.0")
    }

    @Test func aZeroDotThreeMessageTagsItsPartsAndHoldsOneMessageAsAnObject() {
        let message = A2ADialect.v0_3.message(text: "Book", a2ui: [Self.action], mimeType: "application/json+a2ui",
                                              taskId: nil, contextId: nil, extensions: [], metadata: [:])
        #expect(message["kind"] == "message" && message["role"] == "user")
        #expect(message["parts"] == [
            ["kind": "text", "text": "Book"],
            ["kind": "data", "data": Self.action, "metadata": ["mimeType": "application/json+a2ui"]],
        ])
        #expect(message["taskId"] == nil && message["extensions"] == nil)
        #expect(A2ADialect.v0_3.streamingMethod == "message/stream")
        #expect(A2ADialect.v0_3.headers(extensions: []).map(\.0) == ["A2A-Version"])
        #expect(A2ADialect.v1_0.headers(extensions: ["u"]).map(\.0) == ["A2A-Version", "A2A-Extensions", "X-A2A-Extensions"])
    }

    @Test func resultsOfBothShapesGiveTheirIdsStateAndParts() throws {
        let statusUpdate = try JSONValue(parsing: """
            {"statusUpdate": {"taskId": "t", "contextId": "c", "status": {"state": "TASK_STATE_INPUT_REQUIRED",
             "message": {"role": "ROLE_AGENT", "parts": [{"text": "Fill it in."}]}}}}
            """)
        let newer = try #require(A2AUpdate(result: statusUpdate))
        #expect(newer.taskId == "t" && newer.contextId == "c" && newer.state == "input-required")
        #expect(newer.parts == [["text": "Fill it in."]])
        let artifact = try JSONValue(parsing: """
            {"kind": "artifact-update", "taskId": "t", "contextId": "c",
             "artifact": {"artifactId": "a", "parts": [{"kind": "data", "data": {"x": 1}}]}}
            """)
        let older = try #require(A2AUpdate(result: artifact))
        #expect(older.taskId == "t" && older.state == nil && older.parts.count == 1)
        let task = try #require(A2AUpdate(result: ["kind": "task", "id": "t2", "contextId": "c2", "status": ["state": "submitted"]]))
        #expect(task.taskId == "t2" && task.contextId == "c2" && task.state == "submitted")
        #expect(A2AUpdate(result: ["surprise": [:], "another": [:]]) == nil)
        #expect(A2AUpdate(result: ["kind": "surprise"]) == nil)
    }

    @Test func aTaskAsGetTaskAnswersItIsReadWholeWithItsArtifactsAndStatusMessage() throws {
        // 1.0's GetTask answers the task itself, not wrapped by kind.
        let task = try JSONValue(parsing: """
            {"id": "t", "contextId": "c", "status": {"state": "TASK_STATE_COMPLETED",
             "message": {"messageId": "m9", "role": "ROLE_AGENT", "parts": [{"text": "Booked."}]}},
             "artifacts": [{"artifactId": "booking", "parts": [{"data": [1]}, {"data": [2]}]}, {"parts": [{"data": [3]}]}]}
            """)
        let update = try #require(A2AUpdate(result: task))
        #expect(update.isTask && update.taskId == "t" && update.state == "completed")
        #expect(update.messageId == "m9" && update.messageParts == [["text": "Booked."]])
        #expect(update.artifacts.map(\.id) == ["booking", nil] && update.artifacts.map(\.parts.count) == [2, 1])
        #expect(update.artifacts.allSatisfy { !$0.append })
        let appended = try #require(A2AUpdate(result: ["artifactUpdate": [
            "taskId": "t", "append": true, "artifact": ["artifactId": "booking", "parts": [["data": [4]]]]]]))
        #expect(!appended.isTask && appended.artifacts == [A2AArtifact(["artifactId": "booking", "parts": [["data": [4]]]], append: true)])
    }

    @Test func theMethodsThatResumeATaskAreEachDialects() {
        #expect(A2ADialect.v1_0.resubscribeMethod == "SubscribeToTask" && A2ADialect.v1_0.getTaskMethod == "GetTask")
        #expect(A2ADialect.v0_3.resubscribeMethod == "tasks/resubscribe" && A2ADialect.v0_3.getTaskMethod == "tasks/get")
        #expect(A2ADialect.v1_0.taskRequest(id: 7, method: "GetTask", taskId: "t")
                == ["jsonrpc": "2.0", "id": 7, "method": "GetTask", "params": ["id": "t"]])
    }

    @Test func onlyDataPartsMarkedAsA2UIAreA2UI() {
        let list: JSONValue = [["version": "v0.9", "deleteSurface": ["surfaceId": "s"]]]
        #expect(A2APart(["data": list, "metadata": ["mimeType": "application/json+a2ui"]]) == .a2ui(list.arrayValue ?? []))
        #expect(A2APart(["data": list, "mediaType": "application/a2ui+json"]) == .a2ui(list.arrayValue ?? []))
        // a2a-sdk's 0.3 mapping puts a list under `value`; a single message is one message.
        #expect(A2APart(["kind": "data", "data": ["value": list], "metadata": ["mimeType": "application/json+a2ui"]])
                == .a2ui(list.arrayValue ?? []))
        #expect(A2APart(["data": Self.action, "metadata": ["mimeType": "application/json+a2ui"]]) == .a2ui([Self.action]))
        #expect(A2APart(["data": list, "metadata": ["mimeType": "application/json"]]) == .otherData(mimeType: "application/json"))
        #expect(A2APart(["data": list]) == .otherData(mimeType: nil))
        #expect(A2APart(["kind": "text", "text": "hi"]) == .text("hi"))
        #expect(A2APart(["url": "https://example.com/a.png"]) == .other)
    }

    @Test func theCardsJSONRPCInterfaceOfOneDotZeroIsPreferred() throws {
        // What a2a-sdk 1.3.0 serves: both interfaces, and the 0.3 members merged in.
        let card = try A2AAgentCard(decoding: try JSONValue(parsing: """
            {"name": "Booking agent", "url": "http://h/old", "protocolVersion": "0.3", "preferredTransport": "JSONRPC",
             "supportedInterfaces": [{"url": "http://h/grpc", "protocolBinding": "GRPC", "protocolVersion": "1.0"},
                                     {"url": "http://h/v03", "protocolBinding": "JSONRPC", "protocolVersion": "0.3"},
                                     {"url": "http://h/", "protocolBinding": "JSONRPC", "protocolVersion": "1.0"}],
             "capabilities": {"extensions": [{"uri": "https://a2ui.org/a2a-extension/a2ui/v0.8"},
                                             {"uri": "https://a2ui.org/a2a-extension/a2ui/v0.9"},
                                             {"uri": "https://example.com/other"}]}}
            """))
        #expect(card.endpoint == "http://h/" && card.dialect == .v1_0 && card.name == "Booking agent")
        #expect(card.a2uiExtension == "https://a2ui.org/a2a-extension/a2ui/v0.9" && card.a2uiMimeType == "application/json+a2ui")
        #expect(card.clientCapabilities == ["v0.9": ["supportedCatalogIds": ["https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"]]])
    }

    @Test func aZeroDotThreeCardIsSpokenToInZeroDotThreeAndACardWithNoInterfaceIsRefused() throws {
        let old = try A2AAgentCard(decoding: ["name": "Old", "url": "http://h/rpc", "protocolVersion": "0.3.0"])
        #expect(old.endpoint == "http://h/rpc" && old.dialect == .v0_3 && old.a2uiExtension == nil)
        #expect(throws: A2AFailure.self) { try A2AAgentCard(decoding: ["name": "Nowhere"]) }
        #expect(throws: A2AFailure.self) { try A2AAgentCard(decoding: ["name": "Future", "url": "http://h/", "protocolVersion": "2.0"]) }
        #expect(throws: A2AFailure.self) { try A2AAgentCard(decoding: [1, 2]) }
    }

    @Test func theCardIsAtTheWellKnownPathBelowTheAgentsURL() throws {
        #expect(A2AAgentCard.location(of: try #require(URL(string: "http://h:1/agents/booking"))).absoluteString
                == "http://h:1/agents/booking/.well-known/agent-card.json")
        #expect(A2AAgentCard.location(of: try #require(URL(string: "http://h:1/"))).absoluteString
                == "http://h:1/.well-known/agent-card.json")
        #expect(A2AAgentCard.location(of: try #require(URL(string: "http://h:1/card.json"))).absoluteString == "http://h:1/card.json")
        #expect(try A2AConnection(target: "a2a+https://h:1/x", firstMessage: "hi").agentURL.absoluteString == "https://h:1/x")
        #expect(throws: StratusAppError.self) { try A2AConnection(target: "a2a+ftp://h/", firstMessage: "hi") }
        #expect(A2AConnection.names("A2A+HTTP://h/") && !A2AConnection.names("http://h/"))
    }
}
