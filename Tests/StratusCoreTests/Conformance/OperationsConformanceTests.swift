import Foundation
import Testing
@testable import StratusCore

/// core-tests-operations.json and core-tests-misc.json against `OperationsTest`, `StateResolutionTest` and
/// `ActionObserverTest`.
@MainActor
@Suite(.enabled(if: NimbusCorpus.isAvailable, NimbusCorpus.skipMessage))
struct OperationsConformanceTests {
    /// Counts calls of the identity operations `myOperationA` and `myOperationB`, like the core's test.
    final class CallCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func record(_ name: String) { lock.withLock { counts[name, default: 0] += 1 } }
        func count(_ name: String) -> Int { lock.withLock { counts[name] ?? 0 } }
        func reset() { lock.withLock { counts = [:] } }
    }

    let counter = CallCounter()

    func makeCountingEngine() -> ServerDrivenEngine {
        let counter = self.counter
        let library = UILibrary("test")
            .addOperation("myOperationA") { counter.record("A"); return $0.first ?? nil }
            .addOperation("myOperationB") { counter.record("B"); return $0.first ?? nil }
        return makeEngine(baseURL: "", libraries: [library])
    }

    @Test func counterAddsOneOnEachPress() throws {
        let engine = makeCountingEngine()
        let content = try #require(try engine.buildCorpusScreen("operations", "FIRST_PAGE").children.first)
        #expect(content.states.first?.value == 1)
        try content.press("addToCount")
        #expect(content.states.first?.value == 2)
        try content.press("addToCount")
        #expect(content.states.first?.value == 3)
        // Docs/Nimbus.md §3.2: `@{count]` is malformed and stays literal text.
        #expect(content.children.first?.properties["text"] == "@{count]")
    }

    @Test func conditionOperationCanGiveNull() throws {
        let engine = makeCountingEngine()
        let root = try engine.buildCorpusScreen("operations", "CONDITION_TEST")
        #expect(try root.find("result").properties["text"] == .some(.null))
    }

    @Test func operationInATextRerunsOncePerChange() throws {
        let engine = makeCountingEngine()
        let root = try engine.buildCorpusScreen("operations", "STATE_CHANGE")
        counter.reset()
        try root.press("count")
        #expect(counter.count("A") == 1)
        #expect(counter.count("B") == 1)
        #expect(try root.find("countText").properties["text"] == 1)
    }

    @Test func operationsInsideActionsDoNotRunWhenBuilt() throws {
        let engine = makeCountingEngine()
        _ = try engine.buildCorpusScreen("operations", "ACTION_OPERATION")
        #expect(counter.count("A") == 0)
        #expect(counter.count("B") == 0)
    }

    @Test func operationsInsideActionsDoNotRunWhenTheirArgumentsChange() throws {
        let engine = makeCountingEngine()
        let root = try engine.buildCorpusScreen("operations", "ACTION_OPERATION")
        try root.press("count")
        #expect(counter.count("A") == 0)
        #expect(counter.count("B") == 0)
    }

    @Test func operationsInsideActionsRunWhenTheActionRuns() throws {
        let engine = makeCountingEngine()
        let root = try engine.buildCorpusScreen("operations", "ACTION_OPERATION")
        try root.press("count")
        try root.press("log")
        #expect(counter.count("A") == 1)
        #expect(counter.count("B") == 1)
        #expect(engine.logs.map(\.message) == ["1"])
    }

    @Test func statesResolveThroughAncestors() throws {
        let engine = makeEngine(baseURL: "")
        let root = try engine.buildCorpusScreen("misc", "STATE_RESOLUTION_SCREEN")
        #expect(try root.find("formal").properties["text"] == "How are you?")
        #expect(try root.find("mundane").properties["text"] == "Whazap John?")
    }

    /// The analytics service of `ActionObserverTest`: a record for each action whose metadata says so.
    struct Record: Equatable {
        var action: String
        var nodeID: String?
        var event: String
    }

    func makeObservedEngine() -> (ServerDrivenEngine, () -> [Record]) {
        final class Box: @unchecked Sendable { var records: [Record] = [] }
        let box = Box()
        let observer = UILibrary("").addActionObserver { triggered in
            guard triggered.metadata?["analytics"] == true else { return }
            box.records.append(Record(action: triggered.name, nodeID: triggered.event.node?.id,
                                      event: triggered.event.name))
        }
        return (makeEngine(baseURL: "", libraries: [observer]), { box.records })
    }

    @Test func observerSeesMetadataOfLifecycleActions() throws {
        let (engine, records) = makeObservedEngine()
        let root = try engine.buildCorpusScreen("misc", "ACTION_OBSERVER_SCREEN")
        try root.press("init", event: "onInit")
        #expect(engine.logs.count == 1)
        #expect(engine.logs.first?.level == .warning)
        #expect(records() == [Record(action: "log", nodeID: "init", event: "onInit")])
    }

    @Test func observerIgnoresActionsWithoutAnalytics() throws {
        let (engine, records) = makeObservedEngine()
        let root = try engine.buildCorpusScreen("misc", "ACTION_OBSERVER_SCREEN")
        try root.press("btn-without-analytics")
        #expect(engine.logs.count == 1)
        #expect(records().isEmpty)
    }

    @Test func observerRecordsPressedButton() throws {
        let (engine, records) = makeObservedEngine()
        let root = try engine.buildCorpusScreen("misc", "ACTION_OBSERVER_SCREEN")
        try root.press("btn-with-analytics")
        #expect(records() == [Record(action: "log", nodeID: "btn-with-analytics", event: "onPress")])
    }
}
