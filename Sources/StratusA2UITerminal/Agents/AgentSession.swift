import Foundation
import StratusA2UI
import StratusCore

/// A conversation with an A2UI agent shown as the app's screen: the agent's messages are applied to its surfaces
/// as they arrive, what the user's Buttons produce goes back to it, and whatever goes wrong with the agent (it
/// exits, says nothing, writes something that is not a message) is shown on the screen with what it said last.
///
/// The screen is ``url``, answered by the app's screen loader from ``LiveSurfaces``; when it is first shown it runs
/// `agent:connect`, which starts the transport. Every event that arrived while a frame was being made is applied
/// before the screen is shown again, so frames are coalesced however fast the agent writes. `Ctrl+R` (a binding of
/// the screen, so the footer and `?` list it) stops the agent and starts it again with empty surfaces.
@MainActor
public final class AgentSession {
    /// The URL of the screen that shows the agent's surfaces (no file: the loader answers it).
    public static let url = "file:///a2ui-agent/conversation"
    /// The namespace of the screen's actions: `agent:connect`, `agent:restart`.
    static let namespace = "agent"
    /// The key that starts the agent again.
    static let restartKey = "ctrl+r"
    /// How many of the agent's last lines for people are kept, to show when it fails.
    static let lastWordsKept = 3

    let transport: any AgentTransport
    let surfaces: LiveSurfaces
    /// How long the agent may say nothing while an answer is expected (its start, an action sent).
    let silenceLimit: Duration

    private var inbox = AgentInbox()
    private var screen: Screen?
    private var engine: ServerDrivenEngine?
    private var running = false
    private var reading: Task<Void, Never>?
    private var silenceWatch: Task<Void, Never>?
    /// What is shown above the surfaces: the agent's state when something went wrong, nil when all is well.
    private(set) var notice: String?
    /// Shown above the surfaces while an answer is due and no notice is: how long the app has waited for it.
    private(set) var waiting: String?
    /// The agent's last lines for people (its standard error), oldest first.
    private var lastWords: [String] = []
    /// The last line of its message stream.
    private var lastLine: String?
    private var lineNumber = 0
    /// True from a start or a message sent until the agent writes something.
    private(set) var awaitsAnswer = false
    /// Whether the agent's transport ended (it exited, the connection closed).
    private(set) var hasEnded = false
    private var lastArrival = ContinuousClock.now

    /// A conversation over `transport`, shown in `surfaces` at ``url``; the user is told the agent says nothing
    /// once it is silent for `silenceLimit` while an answer is expected.
    /// `catalogs` are those the renderer holds besides the basic ones (``SurfaceGroup/catalogs``).
    public init(transport: any AgentTransport, surfaces: LiveSurfaces, silenceLimit: Duration = .seconds(30),
                catalogs: [Catalog] = []) {
        self.transport = transport
        self.surfaces = surfaces
        self.silenceLimit = silenceLimit
        surfaces.converse(at: Self.url, LiveSurfaces.Conversation(
            screen: { [unowned self] shown in self.screenValue(around: shown) },
            send: { [unowned self] message in self.send(message) },
            catalogs: catalogs))
    }

    /// The screen's actions: `agent:connect` (run when the screen is first shown) and `agent:restart`.
    public var library: UILibrary {
        UILibrary(Self.namespace)
            .addAction("connect") { [self] event in connect(event) }
            .addAction("restart") { [self] _ in restart() }
    }

    // MARK: - The screen

    /// The agent's screen around `shown` (the surfaces' screen): the restart key, the notice, the surfaces.
    private func screenValue(around shown: JSONValue) -> JSONValue {
        var surfacesNode = shown
        // An id of its own, so that a notice shown above it does not change the ids the engine gives its nodes.
        if case .object(var members) = shown, members["id"] == nil {
            members["id"] = "a2ui-surfaces"
            surfacesNode = .object(members)
        }
        var children: [JSONValue] = [[
            "_:component": "terminal:keyBinding", "id": "agent-restart",
            "properties": [
                "key": .string(Self.restartKey), "description": .string(transport.runsTheAgent ? "Restart agent" : "Reconnect"),
                "onPress": [["_:action": .string(Self.namespace + ":restart")]],
            ],
        ]]
        let isEmpty = surfaces.surfaces(at: Self.url)?.surfaces.isEmpty ?? true
        if let text = notice ?? waiting ?? (isEmpty ? "Waiting for the agent \(transport.name)…" : nil) {
            children.append([
                "_:component": "layout:text", "id": "agent-notice",
                "properties": ["text": SurfaceScreen.escapingExpressions(.string(text)),
                               "weight": notice == nil ? "normal" : "bold"],
            ])
        }
        children.append(surfacesNode)
        return [
            "_:component": "layout:lifecycle", "id": "a2ui-agent",
            "properties": ["onInit": [["_:action": .string(Self.namespace + ":connect")]]],
            "children": .array(children),
        ]
    }

    /// Shows the surfaces and the notice as they are now.
    private func show() {
        guard let screen, let engine else { return }
        surfaces.show(at: Self.url, on: screen, in: engine)
    }

    // MARK: - The agent

    /// The screen is shown: the agent starts, once.
    private func connect(_ event: ActionTriggeredEvent) {
        if screen == nil {
            screen = event.screen
            engine = event.engine
        }
        guard !running else { return }
        start()
    }

    /// Starts the agent and reads what it sends until it ends.
    private func start() {
        running = true
        hasEnded = false
        lineNumber = 0
        lastWords = []
        lastLine = nil
        inbox = AgentInbox()
        let inbox = inbox
        do {
            try transport.start(reportingTo: inbox)
        } catch {
            running = false
            hasEnded = true
            report("\(error). \(restartHint)", level: .error)
            show()
            return
        }
        expectAnswer(after: "it started")
        reading = Task { [weak self] in
            for await _ in inbox.arrivals {
                guard let self, self.inbox === inbox else { return }
                self.receive(inbox.take())
            }
        }
    }

    /// Stops the agent (on quit, and before a restart); its surfaces stay as they are.
    public func stop() {
        reading?.cancel()
        silenceWatch?.cancel()
        waiting = nil
        inbox.close()
        transport.stop()
        running = false
    }

    /// The restart key: the agent is stopped, its surfaces forgotten, and it starts again.
    private func restart() {
        stop()
        surfaces.clear(at: Self.url)
        notice = nil
        engine?.log(.info, "agent: restarting \(transport.name)")
        start()
        show()
    }

    /// Sends a message a Button produced (or an error) to the agent, and waits for its answer.
    private func send(_ message: ClientMessage) {
        guard running, !hasEnded else {
            report("The agent is not running: the action was not sent. \(restartHint)", level: .warning)
            show()
            return
        }
        deliver(message)
        // What went wrong before the user acted is not news any more.
        notice = nil
        expectAnswer(after: "the action was sent")
    }

    /// Notes that an answer is due: from its first second on, the screen says it is waiting and for how long
    /// (`waiting`, each second); if the agent says nothing for ``silenceLimit``, the screen says so.
    private func expectAnswer(after what: String) {
        awaitsAnswer = true
        silenceWatch?.cancel()
        let limit = silenceLimit
        silenceWatch = Task { [weak self] in
            let start = ContinuousClock.now
            while ContinuousClock.now - start < limit {
                try? await Task.sleep(for: min(.seconds(1), limit - (ContinuousClock.now - start)))
                guard !Task.isCancelled, let self, self.awaitsAnswer, self.running, !self.hasEnded else { return }
                let elapsed = ContinuousClock.now - start
                guard elapsed < limit else { break }
                self.waiting = "Waiting for the agent's answer: \(elapsed.components.seconds) s since \(what)…"
                self.show()
            }
            guard !Task.isCancelled, let self, self.awaitsAnswer, self.running, !self.hasEnded else { return }
            self.waiting = nil
            self.report("The agent has said nothing for \(Self.seconds(limit)) s since \(what).\(self.lastWordsText) \(self.restartHint)",
                        level: .warning)
            self.show()
        }
    }

    /// Applies what arrived, in order, and shows the screen once.
    private func receive(_ events: [AgentEvent]) {
        var messages: [(message: ServerMessage, line: Int)] = []
        for event in events {
            switch event {
            case .line(let text):
                lineNumber += 1
                guard !text.allSatisfy(\.isWhitespace) else { continue }
                arrived()
                lastLine = text
                do {
                    messages.append((try A2UIStream.decodeLine(text, lineNumber: lineNumber), lineNumber))
                } catch {
                    apply(messages)
                    messages = []
                    refuse(text, because: error)
                }
            case .diagnostic(let text):
                arrived()
                engine?.log(.info, "agent: \(text)")
                lastWords.append(text)
                if lastWords.count > Self.lastWordsKept { lastWords.removeFirst() }
            case .note(let text):
                engine?.log(.info, "agent: \(text)")
            case .recovered(let text):
                engine?.log(.warning, "agent: \(text)")
            case .failed(let what):
                apply(messages)
                messages = []
                lastArrival = .now
                awaitsAnswer = false
                silenceWatch?.cancel()
                report("The agent \(transport.name) \(what). The surfaces keep what they had.", level: .error)
            case .ended(let why):
                apply(messages)
                messages = []
                hasEnded = true
                running = false
                awaitsAnswer = false
                silenceWatch?.cancel()
                report("The agent \(transport.name) \(why).\(lastWordsText) \(restartHint)", level: .error)
            }
        }
        apply(messages)
        show()
    }

    /// Something came from the agent: an answer is no longer awaited, and a silence notice goes.
    private func arrived() {
        lastArrival = .now
        waiting = nil
        if awaitsAnswer {
            awaitsAnswer = false
            silenceWatch?.cancel()
            if notice?.hasPrefix("The agent has said nothing") == true { notice = nil }
        }
    }

    /// Applies decoded messages; one that cannot apply is reported, and the agent gets its error.
    private func apply(_ messages: [(message: ServerMessage, line: Int)]) {
        guard !messages.isEmpty else { return }
        let results = surfaces.apply(messages.map(\.message), at: Self.url)
        for (entry, result) in zip(messages, results) {
            switch result {
            case .success(let replies):
                for reply in replies {
                    // A call the renderer refuses (a function the agent may not call, or no catalog declares).
                    if case .error(let refusal) = reply.kind {
                        report("The agent's message on line \(entry.line) was refused: \(refusal.code): \(refusal.message)",
                               level: .error)
                    }
                    deliver(reply)
                }
            case .failure(let error):
                var located = error
                located.location.line = entry.line
                report("The agent's message on line \(entry.line) could not be applied: \(located.inFile(transport.name)). "
                       + "The surfaces keep what they had.", level: .error)
                deliver(SurfaceGroup.reply(to: error, for: entry.message))
            }
        }
    }

    /// A line that is not an A2UI message: reported on screen and in the log, and the agent gets an error.
    private func refuse(_ line: String, because error: A2UIError) {
        let shown = line.count > 60 ? line.prefix(60) + "…" : Substring(line)
        report("The agent wrote something that is not an A2UI message: \(error.inFile(transport.name)) (\"\(shown)\"). "
               + "The surfaces keep what they had.", level: .error)
        deliver(SurfaceGroup.reply(to: error, for: nil))
    }

    /// Hands `message` to the transport with the data models of the surfaces created with `sendDataModel`, as
    /// they are now, in `message`'s version: the A2UI protocol sends them with every message to the agent.
    private func deliver(_ message: ClientMessage) {
        let dataModel = surfaces.surfaces(at: Self.url)?.clientDataModel(version: message.version)
        transport.send(message.json.jsonString(), dataModel: dataModel)
    }

    /// Shows `text` above the surfaces and logs it.
    private func report(_ text: String, level: LogEntry.Level) {
        notice = text
        waiting = nil
        engine?.log(level, "agent: \(text)")
    }

    /// What the restart key does, as a notice ends: only what it can do (a remote agent is connected to again).
    private var restartHint: String { transport.runsTheAgent ? "Ctrl+R restarts it." : "Ctrl+R connects again." }

    /// ` It said last: "..."`, from its standard error, else its last message line; empty when it said nothing.
    private var lastWordsText: String {
        guard let last = lastWords.last ?? lastLine else { return "" }
        let shown = last.count > 120 ? last.prefix(120) + "…" : Substring(last)
        return " It said last: \"\(shown)\"."
    }

    private static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    // MARK: - Headless

    /// Waits until the agent has answered and then said nothing more for `quiet`, or ended: what `stratus render
    /// --agent` waits for before each key and before the frame. An agent that never answers is left to the
    /// render's timeout.
    public func settle(quiet: Duration = .milliseconds(300)) async {
        while !Task.isCancelled {
            if !inbox.isEmpty || (awaitsAnswer && running && notice == nil) || (running && ContinuousClock.now - lastArrival < quiet) {
                try? await Task.sleep(for: .milliseconds(20))
                continue
            }
            return
        }
    }
}
