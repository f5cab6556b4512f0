import Foundation
import Testing
@testable import StratusCore

/// Incremental updates: a state change re-evaluates only what depends on it and marks only those nodes.
@MainActor
struct IncrementalUpdateTests {
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String] = []
        func record(_ name: String) { lock.withLock { names.append(name) } }
        var all: [String] { lock.withLock { names } }
    }

    @Test func onlyDependentNodesChangeAndTheReportSaysWhich() throws {
        let engine = makeEngine()
        var reports: [UpdateReport] = []
        engine.onUpdate = { reports.append($0) }
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:column", "state": {"a": 0, "b": 0}, "children": [
          {"_:component": "layout:text", "id": "ta", "properties": {"text": "@{a}"}},
          {"_:component": "layout:text", "id": "tb", "properties": {"text": "@{b}"}},
          {"_:component": "layout:text", "id": "both", "properties": {"text": "@{a}-@{b}"}},
          {"_:component": "layout:button", "id": "inc", "properties": {"onPress": [
            {"_:action": "setState", "properties": {"path": "a", "value": "@{sum(a, 1)}"}}]}}]}
        """#))
        let revisions = try ["ta", "tb", "both", "inc"].map { try root.find($0).revision }
        try root.press("inc")
        #expect(reports.count == 1)
        #expect(reports.first?.changedNodeIDs == ["ta", "both"])
        #expect(reports.first?.updatedNodeCount == 2)
        let after = try ["ta", "tb", "both", "inc"].map { try root.find($0).revision }
        #expect(after[0] > revisions[0])
        #expect(after[1] == revisions[1])
        #expect(after[2] > revisions[2])
        #expect(after[3] == revisions[3])
    }

    @Test func operationsRerunOnlyWhenTheirArgumentsChange() throws {
        let calls = Calls()
        let library = UILibrary("app")
            .addOperation("tagA") { calls.record("A"); return $0.first ?? nil }
            .addOperation("tagB") { calls.record("B"); return $0.first ?? nil }
        let engine = makeEngine(libraries: [library])
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "state": {"a": 0, "b": 0}, "properties": {
          "text": "@{tagA(a)} @{tagB(b)}",
          "onPress": [{"_:action": "setState", "properties": {"path": "a", "value": "@{sum(a, 1)}"}}]}}
        """#))
        #expect(calls.all == ["A", "B"])
        try root.press("b")
        #expect(calls.all == ["A", "B", "A"])
        #expect(try root.find("b").properties["text"] == "1 0")
    }

    @Test func anExpressionReadingTwoChangedStatesRerunsOncePerBatch() throws {
        let calls = Calls()
        let library = UILibrary("app").addOperation("tag") { calls.record("tag"); return $0.first ?? nil }
        let engine = makeEngine(libraries: [library])
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "state": {"a": 0, "b": 0}, "properties": {
          "text": "@{tag(sum(a, b))}",
          "onPress": [{"_:action": "setState", "properties": {"path": "a", "value": "@{sum(a, 1)}"}},
                      {"_:action": "setState", "properties": {"path": "b", "value": "@{sum(b, 2)}"}}]}}
        """#))
        #expect(calls.all.count == 1)
        try root.press("b")
        #expect(calls.all.count == 2)
        try root.press("b")
        #expect(calls.all.count == 3)
        #expect(try root.find("b").properties["text"] == 6)
    }

    @Test func structuralChangesMarkTheParentOnly() throws {
        let engine = makeEngine()
        var report = UpdateReport()
        engine.onUpdate = { report = $0 }
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:column", "id": "col", "state": {"show": false, "n": 0}, "children": [
          {"_:component": "if", "properties": {"condition": "@{show}"}, "children": [
            {"_:component": "then", "children": [{"_:component": "layout:text", "id": "hidden", "properties": {"text": "@{n}"}}]}]},
          {"_:component": "layout:button", "id": "count", "properties": {"onPress": [
            {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]}},
          {"_:component": "layout:button", "id": "show", "properties": {"onPress": [
            {"_:action": "setState", "properties": {"path": "show", "value": true}}]}}]}
        """#))
        try root.press("count")
        // The hidden text changed, but it is not part of the visible tree.
        #expect(report.updatedNodeCount == 0)
        try root.press("show")
        #expect(report.changedNodeIDs == ["col"])
        // The hidden branch kept up: it shows the current value.
        #expect(try root.find("hidden").properties["text"] == 1)
        #expect(try root.find("hidden").isAttached)
    }

    @Test(.enabled(if: NimbusCorpus.isAvailable, NimbusCorpus.skipMessage))
    func toDoFilterChangeUpdatesExactlyTwoNodes() throws {
        let todo = UILibrary("").addOperation("formatDate") { .string(NimbusText.string($0.first ?? nil)) }
        let engine = makeEngine(baseURL: "", libraries: [todo])
        var report = UpdateReport()
        engine.onUpdate = { report = $0 }
        let root = try engine.buildTree(json: try NimbusCorpus.coreScreen("to-do"))
        #expect(engine.logs.isEmpty)
        let filter = try #require(try root.find("status-filter").event(at: "onChange"))
        let visibleBefore = root.allNodes.count
        filter.run(with: "To do")
        filter.run(with: "All")
        #expect(root.allNodes.count == visibleBefore)
        filter.run(with: "To do")
        #expect(report.updatedNodeCount == 2)
        let components = report.changedNodeIDs.compactMap { id in root.allNodes.first { $0.id == id }?.component.identifier }
        #expect(Set(components) == ["todoapp:selectionGroup", "layout:scrollView"])
        #expect(root.allNodes.count < visibleBefore)
    }

    @Test(.enabled(if: NimbusCorpus.isAvailable, NimbusCorpus.skipMessage), arguments: ["products", "products-forEach"])
    func addToCartUpdatesOneNodePerPress(screen: String) throws {
        let store = UILibrary("").addOperation("formatPrice") { .string("US$ \(NimbusText.string($0.first ?? nil))") }
        let engine = makeEngine(baseURL: "", libraries: [store])
        var report = UpdateReport()
        engine.onUpdate = { report = $0 }
        let root = try engine.buildTree(json: try NimbusCorpus.coreScreen(screen))
        #expect(engine.logs.isEmpty)
        for index in 1...20 {
            try root.press("add-to-cart:\(index)")
            #expect(root.node(withID: "add-to-cart:\(index)") == nil)
            #expect(try root.find("in-cart:\(index)").properties["text"] == "In cart ✓")
            #expect(report.updatedNodeCount == 1)
        }
        #expect(engine.scope.state(named: "global")?.value["cart"]?.arrayValue?.count == 20)
    }
}
