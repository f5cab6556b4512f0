import ArgumentParser

/// The options that open a conversation with an A2UI agent instead of a screen (`run` and `render`).
public struct AgentOptions: ParsableArguments {
    /// Whether the command after `--` is an agent to talk to.
    @Flag(help: ArgumentHelp(
        "Talk to the A2UI agent started by the command after --: its standard output is read as A2UI messages (JSON Lines), actions and errors go to its standard input as JSON Lines, its standard error goes to the log."))
    public var agent = false

    /// The longest an agent may say nothing while an answer is due.
    @Option(help: ArgumentHelp(
        "Seconds an agent may say nothing after it starts or an action is sent before the screen says so.",
        valueName: "seconds"))
    public var agentTimeout: Double = 30

    /// The agent's command and its arguments, after `--`.
    @Argument(parsing: .postTerminator, help: ArgumentHelp("The agent's command and arguments, after --.", valueName: "command"))
    public var agentCommand: [String] = []

    /// Creates the options with their defaults.
    public init() {}

    /// Checks that `--agent` and a command come together.
    public func validate() throws {
        guard agentTimeout > 0, agentTimeout.isFinite else { throw ValidationError("--agent-timeout must be a positive number of seconds") }
        if agent, agentCommand.isEmpty { throw ValidationError("--agent needs the agent's command after --: --agent -- python3 agent.py") }
        if !agent, !agentCommand.isEmpty { throw ValidationError("a command after -- needs --agent") }
    }

    /// The transport to the agent, when one was asked for.
    var transport: (any AgentTransport)? {
        agent ? AgentProcess(command: agentCommand) : nil
    }

    /// `--agent-timeout` as a duration.
    var silenceLimit: Duration { .milliseconds(Int(agentTimeout * 1000)) }
}
