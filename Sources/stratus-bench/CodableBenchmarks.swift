import Foundation

/// Benchmarks of StratusCodable; each measure prints one line through `report(_:)`.
enum CodableBenchmarks {
    @MainActor static func run() async throws {}
}
