import ArgumentParser
import Foundation
import StratusA2UITerminal
import StratusCore
import StratusTerminal
import StratusFormats

/// `stratus run`: open a screen in the terminal and browse it from the keyboard.
public struct RunCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open a screen in the terminal (the default command).",
        discussion: """
            TARGET is a screen file (JSON or YAML), a folder (its index.json or index.yaml), an \
            http(s):// URL, or FILE#NAME for one screen of a bundle file. Without TARGET, opens \
            Screens/index.json. With --bot URL, talks to a Bot Framework bot as its channel (Docs/Bots.md). With --agent -- COMMAND ARGS..., talks to an A2UI agent run as a child \
            process instead; with a2a+http://HOST:PORT/PATH (or a2a+https), to an A2A agent, saying \
            --message first (asked for on the terminal without it) (Docs/A2UI.md, "Agents"). Screens opened from files reload when their file changes, keeping the \
            state of nodes that are still there; with --watch, screens from a server are polled too (with \
            If-None-Match when the server sends an ETag, as `stratus serve` does), and --no-watch turns \
            watching off. The exit status is 1 when the screen shown at quit failed to load (its error is \
            printed after the terminal is restored).
            """
    )

    /// What to open.
    @Argument(help: "A screen file, a folder, an http(s) URL, or an A2A agent (a2a+http://HOST:PORT/PATH).", completion: .file())
    public var target: String = ScreenTarget.defaultTarget

    /// Base URL and error display.
    @OptionGroup public var screen: ScreenOptions

    /// An A2UI agent to talk to instead of a screen.
    @OptionGroup public var agent: AgentOptions

    /// The data of an Adaptive Card template.
    @OptionGroup public var card: CardOptions

    /// A Bot Framework bot to talk to instead of a screen.
    @OptionGroup public var bot: BotOptions

    /// Where logs go while the terminal shows the UI.
    @Option(help: ArgumentHelp(
        "Write logs to this file (the terminal is busy with the UI). Without it, logs are only shown by F12.",
        valueName: "file"))
    public var log: String?

    /// Whether to watch screens for changes: nil watches local files only.
    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        "Reload the screen in place when it changes: --watch polls screens from a server too (If-None-Match, a 304 when unchanged); --no-watch never. Default: local files only."))
    public var watch: Bool?

    /// How much color to use.
    @Option(help: ArgumentHelp(
        "auto: what the terminal supports, none with NO_COLOR; never: reverse video and bold only; always: despite NO_COLOR; 8, 16, 256, truecolor: at most that many."))
    public var color: ColorMode = .auto

    /// How pictures are drawn.
    @Option(help: ArgumentHelp(
        "cells: half blocks in colour (the default, every terminal); pixels: real pixels where the terminal has the kitty graphics protocol (TERM, KITTY_WINDOW_ID, TERM_PROGRAM; not inside tmux) or sixel (asked with a device attributes query, 150 ms at most), half blocks elsewhere; kitty, sixel: that protocol without asking; off: no picture is loaded, placeholders only."))
    public var images: ImageMode = .cells

    /// Whether to tell the screens to a screen reader instead of drawing them.
    @Flag(help: ArgumentHelp(
        "No full-screen drawing: each screen is written as plain lines in reading order, then each change as one line (focus, states, new screens, alerts); F2 reads the screen again, F3 the focused control, F4 the keys, a number chooses in the focused group. Also on with STRATUS_SCREEN_READER=1."))
    public var screenReader = false

    /// What the screen-reader mode says of the characters typed into a text field.
    @Option(help: ArgumentHelp(
        "With --screen-reader: what is said while typing in a text field: each character (a space is \"space\", a password's characters \"star\"), each word once it ends, or nothing (F3 reads the field)."))
    public var typingEcho: TypingEcho = .characters

    /// True when the screen-reader mode is asked for, by the flag or by `STRATUS_SCREEN_READER=1`.
    static func readsScreens(flag: Bool, environment: [String: String]) -> Bool {
        flag || ["1", "true", "yes"].contains(environment["STRATUS_SCREEN_READER"]?.lowercased() ?? "")
    }

    /// Creates the command; swift-argument-parser calls this when parsing.
    public init() {}

    /// Checks that `--message` comes with an A2A agent.
    public func validate() throws {
        if agent.message != nil, !AgentOptions.namesAgent(target), bot.bot == nil { throw ValidationError("--message is for an A2A agent (a2a+http://...) or a bot (--bot URL)") }
    }

    /// Opens the screen and runs until the user quits.
    public func run() async throws {
        let assembly: AppAssembly
        do {
            if let configuration = bot.configuration {
                assembly = await AppAssembly(bot: configuration, firstMessage: agent.message, mode: screen.errorMode)
            } else if let transport = try agent.transport(target: target, firstMessage: Self.firstMessage(to: target, given: agent.message)) {
                assembly = await AppAssembly(agent: transport, silenceLimit: agent.silenceLimit, catalogs: try agent.catalogs(),
                                             mode: screen.errorMode)
            } else {
                let resolved = try ScreenTarget(resolving: target, baseURL: screen.baseURL)
                assembly = try AppAssembly(target: resolved, mode: screen.errorMode, baseURL: screen.baseURL)
                // No agent here: a Button's action that would go to one says so on screen.
                assembly.loader.liveSurfaces.tellsUnheardActions = true
                try card.apply(to: assembly)
            }
            try LogDestination.bootstrap(file: log)
        } catch {
            throw StandardError.fail(error)
        }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw StandardError.fail(StratusAppError(
                .terminalUnavailable, "stratus run needs a terminal; use `stratus render` in scripts and pipes"))
        }
        let ending: (unrecovered: ScreenLoadError?, interrupted: Bool)
        do {
            let reads = Self.readsScreens(flag: screenReader, environment: ProcessInfo.processInfo.environment)
            ending = try await Self.runInTerminal(assembly, color: color, images: images, watch: watch,
                                                  checksScreens: screen.errorMode == .dev, readsScreens: reads,
                                                  echo: typingEcho)
        } catch {
            throw StandardError.fail(error)
        }
        // Quitting from a screen that never loaded is a failure, as in `stratus render`: scripts and CI see it.
        if let unrecovered = ending.unrecovered { throw StandardError.fail(unrecovered) }
        // Quit by Ctrl+C: the status a shell expects of an interrupted program (128 + SIGINT).
        if ending.interrupted { throw ExitCode(128 + SIGINT) }
    }

    /// What the user says first to an A2A agent: `given`, else a line asked for on the terminal (before the
    /// first surface; an empty line says ``AgentOptions/defaultMessage``); nil for other targets.
    static func firstMessage(to target: String, given: String?) -> String? {
        guard AgentOptions.namesAgent(target), given == nil, isatty(STDIN_FILENO) == 1 else { return given }
        let prompt = "Message to the agent at \(target) (Enter says \"\(AgentOptions.defaultMessage)\"): "
        FileHandle.standardOutput.write(Data(prompt.utf8))
        let line = readLine()?.trimmingCharacters(in: .whitespaces) ?? ""
        return line.isEmpty ? AgentOptions.defaultMessage : line
    }

    /// Runs the app until the user quits; returns the error of the screen shown then, when it failed to load, and
    /// whether the user quit with Ctrl+C.
    /// - Parameter checksScreens: whether each screen read (and reloaded) is checked as `stratus check` does, its
    ///   problems logged (F12) with the same words and positions and counted in a badge of the footer while the
    ///   screen is shown (`check: 2 errors, 3 warnings`).
    @MainActor
    private static func runInTerminal(_ assembly: AppAssembly, color: ColorMode, images: ImageMode,
                                      watch: Bool?, checksScreens: Bool, readsScreens: Bool,
                                      echo: TypingEcho) async throws -> (unrecovered: ScreenLoadError?, interrupted: Bool) {
        // Stratus creates the backend from the process environment (NO_COLOR, ESCDELAY, TERM, COLORTERM), as
        // --color adjusts it, and restores the terminal on every way out, errors included.
        let settings = color.terminalSettings(environment: ProcessInfo.processInfo.environment)
        var ended: StratusRuntime?
        let app = assembly.stratus.environment(settings.environment).colors(settings.limit).images(images)
            .screenReader(readsScreens, echo: echo)
        try await app.run { runtime in
            ended = runtime
            let reloader = assembly.makeReloader(engine: runtime.engine, watch: watch)
            reloader?.start()
            let checking = checksScreens ? ScreenChecker.logging(
                assembly.loader.readScreens, formats: assembly.loader.formats, into: runtime.engine) {
                url, problems in
                runtime.setSourceNotice(Diagnostic.summary(of: problems).map { "check: " + $0 }, forScreenAt: url)
            } : nil
            return {
                reloader?.stop()
                checking?.cancel()
                assembly.agent?.stop()
                assembly.bot?.stop()
            }
        }
        return (ended?.engine.navigator.currentScreen?.error, ended?.quitByInterrupt ?? false)
    }
}
