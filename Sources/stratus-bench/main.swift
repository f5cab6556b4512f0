import Foundation

// `make bench`: every benchmark of the project, each beside its baseline, in one release run.
// `stratus-bench --probe <name>` is a child run started by `ProcessMeasures` (peak memory, callgrind).
if try await ChildProbe.runIfRequested() { exit(0) }
// `stratus-bench network`: only the network rows (seconds, not minutes; no release build needed to see them).
if CommandLine.arguments.dropFirst().first == "network" {
    try await NetworkBenchmarks.run()
    exit(0)
}
// `stratus-bench scale`: only issue 14's scale rows (ScaleBenchmarks: a plain column's time and bytes per node, a
// long word, a catastrophic regex, rows released).
if CommandLine.arguments.dropFirst().first == "scale" {
    try await ScaleBenchmarks.run()
    exit(0)
}
// `stratus-bench lazy`: only issue 14's lazy-list rows (LazyListBenchmarks: first frames of 10k and 1M items,
// scrolling at 1M, a key typed into the catalogue's search).
if CommandLine.arguments.dropFirst().first == "lazy" {
    try await LazyListBenchmarks.run()
    exit(0)
}
// `stratus-bench terminal`: only the terminal rows (TerminalBenchmarks: the products frame, full repaint, Tab and
// Enter to frame, lazy scrolling, the bytes written to ncurses).
if CommandLine.arguments.dropFirst().first == "terminal" {
    try await TerminalBenchmarks.run()
    exit(0)
}
try await CodableBenchmarks.run()
try await CoreBenchmarks.run()
try await TerminalBenchmarks.run()
try await ScaleBenchmarks.run()
try await LazyListBenchmarks.run()
try ImageBenchmarks.run()
try await NetworkBenchmarks.run()
try ProcessMeasures.run()
