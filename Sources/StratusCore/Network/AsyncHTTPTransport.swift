import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// The default transport: AsyncHTTPClient with a timeout, a response size limit and a redirect limit.
public struct AsyncHTTPTransport: HTTPClientProtocol {
    /// The limits applied to every request.
    public let limits: EngineLimits

    /// Creates a transport applying `limits`.
    public init(limits: EngineLimits = EngineLimits()) {
        self.limits = limits
    }

    public func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw StratusCoreError(.unsafeURL, "Only http and https URLs can be requested: \(request.url.absoluteString)")
        }
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = NIOHTTP1.HTTPMethod(rawValue: request.method.wireName)
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            outgoing.headers.add(name: name, value: value)
        }
        if request.method.sendsBody, let body = request.body {
            outgoing.body = .bytes(ByteBuffer(bytes: body))
        }
        let timeout = TimeAmount.milliseconds(NimbusCoercion.truncated(min(max(limits.requestTimeout, 0), 86_400) * 1000) ?? 0)
        let start = ContinuousClock.now
        do {
            let response = try await SharedClients.client(maximumRedirects: limits.maximumRedirects)
                .execute(outgoing, timeout: timeout)
            // AsyncHTTPClient's timeout ends when the head arrives; the body gets what is left of the same budget,
            // so a server that trickles its body cannot hold a screen in loading forever.
            let budget = Duration.nanoseconds(timeout.nanoseconds) - (ContinuousClock.now - start)
            let buffer = try await Self.collectBody(of: response, upTo: limits.maximumResponseBytes, within: budget,
                                                    url: request.url.absoluteString)
            var headers: [String: String] = [:]
            for header in response.headers { headers[header.name.lowercased()] = header.value }
            return ServerDrivenResponse(status: Int(response.status.code), statusText: response.status.reasonPhrase,
                                        headers: headers, body: Data(buffer.readableBytesView))
        } catch let error as StratusCoreError {
            throw error
        } catch let error as NIOTooManyBytesError {
            throw StratusCoreError(.request, "The response of \(request.url.absoluteString) is larger than "
                + "\(limits.maximumResponseBytes) bytes (\(error)).")
        } catch {
            throw StratusCoreError(.request, NetworkFailure.describe(error, url: request.url))
        }
    }
}

extension AsyncHTTPTransport {
    /// The whole body of `response`, or an error when it does not arrive within `budget`.
    private static func collectBody(of response: HTTPClientResponse, upTo limit: Int, within budget: Duration,
                                    url: String) async throws -> ByteBuffer {
        try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
            group.addTask { try await response.body.collect(upTo: limit) }
            group.addTask {
                try await Task.sleep(for: max(budget, .zero))
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let buffer = first else {
                throw StratusCoreError(.request, "The body of \(url) did not arrive within the request timeout.")
            }
            return buffer
        }
    }
}

/// One AsyncHTTPClient per redirect limit, living as long as the process (shutting a client down needs an
/// await that a deinit cannot do).
enum SharedClients {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var clients: [Int: HTTPClient] = [:]

    static func client(maximumRedirects: Int) -> HTTPClient {
        lock.lock()
        defer { lock.unlock() }
        if let client = clients[maximumRedirects] { return client }
        let client = HTTPClient(
            eventLoopGroupProvider: .singleton, configuration: configuration(maximumRedirects: maximumRedirects))
        clients[maximumRedirects] = client
        return client
    }

    /// The client settings: redirects up to `maximumRedirects`, and a refused or unreachable server reported at once
    /// (one connection attempt of at most a second, rather than AsyncHTTPClient's default of retrying until the
    /// request's deadline).
    static func configuration(maximumRedirects: Int) -> HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = maximumRedirects > 0
            ? .follow(max: maximumRedirects, allowCycles: false) : .disallow
        configuration.timeout = .init(connect: .seconds(1), read: .seconds(60))
        configuration.connectionPool.retryConnectionEstablishment = false
        return configuration
    }
}
