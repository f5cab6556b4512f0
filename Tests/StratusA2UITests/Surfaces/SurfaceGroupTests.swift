import Foundation
import StratusCodable
import Testing
@testable import StratusA2UI

@Suite struct SurfaceGroupTests {
    private func messages(_ jsonl: String) throws -> [ServerMessage] {
        try A2UIStream(decoding: jsonl).messages
    }

    private func group(_ jsonl: String) throws -> SurfaceGroup {
        var group = SurfaceGroup()
        for message in try messages(jsonl) { try group.apply(message) }
        return group
    }

    private let contactForm = """
    {"version": "v0.9", "createSurface": {"surfaceId": "form", "catalogId": "basic"}}
    {"version": "v0.9", "updateComponents": {"surfaceId": "form", "components": [{"id": "root", "component": "Column", "children": ["name", "email", "submit"]}, {"id": "name", "component": "TextField", "label": "Name", "value": {"path": "/contact/name"}}, {"id": "email", "component": "TextField", "label": "Email", "value": {"path": "/contact/email"}, "checks": [{"condition": {"call": "required", "args": {"value": {"path": "/contact/email"}}}, "message": "Email is required."}, {"condition": {"call": "email", "args": {"value": {"path": "/contact/email"}}}, "message": "Not an email."}]}, {"id": "submit", "component": "Button", "child": "submit-label", "checks": [{"condition": {"call": "required", "args": {"value": {"path": "/contact/email"}}}, "message": "Email first."}], "action": {"event": {"name": "submitContact", "context": {"name": {"path": "/contact/name"}, "formId": "f-1"}}}}, {"id": "submit-label", "component": "Text", "text": "Send"}]}}
    {"version": "v0.9", "updateDataModel": {"surfaceId": "form", "path": "/contact", "value": {"name": "Ada"}}}
    """

    @Test func buildsASurfaceMessageByMessage() throws {
        let group = try group(contactForm)
        let surface = try #require(group["form"])
        #expect(surface.components.keys.elements == ["root", "name", "email", "submit", "submit-label"])
        let tree = surface.tree()
        #expect(tree.problems.isEmpty)
        #expect(tree.root?.allNodes.map(\.componentId) == ["root", "name", "email", "submit", "submit-label"])
        #expect(tree.root?.children[2].children.first?.slot == "child")
        let name = try #require(tree.root?.children[0])
        #expect(try surface.value("value", of: name) == "Ada")
        #expect(try surface.text("label", of: name) == "Name")
    }

    @Test func aButtonIsBlockedWhileItsChecksFailAndSendsItsResolvedContextWhenTheyHold() throws {
        var group = try group(contactForm)
        var surface = try #require(group["form"])
        let submit = try #require(surface.tree().root?.children[2])
        let email = try #require(surface.tree().root?.children[1])
        #expect(try surface.performAction(of: submit) == .blocked([CheckFailure(componentId: "submit", index: 0, message: "Email first.")]))
        #expect(surface.failingChecks(of: email).map(\.message) == ["Email is required.", "Not an email."])

        // The user types: two-way binding writes into the data model.
        try group.write("ada@example.com", of: email, in: "form")
        surface = try #require(group["form"])
        #expect(surface.dataModel.value(at: "/contact/email") == "ada@example.com")
        #expect(surface.failingChecks(of: email).isEmpty)

        let moment = Date(timeIntervalSince1970: 1_758_301_500)
        guard case .send(let message)? = try surface.performAction(of: submit, at: moment) else {
            Issue.record("the button did not send")
            return
        }
        #expect(message.json == [
            "version": "v0.9",
            "action": [
                "name": "submitContact", "surfaceId": "form", "sourceComponentId": "submit",
                "timestamp": "2025-09-19T17:05:00Z", "context": ["name": "Ada", "formId": "f-1"],
            ],
        ])
        // A later data model update keeps what the user typed where it does not write.
        try group.apply(try messages(#"{"version": "v0.9", "updateDataModel": {"surfaceId": "form", "path": "/contact/name", "value": "Grace"}}"#)[0])
        #expect(group["form"]?.dataModel.value(at: "/contact") == ["name": "Grace", "email": "ada@example.com"])
    }

    @Test func expandsTemplatesWithRelativePathsPerItem() throws {
        let group = try group("""
        {"version": "v1.0", "createSurface": {"surfaceId": "s", "catalogId": "c", "components": [{"id": "root", "component": "List", "children": {"componentId": "row", "path": "/employees"}}, {"id": "row", "component": "Column", "children": ["name", "company"]}, {"id": "name", "component": "Text", "text": {"path": "name"}}, {"id": "company", "component": "Text", "text": {"path": "/company"}}], "dataModel": {"company": "Acme Corp", "employees": [{"name": "Alice"}, {"name": "Bob"}]}}}
        """)
        let surface = try #require(group["s"])
        let tree = surface.tree()
        let rows = try #require(tree.root?.children)
        #expect(rows.map(\.instanceId) == ["row:0", "row:1"])
        #expect(rows.map(\.scope.description) == ["/employees/0", "/employees/1"])
        #expect(rows[1].children.map(\.instanceId) == ["name:1", "company:1"])
        #expect(try rows.map { try surface.text("text", of: $0.children[0]) } == ["Alice", "Bob"])
        #expect(try surface.text("text", of: rows[1].children[1]) == "Acme Corp")
    }

    @Test func aFunctionWithWrongArgumentsSaysWhichComponentAndPropertyAndChangesNothing() throws {
        let group = try group("""
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "c"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Text", "text": {"call": "formatNumber", "args": {"decimals": 2}}}]}}
        """)
        let surface = try #require(group["s"])
        let text = try #require(surface.tree().root)
        #expect {
            try surface.text("text", of: text)
        } throws: { error in
            guard let error = error as? A2UIError else { return false }
            return error.kind == .invalidArguments
                && error.message == "component \"root\", text: formatNumber: argument \"value\" is required"
                && error.location.path == "$.text"
        }
        #expect(surface.dataModel == DataModel() && surface.components.count == 1)
    }

    @Test func readsAccessibilityAttributesInTheNodesScope() throws {
        let group = try group("""
        {"version": "v1.0", "createSurface": {"surfaceId": "s", "catalogId": "c", "components": [{"id": "root", "component": "Column", "children": {"componentId": "mute", "path": "/rooms"}}, {"id": "mute", "component": "Button", "accessibility": {"label": {"path": "name"}, "description": "Silences notifications"}}], "dataModel": {"rooms": [{"name": "Kitchen"}]}}}
        """)
        let surface = try #require(group["s"])
        let button = try #require(surface.tree().root?.children.first)
        let attributes = try surface.accessibility(of: button)
        #expect(attributes.label == "Kitchen" && attributes.description == "Silences notifications")
        let column = try #require(surface.tree().root)
        #expect(try surface.accessibility(of: column).label == nil)
    }

    @Test func aTemplateListFollowsDataModelUpdatesThatAddReplaceAndDelete() throws {
        var group = try group("""
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "c"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "List", "children": {"componentId": "item", "path": "/items"}}, {"id": "item", "component": "Text", "text": {"path": "title"}}]}}
        {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items", "value": [{"title": "A"}, {"title": "B"}]}}
        """)
        func titles() throws -> [String] {
            let surface = try #require(group["s"])
            return try (surface.tree().root?.children ?? []).map { try surface.text("text", of: $0) }
        }
        #expect(try titles() == ["A", "B"])
        for line in [
            #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items/2", "value": {"title": "C"}}}"#,
            #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items/0/title", "value": "A2"}}"#,
        ] {
            try group.apply(try A2UIStream.decodeLine(line))
        }
        #expect(try titles() == ["A2", "B", "C"])
        try group.apply(try A2UIStream.decodeLine(#"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items"}}"#))
        #expect(try titles() == [])
    }

    @Test func aTemplateOverSomethingElseThanAListIsReported() throws {
        // The data first: a write leaving a non-list under a template the surface has is refused (below).
        var group = try group("""
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "c"}}
        {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items", "value": "not a list"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["list", "ghost"]}, {"id": "list", "component": "List", "children": {"componentId": "item", "path": "/items"}}, {"id": "item", "component": "Text", "text": "x"}]}}
        """)
        let tree = try #require(group["s"]).tree()
        #expect(tree.problems.map(\.kind) == [.templateNotList, .missingComponent])
        #expect(tree.problems[0].message.contains("/items") && tree.problems[0].message.contains("a string"))
        #expect(tree.problems[1].message.contains("\"ghost\""))
        #expect(tree.root?.children.map(\.componentId) == ["list"])
        try group.apply(try A2UIStream.decodeLine(#"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items", "value": ["a"]}}"#))
        #expect(throws: A2UIError.self) {
            try group.apply(try A2UIStream.decodeLine(#"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "value": {"items": 3}}}"#))
        }
        #expect(group["s"]?.dataModel.value(at: JSONPointer(segments: ["items"])) == ["a"])
    }

    @Test func badMessagesLeaveTheSurfacesAsTheyWere() throws {
        var group = try group(contactForm)
        let before = try #require(group["form"])
        let bad = [
            // A cycle: root -> name -> root.
            #"{"version": "v0.9", "updateComponents": {"surfaceId": "form", "components": [{"id": "name", "component": "Column", "children": ["root"]}]}}"#,
            // A write through a string.
            #"{"version": "v0.9", "updateDataModel": {"surfaceId": "form", "path": "/contact/name/first", "value": "x"}}"#,
            // A surface that does not exist, and one created twice.
            #"{"version": "v0.9", "updateComponents": {"surfaceId": "other", "components": [{"id": "root", "component": "Text"}]}}"#,
            #"{"version": "v0.9", "createSurface": {"surfaceId": "form", "catalogId": "basic"}}"#,
        ]
        var kinds: [A2UIError.Kind] = []
        for line in bad {
            do {
                try group.apply(try A2UIStream.decodeLine(line))
                Issue.record("applied: \(line)")
            } catch {
                kinds.append(error.kind)
            }
        }
        #expect(kinds == [.cycle, .invalidPath, .surfaceState, .surfaceState])
        let after = try #require(group["form"])
        #expect(after.components == before.components && after.dataModel == before.dataModel)
        #expect(group.surfaces.keys.elements == ["form"])
    }

    @Test func aMessageThatChangesAComponentsTypeIsRefusedAndChangesNothing() throws {
        var group = try group(contactForm)
        let before = try #require(group["form"])
        // The first component is a new one, the second gives the Text "submit-label" another type.
        let message = try A2UIStream.decodeLine(#"{"version": "v0.9", "updateComponents": {"surfaceId": "form", "components": [{"id": "note", "component": "Text", "text": "New"}, {"id": "submit-label", "component": "Icon", "name": "send"}]}}"#)
        do {
            try group.apply(message)
            Issue.record("applied a change of type")
        } catch {
            #expect(error.kind == .invalidMessage)
            #expect(error.message == "component \"submit-label\" has type Text and cannot change to Icon; give the new "
                + "component an id of its own, or delete the surface and create it again")
            #expect(SurfaceGroup.reply(to: error, for: message).json["error"]?["path"] == "/components/1/component")
        }
        let after = try #require(group["form"])
        #expect(after.components == before.components)
    }

    @Test func aCycleIsNamedAndRepliedAsAValidationFailure() throws {
        var group = try group(contactForm)
        let message = try A2UIStream.decodeLine(#"{"version": "v0.9", "updateComponents": {"surfaceId": "form", "components": [{"id": "a", "component": "Card", "child": "b"}, {"id": "b", "component": "Card", "child": "a"}]}}"#)
        do {
            try group.apply(message)
            Issue.record("applied a cycle")
        } catch {
            #expect(error.message == "components form a cycle: a -> b -> a")
            #expect(SurfaceGroup.reply(to: error, for: message).json == [
                "version": "v0.9",
                "error": ["code": "VALIDATION_FAILED", "surfaceId": "form", "path": "/components/0",
                          "message": "components form a cycle: a -> b -> a"],
            ])
        }
    }

    /// The cycle check tells leaves from containers by comparing ids while few components name others, and looks
    /// each child up otherwise: a cycle through twelve Cards beside a column of leaves is found either way.
    @Test(arguments: [3, 12]) func aCycleThroughManyContainersIsFound(length: Int) throws {
        var group = try group(contactForm)
        var components: [JSONValue] = [["id": "list", "component": "Column", "children": .array((0..<20).map { .string("leaf-\($0)") } + ["card-0"])]]
        components += (0..<20).map { ["id": .string("leaf-\($0)"), "component": "Text", "text": "x"] }
        components += (0..<length).map { ["id": .string("card-\($0)"), "component": "Card", "child": .string("card-\(($0 + 1) % length)")] }
        let line: JSONValue = ["version": "v0.9", "updateComponents": ["surfaceId": "form", "components": .array(components)]]
        let message = try A2UIStream.decodeLine(line.jsonString())
        do {
            try group.apply(message)
            Issue.record("applied a cycle")
        } catch {
            #expect(error.message == "components form a cycle: " + ((0..<length).map { "card-\($0)" } + ["card-0"]).joined(separator: " -> "))
        }
    }

    @Test func theClientDataModelHoldsTheSurfacesThatAskedForIt() throws {
        let group = try group("""
        {"version": "v1.0", "createSurface": {"surfaceId": "shared", "catalogId": "c", "sendDataModel": true, "dataModel": {"q": 1}}}
        {"version": "v1.0", "createSurface": {"surfaceId": "private", "catalogId": "c", "dataModel": {"secret": 2}}}
        """)
        #expect(group.clientDataModel() == ["version": "v1.0", "surfaces": ["shared": ["q": 1]]])
        #expect(SurfaceGroup().clientDataModel() == nil)
    }

    @Test func deleteSurfaceRemovesOnlyThatSurface() throws {
        var group = try group(contactForm + "\n" + #"{"version": "v0.9", "createSurface": {"surfaceId": "side", "catalogId": "basic"}}"#)
        #expect(group.surfaces.keys.elements == ["form", "side"])
        let outcome = try group.apply(try A2UIStream.decodeLine(#"{"version": "v0.9", "deleteSurface": {"surfaceId": "form"}}"#))
        #expect(outcome.removed && group.surfaces.keys.elements == ["side"])
        #expect(throws: A2UIError.self) { try group.apply(try A2UIStream.decodeLine(#"{"version": "v0.9", "deleteSurface": {"surfaceId": "form"}}"#)) }
    }

    @Test func aLegacySurfaceWaitsForBeginRenderingAndReplacesContentsAtItsPath() throws {
        var group = try group("""
        {"surfaceUpdate": {"surfaceId": "s", "components": [{"id": "top", "component": {"Column": {"children": {"explicitList": ["greeting"]}}}}, {"id": "greeting", "component": {"Text": {"text": {"path": "/user/name", "literalString": "Guest"}}}}]}}
        {"dataModelUpdate": {"surfaceId": "s", "path": "form", "contents": [{"key": "textField", "valueString": "User input text"}]}}
        """)
        var surface = try #require(group["s"])
        #expect(surface.version == .v0_8 && !surface.isReady && surface.tree().root == nil)
        // The initialization shorthand wrote its literal.
        #expect(surface.dataModel.value(at: "/user/name") == "Guest")
        #expect(surface.dataModel.value(at: "/form") == ["textField": "User input text"])
        try group.apply(try A2UIStream.decodeLine(#"{"beginRendering": {"surfaceId": "s", "root": "top"}}"#))
        surface = try #require(group["s"])
        let greeting = try #require(surface.tree().root?.children.first)
        #expect(try surface.text("text", of: greeting) == "Guest")
    }

    @Test func aNodeIsFoundByItsInstanceIdOnlyWhereTheTreeShowsIt() throws {
        let group = try group("""
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["card", "list"]}, {"id": "card", "component": "Card", "child": "name"}, {"id": "name", "component": "TextField", "label": "Name", "value": {"path": "/name"}}, {"id": "list", "component": "List", "children": {"componentId": "item", "path": "/items"}}, {"id": "item", "component": "Text", "text": {"path": "label"}}, {"id": "unused", "component": "Text", "text": "never shown"}]}}
        {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items", "value": [{"label": "a"}, {"label": "b"}]}}
        """)
        let surface = try #require(group["s"])
        let shown = try #require(surface.node(instanceId: "name", leavingItemsOfListsLongerThan: nil))
        #expect(shown.scope == .root && shown.index == nil && shown.type == "TextField")
        let item = try #require(surface.node(instanceId: "item:1", leavingItemsOfListsLongerThan: nil))
        #expect(item.scope == (try JSONPointer("/items/1")) && item.index == 1)
        #expect(surface.node(instanceId: "item", leavingItemsOfListsLongerThan: nil) == nil)
        #expect(surface.node(instanceId: "unused", leavingItemsOfListsLongerThan: nil) == nil)
    }

    @Test func aLegacyButtonSendsAUserAction() throws {
        let group = try group("""
        {"surfaceUpdate": {"surfaceId": "main", "components": [{"id": "root", "component": {"Button": {"child": "label", "action": {"name": "submit_form", "context": [{"key": "userInput", "value": {"path": "/form/textField"}}, {"key": "formId", "value": {"literalString": "f-123"}}]}}}}, {"id": "label", "component": {"Text": {"text": {"literalString": "Submit"}}}}]}}
        {"dataModelUpdate": {"surfaceId": "main", "path": "form", "contents": [{"key": "textField", "valueString": "User input text"}]}}
        {"beginRendering": {"surfaceId": "main", "root": "root"}}
        """)
        let surface = try #require(group["main"])
        let button = try #require(surface.tree().root)
        guard case .send(let message)? = try surface.performAction(of: button, at: Date(timeIntervalSince1970: 1_758_301_500)) else {
            Issue.record("no userAction")
            return
        }
        #expect(message.json == ["userAction": [
            "name": "submit_form", "surfaceId": "main", "sourceComponentId": "root", "timestamp": "2025-09-19T17:05:00Z",
            "context": ["userInput": "User input text", "formId": "f-123"],
        ]])
    }

    @Test func anActionThatWantsAResponseGetsItWrittenWhereItSaid() throws {
        var group = try group("""
        {"version": "v0.10", "createSurface": {"surfaceId": "s", "catalogId": "c"}}
        {"version": "v0.10", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Button", "child": "l", "action": {"event": {"name": "suggest", "context": {"prefix": "app"}, "wantResponse": true, "responsePath": "/suggestions"}}}, {"id": "l", "component": "Text", "text": "Go"}]}}
        """)
        let surface = try #require(group["s"])
        let button = try #require(surface.tree().root)
        guard case .send(let message)? = try surface.performAction(of: button, at: Date(timeIntervalSince1970: 0), actionId: "suggest_1"),
              case .action(let action) = message.kind else {
            Issue.record("no action")
            return
        }
        #expect(message.json["action"]?["wantResponse"] == true && message.json["action"]?["actionId"] == "suggest_1")
        group.awaitResponse(to: action, writingTo: "/suggestions")
        try group.apply(try A2UIStream.decodeLine(#"{"version": "v0.10", "actionId": "suggest_1", "actionResponse": {"value": ["apple", "application"]}}"#))
        #expect(group["s"]?.dataModel.value(at: "/suggestions") == ["apple", "application"])
        // A response nobody waits for is an error.
        #expect(throws: A2UIError.self) {
            try group.apply(try A2UIStream.decodeLine(#"{"version": "v0.10", "actionId": "suggest_1", "actionResponse": {"value": 1}}"#))
        }
    }

    @Test func callFunctionRunsOnlyFunctionsCallableFromTheServer() throws {
        let resolution = A2UIFunction("getScreenResolution", returns: .array, callableFrom: .remoteOnly) { _, _ throws(A2UIError) in [80, 24] }
        var group = SurfaceGroup(functions: FunctionLibrary.basic.adding(resolution))
        let remote = try group.apply(try A2UIStream.decodeLine(#"{"version": "v1.0", "functionCallId": "c1", "wantResponse": true, "callFunction": {"call": "getScreenResolution", "args": {"screenIndex": 0}}}"#))
        #expect(remote.replies.map(\.json) == [[
            "version": "v1.0",
            "functionResponse": ["functionCallId": "c1", "call": "getScreenResolution", "value": [80, 24]],
        ]])
        let local = try group.apply(try A2UIStream.decodeLine(#"{"version": "v1.0", "functionCallId": "c2", "callFunction": {"call": "required", "args": {"value": 1}}}"#))
        #expect(local.replies.map(\.json) == [[
            "version": "v1.0",
            "error": ["code": "INVALID_FUNCTION_CALL", "message": "Function 'required' is clientOnly and cannot be invoked remotely.",
                      "functionCallId": "c2"],
        ]])
    }
}
