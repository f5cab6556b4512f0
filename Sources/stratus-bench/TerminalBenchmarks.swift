import Foundation

/// Benchmarks of StratusTerminal; each measure prints one line through `report(_:)`.
enum TerminalBenchmarks {
    @MainActor static func run() async throws {}
}
