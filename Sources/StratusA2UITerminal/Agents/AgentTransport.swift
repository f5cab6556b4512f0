import StratusCodable

/// A way of talking to an agent: what it sends is reported into an ``AgentInbox`` as lines of JSON (one A2UI
/// message a line), and the client's messages go to it as lines of JSON.
///
/// A transport never blocks its caller: reading and writing happen on its own threads, so an agent that stops
/// reading, writing or answering cannot hold the screen.
public protocol AgentTransport: AnyObject, Sendable {
    /// What the user is told the agent is (`python3 agent.py`).
    var name: String { get }
    /// True when the transport runs the agent itself (a child process), so the restart key starts it again;
    /// false for an agent reached over the network, which the key can only connect to again.
    var runsTheAgent: Bool { get }
    /// Starts talking to the agent; its events go to `inbox` until it ends or ``stop()`` is called.
    /// - Throws: an error whose description says why, when the agent cannot be started at all.
    func start(reportingTo inbox: AgentInbox) throws
    /// Sends one message (a JSON object on one line, without the line break), with `dataModel` in the transport's
    /// metadata when it is not nil: the `a2uiClientDataModel` of the surfaces created with `sendDataModel`
    /// (Docs/A2UI.md, "Agents"). Dropped once the agent ended.
    func send(_ line: String, dataModel: JSONValue?)
    /// Ends the conversation: the agent is told to go (and made to, if it does not), without waiting for it.
    func stop()
}
