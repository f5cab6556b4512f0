import ArgumentParser
import Foundation
import StratusTerminal

/// `stratus render`'s options as plain values, and the render they ask for: read by swift-argument-parser
/// (``RenderCommand``) or, for the common command lines, without it (``init(commonForm:)``).
///
/// Plain values so that the common forms make no `RenderCommand`: making one sets up each of its options, and the
/// name of an option (`.long`, `.customLong`) is a set of a type swift-argument-parser declares, whose first use
/// makes the Swift runtime search every protocol conformance record of the program (a tenth of a small screen's
/// first frame, Docs/Evidence.md).
struct RenderInvocation {
    /// The screen file, folder, URL or A2A agent (none with `--agent` or `--bot`).
    var target: String?
    /// `--base-url`.
    var baseURL: String?
    /// `--dev` (the default) or `--release`.
    var errorMode: ErrorDisplayMode
    /// `--data` and `--host-config`, for an Adaptive Card.
    var cardData: String?
    var hostConfig: String?
    /// An agent's and a bot's options; nil when read in a common form, which has neither.
    var agent: AgentOptions?
    var bot: BotOptions?
    var size: TerminalSize
    var keys: String
    var color: ColorMode
    var format: FrameFormat
    var timeout: Double
    var imageWait: Double
    var dumpState: Bool
    var dumpActions: Bool

    /// The values swift-argument-parser read into `command`.
    init(_ command: RenderCommand) {
        target = command.target
        baseURL = command.screen.baseURL
        errorMode = command.screen.errorMode
        cardData = command.card.data
        hostConfig = command.card.hostConfig
        agent = command.agent
        bot = command.bot
        size = command.size
        keys = command.keys
        color = command.color
        format = command.format
        timeout = command.timeout
        imageWait = command.imageWait
        dumpState = command.dumpState
        dumpActions = command.dumpActions
    }

    /// Checks the options before running (``RenderCommand/validate()``).
    func validate() throws {
        let agentAsked = agent?.agent ?? false
        if bot?.bot != nil {
            if target != nil || agentAsked { throw ValidationError("--bot renders the conversation with the bot: give no screen or agent with it") }
        } else if target == nil, !agentAsked { throw ValidationError("a screen to render, an A2A agent's URL, or --agent -- COMMAND, is needed") }
        if target != nil, agentAsked { throw ValidationError("--agent renders the agent's surfaces: give no screen with it") }
        if agent?.message != nil, !AgentOptions.namesAgent(target), bot?.bot == nil { throw ValidationError("--message is for an A2A agent (a2a+http://...) or a bot (--bot URL)") }
        guard timeout > 0, timeout.isFinite else { throw ValidationError("--timeout must be a positive number of seconds") }
        guard imageWait >= 0, imageWait.isFinite else { throw ValidationError("--image-wait must be 0 or more seconds") }
        do {
            _ = try KeyScript(parsing: keys)
        } catch {
            throw ValidationError("--keys: \(error)")
        }
        if dumpState, format != .text { throw ValidationError("--dump-state prints JSON after text frames only") }
        if dumpActions, format != .text { throw ValidationError("--dump-actions prints JSON after text frames only") }
    }

    /// Renders and prints.
    func run() async throws {
        let script: KeyScript
        let assembly: AppAssembly
        do {
            script = try KeyScript(parsing: keys)
            // The engine's entries are printed once, after the frame, from its in-memory log.
            try LogDestination.bootstrap(file: nil)
            if let bot, let configuration = bot.configuration {
                assembly = await AppAssembly(bot: configuration, firstMessage: agent?.message, mode: errorMode,
                                             requestTimeout: timeout * 0.8)
            } else if let agent, let transport = try agent.transport(target: target) {
                assembly = await AppAssembly(agent: transport, silenceLimit: agent.silenceLimit, catalogs: try agent.catalogs(),
                                             mode: errorMode,
                                             requestTimeout: timeout * 0.8)
            } else {
                let target = try ScreenTarget(resolving: target ?? "", baseURL: baseURL)
                assembly = try AppAssembly(
                    target: target, mode: errorMode, baseURL: baseURL, requestTimeout: timeout * 0.8)
                try CardOptions.apply(data: cardData, hostConfig: hostConfig, to: assembly)
            }
        } catch {
            throw StandardError.fail(error)
        }
        // Nothing checks the screens as they are read here (`run` does, for its footer).
        assembly.loader.stopPassingReadScreens()
        // Only `auto` reads the environment (`NO_COLOR`): Foundation builds it as a dictionary of a type met for the
        // first time, a search of every conformance record of the program on the way to the frame.
        let useColor = color.usesColor(
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            environment: color == .auto ? ProcessInfo.processInfo.environment : [:])
        let request = HeadlessRender(
            assembly: assembly, size: size, script: script, timeout: timeout, color: useColor, dumpState: dumpState,
            format: format, depth: color.depth ?? .trueColor, imageWait: .milliseconds(Int(imageWait * 1000)),
            dumpActions: dumpActions)
        await request.perform()
    }
}
