import Foundation
import Testing
@testable import StratusCore

/// A component factory that needs no terminal: the engine only needs to know the name is registered.
struct StandInFactory: ComponentFactory {
    func buildsChildrenLazily(given properties: JSONObject) -> Bool { false }
    let schema: ValueSchema? = nil
}

/// The libraries nimbus-core's tests register: `material:text`, `material:button`, `layout:*`, `test:*`...
func testLibraries(extra: [UILibrary] = []) -> [UILibrary] {
    let layoutNames = ["text", "row", "column", "container", "button", "image", "touchable", "lifecycle",
                       "layoutHandler", "scrollView", "stack", "positioned", "screen"]
    var layout = UILibrary("layout")
    for name in layoutNames { layout = layout.addComponent(name, factory: StandInFactory()) }
    var material = UILibrary("material")
    for name in ["text", "button", "textInput"] { material = material.addComponent(name, factory: StandInFactory()) }
    var test = UILibrary("test")
    for name in ["textInput", "button"] { test = test.addComponent(name, factory: StandInFactory()) }
    var store = UILibrary("store")
    for name in ["button", "textInput"] { store = store.addComponent(name, factory: StandInFactory()) }
    var todo = UILibrary("todoapp")
    for name in ["icon", "textInput", "selectionGroup", "button", "toast"] {
        todo = todo.addComponent(name, factory: StandInFactory())
    }
    return [layout, material, test, store, todo] + extra
}

/// Parses JSON text in tests.
func json(_ text: String) throws -> JSONValue {
    try ServerDrivenEngine.parseJSON(text, source: "test")
}

@MainActor
func makeEngine(baseURL: String = "http://tests.com", libraries: [UILibrary] = [],
                states: [String: JSONValue] = [:], httpClient: (any HTTPClientProtocol)? = nil) -> ServerDrivenEngine {
    ServerDrivenEngine(baseURLString: baseURL, libraries: testLibraries(extra: libraries), states: states,
                       httpClient: httpClient ?? RecordingHTTPClient())
}

@MainActor
extension Node {
    /// The node with `id` in this tree, failing the test when it is missing.
    func find(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Node {
        try #require(node(withID: id), "no node \(id)", sourceLocation: sourceLocation)
    }

    /// Runs the node's `onPress`.
    func press(_ id: String, event: String = "onPress", sourceLocation: SourceLocation = #_sourceLocation) throws {
        let node = try find(id, sourceLocation: sourceLocation)
        let handler = try #require(node.event(at: event), "no \(event) on \(id)", sourceLocation: sourceLocation)
        handler.run()
    }

    /// Every node of the visible tree, in pre-order.
    var allNodes: [Node] { [self] + children.flatMap(\.allNodes) }

    /// The `text` property of every visible node that has one, in pre-order.
    var texts: [String] { allNodes.compactMap { $0.properties["text"].map(NimbusText.templatePart) } }
}

/// An HTTP client that answers from a table and counts requests.
final class RecordingHTTPClient: HTTPClientProtocol, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [ServerDrivenRequest] = []
    private let responder: @Sendable (ServerDrivenRequest) -> ServerDrivenResponse

    init(responder: @escaping @Sendable (ServerDrivenRequest) -> ServerDrivenResponse = { _ in
        ServerDrivenResponse(status: 404)
    }) {
        self.responder = responder
    }

    var requests: [ServerDrivenRequest] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        lock.withLock { recorded.append(request) }
        return responder(request)
    }
}

/// The shared corpus of real Nimbus screens, read through the relative path from the package root.
enum NimbusCorpus {
    static let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent("../shared/external-corpora/nimbus").standardizedFileURL

    /// `true` when the corpus is on this machine; the conformance tests are skipped otherwise.
    static let isAvailable = FileManager.default.fileExists(atPath: root.appendingPathComponent("core-tests").path)

    /// Why the conformance tests are skipped when they are.
    static let skipMessage: Comment = "../shared/external-corpora/nimbus is absent: conformance tests skipped"

    /// One screen of a `core-tests-*.json` bundle, by the key prefix (`"IF_TOGGLE"` finds `"IF_TOGGLE (...)"`).
    static func screen(_ bundle: String, _ key: String) throws -> JSONValue {
        let object = try #require(try self.bundle(bundle).objectValue)
        let match = try #require(object.first { $0.key == key || $0.key.hasPrefix(key + " ") }, "no \(key) in \(bundle)")
        return match.value
    }

    /// A whole bundle.
    static func bundle(_ name: String) throws -> JSONValue {
        let data = try Data(contentsOf: root.appendingPathComponent("core-tests/core-tests-\(name).json"))
        return try JSONValue(parsing: data)
    }

    /// A real screen of `core/`.
    static func coreScreen(_ name: String) throws -> JSONValue {
        try JSONValue(parsing: Data(contentsOf: root.appendingPathComponent("core/\(name).json")))
    }
}

@MainActor
extension ServerDrivenEngine {
    /// Builds a corpus screen; the content is the root's first child, like the core's `NodeUtils.getContent`.
    func buildCorpusScreen(_ bundle: String, _ key: String) throws -> Node {
        try buildTree(json: try NimbusCorpus.screen(bundle, key), source: key)
    }
}
