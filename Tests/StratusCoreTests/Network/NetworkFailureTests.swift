import Foundation
import Testing
@testable import StratusCore

/// A request that gets no response says what happened and where.
struct NetworkFailureTests {
    @Test func aRefusedConnectionIsReportedAsRefused() async throws {
        // A port that was just free: nothing listens on it.
        let url = try #require(URL(string: "http://127.0.0.1:9/data"))
        do {
            _ = try await AsyncHTTPTransport().send(ServerDrivenRequest(url: url))
            Issue.record("the request to a closed port succeeded")
        } catch let error as StratusCoreError {
            #expect(error.message == "connection refused at 127.0.0.1:9 (is the server running?)")
        }
    }

    @Test func theClientTriesToConnectOnceForAtMostASecond() {
        // How long the refused message takes is a benchmark row (stratus-bench network); here, the settings that
        // make it quick: AsyncHTTPClient's defaults retry a refused connection until the request's deadline.
        let configuration = SharedClients.configuration(maximumRedirects: 5)
        #expect(configuration.connectionPool.retryConnectionEstablishment == false)
        #expect(configuration.timeout.connect == .seconds(1))
    }

    @Test func eachFailureHasItsOwnWords() throws {
        let url = try #require(URL(string: "https://shop.example:8443/a"))
        struct Described: Error, CustomStringConvertible { let description: String }
        #expect(NetworkFailure.describe(Described(description: "dnsAError"), url: url)
                == "could not resolve the host name shop.example")
        #expect(NetworkFailure.describe(Described(description: "NIOSSLError.handshakeFailed"), url: url)
                .hasPrefix("TLS failure with shop.example:8443"))
        #expect(NetworkFailure.describe(Described(description: "Connection reset by peer (errno: 104)"), url: url)
                == "connection reset by shop.example:8443")
        #expect(NetworkFailure.describe(Described(description: "HTTPClientError.deadlineExceeded"), url: url)
                == "https://shop.example:8443/a did not answer within the request timeout")
        #expect(NetworkFailure.describe(Described(description: "HTTPClientError.connectTimeout"), url: url)
                == "no answer from shop.example:8443 within the connect timeout")
        // The words of an A2A agent's refused connection, as the client library gives them, and what they become.
        let refused = Described(description: "connection reset (error set): Connection refused (errno: 111)")
        #expect(NetworkFailure.describe(refused, url: url, peer: "agent")
                == "connection refused at shop.example:8443 (is the agent running?)")
    }
}
