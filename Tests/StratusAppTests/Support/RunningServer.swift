import Foundation
import Logging
@testable import StratusApp
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `ScreenServer` listening on 127.0.0.1 on a free port, for the duration of a test.
struct RunningServer {
    let port: Int
    let task: Task<Void, any Error>

    var baseURL: String { "http://127.0.0.1:\(port)" }

    static func start(serving folder: String) async throws -> RunningServer {
        var logger = Logger(label: "stratus.serve.tests")
        logger.logLevel = .critical
        let server = ScreenServer(folder: try ScreenFolder(path: folder), host: "127.0.0.1", port: 0, logger: logger)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task { try await server.run { port in continuation.yield(port) } }
        for await port in ports {
            return RunningServer(port: port, task: task)
        }
        task.cancel()
        throw StratusAppError(.serverFailed, "the test server did not start")
    }

    /// Asks the server to shut down; cancelling its task starts a graceful shutdown.
    func stop() {
        task.cancel()
    }

    /// One request with a real HTTP client (URLSession), no cache involved.
    func request(
        _ path: String, method: String = "GET", headers: [String: String] = [:], body: Data? = nil
    ) async throws -> (status: Int, headers: [String: String], body: Data) {
        guard let url = URL(string: baseURL + path) else { throw URLError(.badURL) }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        return (http.statusCode, fields, data)
    }
}
