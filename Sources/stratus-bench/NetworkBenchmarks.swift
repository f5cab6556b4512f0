import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import StratusSamples
import StratusTerminal
import StratusBench

/// How fast a refused connection is told, from the start of the app to the words on screen (the goal:
/// under 1 s; it took 10 s in `run` and 4 s in `render` before the HTTP client stopped retrying). Each row stands
/// beside the same flow against the store backend on loopback, answering at once:
///
/// - `network.refused-screen-to-message`: the app opens `/products` on a port nobody listens on, until its
///   error screen says "connection refused"; baseline: until the product list shows.
/// - `network.refused-data-request-to-status-line`: the product list's own screen is at hand, its data
///   request (`GET /data/products`) is refused, until the status line says so; baseline: until the products
///   show.
///
/// Medians of 9 runs after 2 warm-ups, in milliseconds. The store runs in a child process, `stratus serve --store`
/// of the `stratus` built beside this executable (`make bench` builds both), so that its HTTP server is not linked
/// into the bench: a bigger binary makes every other row's process bigger and its first runtime lookups slower.
@MainActor
enum NetworkBenchmarks {
    /// A loopback port nothing listens on (privileged, so no test server takes it).
    static let refusedBase = "http://127.0.0.1:1"

    static func run() async throws {
        // The refused requests are logged as errors, as they should be; the bench prints only its lines.
        LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
        guard let stratus = ProcessMeasures.stratusPath else {
            print("bench network: skipped, stratus is not built beside stratus-bench (make release)")
            return
        }
        let store = try StoreProcess(stratus: stratus)
        defer { store.stop() }
        let live = store.base
        let firstTitle = "Fjallraven"
        let refused = "connection refused"

        let screenRefused = try await medianMilliseconds { try await timeToText(refused, base: refusedBase, screen: nil) }
        let screenLive = try await medianMilliseconds { try await timeToText(firstTitle, base: live, screen: nil) }
        report(BenchmarkLine(name: "network.refused-screen-to-message", value: screenRefused, unit: "ms",
                             baselineName: "store-screen-first-frame", baselineValue: screenLive))

        let products = try await store.text(at: "/products")
        let dataRefused = try await medianMilliseconds { try await timeToText(refused, base: refusedBase, screen: products) }
        let dataLive = try await medianMilliseconds { try await timeToText(firstTitle, base: live, screen: products) }
        report(BenchmarkLine(name: "network.refused-data-request-to-status-line", value: dataRefused, unit: "ms",
                             baselineName: "store-data-first-frame", baselineValue: dataLive))
    }

    /// Milliseconds from creating the app until its frame shows `text`: the screen `/products` of `base`, or
    /// `screen` given at hand with `base` for its requests.
    static func timeToText(_ text: String, base: String, screen: String?) async throws -> Double {
        let start = ContinuousClock.now
        guard let url = URL(string: base) else { throw BenchError.noText(base) }
        let stratus = Stratus(baseURL: url) { screen.map { Navigator(json: $0) } ?? Navigator(url: "/products") }
            .ui(SamplesLibrary.all)
        let session = try await stratus.headless(width: 100, height: 30)
        while !session.text.contains(text) {
            guard ContinuousClock.now - start < .seconds(30) else { throw BenchError.noText(text) }
            try await Task.sleep(for: .milliseconds(1))
            await session.settle()
        }
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
    }

    static func medianMilliseconds(runs: Int = 9, warmup: Int = 2, _ body: () async throws -> Double) async throws -> Double {
        for _ in 0..<warmup { _ = try await body() }
        var samples: [Double] = []
        for _ in 0..<runs { samples.append(try await body()) }
        return ProbeOutput.median(samples) ?? 0
    }

    enum BenchError: Error, CustomStringConvertible {
        case noText(String)
        case noStore(String)
        var description: String {
            switch self {
            case .noText(let text): return "\"\(text)\" did not show within 30 s"
            case .noStore(let output): return "stratus serve --store did not start: \(output)"
            }
        }
    }

    /// `stratus serve --store` in a child process, answering at once (`--store-delay 0`) on a free port.
    final class StoreProcess {
        private let process = Process()
        /// `http://127.0.0.1:PORT`.
        let base: String

        /// Starts the child and waits for the line that names its port.
        init(stratus: String) throws {
            process.executableURL = URL(fileURLWithPath: stratus)
            process.arguments = ["serve", "--store", "--store-delay", "0", "--port", "0"]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // "Serving the store sample at http://127.0.0.1:PORT/ (Ctrl+C to stop)"
            var output = ""
            while !output.contains(" (Ctrl+C") {
                let data = errors.fileHandleForReading.availableData
                guard !data.isEmpty else { throw BenchError.noStore(output) }
                output += String(decoding: data, as: UTF8.self)
            }
            guard let start = output.range(of: "http://"), let end = output[start.upperBound...].range(of: "/ ") else {
                throw BenchError.noStore(output)
            }
            base = String(output[start.lowerBound..<end.lowerBound])
            // One log line per request follows; read them so that the pipe never fills.
            errors.fileHandleForReading.readabilityHandler = { _ = $0.availableData }
        }

        /// The body of `GET path`, as text.
        func text(at path: String) async throws -> String {
            let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: base + path), timeout: .seconds(10))
            let body = try await response.body.collect(upTo: 16 << 20)
            return String(buffer: body)
        }

        /// Stops the child and waits for it.
        func stop() {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
