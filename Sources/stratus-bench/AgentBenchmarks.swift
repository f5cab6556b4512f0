import Foundation
import StratusBench

/// The A2UI agent rows (Docs/A2UI.md, "Agents"), each through the release `stratus` binary built beside this
/// executable (`make bench` builds both) and a Python agent, so that they measure the very code `stratus run
/// --agent` runs:
///
/// - `agents.stdio-update-data-model-per-second`: `Scripts/agent-throughput.py` (3 runs of 100,000 messages): a
///   stdio agent streams `updateDataModel` messages of one Text's value, then a `callFunction` that Stratus answers
///   only once it applied everything before it (frames coalesced); the median of the runs, in messages a second,
///   against a goal of 20,000.
/// - `agents.stdio-press-to-surface-ms`: `Scripts/agent-press-latency.py`: `stratus run --agent` in a
///   pseudo-terminal, Enter pressed on a Button, the time until the agent's next surface is written to the
///   terminal, minus the time the agent itself took (it stamps when the action arrived and when it answered);
///   the median of 20 presses, in milliseconds, against a goal of 20.
/// - `agents.a2a-press-to-surface-ms`: the same script with `--transport a2a`: `stratus run a2a+http://...` and
///   an A2A agent served on loopback by the official a2a-sdk, from the virtual environment `make agent-venv`
///   makes (`.build/agent-venv`); the agent's own time runs from its HTTP request arriving to the event that
///   carries its answer being sent.
///
/// Each row prints a line saying why it was skipped when python3, the `stratus` binary or the agent's virtual
/// environment is absent.
enum AgentBenchmarks {
    static let messagesGoal = 20_000.0
    static let pressGoalMilliseconds = 20.0

    static func run() throws {
        guard let (stratus, python) = tools(for: "agents") else { return }
        row(name: "agents.stdio-update-data-model-per-second", unit: "messages/s", goal: messagesGoal,
            command: [python, "Scripts/agent-throughput.py", "--stratus", stratus, "--messages", "100000", "--runs", "3"])
        row(name: "agents.stdio-press-to-surface-ms", unit: "ms", goal: pressGoalMilliseconds,
            command: [python, "Scripts/agent-press-latency.py", "--stratus", stratus, "--presses", "20"])
        guard FileManager.default.isExecutableFile(atPath: agentPython) else {
            print("bench agents.a2a-press-to-surface-ms: skipped, \(agentPython) is absent (make agent-venv)")
            return
        }
        row(name: "agents.a2a-press-to-surface-ms", unit: "ms", goal: pressGoalMilliseconds,
            command: [python, "Scripts/agent-press-latency.py", "--stratus", stratus, "--presses", "20",
                      "--transport", "a2a", "--python", agentPython])
    }

    /// The release `stratus` beside this executable and python3, or nil after a line saying which is missing and
    /// that the rows of `group` are skipped.
    static func tools(for group: String) -> (stratus: String, python: String)? {
        guard let stratus = ProcessMeasures.stratusPath else {
            print("bench \(group): skipped, stratus is not built beside stratus-bench (make release)")
            return nil
        }
        guard let python = ProcessMeasures.executable(named: "python3") else {
            print("bench \(group): skipped, python3 is not on PATH")
            return nil
        }
        return (stratus, python)
    }

    /// The Python of the virtual environment with the A2A SDK (the Makefile's `agent-venv`), from the package root.
    static let agentPython = ".build/agent-venv/bin/python"

    /// Runs a measuring script and reports the figure its last line ends with (`... median <figure> ...`).
    static func row(name: String, unit: String, goal: Double, command: [String]) {
        guard FileManager.default.fileExists(atPath: command[1]) else {
            print("bench \(name): skipped, \(command[1]) is absent (run stratus-bench from the package root)")
            return
        }
        do {
            let output = try ProcessMeasures.runChild(command)
            guard let value = ProbeOutput.median(inScriptOutput: output) else {
                reportFailure(of: name, "no median in the script's output: \(output.suffix(500))")
                return
            }
            report(BenchmarkLine(name: name, value: value, unit: unit, baselineName: "goal", baselineValue: goal))
        } catch {
            reportFailure(of: name, "\(error)")
        }
    }
}
