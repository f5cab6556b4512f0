import CLibFuzzer
import Logging
import StratusCore

/// Starts libFuzzer with the process's command line, calling `body` once per input, and returns its exit code.
///
/// SwiftPM on Linux renames an executable's `main`, so libFuzzer's own `main` is never used: each fuzz target
/// has an `@main` type that calls this, and libFuzzer parses its usual flags (`-max_total_time=60`, corpus folders).
public func runFuzzer(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    stratus_fuzz_set_callback(body)
    return LLVMFuzzerRunDriver(&argc, &argv, body)
}

/// The input of one fuzz run as raw bytes (libFuzzer may pass a null pointer for the empty input).
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> UnsafeRawBufferPointer {
    guard let data, count > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    return UnsafeRawBufferPointer(start: data, count: count)
}

/// A transport that never reaches a network, so that fuzzing stays offline, fast and deterministic.
public struct OfflineClient: HTTPClientProtocol {
    /// Creates the transport.
    public init() {}

    /// Answers every request with an empty 404.
    public func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        ServerDrivenResponse(status: 404)
    }
}

/// An engine that never reaches a network and logs nowhere (the engine's log entries are still kept in `logs`).
@MainActor public func makeOfflineEngine() -> ServerDrivenEngine {
    ServerDrivenEngine(baseURLString: "", httpClient: OfflineClient(),
                       logger: Logger(label: "fuzz", factory: { _ in SwiftLogNoOpLogHandler() }))
}

/// Reads every node of a live tree (properties, events, paths), depth first, without recursion.
@MainActor public func walk(_ root: Node) {
    var pending = [root]
    while let node = pending.popLast() {
        _ = node.properties.description
        _ = node.jsonPath
        for path in node.eventPaths { _ = node.event(at: path) }
        pending.append(contentsOf: node.children)
    }
}
