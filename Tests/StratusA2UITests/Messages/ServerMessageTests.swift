import StratusCodable
import Testing
@testable import StratusA2UI

@Suite struct ServerMessageTests {
    private func decode(_ text: String) throws -> ServerMessage {
        try ServerMessage(decoding: try JSONValue(parsing: text))
    }

    /// Components read one after another, each keeping its own properties (id and component left out) whether
    /// they are named as the one before's, in another order, with one more, or only id and component.
    @Test func eachComponentKeepsItsOwnProperties() throws {
        let message = try decode(#"""
            {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [
              {"id": "a", "component": "Text", "text": {"path": "/a"}},
              {"id": "b", "component": "Text", "text": "B"},
              {"id": "c", "component": "Text", "text": "C", "variant": "h1"},
              {"id": "d", "component": "Text", "variant": "h2", "text": "D"},
              {"component": "Text", "id": "e", "text": "E"},
              {"id": "f", "component": "Divider"},
              {"id": "g", "component": "Text", "text": "G"}]}}
            """#)
        guard case .updateComponents(let update) = message.kind else {
            Issue.record("not an updateComponents: \(message.kind)")
            return
        }
        let expected: [JSONObject] = [
            ["text": ["path": "/a"]], ["text": "B"], ["text": "C", "variant": "h1"], ["variant": "h2", "text": "D"],
            ["text": "E"], [:], ["text": "G"],
        ]
        #expect(update.components.map(\.id) == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(update.components.map(\.properties) == expected)
        #expect(update.components[3].properties.keys.elements == ["variant", "text"])
    }

    @Test func readsTheVersionFromEachMessage() throws {
        #expect(try decode(#"{"version": "v0.9", "deleteSurface": {"surfaceId": "s"}}"#).version == .v0_9)
        #expect(try decode(#"{"version": "v0.9.1", "deleteSurface": {"surfaceId": "s"}}"#).version == .v0_9)
        #expect(try decode(#"{"version": "v0.10", "deleteSurface": {"surfaceId": "s"}}"#).version == .v0_10)
        #expect(try decode(#"{"version": "v1.0", "deleteSurface": {"surfaceId": "s"}}"#).version == .v1_0)
        #expect(try decode(#"{"deleteSurface": {"surfaceId": "s"}}"#).version == .v0_8)
    }

    @Test func anUnknownVersionSaysWhichVersionsAreKnown() {
        #expect {
            try decode(#"{"version": "v2.0", "deleteSurface": {"surfaceId": "s"}}"#)
        } throws: { error in
            let error = error as? A2UIError
            return error?.kind == .unknownVersion && error?.location.path == "$.version"
                && error?.message.contains("v2.0") == true && error?.message.contains("v1.0") == true
        }
    }

    @Test func anUnknownMessageTypeIsNamed() {
        #expect {
            try decode(#"{"version": "v0.9", "updateSurface": {"surfaceId": "s"}}"#)
        } throws: { error in
            let error = error as? A2UIError
            return error?.kind == .unknownMessageType && error?.message.contains("\"updateSurface\"") == true
        }
        // callFunction is v0.10's: a v0.9 message cannot use it.
        #expect(throws: A2UIError.self) {
            try decode(#"{"version": "v0.9", "callFunction": {"call": "f"}, "functionCallId": "1"}"#)
        }
        // Neither a version nor a v0.8 shape.
        #expect(throws: A2UIError.self) { try decode(#"{"hello": 1}"#) }
    }

    @Test func twoMessageTypesInOneMessageAreRejected() {
        #expect(throws: A2UIError.self) {
            try decode(#"{"version": "v0.9", "deleteSurface": {"surfaceId": "s"}, "createSurface": {"surfaceId": "s", "catalogId": "c"}}"#)
        }
    }

    @Test func decodesCreateSurfaceOfEachVersion() throws {
        let v09 = try decode(##"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "c", "theme": {"primaryColor": "#FF0000"}, "sendDataModel": true}}"##)
        guard case .createSurface(let create) = v09.kind else { Issue.record("not createSurface"); return }
        #expect(create.surfaceId == "s" && create.catalogId == "c" && create.sendDataModel)
        #expect(create.surfaceProperties["primaryColor"] == "#FF0000")

        let v10 = try decode(#"""
        {"version": "v1.0", "createSurface": {"surfaceId": "p", "catalogId": "c",
          "surfaceProperties": {"agentDisplayName": "Weather Bot"},
          "components": [{"id": "root", "component": "Text", "text": {"path": "/name"}}],
          "dataModel": {"name": "John Doe"}}}
        """#)
        guard case .createSurface(let full) = v10.kind else { Issue.record("not createSurface"); return }
        #expect(full.components.map(\.id) == ["root"])
        #expect(full.dataModel == ["name": "John Doe"])
        #expect(full.surfaceProperties["agentDisplayName"] == "Weather Bot")
        // v0.9 has no components in createSurface, v1.0 has no theme.
        #expect(throws: A2UIError.self) {
            try decode(#"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "c", "components": []}}"#)
        }
        #expect(throws: A2UIError.self) {
            try decode(#"{"version": "v1.0", "createSurface": {"surfaceId": "s", "catalogId": "c", "theme": {}}}"#)
        }
    }

    @Test func decodesComponentsOfBothShapes() throws {
        let modern = try decode(#"""
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [
          {"id": "root", "component": "Column", "children": ["a", "b"], "weight": 2},
          {"id": "list", "component": "List", "children": {"componentId": "row", "path": "/items"}}]}}
        """#)
        guard case .updateComponents(let update) = modern.kind else { Issue.record("not updateComponents"); return }
        #expect(update.components[0].type == "Column")
        #expect(update.components[0].references == [ComponentReference(property: "children", children: .explicit(["a", "b"]))])
        #expect(update.components[0].properties["weight"] == 2)
        #expect(update.components[1].references.first?.children == .template(componentId: "row", path: "/items"))

        let legacy = try decode(#"""
        {"surfaceUpdate": {"surfaceId": "s", "components": [
          {"id": "root", "weight": 1, "component": {"Column": {"children": {"explicitList": ["a"]}}}},
          {"id": "list", "component": {"List": {"children": {"template": {"componentId": "row", "dataBinding": "/items"}}}}},
          {"id": "t", "component": {"Text": {"text": {"literalString": "Hi"}}}}]}}
        """#)
        guard case .updateComponents(let old) = legacy.kind else { Issue.record("not surfaceUpdate"); return }
        #expect(old.components[0].type == "Column" && old.components[0].properties["weight"] == 1)
        #expect(old.components[0].referencedIds == ["a"])
        #expect(old.components[1].references.first?.children == .template(componentId: "row", path: "/items"))
        #expect(try old.components[2].value("text") == .literal("Hi"))
    }

    @Test func readsTabsAndModalChildrenAsReferences() throws {
        let message = try decode(#"""
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [
          {"id": "tabs", "component": "Tabs", "tabs": [{"title": "A", "child": "a"}, {"title": "B", "child": "b"}]},
          {"id": "modal", "component": "Modal", "trigger": "open", "content": "body"}]}}
        """#)
        guard case .updateComponents(let update) = message.kind else { Issue.record("not updateComponents"); return }
        #expect(update.components[0].referencedIds == ["a", "b"])
        #expect(update.components[0].references.map(\.property) == ["tabs[0].child", "tabs[1].child"])
        #expect(update.components[1].referencedIds == ["open", "body"])
    }

    @Test func aComponentWithoutAnIdSaysWhere() {
        #expect {
            try decode(#"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "a", "component": "Text"}, {"component": "Text"}]}}"#)
        } throws: { error in
            let error = error as? A2UIError
            return error?.kind == .invalidMessage && error?.location.path == "$.updateComponents.components[1]"
                && error?.message == "a component needs \"id\""
        }
    }

    @Test func decodesUpdateDataModelWithAndWithoutValue() throws {
        let set = try decode(#"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/user", "value": {"name": "A"}}}"#)
        #expect(set.kind == .updateDataModel(UpdateDataModel(surfaceId: "s", path: "/user", value: ["name": "A"])))
        let delete = try decode(#"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/user"}}"#)
        #expect(delete.kind == .updateDataModel(UpdateDataModel(surfaceId: "s", path: "/user", value: nil)))
        let whole = try decode(#"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "value": {}}}"#)
        #expect(whole.kind == .updateDataModel(UpdateDataModel(surfaceId: "s", path: "/", value: [:])))
        // v1.0: null deletes; before, null is a value.
        let nullV1 = try decode(#"{"version": "v1.0", "updateDataModel": {"surfaceId": "s", "path": "/a", "value": null}}"#)
        #expect(nullV1.kind == .updateDataModel(UpdateDataModel(surfaceId: "s", path: "/a", value: nil)))
        let nullV09 = try decode(#"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/a", "value": null}}"#)
        #expect(nullV09.kind == .updateDataModel(UpdateDataModel(surfaceId: "s", path: "/a", value: .null)))
    }

    @Test func turnsLegacyContentsIntoPlainJSON() throws {
        let message = try decode(#"""
        {"dataModelUpdate": {"surfaceId": "s", "path": "user", "contents": [
          {"key": "name", "valueString": "Bob"},
          {"key": "isVerified", "valueBoolean": true},
          {"key": "age", "valueNumber": 42},
          {"key": "forecast", "valueString": "[{\"temp\": \"74\"}]"},
          {"key": "address", "valueMap": [{"key": "street", "valueString": "123 Main St"}]}]}}
        """#)
        #expect(message.kind == .updateDataModel(UpdateDataModel(surfaceId: "s", path: "/user", value: [
            "name": "Bob", "isVerified": true, "age": 42, "forecast": [["temp": "74"]],
            "address": ["street": "123 Main St"],
        ])))
        let primitive = try decode(#"{"dataModelUpdate": {"surfaceId": "s", "path": "/messages/1", "contents": [{"key": ".", "valueString": "hi"}]}}"#)
        #expect(primitive.kind == .updateDataModel(UpdateDataModel(surfaceId: "s", path: "/messages/1", value: "hi")))
        #expect(ServerMessage.legacyPointer("items[0].title") == "/items/0/title")
        #expect(ServerMessage.legacyPointer("") == "/")
    }

    @Test func decodesBeginRendering() throws {
        let message = try decode(#"{"beginRendering": {"surfaceId": "s", "root": "root", "styles": {"font": "Roboto"}}}"#)
        #expect(message.kind == .beginRendering(BeginRendering(surfaceId: "s", root: "root", catalogId: nil, styles: ["font": "Roboto"])))
        #expect(throws: A2UIError.self) { try decode(#"{"beginRendering": {"surfaceId": "s"}}"#) }
    }

    @Test func decodesCallFunctionAndActionResponse() throws {
        let call = try decode(#"{"version": "v1.0", "functionCallId": "c1", "wantResponse": true, "callFunction": {"call": "getScreenResolution", "args": {"screenIndex": 0}}}"#)
        guard case .callFunction(let function) = call.kind else { Issue.record("not callFunction"); return }
        #expect(function.functionCallId == "c1" && function.wantResponse)
        #expect(function.call == FunctionCall(name: "getScreenResolution", arguments: ["screenIndex": .literal(0)]))

        let response = try decode(#"{"version": "v1.0", "actionId": "a1", "actionResponse": {"value": ["apple", "application"]}}"#)
        #expect(response.kind == .actionResponse(ActionResponse(actionId: "a1", result: .value(["apple", "application"]))))
        let failure = try decode(#"{"version": "v0.10", "actionId": "a1", "actionResponse": {"error": {"code": "E", "message": "m"}}}"#)
        #expect(failure.kind == .actionResponse(ActionResponse(actionId: "a1", result: .error(code: "E", message: "m"))))
        #expect(throws: A2UIError.self) {
            try decode(#"{"version": "v1.0", "actionId": "a1", "actionResponse": {"value": 1, "error": {"code": "E", "message": "m"}}}"#)
        }
        #expect(throws: A2UIError.self) { try decode(#"{"version": "v1.0", "callFunction": {"call": "f"}}"#) }
    }

    @Test func readsActionsAndChecksOfEachVersion() throws {
        let modern = try Component(id: "b", type: "Button", properties: [
            "child": "label",
            "action": ["event": ["name": "submit", "context": ["email": ["path": "/email"], "id": "f-1"], "wantResponse": true]],
            "checks": [
                ["condition": ["call": "required", "args": ["value": ["path": "/email"]]], "message": "Email is required."],
                ["call": "email", "args": ["value": ["path": "/email"]], "message": "Not an email."],
            ],
        ], version: .v0_10)
        #expect(modern.action == .event(ActionEvent(
            name: "submit", context: ["email": .path("/email"), "id": .literal("f-1")], wantResponse: true)))
        #expect(modern.checks.map(\.message) == ["Email is required.", "Not an email."])
        #expect(modern.checks[1].condition == .call(FunctionCall(name: "email", arguments: ["value": .path("/email")])))

        let legacy = try Component(id: "b", type: "Button", properties: [
            "child": "label",
            "action": ["name": "submit_form", "context": [["key": "userInput", "value": ["path": "/form/textField"]],
                                                          ["key": "formId", "value": ["literalString": "f-123"]]]],
        ], version: .v0_8)
        #expect(legacy.action == .event(ActionEvent(
            name: "submit_form", context: ["userInput": .path("/form/textField"), "formId": .literal("f-123")])))
    }
}
