import Foundation

/// Benchmarks of StratusCore; each measure prints one line through `report(_:)`.
enum CoreBenchmarks {
    @MainActor static func run() async throws {}
}
