import Foundation

/// The Bot Framework rows (Docs/Bots.md, "Benchmark"), through the release `stratus` binary built beside this
/// executable (`make bench` builds both) and the real botbuilder test bot (Agents/botbuilder_bot.py), so that they
/// measure the very code `stratus run --bot` runs:
///
/// - `bots.press-to-card-ms`: `Scripts/bot-press-latency.py`: `stratus run --bot` in a pseudo-terminal, `card WORD`
///   said from the message line with Enter, the time until the bot's card holding WORD is written to the terminal,
///   minus the bot's own time (it stamps when its HTTP request arrived and when it handed the card to its SDK; the
///   SDK's posting of the card to the connector endpoints Stratus serves counts as Stratus's); the median of 20
///   presses, in milliseconds, against a goal of 20.
/// - `bots.expect-replies-press-to-card-ms`: the same with `--expect-replies`: the card comes back in the HTTP
///   answer, and the bot's own time runs until that answer is made.
///
/// Each row prints a line saying why it was skipped when python3, the `stratus` binary or the bots' virtual
/// environment (`make bot-venv`) is absent.
enum BotBenchmarks {
    /// The Python of the virtual environment with botbuilder (the Makefile's `bot-venv`), from the package root.
    static let botPython = ".build/bot-venv/bin/python"

    static func run() throws {
        guard let (stratus, python) = AgentBenchmarks.tools(for: "bots") else { return }
        guard FileManager.default.isExecutableFile(atPath: botPython) else {
            print("bench bots: skipped, \(botPython) is absent (make bot-venv)")
            return
        }
        let command = [python, "Scripts/bot-press-latency.py", "--stratus", stratus, "--presses", "20",
                       "--python", botPython]
        AgentBenchmarks.row(name: "bots.press-to-card-ms", unit: "ms", goal: AgentBenchmarks.pressGoalMilliseconds,
                            command: command)
        AgentBenchmarks.row(name: "bots.expect-replies-press-to-card-ms", unit: "ms",
                            goal: AgentBenchmarks.pressGoalMilliseconds, command: command + ["--expect-replies"])
    }
}
