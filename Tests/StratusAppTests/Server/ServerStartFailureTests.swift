import Foundation
import Logging
import Testing
@testable import StratusApp

/// `stratus serve` says in words why it could not listen.
@Suite struct ServerStartFailureTests {
    struct SystemError: Error {
        let errnoCode: Int32
    }

    @Test func aPortInUseIsASentenceWithTheNextPort() {
        let error = ServerStartFailure.describe(SystemError(errnoCode: EADDRINUSE), host: "127.0.0.1", port: 8080)
        #expect(error.description == "port 8080 is already in use; try --port 8081")
        #expect(error.kind == .serverFailed)
        #expect(ServerStartFailure.describe(SystemError(errnoCode: EACCES), host: "127.0.0.1", port: 80).description
            .hasPrefix("port 80 needs more privileges"))
        #expect(ServerStartFailure.describe(SystemError(errnoCode: EADDRNOTAVAIL), host: "10.9.9.9", port: 80).description
            .hasPrefix("10.9.9.9 is not an address of this machine"))
    }

    /// The real failure of the HTTP stack, from a second server on a port the first one holds.
    @Test func aSecondServerOnTheSamePortGetsTheSentence() async throws {
        let folder = try TemporaryFolder()
        try folder.write("index.json", #"{"_:component": "layout:text", "properties": {"text": "hello"}}"#)
        let first = try await RunningServer.start(serving: folder.path)
        defer { first.stop() }
        var logger = Logger(label: "stratus.serve.tests")
        logger.logLevel = .critical
        let second = ScreenServer(folder: try ScreenFolder(path: folder.path), host: "127.0.0.1", port: first.port, logger: logger)
        let outcome = await withTaskGroup(of: String?.self) { group in
            group.addTask {
                do {
                    try await second.run()
                    return "the second server stopped without an error"
                } catch {
                    return ServerStartFailure.describe(error, host: "127.0.0.1", port: first.port).description
                }
            }
            group.addTask {
                // Only a bound for a second server that wrongly listens: the failure itself comes at once, but a
                // busy machine running every suite at the same time can take a while to start either server.
                try? await Task.sleep(for: .seconds(120))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        #expect(outcome == "port \(first.port) is already in use; try --port \(first.port + 1)")
    }
}
