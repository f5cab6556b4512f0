import ArgumentParser
import Foundation
import StratusA2UI
import StratusA2UITerminal
import StratusCodable

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

    /// What the user says first to an A2A agent.
    @Option(help: ArgumentHelp(
        "The first message to an A2A agent (a2a+http://...). Without it, stratus run asks for it on the terminal before the first surface; stratus render says \"\(Self.defaultMessage)\".",
        valueName: "text"))
    public var message: String?

    /// A catalog the renderer holds besides the basic one, for the agent's surfaces.
    @Option(name: .customLong("a2ui-catalog"), help: ArgumentHelp(
        "A catalog document the renderer holds besides the basic catalog: the agent may call the functions it declares with allowedCallers agentOnly or rendererOrAgent (callRendererFunction), and its allowedParents and allowedChildren are enforced.",
        valueName: "file"), completion: .file())
    public var a2uiCatalog: String?

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
        if agent, message != nil { throw ValidationError("--message is for an A2A agent (a2a+http://...); a stdio agent speaks first") }
    }

    /// What `stratus render` says first to an A2A agent when `--message` is not given.
    static let defaultMessage = "Hello"

    /// The transport to the agent, when one was asked for: `--agent -- COMMAND`, or a `target` that is an A2A URL
    /// (`a2a+http://...`), to which `firstMessage` (else `--message`, else ``defaultMessage``) is said first.
    func transport(target: String?, firstMessage: String? = nil) throws(StratusAppError) -> (any AgentTransport)? {
        if agent { return AgentProcess(command: agentCommand) }
        guard let target, A2AConnection.names(target) else {
            if a2uiCatalog != nil {
                throw StratusAppError(.invalidArgument,
                    "--a2ui-catalog is for a conversation with an agent (--agent -- COMMAND, or an a2a+http:// URL); `stratus check --a2ui-catalog` checks a stream file against a catalog")
            }
            return nil
        }
        return try A2AConnection(target: target, firstMessage: firstMessage ?? message ?? Self.defaultMessage)
    }

    /// Whether `target` is an A2A agent's URL rather than a screen.
    static func namesAgent(_ target: String?) -> Bool { target.map(A2AConnection.names) ?? false }

    /// The catalogs `--a2ui-catalog` names, read.
    ///
    /// - Throws: ``StratusAppError`` (`invalidArgument`) for a file that cannot be read or is not a catalog, with
    ///   the place of the problem.
    func catalogs() throws(StratusAppError) -> [Catalog] {
        guard let a2uiCatalog else { return [] }
        guard let data = FileManager.default.contents(atPath: a2uiCatalog) else {
            throw StratusAppError(.invalidArgument, "--a2ui-catalog: cannot read \(a2uiCatalog)")
        }
        do {
            return [try Catalog(decoding: try JSONValue(parsing: data))]
        } catch let error as A2UIError {
            throw StratusAppError(.invalidArgument, "--a2ui-catalog: \(error.message)", file: a2uiCatalog,
                                  jsonPath: error.location.path)
        } catch {
            throw StratusAppError(.invalidArgument, "--a2ui-catalog: \(a2uiCatalog) is not JSON: \(error)", file: a2uiCatalog)
        }
    }

    /// `--agent-timeout` as a duration.
    var silenceLimit: Duration { .milliseconds(Int(agentTimeout * 1000)) }
}
