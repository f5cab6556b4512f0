import ArgumentParser
import StratusBotChannel

/// The options that open a conversation with a Bot Framework bot instead of a screen (`run` and `render`).
public struct BotOptions: ParsableArguments {
    /// The bot's messaging endpoint.
    @Option(help: ArgumentHelp(
        "Talk to the Bot Framework or Microsoft 365 Agents SDK bot at this messaging endpoint (http://127.0.0.1:3978/api/messages), as its channel: its messages and Adaptive Cards in order, a line to type in (Docs/Bots.md).",
        valueName: "url"))
    public var bot: String?

    /// How long the bot may take to answer one activity.
    @Option(help: ArgumentHelp("Seconds the bot may take to answer one activity before the conversation says so.",
                               valueName: "seconds"))
    public var botTimeout: Double = 30

    /// The most activities the bot may send in one second.
    @Option(help: ArgumentHelp("The most activities the bot may send in one second; the rest are refused (429) and the conversation says so.",
                               valueName: "count"))
    public var botFloodLimit = 100

    /// Whether the bot is asked to answer in the HTTP response.
    @Flag(help: "Ask the bot to return its replies in the HTTP answer (deliveryMode expectReplies) instead of posting them to the channel.")
    public var expectReplies = false

    /// Creates the options with their defaults.
    public init() {}

    /// Checks the endpoint, the timeout and the flood limit.
    public func validate() throws {
        guard botTimeout > 0, botTimeout.isFinite else { throw ValidationError("--bot-timeout must be a positive number of seconds") }
        guard botFloodLimit > 0 else { throw ValidationError("--bot-flood-limit must be a positive number of activities") }
        if let bot, !(bot.hasPrefix("http://") || bot.hasPrefix("https://")) {
            throw ValidationError("--bot needs the bot's http(s) messaging endpoint: --bot http://127.0.0.1:3978/api/messages")
        }
    }

    /// The options that give `stratus run` the same conversation (each session of `serve --ssh --bot`); empty
    /// when no bot was named.
    var runArguments: [String] {
        guard let bot else { return [] }
        return ["--bot", bot, "--bot-timeout", String(botTimeout), "--bot-flood-limit", String(botFloodLimit)]
            + (expectReplies ? ["--expect-replies"] : [])
    }

    /// The channel's configuration, when a bot was named.
    var configuration: BotChannel.Configuration? {
        guard let bot else { return nil }
        var configuration = BotChannel.Configuration(endpoint: bot)
        configuration.timeout = .milliseconds(Int(botTimeout * 1000))
        configuration.floodLimit = botFloodLimit
        if expectReplies { configuration.deliveryMode = .expectReplies }
        return configuration
    }
}
