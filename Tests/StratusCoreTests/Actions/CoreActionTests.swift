import Foundation
import Testing
@testable import StratusCore

/// Docs/Nimbus.md §2.1: the core actions' properties and semantics.
@MainActor
struct CoreActionTests {
    @Test func logLevelsAreCaseInsensitiveAndDefaultToInfo() throws {
        let engine = makeEngine()
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "properties": {"onPress": [
          {"_:action": "log", "properties": {"message": "a"}},
          {"_:action": "log", "properties": {"message": "b", "level": "error"}},
          {"_:action": "log", "properties": {"message": "c", "level": "WARNING"}},
          {"_:action": "log", "properties": {"message": {"x": [1, 2.5]}}}]}}
        """#))
        try root.press("b")
        #expect(engine.logs.map(\.description) == ["Info: a", "Error: b", "Warning: c", "Info: {x=[1, 2.5]}"])
    }

    @Test func conditionRunsOneBranchInTheSameBatch() throws {
        let engine = makeEngine()
        var reports = 0
        engine.onUpdate = { _ in reports += 1 }
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "state": {"n": 0}, "properties": {"text": "@{n}", "onPress": [
          {"_:action": "condition", "properties": {"condition": "@{lt(n, 2)}",
            "onTrue": [{"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}],
            "onFalse": [{"_:action": "log", "properties": {"message": "done at @{n}"}}]}}]}}
        """#))
        for _ in 0..<3 { try root.press("b") }
        #expect(try root.find("b").properties["text"] == 2)
        #expect(engine.logs.map(\.message) == ["done at 2"])
        #expect(reports == 2)
    }

    @Test func pushAcceptsBodyOrData() async throws {
        let client = RecordingHTTPClient { _ in
            ServerDrivenResponse(status: 200, body: Data(#"{"_:component": "layout:text"}"#.utf8))
        }
        let engine = makeEngine(httpClient: client)
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:column", "children": [
          {"_:component": "layout:button", "id": "body", "properties": {"onPress": [
            {"_:action": "push", "properties": {"url": "/a", "method": "POST", "body": {"k": 1}}}]}},
          {"_:component": "layout:button", "id": "data", "properties": {"onPress": [
            {"_:action": "present", "properties": {"url": "/b", "method": "put", "data": [1]}}]}}]}
        """#))
        try root.press("body")
        try root.press("data")
        await engine.waitUntilIdle()
        let requests = client.requests.sorted { $0.url.absoluteString < $1.url.absoluteString }
        #expect(requests.map(\.method) == [.post, .put])
        #expect(requests.map { String(decoding: $0.body ?? Data(), as: UTF8.self) } == [#"{"k":1}"#, "[1]"])
        #expect(engine.navigator.urlStacks == [["/a"], ["/b"]])
    }

    @Test func onUpdateMayRunEventsOfItsOwn() throws {
        let engine = makeEngine()
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:column", "state": {"n": 0}, "children": [
          {"_:component": "layout:text", "id": "t", "properties": {"text": "@{n}"}},
          {"_:component": "layout:button", "id": "b", "properties": {"onPress": [
            {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]}}]}
        """#))
        var reports: [UpdateReport] = []
        engine.onUpdate = { report in
            reports.append(report)
            if reports.count == 1 { try? root.press("b") }
        }
        try root.press("b")
        #expect(reports.count == 2)
        #expect(try root.find("t").properties["text"] == 2)
        #expect(engine.lastUpdate.changedNodeIDs == ["t"])
    }
}

extension CoreActionTests {
    @Test func prefetchSendsTheSameRequestAsThePush() async throws {
        let client = RecordingHTTPClient { _ in
            ServerDrivenResponse(status: 200, body: Data(#"{"_:component": "layout:text", "id": "done"}"#.utf8))
        }
        let engine = makeEngine(httpClient: client)
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "state": {"token": "t1"}, "properties": {"onPress": [
          {"_:action": "push", "properties": {"url": "/next", "method": "Post", "prefetch": true,
            "headers": {"Authorization": "@{token}"}, "data": {"q": "@{token}"}}}]}}
        """#))
        await engine.waitUntilIdle()
        #expect(client.requests.count == 1)
        #expect(client.requests.first?.headers["Authorization"] == "t1")
        #expect(client.requests.first.map { String(decoding: $0.body ?? Data(), as: UTF8.self) } == #"{"q":"t1"}"#)
        try root.press("b")
        await engine.waitUntilIdle()
        #expect(client.requests.count == 1)
        #expect(engine.navigator.currentScreen?.root?.node(withID: "done") != nil)
    }
}
