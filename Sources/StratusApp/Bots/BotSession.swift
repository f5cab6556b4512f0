import Foundation
import StratusAdaptiveCards
import StratusBotChannel
import StratusCodable
import StratusCore

/// A conversation with a Bot Framework bot shown as the app's screen (`stratus run --bot URL`, Docs/Bots.md): the
/// channel (``BotChannel``) talks to the bot, and each change of its conversation is drawn again in place
/// (``ConversationScreen``), keeping focus, what is typed and the cards' inputs.
///
/// The screen is ``url``, answered by ``BotConversationFormat``; when it is first shown it runs `bot:connect`, which
/// starts the conversation. The line at the bottom says its text with `bot:say`; a card's Action.Submit and
/// Action.Execute come from ``CardActivities`` once their inputs are valid, and go to the bot as a message and an
/// `adaptiveCard/action` invoke. `Ctrl+R` starts a new conversation with the same bot.
@MainActor
final class BotSession {
    /// The URL of the screen that shows the conversation (no file: the format answers it).
    nonisolated static let url = "file:///bot/conversation"

    /// How the channel talks to the bot (a restart keeps it, with a new conversation id).
    let configuration: BotChannel.Configuration
    /// What the user says first, once the bot's welcome came (`--message`).
    let firstMessage: String?
    /// The channel of the conversation shown.
    private(set) var channel: BotChannel
    /// Every activity sent to the bot, earlier conversations' first, for `--dump-actions`.
    private var earlierSent: [Activity] = []
    private var shown: ConversationScreen
    private var screen: Screen?
    private var engine: ServerDrivenEngine?
    private var started = false
    private var following: Task<Void, Never>?
    /// Activities posted whose answer has not come yet.
    private var inFlight = 0
    private var lastChange = ContinuousClock.now
    /// The problem lines of the conversation already written to the log.
    private var problemsLogged = 0
    /// How many activities sent are written to the log.
    private var sentLogged = 0
    /// The bot's lines written to the log, by id.
    private var linesLogged: Set<String> = []

    /// How many problems the conversation shown has said (a bot down, a 500, an attachment it cannot show...).
    var problemCount: Int { shown.conversation.problems.count }

    /// A session with the bot `configuration` names, whose cards' actions `cards` hands over.
    init(configuration: BotChannel.Configuration, firstMessage: String? = nil, cards: CardActivities) {
        self.configuration = configuration
        self.firstMessage = firstMessage
        channel = BotChannel(configuration: configuration)
        shown = ConversationScreen(conversation: Conversation(id: configuration.conversationID))
        shown.waitingText = "Connecting to the bot at \(configuration.endpoint)…"
        cards.deliver { [weak self] activity, event in self?.deliver(activity, from: event) }
    }

    /// The screen as it is now.
    var screenValue: JSONValue { shown.value }

    /// The screen's actions: `bot:connect`, `bot:say`, `bot:restart`.
    var library: UILibrary {
        UILibrary(ConversationScreen.namespace)
            .addAction("connect") { [self] event in connect(event) }
            .addAction("say") { [self] event in say(event.properties["text"]?.stringValue ?? "") }
            .addAction("restart") { [self] _ in restart() }
    }

    /// Every activity sent to the bot so far, oldest first.
    func sentActivities() async -> [Activity] {
        earlierSent + (await channel.sent)
    }

    /// Waits until no activity is in flight (a card's refresh included) and the conversation has not changed for
    /// `quiet`.
    func settle(quiet: Duration = .milliseconds(300)) async {
        while !Task.isCancelled {
            let busy = inFlight > 0 || ContinuousClock.now - lastChange < quiet || !started
            if !busy, await channel.activitiesInFlight == 0 { return }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Stops the channel (on quit).
    func stop() {
        following?.cancel()
        let channel = channel
        Task { await channel.stop() }
    }

    // MARK: - Actions

    /// The screen is shown: the conversation starts, once.
    private func connect(_ event: ActionTriggeredEvent) {
        screen = event.screen
        engine = event.engine
        guard !started else { return }
        start()
    }

    private func start() {
        started = true
        lastChange = .now
        let channel = channel
        following = Task { [weak self] in
            for await conversation in channel.changes {
                guard let self, !Task.isCancelled else { return }
                self.shown.conversation = conversation
                self.lastChange = .now
                self.logNewLines()
                self.show()
            }
        }
        let firstMessage = firstMessage
        perform("conversationUpdate") { try await channel.start() } then: { [weak self] in
            if let firstMessage { self?.say(firstMessage) }
        }
    }

    /// Says `text` (trimmed; nothing for an empty line): the line at the bottom starts empty again.
    func say(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        // Drawn with the user's line, which the channel adds at once (or with the problem line when it cannot):
        // one frame for the press, so that the bot's answer right after it is not held back by the frame rate.
        shown.sentCount += 1
        let channel = channel
        perform("message") { try await channel.say(text) }
    }

    /// A card's action, validated: Action.Submit as a message with its value, Action.Execute as an invoke.
    private func deliver(_ activity: JSONValue, from event: ActionTriggeredEvent) {
        guard let entry = event.properties[ConversationScreen.entryProperty]?.stringValue else { return }
        let channel = channel
        switch activity["type"]?.stringValue {
        case "message":
            let value = activity["value"] ?? .object([:])
            perform("Action.Submit") { try await channel.submit(value, fromCardIn: entry) }
        case "invoke":
            let action = activity["value"]?["action"]
            let verb = action?["verb"]?.stringValue ?? ""
            let data = action?["data"] ?? .object([:])
            perform("Action.Execute") { try await channel.execute(verb: verb, data: data, onCardIn: entry) }
        default:
            break
        }
    }

    /// Starts a new conversation with the same bot; the old channel stops serving.
    private func restart() {
        following?.cancel()
        let old = channel
        Task { [weak self] in
            let sent = await old.sent
            await old.stop()
            self?.earlierSent += sent
        }
        var configuration = configuration
        configuration.conversationID = "stratus-" + UUID().uuidString.lowercased()
        channel = BotChannel(configuration: configuration)
        shown = ConversationScreen(conversation: Conversation(id: configuration.conversationID))
        problemsLogged = 0
        sentLogged = 0
        linesLogged = []
        shown.waitingText = "Starting again with the bot at \(configuration.endpoint)…"
        engine?.log(.info, "bot: a new conversation with \(configuration.endpoint)")
        show()
        start()
    }

    /// Runs `work` against the channel, counting it in flight, then logs what it sent and runs `next`.
    private func perform(_ what: String, _ work: @escaping @Sendable () async throws -> Void,
                         then next: @escaping @MainActor () -> Void = {}) {
        inFlight += 1
        lastChange = .now
        let channel = channel
        Task { [weak self] in
            // A failure is a problem line of the conversation, logged as it arrives (logNewLines).
            try? await work()
            let sent = await channel.sent
            guard let self else { return }
            if channel === self.channel {
                for activity in sent.dropFirst(self.sentLogged) {
                    self.engine?.log(.info, "bot: sent " + JSONValue.object(activity.fields).jsonString())
                }
                self.sentLogged = max(self.sentLogged, sent.count)
            }
            self.inFlight -= 1
            self.lastChange = .now
            next()
        }
    }

    /// Writes the bot's lines and the problem lines not logged yet to the log (F12; problems also to standard error
    /// in `render`).
    private func logNewLines() {
        for entry in shown.conversation.entries where entry.sender == .bot && !linesLogged.contains(entry.id) {
            linesLogged.insert(entry.id)
            if let activity = entry.activity {
                engine?.log(.info, "bot: received " + JSONValue.object(activity.fields).jsonString())
            }
        }
        let problems = shown.conversation.problems
        if problems.count < problemsLogged { problemsLogged = 0 }
        for problem in problems.dropFirst(problemsLogged) { engine?.log(.warning, "bot: \(problem)") }
        problemsLogged = problems.count
    }

    /// Draws the conversation as it is now, keeping what the terminal keeps by node id and the cards' states.
    private func show() {
        guard let screen, let engine else { return }
        do {
            try engine.reload(screen, with: shown.value, preserving: .all)
        } catch {
            engine.log(.error, "bot: the conversation could not be drawn: \(error)")
        }
    }
}
