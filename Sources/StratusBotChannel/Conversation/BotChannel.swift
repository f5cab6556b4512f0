import Foundation
import StratusCodable

/// Stratus as a Bot Framework channel for one bot: it starts the conversation, sends what the user says and
/// submits, serves the connector endpoints the bot replies to, and keeps the ``Conversation`` the user sees.
///
/// Every failure is thrown to the caller and also said as a line of the conversation; nothing a bot sends or fails
/// to send stops the channel. See Docs/Bots.md.
public actor BotChannel {
    /// How the channel talks to the bot.
    public struct Configuration: Sendable {
        /// The bot's messaging endpoint (`http://127.0.0.1:3978/api/messages`).
        public var endpoint: String
        /// How the bot is asked to deliver its replies to messages (invokes are always answered in the response).
        public var deliveryMode: DeliveryMode = .normal
        /// How long the bot may take to answer one activity.
        public var timeout: Duration = .seconds(30)
        /// The most activities the bot may send in ``floodWindow``; the rest are refused with 429.
        public var floodLimit = 100
        /// The window ``floodLimit`` counts in.
        public var floodWindow: Duration = .seconds(1)
        /// The person at the keyboard.
        public var user = ChannelAccount(id: "user", name: "You", role: "user")
        /// The bot.
        public var bot = ChannelAccount(id: "bot", name: "Bot", role: "bot")
        /// The channel's name in `channelId`.
        public var channelID = "stratus"
        /// The conversation's id.
        public var conversationID = "stratus-" + UUID().uuidString.lowercased()

        /// The configuration for the bot at `endpoint`, the rest as documented.
        public init(endpoint: String) { self.endpoint = endpoint }
    }

    /// How the channel talks to the bot.
    public let configuration: Configuration
    /// The conversation as the user sees it.
    public private(set) var conversation: Conversation {
        didSet { if conversation != oldValue { changeContinuation.yield(conversation) } }
    }
    /// The conversation each time it changes (the newest only, when the reader is behind): a screen showing it
    /// follows this stream. One reader.
    public nonisolated let changes: AsyncStream<Conversation>
    private let changeContinuation: AsyncStream<Conversation>.Continuation
    /// Every activity sent to the bot, oldest first (as posted).
    public private(set) var sent: [Activity] = []
    /// How many activities are posted and not answered yet (a card's refresh included).
    public private(set) var activitiesInFlight = 0
    private let client: BotEndpointClient
    private var server: ConnectorServer?
    private var serviceURL: String?
    private var arrivals: [ContinuousClock.Instant] = []
    private var floodReported = false
    /// The lines whose card was refreshed, each with its attachments then.
    private var refreshed: Set<String> = []

    /// A channel for the bot `configuration` names; nothing is sent until ``start()``.
    public init(configuration: Configuration) {
        self.configuration = configuration
        conversation = Conversation(id: configuration.conversationID)
        (changes, changeContinuation) = AsyncStream.makeStream(of: Conversation.self, bufferingPolicy: .bufferingNewest(1))
        client = BotEndpointClient(endpoint: configuration.endpoint, timeout: configuration.timeout)
    }

    /// Serves the connector endpoints on loopback and starts the conversation: a conversationUpdate adding the
    /// bot and the user, whose replies (a welcome) arrive as the bot sends them.
    /// - Throws: ``BotChannelError`` when the endpoints cannot be served or the bot does not take the activity.
    public func start() async throws(BotChannelError) {
        if serviceURL == nil {
            let server = ConnectorServer { [weak self] request in
                await self?.handle(request) ?? .failure(status: 503, code: "ServiceUnavailable", message: "the channel stopped")
            }
            do throws(BotChannelError) {
                serviceURL = try await server.start()
            } catch {
                conversation.record(error)
                throw error
            }
            self.server = server
        }
        var update = Activity(type: .conversationUpdate)
        update.membersAdded = [configuration.bot, configuration.user]
        try await send(update, expectingReplies: true)
    }

    /// Says `text` to the bot as the user.
    /// - Throws: ``BotChannelError`` when the bot cannot be reached, fails or answers with something unreadable.
    public func say(_ text: String) async throws(BotChannelError) {
        var message = Activity(type: .message)
        message.text = text
        message.textFormat = "plain"
        try await send(message, expectingReplies: true)
    }

    /// Sends an Action.Submit of the card in line `entryID`: a message with no text whose `value` holds `values`
    /// (the action's `data` merged with the card's inputs, as Adaptive Cards do).
    /// - Throws: ``BotChannelError`` as ``say(_:)``.
    public func submit(_ values: JSONValue, fromCardIn entryID: String) async throws(BotChannelError) {
        var message = Activity(type: .message)
        message.value = values
        message.replyToId = entryID
        try await send(message, expectingReplies: true, shown: false)
    }

    /// Sends an Action.Execute of the card in line `entryID` as an `adaptiveCard/action` invoke, and puts the
    /// bot's answer in the card's place (``Conversation/replaceCard(of:with:)``).
    /// - Parameters:
    ///   - data: the action's `data` merged with the card's inputs.
    ///   - trigger: `manual` for a press, `automatic` for a card's refresh.
    /// - Throws: ``BotChannelError`` as ``say(_:)``, and `invokeFailed` when the bot answers with an error.
    public func execute(verb: String, data: JSONValue, onCardIn entryID: String,
                        trigger: String = "manual") async throws(BotChannelError) {
        let invoke = AdaptiveCardInvoke.activity(verb: verb, data: data, cardActivityID: entryID, trigger: trigger)
        guard case .invokeResponse(_, let body)? = try await send(invoke, expectingReplies: false, shown: false) else {
            return
        }
        do throws(BotChannelError) {
            var response = AdaptiveCardInvokeResponse.unchanged
            if let body { response = try AdaptiveCardInvokeResponse(body: body, from: configuration.endpoint) }
            try conversation.replaceCard(of: entryID, with: response)
        } catch {
            conversation.record(error)
            throw error
        }
    }

    /// Stops serving the connector endpoints; later replies of the bot find nothing listening.
    public func stop() async {
        changeContinuation.finish()
        await server?.stop()
        server = nil
        serviceURL = nil
    }

    /// Waits until the conversation satisfies `predicate` (a reply that comes after the turn, a proactive
    /// message), checking each time it changes.
    /// - Returns: the conversation then, or nil when `timeout` passed first.
    public func conversation(within timeout: Duration,
                             where predicate: @Sendable (Conversation) -> Bool) async -> Conversation? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if predicate(conversation) { return conversation }
            guard ContinuousClock.now < deadline, !Task.isCancelled else { return nil }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Fills in what every activity from the user carries, posts it, shows it (a message the user typed) and
    /// applies the replies an `expectReplies` answer holds.
    @discardableResult
    private func send(_ activity: Activity, expectingReplies: Bool,
                      shown: Bool = true) async throws(BotChannelError) -> BotAnswer? {
        var activity = activity
        activity.id = conversation.nextActivityID()
        activity.channelId = configuration.channelID
        activity.serviceUrl = serviceURL
        activity.from = configuration.user
        activity.recipient = configuration.bot
        activity.conversation = ChannelAccount(id: conversation.id)
        activity.timestamp = Date().formatted(.iso8601)
        if expectingReplies, configuration.deliveryMode == .expectReplies { activity.deliveryMode = .expectReplies }
        sent.append(activity)
        if shown, activity.type == .message { conversation.appendUser(activity) }
        activitiesInFlight += 1
        defer { activitiesInFlight -= 1 }
        do throws(BotChannelError) {
            let answer = try await client.post(activity)
            if case .replies(let replies) = answer {
                for reply in replies { applyBot(reply) }
            }
            return answer
        } catch {
            conversation.record(error)
            throw error
        }
    }

    private func applyBot(_ activity: Activity) {
        do throws(BotChannelError) {
            refreshIfAsked(activity, in: try conversation.applyBot(activity))
        } catch {
            conversation.record(error)
        }
    }

    /// Invokes the refresh of the card `activity` brings to line `entryID`, when it has one for the user: the card
    /// is shown as soon as it arrives. A card that an invoke's answer put in place is not refreshed again, nor the
    /// same card brought again to the same line (a bot that answers a refresh by updating its message with it).
    private func refreshIfAsked(_ activity: Activity, in entryID: String) {
        guard activity.type == .message || activity.type == .messageUpdate,
              let refresh = CardRefresh.first(in: activity, for: configuration.user.id ?? ""),
              refreshed.insert(entryID + " " + JSONValue.array(activity.attachments.map { .object($0.fields) }).jsonString())
                .inserted else { return }
        // Counted at once, so that nobody sees the conversation settled before the invoke is posted.
        activitiesInFlight += 1
        Task {
            // A failure is a problem line of the conversation.
            try? await execute(verb: refresh.verb, data: refresh.data, onCardIn: entryID, trigger: "automatic")
            activitiesInFlight -= 1
        }
    }

    /// What a request to the connector endpoints does to the conversation.
    func handle(_ request: ConnectorRequest) -> ConnectorResponse {
        switch request {
        case .send(let conversationID, let activity, _):
            guard conversationID == conversation.id else { return unknownConversation(conversationID) }
            if let refusal = refuseFlood() { return refusal }
            do throws(BotChannelError) {
                let id = try conversation.applyBot(activity)
                refreshIfAsked(activity, in: id)
                return .resource(id: id)
            } catch {
                conversation.record(error)
                return .failure(status: 404, code: "ActivityNotFound", message: error.message)
            }
        case .update(let conversationID, let id, let activity):
            guard conversationID == conversation.id else { return unknownConversation(conversationID) }
            do throws(BotChannelError) {
                try conversation.update(id, with: activity)
                refreshIfAsked(activity, in: id)
                return .resource(id: id)
            } catch {
                conversation.record(error)
                return .activityNotFound(id, in: conversationID)
            }
        case .delete(let conversationID, let id):
            guard conversationID == conversation.id else { return unknownConversation(conversationID) }
            do throws(BotChannelError) {
                try conversation.delete(id)
                return .done
            } catch {
                conversation.record(error)
                return .activityNotFound(id, in: conversationID)
            }
        case .malformed(let error):
            conversation.record(error)
            return .done
        }
    }

    private func unknownConversation(_ id: String) -> ConnectorResponse {
        conversation.record(BotChannelError(.unknownConversation, "the bot wrote to conversation \(id), which does "
            + "not exist; this conversation is \(conversation.id)", url: serviceURL.map { $0 + "v3/conversations/\(id)" }))
        return .conversationNotFound(id)
    }

    /// 429 once the bot sent ``Configuration/floodLimit`` activities within ``Configuration/floodWindow``; the
    /// conversation says so once per flood.
    private func refuseFlood() -> ConnectorResponse? {
        let now = ContinuousClock.now
        arrivals.removeAll { now - $0 > configuration.floodWindow }
        guard arrivals.count >= configuration.floodLimit else {
            arrivals.append(now)
            floodReported = false
            return nil
        }
        let message = "the bot sent more than \(configuration.floodLimit) activities within "
            + "\(BotEndpointClient.seconds(configuration.floodWindow)); the rest were refused"
        if !floodReported {
            floodReported = true
            conversation.record(BotChannelError(.flooded, message))
        }
        return .failure(status: 429, code: "TooManyRequests", message: message)
    }
}
