import Foundation
import StratusCore

/// The HTTP client the app gives the engine: the network, with `--timeout`, and YAML answers read as screens.
///
/// Local screens never come here: the engine reads them through ``ScreenSourceLoader``. A server may answer
/// a screen in YAML (`Content-Type: application/yaml`, or a `.yaml` path): the answer is parsed with
/// ``ScreenDocument`` and handed to the engine as JSON.
public final class ScreenTransport: HTTPClientProtocol, Sendable {
    private let network: any HTTPClientProtocol
    /// The longest a network request may take, in seconds (`stratus render --timeout`); nil for no bound.
    public let requestTimeout: Double?

    /// Creates a transport.
    /// - Parameters:
    ///   - network: the transport requests go through.
    ///   - requestTimeout: the longest a network request may take, in seconds.
    public init(network: any HTTPClientProtocol, requestTimeout: Double? = nil) {
        self.network = network
        self.requestTimeout = requestTimeout
    }

    /// Sends a request; a YAML answer comes back as JSON.
    public func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        let url = request.url
        var response = try await sendOverNetwork(request)
        guard (200..<300).contains(response.status), !response.body.isEmpty else { return response }
        let format = ScreenDocument.Format(contentType: response.headers["content-type"], path: url.path)
        guard format == .yaml else { return response }
        let document: ScreenDocument
        do {
            document = try ScreenDocument(parsing: String(decoding: response.body, as: UTF8.self), format: format,
                                          file: url.absoluteString)
        } catch {
            throw StratusCoreError(error)
        }
        response.body = Data(document.value.jsonString().utf8)
        response.headers["content-type"] = "application/json; charset=utf-8"
        return response
    }

    private func sendOverNetwork(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        guard let requestTimeout else { return try await network.send(request) }
        let network = self.network
        return try await withThrowingTaskGroup(of: ServerDrivenResponse.self) { group in
            group.addTask { try await network.send(request) }
            group.addTask {
                try await Task.sleep(for: .milliseconds(Int(requestTimeout * 1000)))
                throw StratusCoreError(.request, "No answer from \(request.url.absoluteString) within "
                    + "\(requestTimeout) s.", source: request.url.absoluteString)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else {
                throw StratusCoreError(.request, "No answer.", source: request.url.absoluteString)
            }
            return first
        }
    }
}
