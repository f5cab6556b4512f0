import Foundation
import StratusBench

// `make bench`: every benchmark of the project, each beside its baseline, in one release run.
// `stratus-bench --probe <name>` is a child run started by `ProcessMeasures` (peak memory, callgrind).
// `stratus-bench SUBSET` runs one group of rows only:
// - `network`: the network rows (seconds, not minutes; no release build needed to see them);
// - `scale`: the scale rows (ScaleBenchmarks: a plain column's time and bytes per node, a long word, a
//   catastrophic regex, rows released);
// - `lazy`: the lazy-list rows (LazyListBenchmarks: first frames of 10k and 1M items, scrolling at 1M, a key
//   typed into the catalogue's search);
// - `terminal`: the terminal rows (TerminalBenchmarks: the products frame, full repaint, Tab and Enter to frame, lazy
//   scrolling, the bytes written to ncurses).
// - `images`: the two JPEG rows (ImageBenchmarks: decoding a 1000x1000 JPEG, and drawing it into 40x20 cells).
// - `check`: `stratus check` of the 1,000,000-item lazy list as a whole process (CheckBenchmarks).
// - `agents`: the A2UI agent rows (AgentBenchmarks: a stdio agent's updateDataModel messages a second, a Button
//   press to the agent's next surface over stdio and over A2A), through the release `stratus` binary and Python agents.
// - `bots`: the Bot Framework rows (BotBenchmarks: a message said to the bot's next card on screen, with the
//   replies posted to the channel and with expectReplies), through the release `stratus` binary and the real botbuilder
//   test bot.
// - `process`: the whole-process rows (WholeProcessBenchmarks: `stratus --version`, first frames, check, a 64k column,
//   each beside a Foundation hello world, compared with the ratios recorded in Docs/Evidence.md).
//   `stratus-bench --record` measures them and writes their ratios there.
// - `a2ui`: the A2UI rows (A2UIBenchmarks: an example stream's last message to its first frame, data model updates).
// - `a2ui-column`: one A2UI surface beside the same screen in Nimbus at 300 to 10,000 texts (SurfaceColumnBenchmarks:
//   first frame, a typed key to frame, updateDataModel to frame).
// - `cards`: the Adaptive Cards rows (CardBenchmarks: a scenario card's first frame beside the same screen as Nimbus,
//   a keystroke to frame, a template of 1,000 items expanded and shown).
let subsets: [String: () async throws -> Void] = [
    "agents": AgentBenchmarks.run,
    "a2ui": A2UIBenchmarks.run,
    "a2ui-column": SurfaceColumnBenchmarks.run,
    "bots": BotBenchmarks.run,
    "cards": CardBenchmarks.run,
    "check": CheckBenchmarks.run,
    "network": NetworkBenchmarks.run,
    "process": WholeProcessBenchmarks.run,
    "scale": ScaleBenchmarks.run,
    "lazy": LazyListBenchmarks.run,
    "terminal": TerminalBenchmarks.run,
    "images": ImageBenchmarks.run,
]
let run: BenchmarkRun
do {
    run = try BenchmarkRun(arguments: Array(CommandLine.arguments.dropFirst()), subsets: subsets.keys)
} catch {
    FileHandle.standardError.write(Data("stratus-bench: \(error)\n".utf8))
    exit(2)
}
switch run {
case .probe:
    _ = try await ChildProbe.runIfRequested()
    exit(0)
case .record:
    try WholeProcessBenchmarks.record()
    exit(0)
case .subset(let name):
    try await subsets[name]?()
    reportFailedRows()
    exit(0)
case .everything:
    try await CodableBenchmarks.run()
    try await CoreBenchmarks.run()
    try await TerminalBenchmarks.run()
    try await ScaleBenchmarks.run()
    try await LazyListBenchmarks.run()
    try ImageBenchmarks.run()
    try await NetworkBenchmarks.run()
    try CheckBenchmarks.run()
    try WholeProcessBenchmarks.run()
    try await A2UIBenchmarks.run()
    try await SurfaceColumnBenchmarks.run()
    try await CardBenchmarks.run()
    try AgentBenchmarks.run()
    try BotBenchmarks.run()
    try ProcessMeasures.run()
    reportFailedRows()
}
