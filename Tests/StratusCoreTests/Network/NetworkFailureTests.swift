import Foundation
import Testing
@testable import StratusCore

/// A request that gets no response says what happened and where.
struct NetworkFailureTests {
    @Test func aRefusedConnectionIsReportedAsRefusedAtOnce() async throws {
        // A port that was just free: nothing listens on it.
        let url = try #require(URL(string: "http://127.0.0.1:9/data"))
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try await AsyncHTTPTransport().send(ServerDrivenRequest(url: url))
            Issue.record("the request to a closed port succeeded")
        } catch let error as StratusCoreError {
            #expect(error.message == "connection refused at 127.0.0.1:9 (is the server running?)")
        }
        // Not a timing assertion (make bench measures it): without the fix the client retried for 10 s.
        #expect(clock.now - start < .seconds(5))
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
    }
}
