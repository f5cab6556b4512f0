import Foundation

// `make bench`: every benchmark of the project, each beside its baseline, in one release run.
try await CodableBenchmarks.run()
try await CoreBenchmarks.run()
try await TerminalBenchmarks.run()
